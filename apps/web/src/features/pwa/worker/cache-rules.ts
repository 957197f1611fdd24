/**
 * What the service worker may keep at runtime: catalog pictures only. They are public (no sign-in), addressed by
 * image id and width alone, and served immutable. Everything else under /api/ (personal answers, stream
 * addresses), signed media and live addresses (/media/s/…, /live/s/…) and the console are never handled by the
 * worker: the browser fetches them as if there were none.
 */
const catalogImagePath = /^\/api\/client\/v1\/[a-z0-9-]+\/images\/[^/]+$/;

export function isCachedCatalogImage(url: URL, origin: string): boolean {
  if (url.origin !== origin || !catalogImagePath.test(url.pathname)) return false;
  // Only the width may vary: any other parameter (a token, a signature) makes the address one not to keep.
  return [...url.searchParams.keys()].every((name) => name === 'width');
}

/** How many pictures are kept, and for how long since last use: about 200 × 30 kB on a phone. */
export const imageCacheLimits = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

export const imageCacheName = 'glotv-images';
export const offlinePageUrl = '/play/offline.html';
