import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MediaEncode } from '@glotv/contracts/console-media';
import { freePort } from '@glotv/testing/free-port';
import { type Portal, startPortal } from '@glotv/testing/portal-launcher';
import type { FastifyInstance } from 'fastify';
import { Upload } from 'tus-js-client';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { locateFfmpeg } from '../../apps/server/src/features/media/ffmpeg-locator.ts';
import { makeTestClip } from '../../apps/server/src/features/media/testing/test-clips.ts';
import { StaffSessionService } from '../../apps/server/src/features/staff/staff-sessions.service.ts';
import { signInStaff } from '../../apps/server/src/features/staff/staff-test-fixtures.ts';

const run = promisify(execFile);

/** The chunk the console's page sends per PATCH. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

export interface ConsolePortal {
  portal: Portal;
  /** An editor's console cookies and the portal's Origin. */
  editor: Record<string, string>;
  workDir: string;
  stop(): Promise<void>;
}

/** The portal on its own PGlite, with an editor signed in (written to the database before the first start). */
export async function startPortalWithEditor(): Promise<ConsolePortal> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-bench-uploads-'));
  const dataDir = path.join(workDir, 'data');
  const tokenSigningSecret = randomBytes(32).toString('base64url');
  const port = await freePort();
  const db = createDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await migrateToLatest(db);
  const pretendApp = {
    db,
    config: { tokenSigningSecret, publicBaseUrl: `http://127.0.0.1:${port}` },
    staffSessions: new StaffSessionService(db, tokenSigningSecret),
  } as unknown as FastifyInstance;
  const editor = { ...(await signInStaff(pretendApp, 'editor')).headers };
  await db.destroy();
  const portal = await startPortal({
    port,
    dataDir,
    env: {
      TOKEN_SIGNING_SECRET: tokenSigningSecret,
      MEDIA_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    },
  });
  return {
    portal,
    editor,
    workDir,
    async stop() {
      await portal.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * A valid video of at least `bytes`: a short clip at a very high bit rate, repeated by stream copy (no
 * encode), so the upload is accepted as the console would accept a real source.
 */
export async function makeLargeVideo(workDir: string, bytes: number): Promise<string> {
  const { ffmpeg } = locateFfmpeg();
  const piece = path.join(workDir, 'piece.mkv');
  await run(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-t', '2'],
    ...['-i', 'testsrc2=size=1280x720:rate=25', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', piece],
  ]);
  const loops = Math.ceil(bytes / fs.statSync(piece).size);
  const file = path.join(workDir, 'large.mkv');
  await run(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-stream_loop', String(loops - 1)],
    ...['-i', piece, '-c', 'copy', file],
  ]);
  return file;
}

/** Uploads through tus as the page does; answers the seconds from creation to the last byte acknowledged. */
export async function uploadSeconds(
  target: ConsolePortal,
  bytes: Buffer,
  fileName: string,
): Promise<{ seconds: number; encodeId: string }> {
  const started = performance.now();
  const encodeId = await new Promise<string>((resolve, reject) => {
    const tus = new Upload(bytes, {
      endpoint: `${target.portal.baseUrl}/api/console/v1/uploads`,
      metadata: { filename: fileName, filetype: 'video/x-matroska' },
      headers: target.editor,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [],
      onSuccess: (payload) => resolve(payload.lastResponse.getHeader('Upload-Encode-Id') ?? ''),
      onError: reject,
    });
    tus.start();
  });
  return { seconds: (performance.now() - started) / 1000, encodeId };
}

/** The same bytes written to a file in the same chunks: what the disk alone costs. */
export async function diskWriteSeconds(file: string, bytes: Buffer): Promise<number> {
  const started = performance.now();
  const handle = await fs.promises.open(file, 'w');
  try {
    for (let offset = 0; offset < bytes.length; offset += UPLOAD_CHUNK_BYTES) {
      await handle.write(bytes.subarray(offset, offset + UPLOAD_CHUNK_BYTES));
    }
  } finally {
    await handle.close();
  }
  return (performance.now() - started) / 1000;
}

export async function consoleCall<T>(
  target: ConsolePortal,
  url: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<T> {
  const response = await fetch(`${target.portal.baseUrl}${url}`, { method, headers: target.editor });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export async function waitForEncode(target: ConsolePortal, encodeId: string): Promise<MediaEncode> {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const encode = await consoleCall<MediaEncode>(target, `/api/console/v1/media/encodes/${encodeId}`);
    if (!['queued', 'running'].includes(encode.status)) return encode;
    if (Date.now() > deadline) throw new Error(`the encode did not end: ${JSON.stringify(encode)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export { makeTestClip };
