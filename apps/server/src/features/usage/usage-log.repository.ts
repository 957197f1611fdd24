import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsageLogsTable } from '../../db/schema.ts';

export type UsageLogEntry = Insertable<UsageLogsTable>;

/** Usage logs: written after login, on logout, and while streaming. */
export async function insertUsageLog(db: Db, entry: UsageLogEntry): Promise<void> {
  await db.insertInto('usage_logs').values(entry).execute();
}
