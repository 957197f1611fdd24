import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsageLogsTable } from '../../db/schema.ts';
import type { StreamedMinutesRollups } from './usage-minutes.ts';

export type UsageLogEntry = Insertable<UsageLogsTable>;

/** Usage logs: written after login, on logout, and while streaming. */
export async function insertUsageLog(db: Db, entry: UsageLogEntry): Promise<void> {
  await db.insertInto('usage_logs').values(entry).execute();
}

/** The log's text columns, in the order both the insert and its column arrays use. */
export const textColumns = [
  'subscriber_uid',
  'device_id',
  'device_type',
  'device_name',
  'platform',
  'action',
  'content_uid',
  'content_type',
  'content_name',
  'content_details',
  'distributor_id',
  'medium',
  'operator_id',
] as const;

/** A batch of logs as one array per column, in one pass over the batch. */
function logColumns(logs: readonly (UsageLogEntry & { created_at: Date })[]) {
  const text = textColumns.map(() => new Array<string | null>(logs.length));
  const duration = new Array<number | null>(logs.length);
  const createdAt = new Array<string>(logs.length);
  for (let row = 0; row < logs.length; row++) {
    const log = logs[row]!;
    for (let column = 0; column < textColumns.length; column++) {
      text[column]![row] = log[textColumns[column]!] ?? null;
    }
    duration[row] = log.duration ?? null;
    createdAt[row] = log.created_at.toISOString();
  }
  return { text, duration, createdAt };
}

/**
 * A batch of logs and the minutes it adds to the roll-ups, in one statement (so one round trip, atomic without
 * a transaction of its own): each table's rows go as one array per column (`unnest`), so the statement's text
 * and its 30 parameters are the same whatever the batch's size: nothing grows with it for the driver to
 * serialise or the database to parse and plan. Each roll-up's rows come in key order, so two instances adding
 * to the same rows lock them in one order. A title's name is rewritten only when it changed: most batches leave
 * `usage_content_names` alone.
 */
export async function insertUsageLogsAndMinutes(
  db: Db,
  logs: readonly (UsageLogEntry & { created_at: Date })[],
  { daily, weekly, dayTotals, names }: StreamedMinutesRollups,
): Promise<void> {
  const { text, duration, createdAt } = logColumns(logs);
  await sql`with logs as (
      insert into usage_logs (${sql.join(textColumns.map((name) => sql.ref(name)))}, duration, created_at)
      select * from unnest(${sql.join(text.map((column) => sql`${column}::text[]`))},
        ${duration}::integer[], ${createdAt}::timestamptz[])
    ), daily as (
      insert into usage_minutes_daily (day, kind, content_uid, content_name, minutes)
      select * from unnest(${daily.map((row) => row.day)}::date[], ${daily.map((row) => row.kind)}::text[],
        ${daily.map((row) => row.content_uid)}::text[], ${daily.map((row) => row.content_name)}::text[],
        ${daily.map((row) => row.minutes)}::bigint[])
      on conflict (day, kind, content_uid) do update
        set minutes = usage_minutes_daily.minutes + excluded.minutes, content_name = excluded.content_name
    ), weekly as (
      insert into usage_minutes_weekly (week, kind, content_uid, minutes)
      select * from unnest(${weekly.map((row) => row.week)}::date[], ${weekly.map((row) => row.kind)}::text[],
        ${weekly.map((row) => row.content_uid)}::text[], ${weekly.map((row) => row.minutes)}::bigint[])
      on conflict (week, kind, content_uid) do update set minutes = usage_minutes_weekly.minutes + excluded.minutes
    ), day_totals as (
      insert into usage_minutes_day_totals (day, kind, minutes)
      select * from unnest(${dayTotals.map((row) => row.day)}::date[], ${dayTotals.map((row) => row.kind)}::text[],
        ${dayTotals.map((row) => row.minutes)}::bigint[])
      on conflict (day, kind) do update set minutes = usage_minutes_day_totals.minutes + excluded.minutes
    ), names as (
      insert into usage_content_names (kind, content_uid, content_name)
      select * from unnest(${names.map((row) => row.kind)}::text[], ${names.map((row) => row.content_uid)}::text[],
        ${names.map((row) => row.content_name)}::text[])
      on conflict (kind, content_uid) do update set content_name = excluded.content_name
        where usage_content_names.content_name is distinct from excluded.content_name
    )
    select 1`.execute(db);
}
