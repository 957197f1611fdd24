import fs from 'node:fs';
import path from 'node:path';
import type { MediaEncode } from '@glotv/contracts/console-media';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { MediaOwnerKind } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { JobContext, JobQueue, JobStopReason } from '../jobs/jobs.plugin.ts';
import type { FfmpegTools } from './ffmpeg-locator.ts';
import { type IngestRequest, ingestVideo } from './ingest-video.ts';
import { findRenditions } from './media-assets.repository.ts';
import {
  type EncodeRow,
  findEncode,
  findEncodeByUpload,
  finishEncode,
  insertEncode,
  listEncodes,
  markEncodeRunning,
  type NewEncode,
  requestEncodeCancel,
  saveEncodeProgress,
  setEncodeJob,
} from './media-encodes.repository.ts';
import { deleteAssetIfUnused, linkAsset } from './media-links.repository.ts';

export const ENCODE_QUEUE = 'media.encode';

/** Records a change in the audit log, inside the transaction that makes it (the console's routes pass one). */
export type Audit<T> = (trx: Db, changed: T) => Promise<void>;

export interface EncodeJobData {
  encodeId: string;
}

/** Where the encodes find their sources: the upload store, which also removes a source once encoded. */
export interface EncodeSources {
  fileOf(uploadId: string): string;
  remove(uploadId: string): Promise<void>;
}

export interface MediaEncodeServiceOptions {
  db: Db;
  jobs: JobQueue;
  /** `${dataDir}/media`. */
  mediaDir: string;
  tools: () => FfmpegTools;
  sources: EncodeSources;
  log: FastifyBaseLogger;
  /** The AV1 stage, when AV1 ladders are made. */
  av1Stage?: IngestRequest['av1Stage'];
  /** How often a running encode's progress is written (ms). */
  progressEveryMs?: number;
}

/** The titles a console editor links video to; channel fillers and the demo clip are not theirs. */
export type LinkableOwnerKind = Extract<MediaOwnerKind, 'movie' | 'trailer' | 'episode'>;

/**
 * Uploaded sources encoded into the ladder as durable jobs. An encode is queued once per upload; its job
 * runs ingestVideo (probe, ladder, measure, register) in a hidden folder named after the encode, so a run
 * that died is cleaned up by the next; progress, speed and any ffmpeg error are written to the encode's
 * row, which every instance reads. A failed or cancelled encode registers nothing and leaves no folder.
 */
export class MediaEncodeService {
  private readonly progressEveryMs: number;

  constructor(private readonly options: MediaEncodeServiceOptions) {
    this.progressEveryMs = options.progressEveryMs ?? 1000;
    options.jobs.define<EncodeJobData>(ENCODE_QUEUE, {
      handler: (data, context) => this.run(data, context),
      retryLimit: 5,
      onGivenUp: async (data) => {
        await this.end(data.encodeId, {
          status: 'failed',
          error: 'The encode was interrupted too many times.',
        });
      },
    });
  }

  /**
   * The encode of a finished upload, queued on first call; later calls answer the same encode. `audit` runs
   * in the transaction that creates it (not on later calls).
   */
  async createForUpload(encode: NewEncode, audit?: Audit<EncodeRow>): Promise<MediaEncode> {
    const { db, jobs } = this.options;
    const { row, created } = await db.transaction().execute(async (trx) => {
      const result = await insertEncode(trx, encode);
      if (result.created) await audit?.(trx, result.row);
      return result;
    });
    if (created || (row.job_id === null && row.status === 'queued')) {
      const jobId = await jobs.send<EncodeJobData>(ENCODE_QUEUE, { encodeId: row.id });
      await setEncodeJob(db, row.id, jobId);
    }
    return this.view((await findEncode(db, row.id)) ?? row);
  }

  async get(id: string): Promise<MediaEncode> {
    const row = await findEncode(this.options.db, id);
    if (!row) throw new AppError('not_found', 'No such encode.');
    return this.view(row);
  }

  async findByUpload(uploadId: string): Promise<MediaEncode | undefined> {
    const row = await findEncodeByUpload(this.options.db, uploadId);
    return row ? this.view(row) : undefined;
  }

  async list(limit = 50): Promise<MediaEncode[]> {
    const rows = await listEncodes(this.options.db, limit);
    return Promise.all(rows.map((row) => this.view(row)));
  }

  /**
   * Stops an encode: a queued one never starts, a running one's ffmpeg is stopped (on whichever instance runs
   * it) and its partial folder removed. 409 once it has ended.
   */
  async cancel(id: string, audit?: Audit<EncodeRow>): Promise<MediaEncode> {
    const { db, jobs } = this.options;
    const row = await db.transaction().execute(async (trx) => {
      const requested = await requestEncodeCancel(trx, id);
      if (requested) await audit?.(trx, requested);
      return requested;
    });
    if (!row) {
      const existing = await findEncode(db, id);
      if (!existing) throw new AppError('not_found', 'No such encode.');
      throw new AppError('conflict', 'This encode has already ended.');
    }
    if (row.job_id) await jobs.cancel(ENCODE_QUEUE, row.job_id);
    // Not started: no worker will ever see it, so it ends here. A worker that took it meanwhile sees the
    // request when it starts and ends it the same way.
    if (row.status === 'queued') await this.end(id, { status: 'cancelled' });
    return this.get(id);
  }

  /**
   * Makes a title play a ready asset (the movie editor's "video" field); answers the asset it played before,
   * which is deleted with its files once nothing uses it. A title can be published only when this was done.
   */
  async linkAssetToOwner(
    assetId: string,
    owner: { kind: LinkableOwnerKind; id: number },
    audit?: Audit<{ replacedAssetId: string | null }>,
  ): Promise<{ replacedAssetId: string | null }> {
    return linkAssetToOwner(this.options.db, this.options.mediaDir, assetId, owner, audit);
  }

  /** Takes its video (or trailer) away from a title; the asset stays among the ready videos. */
  async unlinkOwner(
    owner: { kind: LinkableOwnerKind; id: number },
    audit?: Audit<{ unlinkedAssetId: string | null }>,
  ): Promise<{ unlinkedAssetId: string | null }> {
    return unlinkOwner(this.options.db, owner, audit);
  }

  /** The job: idempotent, so a run after a crash (or after the work was done) finishes or does nothing. */
  private async run(data: EncodeJobData, context: JobContext): Promise<void> {
    const { db, log } = this.options;
    const encode = await findEncode(db, data.encodeId);
    if (!encode) return;
    if (encode.status !== 'queued' && encode.status !== 'running') {
      await this.options.sources.remove(encode.upload_id);
      return;
    }
    const running = await markEncodeRunning(db, encode.id);
    if (!running) {
      await this.end(encode.id, { status: 'cancelled' });
      return;
    }
    log.info({ encodeId: encode.id, attempt: context.attempt }, 'encode started');
    let lastWrite = 0;
    let durationSeconds: number | undefined;
    const writes: Promise<void>[] = [];
    try {
      const result = await ingestVideo({
        db,
        mediaDir: this.options.mediaDir,
        tools: this.options.tools(),
        sourceFile: this.options.sources.fileOf(encode.upload_id),
        signal: context.signal,
        background: true,
        av1Stage: this.options.av1Stage,
        workName: `encode-${encode.id}`,
        newAssetId: encode.id,
        onSourceProbed: (facts) => {
          durationSeconds = facts.durationSeconds;
        },
        onReport: ({ fraction, speed }) => {
          const now = Date.now();
          if (now - lastWrite < this.progressEveryMs) return;
          lastWrite = now;
          writes.push(
            saveEncodeProgress(db, encode.id, {
              percent: Math.min(99.9, fraction * 100),
              speed,
              durationSeconds,
            }).catch(() => undefined),
          );
        },
      });
      await Promise.all(writes);
      await finishEncode(db, encode.id, {
        status: 'ready',
        assetId: result.assetId,
        durationSeconds: result.durationSeconds,
      });
      log.info({ encodeId: encode.id, assetId: result.assetId }, 'encode ready');
    } catch (error) {
      await Promise.all(writes);
      const reason = context.signal.reason as JobStopReason | undefined;
      if (context.signal.aborted && reason !== 'cancelled') throw error;
      if (context.signal.aborted) {
        await this.end(encode.id, { status: 'cancelled' });
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ encodeId: encode.id, err: error }, 'encode failed');
      await this.end(encode.id, { status: 'failed', error: message.slice(0, 4000) });
      return;
    }
    await this.options.sources.remove(encode.upload_id);
  }

  private async end(
    id: string,
    end: { status: 'failed'; error: string } | { status: 'cancelled' },
  ): Promise<void> {
    await finishEncode(this.options.db, id, end);
    const row = await findEncode(this.options.db, id);
    if (row) await this.options.sources.remove(row.upload_id);
  }

  private async view(row: EncodeRow): Promise<MediaEncode> {
    const renditions =
      row.status === 'ready' && row.asset_id ? await findRenditions(this.options.db, row.asset_id) : [];
    return {
      id: row.id,
      uploadId: row.upload_id,
      fileName: row.file_name,
      sizeBytes: Number(row.size_bytes),
      status: row.status,
      percent: Number(row.percent),
      speed: row.speed === null ? null : Number(row.speed),
      durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
      error: row.error,
      cancelRequested: row.cancel_requested,
      assetId: row.asset_id,
      renditions: renditions.map((rendition) => ({
        quality: rendition.quality,
        width: rendition.width,
        height: rendition.height,
        bandwidth: rendition.bandwidth,
        averageBandwidth: rendition.averageBandwidth,
      })),
      createdAt: row.created_at.toISOString(),
      startedAt: row.started_at?.toISOString() ?? null,
      finishedAt: row.finished_at?.toISOString() ?? null,
    };
  }
}

/**
 * Makes a movie, its trailer or an episode play a ready asset. 404 when the title or the asset does not
 * exist, 409 while the asset is not ready. Answers the asset the title played before, which is deleted with
 * its folder once nothing uses it.
 */
export async function linkAssetToOwner(
  db: Db,
  mediaDir: string,
  assetId: string,
  owner: { kind: LinkableOwnerKind; id: number },
  audit?: Audit<{ replacedAssetId: string | null }>,
): Promise<{ replacedAssetId: string | null }> {
  const asset = await db
    .selectFrom('media_assets')
    .select(['status'])
    .where('id', '=', assetId)
    .executeTakeFirst();
  if (!asset) throw new AppError('not_found', 'No such video.');
  if (asset.status !== 'ready') throw new AppError('conflict', 'This video is not ready yet.');
  const table = owner.kind === 'episode' ? 'episodes' : 'movies';
  const title = await db.selectFrom(table).select('id').where('id', '=', owner.id).executeTakeFirst();
  if (!title) throw new AppError('not_found', 'No such title.');
  const { previous, folder } = await db.transaction().execute(async (trx) => {
    const replaced = await linkAsset(trx, owner, assetId);
    await audit?.(trx, { replacedAssetId: replaced ?? null });
    return { previous: replaced, folder: replaced ? await deleteAssetIfUnused(trx, replaced) : undefined };
  });
  // Files go only once the change is committed.
  if (folder) fs.rmSync(path.join(mediaDir, folder), { recursive: true, force: true });
  return { replacedAssetId: previous ?? null };
}

/**
 * Takes a title's video or trailer away. A published movie or episode must keep its video (subscribers are
 * shown it): that is refused until the title is unpublished. The asset itself stays, ready to be linked again.
 */
export async function unlinkOwner(
  db: Db,
  owner: { kind: LinkableOwnerKind; id: number },
  audit?: Audit<{ unlinkedAssetId: string | null }>,
): Promise<{ unlinkedAssetId: string | null }> {
  const table = owner.kind === 'episode' ? 'episodes' : 'movies';
  const title = await db
    .selectFrom(table)
    .select(['id', 'published_at', 'deleted_at'])
    .where('id', '=', owner.id)
    .executeTakeFirst();
  if (!title) throw new AppError('not_found', 'No such title.');
  if (owner.kind !== 'trailer' && title.published_at !== null && title.deleted_at === null) {
    throw new AppError('conflict', 'A published title must keep its video: unpublish it first.');
  }
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('media_asset_links')
      .where('owner_kind', '=', owner.kind)
      .where('owner_id', '=', owner.id)
      .returning('asset_id')
      .executeTakeFirst();
    const answer = { unlinkedAssetId: removed?.asset_id ?? null };
    if (removed) await audit?.(trx, answer);
    return answer;
  });
}
