import { z } from 'zod';

/** How many posters the public landing strip shows at most. */
export const LANDING_POSTERS_MAX = 12;

/** A title on the signed-out landing: what it is called and its poster, nothing about any user. */
export const landingPosterSchema = z.object({
  type: z.enum(['movie', 'series']),
  title: z.string(),
  image_id: z.string(),
  /** A tiny blurred copy of the poster as a `data:` URI, shown until it paints; null when there is none. */
  image_placeholder: z.string().max(1024).nullable(),
});

export const landingPostersResponseSchema = z.object({ data: z.array(landingPosterSchema) });

export type LandingPoster = z.infer<typeof landingPosterSchema>;
