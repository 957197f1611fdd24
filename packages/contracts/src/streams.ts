import { z } from 'zod';
import { userParamsSchema } from './catalog.ts';

/**
 * Stream addresses of the content API (trailers, movies, episodes), the saved quality choice, and the
 * usage logs.
 */

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const trailerStreamParamsSchema = userParamsSchema.extend({ id: idSchema });
/** A movie is named by its uid (`eko-blues`) or its numeric id. */
export const movieStreamParamsSchema = userParamsSchema.extend({
  uid: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,127}$/i, 'must be a movie uid or id'),
});
export const episodeStreamParamsSchema = userParamsSchema.extend({ id: idSchema });

/** `data.url`: a signed, expiring master playlist, with its poster. */
export const streamSchema = z.object({
  /**
   * `/media/s/<sig>/<expires>/<assetId>[~<cap>][~m.<subscriberId>.<viewingId>]/master.m3u8`; relative URLs
   * inside carry the grant.
   */
  url: z.string(),
  poster_url: z.string(),
  /**
   * When the address stops working (ISO 8601): 15 minutes on, never past the package that grants the title.
   * The player asks again before then and carries on under the fresh address.
   */
  expires_at: z.string(),
  /** Length of the title in seconds. */
  duration: z.number(),
});

export type Stream = z.infer<typeof streamSchema>;

export const streamResponseSchema = z.object({ data: streamSchema });

/** The user's playback quality: a cap on the ladder the address lists; `auto` lists all of it. */
export const qualityChoiceSchema = z.enum(['data_saver', 'standard', 'high', 'higher', 'best', 'auto']);

export type QualityChoice = z.infer<typeof qualityChoiceSchema>;

/** A viewing's key: the bytes sent under its addresses are counted together. */
export const viewingIdSchema = z.string().regex(/^[0-9a-f]{16}$/, 'must be a viewing id');

/**
 * What the player may ask of a stream address: `quality`, the cap this device plays at on the network in use
 * (the saved choice when absent); `viewing`, the viewing a renewed address carries on counting into.
 */
export const streamChoiceQuerySchema = z.object({
  quality: qualityChoiceSchema.optional(),
  viewing: viewingIdSchema.optional(),
});

export const preferencesParamsSchema = userParamsSchema;
export const preferencesSchema = z.object({ quality: qualityChoiceSchema });
export const preferencesUpdateSchema = z.strictObject({ quality: qualityChoiceSchema });
export const preferencesResponseSchema = z.object({ data: preferencesSchema });

export type Preferences = z.infer<typeof preferencesSchema>;

export const usageLogQuerySchema = z.object({ operator_uid: z.string().min(1).max(64) });

/** Duration of a usage log, in minutes: the players send 60 per streamed hour; at most a day. */
export const USAGE_LOG_MAX_MINUTES = 1440;

const textField = z.string().max(200).nullable().optional();

/**
 * A usage log entry as `POST /cm/api/logs/` takes it. Unknown fields are refused. The stored
 * subscriber is the caller: `subscriber_uid`, when sent, must be the caller's uid or user id.
 */
export const usageLogRequestSchema = z.strictObject({
  subscriber_uid: textField,
  device_id: textField,
  device_type: textField,
  device_name: textField,
  platform: textField,
  action: z.string().min(1).max(40),
  content_uid: textField,
  content_type: textField,
  content_name: textField,
  content_details: textField,
  distributor_id: textField,
  duration: z.number().int().min(0).max(USAGE_LOG_MAX_MINUTES).nullable().optional(),
  medium: textField,
  operator_id: textField,
});

export type UsageLogRequest = z.infer<typeof usageLogRequestSchema>;

/** One clip of the landing's public preview: a signed master playlist and its poster. */
export const previewClipSchema = z.object({ url: z.string(), poster_url: z.string() });

export const previewParamsSchema = z.object({ operator: z.string().min(1).max(64) });

/**
 * `GET /api/client/v1/{operator}/demo`, the landing's preview for signed-out visitors: a trailer, then a
 * movie's preview clip (never a movie itself). One is null when no title has such media; both are capped
 * at Data Saver and expire soon. When the catalog has neither, the answer is 404 not_found.
 */
export const previewResponseSchema = z.object({
  data: z.object({ trailer: previewClipSchema.nullable(), stream: previewClipSchema.nullable() }),
});

export type PreviewClip = z.infer<typeof previewClipSchema>;
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
