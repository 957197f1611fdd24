import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signMediaUrl } from '../apps/server/src/features/media/media-signing.ts';
import { type LoadFigures, measureLoad } from './support/load.ts';
import { busiestAsset, type MediaPortal, startPortalWithDemoMedia } from './support/media-portal.ts';
import { type RunningServer, startMediaNginx, startStaticFileServer } from './support/media-servers.ts';
import { type BenchSection, kilobytes, markdownTable, ratio } from './support/section.ts';

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
