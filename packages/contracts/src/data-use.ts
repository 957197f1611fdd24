import { z } from 'zod';
import { translationSchema, userParamsSchema } from './catalog.ts';
import { viewingIdSchema } from './streams.ts';

/**
 * The subscriber's data use as the media servers counted it: today (Lagos time), during the current package
 * (against its data allowance when it is a data bundle), and one viewing; with what each quality costs per hour.
 * 1 MB is 1,000,000 bytes, as bundles are sold.
 */

export const dataUseParamsSchema = userParamsSchema;
export const dataUseQuerySchema = z.object({
  /** The viewing whose bytes are wanted (the `m.<subscriber>.<viewing>` part of the stream address). */
  viewing: viewingIdSchema.optional(),
  /** `pt`: the package is named by its Portuguese title. */
  translation: translationSchema,
});

export const mediaQualitySchema = z.enum(['data_saver', 'standard', 'high', 'higher', 'best']);

export const qualityCostSchema = z.object({
  quality: mediaQualitySchema,
  /** Mean of the encoded renditions' bit rates, as megabytes per hour of playing. */
  megabytes_per_hour: z.number().int().nonnegative(),
});

export const dataUseSchema = z.object({
  today_bytes: z.number().int().nonnegative(),
  /** The active package (a data bundle first); null without one. */
  package: z
    .object({
      title: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      /** Counted on the days from the package's start to today. */
      used_bytes: z.number().int().nonnegative(),
      /** Null when the package carries no data allowance. */
      allowance_bytes: z.number().int().nonnegative().nullable(),
    })
    .nullable(),
  viewing: z.object({ id: viewingIdSchema, bytes: z.number().int().nonnegative() }).nullable(),
  /** Cheapest first. */
  quality_costs: z.array(qualityCostSchema),
});

export type DataUse = z.infer<typeof dataUseSchema>;
export type QualityCost = z.infer<typeof qualityCostSchema>;

export const dataUseResponseSchema = z.object({ data: dataUseSchema });

/** Development only: sets today's counted use of the signed-in subscriber. */
export const setDataUseSchema = z.strictObject({ today_bytes: z.number().int().nonnegative().max(1e13) });
