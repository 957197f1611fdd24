import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { type EncodeOptions, encodeAsset } from './encode-asset.ts';
import type { FfmpegTools } from './ffmpeg-locator.ts';
import { findAssetByChecksum, saveReadyAsset } from './media-assets.repository.ts';
import { deleteAssetIfUnused, linkAsset, type MediaOwner } from './media-links.repository.ts';
import { assetFolder, assetsDir } from './media-paths.ts';
import { probeSource, type SourceFacts } from './probe-source.ts';
import { sourceChecksum } from './source-checksum.ts';

export interface IngestRequest {
  db: Db;
  /** `${dataDir}/media`. */
  mediaDir: string;
  tools: FfmpegTools;
  sourceFile: string;
  /** The title to play the asset; without one the asset is only encoded and registered. */
  owner?: MediaOwner;
  /** Fraction of the encode done, 0 to 1; not called when an earlier encode is reused. */
  onProgress?: (fraction: number) => void;
  /** Called once the source is probed, before anything is encoded. */
  onSourceProbed?: (source: SourceFacts) => void;
  /** Fraction done and ffmpeg's speed, at each of its progress reports. */
  onReport?: EncodeOptions['onReport'];
  /**
   * Names the hidden folder the ladder is encoded in (`.incoming-<name>`); one left by an earlier run of the
   * same work that died is removed first. A fresh random name by default.
   */
  workName?: string;
  /**
   * The id a new asset gets (random by default). Work that may run again after a crash passes the same one,
   * so that a folder its earlier run renamed into place but never registered is replaced, not left behind.
   */
  newAssetId?: string;
  signal?: AbortSignal;
  /** Encode at a lower CPU priority. */
  background?: boolean;
  /** The AV1 stage: a new asset's source is queued for its AV1 ladder once the H.264 one is ready. */
  av1Stage?: { queue(assetId: string, sourceFile: string): Promise<void> };
}

export interface IngestResult {
  assetId: string;
  /** True when the same source had been encoded before and its asset was used as it is. */
  reused: boolean;
  durationSeconds: number;
  /** The asset the owner played before, removed when nothing else uses it. */
  replacedAssetId?: string;
}

/**
 * A source video in, a playable asset out: probed (a broken or non-video file is refused before anything
 * is written), encoded into the ladder in a hidden folder, renamed into place, registered as ready, and
 * linked to its owner. The same source again reuses its asset; a new source for an owner replaces the old
 * asset, which is deleted once no title uses it. A failure at any step leaves nothing behind.
 */
export async function ingestVideo(request: IngestRequest): Promise<IngestResult> {
  const { db, mediaDir, tools, sourceFile } = request;
  const source = await probeSource(tools.ffprobe, sourceFile);
  request.onSourceProbed?.(source);
  const checksum = await sourceChecksum(sourceFile);
  const existing = await findAssetByChecksum(db, checksum);
  const reused = existing !== undefined && fs.existsSync(path.join(mediaDir, existing.folder));
  const assetId = existing?.id ?? request.newAssetId ?? randomUUID();
  if (!reused) {
    const incoming = path.join(assetsDir(mediaDir), `.incoming-${request.workName ?? randomUUID()}`);
    const finalDir = path.join(mediaDir, assetFolder(assetId));
    fs.rmSync(incoming, { recursive: true, force: true });
    try {
      const { onProgress, onReport, signal, background } = request;
      const renditions = await encodeAsset(tools, sourceFile, source, incoming, {
        onProgress,
        onReport,
        signal,
        background,
      });
      fs.rmSync(finalDir, { recursive: true, force: true });
      fs.renameSync(incoming, finalDir);
      const asset = {
        id: assetId,
        folder: assetFolder(assetId),
        durationSeconds: source.durationSeconds,
        checksum,
      };
      await saveReadyAsset(db, asset, renditions).catch((error: unknown) => {
        fs.rmSync(finalDir, { recursive: true, force: true });
        throw error;
      });
      await request.av1Stage?.queue(assetId, sourceFile);
    } finally {
      fs.rmSync(incoming, { recursive: true, force: true });
    }
  }
  const result: IngestResult = { assetId, reused, durationSeconds: source.durationSeconds };
  if (!request.owner) return result;
  const previous = await linkAsset(db, request.owner, assetId);
  if (previous) {
    const folder = await deleteAssetIfUnused(db, previous);
    if (folder) fs.rmSync(path.join(mediaDir, folder), { recursive: true, force: true });
    result.replacedAssetId = previous;
  }
  return result;
}
