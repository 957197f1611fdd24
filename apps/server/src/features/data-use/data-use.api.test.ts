import path from 'node:path';
import { dataUseResponseSchema } from '@glotv/contracts/data-use';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer } from '../catalog/catalog-test-fixtures.ts';
import { signMediaUrl } from '../media/media-signing.ts';
import { createFakeAsset } from '../media/testing/fake-asset.ts';
import { activatePackage } from '../packages/package-grants.repository.ts';
import { seedPackages } from '../packages/packages.seed.ts';

let testApp: TestApp;
let app: FastifyInstance;
let viewer: Viewer;
let other: Viewer;
let assetId: string;

const VIEWING = '0123456789abcdef';
const useUrl = (as: Viewer, query = '') => `/api/client/v1/glotv/users/${as.userId}/data-use${query}`;
const readUse = async (as: Viewer, query = '') => {
  const response = await app.inject({ url: useUrl(as, query), headers: as.headers });
  expect(response.statusCode).toBe(200);
  return dataUseResponseSchema.parse(response.json()).data;
};
/** The folder of a metered address for `as`, viewing VIEWING. */
const meteredFolder = (as: Viewer, viewingId = VIEWING) =>
  signMediaUrl(assetId, 3600, testApp.config.mediaSigningSecret, new Date(), undefined, {
    subscriberId: as.userId,
    viewingId,
  }).replace(/master\.m3u8$/, '');

async function glo3DayPackageId(): Promise<number> {
  const row = await app.db
    .selectFrom('packages')
    .select('id')
    .where('plan_code', '=', 'GLOTVVOD3D')
    .where('audience', '=', 'glo')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  app = testApp.app;
  await seedPackages(app.db);
  assetId = (await createFakeAsset(app.db, path.join(testApp.config.dataDir, 'media'))).assetId;
  [viewer, other] = await Promise.all([signedInViewer(app), signedInViewer(app)]);
});
afterAll(() => testApp.close());

describe('counting the bytes the Node media route sends', () => {
  it('counts every body byte sent under a metered address against its subscriber, day and viewing', async () => {
    const folder = meteredFolder(viewer);
    let sent = 0;
    for (const file of [
      'master.m3u8',
      'standard/index.m3u8',
      'standard/init.mp4',
      'standard/seg_00001.m4s',
    ]) {
      const response = await app.inject({ url: `${folder}${file}` });
      expect(response.statusCode, file).toBe(200);
      sent += response.rawPayload.byteLength;
    }
    const ranged = await app.inject({ url: `${folder}high/seg_00002.m4s`, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    sent += 100;

    const before = await readUse(viewer, `?viewing=${VIEWING}`);
    expect(before.today_bytes).toBe(sent);
    expect(before.viewing).toEqual({ id: VIEWING, bytes: sent });
    await app.dataUse.flush();
    const after = await readUse(viewer, `?viewing=${VIEWING}`);
    expect(after.today_bytes).toBe(sent);
    expect(after.viewing).toEqual({ id: VIEWING, bytes: sent });
    expect((await readUse(other)).today_bytes).toBe(0);
  });

  it('writes one row per subscriber per day and one per viewing, however many files were sent', async () => {
    const folder = meteredFolder(other, 'fedcba9876543210');
    for (let round = 0; round < 5; round++) {
      await app.inject({ url: `${folder}data_saver/seg_00001.m4s` });
    }
    await app.dataUse.flush();
    const days = await app.db
      .selectFrom('data_use_days')
      .selectAll()
      .where('subscriber_id', '=', other.userId)
      .execute();
    const viewings = await app.db
      .selectFrom('data_use_viewings')
      .selectAll()
      .where('subscriber_id', '=', other.userId)
      .execute();
    expect(days).toHaveLength(1);
    expect(viewings).toHaveLength(1);
    expect(Number(viewings[0]?.bytes)).toBe(5 * 2000);
  });

  it('counts nothing for a refused file or an address without a meter', async () => {
    const before = (await readUse(viewer)).today_bytes;
    const refused = await app.inject({
      url: `${meteredFolder(viewer).replace(/\/\d+\//, '/1/')}standard/init.mp4`,
    });
    expect(refused.statusCode).toBe(403);
    const unmetered = signMediaUrl(assetId, 3600, testApp.config.mediaSigningSecret).replace(
      /master\.m3u8$/,
      '',
    );
    expect((await app.inject({ url: `${unmetered}standard/seg_00001.m4s` })).statusCode).toBe(200);
    expect((await readUse(viewer)).today_bytes).toBe(before);
  });
});

describe('GET /api/client/v1/{operator}/users/{userId}/data-use', () => {
  it("answers the data bundle's use since it started against its allowance, in bytes", async () => {
    const packageId = await glo3DayPackageId();
    await activatePackage(app.db, { subscriberId: viewer.userId, packageId, medium: 'web' });
    await app.dataUse.setToday(viewer.userId, 450_000_000);
    const use = await readUse(viewer);
    expect(use.today_bytes).toBe(450_000_000);
    expect(use.package).toMatchObject({ used_bytes: 450_000_000, allowance_bytes: 500_000_000 });
    expect(use.viewing).toBeNull();
  });

  it("lists each encoded quality's cost per hour from the renditions' bit rates, cheapest first", async () => {
    const use = await readUse(viewer);
    // The fake renditions average 210, 600 and 1,030 kb/s: 94.5, 270 and 463.5 MB an hour, rounded up.
    expect(use.quality_costs).toEqual([
      { quality: 'data_saver', megabytes_per_hour: 95 },
      { quality: 'standard', megabytes_per_hour: 270 },
      { quality: 'high', megabytes_per_hour: 464 },
    ]);
  });

  it('answers no package for a subscriber without one', async () => {
    expect((await readUse(other)).package).toBeNull();
  });

  it('refuses a malformed viewing with 400, another user with 403 and the signed out with 401', async () => {
    const malformed = await app.inject({ url: useUrl(viewer, '?viewing=nope'), headers: viewer.headers });
    expect(malformed.statusCode).toBe(400);
    expect((await app.inject({ url: useUrl(viewer), headers: other.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: useUrl(viewer) })).statusCode).toBe(401);
  });
});
