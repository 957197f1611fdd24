import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMediaUrl } from '../media/media-signing.ts';
import { writeFakeAssetFiles } from '../media/testing/fake-asset.ts';
import { type RunningNginx, startNginx } from '../media/testing/nginx-server.ts';
import { NginxMeterLogReader, parseMeterLine } from './nginx-meter-log.ts';

const secret = 'nginx-meter-secret-of-at-least-32-characters';
const meter = { subscriberId: '42', viewingId: '00112233445566ff' };
let workDir: string;
let nginx: RunningNginx;
let assetId: string;

const folder = (cap?: 'data_saver', key: typeof meter | null = meter) =>
  signMediaUrl(assetId, 3600, secret, new Date(), cap, key ?? undefined).replace(/master\.m3u8$/, '');
/** Fetches and reads the whole body: the bytes the client received. */
async function received(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: number }> {
  const response = await fetch(`${nginx.baseUrl}${url}`, {
    headers: { 'accept-encoding': 'identity', ...headers },
  });
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}
async function until(done: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !done(); attempt++) await new Promise((r) => setTimeout(r, 50));
}
const sumOf = (sends: { bytes: number }[]) => sends.reduce((sum, send) => sum + send.bytes, 0);

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-meter-'));
  fs.chmodSync(workDir, 0o777); // nginx's workers (another user when the tests run as root) write the log here
  const mediaDir = path.join(workDir, 'media');
  assetId = writeFakeAssetFiles(mediaDir).assetId;
  nginx = await startNginx({ workDir, mediaRoot: path.join(mediaDir, 'assets'), secret });
});

afterAll(async () => {
  await nginx?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe("nginx's media meter log, read by the portal", () => {
  it('counts exactly the body bytes nginx sent under metered addresses, and nothing refused or unmetered', async () => {
    let expected = 0;
    for (const file of [
      'master.m3u8',
      'standard/index.m3u8',
      'standard/init.mp4',
      'standard/seg_00001.m4s',
    ]) {
      const answer = await received(`${folder()}${file}`);
      expect(answer.status, file).toBe(200);
      expected += answer.bytes;
    }
    const ranged = await received(`${folder()}high/seg_00002.m4s`, { range: 'bytes=100-599' });
    expect(ranged).toEqual({ status: 206, bytes: 500 });
    expected += 500;
    // Refused: above the cap; a meter key edited to another subscriber; unmetered: counted against no one.
    expect((await received(`${folder('data_saver')}high/seg_00001.m4s`)).status).toBe(403);
    const edited = folder().replace('~m.42.', '~m.43.');
    expect((await received(`${edited}standard/seg_00001.m4s`)).status).toBe(403);
    expect((await received(`${folder(undefined, null)}standard/seg_00001.m4s`)).status).toBe(200);

    const sends = await new NginxMeterLogReader(nginx.meterLog).readNew();
    expect(sends.every((send) => send.meter.subscriberId === '42')).toBe(true);
    expect(sends.every((send) => send.meter.viewingId === meter.viewingId)).toBe(true);
    expect(sumOf(sends)).toBe(expected);
  });

  it('reads each line once, across restarts, and starts again on a rotated log', async () => {
    expect(await new NginxMeterLogReader(nginx.meterLog).readNew()).toEqual([]);
    const answer = await received(`${folder()}data_saver/seg_00001.m4s`);
    const reader = new NginxMeterLogReader(nginx.meterLog);
    expect(sumOf(await reader.readNew())).toBe(answer.bytes);
    expect(await reader.readNew()).toEqual([]);

    // As logrotate does: move the log, then tell nginx to reopen its logs (USR1), which makes a new one.
    fs.renameSync(nginx.meterLog, `${nginx.meterLog}.1`);
    process.kill(Number(fs.readFileSync(path.join(workDir, 'nginx.pid'), 'utf8')), 'SIGUSR1');
    await until(() => fs.existsSync(nginx.meterLog));
    const after = await received(`${folder()}data_saver/seg_00002.m4s`);
    expect(sumOf(await reader.readNew())).toBe(after.bytes);
  });
});

describe('parseMeterLine', () => {
  const uri = `/media/s/abcdefghijklmnopqrstuv/1900000000/0b5c1f7e-3c1a-4f5e-9d1b-2a7e6f0c9d11~standard~m.7.0123456789abcdef/standard/seg_00001.m4s`;

  it('reads the time, bytes and meter key of a sent file', () => {
    expect(parseMeterLine(`1764070000.123 206 5000 ${uri}`)).toEqual({
      meter: { subscriberId: '7', viewingId: '0123456789abcdef' },
      bytes: 5000,
      at: new Date(1764070000123),
    });
  });

  it('skips refusals, unmetered addresses and lines of another shape', () => {
    expect(parseMeterLine(`1764070000.123 403 150 ${uri}`)).toBeUndefined();
    expect(
      parseMeterLine(`1764070000.123 200 150 ${uri.replace('~m.7.0123456789abcdef', '')}`),
    ).toBeUndefined();
    expect(parseMeterLine('GET / HTTP/1.1')).toBeUndefined();
  });
});
