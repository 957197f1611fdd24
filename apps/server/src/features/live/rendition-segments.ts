import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaQuality } from '../../db/schema.ts';
import { mediaQualities, qualityRank } from '../media/quality-ladder.ts';
import type { ScheduledAsset } from './live-timeline.ts';

/** The segments of a VOD rendition playlist as the pipeline writes it (`#EXT-X-MAP`, `#EXTINF`, files). */
export function parseRenditionPlaylist(text: string): {
  initFile: string;
  segments: ScheduledAsset['segments'];
} {
  const segments: { file: string; duration: number }[] = [];
  let initFile = 'init.mp4';
  let duration: number | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const map = /^#EXT-X-MAP:.*URI="([^"]+)"/.exec(line);
    if (map?.[1]) initFile = map[1];
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && duration !== undefined) {
      segments.push({ file: line, duration });
      duration = undefined;
    }
  }
  return { initFile, segments };
}

/**
 * Reads the renditions of assets from the media folder. An asset folder is written once and never changes,
 * so each rendition is read once per process.
 */
export class RenditionSegments {
  private readonly cache = new Map<string, Promise<ScheduledAsset | undefined>>();

  constructor(private readonly mediaDir: string) {}

  /** The asked quality, else the nearest lower one the asset has, else its lowest. */
  async load(
    asset: { id: string; folder: string },
    quality: MediaQuality,
  ): Promise<ScheduledAsset | undefined> {
    const lower = mediaQualities.filter((q) => qualityRank(q) <= qualityRank(quality)).reverse();
    const higher = mediaQualities.filter((q) => qualityRank(q) > qualityRank(quality));
    for (const candidate of [...lower, ...higher]) {
      const found = await this.exact(asset, candidate);
      if (found) return found;
    }
    return undefined;
  }

  private exact(asset: { id: string; folder: string }, quality: MediaQuality) {
    const key = `${asset.id}/${quality}`;
    let entry = this.cache.get(key);
    if (!entry) {
      entry = this.read(asset, quality);
      this.cache.set(key, entry);
    }
    return entry;
  }

  private async read(asset: { id: string; folder: string }, quality: MediaQuality) {
    const file = path.join(this.mediaDir, asset.folder, quality, 'index.m3u8');
    const text = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) {
      this.cache.delete(`${asset.id}/${quality}`);
      return undefined;
    }
    const parsed = parseRenditionPlaylist(text);
    if (parsed.segments.length === 0) return undefined;
    return { assetId: asset.id, quality, ...parsed };
  }
}
