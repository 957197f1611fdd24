import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { JobContext, JobQueue } from '../jobs/jobs.plugin.ts';
import { writeMasterPlaylists } from './encode-asset.ts';
import { encodeAv1Ladder } from './encode-av1-ladder.ts';
import type { FfmpegTools } from './ffmpeg-locator.ts';
import { findRenditions, saveAv1Renditions } from './media-assets.repository.ts';
import { assetsDir } from './media-paths.ts';
import { probeSource } from './probe-source.ts';

export const AV1_LADDER_QUEUE = 'media.av1-ladder';

export interface Av1LadderJobData {
  assetId: string;
}

export interface Av1LadderStageOptions {
  db: Db;
  jobs: JobQueue;
  /** `${dataDir}/media`. */
  mediaDir: string;
  tools: () => FfmpegTools;
  log: FastifyBaseLogger;
}

/** Where a source waits for its AV1 ladder: the upload store and the demo clips remove theirs once encoded. */
export function av1SourceFile(mediaDir: string, assetId: string): string {
  return path.join(mediaDir, 'av1-sources', assetId);
}

/**
 * The second stage of an ingest: once an asset plays in H.264, a durable job encodes its AV1 ladder from the
 * same source, at low CPU priority, in a hidden folder renamed into the asset's folder as `av1/`; the
 * renditions are recorded and the master playlists rewritten to offer both ladders. Until then (and if it
 * fails) the asset plays in H.264 alone. The source is kept, hard-linked where it can be, until the job ends.
 */
export class Av1LadderStage {
  constructor(private readonly options: Av1LadderStageOptions) {
    options.jobs.define<Av1LadderJobData>(AV1_LADDER_QUEUE, {
      handler: (data, context) => this.run(data, context),
      retryLimit: 3,
      onGivenUp: async (data) => {
        fs.rmSync(av1SourceFile(options.mediaDir, data.assetId), { force: true });
      },
    });
  }

  /** Keeps `sourceFile` for the asset and queues its AV1 ladder. */
  async queue(assetId: string, sourceFile: string): Promise<void> {
    const kept = av1SourceFile(this.options.mediaDir, assetId);
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    fs.rmSync(kept, { force: true });
    try {
      fs.linkSync(sourceFile, kept);
    } catch {
      fs.copyFileSync(sourceFile, kept);
    }
    await this.options.jobs.send<Av1LadderJobData>(AV1_LADDER_QUEUE, { assetId });
  }

  /** Idempotent: a run after a crash encodes again; a run for an asset gone or already done does nothing. */
  private async run({ assetId }: Av1LadderJobData, context: JobContext): Promise<void> {
    const { db, mediaDir, log } = this.options;
    const sourceFile = av1SourceFile(mediaDir, assetId);
    if (!fs.existsSync(sourceFile)) return;
    const asset = await db
      .selectFrom('media_assets')
      .select(['folder'])
      .where('id', '=', assetId)
      .where('status', '=', 'ready')
      .executeTakeFirst();
    const assetDir = asset && path.join(mediaDir, asset.folder);
    if (!assetDir || !fs.existsSync(assetDir)) {
      fs.rmSync(sourceFile, { force: true });
      return;
    }
    const incoming = path.join(assetsDir(mediaDir), `.incoming-av1-${assetId}`);
    fs.rmSync(incoming, { recursive: true, force: true });
    const startedAt = Date.now();
    try {
      const tools = this.options.tools();
      const source = await probeSource(tools.ffprobe, sourceFile);
      const renditions = await encodeAv1Ladder(tools, sourceFile, source, incoming, {
        signal: context.signal,
        // Below the H.264 encodes (niceness 10): the first start's demo clips are not slowed by it.
        background: 'idle',
      });
      fs.rmSync(path.join(assetDir, 'av1'), { recursive: true, force: true });
      fs.renameSync(path.join(incoming, 'av1'), path.join(assetDir, 'av1'));
      await saveAv1Renditions(db, assetId, renditions);
      await writeMasterPlaylists(assetDir, await findRenditions(db, assetId));
      const seconds = Math.round((Date.now() - startedAt) / 100) / 10;
      log.info({ assetId, seconds, sourceSeconds: source.durationSeconds }, 'AV1 ladder ready');
    } finally {
      fs.rmSync(incoming, { recursive: true, force: true });
    }
    fs.rmSync(sourceFile, { force: true });
  }
}
