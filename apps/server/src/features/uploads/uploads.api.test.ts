import fs from 'node:fs';
import path from 'node:path';
import type { MediaEncode } from '@glotv/contracts/console-media';
import type { FastifyInstance } from 'fastify';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findAssetFor } from '../media/media-links.repository.ts';
import { makeTestClip } from '../media/testing/test-clips.ts';
import { insertTinyCatalog } from '../media/testing/tiny-catalog.ts';
import { type SignedInTestStaff, signInStaff } from '../staff/staff-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let base: string;
let clip: Buffer;
let uploadsDir: string;
let assetsDir: string;
let editor: Record<string, string>;
let editorStaff: SignedInTestStaff;
const as = (staff: SignedInTestStaff) => ({ ...staff.headers });
const MAX_BYTES = 2 * 1024 * 1024;

beforeAll(async () => {
  testApp = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
  app = testApp.app;
  await insertTinyCatalog(app.db);
  editorStaff = await signInStaff(app, 'editor');
  editor = as(editorStaff);
  // Listening starts the job queue's workers, as in production.
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  uploadsDir = path.join(testApp.config.dataDir, 'uploads');
  assetsDir = path.join(testApp.config.dataDir, 'media', 'assets');
  clip = fs.readFileSync(
    await makeTestClip(path.join(testApp.config.dataDir, 'clip.mp4'), { size: '320x180', seconds: 2 }),
  );
});
afterAll(() => testApp.close());

interface UploadOutcome {
  url: string | null;
  encodeId: string | undefined;
  error?: Error;
}

function upload(
  bytes: Buffer,
  options: { name?: string; type?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<UploadOutcome>((resolve) => {
    const tus: Upload = new Upload(bytes, {
      endpoint: `${base}/api/console/v1/uploads`,
      metadata: { filename: options.name ?? 'trailer.mp4', filetype: options.type ?? 'video/mp4' },
      headers: options.headers ?? editor,
      chunkSize: 64 * 1024,
      retryDelays: [],
      onSuccess: (payload) =>
        resolve({ url: tus.url, encodeId: payload.lastResponse.getHeader('Upload-Encode-Id') ?? undefined }),
      onError: (error) => resolve({ url: tus.url, encodeId: undefined, error }),
    });
    tus.start();
  });
}

async function encodeOf(id: string): Promise<MediaEncode> {
  const response = await app.inject({ url: `/api/console/v1/media/encodes/${id}`, headers: editor });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out at ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const incomingFolders = () =>
  fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((name) => name.startsWith('.')) : [];

describe('video from the browser: tus upload, then the encode as a job', () => {
  it('encodes an uploaded clip into the ladder, streaming its progress, and keeps nothing of the source', async () => {
    const outcome = await upload(clip);
    expect(outcome.error).toBeUndefined();
    expect(outcome.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/console\/v1\/uploads\/[0-9a-f]{32}$/);
    expect(outcome.encodeId).toBeDefined();
    const encodeId = outcome.encodeId!;

    // The event stream sends the encode whenever it changes, and ends once it is ready.
    const events = await fetch(`${base}/api/console/v1/media/encodes/${encodeId}/events`, {
      headers: editor,
    });
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const stream = await events.text();
    const sent: MediaEncode[] = stream
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice('data: '.length)));
    expect(sent.at(-1)?.status).toBe('ready');

    const ready = await encodeOf(encodeId);
    expect(ready).toMatchObject({ status: 'ready', percent: 100, fileName: 'trailer.mp4', error: null });
    expect(ready.sizeBytes).toBe(clip.length);
    expect(ready.durationSeconds).toBeCloseTo(2, 0);
    // 320×180 fills only the lowest rung's box; its bit rates are measured from the segments written.
    expect(ready.renditions.map((rendition) => rendition.quality)).toEqual(['data_saver']);
    for (const rendition of ready.renditions) {
      expect(rendition.bandwidth).toBeGreaterThan(10_000);
      expect(rendition.averageBandwidth).toBeGreaterThan(10_000);
      expect(rendition.bandwidth).toBeGreaterThanOrEqual(rendition.averageBandwidth!);
    }
    const asset = await app.db
      .selectFrom('media_assets')
      .select(['status', 'folder'])
      .where('id', '=', ready.assetId!)
      .executeTakeFirstOrThrow();
    expect(asset.status).toBe('ready');
    expect(fs.existsSync(path.join(testApp.config.dataDir, 'media', asset.folder, 'master.m3u8'))).toBe(true);
    // The source goes right after the encode is marked ready.
    await until(
      async () => fs.readdirSync(uploadsDir),
      (files) => files.length === 0,
      5000,
    );
    expect(incomingFolders()).toEqual([]);

    // Linked to a movie, the asset is what the movie plays.
    const link = await app.inject({
      method: 'POST',
      url: `/api/console/v1/media/assets/${ready.assetId}/links`,
      headers: editor,
      payload: { ownerKind: 'movie', ownerId: 2 },
    });
    expect(link.statusCode).toBe(200);
    expect(link.json().data).toEqual({
      assetId: ready.assetId,
      ownerKind: 'movie',
      ownerId: 2,
      replacedAssetId: null,
    });
    expect((await findAssetFor(app.db, 'movie', 2))?.id).toBe(ready.assetId);
    const assets = await app.inject({ url: '/api/console/v1/media/assets', headers: editor });
    expect(assets.statusCode).toBe(200);
    expect(assets.json().data.find((asset: { id: string }) => asset.id === ready.assetId)).toMatchObject({
      label: 'trailer.mp4',
      owners: [{ kind: 'movie', id: 2 }],
    });
    const noTitle = await app.inject({
      method: 'POST',
      url: `/api/console/v1/media/assets/${ready.assetId}/links`,
      headers: editor,
      payload: { ownerKind: 'episode', ownerId: 999 },
    });
    expect(noTitle.statusCode).toBe(404);

    // Asking again for the encode of the same upload answers the same encode.
    const again = await app.inject({
      method: 'POST',
      url: '/api/console/v1/media/encodes',
      headers: editor,
      payload: { uploadId: outcome.url!.split('/').at(-1) },
    });
    expect(again.json().data.id).toBe(encodeId);
  });

  it('resumes an upload interrupted half-way at the offset the server stored', async () => {
    const half = 64 * 1024;
    const first = await new Promise<string>((resolve, reject) => {
      const tus: Upload = new Upload(clip, {
        endpoint: `${base}/api/console/v1/uploads`,
        metadata: { filename: 'episode.mov', filetype: 'video/quicktime' },
        headers: editor,
        chunkSize: half,
        retryDelays: [],
        onChunkComplete: () => {
          tus.abort().then(() => resolve(tus.url!), reject);
        },
        onError: reject,
      });
      tus.start();
    });
    const head = await fetch(first, { method: 'HEAD', headers: { ...editor, 'tus-resumable': '1.0.0' } });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('upload-length')).toBe(String(clip.length));

    const progress: number[] = [];
    const resumed = await new Promise<string | undefined>((resolve, reject) => {
      const tus: Upload = new Upload(clip, {
        uploadUrl: first,
        headers: editor,
        chunkSize: 1024 * 1024,
        retryDelays: [],
        onProgress: (sent) => progress.push(sent),
        onSuccess: (payload) => resolve(payload.lastResponse.getHeader('Upload-Encode-Id') ?? undefined),
        onError: reject,
      });
      tus.start();
    });
    // It sent only what the server lacked.
    expect(Math.min(...progress)).toBeGreaterThanOrEqual(half);
    expect(resumed).toBeDefined();
    const ready = await until(
      () => encodeOf(resumed!),
      (encode) => encode.status !== 'queued' && encode.status !== 'running',
    );
    expect(ready.status).toBe('ready');
  });

  it('refuses a file that is not a video, by name, declared type, size or content, and keeps none of it', async () => {
    const textFile = await upload(Buffer.from('hello'), { name: 'notes.txt', type: 'text/plain' });
    expect(textFile.error?.message).toContain('response code: 415');
    const declaredImage = await upload(clip, { name: 'clip.mp4', type: 'image/png' });
    expect(declaredImage.error?.message).toContain('response code: 415');
    const tooBig = await upload(Buffer.alloc(MAX_BYTES + 1), { name: 'huge.mp4' });
    expect(tooBig.error?.message).toContain('response code: 413');
    // Named and declared as a video, but its bytes are not one: ffprobe decides once it is all there.
    const pretender = await upload(Buffer.alloc(100_000, 7), { name: 'pretender.mp4' });
    expect(pretender.error?.message).toContain('response code: 415');
    expect(fs.readdirSync(uploadsDir)).toEqual([]);
    const encodes = await app.db.selectFrom('media_encodes').select('file_name').execute();
    expect(encodes.map((row) => row.file_name)).not.toContain('pretender.mp4');
  });

  it('takes a trailer away, keeping its video among the ready ones, and a published movie keeps its video', async () => {
    const assets = (await app.inject({ url: '/api/console/v1/media/assets', headers: editor })).json().data;
    const asset = assets.find((entry: { owners: { kind: string; id: number }[] }) =>
      entry.owners.some((owner) => owner.kind === 'movie' && owner.id === 2),
    );
    expect(asset).toBeDefined();
    const link = await app.inject({
      method: 'POST',
      url: `/api/console/v1/media/assets/${asset.id}/links`,
      headers: editor,
      payload: { ownerKind: 'trailer', ownerId: 3 },
    });
    expect(link.statusCode).toBe(200);
    const unlink = (url: string) => app.inject({ method: 'DELETE', url, headers: editor });

    const trailer = await unlink('/api/console/v1/media/links/trailer/3');
    expect(trailer.statusCode).toBe(200);
    expect(trailer.json().data).toEqual({ ownerKind: 'trailer', ownerId: 3, unlinkedAssetId: asset.id });
    expect(await findAssetFor(app.db, 'trailer', 3)).toBeUndefined();
    const after = (await app.inject({ url: '/api/console/v1/media/assets', headers: editor })).json().data;
    expect(after.map((entry: { id: string }) => entry.id)).toContain(asset.id);
    expect((await unlink('/api/console/v1/media/links/trailer/3')).json().data.unlinkedAssetId).toBeNull();

    await app.db.updateTable('movies').set({ published_at: new Date() }).where('id', '=', 2).execute();
    const published = await unlink('/api/console/v1/media/links/movie/2');
    expect(published.statusCode).toBe(409);
    expect((await findAssetFor(app.db, 'movie', 2))?.id).toBe(asset.id);
    await app.db.updateTable('movies').set({ published_at: null }).where('id', '=', 2).execute();
    expect((await unlink('/api/console/v1/media/links/movie/2')).statusCode).toBe(200);
    expect(await findAssetFor(app.db, 'movie', 2)).toBeUndefined();
    expect((await unlink('/api/console/v1/media/links/movie/999')).statusCode).toBe(404);
    expect((await unlink('/api/console/v1/media/links/channel/2')).statusCode).toBe(400);
  });

  it('answers 401 without a member of staff and 403 to every role but editor, writing nothing', async () => {
    const anonymous = await upload(clip, { headers: { origin: editor.origin! } });
    expect(anonymous.error?.message).toContain('response code: 401');
    const encodes = await app.db.selectFrom('media_encodes').select('id').execute();
    const audited = await app.db.selectFrom('staff_audit_log').select('id').execute();
    for (const role of ['admin', 'support', 'analyst'] as const) {
      const other = as(await signInStaff(app, role));
      const refused = await upload(clip, { headers: other });
      expect(refused.error?.message, role).toContain('response code: 403');
      const calls = [
        { method: 'GET', url: '/api/console/v1/media/encodes' },
        { method: 'GET', url: '/api/console/v1/media/assets' },
        { method: 'DELETE', url: '/api/console/v1/media/links/movie/1' },
        { method: 'GET', url: `/api/console/v1/media/encodes/${encodes[0]!.id}` },
        { method: 'GET', url: `/api/console/v1/media/encodes/${encodes[0]!.id}/events` },
        { method: 'POST', url: `/api/console/v1/media/encodes/${encodes[0]!.id}/cancel` },
        { method: 'POST', url: '/api/console/v1/media/encodes', payload: { uploadId: 'a'.repeat(32) } },
        {
          method: 'POST',
          url: `/api/console/v1/media/assets/${crypto.randomUUID()}/links`,
          payload: { ownerKind: 'movie', ownerId: 1 },
        },
      ] as const;
      for (const call of calls) {
        const response = await app.inject({ ...call, headers: other });
        expect(response.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
      }
    }
    expect(fs.readdirSync(uploadsDir)).toEqual([]);
    expect(await app.db.selectFrom('media_encodes').select('id').execute()).toHaveLength(encodes.length);
    expect(await app.db.selectFrom('staff_audit_log').select('id').execute()).toHaveLength(audited.length);
  });

  it('refuses an upload from another site: the console takes changes only with its own Origin', async () => {
    const forged = await upload(clip, { headers: { ...editor, origin: 'https://evil.example' } });
    expect(forged.error?.message).toContain('response code: 403');
    expect(fs.readdirSync(uploadsDir)).toEqual([]);
  });

  it('records each upload and link in the audit log under the editor who made it', async () => {
    const entries = await app.db
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_id', 'target_kind'])
      .where('action', 'like', 'media.%')
      .execute();
    expect(entries.filter((entry) => entry.action === 'media.upload').length).toBeGreaterThanOrEqual(2);
    expect(entries).toContainEqual({
      action: 'media.asset.link',
      staff_id: editorStaff.staff.id,
      target_kind: 'movie',
    });
    for (const entry of entries) expect(entry.staff_id).toBe(editorStaff.staff.id);
  });

  it('answers 400 to an upload id that is not one, never touching a file outside the uploads folder', async () => {
    const response = await fetch(`${base}/api/console/v1/uploads/..%2F..%2Fdb`, {
      method: 'HEAD',
      headers: { ...editor, 'tus-resumable': '1.0.0' },
    });
    expect(response.status).toBe(400);
    const unknown = await fetch(`${base}/api/console/v1/uploads/${'a'.repeat(32)}`, {
      method: 'HEAD',
      headers: { ...editor, 'tus-resumable': '1.0.0' },
    });
    expect(unknown.status).toBe(404);
  });
});
