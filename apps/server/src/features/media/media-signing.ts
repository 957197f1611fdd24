/**
 * # Signed media addresses
 *
 * A stream address grants one asset folder until a moment, in nginx's `secure_link` scheme, so that nginx
 * (deploy/nginx/glotv-media.conf) and the Node route check the very same signature:
 *
 *     /media/s/<sig>/<expires>/<asset>/master.m3u8
 *     asset   = <assetId>                 the whole ladder
 *             | <assetId>~<maxQuality>    capped: the master lists nothing above e.g. `data_saver`
 *     expires = Unix time in seconds; the address is refused once the clock is past it
 *     sig     = base64url(md5("<expires>/<asset> <secret>")) without `=` padding
 *
 * nginx: `secure_link $sig,$expires; secure_link_md5 "$expires/$asset $secret";`, with an expired address
 * answered 403 like a wrong one (nginx's default for expired is 410).
 *
 * The signature covers the folder, not a file: the relative URLs inside the playlists
 * (`data_saver/index.m3u8`, `seg_00001.m4s`) resolve under the same signed prefix and carry the grant to
 * every segment without a round trip to the server. The cap is inside the signed string, so a client
 * cannot lift it by editing the address. The cap binds every file: the master lists nothing above it and
 * no rendition above it is served (403), by the Node route and by nginx alike. A user choosing a higher
 * quality asks the server for a new address.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MediaQuality } from '../../db/schema.ts';
import { isMediaQuality, qualityRank } from './quality-ladder.ts';

export const MEDIA_PATH_PREFIX = '/media/s';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The signed folder name: the asset id, with `~<quality>` when the master is capped. */
export function signedAssetName(assetId: string, maxQuality?: MediaQuality): string {
  return maxQuality ? `${assetId}~${maxQuality}` : assetId;
}

export function mediaSignature(expires: number | string, asset: string, secret: string): string {
  return createHash('md5').update(`${expires}/${asset} ${secret}`).digest('base64url');
}

/** The master playlist address of an asset, valid for `ttlSeconds` from `now`. */
export function signMediaUrl(
  assetId: string,
  ttlSeconds: number,
  secret: string,
  now: Date = new Date(),
  maxQuality?: MediaQuality,
): string {
  const expires = Math.floor(now.getTime() / 1000) + Math.max(0, Math.floor(ttlSeconds));
  const asset = signedAssetName(assetId, maxQuality);
  return `${MEDIA_PATH_PREFIX}/${mediaSignature(expires, asset, secret)}/${expires}/${asset}/master.m3u8`;
}

export type MediaGrant =
  | { ok: true; assetId: string; maxQuality: MediaQuality | undefined; expires: number }
  | { ok: false; reason: 'malformed' | 'expired' | 'bad_signature' };

/** Checks the three signed parts of an address, as nginx does: signature first, then expiry. */
export function verifyMediaGrant(
  parts: { sig: string; expires: string; asset: string },
  secret: string,
  now: Date = new Date(),
): MediaGrant {
  const [assetId = '', cap, ...extra] = parts.asset.split('~');
  const maxQuality = cap !== undefined && isMediaQuality(cap) ? cap : undefined;
  const capValid = cap === undefined || maxQuality !== undefined;
  if (!/^\d{1,12}$/.test(parts.expires) || !UUID.test(assetId) || !capValid || extra.length > 0) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(mediaSignature(parts.expires, parts.asset, secret));
  const given = Buffer.from(parts.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' };
  }
  const expires = Number(parts.expires);
  if (expires < Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' };
  return { ok: true, assetId, maxQuality, expires };
}

/** Verifies a whole request path, `/media/s/<sig>/<expires>/<asset>/<file>`; the file is returned as given. */
export function verifyMediaPath(
  urlPath: string,
  secret: string,
  now: Date = new Date(),
): MediaGrant & { file?: string } {
  const match = /^\/media\/s\/([^/]+)\/([^/]+)\/([^/]+)\/(.+)$/.exec(urlPath.split('?')[0] ?? '');
  if (!match) return { ok: false, reason: 'malformed' };
  const [, sig = '', expires = '', asset = '', file = ''] = match;
  const grant = verifyMediaGrant({ sig, expires, asset }, secret, now);
  return grant.ok ? { ...grant, file } : grant;
}

/**
 * Whether a file of the asset folder is within the address's cap: a rendition's files only up to the cap,
 * the master and the poster always.
 */
export function withinCap(file: string, maxQuality: MediaQuality | undefined): boolean {
  // An AV1 rendition sits under `av1/`, capped like its H.264 twin.
  const rendition = (file.startsWith('av1/') ? file.split('/')[1] : file.split('/')[0]) ?? '';
  if (maxQuality === undefined || !file.includes('/') || !isMediaQuality(rendition)) return true;
  return qualityRank(rendition) <= qualityRank(maxQuality);
}
