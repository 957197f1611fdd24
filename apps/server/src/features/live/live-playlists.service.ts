import type { Db } from '../../db/database.ts';
import type { MediaQuality } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { buildMasterPlaylist } from '../media/master-playlist.ts';
import { findRenditions } from '../media/media-assets.repository.ts';
import { signMediaUrl, withinCap } from '../media/media-signing.ts';
import { isMediaQuality, ladderRungs } from '../media/quality-ladder.ts';
import { liveChannelsRepository } from './live-channels.repository.ts';
import { LIVE_SLOT_SECONDS, LIVE_WINDOW_SEGMENTS, SEGMENT_GRANT_HOURS } from './live-config.ts';
import { buildLivePlaylist } from './live-playlist.ts';
import {
  isMasterPlaylist,
  type RelayFetcher,
  relayVariants,
  rewriteRelayMaster,
  rewriteRelayMedia,
} from './relay-playlist.ts';
import { RenditionSegments } from './rendition-segments.ts';
import { SchedulePlayout } from './schedule-playout.service.ts';

const HOUR = 3_600_000;
const offAir = () =>
  new AppError('not_ready', 'This channel is off air at the moment. Please try again shortly.');
const noRendition = () => new AppError('not_found', 'This channel has no such rendition.');
const aboveCap = () => new AppError('forbidden', 'This live address does not grant this quality.');

export interface LivePlaylistsDeps {
  db: Db;
  mediaDir: string;
  signingSecret: string;
  relay: RelayFetcher;
  clock: () => Date;
}

/** The playlists behind a verified live address: built by wall clock (schedule) or relayed (relay). */
export class LivePlaylistsService {
  private readonly playout: SchedulePlayout;

  constructor(private readonly deps: LivePlaylistsDeps) {
    this.playout = new SchedulePlayout(deps.db, new RenditionSegments(deps.mediaDir), LIVE_SLOT_SECONDS);
  }

  async master(channelUid: string, cap: MediaQuality | undefined): Promise<string> {
    const channel = await this.channel(channelUid);
    if (channel.source_kind === 'relay') return this.relayMaster(channel.source_url, cap);
    const filler = await this.playout.filler(channel.id, 'data_saver');
    const renditions = filler ? await findRenditions(this.deps.db, filler.assetId) : [];
    if (renditions.length === 0) throw offAir();
    return buildMasterPlaylist(renditions, cap);
  }

  /** A rendition's live playlist; its segments are signed with the address's cap, so none grants more. */
  async media(channelUid: string, rendition: string, cap: MediaQuality | undefined): Promise<string> {
    if (isMediaQuality(rendition) && !withinCap(`${rendition}/index.m3u8`, cap)) throw aboveCap();
    const channel = await this.channel(channelUid);
    if (channel.source_kind === 'relay') return this.relayMedia(channel.source_url, rendition);
    if (!isMediaQuality(rendition)) throw noRendition();
    const now = this.deps.clock();
    const slotMs = LIVE_SLOT_SECONDS * 1000;
    const last = Math.floor(now.getTime() / slotMs) - 1;
    const from = new Date((last - LIVE_WINDOW_SEGMENTS + 1) * slotMs);
    const window = await this.playout.window(channel.id, rendition, from, new Date((last + 1) * slotMs));
    const signedAt = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
    const assetUrl = (assetId: string) =>
      signMediaUrl(assetId, SEGMENT_GRANT_HOURS * 3600, this.deps.signingSecret, signedAt, cap).replace(
        /master\.m3u8$/,
        '',
      );
    try {
      return buildLivePlaylist({
        programmes: window.blocks,
        discontinuityBase: window.discontinuityBase,
        now,
        windowSegments: LIVE_WINDOW_SEGMENTS,
        targetDuration: LIVE_SLOT_SECONDS,
        assetUrl,
      });
    } catch {
      throw offAir();
    }
  }

  private async channel(uid: string) {
    const channel = await liveChannelsRepository.findByUid(this.deps.db, uid);
    if (!channel) throw new AppError('not_found', 'This channel does not exist.');
    return channel;
  }

  private async relayMaster(sourceUrl: string | null, cap: MediaQuality | undefined) {
    const text = await this.upstream(sourceUrl);
    if (!isMasterPlaylist(text)) return rewriteRelayMedia(text, sourceUrl ?? '');
    const maxHeight = ladderRungs.find((rung) => rung.quality === cap)?.boxHeight;
    return rewriteRelayMaster(text, sourceUrl ?? '', { maxHeight });
  }

  private async relayMedia(sourceUrl: string | null, rendition: string) {
    const index = /^r(\d{1,3})$/.exec(rendition)?.[1];
    if (index === undefined) throw noRendition();
    const variant = relayVariants(await this.upstream(sourceUrl), sourceUrl ?? '')[Number(index)];
    if (!variant) throw noRendition();
    return rewriteRelayMedia(await this.upstream(variant.uri), variant.uri);
  }

  private async upstream(url: string | null): Promise<string> {
    if (!url) throw offAir();
    try {
      return await this.deps.relay.fetchText(url);
    } catch {
      throw offAir();
    }
  }
}
