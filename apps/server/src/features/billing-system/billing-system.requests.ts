/** What the portal asks of the billing system, in its own words, and the bodies the billing system expects. */

export interface NewBillingCustomer {
  firstName: string;
  lastName: string;
  /** Empty when the subscriber has none; the billing system needs an e-mail or a mobile phone. */
  email: string;
  mobilePhone: string;
  username: string;
  /** Never the subscriber's own password: see billing-outbox.payloads.ts. */
  password: string;
  country: string;
}

export interface OtpDestination {
  mobilePhone?: string;
  email?: string;
}

export type SearchKey = 'USERID' | 'USERNAME' | 'MOBILEPHONE' | 'EMAIL';

export interface UserSearch {
  keyName: SearchKey;
  keyValue: string;
  /** ADDITIONAL_INFO, e.g. the entity code and mobile number. */
  additionalInfo?: Record<string, string>;
}

/** Country calling code sent with GenerateOTP. */
const nigeria = '234';
/** Address type the portal files every customer under. */
const addressTypeCode = 'PRIMARY';

export function createCustomerBody(customer: NewBillingCustomer, partyId: string) {
  return {
    CUSTOMERINFO: {
      FIRSTNAME: customer.firstName,
      LASTNAME: customer.lastName,
      OPENTITY: partyId,
      CONTACTINFO: { EMAIL: customer.email, MOBILEPHONE: customer.mobilePhone },
      USERINFO: { USERNAME: customer.username, PASSWORD: customer.password },
      ADDRESSINFO: { ADDRESSTYPECODE: addressTypeCode, COUNTRY: customer.country },
    },
  };
}

export function generateOtpBody(
  request: OtpDestination & { resend?: boolean; attribute1?: string },
  partyId: string,
) {
  return {
    GENERATEOTP: {
      MOBILEPHONE: request.mobilePhone ?? '',
      OTPEMAIL: request.email ?? '',
      PARTYID: partyId,
      COUNTRYCODE: nigeria,
      RESEND: request.resend ? 'TRUE' : 'FALSE',
      ATTRIBUTE1: request.attribute1 ?? '',
    },
  };
}

export function validateOtpBody(request: OtpDestination & { otp: string }) {
  return {
    VALIDATEOTP: { MOBILEPHONE: request.mobilePhone ?? '', OTPEMAIL: request.email ?? '', OTP: request.otp },
  };
}

export function resendOtpBody(request: { mobilePhone: string }) {
  return { RESENDOTP: { MOBILEPHONE: request.mobilePhone } };
}

export function getRecordsBySearchBody(search: UserSearch, partyId: string) {
  return {
    KEY_NAMEVALUE: { KEY_NAME: search.keyName, KEY_VALUE: search.keyValue },
    ADDITIONAL_INFO: search.additionalInfo ?? { ENTITYCODE: partyId },
  };
}

export function selfcareResetPasswordBody(request: { userId: string; newPassword: string }) {
  return {
    SELFCARERESETPASSWORD: {
      USERID: request.userId,
      NEWPASSWORD: request.newPassword,
      CONFIRMPASSWORD: request.newPassword,
    },
  };
}

export function changePasswordBody(request: { username: string; oldPassword: string; password: string }) {
  return {
    CHANGEPASSWORD: {
      USERNAME: request.username,
      OLDPASSWORD: request.oldPassword,
      PASSWORD: request.password,
      CONFIRMPASSWORD: request.password,
    },
  };
}
