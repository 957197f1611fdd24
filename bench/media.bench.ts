import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signMediaUrl } from '../apps/server/src/features/media/media-signing.ts';
import { type LoadFigures, measureLoad } from './support/load.ts';
import { busiestAsset, type MediaPortal, startPortalWithDemoMedia } from './support/media-portal.ts';
import { type RunningServer, startMediaNginx, startStaticFileServer } from './support/media-servers.ts';
import { type BenchSection, kilobytes, markdownTable, ratio } from './support/section.ts';
import {
  consoleCall,
  diskWriteSeconds,
  makeLargeVideo,
  makeTestClip,
  startPortalWithEditor,
  UPLOAD_CHUNK_BYTES,
  uploadSeconds,
  waitForEncode,
} from './support/upload-figures.ts';

export interface MediaRow extends LoadFigures {
  /** The segment requested, relative to its asset folder, e.g. 'higher/seg_00002.m4s'. */
  file: string;
  fileBytes: number;
  server: 'node' | 'nginx' | 'baseline';
}

const serverNames: Record<MediaRow['server'], string> = {
  node: 'Node media route',
  nginx: 'nginx `secure_link`',
  baseline: 'bare `node:http` file server',
};

const durationSeconds = 15;
const connections = 50;

/** The lowest and the highest rendition of the asset, and of each the second segment (a full 4 s one). */
function segmentsOf(assetDir: string): string[] {
  const renditions = ['data_saver', 'standard', 'high', 'higher', 'best'].filter((quality) =>
    fs.existsSync(path.join(assetDir, quality)),
  );
  const chosen = [...new Set([renditions[0], renditions.at(-1)])].filter((name) => name !== undefined);
  return chosen
    .map((rendition) =>
      ['seg_00002.m4s', 'seg_00001.m4s']
        .map((segment) => `${rendition}/${segment}`)
        .find((file) => fs.existsSync(path.join(assetDir, file))),
    )
    .filter((file) => file !== undefined);
}

/** One GET before the load: a figure is only worth taking when the server answers the file's very bytes. */
async function expectSameBytes(url: string, expected: Buffer, server: string): Promise<void> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || !body.equals(expected)) {
    throw new Error(`${server} answered ${response.status} with ${body.length} bytes for ${url}`);
  }
}

async function measureSegment(
  media: MediaPortal,
  nginx: RunningServer,
  assetId: string,
  file: string,
): Promise<MediaRow[]> {
  const diskFile = path.join(media.assetsDir, assetId, file);
  const bytes = fs.readFileSync(diskFile);
  const signedFolder = signMediaUrl(assetId, 3600, media.secret).replace(/master\.m3u8$/, '');
  const baseline = await startStaticFileServer(diskFile, 'video/iso.segment');
  try {
    const urls: Record<MediaRow['server'], string> = {
      node: `${media.portal.baseUrl}${signedFolder}${file}`,
      nginx: `${nginx.baseUrl}${signedFolder}${file}`,
      baseline: `${baseline.baseUrl}/${file}`,
    };
    const rows: MediaRow[] = [];
    for (const server of ['node', 'nginx', 'baseline'] as const) {
      await expectSameBytes(urls[server], bytes, serverNames[server]);
      const figures = await measureLoad({ url: urls[server], connections, durationSeconds });
      rows.push({ file, fileBytes: bytes.length, server, ...figures });
    }
    return rows;
  } finally {
    await baseline.stop();
  }
}

function markdownOf(rows: MediaRow[]): string {
  const nginxOf = (file: string) => rows.find((row) => row.file === file && row.server === 'nginx');
  return [
    markdownTable(
      ['segment', 'server', 'requests/s', 'MB/s', 'p50', 'p99', 'non-2xx / errors', 'requests/s ÷ nginx'],
      rows.map((row) => [
        `${row.file} (${kilobytes(row.fileBytes)})`,
        serverNames[row.server],
        row.requestsPerSecond,
        (row.bytesPerSecond / 1e6).toFixed(1),
        `${row.p50Ms} ms`,
        `${row.p99Ms} ms`,
        `${row.non2xx} / ${row.errors}`,
        ratio(row.requestsPerSecond, nginxOf(row.file)?.requestsPerSecond ?? 0),
      ]),
    ),
    '',
    `The same segment files of one demo asset, requested with one signed address (the same secret for both),`,
    `by autocannon with ${connections} connections for ${durationSeconds} s against each server in turn: the portal's`,
    'Node route (signature, expiry and country checks, then @fastify/static), nginx with',
    '`deploy/nginx/glotv-media.conf` (one worker, sendfile), and a bare `node:http` server streaming the file',
    'from disk with no checks. Servers and autocannon share the two cores, all over 127.0.0.1.',
  ].join('\n');
}

export async function benchMedia(): Promise<BenchSection> {
  const media = await startPortalWithDemoMedia();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-bench-nginx-'));
  let nginx: RunningServer | undefined;
  try {
    const assetId = busiestAsset(media.assetsDir, media.assetIds);
    const files = segmentsOf(path.join(media.assetsDir, assetId));
    if (files.length === 0) throw new Error(`the demo asset ${assetId} has no segment files`);
    nginx = await startMediaNginx({ workDir, mediaRoot: media.assetsDir, secret: media.secret });
    const rows: MediaRow[] = [];
    for (const file of files) rows.push(...(await measureSegment(media, nginx, assetId, file)));
    return {
      key: 'media',
      title: 'Media delivery: signed HLS segments through Node and through nginx',
      results: rows,
      markdown: markdownOf(rows),
    };
  } finally {
    await nginx?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    await media.stop();
  }
}

export interface UploadFigures {
  uploadBytes: number;
  chunkBytes: number;
  tusSeconds: number;
  diskSeconds: number;
  tusMegabytesPerSecond: number;
  diskMegabytesPerSecond: number;
  /** tus throughput ÷ plain disk write throughput. */
  throughputRatio: number;
  encodeSourceSeconds: number;
  encodeSourceSize: string;
  renditions: number;
  /** From the job's start to ready (probe, checksum, ladder, measurements, poster), and from upload to ready. */
  encodeSeconds: number;
  encodeSecondsWithQueue: number;
  encodeSecondsPerSourceMinute: number;
  /** ffmpeg's last reported speed (× real time) while the ladder ran. */
  ffmpegSpeed: number | null;
}

const UPLOAD_BYTES = 128 * 1024 * 1024;
const ENCODE_SOURCE_SECONDS = 20;

/**
 * The console's video path: a 128 MiB source through tus (tus-js-client → @tus/server → file store, 8 MiB
 * PATCHes, over 127.0.0.1) against writing the same bytes to the same disk in the same chunks; then a 720p
 * source's encode into the ladder as a job, in seconds per minute of source.
 */
export async function benchUploads(): Promise<BenchSection> {
  const target = await startPortalWithEditor();
  try {
    const bytes = fs.readFileSync(await makeLargeVideo(target.workDir, UPLOAD_BYTES));
    const upload = await uploadSeconds(target, bytes, 'throughput.mkv');
    // Its encode is not what is measured here: stopped at once, so the CPU is free for the next figure.
    await consoleCall(target, `/api/console/v1/media/encodes/${upload.encodeId}/cancel`, 'POST');
    await waitForEncode(target, upload.encodeId);
    const diskSeconds = await diskWriteSeconds(path.join(target.workDir, 'plain-write.bin'), bytes);

    const source = await makeTestClip(path.join(target.workDir, 'source.mp4'), {
      size: '1280x720',
      seconds: ENCODE_SOURCE_SECONDS,
    });
    const sourceBytes = fs.readFileSync(source);
    const sent = performance.now();
    const { encodeId } = await uploadSeconds(target, sourceBytes, 'source.mkv');
    const encode = await waitForEncode(target, encodeId);
    const withQueue = (performance.now() - sent) / 1000;
    if (encode.status !== 'ready') throw new Error(`the encode ended ${encode.status}: ${encode.error}`);
    const encodeSeconds =
      (Date.parse(encode.finishedAt ?? '') - Date.parse(encode.startedAt ?? '')) / 1000 || withQueue;
    const megabytesPerSecond = (seconds: number) => bytes.length / 1e6 / seconds;
    const figures: UploadFigures = {
      uploadBytes: bytes.length,
      chunkBytes: UPLOAD_CHUNK_BYTES,
      tusSeconds: round(upload.seconds),
      diskSeconds: round(diskSeconds),
      tusMegabytesPerSecond: round(megabytesPerSecond(upload.seconds)),
      diskMegabytesPerSecond: round(megabytesPerSecond(diskSeconds)),
      throughputRatio: round(diskSeconds / upload.seconds),
      encodeSourceSeconds: ENCODE_SOURCE_SECONDS,
      encodeSourceSize: '1280×720, 25 fps, with sound',
      renditions: encode.renditions.length,
      encodeSeconds: round(encodeSeconds),
      encodeSecondsWithQueue: round(withQueue),
      encodeSecondsPerSourceMinute: round((encodeSeconds / ENCODE_SOURCE_SECONDS) * 60),
      ffmpegSpeed: encode.speed,
    };
    return {
      key: 'uploads',
      title: 'Video from the console: tus upload throughput and encode time',
      results: figures,
      markdown: uploadsMarkdown(figures),
    };
  } finally {
    await target.stop();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

function uploadsMarkdown(figures: UploadFigures): string {
  return [
    markdownTable(
      ['what', 'time', 'MB/s', '÷ plain disk write'],
      [
        [
          `tus upload of ${(figures.uploadBytes / 2 ** 20).toFixed(0)} MiB (${figures.chunkBytes / 2 ** 20} MiB PATCHes)`,
          `${figures.tusSeconds} s`,
          figures.tusMegabytesPerSecond,
          `${figures.throughputRatio}×`,
        ],
        [
          'plain disk write, same bytes and chunks',
          `${figures.diskSeconds} s`,
          figures.diskMegabytesPerSecond,
          '1×',
        ],
      ],
    ),
    '',
    markdownTable(
      [
        'source',
        'renditions',
        'encode (job start → ready)',
        'upload → ready',
        'seconds per minute of source',
        'ffmpeg speed',
      ],
      [
        [
          `${figures.encodeSourceSeconds} s, ${figures.encodeSourceSize}`,
          figures.renditions,
          `${figures.encodeSeconds} s`,
          `${figures.encodeSecondsWithQueue} s`,
          figures.encodeSecondsPerSourceMinute,
          figures.ffmpegSpeed === null ? 'n/a' : `${figures.ffmpegSpeed}×`,
        ],
      ],
    ),
    '',
    'The upload goes from tus-js-client in the bench process through the portal (the editor guard, @tus/server,',
    'its file store under DATA_DIR) over 127.0.0.1, as the console page sends it; the baseline writes the same',
    'bytes to the same disk in the same chunks with no HTTP. The source is a valid video (a lossless clip',
    'repeated by stream copy) so the upload is accepted; its encode is cancelled at once. The encode is a',
    'lavfi test pattern with a tone, uploaded the same way and encoded by the job queue at low CPU priority',
    '(the ladder in one ffmpeg run, then measuring each rendition and the poster), on the two shared cores.',
  ].join('\n');
}
