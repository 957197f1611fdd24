import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { MediaEncode } from '@glotv/contracts/console-media';
import { freePort } from '@glotv/testing/free-port';
import { type Portal, startPortal } from '@glotv/testing/portal-launcher';
import type { FastifyInstance } from 'fastify';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { makeTestClip } from '../apps/server/src/features/media/testing/test-clips.ts';
import { StaffSessionService } from '../apps/server/src/features/staff/staff-sessions.service.ts';
import { signInStaff } from '../apps/server/src/features/staff/staff-test-fixtures.ts';

/**
 * A SIGKILL of the server in the middle of a video's upload, then in the middle of its encode: after the
 * restart the browser's upload resumes where the server's file ends, and the encode runs again to ready.
 * The server runs on its own PGlite in DATA_DIR, as `npm start` does.
 */
let portal: Portal;
let workDir: string;
let editor: Record<string, string>;
let clip: Buffer;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-video-crash-'));
  const dataDir = path.join(workDir, 'data');
  const tokenSigningSecret = randomBytes(32).toString('base64url');
  const port = await freePort();
  // An editor with a live console session, written into the database before the server first opens it.
  const db = createDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await migrateToLatest(db);
  const pretendApp = {
    db,
    config: { tokenSigningSecret, publicBaseUrl: `http://127.0.0.1:${port}` },
    staffSessions: new StaffSessionService(db, tokenSigningSecret),
  } as unknown as FastifyInstance;
  editor = { ...(await signInStaff(pretendApp, 'editor')).headers };
  await db.destroy();
  clip = fs.readFileSync(
    await makeTestClip(path.join(workDir, 'source.mp4'), {
      size: '854x480',
      seconds: 6,
    }),
  );
  portal = await startPortal({
    port,
    dataDir,
    env: {
      TOKEN_SIGNING_SECRET: tokenSigningSecret,
      MEDIA_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    },
  });
});

afterAll(async () => {
  await portal?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

function uploadUntil(options: {
  uploadUrl?: string;
  onProgress?: (sent: number) => void;
}): Promise<{ url: string; encodeId?: string; error?: Error }> {
  return new Promise((resolve) => {
    const tus: Upload = new Upload(clip, {
      endpoint: `${portal.baseUrl}/api/console/v1/uploads`,
      ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
      metadata: { filename: 'crash-test.mp4', filetype: 'video/mp4' },
      headers: editor,
      chunkSize: 256 * 1024,
      retryDelays: [],
      onProgress: (sent) => options.onProgress?.(sent),
      onSuccess: (payload) =>
        resolve({ url: tus.url!, encodeId: payload.lastResponse.getHeader('Upload-Encode-Id') ?? undefined }),
      onError: (error) => resolve({ url: tus.url!, error }),
    });
    tus.start();
  });
}

async function encodeOf(id: string): Promise<MediaEncode | undefined> {
  const response = await fetch(`${portal.baseUrl}/api/console/v1/media/encodes/${id}`, {
    headers: editor,
  }).catch(() => undefined);
  return response?.ok ? ((await response.json()) as { data: MediaEncode }).data : undefined;
}

async function waitFor<T>(
  what: string,
  read: () => Promise<T | undefined>,
  done: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const value = await read();
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function serverOffset(url: string): Promise<number> {
  const head = await fetch(url, { method: 'HEAD', headers: { ...editor, 'tus-resumable': '1.0.0' } });
  return Number(head.headers.get('upload-offset'));
}

describe('video survives a SIGKILL of the server', () => {
  let encodeId: string;

  it('resumes an upload cut by a SIGKILL at the offset the server had stored, losing no byte', async () => {
    // Created, then one PATCH that has sent a third of the file and is still sending when the SIGKILL lands.
    const created = await fetch(`${portal.baseUrl}/api/console/v1/uploads`, {
      method: 'POST',
      headers: {
        ...editor,
        'tus-resumable': '1.0.0',
        'upload-length': String(clip.length),
        'upload-metadata': `filename ${Buffer.from('crash-test.mp4').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const uploadUrl = new URL(created.headers.get('location')!, portal.baseUrl).href;
    const third = Math.floor(clip.length / 3);
    const patch = http.request(uploadUrl, {
      method: 'PATCH',
      headers: {
        ...editor,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
    });
    const cutShort = new Promise<string>((resolve) => {
      patch.on('error', (error) => resolve(error.message));
      patch.on('response', (response) => resolve(`answered ${response.statusCode}`));
    });
    patch.write(clip.subarray(0, third));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await portal.kill('SIGKILL')).toBe('SIGKILL');
    expect(await cutShort).not.toMatch(/^answered/);
    const cut = { url: uploadUrl };
    await portal.start();

    const offset = await serverOffset(cut.url);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(clip.length);
    const resumedFrom: number[] = [];
    const resumed = await uploadUntil({ uploadUrl: cut.url, onProgress: (sent) => resumedFrom.push(sent) });
    expect(resumed.error).toBeUndefined();
    // The client asked the server and sent only the rest: nothing before the stored offset went again.
    expect(Math.min(...resumedFrom)).toBeGreaterThanOrEqual(offset);
    expect(resumed.encodeId).toBeDefined();
    encodeId = resumed.encodeId!;
    console.log(`upload: ${clip.length} bytes, SIGKILL with ${third} sent, resumed at ${offset}`);
  });

  it('runs an encode cut by a SIGKILL again after the restart, to ready, leaving no partial folder', async () => {
    const running = await waitFor(
      'the encode to be under way',
      () => encodeOf(encodeId),
      (encode) => encode.status === 'running' && encode.percent > 0,
    );
    expect(await portal.kill('SIGKILL')).toBe('SIGKILL');
    const assetsDir = path.join(portal.dataDir, 'media', 'assets');
    expect(fs.readdirSync(assetsDir)).toEqual([`.incoming-encode-${encodeId}`]);
    await portal.start();

    const ready = await waitFor(
      'the encode to end',
      () => encodeOf(encodeId),
      (encode) => !['queued', 'running'].includes(encode.status),
    );
    console.log(`encode: SIGKILL at ${running.percent}%, then ${ready.status} after the restart`);
    expect(ready).toMatchObject({ status: 'ready', percent: 100, error: null });
    expect(ready.durationSeconds).toBeCloseTo(6, 0);
    expect(ready.renditions.map((rendition) => rendition.quality)).toEqual([
      'data_saver',
      'standard',
      'high',
    ]);
    // The killed run's hidden folder was replaced by the new run's, which became the asset.
    expect(fs.readdirSync(assetsDir)).toEqual([ready.assetId]);
    await waitFor(
      'the source to be removed',
      async () => fs.readdirSync(path.join(portal.dataDir, 'uploads')),
      (files) => files.length === 0,
    );
  });
});
