import type { PlayoutBlock, ScheduledAsset } from './live-timeline.ts';

/** An asset of `count` segments of `seconds` each, as the playlist builder sees one rendition. */
export function fakeScheduledAsset(assetId: string, count: number, seconds = 4): ScheduledAsset {
  return {
    assetId,
    quality: 'standard',
    initFile: 'init.mp4',
    segments: Array.from({ length: count }, (_, index) => ({
      file: `seg_${String(index + 1).padStart(5, '0')}.m4s`,
      duration: seconds,
    })),
  };
}

export function block(asset: ScheduledAsset, startsAt: Date, endsAt: Date): PlayoutBlock {
  return { asset, startsAt, endsAt };
}

/** The tags and URIs of a playlist, one entry per segment, for assertions. */
export function segmentsOf(playlist: string) {
  const segments: { uri: string; pdt?: string; discontinuity: boolean; map?: string; duration: number }[] =
    [];
  let pending: { pdt?: string; discontinuity: boolean; map?: string; duration: number } = {
    discontinuity: false,
    duration: 0,
  };
  for (const line of playlist.trim().split('\n')) {
    if (line === '#EXT-X-DISCONTINUITY') pending.discontinuity = true;
    else if (line.startsWith('#EXT-X-MAP:URI='))
      pending.map = line.slice('#EXT-X-MAP:URI='.length).replaceAll('"', '');
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))
      pending.pdt = line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length);
    else if (line.startsWith('#EXTINF:')) pending.duration = Number.parseFloat(line.slice(8));
    else if (!line.startsWith('#')) {
      segments.push({ uri: line, ...pending });
      pending = { discontinuity: false, duration: 0 };
    }
  }
  return segments;
}

export function tagOf(playlist: string, tag: string): string | undefined {
  return playlist
    .split('\n')
    .find((line) => line.startsWith(`${tag}:`))
    ?.slice(tag.length + 1);
}
