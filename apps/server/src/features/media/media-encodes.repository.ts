import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MediaEncodesTable } from '../../db/schema.ts';

export type EncodeRow = Selectable<MediaEncodesTable>;

export interface NewEncode {
  uploadId: string;
  fileName: string;
  sizeBytes: number;
  createdBy: string | null;
}

/** The encode of an upload, created once: a second call for the same upload answers the first's row. */
export async function insertEncode(db: Db, encode: NewEncode): Promise<{ row: EncodeRow; created: boolean }> {
  const inserted = await db
    .insertInto('media_encodes')
    .values({
      upload_id: encode.uploadId,
      file_name: encode.fileName,
      size_bytes: encode.sizeBytes,
      created_by: encode.createdBy,
      percent: 0,
      updated_at: new Date(),
    })
    .onConflict((conflict) => conflict.column('upload_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const row = await db
    .selectFrom('media_encodes')
    .selectAll()
    .where('upload_id', '=', encode.uploadId)
    .executeTakeFirstOrThrow();
  return { row, created: false };
}

export function findEncode(db: Db, id: string): Promise<EncodeRow | undefined> {
  return db.selectFrom('media_encodes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEncodeByUpload(db: Db, uploadId: string): Promise<EncodeRow | undefined> {
  return db.selectFrom('media_encodes').selectAll().where('upload_id', '=', uploadId).executeTakeFirst();
}

export function listEncodes(db: Db, limit: number): Promise<EncodeRow[]> {
  return db.selectFrom('media_encodes').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
}

export async function setEncodeJob(db: Db, id: string, jobId: string): Promise<void> {
  await db.updateTable('media_encodes').set({ job_id: jobId }).where('id', '=', id).execute();
}

/** Starts an attempt; undefined when the encode is finished or its cancel was asked for. */
export function markEncodeRunning(db: Db, id: string): Promise<EncodeRow | undefined> {
  const now = new Date();
  return db
    .updateTable('media_encodes')
    .set((eb) => ({
      status: 'running',
      percent: 0,
      speed: null,
      error: null,
      attempts: eb('attempts', '+', 1),
      started_at: now,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .where('cancel_requested', '=', false)
    .returningAll()
    .executeTakeFirst();
}

export async function saveEncodeProgress(
  db: Db,
  id: string,
  progress: { percent: number; speed: number | undefined; durationSeconds: number | undefined },
): Promise<void> {
  await db
    .updateTable('media_encodes')
    .set({
      percent: progress.percent.toFixed(2),
      speed: progress.speed === undefined ? null : progress.speed.toFixed(3),
      ...(progress.durationSeconds === undefined
        ? {}
        : { duration_seconds: progress.durationSeconds.toFixed(3) }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** Ends an encode that is still queued or running; answers false when it had already ended. */
export async function finishEncode(
  db: Db,
  id: string,
  end:
    | { status: 'ready'; assetId: string; durationSeconds: number }
    | { status: 'failed'; error: string }
    | { status: 'cancelled' },
): Promise<boolean> {
  const now = new Date();
  const result = await db
    .updateTable('media_encodes')
    .set({
      status: end.status,
      finished_at: now,
      updated_at: now,
      ...(end.status === 'ready'
        ? { asset_id: end.assetId, percent: 100, duration_seconds: end.durationSeconds.toFixed(3) }
        : {}),
      ...(end.status === 'failed' ? { error: end.error } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks a queued or running encode's cancel as asked for; undefined when there is none such. */
export function requestEncodeCancel(db: Db, id: string): Promise<EncodeRow | undefined> {
  return db
    .updateTable('media_encodes')
    .set({ cancel_requested: true, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
}

/** Encodes queued or running now, and those that failed in the last day (`since`), by status. */
export async function countEncodesByStatus(
  db: Db,
  since: Date,
): Promise<Record<'queued' | 'running' | 'failed', number>> {
  const rows = await db
    .selectFrom('media_encodes')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['queued', 'running']),
        eb.and([eb('status', '=', 'failed'), eb('finished_at', '>=', since)]),
      ]),
    )
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { queued: count('queued'), running: count('running'), failed: count('failed') };
}
