import { z } from 'zod';

/** Where the console's tus uploads go (creation with POST, then HEAD and PATCH on `<prefix>/<id>`). */
export const CONSOLE_UPLOADS_PATH = '/api/console/v1/uploads';

/** Source containers the console accepts: the file's extension, then ffprobe's verdict on its bytes. */
export const uploadVideoExtensions = [
  'mp4',
  'm4v',
  'mov',
  'mkv',
  'webm',
  'avi',
  'ts',
  'mts',
  'mpg',
  'mpeg',
  'mxf',
];

/**
 * The largest source the console accepts unless UPLOAD_MAX_BYTES says otherwise (8 GiB). The console's page
 * refuses bigger files before sending a byte; the server refuses them (413) whatever the page does.
 */
export const DEFAULT_UPLOAD_MAX_BYTES = 8 * 2 ** 30;

export const encodeStatuses = ['queued', 'running', 'ready', 'failed', 'cancelled'] as const;
export const encodeStatusSchema = z.enum(encodeStatuses);
export type EncodeStatus = z.infer<typeof encodeStatusSchema>;

export const mediaQualitySchema = z.enum(['data_saver', 'standard', 'high', 'higher', 'best']);

/** One rendition of a ready encode, with the bit rates measured from its segments (bit/s). */
export const encodeRenditionSchema = z.object({
  quality: mediaQualitySchema,
  width: z.number().int(),
  height: z.number().int(),
  /** Peak segment bit rate (HLS BANDWIDTH). */
  bandwidth: z.number().int(),
  /** Mean over all segments (HLS AVERAGE-BANDWIDTH). */
  averageBandwidth: z.number().int().nullable(),
});
export type EncodeRendition = z.infer<typeof encodeRenditionSchema>;

/** An uploaded source's encode into the quality ladder. */
export const mediaEncodeSchema = z.object({
  id: z.uuid(),
  uploadId: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  status: encodeStatusSchema,
  /** 0–100, from ffmpeg's progress against the source's duration. */
  percent: z.number(),
  /** Seconds of source encoded per second; null until ffmpeg reports it. */
  speed: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  /** Why the encode failed, with the tail of ffmpeg's error output; null otherwise. */
  error: z.string().nullable(),
  /** True once cancel was asked for, until the encode stops. */
  cancelRequested: z.boolean(),
  /** The playable asset, once ready: link it to a title with `POST …/media/assets/{assetId}/links`. */
  assetId: z.uuid().nullable(),
  renditions: z.array(encodeRenditionSchema),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type MediaEncode = z.infer<typeof mediaEncodeSchema>;

export const mediaEncodeResponseSchema = z.object({ data: mediaEncodeSchema });
export const mediaEncodeListResponseSchema = z.object({ data: z.array(mediaEncodeSchema) });

export const encodeIdParamsSchema = z.object({ id: z.uuid() });

/** Starts (or finds) the encode of a finished upload. */
export const createEncodeRequestSchema = z.object({
  uploadId: z.string().regex(/^[0-9a-f]{32}$/, 'must be an upload id'),
});

export const mediaOwnerKindSchema = z.enum(['movie', 'trailer', 'episode']);

/** Makes a title play a ready asset. */
export const linkAssetRequestSchema = z.object({
  ownerKind: mediaOwnerKindSchema,
  ownerId: z.number().int().positive(),
});
export const assetIdParamsSchema = z.object({ assetId: z.uuid() });

/** Which title's video (or trailer) to take away. */
export const ownerLinkParamsSchema = z.object({
  ownerKind: mediaOwnerKindSchema,
  ownerId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const unlinkAssetResponseSchema = z.object({
  data: z.object({
    ownerKind: mediaOwnerKindSchema,
    ownerId: z.number().int(),
    /** The asset the title played, which stays among the ready videos; null when it played none. */
    unlinkedAssetId: z.uuid().nullable(),
  }),
});
export const linkAssetResponseSchema = z.object({
  data: z.object({
    assetId: z.uuid(),
    ownerKind: mediaOwnerKindSchema,
    ownerId: z.number().int(),
    /** The asset the title played before, when it was another one. */
    replacedAssetId: z.uuid().nullable(),
  }),
});

/** A ready video asset an editor can give a title or a programme, with what already plays it. */
export const consoleAssetSchema = z.object({
  id: z.uuid(),
  /** The uploaded file's name, or else the title of what plays it. */
  label: z.string(),
  durationSeconds: z.number().nullable(),
  owners: z.array(z.object({ kind: z.string(), id: z.number().int(), title: z.string().nullable() })),
  createdAt: z.iso.datetime(),
});
export type ConsoleAsset = z.infer<typeof consoleAssetSchema>;
export const consoleAssetListResponseSchema = z.object({ data: z.array(consoleAssetSchema) });
