import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertTinyCatalog } from './testing/tiny-catalog.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('mediaPlugin demo media', () => {
  it('starts in the background once the server listens, and stops cleanly when the app closes', async () => {
    testApp = await createTestApp({ env: { DEMO_MEDIA: 'auto' } });
    const { app, config } = testApp;
    await insertTinyCatalog(app.db);
    const sources = path.join(config.dataDir, 'media', 'demo-sources');
    expect(fs.existsSync(sources)).toBe(false);

    await app.listen({ host: '127.0.0.1', port: 0 });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(await waitFor(() => fs.existsSync(sources))).toBe(true);

    await app.close();
    expect(await app.db.selectFrom('media_asset_links').selectAll().execute()).toEqual([]);
    const assets = path.join(config.dataDir, 'media', 'assets');
    expect(fs.existsSync(assets) ? fs.readdirSync(assets) : []).toEqual([]);
  });

  it('does not start under NODE_ENV=test unless DEMO_MEDIA=auto', async () => {
    testApp = await createTestApp();
    expect(testApp.config.demoMedia).toBe('off');
    await insertTinyCatalog(testApp.app.db);
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fs.existsSync(path.join(testApp.config.dataDir, 'media', 'demo-sources'))).toBe(false);
  });
});
