import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DevicesTable, SessionsTable } from '../../db/schema.ts';
import { sessionRows } from './sessions-rows.ts';

/** All SQL for devices, sessions, refresh tokens and sign-in tickets. */
export const sessionsRepository = {
  /** The device a login comes from, with what it says of itself this time (a browser updates itself). */
  async upsertDevice(
    db: Db,
    device: Pick<
      DevicesTable,
      'subscriber_id' | 'device_uid' | 'class' | 'platform' | 'os' | 'browser_name' | 'browser_version'
    >,
  ): Promise<string> {
    const row = await db
      .insertInto('devices')
      .values(device)
      .onConflict((conflict) =>
        conflict.columns(['subscriber_id', 'device_uid']).doUpdateSet({
          class: device.class,
          platform: device.platform,
          os: device.os,
          browser_name: device.browser_name,
          browser_version: device.browser_version,
          last_seen_at: new Date(),
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async createSession(db: Db, subscriberId: string, deviceId: string, expiresAt: Date): Promise<string> {
    const row = await db
      .insertInto('sessions')
      .values({ subscriber_id: subscriberId, device_id: deviceId, expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  findLiveSession(db: Db, sessionId: string, now: Date) {
    return db
      .selectFrom('sessions')
      .innerJoin('subscribers', 'subscribers.id', 'sessions.subscriber_id')
      .select([
        'sessions.id',
        'sessions.subscriber_id',
        'sessions.device_id',
        'sessions.expires_at',
        'subscribers.uid as subscriber_uid',
        'subscribers.preferred_quality',
      ])
      .where('sessions.id', '=', sessionId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .where('subscribers.status', '=', 'Active')
      .executeTakeFirst();
  },

  /** The devices with a live session, most recently used first, with when each was signed in and last used. */
  signedInDevices(db: Db, subscriberId: string, now: Date) {
    return db
      .selectFrom('devices')
      .innerJoin('sessions', 'sessions.device_id', 'devices.id')
      .leftJoin('refresh_tokens', 'refresh_tokens.session_id', 'sessions.id')
      .select([
        'devices.id',
        'devices.class',
        'devices.platform',
        'devices.os',
        'devices.browser_name',
        sql<Date>`min(sessions.created_at)`.as('signed_in_at'),
        // A live session rotates its refresh token every ~16 minutes; requests mark the device once a minute.
        sql<Date>`greatest(devices.last_seen_at, max(sessions.created_at), max(refresh_tokens.created_at))`.as(
          'last_used_at',
        ),
      ])
      .where('devices.subscriber_id', '=', subscriberId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .groupBy('devices.id')
      .orderBy('last_used_at', 'desc')
      .limit(100)
      .execute();
  },

  /** Revokes every live session of one of the subscriber's devices; answers their ids. */
  async revokeDeviceSessions(db: Db, subscriberId: string, deviceId: string): Promise<string[]> {
    const rows = await db
      .updateTable('sessions')
      .set({ revoked_at: new Date(), revoked_reason: 'logout' })
      .where('subscriber_id', '=', subscriberId)
      .where('device_id', '=', deviceId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  },

  /** Marks the device used at `now` (never moving it back). */
  async touchDevice(db: Db, deviceId: string, now: Date): Promise<void> {
    await db
      .updateTable('devices')
      .set({ last_seen_at: now })
      .where('id', '=', deviceId)
      .where('last_seen_at', '<', now)
      .execute();
  },

  ...sessionRows<NonNullable<SessionsTable['revoked_reason']>>({
    sessions: 'sessions',
    owner: 'subscriber_id',
    refreshTokens: 'refresh_tokens',
  }),

  async insertSignInTicket(db: Db, subscriberId: string, ticketHash: string, expiresAt: Date): Promise<void> {
    await db
      .insertInto('sign_in_tickets')
      .values({ subscriber_id: subscriberId, ticket_hash: ticketHash, expires_at: expiresAt })
      .execute();
  },

  /** Redeems a ticket once; the subscriber id, or undefined if unknown, used or expired. */
  async redeemSignInTicket(db: Db, ticketHash: string, now: Date): Promise<string | undefined> {
    const row = await db
      .updateTable('sign_in_tickets')
      .set({ redeemed_at: now })
      .where('ticket_hash', '=', ticketHash)
      .where('redeemed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('subscriber_id')
      .executeTakeFirst();
    return row?.subscriber_id;
  },
};
