import { z } from 'zod';
import { operatorParamsSchema, userParamsSchema } from './catalog.ts';
import { streamAddressQuerySchema } from './stream-leases.ts';
import { qualityChoiceSchema } from './streams.ts';

/**
 * Live TV: the signed address of a channel's live stream, and the EPG grid built from the same
 * schedule the stream plays.
 */

/** The EPG window a request may ask for, and how many channels a page holds. */
export const EPG_LIMITS = { maxWindowHours: 48, defaultWindowHours: 6, maxChannels: 50 } as const;

const channelUidSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a channel uid');

export const liveChannelParamsSchema = userParamsSchema.extend({ uid: channelUidSchema });

/** `GET /api/client/v1/{operator}/users/{userId}/live/channels/{uid}`. */
export const liveStreamResponseSchema = z.object({
  data: z.object({
    /** Signed live master playlist, `/live/s/<sig>/<expires>/<uid>~<cap|all>/master.m3u8`. */
    url: z.string(),
    /** 15 minutes on, never past the package that grants the channel; the player renews it before then. */
    expires_at: z.iso.datetime(),
  }),
});

/** How far back catch-up reaches: a programme that started longer ago than this is no longer played. */
export const CATCH_UP_HOURS = 24;

/** Programme ids are the guide's (`shows[].id`): a positive whole number, as a string. */
export const liveProgrammeParamsSchema = liveChannelParamsSchema.extend({
  programmeId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be a programme id'),
});

/**
 * `GET /api/client/v1/{operator}/users/{userId}/live/channels/{uid}/programmes/{programmeId}`: the signed
 * address of one programme of a schedule channel. `start_over` while it airs (from its start, growing to the
 * live edge until it ends), `catch_up` once it has ended (the whole programme, a complete playlist).
 */
export const liveProgrammeStreamResponseSchema = z.object({
  data: z.object({
    /** `/live/s/<sig>/<expires>/<uid>~<cap|all>~<start>-<end>/master.m3u8` (start and end in Unix seconds). */
    url: z.string(),
    expires_at: z.iso.datetime(),
    kind: z.enum(['start_over', 'catch_up']),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
  }),
});

/** `channels=1,glo-news-24`: channel ids or uids; empty or absent means every channel. */
const channelKeysSchema = z
  .string()
  .max(4000)
  .transform((value) =>
    value
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  )
  .pipe(z.array(channelUidSchema, 'each channel must be an id or a uid').max(200))
  .optional();

export const epgParamsSchema = operatorParamsSchema;

/** `translation=pt` names categories and programmes in Portuguese where they have a Portuguese text. */
const translationSchema = z.enum(['gb', 'pt']).default('gb');

/** `GET /api/client/v1/{operator}/categories/channels?translation=`. */
export const channelCategoriesQuerySchema = z.object({ translation: translationSchema });

export const epgQuerySchema = z.object({
  channels: channelKeysSchema,
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(EPG_LIMITS.maxChannels).default(EPG_LIMITS.maxChannels),
  translation: translationSchema,
});

export const epgShowSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
});

export const epgChannelSchema = z.object({
  channel: z.object({
    id: z.number().int(),
    uid: z.string(),
    name: z.string(),
    /** Its programme airing now can be played from its start (schedule channels; not relayed ones). */
    start_over: z.boolean(),
    /** Its programmes of the last CATCH_UP_HOURS can be played again once they have ended. */
    catch_up: z.boolean(),
  }),
  shows: z.array(epgShowSchema),
});

/** `GET /api/client/v2/{operator}/shows/grid`. */
export const epgResponseSchema = z.object({
  data: z.array(epgChannelSchema),
  page: z.number().int(),
  total_pages: z.number().int(),
});

export type LiveStreamResponse = z.infer<typeof liveStreamResponseSchema>;
export type LiveProgrammeStreamResponse = z.infer<typeof liveProgrammeStreamResponseSchema>;
export type EpgQuery = z.infer<typeof epgQuerySchema>;
export type EpgShow = z.infer<typeof epgShowSchema>;
export type EpgChannel = z.infer<typeof epgChannelSchema>;
export type EpgResponse = z.infer<typeof epgResponseSchema>;

/**
 * A live address call's query: `ahead` as for every address; `quality`, the cap this device plays at on the
 * network in use (mobile data), the saved choice when absent.
 */
export const liveStreamQuerySchema = streamAddressQuerySchema.extend({
  quality: qualityChoiceSchema.optional(),
});
