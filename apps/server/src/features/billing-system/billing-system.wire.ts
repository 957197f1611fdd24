import { z } from 'zod';

/**
 * How the billing system answers. Parsing is lenient about extra fields and about numbers sent as strings, and
 * strict about what we use: a missing USERID or ISVALIDOTP is an answer we cannot trust.
 */
const identifier = z.union([z.string().min(1), z.number()]).transform(String);

export const envelopeSchema = z.object({
  RESPONSEINFO: z.looseObject({
    STATUS: z.looseObject({
      MESSAGE: z.string(),
      CODE: z.union([z.string(), z.number()]).transform(String).optional(),
      DESCRIPTION: z.string().optional(),
    }),
  }),
});

export const createCustomerAnswerSchema = z.object({
  RESPONSEINFO: z.looseObject({ CUSTOMERINFO: z.looseObject({ USERID: identifier }) }),
});

export const validateOtpAnswerSchema = z.object({
  RESPONSEINFO: z.looseObject({
    ISVALIDOTP: z
      .union([z.string(), z.boolean()])
      .transform((value) => String(value).toUpperCase() === 'TRUE'),
  }),
});

/** The spec names GETUSERID.USERID without saying where it sits; inside RESPONSEINFO or beside it are both read. */
const getUserId = z.looseObject({ USERID: identifier });
export const getRecordsBySearchAnswerSchema = z
  .object({
    RESPONSEINFO: z.looseObject({ GETUSERID: getUserId.optional() }),
    GETUSERID: getUserId.optional(),
  })
  .transform((answer) => answer.RESPONSEINFO.GETUSERID?.USERID ?? answer.GETUSERID?.USERID)
  .pipe(z.string());

export type Envelope = z.infer<typeof envelopeSchema>;
