import type { PurchaseEventKind } from '@glotv/contracts/console-purchases';
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, PaymentsTable, PurchasesTable } from '../../db/schema.ts';
import { soldColumns } from '../packages/package-sale.ts';

export type PurchaseRow = Selectable<PurchasesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
type Unfinished = 'pending' | 'failed' | 'abandoned';

/** The failure reason of a purchase support closed: it is never paid or activated afterwards. */
export const CLOSED_BY_SUPPORT = 'closed_by_support';

/**
 * A purchase with its payment. What was sold (price as `amount_kobo`, titles, validity, codes) is the purchase's
 * own copy, made when it was opened: the package as it is today is never read again.
 */
export interface PurchaseRecord extends PurchaseRow {
  payment_status: PaymentRow['status'];
  payment_details: unknown;
}

/** All SQL for purchases and their payments. */
export const purchasesRepository = {
  /**
   * Creates the purchase, its payment and its 'requested' event, or finds the one made before under the same
   * client key (a retried request, possibly on another instance at the same moment).
   */
  async createOrFind(
    db: Db,
    purchase: Insertable<PurchasesTable>,
    payment: Omit<Insertable<PaymentsTable>, 'purchase_id'>,
    requested: object,
  ): Promise<PurchaseRecord> {
    const created = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('purchases')
        .values(purchase)
        .onConflict((conflict) =>
          conflict
            .columns(['subscriber_id', 'idempotency_key'])
            .where('idempotency_key', 'is not', null)
            .doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (row) {
        await trx
          .insertInto('payments')
          .values({ ...payment, purchase_id: row.id })
          .execute();
        await this.logEvent(trx, {
          purchaseId: row.id,
          subscriberId: String(purchase.subscriber_id),
          kind: 'requested',
          details: requested,
        });
      }
      return row;
    });
    const record = created
      ? await this.byId(db, created.id)
      : await this.byIdempotencyKey(db, String(purchase.subscriber_id), purchase.idempotency_key ?? '');
    if (!record) throw new Error('purchase vanished after it was written');
    return record;
  },

  buyer(db: Db, subscriberId: string) {
    return db
      .selectFrom('subscribers')
      .select(['id', 'kind', 'msisdn', 'email', 'username'])
      .where('id', '=', subscriberId)
      .executeTakeFirst();
  },

  packageForSale(db: Db, packageId: number, audience: 'glo' | 'card') {
    return db
      .selectFrom('packages')
      .select(soldColumns)
      .where('id', '=', packageId)
      .where('audience', '=', audience)
      .where('active', '=', true)
      .executeTakeFirst();
  },

  byId(db: Db, id: string) {
    return records(db).where('purchases.id', '=', id).executeTakeFirst();
  },

  byReference(db: Db, reference: string) {
    return records(db).where('purchases.reference', '=', reference).executeTakeFirst();
  },

  byIdempotencyKey(db: Db, subscriberId: string, key: string) {
    return records(db)
      .where('purchases.subscriber_id', '=', subscriberId)
      .where('purchases.idempotency_key', '=', key)
      .executeTakeFirst();
  },

  /** Takes the right to send a payment request: only one caller ever gets it for a purchase. */
  async claimPaymentRequest(db: Db, purchaseId: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('payments')
      .set({ status: 'sent', updated_at: now })
      .where('purchase_id', '=', purchaseId)
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('purchases')
            .select('id')
            .where('id', '=', purchaseId)
            .where('status', '=', 'pending'),
        ),
      )
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  async setPayment(
    db: Db,
    purchaseId: string,
    change: { status: PaymentRow['status']; details?: Record<string, unknown>; now: Date },
  ): Promise<void> {
    await db
      .updateTable('payments')
      .set({
        status: change.status,
        updated_at: change.now,
        ...(change.details ? { details: JSON.stringify(change.details) } : {}),
      })
      .where('purchase_id', '=', purchaseId)
      .where('status', '!=', 'successful')
      .execute();
  },

  /**
   * Paid and verified: from here the purchase is only ever activated (or handed to support). False when it was
   * paid already, is past paying (active, refused) or support closed it.
   */
  async markPaid(db: Db, purchaseId: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('purchases')
      .set({ status: 'paid', updated_at: now, failure_reason: null, next_check_at: now })
      .where('id', '=', purchaseId)
      .where('status', 'in', ['pending', 'failed', 'abandoned'] satisfies Unfinished[])
      .where(notClosed)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /**
   * Support activates a purchase the payment system confirms was paid: from pending, or from activation_failed
   * (paid, refused as it was). False when it is no longer either (settled meanwhile).
   */
  async markPaidBySupport(db: Db, purchaseId: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('purchases')
      .set({ status: 'paid', updated_at: now, failure_reason: null, next_check_at: now })
      .where('id', '=', purchaseId)
      .where('status', 'in', ['pending', 'activation_failed'])
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Support closes a pending or activation_failed purchase for good; false when it is no longer either. */
  async closeBySupport(db: Db, purchaseId: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('purchases')
      .set({ status: 'failed', failure_reason: CLOSED_BY_SUPPORT, updated_at: now, next_check_at: null })
      .where('id', '=', purchaseId)
      .where('status', 'in', ['pending', 'activation_failed'])
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Ends a purchase that was never paid; a paid or active one is never touched. */
  async markUnpaid(
    db: Db,
    purchaseId: string,
    status: 'failed' | 'abandoned',
    reason: string,
    now: Date,
  ): Promise<boolean> {
    const result = await db
      .updateTable('purchases')
      .set({ status, failure_reason: reason, updated_at: now, next_check_at: null })
      .where('id', '=', purchaseId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /**
   * Paid but not to be activated: support must act. A purchase already paid is left alone (false): it was
   * verified, or support decided to activate it, and a late webhook for a refused transaction must not undo that.
   */
  async markActivationFailed(db: Db, purchaseId: string, reason: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('purchases')
      .set({ status: 'activation_failed', failure_reason: reason, updated_at: now, next_check_at: null })
      .where('id', '=', purchaseId)
      .where('status', 'in', ['pending', 'failed', 'abandoned'] satisfies Unfinished[])
      .where(notClosed)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  async scheduleCheck(db: Db, purchaseId: string, at: Date): Promise<void> {
    await db
      .updateTable('purchases')
      .set({ next_check_at: at })
      .where('id', '=', purchaseId)
      .where('status', 'in', ['pending', 'paid'])
      .execute();
  },

  /**
   * Unfinished purchases whose check is due, each leased until `leaseUntil` so that another instance's job
   * leaves it alone meanwhile.
   */
  async claimDue(db: Db, now: Date, limit: number, leaseUntil: Date): Promise<PurchaseRecord[]> {
    const claimed = await db
      .updateTable('purchases')
      .set((eb) => ({ next_check_at: leaseUntil, checks: eb('checks', '+', 1) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('purchases')
          .select('id')
          .where('status', 'in', ['pending', 'paid'])
          .where('next_check_at', '<=', now)
          .orderBy('next_check_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning('id')
      .execute();
    if (claimed.length === 0) return [];
    return records(db)
      .where(
        'purchases.id',
        'in',
        claimed.map((row) => row.id),
      )
      .execute();
  },

  /** Unfinished purchases (the reconciliation job's backlog) by medium; read through the partial index. */
  countUnfinished(db: Db) {
    return db
      .selectFrom('purchases')
      .select(['medium', (eb) => eb.fn.countAll<string>().as('count')])
      .where('status', 'in', ['pending', 'paid'])
      .groupBy('medium')
      .execute();
  },

  history(db: Db, subscriberId: string, limit: number) {
    return records(db)
      .where('purchases.subscriber_id', '=', subscriberId)
      .orderBy('purchases.created_at', 'desc')
      .limit(limit)
      .execute();
  },

  window(db: Db, purchaseId: string) {
    return db
      .selectFrom('user_packages')
      .select(['starts_at', 'ends_at'])
      .where('purchase_id', '=', purchaseId)
      .executeTakeFirst();
  },

  async windows(db: Db, purchaseIds: string[]) {
    if (purchaseIds.length === 0) return new Map<string, { starts_at: Date; ends_at: Date }>();
    const rows = await db
      .selectFrom('user_packages')
      .select(['purchase_id', 'starts_at', 'ends_at'])
      .where('purchase_id', 'in', purchaseIds)
      .execute();
    return new Map(rows.map((row) => [row.purchase_id, { starts_at: row.starts_at, ends_at: row.ends_at }]));
  },

  /** Keeps the subscriber row from changing its key or going away (`for key share`), as an event's key does. */
  async lockSubscriber(trx: Db, subscriberId: string): Promise<void> {
    await trx.selectFrom('subscribers').select('id').where('id', '=', subscriberId).forKeyShare().execute();
  },

  /**
   * First in a transaction that changes a purchase or its payment and writes its event: the subscriber, then the
   * purchase row, the order activatePurchase locks them in, and the payment only after them. Transactions that
   * take rows in one order never wait on each other in a circle (no deadlock between a webhook, support and
   * the job).
   */
  async lockPurchase(trx: Db, purchase: { id: string; subscriber_id: string }): Promise<void> {
    await this.lockSubscriber(trx, purchase.subscriber_id);
    await trx.selectFrom('purchases').select('id').where('id', '=', purchase.id).forNoKeyUpdate().execute();
  },

  /**
   * Adds an event to the purchase's trail. An event's foreign keys lock its purchase and its subscriber; outside
   * a transaction it takes the subscriber first, in its own transaction. Inside one, the caller has taken
   * `lockPurchase` first. Details never hold a secret (card data, tokens, credentials).
   */
  async logEvent(
    db: Db,
    event: {
      purchaseId: string | null;
      subscriberId: string | null;
      kind: PurchaseEventKind;
      details: object;
    },
  ): Promise<void> {
    if (!db.isTransaction) return db.transaction().execute((trx) => this.logEvent(trx, event));
    if (event.subscriberId) await this.lockSubscriber(db, event.subscriberId);
    await db
      .insertInto('purchase_events')
      .values({
        purchase_id: event.purchaseId,
        subscriber_id: event.subscriberId,
        kind: event.kind,
        details: JSON.stringify(event.details),
      })
      .execute();
  },

  events(db: Db, purchaseId: string) {
    return db
      .selectFrom('purchase_events')
      .select(['kind', 'details', 'created_at'])
      .where('purchase_id', '=', purchaseId)
      .orderBy('id')
      .execute();
  },
};

const notClosed = (eb: ExpressionBuilder<Database, 'purchases'>) =>
  eb.or([eb('failure_reason', 'is', null), eb('failure_reason', '!=', CLOSED_BY_SUPPORT)]);

function records(db: Db) {
  return db
    .selectFrom('purchases')
    .innerJoin('payments', 'payments.purchase_id', 'purchases.id')
    .selectAll('purchases')
    .select(['payments.status as payment_status', 'payments.details as payment_details']);
}
