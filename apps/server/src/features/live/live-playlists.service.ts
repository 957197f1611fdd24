import type { Db } from '../../db/database.ts';
import type { MediaQuality } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { buildMasterPlaylist } from '../media/master-playlist.ts';
import { findRenditions } from '../media/media-assets.repository.ts';
import { signMediaUrl, withinCap } from '../media/media-signing.ts';
import { isMediaQuality, ladderRungs } from '../media/quality-ladder.ts';
import { liveChannelsRepository } from './live-channels.repository.ts';
import { LIVE_SLOT_SECONDS, LIVE_WINDOW_SEGMENTS, SEGMENT_GRANT_HOURS } from './live-config.ts';
import { buildLivePlaylist, buildProgrammePlaylist, lastAiredSlot } from './live-playlist.ts';
import type { ProgrammeWindow } from './live-signing.ts';
import {
  isMasterPlaylist,
  type RelayFetcher,
  relayVariants,
  rewriteRelayMaster,
  rewriteRelayMedia,
} from './relay-playlist.ts';
import { RenditionSegments } from './rendition-segments.ts';
import { SchedulePlayout } from './schedule-playout.service.ts';
import { SlotPlaylistCache } from './slot-playlist-cache.ts';

const HOUR = 3_600_000;
/** What the slot cache keeps for a relay channel: its playlist is the upstream's, fetched every time. */
const relayed = '';
const offAir = () =>
  new AppError('not_ready', 'This channel is off air at the moment. Please try again shortly.');
const noRendition = () => new AppError('not_found', 'This channel has no such rendition.');
const aboveCap = () => new AppError('forbidden', 'This live address does not grant this quality.');
const notFromStart = () =>
  new AppError('catch_up_unavailable', 'This channel cannot be played from the start of a programme.');

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
  private readonly slotPlaylists = new SlotPlaylistCache();

  constructor(private readonly deps: LivePlaylistsDeps) {
    this.playout = new SchedulePlayout(deps.db, new RenditionSegments(deps.mediaDir), LIVE_SLOT_SECONDS);
  }

  /** The ladder; a programme address (`window`) has the same one, its renditions played from the start. */
  async master(channelUid: string, cap: MediaQuality | undefined, window?: ProgrammeWindow): Promise<string> {
    const channel = await this.channel(channelUid);
    if (channel.source_kind === 'relay' && window) throw notFromStart();
    if (channel.source_kind === 'relay') return this.relayMaster(channel.source_url, cap);
    const filler = await this.playout.filler(channel.id, 'data_saver');
    // The playout stitches H.264 renditions only: an asset's AV1 ladder is for its own (VOD) address.
    const renditions = filler
      ? (await findRenditions(this.deps.db, filler.assetId)).filter(
          (rendition) => rendition.videoCodec === 'h264',
        )
      : [];
    if (renditions.length === 0) throw offAir();
    return buildMasterPlaylist(renditions, cap);
  }

  /**
   * A rendition's live playlist at `now`; its segments are signed with the address's cap, so none grants more.
   * Built once per slot for all viewers (SlotPlaylistCache, `perSlot`); a relay's is fetched upstream every time.
   */
  async media(
    channelUid: string,
    rendition: string,
    cap: MediaQuality | undefined,
    now: Date = this.deps.clock(),
  ): Promise<{ body: string; perSlot: boolean }> {
    if (isMediaQuality(rendition) && !withinCap(`${rendition}/index.m3u8`, cap)) throw aboveCap();
    const last = lastAiredSlot(now, LIVE_SLOT_SECONDS);
    const key = `${channelUid}|${rendition}|${cap ?? 'all'}`;
    const built = await this.slotPlaylists.body(last, key, () =>
      this.buildMedia(channelUid, rendition, cap, now),
    );
    return built === relayed
      ? { body: await this.relayMedia(channelUid, rendition), perSlot: false }
      : { body: built, perSlot: true };
  }

  private async buildMedia(
    channelUid: string,
    rendition: string,
    cap: MediaQuality | undefined,
    now: Date,
  ): Promise<string> {
    const channel = await this.channel(channelUid);
    if (channel.source_kind === 'relay') return relayed;
    if (!isMediaQuality(rendition)) throw noRendition();
    const slotMs = LIVE_SLOT_SECONDS * 1000;
    const last = lastAiredSlot(now, LIVE_SLOT_SECONDS);
    const from = new Date((last - LIVE_WINDOW_SEGMENTS + 1) * slotMs);
    const window = await this.playout.window(
      { id: channel.id, airsSince: new Date(channel.airs_since) },
      rendition,
      from,
      new Date((last + 1) * slotMs),
    );
    const assetUrl = this.segmentSigner(now, SEGMENT_GRANT_HOURS, cap);
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

  /**
   * A rendition of one programme from its first slot (see buildProgrammePlaylist): growing while it airs,
   * complete once it has ended. Its segments are signed for the hours it lasts on top of the live grant's,
   * since a player reads a complete playlist once and then plays it through.
   */
  async programme(
    channelUid: string,
    rendition: string,
    cap: MediaQuality | undefined,
    programme: ProgrammeWindow,
  ): Promise<string> {
    if (isMediaQuality(rendition) && !withinCap(`${rendition}/index.m3u8`, cap)) throw aboveCap();
    const channel = await this.channel(channelUid);
    if (channel.source_kind === 'relay') throw notFromStart();
    if (!isMediaQuality(rendition)) throw noRendition();
    const now = this.deps.clock();
    const slotMs = LIVE_SLOT_SECONDS * 1000;
    const last = Math.min(
      lastAiredSlot(now, LIVE_SLOT_SECONDS),
      Math.ceil(programme.endsAt.getTime() / slotMs) - 1,
    );
    const from = new Date(Math.ceil(programme.startsAt.getTime() / slotMs) * slotMs);
    const to = new Date((last + 1) * slotMs);
    if (to <= from) throw offAir();
    const window = await this.playout.window(
      { id: channel.id, airsSince: new Date(channel.airs_since) },
      rendition,
      from,
      to,
    );
    const hours = Math.ceil((programme.endsAt.getTime() - programme.startsAt.getTime()) / HOUR);
    let body: string | undefined;
    try {
      body = buildProgrammePlaylist({
        programmes: window.blocks,
        discontinuityBase: window.discontinuityBase,
        now,
        targetDuration: LIVE_SLOT_SECONDS,
        assetUrl: this.segmentSigner(now, SEGMENT_GRANT_HOURS + hours, cap),
        startsAt: programme.startsAt,
        endsAt: programme.endsAt,
      });
    } catch {
      throw offAir();
    }
    if (body === undefined) throw offAir();
    return body;
  }

  /**
   * Segment folders signed for `hours` from the top of the hour, so every instance writes the very same
   * playlist for the same clock.
   */
  private segmentSigner(now: Date, hours: number, cap: MediaQuality | undefined) {
    const signedAt = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
    return (assetId: string) =>
      signMediaUrl(assetId, hours * 3600, this.deps.signingSecret, signedAt, cap).replace(
        /master\.m3u8$/,
        '',
      );
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

  private async relayMedia(channelUid: string, rendition: string) {
    const { source_url: sourceUrl } = await this.channel(channelUid);
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
