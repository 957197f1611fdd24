import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signMediaUrl } from './media-signing.ts';
import { writeFakeAssetFiles } from './testing/fake-asset.ts';
import { type RunningNginx, startNginx } from './testing/nginx-server.ts';

const inNigeria = '197.210.0.1';
const abroad = '8.8.8.8';

let testApp: TestApp;
let app: FastifyInstance;
let workDir: string;
let nginx: RunningNginx;
let folder: string;

const getFrom = (client: string, file: string, server: RunningNginx = nginx) =>
  fetch(`${server.baseUrl}${folder}${file}`, { headers: { 'x-forwarded-for': client } });

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-nginx-country-'));
  fs.chmodSync(workDir, 0o755); // nginx's workers run as another user when the tests run as root
  const mediaDir = path.join(workDir, 'media');
  const { assetId } = writeFakeAssetFiles(mediaDir);
  folder = signMediaUrl(assetId, 3600, testApp.config.mediaSigningSecret).replace(/master\.m3u8$/, '');
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the portal is not listening');
  nginx = await startNginx({
    workDir,
    mediaRoot: path.join(mediaDir, 'assets'),
    secret: testApp.config.mediaSigningSecret,
    portal: `127.0.0.1:${address.port}`,
  });
});

afterAll(async () => {
  await nginx?.stop();
  await testApp?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('deploy/nginx/glotv-media.conf asks the portal for the country of every media request', () => {
  it('serves a signed address to a caller in Nigeria', async () => {
    for (const file of ['master.m3u8', 'data_saver/index.m3u8', 'standard/seg_00001.m4s']) {
      expect((await getFrom(inNigeria, file)).status, file).toBe(200);
    }
  });

  it('refuses the same address to a caller outside Nigeria with 403', async () => {
    for (const file of ['master.m3u8', 'data_saver/index.m3u8', 'standard/seg_00001.m4s', 'poster.webp']) {
      expect((await getFrom(abroad, file)).status, file).toBe(403);
    }
  });

  it('refuses media when the portal cannot be asked', async () => {
    const closedPortDir = fs.mkdtempSync(path.join(workDir, 'no-portal-'));
    fs.chmodSync(closedPortDir, 0o755);
    const withoutPortal = await startNginx({
      workDir: closedPortDir,
      mediaRoot: path.join(workDir, 'media', 'assets'),
      secret: testApp.config.mediaSigningSecret,
      portal: '127.0.0.1:9',
    });
    try {
      const response = await getFrom(inNigeria, 'standard/seg_00001.m4s', withoutPortal);
      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      await withoutPortal.stop();
    }
  });
});
