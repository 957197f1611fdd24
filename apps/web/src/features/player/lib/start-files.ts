/** The first URI a playlist lists, resolved against `playlistUrl`. */
function firstUri(playlist: string, playlistUrl: string): string | null {
  const uri = playlist
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));
  return uri ? new URL(uri, playlistUrl).href : null;
}

/** The first rendition a master playlist lists (the lowest: Auto starts there), resolved against `masterUrl`. */
export function firstRenditionUrl(master: string, masterUrl: string): string | null {
  return firstUri(master, masterUrl);
}

/** The first segment a media playlist lists (where a title played from its beginning starts), resolved. */
export function firstSegmentUrl(playlist: string, playlistUrl: string): string | null {
  return firstUri(playlist, playlistUrl);
}

/** The init segment (EXT-X-MAP) a media playlist names first, resolved against `playlistUrl`. */
export function initSegmentUrl(playlist: string, playlistUrl: string): string | null {
  const uri = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1];
  return uri ? new URL(uri, playlistUrl).href : null;
}

/**
 * A stream address as the API gives it (a path, `/media/s/…/master.m3u8`) made full against the page's
 * address: the start files cannot be resolved against a path alone.
 */
export function fullAddress(address: string, pageUrl: string): string {
  return new URL(address, pageUrl).href;
}

/** How many target durations behind the newest segment both players start a live stream (HOLD-BACK). */
export const LIVE_HOLD_BACK_SEGMENTS = 3;

/**
 * The segment a player starts a live media playlist at, and the init segment it maps, both resolved against
 * `playlistUrl`: the one airing `LIVE_HOLD_BACK_SEGMENTS` target durations before the playlist's end, as hls.js
 * (liveSyncDurationCount) and the browser's own HLS (HOLD-BACK) both place it. With `slotsLater`, where a player
 * starts the same channel's playlist that many slots on: the window moved on by a target duration per slot, its
 * oldest segments gone. Null for a playlist without a segment or one that has ended (not live), and where that
 * later start is a segment this playlist does not list yet.
 */
export function liveStartFiles(
  playlist: string,
  playlistUrl: string,
  slotsLater = 0,
): { init: string | null; segment: string } | null {
  if (playlist.includes('#EXT-X-ENDLIST')) return null;
  const targetDuration = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)?.[1] ?? Number.NaN);
  const segments: { uri: string; duration: number; map: string | null }[] = [];
  let map: string | null = null;
  let duration: number | null = null;
  for (const raw of playlist.split('\n')) {
    const line = raw.trim();
    const mapped = /^#EXT-X-MAP:URI="([^"]+)"/.exec(line);
    if (mapped) map = mapped[1] ?? null;
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line !== '' && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line, duration, map });
      duration = null;
    }
  }
  if (segments.length <= slotsLater || !Number.isFinite(targetDuration)) return null;
  const window = [
    ...segments.slice(slotsLater),
    ...Array.from({ length: slotsLater }, () => ({ uri: null, duration: targetDuration, map: null })),
  ];
  const total = window.reduce((sum, segment) => sum + segment.duration, 0);
  const startAt = Math.max(0, total - LIVE_HOLD_BACK_SEGMENTS * targetDuration);
  let start = 0;
  const chosen =
    window.find((segment) => {
      const contains = startAt < start + segment.duration - 0.001;
      start += segment.duration;
      return contains;
    }) ?? window[window.length - 1];
  if (!chosen?.uri) return null;
  return {
    init: chosen.map ? new URL(chosen.map, playlistUrl).href : null,
    segment: new URL(chosen.uri, playlistUrl).href,
  };
}
