import type { Db } from '../../db/database.ts';
import type { BillingOutboxTable } from '../../db/schema.ts';

export type BillingChangeOperation = BillingOutboxTable['operation'];

/** A change the billing system must learn about; the subscriber's current record is read at delivery. */
export interface BillingChange {
  operation: BillingChangeOperation;
  subscriberId: string;
  /** Non-secret notes for the record, e.g. `{ username }`. Passwords, OTPs and tokens are refused. */
  payload: Record<string, unknown>;
}

export interface ClaimedBillingChange {
  id: string;
  operation: BillingChangeOperation;
  attempts: number;
  subscriber: {
    username: string;
    firstName: string;
    lastName: string;
    email: string | null;
    msisdn: string | null;
    phoneNumber: string | null;
    country: string;
  };
}

const secretKey = /password|passwd|secret|token|^otp$|^code$|^pin$/i;

/**
 * Queues a change. Pass the transaction that writes the subscriber, so the change exists exactly when the
 * subscriber (or the new password) does; delivery happens later, with retries (billing-outbox.worker.ts).
 */
export async function enqueueBillingChange(db: Db, change: BillingChange): Promise<void> {
  assertNoSecrets(change.payload);
  await db
    .insertInto('billing_outbox')
    .values({
      operation: change.operation,
      subscriber_id: change.subscriberId,
      payload: JSON.stringify(change.payload),
    })
    .execute();
}

function assertNoSecrets(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    if (secretKey.test(key))
      throw new Error(`billing outbox payloads must not carry secrets (field "${key}")`);
    assertNoSecrets(inner);
  }
}

export const billingOutboxRepository = {
  /**
   * Takes up to `limit` due changes, oldest first, and leases them until `now + leaseMs` so that another
   * worker (or instance) skips them. The lease is taken in a short transaction with FOR UPDATE SKIP LOCKED;
   * the calls to the billing system happen outside it, so no lock or PGlite connection is held across HTTP.
   * A worker that dies mid-delivery leaves its changes to be taken again when the lease ends.
   */
  async claimDue(db: Db, now: Date, limit: number, leaseMs: number): Promise<ClaimedBillingChange[]> {
    return db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('billing_outbox')
        .innerJoin('subscribers', 'subscribers.id', 'billing_outbox.subscriber_id')
        .select([
          'billing_outbox.id',
          'billing_outbox.operation',
          'billing_outbox.attempts',
          'subscribers.username',
          'subscribers.first_name',
          'subscribers.last_name',
          'subscribers.email',
          'subscribers.msisdn',
          'subscribers.phone_number',
          'subscribers.country',
        ])
        .where('billing_outbox.delivered_at', 'is', null)
        .where('billing_outbox.next_attempt_at', '<=', now)
        .orderBy('billing_outbox.id')
        .limit(limit)
        .forUpdate('billing_outbox')
        .skipLocked()
        .execute();
      if (rows.length === 0) return [];
      await trx
        .updateTable('billing_outbox')
        .set({ next_attempt_at: new Date(now.getTime() + leaseMs) })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows.map((row) => ({
        id: row.id,
        operation: row.operation,
        attempts: row.attempts,
        subscriber: {
          username: row.username,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          msisdn: row.msisdn,
          phoneNumber: row.phone_number,
          country: row.country,
        },
      }));
    });
  },

  /** Changes not delivered yet, due or waiting for a retry; read through the partial index. */
  async countUndelivered(db: Db): Promise<number> {
    const row = await db
      .selectFrom('billing_outbox')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('delivered_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async markDelivered(db: Db, id: string, at: Date): Promise<void> {
    await db
      .updateTable('billing_outbox')
      .set({ delivered_at: at, last_error: null })
      .where('id', '=', id)
      .execute();
  },

  async markFailed(db: Db, id: string, failure: { error: string; nextAttemptAt: Date }): Promise<void> {
    await db
      .updateTable('billing_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_error: failure.error,
        next_attempt_at: failure.nextAttemptAt,
      }))
      .where('id', '=', id)
      .execute();
  },

  /** Gives leased changes back without counting an attempt, e.g. when the billing system is down. */
  async release(db: Db, ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await db.updateTable('billing_outbox').set({ next_attempt_at: at }).where('id', 'in', ids).execute();
  },

  async listForSubscriber(db: Db, subscriberId: string) {
    return db
      .selectFrom('billing_outbox')
      .selectAll()
      .where('subscriber_id', '=', subscriberId)
      .orderBy('id')
      .execute();
  },
};
