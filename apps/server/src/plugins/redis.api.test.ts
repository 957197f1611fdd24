import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the shared Redis connection', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sends the commands issued in one tick together, and answers each its own', async () => {
    const redis = testApp.app.redis;
    if (!redis) throw new Error('REDIS_URL was set, so the app must have a Redis connection');
    const prefix = `glotv-test-pipelined-${randomBytes(4).toString('hex')}`;
    const keys = Array.from({ length: 20 }, (_, index) => `${prefix}:${index}`);

    const written = keys.map((key, index) => redis.set(key, String(index), 'PX', 60_000));
    // Queued for a single write at the end of this tick, rather than one socket write per command.
    expect(redis.autoPipelineQueueSize).toBe(keys.length);
    expect(await Promise.all(written)).toEqual(keys.map(() => 'OK'));

    const read = keys.map((key) => redis.get(key));
    expect(await Promise.all(read)).toEqual(keys.map((_, index) => String(index)));
    await redis.del(...keys);
  });
});
