import type { Db } from '../../db/database.ts';
import type { RenditionEntry } from './master-playlist.ts';

export interface ReadyAsset {
  id: string;
  /** Relative to the media folder, e.g. `assets/<id>`. */
  folder: string;
  durationSeconds: number;
}

export const readyAssetColumns = [
  'media_assets.id',
  'media_assets.folder',
  'media_assets.duration_seconds',
] as const;

export function toReadyAsset(row: {
  id: string;
  folder: string;
  duration_seconds: string | null;
}): ReadyAsset {
  return { id: row.id, folder: row.folder, durationSeconds: Number(row.duration_seconds ?? 0) };
}

export async function findAssetByChecksum(db: Db, checksum: string): Promise<ReadyAsset | undefined> {
  const row = await db
    .selectFrom('media_assets')
    .select(readyAssetColumns)
    .where('source_checksum', '=', checksum)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  return row ? toReadyAsset(row) : undefined;
}

export async function findRenditions(db: Db, assetId: string): Promise<RenditionEntry[]> {
  const rows = await db.selectFrom('renditions').selectAll().where('asset_id', '=', assetId).execute();
  return rows.map((row) => ({
    quality: row.quality,
    videoCodec: row.video_codec,
    width: row.width,
    height: row.height,
    bandwidth: row.bandwidth,
    averageBandwidth: row.average_bandwidth,
    codecs: row.codecs,
    frameRate: row.frame_rate === null ? null : Number(row.frame_rate),
    playlistPath: row.playlist_path,
  }));
}

/**
 * Records an encoded asset and its renditions as ready, in one transaction. An asset whose files were lost
 * and encoded again under the same id has its renditions replaced.
 */
export async function saveReadyAsset(
  db: Db,
  asset: ReadyAsset & { checksum: string },
  renditions: RenditionEntry[],
): Promise<void> {
  const values = {
    id: asset.id,
    folder: asset.folder,
    status: 'ready' as const,
    duration_seconds: asset.durationSeconds.toFixed(3),
    source_checksum: asset.checksum,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('media_assets')
      .values(values)
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({ status: 'ready', duration_seconds: values.duration_seconds }),
      )
      .execute();
    await trx.deleteFrom('renditions').where('asset_id', '=', asset.id).execute();
    await trx.insertInto('renditions').values(renditionRows(asset.id, renditions)).execute();
  });
}

/** Records the AV1 ladder of a ready asset, replacing any it had; its H.264 ladder is left as it is. */
export async function saveAv1Renditions(
  db: Db,
  assetId: string,
  renditions: RenditionEntry[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('renditions')
      .where('asset_id', '=', assetId)
      .where('video_codec', '=', 'av1')
      .execute();
    await trx.insertInto('renditions').values(renditionRows(assetId, renditions)).execute();
  });
}

function renditionRows(assetId: string, renditions: RenditionEntry[]) {
  return renditions.map((rendition) => ({
    asset_id: assetId,
    quality: rendition.quality,
    video_codec: rendition.videoCodec,
    width: rendition.width,
    height: rendition.height,
    bandwidth: rendition.bandwidth,
    average_bandwidth: rendition.averageBandwidth,
    frame_rate: rendition.frameRate,
    codecs: rendition.codecs,
    playlist_path: rendition.playlistPath,
  }));
}
