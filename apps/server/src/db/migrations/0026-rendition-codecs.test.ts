import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOver } from '../../test/migration-steps.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const rendition = (assetId: string, codec?: 'h264' | 'av1') => ({
  asset_id: assetId,
  quality: 'data_saver' as const,
  ...(codec ? { video_codec: codec } : {}),
  width: 426,
  height: 240,
  bandwidth: 200_000,
  codecs: 'avc1.4d4015,mp4a.40.2',
  playlist_path: 'data_saver/index.m3u8',
});

describe('the migration to renditions per video codec', () => {
  it('keeps existing renditions as H.264 and lets an asset hold one rendition per quality of each codec', async () => {
    const assetId = randomUUID();
    await migrateOver(database, '0026-rendition-codecs', async (db) => {
      await sql`insert into media_assets (id, folder, status) values (${assetId}, ${`assets/${assetId}`}, 'ready')`.execute(
        db,
      );
      await sql`insert into renditions (asset_id, quality, width, height, bandwidth, codecs, playlist_path)
        values (${assetId}, 'data_saver', 426, 240, 200000, 'avc1.4d4015,mp4a.40.2', 'data_saver/index.m3u8')`.execute(
        db,
      );
    });
    const rows = await database.db
      .selectFrom('renditions')
      .selectAll()
      .where('asset_id', '=', assetId)
      .execute();
    expect(rows.map((row) => row.video_codec)).toEqual(['h264']);

    await database.db.insertInto('renditions').values(rendition(assetId, 'av1')).execute();
    await expect(database.db.insertInto('renditions').values(rendition(assetId)).execute()).rejects.toThrow(
      /duplicate key/,
    );
    await expect(
      database.db
        .insertInto('renditions')
        .values({ ...rendition(assetId), video_codec: 'vp9' as 'av1' })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});
