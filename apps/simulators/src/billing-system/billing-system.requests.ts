import { z } from 'zod';

/** Request bodies exactly as the billing system names them. Unknown fields are ignored, as a real one would. */
const text = z.string().trim();
const required = text.min(1);

export const createCustomerBody = z.object({
  CUSTOMERINFO: z.object({
    FIRSTNAME: required,
    LASTNAME: required,
    OPENTITY: required,
    CONTACTINFO: z
      .object({ EMAIL: text.default(''), MOBILEPHONE: text.default('') })
      .refine(
        (contact) => contact.EMAIL !== '' || contact.MOBILEPHONE !== '',
        'EMAIL or MOBILEPHONE is required',
      ),
    USERINFO: z.object({ USERNAME: required, PASSWORD: z.string().min(1) }),
    ADDRESSINFO: z.object({ ADDRESSTYPECODE: required, COUNTRY: required }),
  }),
});

export const generateOtpBody = z.object({
  GENERATEOTP: z.object({
    MOBILEPHONE: text.default(''),
    OTPEMAIL: text.default(''),
    PARTYID: required,
    COUNTRYCODE: text.default(''),
    RESEND: text.default('FALSE'),
    ATTRIBUTE1: text.default(''),
  }),
});

export const validateOtpBody = z.object({
  VALIDATEOTP: z.object({ MOBILEPHONE: text.default(''), OTPEMAIL: text.default(''), OTP: text }),
});

export const resendOtpBody = z.object({ RESENDOTP: z.object({ MOBILEPHONE: required }) });

export const getRecordsBySearchBody = z.object({
  KEY_NAMEVALUE: z.object({ KEY_NAME: required, KEY_VALUE: required }),
  ADDITIONAL_INFO: z.record(z.string(), z.string()).optional(),
});

export const selfcareResetPasswordBody = z.object({
  SELFCARERESETPASSWORD: z.object({
    USERID: required,
    NEWPASSWORD: z.string().min(1),
    CONFIRMPASSWORD: z.string().min(1),
  }),
});

export const changePasswordBody = z.object({
  CHANGEPASSWORD: z.object({
    USERNAME: required,
    OLDPASSWORD: z.string().min(1),
    PASSWORD: z.string().min(1),
    CONFIRMPASSWORD: z.string().min(1),
  }),
});
