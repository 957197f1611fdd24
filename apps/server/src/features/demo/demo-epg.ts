import type { Insertable } from 'kysely';
import type { EpgProgrammesTable } from '../../db/schema.ts';
import { demoChannels } from './demo-channels.data.ts';
import { programmePools } from './demo-programmes.data.ts';
import { programmeTextsPt } from './demo-programmes.pt.ts';
import { hashString, seededRandom } from './image-art.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The schedule starts at the top of the current hour, so something is always on air when it is made. */
export function scheduleStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR);
}

/**
 * A back-to-back schedule, in English and Portuguese, for every demo channel covering `hours` from `start`. The programme sequence of a
 * channel depends only on its uid, so only the clock times differ between two databases seeded apart.
 * `channelIds` gives each channel's id by uid (the ids the channel editor gave them); the data's ids otherwise.
 */
export function buildEpg(
  start: Date,
  hours = 24,
  channelIds?: ReadonlyMap<string, number>,
): Insertable<EpgProgrammesTable>[] {
  const rows: Insertable<EpgProgrammesTable>[] = [];
  const end = start.getTime() + hours * HOUR;
  for (const channel of demoChannels) {
    const pool = programmePools[channel.pool ?? channel.category];
    if (!pool || pool.length < 2) throw new Error(`No programme pool for channel ${channel.uid}`);
    const random = seededRandom(hashString(channel.uid));
    let previous = -1;
    for (let time = start.getTime(); time < end; ) {
      let index = Math.floor(random() * pool.length);
      if (index === previous) index = (index + 1) % pool.length;
      const [title, minutes, description] = pool[index]!;
      const pt = programmeTextsPt[title];
      if (!pt) throw new Error(`Demo programme ${title} has no Portuguese texts`);
      const startsAt = new Date(time);
      time += minutes * MINUTE;
      rows.push({
        channel_id: channelIds?.get(channel.uid) ?? channel.id,
        title,
        description,
        title_pt: pt[0],
        description_pt: pt[1],
        starts_at: startsAt,
        ends_at: new Date(time),
      });
      previous = index;
    }
  }
  return rows;
}
