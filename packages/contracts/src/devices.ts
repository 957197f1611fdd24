import { z } from 'zod';
import { deviceClassSchema } from './auth.ts';
import { userParamsSchema } from './catalog.ts';

/**
 * The subscriber's own signed-in devices (`/users/{userId}/devices`): what each is, as the login saw it, and
 * when it was last used. Signing one out ends every session it holds.
 */

/** Device ids are PostgreSQL `bigint`s: nineteen digits reach past the largest. */
const LARGEST_DEVICE_ID = 9_223_372_036_854_775_807n;

export const deviceIdSchema = z
  .string()
  // One check: zod runs a refinement even after the pattern has failed, and BigInt throws on what is not digits.
  .refine((id) => /^[0-9]{1,19}$/.test(id) && BigInt(id) <= LARGEST_DEVICE_ID, 'must be a device id');

export const deviceParamsSchema = userParamsSchema.extend({ deviceId: deviceIdSchema });

/** What a device is, from the login that signed it in; any part may be unknown. */
export const deviceDescriptionSchema = z.object({
  device_class: deviceClassSchema.nullable(),
  /** `Web` for the web app. */
  platform: z.string().nullable(),
  os: z.string().nullable(),
  browser: z.string().nullable(),
});

export type DeviceDescription = z.infer<typeof deviceDescriptionSchema>;

export const signedInDeviceSchema = deviceDescriptionSchema.extend({
  id: deviceIdSchema,
  /** ISO 8601: the newest of its sign-in, its last token refresh and its last request (kept once a minute). */
  last_used_at: z.string(),
  signed_in_at: z.string(),
  /** The device this request came from. */
  this_device: z.boolean(),
});

export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const devicesResponseSchema = z.object({ data: z.array(signedInDeviceSchema) });
