import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer } from './catalog-test-fixtures.ts';

/** Two apps on the same Redis stand for two instances (each has its own database; only Redis is shared). */
const sharedRedisUrl = process.env.TEST_REDIS_URL;
const sharedRedis = Boolean(sharedRedisUrl);

interface Instance {
  testApp: TestApp;
  viewer: Viewer;
}

let first: Instance;
let second: Instance | undefined;

async function startInstance(): Promise<Instance> {
  const testApp = await createTestApp({
    simulators: ['sms', 'mail'],
    ...(sharedRedisUrl ? { env: { REDIS_URL: sharedRedisUrl } } : {}),
  });
  await testApp.app.db
    .insertInto('vod_categories')
    .values({ uid: 'drama', name: 'Drama', position: 1 })
    .execute();
  return { testApp, viewer: await signedInViewer(testApp.app) };
}

async function categoryNames({ testApp, viewer }: Instance): Promise<string[]> {
  const response = await testApp.app.inject({
    url: '/api/client/v3/glotv/categories/vod',
    headers: viewer.headers,
  });
  return response.json().data.map((category: { name: string }) => category.name);
}

async function addCategory({ testApp }: Instance, name: string, position: number): Promise<void> {
  await testApp.app.db
    .insertInto('vod_categories')
    .values({ uid: name.toLowerCase(), name, position })
    .execute();
}

beforeAll(async () => {
  first = await startInstance();
  if (sharedRedis) second = await startInstance();
});
afterAll(async () => {
  await first.testApp.close();
  await second?.testApp.close();
});

describe('the catalog cache', () => {
  it('serves a catalog answer from memory until it is invalidated', async () => {
    expect(await categoryNames(first)).toEqual(['Drama']);
    await addCategory(first, 'Family', 2);
    expect(await categoryNames(first)).toEqual(['Drama']);
    await first.testApp.app.catalogCache.invalidate();
    expect(await categoryNames(first)).toEqual(['Drama', 'Family']);
  });

  it.runIf(sharedRedis)('is cleared on every instance through Redis when one invalidates it', async () => {
    const other = second!;
    expect(await categoryNames(other)).toEqual(['Drama']);
    await addCategory(other, 'Romance', 2);
    expect(await categoryNames(other)).toEqual(['Drama']);

    await first.testApp.app.catalogCache.invalidate();
    await expect
      .poll(() => categoryNames(other), { timeout: 5000, interval: 50 })
      .toEqual(['Drama', 'Romance']);
  });
});
