import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantPackage, signedInViewer } from '../catalog/catalog-test-fixtures.ts';
import type { MediaOwner } from '../media/media.plugin.ts';
import { insertTinyCatalog } from '../media/testing/tiny-catalog.ts';
import { seedPackages } from '../packages/packages.seed.ts';
import { STREAM_ADDRESS_SECONDS, type StreamSigner, StreamsService } from './streams.service.ts';

const HOUR = 3_600_000;
const PACKAGE = 1;
let testApp: TestApp;
let app: FastifyInstance;
let subscriberId: string;
const start = new Date();

/** Signs every owner with a recognisable address, and remembers what it was asked for. */
const asked: { owner: MediaOwner; quality?: string; ttlSeconds?: number; notAfter?: Date }[] = [];
const signer: StreamSigner = {
  async streamAddressFor(owner, options) {
    asked.push({ owner, ...options });
    return {
      assetId: 'asset',
      url: `/media/s/sig/1/${owner.kind}-${owner.id}/master.m3u8`,
      posterUrl: `/media/s/sig/1/${owner.kind}-${owner.id}/poster.webp`,
      expiresAt: new Date(start.getTime() + 4 * HOUR),
      durationSeconds: 42,
    };
  },
};
const qualities = { qualityOf: async () => 'standard' as const };
const sutAt = (now: Date) => new StreamsService(app.db, signer, qualities, () => now);

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  app = testApp.app;
  await seedPackages(app.db);
  await insertTinyCatalog(app.db);
  await app.db.insertInto('movie_packages').values({ movie_id: 1, package_id: PACKAGE }).execute();
  await app.db.insertInto('series_packages').values({ series_id: 1, package_id: PACKAGE }).execute();
  subscriberId = (await signedInViewer(app)).userId;
  await grantPackage(app, subscriberId, PACKAGE, {
    startsAt: new Date(start.getTime() - HOUR),
    endsAt: new Date(start.getTime() + HOUR),
  });
});
afterAll(() => testApp.close());

describe('StreamsService', () => {
  it('signs the address of an entitled movie with the saved quality, and maps it to the stream response', async () => {
    asked.length = 0;
    expect(await sutAt(start).movie(subscriberId, 'movie-1')).toEqual({
      url: '/media/s/sig/1/movie-1/master.m3u8',
      poster_url: '/media/s/sig/1/movie-1/poster.webp',
      expires_at: new Date(start.getTime() + 4 * HOUR).toISOString(),
      duration: 42,
    });
    expect(asked).toEqual([
      {
        owner: { kind: 'movie', id: 1 },
        quality: 'standard',
        ttlSeconds: STREAM_ADDRESS_SECONDS,
        notAfter: new Date(start.getTime() + HOUR),
        meter: { subscriberId, viewingId: expect.stringMatching(/^[0-9a-f]{16}$/) },
      },
    ]);
  });

  it('asks for a short address that ends with the package, for movies and episodes; trailers by time only', async () => {
    asked.length = 0;
    await sutAt(start).episode(subscriberId, 1101);
    await sutAt(start).trailer(subscriberId, 2);
    expect(asked.map(({ notAfter, ttlSeconds }) => ({ notAfter, ttlSeconds }))).toEqual([
      { notAfter: new Date(start.getTime() + HOUR), ttlSeconds: STREAM_ADDRESS_SECONDS },
      { notAfter: undefined, ttlSeconds: STREAM_ADDRESS_SECONDS },
    ]);
  });

  it('stops granting the moment the package ends, by the injected clock', async () => {
    const justBefore = new Date(start.getTime() + HOUR - 1000);
    const atTheEnd = new Date(start.getTime() + HOUR);
    await expect(sutAt(justBefore).movie(subscriberId, '1')).resolves.toBeDefined();
    await expect(sutAt(justBefore).episode(subscriberId, 1101)).resolves.toBeDefined();
    await expect(sutAt(atTheEnd).movie(subscriberId, '1')).rejects.toMatchObject({
      code: 'not_entitled',
      message: 'This movie is not in your package.',
    });
    await expect(sutAt(atTheEnd).episode(subscriberId, 1101)).rejects.toMatchObject({
      code: 'not_entitled',
      message: 'This series is not in your package.',
    });
  });

  it('does not grant before the package starts', async () => {
    const before = new Date(start.getTime() - 2 * HOUR);
    await expect(sutAt(before).movie(subscriberId, 'movie-1')).rejects.toMatchObject({
      code: 'not_entitled',
    });
  });

  it('refuses a movie in no package of the user, and gives any trailer', async () => {
    await expect(sutAt(start).movie(subscriberId, 'movie-2')).rejects.toMatchObject({ code: 'not_entitled' });
    await expect(sutAt(start).trailer(subscriberId, 2)).resolves.toMatchObject({
      url: '/media/s/sig/1/trailer-2/master.m3u8',
    });
  });
});
