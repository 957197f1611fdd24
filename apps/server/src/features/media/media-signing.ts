/**
 * # Signed media addresses
 *
 * A stream address grants one asset folder until a moment, in nginx's `secure_link` scheme, so that nginx
 * (deploy/nginx/glotv-media.conf) and the Node route check the very same signature:
 *
 *     /media/s/<sig>/<expires>/<asset>/master.m3u8
 *     asset   = <assetId>                 the whole ladder
 *             | <assetId>~<maxQuality>    capped: the master lists nothing above e.g. `data_saver`
 *             followed by ~m.<subscriberId>.<viewingId> when the bytes sent are metered (a subscriber's title)
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

const SUBSCRIBER = /^[1-9][0-9]{0,18}$/;
const VIEWING = /^[0-9a-f]{16}$/;

/** Whose data bundle pays for the bytes sent under an address, and which viewing they belong to. */
export interface MeterKey {
  subscriberId: string;
  viewingId: string;
}

/**
 * The signed folder name: the asset id, with `~<quality>` when the master is capped and
 * `~m.<subscriberId>.<viewingId>` when the bytes sent are counted against a subscriber.
 */
export function signedAssetName(assetId: string, maxQuality?: MediaQuality, meter?: MeterKey): string {
  const capped = maxQuality ? `${assetId}~${maxQuality}` : assetId;
  return meter ? `${capped}~m.${meter.subscriberId}.${meter.viewingId}` : capped;
}

/** Reads `m.<subscriberId>.<viewingId>`; undefined when it is not one. */
function parseMeterKey(part: string): MeterKey | undefined {
  const [tag, subscriberId = '', viewingId = '', ...extra] = part.split('.');
  if (tag !== 'm' || extra.length > 0 || !SUBSCRIBER.test(subscriberId) || !VIEWING.test(viewingId)) {
    return undefined;
  }
  return { subscriberId, viewingId };
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
  meter?: MeterKey,
): string {
  const expires = Math.floor(now.getTime() / 1000) + Math.max(0, Math.floor(ttlSeconds));
  const asset = signedAssetName(assetId, maxQuality, meter);
  return `${MEDIA_PATH_PREFIX}/${mediaSignature(expires, asset, secret)}/${expires}/${asset}/master.m3u8`;
}

export type MediaGrant =
  | {
      ok: true;
      assetId: string;
      maxQuality: MediaQuality | undefined;
      expires: number;
      /** Present when the address's bytes are counted against a subscriber. */
      meter?: MeterKey;
    }
  | { ok: false; reason: 'malformed' | 'expired' | 'bad_signature' };

/** Checks the three signed parts of an address, as nginx does: signature first, then expiry. */
export function verifyMediaGrant(
  parts: { sig: string; expires: string; asset: string },
  secret: string,
  now: Date = new Date(),
): MediaGrant {
  const [assetId = '', ...rest] = parts.asset.split('~');
  const meterPart = rest.at(-1)?.startsWith('m.') ? rest.pop() : undefined;
  const meter = meterPart === undefined ? undefined : parseMeterKey(meterPart);
  const [cap, ...extra] = rest;
  const maxQuality = cap !== undefined && isMediaQuality(cap) ? cap : undefined;
  const capValid = cap === undefined || maxQuality !== undefined;
  const meterValid = meterPart === undefined || meter !== undefined;
  if (
    !/^\d{1,12}$/.test(parts.expires) ||
    !UUID.test(assetId) ||
    !capValid ||
    !meterValid ||
    extra.length > 0
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(mediaSignature(parts.expires, parts.asset, secret));
  const given = Buffer.from(parts.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' };
  }
  const expires = Number(parts.expires);
  if (expires < Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' };
  return meter
    ? { ok: true, assetId, maxQuality, expires, meter }
    : { ok: true, assetId, maxQuality, expires };
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

/**
 * The meter key of a signed media path, read without checking the signature: for the lines of nginx's access
 * log, written only after nginx checked it (the status says whether it passed).
 */
export function meterKeyOfPath(urlPath: string): MeterKey | undefined {
  const match = /^\/media\/s\/[^/]+\/[^/]+\/[^/~]+(?:~[a-z_]+)?~(m\.[^/]+)\//.exec(urlPath);
  return match?.[1] ? parseMeterKey(match[1]) : undefined;
}
