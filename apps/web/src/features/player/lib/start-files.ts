/** The first rendition a master playlist lists (the lowest: Auto starts there), resolved against `masterUrl`. */
export function firstRenditionUrl(master: string, masterUrl: string): string | null {
  const uri = master
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));
  return uri ? new URL(uri, masterUrl).href : null;
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
