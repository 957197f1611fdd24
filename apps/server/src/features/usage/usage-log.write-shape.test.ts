import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { textColumns, type UsageLogEntry } from './usage-log.repository.ts';
import { UsageLogWriter } from './usage-log.writer.ts';
import { coarserMinutes, lagosDayOf, type StreamedMinutes } from './usage-minutes.ts';

/**
 * The writer stores a batch in one statement (one array per column for every table). This checks it against
 * the write it replaced, kept here as it was: in one transaction, the logs' insert then one upsert per roll-up
 * with a row per key, each day computed log by log. Both write the same batches into databases of their own;
 * every row of the logs and of the four roll-ups must then be equal.
 */

type Log = UsageLogEntry & { created_at: Date };

const silent = { error() {} } as never;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function database(): Promise<Db> {
  const test = await createTestDatabase();
  closers.push(test.destroy);
  return test.db;
}

const kindByContentType: Record<string, StreamedMinutes['kind']> = {
  movie: 'title',
  episode: 'title',
  channel: 'channel',
};

/** The daily minutes as the replaced write computed them, each log's day on its own. */
function dailyMinutesBefore(logs: readonly Log[]): StreamedMinutes[] {
  const byKey = new Map<string, StreamedMinutes>();
  for (const log of logs) {
    const kind = log.content_type ? kindByContentType[log.content_type] : undefined;
    if (log.action !== 'Video Played' || !kind || !log.content_uid || !log.duration) continue;
    const day = lagosDayOf(log.created_at);
    const key = `${day}\u0000${kind}\u0000${log.content_uid}`;
    const row = byKey.get(key);
    const name = log.content_name || log.content_uid;
    if (row) {
      row.minutes += log.duration;
      row.content_name = name;
    } else
      byKey.set(key, { day, kind, content_uid: log.content_uid, content_name: name, minutes: log.duration });
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** The replaced write, statement by statement. */
async function writeBefore(db: Db, logs: readonly Log[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const columnOf = (name: (typeof textColumns)[number]) => logs.map((log) => log[name] ?? null);
    await sql`insert into usage_logs (${sql.join(textColumns.map((name) => sql.ref(name)))}, duration, created_at)
      select * from unnest(${sql.join(textColumns.map((name) => sql`${columnOf(name)}::text[]`))},
        ${logs.map((log) => log.duration ?? null)}::integer[],
        ${logs.map((log) => log.created_at.toISOString())}::timestamptz[])`.execute(trx);
    const minutes = dailyMinutesBefore(logs);
    if (minutes.length === 0) return;
    const { weekly, dayTotals, names } = coarserMinutes(minutes);
    await trx
      .insertInto('usage_minutes_daily')
      .values(minutes)
      .onConflict((conflict) =>
        conflict.columns(['day', 'kind', 'content_uid']).doUpdateSet({
          minutes: sql`usage_minutes_daily.minutes + excluded.minutes`,
          content_name: sql`excluded.content_name`,
        }),
      )
      .execute();
    await trx
      .insertInto('usage_minutes_weekly')
      .values(weekly)
      .onConflict((conflict) =>
        conflict.columns(['week', 'kind', 'content_uid']).doUpdateSet({
          minutes: sql`usage_minutes_weekly.minutes + excluded.minutes`,
        }),
      )
      .execute();
    await trx
      .insertInto('usage_minutes_day_totals')
      .values(dayTotals)
      .onConflict((conflict) =>
        conflict.columns(['day', 'kind']).doUpdateSet({
          minutes: sql`usage_minutes_day_totals.minutes + excluded.minutes`,
        }),
      )
      .execute();
    await trx
      .insertInto('usage_content_names')
      .values(names)
      .onConflict((conflict) =>
        conflict
          .columns(['kind', 'content_uid'])
          .doUpdateSet({ content_name: sql`excluded.content_name` })
          .where(sql`usage_content_names.content_name`, 'is distinct from', sql`excluded.content_name`),
      )
      .execute();
  });
}

/** Everything the writes touch, in a stable order, ids left out. */
async function stored(db: Db) {
  const [logs, daily, weekly, dayTotals, names] = await Promise.all([
    db
      .selectFrom('usage_logs')
      .select([...textColumns, 'duration', 'created_at'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('usage_minutes_daily')
      .selectAll()
      .orderBy('day')
      .orderBy('kind')
      .orderBy('content_uid')
      .execute(),
    db
      .selectFrom('usage_minutes_weekly')
      .selectAll()
      .orderBy('week')
      .orderBy('kind')
      .orderBy('content_uid')
      .execute(),
    db.selectFrom('usage_minutes_day_totals').selectAll().orderBy('day').orderBy('kind').execute(),
    db.selectFrom('usage_content_names').selectAll().orderBy('kind').orderBy('content_uid').execute(),
  ]);
  return { logs, daily, weekly, dayTotals, names };
}

const at = (iso: string) => new Date(iso);
const log = (created_at: Date, fields: Partial<UsageLogEntry>): Log => ({
  subscriber_uid: 'viewer-1',
  action: 'Video Played',
  operator_id: 'glotv',
  ...fields,
  created_at,
});

/**
 * Batches across Lagos midnight (23:30 UTC is the next day there) and a Sunday-to-Monday week, titles and
 * channels, names that change within a batch and between batches, a title sent with no name, and logs that add
 * no minutes (a trailer, a login, no content uid, no duration, an unknown content type); every column set once.
 */
const batches: Log[][] = [
  [
    log(at('2026-11-22T22:58:59.123Z'), {
      content_type: 'movie',
      content_uid: 'eko-blues',
      content_name: 'Eko Blues',
      duration: 60,
      device_id: 'device-1',
      device_type: 'desktop',
      device_name: 'Chrome on Linux',
      platform: 'Web',
      content_details: 'Nollywood',
      distributor_id: 'glo',
      medium: 'Web',
    }),
    log(at('2026-11-22T23:30:00.000Z'), {
      content_type: 'movie',
      content_uid: 'eko-blues',
      content_name: 'Eko Blues',
      duration: 12,
    }),
    log(at('2026-11-22T23:31:00.000Z'), { content_type: 'channel', content_uid: 'glo-news', duration: 60 }),
    log(at('2026-11-22T23:32:00.000Z'), {
      content_type: 'channel',
      content_uid: 'glo-news',
      content_name: 'Glo News',
      duration: 5,
    }),
    log(at('2026-11-22T23:33:00.000Z'), {
      content_type: 'episode',
      content_uid: 'ep-1',
      content_name: 'Episode one',
      duration: 60,
    }),
    log(at('2026-11-22T23:34:00.000Z'), {
      action: 'Trailer Played',
      content_type: 'movie',
      content_uid: 'x',
    }),
    log(at('2026-11-22T23:35:00.000Z'), { action: 'login', device_id: 'device-2' }),
    log(at('2026-11-22T23:36:00.000Z'), { content_type: 'movie', duration: 30 }),
    log(at('2026-11-22T23:37:00.000Z'), { content_type: 'movie', content_uid: 'eko-blues', duration: 0 }),
    log(at('2026-11-22T23:38:00.000Z'), { content_type: 'podcast', content_uid: 'pod', duration: 20 }),
  ],
  [
    log(at('2026-11-23T09:00:00.000Z'), {
      content_type: 'movie',
      content_uid: 'eko-blues',
      content_name: 'Eko Blues (2026)',
      duration: 60,
      subscriber_uid: 'viewer-2',
    }),
    log(at('2026-11-23T09:01:00.000Z'), {
      content_type: 'channel',
      content_uid: 'glo-news',
      content_name: 'Glo News',
      duration: 7,
    }),
    log(at('2026-11-23T09:02:00.000Z'), {
      content_type: 'episode',
      content_uid: 'ep-1',
      content_name: 'Episode 1',
      duration: 15,
    }),
    log(at('2026-11-23T09:02:30.000Z'), {
      content_type: 'episode',
      content_uid: 'ep-1',
      content_name: 'Episode One',
      duration: 3,
    }),
  ],
  [log(at('2026-11-23T09:05:00.000Z'), { action: 'logout' })],
];

describe('UsageLogWriter, what it stores', () => {
  it('stores the same logs and roll-ups as the transaction of one statement per table it replaced', async () => {
    const [before, now] = await Promise.all([database(), database()]);
    const writer = new UsageLogWriter(now, silent, { flushAfterMs: 60_000, maxRows: 1000 });
    for (const batch of batches) {
      await writeBefore(before, batch);
      for (const entry of batch) {
        const { created_at, ...fields } = entry;
        writer.add(fields, created_at);
      }
      await writer.flush();
      expect(await stored(now)).toEqual(await stored(before));
    }
    const { logs, daily, weekly, names } = await stored(now);
    expect(logs).toHaveLength(15);
    expect(daily.length).toBeGreaterThan(3);
    expect(weekly.length).toBeGreaterThan(3);
    expect(names.map((row) => row.content_name)).toEqual(['Glo News', 'Eko Blues (2026)', 'Episode One']);
    await writer.close();
  });
});
