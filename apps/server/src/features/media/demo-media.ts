import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { type DemoClip, demoClips, ensureDemoClip } from './demo-media-clips.ts';
import type { FfmpegTools } from './ffmpeg-locator.ts';
import { type IngestRequest, type IngestResult, ingestVideo } from './ingest-video.ts';
import {
  deleteAssetIfUnused,
  linkAsset,
  listLinkedFolders,
  type MediaOwner,
  ownerKey,
} from './media-links.repository.ts';
import { listCatalogOwners } from './media-owners.repository.ts';

export interface DemoMediaOptions {
  db: Db;
  mediaDir: string;
  tools: FfmpegTools;
  /** The clips to make; the three 24 s 720p demo clips by default (tests use tiny ones). */
  clips?: readonly DemoClip[];
  signal?: AbortSignal;
  background?: boolean;
  /** Queues each new clip's AV1 ladder once its H.264 one plays. */
  av1Stage?: IngestRequest['av1Stage'];
  onClipStart?: (clip: DemoClip) => void;
  onClipProgress?: (clip: DemoClip, fraction: number) => void;
  onClipDone?: (clip: DemoClip, result: IngestResult) => void;
}

export interface DemoMediaResult {
  /** Owners linked by this run; 0 when every title already played something. */
  linked: number;
  assetIds: string[];
}

interface OwnerSlot {
  owner: MediaOwner;
  /** Which demo clip the owner plays. */
  clip: number;
}

/**
 * Every title of the catalog that plays nothing (or whose asset's files are gone), with the clip it gets:
 * round robin per kind, a trailer one clip on from its movie and a preview clip two on, so all are told apart.
 */
export async function ownersNeedingMedia(db: Db, mediaDir: string, clipCount: number): Promise<OwnerSlot[]> {
  const folders = await listLinkedFolders(db);
  const counters = new Map<string, number>();
  const needing: OwnerSlot[] = [];
  for (const owner of await listCatalogOwners(db)) {
    const position = counters.get(owner.kind) ?? 0;
    counters.set(owner.kind, position + 1);
    const folder = folders.get(ownerKey(owner));
    if (folder && fs.existsSync(path.join(mediaDir, folder))) continue;
    const offset = owner.kind === 'trailer' ? 1 : owner.kind === 'demo' ? 2 : 0;
    needing.push({ owner, clip: (position + offset) % clipCount });
  }
  return needing;
}

/**
 * The demo catalog's media, made by the real pipeline: three generated clips, ingested into the ladder and
 * linked to every movie, trailer, preview clip, episode and channel filler still without media. The links are the marker:
 * once every title plays something this does nothing, and a run that died midway picks up where it stopped
 * (clip files are complete or absent, encodes are reused by checksum, titles linked stay linked). Titles
 * given real media by `npm run ingest` are never touched.
 */
export async function prepareDemoMedia(options: DemoMediaOptions): Promise<DemoMediaResult> {
  const { db, mediaDir, tools, clips = demoClips } = options;
  const needing = await ownersNeedingMedia(db, mediaDir, clips.length);
  if (needing.length === 0) return { linked: 0, assetIds: [] };
  const sourcesDir = path.join(mediaDir, 'demo-sources');
  const assetIds: string[] = [];
  for (const clip of clips) {
    options.signal?.throwIfAborted();
    options.onClipStart?.(clip);
    const sourceFile = await ensureDemoClip(tools.ffmpeg, clip, sourcesDir, options);
    const result = await ingestVideo({
      db,
      mediaDir,
      tools,
      sourceFile,
      signal: options.signal,
      background: options.background,
      av1Stage: options.av1Stage,
      onProgress: (fraction) => options.onClipProgress?.(clip, fraction),
    });
    options.onClipDone?.(clip, result);
    assetIds.push(result.assetId);
  }
  options.signal?.throwIfAborted();
  for (const { owner, clip } of needing) {
    const previous = await linkAsset(db, owner, assetIds[clip]!);
    const folder = previous ? await deleteAssetIfUnused(db, previous) : undefined;
    if (folder) fs.rmSync(path.join(mediaDir, folder), { recursive: true, force: true });
  }
  fs.rmSync(sourcesDir, { recursive: true, force: true });
  return { linked: needing.length, assetIds };
}
