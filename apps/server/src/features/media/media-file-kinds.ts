/** The files a signed asset address may reach, and how each is typed and cached. */
export type MediaFileKind = 'master' | 'media_playlist' | 'init' | 'segment' | 'poster';

/** A rendition's files, H.264 at `<quality>/…` and AV1 at `av1/<quality>/…`. */
const RENDITION_FILE =
  /^(?:av1\/)?(?:data_saver|standard|high|higher|best)\/(index\.m3u8|init\.mp4|seg_\d{5}\.m4s)$/;

/**
 * What a path inside an asset folder names, or undefined for anything else: only the files the pipeline
 * writes are ever served, so neither a stray file in the folder nor a crafted path can be reached.
 */
export function mediaFileKind(file: string): MediaFileKind | undefined {
  if (file === 'master.m3u8') return 'master';
  if (file === 'poster.webp') return 'poster';
  const name = RENDITION_FILE.exec(file)?.[1];
  if (!name) return undefined;
  if (name === 'index.m3u8') return 'media_playlist';
  return name === 'init.mp4' ? 'init' : 'segment';
}

export const contentTypeOf: Record<MediaFileKind, string> = {
  master: 'application/vnd.apple.mpegurl',
  media_playlist: 'application/vnd.apple.mpegurl',
  init: 'video/mp4',
  segment: 'video/iso.segment',
  poster: 'image/webp',
};

const MASTER_SECONDS = 60;
const FILE_SECONDS = 24 * 3600;

/**
 * Cache-Control for a file of an address expiring at `expires`. The master briefly (it is built per
 * address); every other file for a day and immutable, as an asset folder is written once and renamed into
 * place, so no name ever changes its bytes. Never past the address's expiry, so no cache keeps serving an
 * address the server would refuse. `private`: an address is one user's grant, a shared cache gains nothing.
 */
export function cacheControlFor(kind: MediaFileKind, expires: number, now: Date = new Date()): string {
  const remaining = Math.max(0, expires - Math.floor(now.getTime() / 1000));
  const master = kind === 'master';
  const maxAge = Math.min(master ? MASTER_SECONDS : FILE_SECONDS, remaining);
  return `private, max-age=${maxAge}${master ? '' : ', immutable'}`;
}
