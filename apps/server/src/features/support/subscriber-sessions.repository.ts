import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * A subscriber's live sessions with the device each runs on. Read here, apart from the accounts feature's
 * sessions repository, because only support lists them; ending them goes through `app.sessions.end`.
 */
export function liveSessionsOf(db: Db, subscriberId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .leftJoin('devices', 'devices.id', 'sessions.device_id')
    .select([
      'sessions.id',
      'sessions.created_at',
      'sessions.expires_at',
      'devices.device_uid',
      'devices.class',
      'devices.name',
      'devices.browser_name',
      'devices.browser_version',
      'devices.os',
      'devices.last_seen_at',
      // A live session rotates its refresh token every ~16 minutes: the newest one says when it was last used.
      sql<Date | null>`(select max(created_at) from refresh_tokens where session_id = sessions.id)`.as(
        'last_refreshed_at',
      ),
    ])
    .where('sessions.subscriber_id', '=', subscriberId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .orderBy('sessions.created_at', 'desc')
    .limit(100)
    .execute();
}

export function liveSessionIdsOf(db: Db, subscriberId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select('id')
    .where('subscriber_id', '=', subscriberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute()
    .then((rows) => rows.map((row) => row.id));
}
