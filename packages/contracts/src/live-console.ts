import { z } from 'zod';

/**
 * Live TV as editors run it: channel categories, channels (a schedule of VOD assets, or a relayed HLS feed),
 * a channel's schedule one day at a time, and XMLTV guide imports with their report.
 */

export const LIVE_EDITING_LIMITS = {
  /** Programmes one schedule day may hold. */
  programmesPerDay: 500,
  /** An XMLTV file or URL answer larger than this is refused. */
  xmltvBytes: 64 * 1024 * 1024,
  /** How long fetching an XMLTV URL may take. */
  xmltvFetchMs: 30_000,
  /** Examples kept per skip reason in an import's report. */
  examplesPerReason: 5,
} as const;

/**
 * Schedule days are calendar days in Lagos (West Africa Time, UTC+01:00, no daylight saving): the day the
 * operator's editors and subscribers live in.
 */
export const SCHEDULE_DAY_UTC_OFFSET_MINUTES = 60;

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const uidSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be lower-case letters, digits and dashes');
const imageIdSchema = z.string().regex(/^[a-z0-9_-]{3,64}$/, 'must be an image id');
/** XMLTV channel ids are free text in the format; we take anything printable without spaces, up to 128. */
export const xmltvIdSchema = z
  .string()
  .regex(/^[^\s<>&"]{1,128}$/, 'must be 1–128 characters without spaces');

/** An http(s) address, nothing else: the upstream live playlist a relay channel rewrites and re-signs. */
export const httpUrlSchema = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an http or https address');

const bilingualNameSchema = z.object({
  gb: z.string().trim().min(1).max(80),
  pt: z.string().trim().min(1).max(80),
});

export const channelCategoryInputSchema = z.object({
  uid: uidSchema,
  name: bilingualNameSchema,
  position: z.number().int().min(0).max(100_000),
});

export const channelCategoryParamsSchema = z.object({ categoryId: idSchema });

export const consoleChannelCategorySchema = channelCategoryInputSchema.extend({ id: z.number().int() });

export const channelSourceSchema = z.discriminatedUnion('kind', [
  /** Linear playout of the VOD assets its schedule names (and its filler between them). */
  z.object({ kind: z.literal('schedule') }),
  /** An upstream live HLS feed, relayed. */
  z.object({ kind: z.literal('relay'), url: httpUrlSchema }),
]);

export const channelInputSchema = z.object({
  uid: uidSchema,
  name: z.string().trim().min(1).max(80),
  short_name: z.string().trim().min(1).max(8),
  description: z.string().trim().max(2000).default(''),
  category_id: z.number().int().min(1),
  position: z.number().int().min(0).max(100_000),
  /** The packages that give this channel; a free-to-air channel plays for anyone. */
  packages: z.array(z.number().int().min(1)).max(50).default([]),
  free_to_air: z.boolean().default(false),
  logos: z
    .object({ CARD: imageIdSchema.nullable(), NORMAL: imageIdSchema.nullable() })
    .default({ CARD: null, NORMAL: null }),
  source: channelSourceSchema,
  /** How XMLTV guides name the channel; the uid when absent. */
  xmltv_id: xmltvIdSchema.optional(),
  enabled: z.boolean().default(true),
  /**
   * Subscribers may play any programme of the last 24 hours again from the TV guide. Schedule channels only:
   * a relay channel is saved with it off.
   */
  allows_catch_up: z.boolean().default(false),
});

export const channelParamsSchema = z.object({ channelId: idSchema });

export const consoleChannelSchema = channelInputSchema.extend({
  id: z.number().int(),
  xmltv_id: xmltvIdSchema,
});

/**
 * What a schedule channel plays where its schedule names nothing: a ready VOD asset, or none (then nothing
 * plays there).
 */
export const channelFillerInputSchema = z.object({ media_asset_id: z.uuid().nullable() });
export const channelFillerResponseSchema = z.object({ data: channelFillerInputSchema });

export const consoleChannelsResponseSchema = z.object({
  data: z.object({
    categories: z.array(consoleChannelCategorySchema),
    channels: z.array(consoleChannelSchema),
  }),
});
export const consoleChannelResponseSchema = z.object({ data: consoleChannelSchema });
export const consoleChannelCategoryResponseSchema = z.object({ data: consoleChannelCategorySchema });

/** `YYYY-MM-DD`, a Lagos calendar day. */
export const scheduleDateSchema = z.iso.date();
export const scheduleDayParamsSchema = channelParamsSchema.extend({ date: scheduleDateSchema });

export const scheduleProgrammeInputSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    title_pt: z.string().trim().max(200).nullable().default(null),
    description: z.string().trim().max(2000).default(''),
    description_pt: z.string().trim().max(2000).nullable().default(null),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    /** The VOD asset the programme plays (schedule channels); null plays the channel's filler. */
    media_asset_id: z.uuid().nullable().default(null),
  })
  .refine((programme) => Date.parse(programme.ends_at) > Date.parse(programme.starts_at), {
    message: 'must end after it starts',
    path: ['ends_at'],
  });

export const scheduleDayInputSchema = z.object({
  programmes: z.array(scheduleProgrammeInputSchema).max(LIVE_EDITING_LIMITS.programmesPerDay),
});

export const scheduleProgrammeSchema = z.object({
  id: z.string(),
  title: z.string(),
  title_pt: z.string().nullable(),
  description: z.string(),
  description_pt: z.string().nullable(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  media_asset_id: z.string().nullable(),
});

const spanSchema = z.object({ starts_at: z.iso.datetime(), ends_at: z.iso.datetime() });

export const scheduleDaySchema = z.object({
  channel_id: z.number().int(),
  date: scheduleDateSchema,
  /** The day's bounds: programmes starting in `[starts_at, ends_at)` belong to it. */
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  /** By start, with the programme running into the day from the day before (if any) first. */
  programmes: z.array(scheduleProgrammeSchema),
  /** Stretches of the day nothing is scheduled for (the filler plays). */
  gaps: z.array(spanSchema),
  /** Two programmes airing at once: the earlier is cut short when the later starts. */
  overlaps: z.array(spanSchema.extend({ first: z.string(), second: z.string() })),
});
export const scheduleDayResponseSchema = z.object({ data: scheduleDaySchema });

export const xmltvSkipReasons = [
  'unknown_channel',
  'overlapping_programme',
  'malformed_time',
  'missing_title',
] as const;
export type XmltvSkipReason = (typeof xmltvSkipReasons)[number];

export const xmltvImportUrlInputSchema = z.object({ url: httpUrlSchema });

export const xmltvImportReportSchema = z.object({
  /** Channels of ours the guide had programmes for. */
  channels: z.array(z.object({ id: z.number().int(), xmltv_id: z.string(), imported: z.number().int() })),
  imported: z.number().int(),
  /** Programmes of ours removed because the guide covers their time again. */
  replaced: z.number().int(),
  skipped: z.number().int(),
  reasons: z.array(
    z.object({
      reason: z.enum(xmltvSkipReasons),
      count: z.number().int(),
      examples: z.array(
        z.object({
          channel: z.string(),
          start: z.string(),
          title: z.string(),
          /** Line in the file, when known. */
          line: z.number().int().nullable(),
        }),
      ),
    }),
  ),
  seconds: z.number(),
});
export const xmltvImportResponseSchema = z.object({ data: xmltvImportReportSchema });

export type ChannelCategoryInput = z.infer<typeof channelCategoryInputSchema>;
export type ConsoleChannelCategory = z.infer<typeof consoleChannelCategorySchema>;
export type ChannelInput = z.input<typeof channelInputSchema>;
export type ChannelSource = z.infer<typeof channelSourceSchema>;
export type ConsoleChannel = z.infer<typeof consoleChannelSchema>;
export type ChannelFiller = z.infer<typeof channelFillerInputSchema>;
export type ScheduleProgrammeInput = z.input<typeof scheduleProgrammeInputSchema>;
export type ScheduleProgramme = z.infer<typeof scheduleProgrammeSchema>;
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;
export type XmltvImportReport = z.infer<typeof xmltvImportReportSchema>;
