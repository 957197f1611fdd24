import path from 'node:path';

/** Where encoded assets live: `${dataDir}/media/assets/<assetId>/…`, the folder nginx serves as its root. */
export function mediaDirOf(dataDir: string): string {
  return path.join(dataDir, 'media');
}

export function assetsDir(mediaDir: string): string {
  return path.join(mediaDir, 'assets');
}

/** An asset's folder relative to the media folder, as media_assets.folder records it. */
export function assetFolder(assetId: string): string {
  return `assets/${assetId}`;
}
