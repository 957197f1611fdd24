import { z } from 'zod';

/**
 * The content API: channels, movies, series, VOD carousels, packages, banners and images.
 * Every answer is `{ data }`. Ids of movies and series are separate ranges: key carousel items by type and id.
 */

/** Carousels hold 100 titles by default and at most 1000. */
export const CONTENT_LIMIT = { default: 100, max: 1000 } as const;
/** The VOD category list takes any limit up to the spec's single call with 800000. */
export const CATEGORY_LIMIT = { default: 100, max: 800_000 } as const;
/** A movie's detail page shows at most 20 related movies. */
export const RELATED_MOVIES_MAX = 20;
/**
 * Widths an image is resized to; another width is rounded up to the next one, and nothing is upscaled.
 * 360, 720 and 1080 fit a 360 px phone at DPR 2 and 3 (a 109 px poster at DPR 3, a 328 px banner at 2 and 3).
 */
export const IMAGE_WIDTHS = [80, 120, 160, 240, 320, 360, 480, 640, 720, 960, 1080, 1280] as const;

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const accessKeySchema = z.string().max(256).optional();
/**
 * `translation=pt`: titles, descriptions and category names in Portuguese (the English text where a title has
 * none); English when absent. Part of every catalog answer's cache key.
 */
export const translationSchema = z.enum(['gb', 'pt']).default('gb');
export type Translation = z.infer<typeof translationSchema>;
const translationQuerySchema = z.object({ translation: translationSchema });
export const movieQuerySchema = translationQuerySchema;

/** `packages=1,2,5`: content in any of these packages. Empty or absent means no filter. */
const packageIdsSchema = z
  .string()
  .max(512)
  .regex(/^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/, 'must be comma-separated package ids')
  .transform((value) => (value.trim() === '' ? undefined : value.split(',').map(Number)))
  .optional();

/** `categories=1,Drama,top-ranked`: category ids, uids or names. Empty or absent means every category. */
const categoryKeysSchema = z
  .string()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(64, 'each category must be at most 64 characters')).max(50))
  .optional();

export const operatorParamsSchema = z.object({ operator: z.string().min(1).max(64) });
export const userParamsSchema = operatorParamsSchema.extend({
  userId: z.string().regex(/^[0-9]{1,19}$/, 'must be a user id'),
});
export const movieParamsSchema = operatorParamsSchema.extend({ movieId: idSchema });
export const userMovieParamsSchema = userParamsSchema.extend({ movieId: idSchema });
export const seriesParamsSchema = operatorParamsSchema.extend({ seriesId: idSchema });
export const imageParamsSchema = z.object({
  imageId: z.string().regex(/^[a-z0-9_-]{3,64}$/, 'must be an image id'),
});

export const channelsQuerySchema = z.object({ packages: packageIdsSchema });
export const seriesQuerySchema = z.object({ series_id: idSchema, translation: translationSchema });
export const userSeriesQuerySchema = z.object({ packages: packageIdsSchema, translation: translationSchema });
export const vodCategoriesQuerySchema = z.object({
  packages: packageIdsSchema,
  limit: z.coerce.number().int().min(1).max(CATEGORY_LIMIT.max).default(CATEGORY_LIMIT.default),
  accessKey: accessKeySchema,
  translation: translationSchema,
});
export const vodContentQuerySchema = z.object({
  packages: packageIdsSchema,
  categories: categoryKeysSchema,
  limit: z.coerce.number().int().min(1).max(CONTENT_LIMIT.max).default(CONTENT_LIMIT.default),
  /** `dashboard=true`: only the carousels the dashboard shows, in the dashboard's order. */
  dashboard: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  translation: translationSchema,
});
export const userPackagesQuerySchema = z.object({
  device_class: z.enum(['desktop', 'mobile', 'tablet', 'tv']).optional(),
  /** The language of the packages' titles and descriptions (gb or pt, default gb), as the banners call takes it. */
  translation: z.enum(['gb', 'pt']).default('gb'),
});
export const bannersQuerySchema = z.object({
  translation: translationSchema,
  accessKey: accessKeySchema,
});
export const imageQuerySchema = z.object({
  accessKey: accessKeySchema,
  width: z.coerce.number().int().min(1).max(4096).optional(),
});

/**
 * A few hundred bytes of blurred colour to show while an image loads: a `data:` URI of a tiny picture.
 * Absent or null when the image has none (yet).
 */
const imagePlaceholderSchema = z.string().max(1024).nullable().optional();

const packageRefSchema = z.object({ id: z.number().int() });
/** An active package that entitles the user; `ends_at` is an ISO timestamp. */
export const packageGrantSchema = z.object({ package_id: z.number().int(), ends_at: z.string() });
/** A channel is playable through a package, or by anyone when it is free to air. */
export const channelGrantSchema = z.union([
  packageGrantSchema.extend({ free_to_air: z.literal(false) }),
  z.object({ package_id: z.null(), ends_at: z.null(), free_to_air: z.literal(true) }),
]);

export const channelSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  position: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  free_to_air: z.boolean(),
  logos: z.object({ CARD: z.string().nullable(), NORMAL: z.string().nullable() }),
  /** Each logo's tiny blurred copy, shown until the logo paints. */
  logo_placeholders: z.object({ CARD: imagePlaceholderSchema, NORMAL: imagePlaceholderSchema }).optional(),
  packages: z.array(packageRefSchema),
});
export const userChannelSchema = channelSchema.extend({ purchased: channelGrantSchema.nullable() });
export const channelCategorySchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  position: z.number().int(),
  channels: z.array(channelSchema),
});

export const movieSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  cast: z.string(),
  director: z.string(),
  country: z.string(),
  release_year: z.number().int().nullable(),
  /** Minutes. */
  duration: z.number().int(),
  rating: z.number().nullable(),
  image_id: z.string().nullable(),
  image_placeholder: imagePlaceholderSchema,
  packages: z.array(packageRefSchema),
  type: z.literal('movie'),
  /** Names of the VOD categories the movie is listed in. */
  categories: z.array(z.string()),
});
export const userMovieSchema = movieSchema.extend({ purchased: packageGrantSchema.nullable() });

export const episodeSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  image_id: z.string().nullable(),
  image_placeholder: imagePlaceholderSchema,
});
export const seasonSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  episodes: z.array(episodeSchema),
});
export const seriesPackagesSchema = z.object({ id: z.number().int(), packages: z.array(packageRefSchema) });
export const seriesSummarySchema = seriesPackagesSchema.extend({
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  cast: z.string(),
  director: z.string(),
  country: z.string(),
  rating: z.number().nullable(),
  image_id: z.string().nullable(),
  image_placeholder: imagePlaceholderSchema,
  type: z.literal('series'),
});
export const seriesSchema = seriesSummarySchema.extend({ seasons: z.array(seasonSchema) });
export const userSeriesSchema = seriesSummarySchema.extend({ purchased: packageGrantSchema.nullable() });

export const vodCategorySchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  position: z.number().int(),
  mobile_only: z.boolean(),
  /** Where the dashboard shows this carousel (1 first); null when it does not. */
  dashboard_position: z.number().int().nullable().optional(),
});
export const contentItemSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  title: z.string(),
  image_id: z.string().nullable(),
  image_placeholder: imagePlaceholderSchema,
  /** Minutes for a movie; null for a series. */
  duration: z.number().int().nullable(),
  type: z.enum(['movie', 'series']),
  packages: z.array(packageRefSchema),
  /** 1-based place in this carousel. */
  position: z.number().int(),
});
export const vodCategoryContentSchema = vodCategorySchema.extend({ content: z.array(contentItemSchema) });

export const userPackageSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  /** Display price, e.g. '₦150', made from `price_kobo` when read. */
  price: z.string(),
  price_kobo: z.number().int(),
  validity_days: z.number().int(),
  data_allowance_mb: z.number().int().nullable(),
  includes_movies: z.boolean(),
  includes_channels: z.boolean(),
  audience: z.enum(['glo', 'card']),
  /** The window of the user's active purchase; null when never bought or expired. */
  purchased: z.object({ starts_at: z.string(), ends_at: z.string() }).nullable(),
});

export const bannerSchema = z.object({
  id: z.number().int(),
  type: z.enum(['LIVE', 'VOD']),
  vod_type: z.enum(['SERIES', 'MOVIE']).nullable(),
  link: z.string(),
  title: z.string(),
  content_id: z.number().int(),
  banner_image_id: z.string(),
  banner_image_placeholder: imagePlaceholderSchema,
});

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const channelCategoriesResponseSchema = dataOf(z.array(channelCategorySchema));
export const channelsResponseSchema = dataOf(z.array(channelSchema));
export const userChannelsResponseSchema = dataOf(z.array(userChannelSchema));
export const movieResponseSchema = dataOf(movieSchema);
export const moviesResponseSchema = dataOf(z.array(movieSchema));
export const userMovieResponseSchema = dataOf(userMovieSchema);
export const seriesPackagesResponseSchema = dataOf(seriesPackagesSchema);
export const seriesResponseSchema = dataOf(seriesSchema);
export const userSeriesResponseSchema = dataOf(z.array(userSeriesSchema));
export const vodCategoriesResponseSchema = dataOf(z.array(vodCategorySchema));
export const vodContentResponseSchema = dataOf(z.array(vodCategoryContentSchema));
export const userPackagesResponseSchema = dataOf(z.array(userPackageSchema));
export const bannersResponseSchema = dataOf(z.array(bannerSchema));

export type Channel = z.infer<typeof channelSchema>;
export type ChannelGrant = z.infer<typeof channelGrantSchema>;
export type UserChannel = z.infer<typeof userChannelSchema>;
export type ChannelCategory = z.infer<typeof channelCategorySchema>;
export type Movie = z.infer<typeof movieSchema>;
export type UserMovie = z.infer<typeof userMovieSchema>;
export type PackageGrant = z.infer<typeof packageGrantSchema>;
export type Series = z.infer<typeof seriesSchema>;
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;
export type UserSeries = z.infer<typeof userSeriesSchema>;
export type VodCategory = z.infer<typeof vodCategorySchema>;
export type ContentItem = z.infer<typeof contentItemSchema>;
export type VodCategoryContent = z.infer<typeof vodCategoryContentSchema>;
export type UserPackage = z.infer<typeof userPackageSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type BannersQuery = z.infer<typeof bannersQuerySchema>;
