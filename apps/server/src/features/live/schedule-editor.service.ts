import {
  type ScheduleDay,
  type ScheduleProgrammeInput,
  scheduleDateSchema,
  scheduleDayInputSchema,
} from '@glotv/contracts/live-console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { inTransaction } from '../catalog/channels.editor.ts';
import { epgRepository } from './epg.repository.ts';
import { dayBounds, gapsAndOverlaps } from './schedule-day.ts';

export interface ScheduleWriteOptions {
  /** Runs inside the write's transaction, after the change: e.g. the console's audit record. */
  onChange?: (trx: Db, change: { before: ScheduleDay; after: ScheduleDay }) => Promise<void>;
}

/**
 * A channel's schedule, one Lagos calendar day at a time: what airs, where nothing does (the filler plays)
 * and where two programmes overlap (the earlier is cut short). A day is saved whole: the editor adds, moves,
 * resizes and deletes programmes in the page and sends the day back. A schedule channel's programme plays a
 * ready VOD asset; a relay channel's programmes only describe its feed.
 */
export class ScheduleEditor {
  constructor(
    private readonly db: Db,
    /** Told once a day's programmes have changed and committed (the guide is kept with the catalog). */
    private readonly changed: () => Promise<void> = async () => {},
  ) {}

  async day(channelId: number, date: string, db: Db = this.db): Promise<ScheduleDay> {
    scheduleDateSchema.parse(date);
    await this.channel(db, channelId);
    const bounds = dayBounds(date);
    const rows = await epgRepository.overlapping(db, [channelId], bounds.startsAt, bounds.endsAt);
    const programmes = rows.map((row) => ({
      id: String(row.id),
      title: row.title,
      title_pt: row.title_pt,
      description: row.description,
      description_pt: row.description_pt,
      starts_at: new Date(row.starts_at).toISOString(),
      ends_at: new Date(row.ends_at).toISOString(),
      media_asset_id: row.media_asset_id,
    }));
    const { gaps, overlaps } = gapsAndOverlaps(
      rows.map((row) => ({
        id: String(row.id),
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
      })),
      bounds,
    );
    const iso = (span: { startsAt: Date; endsAt: Date }) => ({
      starts_at: span.startsAt.toISOString(),
      ends_at: span.endsAt.toISOString(),
    });
    return {
      channel_id: channelId,
      date,
      starts_at: bounds.startsAt.toISOString(),
      ends_at: bounds.endsAt.toISOString(),
      programmes,
      gaps: gaps.map(iso),
      overlaps: overlaps.map((overlap) => ({
        first: overlap.first,
        second: overlap.second,
        ...iso(overlap),
      })),
    };
  }

  /**
   * Replaces the programmes starting on `date` with `programmes` (each must start that day; it may end the
   * next). Overlaps are allowed and reported in the answer, as the playout cuts the earlier programme short.
   */
  async replaceDay(
    channelId: number,
    date: string,
    programmes: readonly ScheduleProgrammeInput[],
    options: ScheduleWriteOptions = {},
  ): Promise<ScheduleDay> {
    scheduleDateSchema.parse(date);
    const input = scheduleDayInputSchema.parse({ programmes }).programmes;
    const bounds = dayBounds(date);
    const starts = new Set<number>();
    for (const programme of input) {
      const start = Date.parse(programme.starts_at);
      if (start < bounds.startsAt.getTime() || start >= bounds.endsAt.getTime()) {
        throw new AppError('bad_request', `“${programme.title}” does not start on ${date} (Lagos time).`);
      }
      if (starts.has(start)) {
        throw new AppError('bad_request', `Two programmes start at ${new Date(start).toISOString()}.`);
      }
      starts.add(start);
    }
    const saved = await inTransaction(this.db, async (trx) => {
      const channel = await this.channel(trx, channelId);
      const assets = [...new Set(input.flatMap((p) => (p.media_asset_id ? [p.media_asset_id] : [])))];
      if (assets.length > 0 && channel.source_kind === 'relay') {
        throw new AppError(
          'bad_request',
          'A relay channel plays its feed; its programmes cannot name a VOD asset.',
        );
      }
      const ready = await epgRepository.readyFolders(trx, assets);
      const notReady = assets.filter((id) => !ready.has(id));
      if (notReady.length > 0)
        throw new AppError('bad_request', `No ready media asset ${notReady.join(', ')}.`);
      const before = await this.day(channelId, date, trx);
      await epgRepository.deleteStartingBetween(trx, channelId, bounds.startsAt, bounds.endsAt);
      await epgRepository.insertAll(
        trx,
        input.map((programme) => ({
          channel_id: channelId,
          title: programme.title,
          title_pt: programme.title_pt || null,
          description: programme.description,
          description_pt: programme.description_pt || null,
          starts_at: new Date(programme.starts_at),
          ends_at: new Date(programme.ends_at),
          media_asset_id: programme.media_asset_id,
        })),
      );
      const after = await this.day(channelId, date, trx);
      await options.onChange?.(trx, { before, after });
      return after;
    });
    await this.changed();
    return saved;
  }

  private async channel(db: Db, channelId: number) {
    const channel = await epgRepository.channel(db, channelId);
    if (!channel) throw new AppError('not_found', 'No such channel.');
    return channel;
  }
}
