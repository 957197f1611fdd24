import { z } from 'zod';
import { translationSchema, userParamsSchema } from './catalog.ts';

/**
 * What a subscriber watches: saved playback positions (Continue watching, Resume) and My List. Every route is
 * under `users/{userId}`: a subscriber reads and writes their own only, from any device.
 */

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const placeholderSchema = z.string().max(1024).nullable().optional();

/** The longest title a position is kept for: a day, in seconds. */
export const MAX_PLAYBACK_SECONDS = 86_400;
/** Titles the Continue watching and My List carousels hold at most. */
export const WATCHING_LIST_MAX = 30;

/** A position is saved for a movie or an episode. */
export const positionKindSchema = z.enum(['movie', 'episode']);
export type PositionKind = z.infer<typeof positionKindSchema>;

export const watchingParamsSchema = userParamsSchema;
export const positionParamsSchema = userParamsSchema.extend({ kind: positionKindSchema, id: idSchema });
export const watchingQuerySchema = z.object({ translation: translationSchema });

/**
 * `POST …/positions`: where the player is in a movie or an episode, in seconds, and how long it is. Sent every
 * 15 s of playing, on pause and (by `navigator.sendBeacon`, as JSON in a text/plain body) on leaving.
 */
export const positionUpdateSchema = z
  .strictObject({
    kind: positionKindSchema,
    id: z.number().int().min(1).max(2_147_483_647),
    position: z.number().min(0).max(MAX_PLAYBACK_SECONDS),
    duration: z.number().positive().max(MAX_PLAYBACK_SECONDS),
  })
  .refine((update) => update.position <= update.duration, {
    message: 'position must be within the duration',
    path: ['position'],
  });
export type PositionUpdate = z.infer<typeof positionUpdateSchema>;

/** A saved position. `finished`: watched to (near) the end, so it is not offered again. */
export const savedPositionSchema = z.object({
  position: z.number(),
  duration: z.number(),
  finished: z.boolean(),
  updated_at: z.string(),
});
export type SavedPosition = z.infer<typeof savedPositionSchema>;

export const positionResponseSchema = z.object({ data: savedPositionSchema.nullable() });
export const savedPositionResponseSchema = z.object({ data: savedPositionSchema });

/** The episode a series resumes at: the latest one watched, or the one after it once that is finished. */
export const resumeEpisodeSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  season_number: z.number().int(),
  title: z.string(),
});

/** One title of Continue watching: its progress, and for a series the episode it resumes at. */
export const continueWatchingItemSchema = z.object({
  type: z.enum(['movie', 'series']),
  id: z.number().int(),
  uid: z.string(),
  title: z.string(),
  image_id: z.string().nullable(),
  image_placeholder: placeholderSchema,
  /** Seconds into the movie or the episode; 0 for the next episode. */
  position: z.number(),
  duration: z.number(),
  updated_at: z.string(),
  episode: resumeEpisodeSchema.nullable(),
});
export type ContinueWatchingItem = z.infer<typeof continueWatchingItemSchema>;
export const continueWatchingResponseSchema = z.object({ data: z.array(continueWatchingItemSchema) });

/** A movie or a series in My List. */
export const myListKindSchema = z.enum(['movie', 'series']);
export type MyListKind = z.infer<typeof myListKindSchema>;
export const myListParamsSchema = userParamsSchema.extend({ type: myListKindSchema, id: idSchema });

export const myListItemSchema = z.object({
  type: myListKindSchema,
  id: z.number().int(),
  uid: z.string(),
  title: z.string(),
  image_id: z.string().nullable(),
  image_placeholder: placeholderSchema,
  added_at: z.string(),
});
export type MyListItem = z.infer<typeof myListItemSchema>;
export const myListResponseSchema = z.object({ data: z.array(myListItemSchema) });

/** The answer to adding or removing: whether the title is in the list now (both calls are idempotent). */
export const myListChangeResponseSchema = z.object({
  data: z.object({ type: myListKindSchema, id: z.number().int(), in_list: z.boolean() }),
});
