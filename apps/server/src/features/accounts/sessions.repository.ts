import type { Db } from '../../db/database.ts';
import type { DevicesTable, SessionsTable } from '../../db/schema.ts';
import { sessionRows } from './sessions-rows.ts';

/** All SQL for devices, sessions, refresh tokens and sign-in tickets. */
export const sessionsRepository = {
  async upsertDevice(
    db: Db,
    device: Pick<DevicesTable, 'subscriber_id' | 'device_uid' | 'class'> & { browser_name?: string | null },
  ): Promise<string> {
    const row = await db
      .insertInto('devices')
      .values(device)
      .onConflict((conflict) =>
        conflict
          .columns(['subscriber_id', 'device_uid'])
          .doUpdateSet({ class: device.class, last_seen_at: new Date() }),
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
        'subscribers.uid as subscriber_uid',
      ])
      .where('sessions.id', '=', sessionId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .where('subscribers.status', '=', 'Active')
      .executeTakeFirst();
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
