import type {
  SupportPurchase,
  SupportPurchaseDetail,
  SupportPurchaseListQuery,
} from '@glotv/contracts/console-purchases';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function listed(db: Db) {
  return db
    .selectFrom('purchases')
    .innerJoin('subscribers', 'subscribers.id', 'purchases.subscriber_id')
    .select([
      'purchases.id',
      'purchases.reference',
      'purchases.subscriber_id',
      'subscribers.msisdn',
      'subscribers.email',
      'subscribers.username',
      'purchases.package_id',
      'purchases.package_title',
      'purchases.medium',
      'purchases.goodwill_by',
      'purchases.goodwill_reason',
      'purchases.amount_kobo',
      'purchases.status',
      'purchases.failure_reason',
      'purchases.created_at',
      'purchases.activated_at',
    ]);
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['executeTakeFirstOrThrow']>>;

function toSupportPurchase(row: ListedRow): SupportPurchase {
  return {
    id: row.id,
    reference: row.reference,
    subscriber_id: row.subscriber_id,
    subscriber: row.msisdn ?? row.email ?? row.username ?? row.subscriber_id,
    package_id: row.package_id,
    package_title: row.package_title,
    method: row.goodwill_by ? 'goodwill' : row.medium === 'web' ? 'airtime' : 'card',
    amount_kobo: row.amount_kobo,
    status: row.status,
    failure_reason: row.failure_reason,
    created_at: iso(row.created_at)!,
    activated_at: iso(row.activated_at),
  };
}

/** A whole day when only a date is given: `to` 2026-11-24 includes that day. */
const startOf = (value: string) => new Date(value);
const endOf = (value: string) =>
  value.length === 10 ? new Date(new Date(value).getTime() + 86_400_000) : new Date(value);

/** Support's reading of purchases: newest first, one page at a time, and one purchase with its trail. */
export const supportPurchasesRepository = {
  async list(db: Db, filter: SupportPurchaseListQuery) {
    let query = listed(db);
    if (filter.status) query = query.where('purchases.status', '=', filter.status);
    if (filter.method === 'goodwill') query = query.where('purchases.goodwill_by', 'is not', null);
    if (filter.method === 'airtime' || filter.method === 'card') {
      query = query
        .where('purchases.goodwill_by', 'is', null)
        .where('purchases.medium', '=', filter.method === 'airtime' ? 'web' : 'fweb');
    }
    if (filter.package_id) query = query.where('purchases.package_id', '=', filter.package_id);
    if (filter.from) query = query.where('purchases.created_at', '>=', startOf(filter.from));
    if (filter.to) query = query.where('purchases.created_at', '<', endOf(filter.to));
    if (filter.after) {
      const after = filter.after;
      // Keyset: strictly older than the last row of the previous page, ties broken by id.
      query = query.where(
        sql<boolean>`(purchases.created_at, purchases.id) < (select p.created_at, p.id from purchases p where p.id = ${after})`,
      );
    }
    const rows = await query
      .orderBy('purchases.created_at', 'desc')
      .orderBy('purchases.id', 'desc')
      .limit(filter.limit + 1)
      .execute();
    const page = rows.slice(0, filter.limit).map(toSupportPurchase);
    return { data: page, next: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null };
  },

  async detail(db: Db, purchaseId: string): Promise<Omit<SupportPurchaseDetail, 'actions'> | undefined> {
    const row = await listed(db).where('purchases.id', '=', purchaseId).executeTakeFirst();
    if (!row) return undefined;
    const payment = await db
      .selectFrom('payments')
      .select(['provider', 'provider_reference', 'status', 'details', 'updated_at'])
      .where('purchase_id', '=', purchaseId)
      .executeTakeFirst();
    const events = await db
      .selectFrom('purchase_events')
      .select(['id', 'kind', 'details', 'created_at'])
      .where('purchase_id', '=', purchaseId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    // A refused payment keeps the provider's transaction in its trail, not on the payment.
    const refused = [...events].reverse().find((event) => event.kind === 'activation_refused')?.details as
      | { transaction?: Record<string, unknown> }
      | undefined;
    const details = { ...refused?.transaction, ...(payment?.details as Record<string, unknown> | null) };
    const text = (value: unknown) =>
      typeof value === 'string' || typeof value === 'number' ? String(value) : null;
    return {
      ...toSupportPurchase(row),
      goodwill_reason: row.goodwill_reason,
      // A goodwill or development grant was never paid for: it has no payment.
      payment: payment
        ? {
            provider: payment.provider,
            provider_reference: payment.provider_reference,
            transaction_id: text(details.transaction_id),
            system_reference: text(details.provider_reference),
            status: payment.status,
            updated_at: iso(payment.updated_at)!,
          }
        : null,
      events: events.map((event) => ({
        id: String(event.id),
        kind: event.kind,
        details: event.details,
        at: iso(event.created_at)!,
      })),
    };
  },
};
