import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

let database: TestDatabase;
let migrator: Migrator;

beforeAll(async () => {
  database = await createTestDatabase();
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
});
afterAll(() => database.destroy());

const assetA = '0b5c1f7e-3c1a-4f5e-9d1b-2a7e6f0c9d11';
const assetB = '7d0e4c55-1b2a-4c3d-8e9f-0a1b2c3d4e5f';

describe('migration 0003-media-asset-links', () => {
  it('moves each asset owner into media_asset_links, keeping the assets and their renditions', async () => {
    const down = await migrator.migrateTo('0002-messaging-and-billing-outbox');
    expect(down.error).toBeUndefined();
    await sql`insert into media_assets (id, owner_kind, owner_id, status, folder, duration_seconds)
      values (${assetA}, 'movie', 12, 'ready', ${`assets/${assetA}`}, 30),
             (${assetB}, 'channel_filler', 3, 'ready', ${`assets/${assetB}`}, 20)`.execute(database.db);
    await sql`insert into renditions (asset_id, quality, width, height, bandwidth, codecs, playlist_path)
      values (${assetA}, 'data_saver', 426, 240, 230000, 'avc1.4d4015,mp4a.40.2', 'data_saver/index.m3u8')`.execute(
      database.db,
    );

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const links = await database.db
      .selectFrom('media_asset_links')
      .select(['owner_kind', 'owner_id', 'asset_id'])
      .orderBy('owner_id')
      .execute();
    expect(links).toEqual([
      { owner_kind: 'channel_filler', owner_id: 3, asset_id: assetB },
      { owner_kind: 'movie', owner_id: 12, asset_id: assetA },
    ]);
    const renditions = await database.db.selectFrom('renditions').selectAll().execute();
    expect(renditions).toMatchObject([{ asset_id: assetA, average_bandwidth: null, frame_rate: null }]);
  });

  it('lets one asset serve several titles, one asset per title', async () => {
    await database.db
      .insertInto('media_asset_links')
      .values({ owner_kind: 'trailer', owner_id: 12, asset_id: assetA })
      .execute();
    await expect(
      database.db
        .insertInto('media_asset_links')
        .values({ owner_kind: 'trailer', owner_id: 12, asset_id: assetB })
        .execute(),
    ).rejects.toThrow(/duplicate key/);
  });

  it('refuses to delete an asset a title still plays', async () => {
    await expect(database.db.deleteFrom('media_assets').where('id', '=', assetB).execute()).rejects.toThrow(
      /foreign key/,
    );
  });
});
