import { LIVE_SLOT_HEADER, liveSlotHeader } from '@glotv/contracts/live-slot';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { requireNigeria } from '../geo/geo.plugin.ts';
import { LIVE_SLOT_SECONDS } from './live-config.ts';
import { type LiveGrant, verifyLiveGrant } from './live-signing.ts';

const grantParams = { sig: z.string().max(64), expires: z.string().max(16), grant: z.string().max(128) };
const masterParams = z.object(grantParams);
const mediaParams = z.object({ ...grantParams, rendition: z.string().max(16) });

const refusal: Record<Extract<LiveGrant, { ok: false }>['reason'], string> = {
  malformed: 'This live address is not valid.',
  bad_signature: 'This live address is not signed for this channel.',
  expired: 'This live address has expired. Open the channel again for a new one.',
};

/**
 * `GET /live/s/<sig>/<expires>/<channelUid>~<cap|all>/master.m3u8` and `…/<rendition>/index.m3u8`: the
 * signed live playlists. They change every segment, so no browser keeps one past its slot. Needs livePlugin
 * and geo.
 * A programme address (`<channelUid>~<cap|all>~<start>-<end>`, start-over and catch-up) is served by the same
 * routes: the same signature, expiry, country and cap checks, then that programme's playlist.
 */
/** How long a browser may keep a live master playlist. */
const liveMasterSeconds = 60;

/** Milliseconds left at `now` in the slot it falls in. */
function slotMsLeft(now: Date): number {
  const slotMs = LIVE_SLOT_SECONDS * 1000;
  return slotMs - (now.getTime() % slotMs);
}

/**
 * A schedule channel's media playlist is the same for every request within its slot (built once per slot), so
 * the browser may keep it for the whole seconds left in that slot: the page fetches it as Play is pressed and
 * the player finds it ready (see the web's warm-up). Never past the slot, so no reload misses a new segment.
 */
function mediaPlaylistCacheControl(msLeft: number): string {
  const left = Math.floor(msLeft / 1000);
  return left > 0 ? `private, max-age=${left}` : 'no-cache';
}

export async function livePlaylistsRoutes(app: FastifyZodInstance): Promise<void> {
  const encodings: ('br' | 'gzip')[] = ['br', 'gzip'];
  const options = {
    preHandler: requireNigeria,
    compress: { customTypes: /^application\/vnd\.apple\.mpegurl$/, encodings },
  };
  const verified = (params: { sig: string; expires: string; grant: string }) => {
    const grant = verifyLiveGrant(params, app.config.mediaSigningSecret, app.live.clock());
    if (!grant.ok) throw new AppError('forbidden', refusal[grant.reason]);
    return grant;
  };
  // Media playlists change every slot: kept at most to its end (a schedule channel's), else not at all. A master
  // names only the ladder, kept a minute so a page can fetch it ahead of Play (the web's warm-up), as a VOD one.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    return payload;
  });

  app.get(
    '/live/s/:sig/:expires/:grant/master.m3u8',
    { schema: { params: masterParams, hide: true }, ...options },
    async (request, reply) => {
      const grant = verified(request.params);
      const body = await app.live.playlists.master(grant.channelUid, grant.maxQuality, grant.window);
      // A relay whose source has one rendition answers with that media playlist here: never kept.
      if (body.includes('#EXT-X-STREAM-INF')) {
        reply.header('cache-control', `private, max-age=${liveMasterSeconds}`);
      }
      return reply.type('application/vnd.apple.mpegurl').send(body);
    },
  );

  app.get(
    '/live/s/:sig/:expires/:grant/:rendition/index.m3u8',
    { schema: { params: mediaParams, hide: true }, ...options },
    async (request, reply) => {
      const grant = verified(request.params);
      const { channelUid, maxQuality, window } = grant;
      const { rendition } = request.params;
      if (window) {
        const body = await app.live.playlists.programme(channelUid, rendition, maxQuality, window);
        return reply.type('application/vnd.apple.mpegurl').send(body);
      }
      const now = app.live.clock();
      const { body, perSlot } = await app.live.playlists.media(channelUid, rendition, maxQuality, now);
      if (perSlot) {
        const msLeft = slotMsLeft(now);
        reply.header('cache-control', mediaPlaylistCacheControl(msLeft));
        reply.header(LIVE_SLOT_HEADER, liveSlotHeader(msLeft, LIVE_SLOT_SECONDS * 1000));
      }
      return reply.type('application/vnd.apple.mpegurl').send(body);
    },
  );
}
