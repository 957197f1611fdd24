import { EPG_LIMITS, type EpgChannel, type EpgQuery, type EpgResponse } from '@glotv/contracts/live';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { epgRepository } from './epg.repository.ts';
import { liveChannelsRepository } from './live-channels.repository.ts';

const HOUR = 3_600_000;

/** The EPG (`shows/grid`): the schedule the live streams play, a page of channels at a time. */
export class EpgService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async grid(query: EpgQuery): Promise<EpgResponse> {
    const { from, to } = this.window(query);
    const { rows, total } = await liveChannelsRepository.page(
      this.db,
      query.channels,
      query.page,
      query.limit,
    );
    const programmes = await epgRepository.overlapping(
      this.db,
      rows.map((row) => row.id),
      from,
      to,
    );
    const pt = query.translation === 'pt';
    const data: EpgChannel[] = rows.map((channel) => ({
      channel: {
        id: channel.id,
        uid: channel.uid,
        name: channel.name,
        start_over: channel.source_kind === 'schedule',
        catch_up: channel.source_kind === 'schedule' && channel.allows_catch_up,
      },
      shows: programmes
        .filter((programme) => programme.channel_id === channel.id)
        .map((programme) => ({
          id: String(programme.id),
          title: (pt && programme.title_pt) || programme.title,
          description: (pt && programme.description_pt) || programme.description,
          starts_at: new Date(programme.starts_at).toISOString(),
          ends_at: new Date(programme.ends_at).toISOString(),
        })),
    }));
    return { data, page: query.page, total_pages: Math.max(1, Math.ceil(total / query.limit)) };
  }

  /** `from` defaults to now and `to` to six hours after `from`; at most 48 hours, `to` after `from`. */
  private window(query: EpgQuery) {
    const from = query.from ? new Date(query.from) : this.clock();
    const to = query.to
      ? new Date(query.to)
      : new Date(from.getTime() + EPG_LIMITS.defaultWindowHours * HOUR);
    if (to <= from) throw new AppError('bad_request', '`to` must be after `from`.');
    if (to.getTime() - from.getTime() > EPG_LIMITS.maxWindowHours * HOUR) {
      throw new AppError('bad_request', `The EPG window is at most ${EPG_LIMITS.maxWindowHours} hours.`);
    }
    return { from, to };
  }
}
