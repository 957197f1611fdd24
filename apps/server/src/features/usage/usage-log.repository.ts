import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsageLogsTable } from '../../db/schema.ts';

export type UsageLogEntry = Insertable<UsageLogsTable>;

/** Usage logs: written after login, on logout, and while streaming. */
export async function insertUsageLog(db: Db, entry: UsageLogEntry): Promise<void> {
  await db.insertInto('usage_logs').values(entry).execute();
}

const textColumns = [
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

/**
 * Many logs in one insert with one array per column (`unnest`): 15 parameters whatever the batch's size,
 * instead of 15 a row for the driver to serialise and the database to parse.
 */
export async function insertUsageLogs(
  db: Db,
  logs: readonly (UsageLogEntry & { created_at: Date })[],
): Promise<void> {
  const columnOf = (name: (typeof textColumns)[number]) => logs.map((log) => log[name] ?? null);
  await sql`insert into usage_logs (${sql.join(textColumns.map((name) => sql.ref(name)))}, duration, created_at)
    select * from unnest(${sql.join(textColumns.map((name) => sql`${columnOf(name)}::text[]`))},
      ${logs.map((log) => log.duration ?? null)}::integer[],
      ${logs.map((log) => log.created_at.toISOString())}::timestamptz[])`.execute(db);
}
