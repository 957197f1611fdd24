import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Portal, startPortal } from '@glotv/testing/portal-launcher';

export interface MediaPortal {
  portal: Portal;
  /** The MEDIA_SIGNING_SECRET the portal signs and checks addresses with. */
  secret: string;
  /** `${DATA_DIR}/media/assets`: one folder per encoded asset, the root nginx serves. */
  assetsDir: string;
  assetIds: string[];
  stop(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readyAssets(assetsDir: string): string[] {
  if (!fs.existsSync(assetsDir)) return [];
  return fs
    .readdirSync(assetsDir)
    .filter((name) => UUID.test(name))
    .sort();
}

/** Bytes on disk of an asset's folder: its renditions, playlists and poster. */
export function assetBytes(assetsDir: string, assetId: string): number {
  return fs
    .readdirSync(path.join(assetsDir, assetId), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/**
 * The asset hardest to compress (the most bytes on disk): the demo clips range from a slowly changing colour
 * field to a busy moving test pattern, and the busiest is the nearest to real footage's bit rates.
 */
export function busiestAsset(assetsDir: string, assetIds: string[]): string {
  const sized = assetIds.map((assetId) => ({ assetId, bytes: assetBytes(assetsDir, assetId) }));
  return sized.sort((a, b) => b.bytes - a.bytes)[0]!.assetId;
}

/**
 * The real portal with its demo media made (DEMO_MEDIA=auto: three clips encoded into the ladder and linked
 * to every title), waited for until the whole run is over so that no ffmpeg competes with what is measured.
 * DATA_DIR is world-readable: nginx's workers run as another user when the bench runs as root.
 */
export async function startPortalWithDemoMedia(
  env: Record<string, string> = {},
  timeoutMs = 360_000,
): Promise<MediaPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-bench-media-'));
  fs.chmodSync(dataDir, 0o755);
  const secret = randomBytes(24).toString('base64url');
  const assetsDir = path.join(dataDir, 'media', 'assets');
  // The demo run draws its sources here and removes the folder once every title is linked.
  const sourcesDir = path.join(dataDir, 'media', 'demo-sources');
  let portal: Portal | undefined;
  const stop = async () => {
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    portal = await startPortal({
      dataDir,
      env: { DEMO_MEDIA: 'auto', MEDIA_SIGNING_SECRET: secret, RATE_LIMIT_MULTIPLIER: '1000', ...env },
    });
    const started = Date.now();
    for (;;) {
      const assetIds = readyAssets(assetsDir);
      if (assetIds.length > 0 && !fs.existsSync(sourcesDir)) {
        return { portal, secret, assetsDir, assetIds, stop };
      }
      if (Date.now() - started > timeoutMs) {
        throw new Error(`the portal's demo media was not ready after ${timeoutMs / 1000} s`);
      }
      await sleep(500);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
