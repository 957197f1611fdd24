import { z } from 'zod';

/**
 * What an editor writes into the catalog: movies, series, seasons, episodes, VOD categories and banners, with
 * their texts in English (gb) and Portuguese (pt). The console's routes and the demo seed take these shapes.
 */

const dbId = z.number().int().min(1).max(2_147_483_647);
const uidSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes')
  .max(80);
const imageIdSchema = z.string().regex(/^[a-z0-9_-]{3,64}$/, 'must be an image id');
const title = z.string().trim().min(1).max(200);
const description = z.string().trim().max(4000);
const shortText = z.string().trim().max(500);

/** A text in both languages; Portuguese may be left out, and then the English one is shown. */
export const titleTextsSchema = z.object({ gb: title, pt: title.nullable().optional() });
export const descriptionTextsSchema = z.object({ gb: description, pt: description.nullable().optional() });

/**
 * Every field optional, and no default filled in: only the fields sent change. (`.partial()` alone would
 * still fill in the defaults, and a rename would then clear a title's packages.)
 */
function patchOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const fields = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      const bare = field instanceof z.ZodDefault ? (field.def.innerType as z.ZodType) : (field as z.ZodType);
      return [key, bare.optional()];
    }),
  ) as unknown as {
    [K in keyof Shape]: z.ZodOptional<Shape[K] extends z.ZodDefault<infer Inner> ? Inner : Shape[K]>;
  };
  return z.strictObject(fields);
}

const titleFields = {
  uid: uidSchema,
  title: titleTextsSchema,
  description: descriptionTextsSchema,
  cast: shortText.default(''),
  director: shortText.default(''),
  country: z.string().trim().max(80).default(''),
  rating: z.number().min(0).max(10).nullable().default(null),
  image_id: imageIdSchema.nullable().default(null),
  /** The packages that give access to it. */
  package_ids: z.array(dbId).max(100).default([]),
  /** The editor's carousels it is listed in (appended at their end). */
  category_ids: z.array(dbId).max(100).default([]),
};

export const movieInputSchema = z.object({
  ...titleFields,
  release_year: z.number().int().min(1900).max(2100).nullable().default(null),
  /** Minutes. */
  duration: z.number().int().min(1).max(1440),
});
/** Every field optional: only those sent change. */
export const moviePatchSchema = patchOf(movieInputSchema);

export const seriesInputSchema = z.object(titleFields);
export const seriesPatchSchema = patchOf(seriesInputSchema);

export const seasonInputSchema = z.object({
  number: z.number().int().min(1).max(100),
  title: titleTextsSchema,
});
export const seasonPatchSchema = patchOf(seasonInputSchema);

export const episodeInputSchema = z.object({
  uid: uidSchema,
  number: z.number().int().min(1).max(1000),
  title: titleTextsSchema,
  description: descriptionTextsSchema.default({ gb: '' }),
  duration: z.number().int().min(1).max(1440),
  image_id: imageIdSchema.nullable().default(null),
});
export const episodePatchSchema = patchOf(episodeInputSchema);

/** How a carousel is filled: the editor's order, the newest published titles, or the best rated. */
export const carouselRuleSchema = z.enum(['manual', 'newest', 'top_rated']);

export const vodCategoryInputSchema = z.object({
  uid: uidSchema,
  name: z.object({
    gb: z.string().trim().min(1).max(80),
    pt: z.string().trim().min(1).max(80).nullable().optional(),
  }),
  rule: carouselRuleSchema.default('manual'),
  /** At most this many titles in a computed carousel; no bound when null. */
  size_limit: z.number().int().min(1).max(1000).nullable().default(null),
  mobile_only: z.boolean().default(false),
  /** Where the dashboard shows it (1 first); null: not on the dashboard. */
  dashboard_position: z.number().int().min(1).max(100).nullable().default(null),
});
export const vodCategoryPatchSchema = patchOf(vodCategoryInputSchema);

/** Category ids in their new order (every category, once). */
export const categoryOrderSchema = z.object({ ids: z.array(dbId).min(1).max(1000) });

/** The titles of an editor's carousel, in order. */
export const carouselItemsSchema = z.object({
  items: z
    .array(z.object({ type: z.enum(['movie', 'series']), id: dbId }))
    .max(1000)
    .refine(
      (items) => new Set(items.map((item) => `${item.type}:${item.id}`)).size === items.length,
      'each title at most once',
    ),
});

/** A carousel's titles in order, with their English names, as the console reads them. */
export const carouselItemsResponseSchema = z.object({
  data: z.array(z.object({ type: z.enum(['movie', 'series']), id: z.number().int(), title: z.string() })),
});

/** Times in the console's answers: ISO 8601, or null. */
const answeredTime = z.string();

/** A row of the console's list of movies or of series. */
export const consoleTitleRowSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  title: z.string(),
  title_pt: z.string().nullable(),
  image_id: z.string().nullable(),
  published_at: answeredTime.nullable(),
  added_at: answeredTime,
  deleted_at: answeredTime.nullable(),
  /** Movies only. */
  release_year: z.number().int().nullable().optional(),
  video_ready: z.boolean(),
});
export const consoleTitleListResponseSchema = z.object({ data: z.array(consoleTitleRowSchema) });

/**
 * One title as the console edits it: its row (every column of movies, series or episodes, the ones below
 * always) with, for a movie, its packages, carousels, video and trailer, and for a series its seasons.
 */
export const consoleTitleResponseSchema = z.object({
  data: z.looseObject({
    id: z.number().int(),
    uid: z.string(),
    title: z.string(),
    title_pt: z.string().nullable(),
    published_at: answeredTime.nullable(),
    package_ids: z.array(z.number().int()).optional(),
    category_ids: z.array(z.number().int()).optional(),
  }),
});

export const consoleCategoryRowSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  name_pt: z.string().nullable(),
  position: z.number().int(),
  mobile_only: z.boolean(),
  rule: carouselRuleSchema,
  size_limit: z.number().int().nullable(),
  dashboard_position: z.number().int().nullable(),
});
export const consoleCategoryListResponseSchema = z.object({ data: z.array(consoleCategoryRowSchema) });

export const consoleBannerRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(['LIVE', 'VOD']),
  vod_type: z.enum(['SERIES', 'MOVIE']).nullable(),
  link: z.string(),
  title: z.string(),
  content_id: z.number().int(),
  banner_image_id: z.string(),
  position: z.number().int(),
  language: z.enum(['gb', 'pt']).nullable(),
  starts_at: answeredTime.nullable(),
  ends_at: answeredTime.nullable(),
});
export const consoleBannerListResponseSchema = z.object({ data: z.array(consoleBannerRowSchema) });

/** An uploaded picture: its id for image_id fields, its size, and its blurred placeholder. */
export const storedImageResponseSchema = z.object({
  data: z.object({
    id: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    placeholder: z.string(),
  }),
});

const dateTime = z.iso.datetime({ offset: true });

export const bannerInputSchema = z
  .object({
    /** What the banner opens. */
    target: z.object({ type: z.enum(['movie', 'series', 'channel']), id: dbId }),
    title: z.string().trim().min(1).max(200),
    image_id: imageIdSchema,
    /** Shown to this language only; null: to every language. */
    language: z.enum(['gb', 'pt']).nullable().default(null),
    starts_at: dateTime.nullable().default(null),
    ends_at: dateTime.nullable().default(null),
    position: z.number().int().min(1).max(1000).optional(),
  })
  .refine((banner) => !banner.starts_at || !banner.ends_at || banner.ends_at > banner.starts_at, {
    message: 'must end after it starts',
    path: ['ends_at'],
  });

/** The image kinds an upload can be. */
export const uploadImageKindSchema = z.enum(['poster', 'banner', 'still', 'backdrop', 'logo']);
/** Images accepted from the browser: PNG, JPEG or WebP, at most 8 MB. */
export const IMAGE_UPLOAD = {
  maxBytes: 8 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

export type MovieInput = z.input<typeof movieInputSchema>;
export type MoviePatch = z.infer<typeof moviePatchSchema>;
export type SeriesInput = z.input<typeof seriesInputSchema>;
export type SeriesPatch = z.infer<typeof seriesPatchSchema>;
export type SeasonInput = z.input<typeof seasonInputSchema>;
export type SeasonPatch = z.infer<typeof seasonPatchSchema>;
export type EpisodeInput = z.input<typeof episodeInputSchema>;
export type EpisodePatch = z.infer<typeof episodePatchSchema>;
export type VodCategoryInput = z.input<typeof vodCategoryInputSchema>;
export type VodCategoryPatch = z.infer<typeof vodCategoryPatchSchema>;
export type CarouselItems = z.infer<typeof carouselItemsSchema>['items'];
export type BannerInput = z.input<typeof bannerInputSchema>;
export type CarouselRule = z.infer<typeof carouselRuleSchema>;
