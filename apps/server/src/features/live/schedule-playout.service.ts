import type { Db } from '../../db/database.ts';
import type { MediaQuality } from '../../db/schema.ts';
import { findAssetFor } from '../media/media.plugin.ts';
import { epgRepository, programmeStartingBy, programmesStartingBetween } from './epg.repository.ts';
import { discontinuitiesBefore, type PlayoutBlock, type ScheduledAsset } from './live-timeline.ts';
import { type ResolvedProgramme, toBlocks } from './playout-blocks.ts';
import type { RenditionSegments } from './rendition-segments.ts';

type ProgrammeRow = { starts_at: Date; ends_at: Date; media_asset_id: string | null };

export interface PlayoutWindow {
  blocks: PlayoutBlock[];
  /** Discontinuity sequence at the first slot of `blocks[0]`. */
  discontinuityBase: number;
}

const HISTORY_CACHE_SIZE = 500;

/** A schedule channel, and when its history begins (nothing airs before). */
export interface PlayoutChannel {
  id: number;
  airsSince: Date;
}

/**
 * What a schedule channel airs around a window, as blocks of one rendition (see live-timeline.ts). The
 * window's blocks start at the last programme starting by the window's start (or where the channel's history
 * begins, when none did since); the discontinuities of everything before that are summed once per programme
 * and remembered.
 */
export class SchedulePlayout {
  private readonly history = new Map<string, Promise<number>>();

  constructor(
    private readonly db: Db,
    private readonly renditions: RenditionSegments,
    private readonly slotSeconds: number,
  ) {}

  async window(channel: PlayoutChannel, quality: MediaQuality, from: Date, to: Date): Promise<PlayoutWindow> {
    const filler = await this.filler(channel.id, quality);
    const anchor = await programmeStartingBy(this.db, channel.id, from);
    const after = anchor ? new Date(anchor.starts_at) : channel.airsSince;
    const rows = [
      ...(anchor ? [anchor] : []),
      ...(await programmesStartingBetween(this.db, channel.id, after, to)),
    ];
    // A programme that began before the channel's history is cut to begin with it.
    const anchoredInHistory = after > channel.airsSince;
    const blocks = toBlocks(
      await this.resolve(rows, quality),
      filler,
      to,
      anchoredInHistory ? undefined : channel.airsSince,
    );
    const discontinuityBase = anchoredInHistory
      ? await this.sectionsBefore(channel, quality, after, filler)
      : 0;
    return { blocks, discontinuityBase };
  }

  /** The channel's filler asset, in the rendition closest to `quality`. */
  async filler(channelId: number, quality: MediaQuality): Promise<ScheduledAsset | undefined> {
    const asset = await findAssetFor(this.db, 'channel_filler', channelId);
    return asset ? this.renditions.load(asset, quality) : undefined;
  }

  private sectionsBefore(
    channel: PlayoutChannel,
    quality: MediaQuality,
    before: Date,
    filler?: ScheduledAsset,
  ) {
    const key = `${channel.id}|${channel.airsSince.toISOString()}|${quality}|${before.toISOString()}|${filler?.assetId ?? ''}`;
    let entry = this.history.get(key);
    if (!entry) {
      entry = this.sumHistory(channel, quality, before, filler);
      if (this.history.size >= HISTORY_CACHE_SIZE) this.history.clear();
      this.history.set(key, entry);
      entry.catch(() => this.history.delete(key));
    }
    return entry;
  }

  private async sumHistory(
    channel: PlayoutChannel,
    quality: MediaQuality,
    before: Date,
    filler?: ScheduledAsset,
  ) {
    const rows = await epgRepository.startingBefore(this.db, channel.id, before);
    const blocks = toBlocks(await this.resolve(rows, quality), filler, before, channel.airsSince);
    return discontinuitiesBefore(blocks, this.slotSeconds);
  }

  private async resolve(rows: readonly ProgrammeRow[], quality: MediaQuality): Promise<ResolvedProgramme[]> {
    const ids = [...new Set(rows.flatMap((row) => (row.media_asset_id ? [row.media_asset_id] : [])))];
    const folders = await epgRepository.readyFolders(this.db, ids);
    const assets = new Map<string, ScheduledAsset | undefined>();
    for (const [id, folder] of folders) assets.set(id, await this.renditions.load({ id, folder }, quality));
    return rows.map((row) => ({
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      asset: row.media_asset_id ? assets.get(row.media_asset_id) : undefined,
    }));
  }
}
