import pg from 'pg';
import type { PaymentSimulators } from './load-simulators.ts';

interface PurchaseRow {
  id: string;
  reference: string;
  status: string;
  medium: string;
  subscriber_id: string;
  package_id: number;
  windows: number;
  activated_at: Date | null;
}

interface WindowRow {
  subscriber_id: string;
  package_id: number;
  purchase_id: string;
  starts_at: Date;
  ends_at: Date;
}

export interface Ledger {
  purchases: number;
  active: number;
  /** Purchases not finished yet (pending or paid). */
  unfinished: number;
  airtimeCharges: number;
  cardPayments: number;
  /** Purchases activated at or after `options.since` (0 without it). */
  activatedSince: number;
  /** Everything that is not as it must be; empty when the books agree. */
  problems: string[];
}

/**
 * Compares the portal's database with the payment systems' books:
 * - every purchase that answered 'activated' is active, with exactly one package window;
 * - every successful charge or card payment belongs to a purchase that is active (nothing lost), or, while
 *   `settled` is false, still on its way (paid or pending);
 * - no reference was charged twice, no purchase is active without a payment, none has two windows;
 * - a subscriber's windows of one package never overlap (a repeat purchase starts where the last one ends).
 */
export async function readLedger(
  databaseUrl: string,
  simulators: PaymentSimulators,
  options: { activated?: string[]; settled: boolean; since?: Date },
): Promise<Ledger> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let purchases: PurchaseRow[];
  let windows: WindowRow[];
  try {
    purchases = (
      await client.query<PurchaseRow>(
        `select p.id, p.reference, p.status, p.medium, p.subscriber_id::text, p.package_id, p.activated_at,
                (select count(*)::int from user_packages u where u.purchase_id = p.id) as windows
           from purchases p`,
      )
    ).rows;
    windows = (
      await client.query<WindowRow>(
        `select subscriber_id::text, package_id, purchase_id, starts_at, ends_at from user_packages
          order by subscriber_id, package_id, starts_at`,
      )
    ).rows;
  } finally {
    await client.end();
  }

  const problems: string[] = [];
  const byReference = new Map(purchases.map((row) => [row.reference, row]));
  const charges = simulators.gateway.charges().filter((charge) => charge.status === 'successful');
  const cardPayments = simulators.cardProvider.transactions().filter((tx) => tx.status === 'successful');
  const paidReferences = new Map<string, number>();
  for (const reference of [...charges.map((c) => c.reference), ...cardPayments.map((t) => t.tx_ref)]) {
    paidReferences.set(reference, (paidReferences.get(reference) ?? 0) + 1);
  }

  for (const reference of new Set(options.activated ?? [])) {
    const row = byReference.get(reference);
    if (row?.status !== 'active' || row.windows !== 1)
      problems.push(
        `${reference} answered activated but is ${row?.status ?? 'missing'} with ${row?.windows ?? 0} windows`,
      );
  }
  const answeredTwice = (options.activated?.length ?? 0) - new Set(options.activated ?? []).size;
  if (answeredTwice > 0)
    problems.push(`${answeredTwice} activations answered for a reference already answered`);

  for (const [reference, count] of paidReferences) {
    const row = byReference.get(reference);
    if (count > 1) problems.push(`${reference} was paid ${count} times`);
    if (!row) problems.push(`${reference} was paid but the portal has no such purchase`);
    else if (row.status !== 'active' && (options.settled || !['paid', 'pending'].includes(row.status)))
      problems.push(`${reference} was paid but its purchase is ${row.status}`);
  }
  for (const row of purchases) {
    if (row.windows > 1) problems.push(`${row.reference} has ${row.windows} package windows`);
    if (row.status === 'active' && row.windows !== 1)
      problems.push(`${row.reference} is active without a window`);
    if (row.status !== 'active' && row.windows > 0)
      problems.push(`${row.reference} is ${row.status} with a window`);
    if (row.status === 'active' && !paidReferences.has(row.reference))
      problems.push(`${row.reference} is active but was never paid`);
  }
  for (let index = 1; index < windows.length; index++) {
    const previous = windows[index - 1]!;
    const current = windows[index]!;
    if (previous.subscriber_id !== current.subscriber_id || previous.package_id !== current.package_id)
      continue;
    if (current.starts_at.getTime() < previous.ends_at.getTime())
      problems.push(
        `subscriber ${current.subscriber_id} has overlapping windows of package ${current.package_id}`,
      );
  }

  return {
    purchases: purchases.length,
    active: purchases.filter((row) => row.status === 'active').length,
    unfinished: purchases.filter((row) => row.status === 'pending' || row.status === 'paid').length,
    airtimeCharges: charges.length,
    cardPayments: cardPayments.length,
    activatedSince: options.since
      ? purchases.filter((row) => row.activated_at && row.activated_at >= options.since!).length
      : 0,
    problems,
  };
}

/** Reads the ledger until it is settled and agrees, or `timeoutMs` passed; answers the last reading. */
export async function waitForSettledLedger(
  databaseUrl: string,
  simulators: PaymentSimulators,
  options: { activated?: string[]; timeoutMs: number; since?: Date },
): Promise<Ledger> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const ledger = await readLedger(databaseUrl, simulators, { ...options, settled: true });
    if (ledger.problems.length === 0 || Date.now() > deadline) return ledger;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
