import { z } from 'zod';
import { translationSchema, userParamsSchema } from './catalog.ts';
import { deviceDescriptionSchema } from './devices.ts';

/**
 * Concurrent streams: each device that plays holds a lease, taken by the stream address call (or by
 * `PUT …/streams/lease` for an address asked ahead of Play), renewed while it plays and released when it stops.
 * A subscriber holds at most the configured number at once.
 */

/** What a lease is for: a movie (uid or id), an episode (id) or a live channel (uid), as the address call names it. */
export const leaseTargetSchema = z.strictObject({
  kind: z.enum(['movie', 'episode', 'channel']),
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,127}$/i, 'must be a title or channel id'),
});

export type LeaseTarget = z.infer<typeof leaseTargetSchema>;

/** `start`: playback is starting (taking the lease again after it was stopped from another device). */
export const leaseRequestSchema = leaseTargetSchema.extend({ start: z.boolean().optional() });

export type LeaseRequest = z.infer<typeof leaseRequestSchema>;

export const leaseResponseSchema = z.object({
  data: z.object({
    /** ISO 8601: the lease ends then unless renewed. */
    expires_at: z.string(),
    /** Renew after this many seconds. */
    renew_in: z.number().int(),
  }),
});

/** The address calls take a lease unless `ahead=1`: an address asked for before Play (the player leases it then). */
export const streamAddressQuerySchema = z.object({ ahead: z.enum(['0', '1']).optional() });

export const leaseParamsSchema = userParamsSchema;
/** Who holds a lease: the device id, or the session id of a session whose device row is gone. */
export const leaseHolderSchema = z.string().regex(/^[0-9a-f-]{1,64}$/, 'must be a device id');

export const playingParamsSchema = userParamsSchema.extend({ holder: leaseHolderSchema });

/** `translation=pt`: what plays is named by its Portuguese title where it has one. */
export const playingQuerySchema = z.object({ translation: translationSchema });

export const playingStreamSchema = deviceDescriptionSchema.extend({
  /** The device that plays: stopping it is `DELETE …/streams/playing/{id}`. */
  id: leaseHolderSchema,
  kind: leaseTargetSchema.shape.kind,
  /** The title (in the language asked for) or the channel's name, when it still exists. */
  title: z.string().nullable(),
  this_device: z.boolean(),
});

export type PlayingStream = z.infer<typeof playingStreamSchema>;

export const playingResponseSchema = z.object({
  data: z.object({
    /** How many streams may play at once. */
    limit: z.number().int(),
    playing: z.array(playingStreamSchema),
  }),
});

export type Playing = z.infer<typeof playingResponseSchema>['data'];
