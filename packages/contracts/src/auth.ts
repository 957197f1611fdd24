import { z } from 'zod';

/** Passwords of 7 to 20 characters. */
export const PASSWORD_MIN = 7;
export const PASSWORD_MAX = 20;
export const OTP_LENGTH = 6;

/** Resend countdowns, in seconds. */
export const OTP_COUNTDOWN = { subscriber: 315, billing: 85, afterResend: 60 } as const;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);

export const otpSchema = z.string().regex(/^[0-9]{6}$/, 'must be six digits');

export const emailSchema = z.string().trim().max(254).pipe(z.email('must be an e-mail address'));

/** A Nigerian mobile number in any usual form: 8051234567, 08051234567, 2348051234567, +2348051234567. */
export const mobileNumberSchema = z
  .string()
  .trim()
  .regex(/^(\+?234|0)?[0-9]{10}$/, 'must be a Nigerian mobile number');

export const deviceClassSchema = z.enum(['desktop', 'mobile', 'tablet', 'tv']);

/** The login request. `username` is g+number, the number in any usual form, or the e-mail. */
export const loginRequestSchema = z
  .object({
    username: z.string().trim().min(3).max(254),
    password: z
      .string()
      .min(1)
      .max(PASSWORD_MAX * 4),
    device: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._:-]{1,128}$/, 'must be a device id'),
    device_class: deviceClassSchema,
  })
  .strict();

export const sessionDataSchema = z.object({
  operator_uid: z.string(),
  device_id: z.string(),
  user_id: z.string(),
  access_token: z.string(),
  /** Only for API clients; the web app's refresh token rides in an httpOnly cookie and is never in a body. */
  refresh_token: z.string().optional(),
  expires_in: z.number().int(),
});

export const loginResponseSchema = z.object({ status: z.literal('ok'), data: sessionDataSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z
  .object({ refresh_token: z.string().min(20).max(200).optional() })
  .strict();

export const signInTicketRequestSchema = z
  .object({
    ticket: z.string().min(20).max(200),
    device: loginRequestSchema.shape.device,
    device_class: deviceClassSchema,
  })
  .strict();

/** Who is signed in, for the web app (the cookie session cannot be read by script). */
export const meResponseSchema = z.object({
  data: z.object({
    user_id: z.string(),
    username: z.string(),
    operator_uid: z.string(),
    is_glo_user: z.boolean(),
    msisdn: z.string().nullable(),
    email: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    language: z.enum(['gb', 'pt']),
  }),
});
export type Me = z.infer<typeof meResponseSchema>['data'];

/** OTP by mobile number (Glo) or e-mail (others); exactly one of them. */
const destination = z.union([
  z.object({ mobile_number: mobileNumberSchema }).strict(),
  z.object({ email: emailSchema }).strict(),
]);

export const otpGenerateRequestSchema = destination;
export const otpGenerateResponseSchema = z.object({
  status: z.literal('ok'),
  /** Seconds until a resend is accepted: the countdown the client shows. */
  resend_after: z.number().int(),
});

export const otpValidateRequestSchema = z.union([
  z.object({ mobile_number: mobileNumberSchema, otp: otpSchema }).strict(),
  z.object({ email: emailSchema, otp: otpSchema }).strict(),
]);
export const otpValidateResponseSchema = z.object({ message: z.literal('OTP is valid') });
/** A refused code keeps the spec's message and adds why: otp_invalid, otp_expired or otp_attempts_exceeded. */
export const otpRefusedResponseSchema = z.object({
  message: z.literal('invalid OTP'),
  error: z.object({ code: z.string(), message: z.string() }),
});

/** Optional text of the subscriber record: blank (`""`, only spaces) or null means the field was not given. */
const givenText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

/**
 * The whole subscriber record, as the web app and the operator's existing apps post it. Exactly the record's
 * fields and no others; blank ones count as absent, so a number-only sign-up may send `email: ""`.
 * `gender` and `date_of_birth` are free text: the server keeps what it recognises and ignores the rest.
 * `username`, when given, must be the one the number or e-mail implies; `status` can only be Active.
 */
export const createSubscriberRequestSchema = z
  .object({
    phone_number: givenText(20).pipe(mobileNumberSchema.optional()),
    email: givenText(254).pipe(z.email('must be an e-mail address').optional()),
    password: passwordSchema,
    username: givenText(254),
    first_name: givenText(60),
    last_name: givenText(60),
    other_names: givenText(120),
    gender: givenText(20),
    date_of_birth: givenText(40),
    phone_number2: givenText(32).pipe(
      z
        .string()
        .regex(/^\+?[0-9][0-9 ()-]{5,30}$/, 'must be a phone number')
        .optional(),
    ),
    address: givenText(200),
    location: givenText(100),
    country: givenText(60),
    external_uid: givenText(100).pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9][A-Za-z0-9._:-]*$/,
          'must be letters, digits, dots, colons, hyphens or underscores',
        )
        .optional(),
    ),
    status: givenText(20).pipe(
      z
        .string()
        .regex(/^active$/i, 'a new subscriber is always Active')
        .optional(),
    ),
    type: givenText(20)
      .transform((value) => value?.toUpperCase())
      .pipe(z.enum(['PREPAID', 'POSTPAID'], 'must be PREPAID or POSTPAID').optional()),
  })
  .strict()
  .refine((body) => body.phone_number !== undefined || body.email !== undefined, {
    message: 'phone_number or email is required',
  });
export type CreateSubscriberRequest = z.output<typeof createSubscriberRequestSchema>;

export const createSubscriberResponseSchema = z.union([
  z.object({ message: z.literal('subscriber already exist') }),
  z.object({
    subscriber_uid: z.string(),
    username: z.string(),
    /** Single-use, short-lived: the final modal's Sign In redeems it instead of a shared default password. */
    sign_in_ticket: z.string(),
  }),
]);

export const subscriberLookupQuerySchema = z.object({
  subscriber_uid: z.string().trim().min(3).max(254),
  limit: z.coerce.number().int().min(1).max(30).default(30),
});
export const subscriberLookupResponseSchema = z.object({
  data: z.array(z.object({ subscriber_uid: z.string(), username: z.string(), status: z.string() })),
});

export const clientSettingsResponseSchema = z.object({
  data: z.object({
    operator_uid: z.string(),
    payment_public_key: z.string(),
    default_language: z.enum(['gb', 'pt']),
  }),
});

export const passwordChangeRequestSchema = z
  .object({
    old_password: z.string().min(1).max(80),
    password: passwordSchema,
    confirm_password: z.string().max(80),
  })
  .strict();

export const passwordForgotRequestSchema = z.object({ username: z.string().trim().min(3).max(254) }).strict();
export const passwordForgotResponseSchema = z.object({
  status: z.literal('ok'),
  resend_after: z.number().int(),
  /** Where the OTP went, masked for display ('Sent to {number}'). */
  sent_to: z.string(),
});

export const passwordResetVerifyRequestSchema = z
  .object({ username: z.string().trim().min(3).max(254), otp: otpSchema })
  .strict();
export const passwordResetVerifyResponseSchema = z.object({
  status: z.literal('ok'),
  /** Single-use and short-lived: the new password is accepted only with it. */
  reset_token: z.string(),
  /** Seconds the grant lasts. */
  expires_in: z.number().int(),
});

export const passwordResetRequestSchema = z
  .object({
    reset_token: z.string().min(20).max(200),
    password: passwordSchema,
    confirm_password: z.string().max(80),
  })
  .strict();

export const okResponseSchema = z.object({ status: z.literal('ok') });
