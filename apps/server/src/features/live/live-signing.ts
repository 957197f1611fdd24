/**
 * # Signed live addresses
 *
 *     /live/s/<sig>/<expires>/<channelUid>~<cap|all>/master.m3u8
 *     /live/s/<sig>/<expires>/<channelUid>~<cap|all>/<rendition>/index.m3u8
 *     sig = base64url(md5("<expires>/live-<grant> <secret>")), as media addresses are signed
 *
 * A programme address (start-over, catch-up) adds the programme's window to the grant,
 * `<channelUid>~<cap|all>~<start>-<end>` in Unix seconds: signed with the rest, so it cannot be moved.
 *
 * The `live-` prefix keeps a channel grant from ever verifying as a media asset grant. Like media, the cap
 * shapes the master (the user's quality choice); it is not an access boundary.
 */
import { timingSafeEqual } from 'node:crypto';
import type { MediaQuality } from '../../db/schema.ts';
import { mediaSignature } from '../media/media-signing.ts';
import { isMediaQuality } from '../media/quality-ladder.ts';

export const LIVE_PATH_PREFIX = '/live/s';

const CHANNEL_UID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A programme's window on the clock: what a start-over or catch-up address plays. */
export interface ProgrammeWindow {
  startsAt: Date;
  endsAt: Date;
}

export function liveGrantName(
  channelUid: string,
  maxQuality?: MediaQuality,
  window?: ProgrammeWindow,
): string {
  const base = `${channelUid}~${maxQuality ?? 'all'}`;
  if (!window) return base;
  const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
  return `${base}~${seconds(window.startsAt)}-${seconds(window.endsAt)}`;
}

export function liveSignature(expires: number | string, grantName: string, secret: string): string {
  return mediaSignature(expires, `live-${grantName}`, secret);
}

/** The live master address of a channel, valid for `ttlSeconds` from `now`. */
export function signLiveUrl(
  channelUid: string,
  ttlSeconds: number,
  secret: string,
  now: Date = new Date(),
  maxQuality?: MediaQuality,
  window?: ProgrammeWindow,
): { url: string; expires: number } {
  const expires = Math.floor(now.getTime() / 1000) + Math.max(0, Math.floor(ttlSeconds));
  const name = liveGrantName(channelUid, maxQuality, window);
  return {
    url: `${LIVE_PATH_PREFIX}/${liveSignature(expires, name, secret)}/${expires}/${name}/master.m3u8`,
    expires,
  };
}

export type LiveGrant =
  | {
      ok: true;
      channelUid: string;
      maxQuality: MediaQuality | undefined;
      expires: number;
      /** Present on a programme address: the window it plays instead of the live edge. */
      window?: ProgrammeWindow;
    }
  | { ok: false; reason: 'malformed' | 'expired' | 'bad_signature' };

const WINDOW = /^(\d{1,12})-(\d{1,12})$/;

/** `<start>-<end>` in Unix seconds, start before end; undefined when malformed. */
function parseWindow(text: string): ProgrammeWindow | undefined {
  const [, start, end] = WINDOW.exec(text) ?? [];
  if (start === undefined || end === undefined || Number(start) >= Number(end)) return undefined;
  return { startsAt: new Date(Number(start) * 1000), endsAt: new Date(Number(end) * 1000) };
}

/** Signature first, then expiry, as media addresses are checked. */
export function verifyLiveGrant(
  parts: { sig: string; expires: string; grant: string },
  secret: string,
  now: Date = new Date(),
): LiveGrant {
  const [channelUid = '', cap = '', windowText, ...extra] = parts.grant.split('~');
  const capValid = cap === 'all' || isMediaQuality(cap);
  const window = windowText === undefined ? undefined : parseWindow(windowText);
  if (
    !/^\d{1,12}$/.test(parts.expires) ||
    !CHANNEL_UID.test(channelUid) ||
    !capValid ||
    (windowText !== undefined && !window) ||
    extra.length > 0
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(liveSignature(parts.expires, parts.grant, secret));
  const given = Buffer.from(parts.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' };
  }
  const expires = Number(parts.expires);
  if (expires < Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' };
  const maxQuality = isMediaQuality(cap) ? cap : undefined;
  return { ok: true, channelUid, maxQuality, expires, ...(window ? { window } : {}) };
}
