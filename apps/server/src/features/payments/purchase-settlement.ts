import type { PurchaseEventKind } from '@glotv/contracts/console-purchases';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { describeFailure } from './payment-system.error.ts';
import { activatePurchase } from './purchase-activation.ts';
import { type PurchaseRecord, purchasesRepository } from './purchases.repository.ts';

export interface PaymentsContext {
  db: Db;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Told once for each purchase that this process ends (the metrics count them). */
  onEnded?: (method: 'airtime' | 'card', outcome: PurchaseEnd) => void;
}

export type PurchaseEnd = 'activated' | 'failed' | 'abandoned' | 'activation_refused';

const methodOf = (record: PurchaseRecord) => (record.medium === 'web' ? 'airtime' : 'card');

/**
 * A purchase as a settlement step left it, and whether that step changed it: a racing caller (the return, a
 * duplicate webhook, the job) may have got there first, and then this one changed nothing.
 */
export type SettledPurchase = PurchaseRecord & { changed: boolean };

/** How every payment, by airtime or card, ends: activated once it is paid, or ended without a charge. */
export class PurchaseSettlement {
  constructor(private readonly context: PaymentsContext) {}

  async reload(record: PurchaseRecord): Promise<PurchaseRecord> {
    return (await purchasesRepository.byId(this.context.db, record.id)) ?? record;
  }

  /** The purchase as it is now, changed by this step or not. */
  async settled(record: PurchaseRecord, changed: boolean): Promise<SettledPurchase> {
    return { ...(await this.reload(record)), changed };
  }

  /**
   * Records the verified payment, then activates. 'paid' is written first, with its event ('charged' for
   * airtime, 'paid' for a card, holding the payment system's own id and reference) in the same transaction, so
   * a crash or an outage between the two leaves a purchase the reconciliation job finishes, never a payment
   * taken and forgotten. A purchase paid already (a second webhook, a racing return) adds no event.
   */
  async paid(record: PurchaseRecord, payment: Record<string, unknown>): Promise<SettledPurchase> {
    const { db, clock } = this.context;
    const now = clock();
    const marked = await db.transaction().execute(async (trx) => {
      await purchasesRepository.lockPurchase(trx, record);
      await purchasesRepository.setPayment(trx, record.id, { status: 'successful', details: payment, now });
      if (!(await purchasesRepository.markPaid(trx, record.id, now))) return false;
      await purchasesRepository.logEvent(trx, {
        purchaseId: record.id,
        subscriberId: record.subscriber_id,
        kind: record.medium === 'web' ? 'charged' : 'paid',
        details: { ...payment, amount_kobo: record.amount_kobo },
      });
      return true;
    });
    const activated = await this.activate(record);
    return { ...activated, changed: marked || activated.changed };
  }

  /**
   * Activates a paid purchase. An activation that fails (the database refused it, an outage) is kept in the
   * trail as 'activation_attempt_failed' and left paid, for the reconciliation job to try again.
   */
  async activate(record: PurchaseRecord): Promise<SettledPurchase> {
    const { db, clock, log } = this.context;
    try {
      const result = await activatePurchase(db, record.id, clock());
      if (result.outcome === 'activated') {
        log.info({ reference: record.reference, ends_at: result.window.endsAt }, 'package activated');
        this.context.onEnded?.(methodOf(record), 'activated');
        return this.settled(record, true);
      }
    } catch (error) {
      log.error(
        { err: error, reference: record.reference, subscriber_id: record.subscriber_id },
        'paid purchase not activated yet: the reconciliation job will retry',
      );
      await this.event(record, 'activation_attempt_failed', { error: describeFailure(error) }).catch(
        (failure: unknown) =>
          log.error({ err: failure, reference: record.reference }, 'failed activation not kept in the trail'),
      );
    }
    return this.settled(record, false);
  }

  async unpaid(
    record: PurchaseRecord,
    status: 'failed' | 'abandoned',
    reason: string,
  ): Promise<SettledPurchase> {
    const { db, clock } = this.context;
    const now = clock();
    const ended = await db.transaction().execute(async (trx) => {
      await purchasesRepository.lockPurchase(trx, record);
      if (!(await purchasesRepository.markUnpaid(trx, record.id, status, reason, now))) return false;
      await purchasesRepository.setPayment(trx, record.id, { status: 'failed', now });
      await purchasesRepository.logEvent(trx, {
        purchaseId: record.id,
        subscriberId: record.subscriber_id,
        kind: status === 'failed' ? 'payment_failed' : 'abandoned',
        details: { reason },
      });
      return true;
    });
    if (ended) this.context.onEnded?.(methodOf(record), status);
    return this.settled(record, ended);
  }

  /** Paid, but it must not be activated as it is: kept with everything support needs, and logged loudly. */
  async refuse(
    record: PurchaseRecord,
    reason: string,
    details: Record<string, unknown>,
  ): Promise<SettledPurchase> {
    const { db, clock, log } = this.context;
    const support = {
      reason,
      reference: record.reference,
      subscriber_id: record.subscriber_id,
      package_id: record.package_id,
      price_kobo: record.amount_kobo,
      method: methodOf(record),
      ...details,
    };
    const refused = await db.transaction().execute(async (trx) => {
      await purchasesRepository.lockPurchase(trx, record);
      if (!(await purchasesRepository.markActivationFailed(trx, record.id, reason, clock()))) return false;
      await purchasesRepository.logEvent(trx, {
        purchaseId: record.id,
        subscriberId: record.subscriber_id,
        kind: 'activation_refused',
        details: support,
      });
      return true;
    });
    if (refused) this.context.onEnded?.(methodOf(record), 'activation_refused');
    const now = refused ? undefined : await this.reload(record);
    if (now && now.status !== 'activation_failed') {
      // Paid, active or closed already (support settled it, or a good transaction came first): kept in the
      // trail, but nothing is refused and nobody needs to act.
      await this.event(record, 'refusal_ignored', { ...support, status: now.status });
      log.warn({ ...support, status: now.status }, 'a refused transaction came for a purchase settled since');
      return { ...now, changed: false };
    }
    if (!refused) await this.event(record, 'activation_refused', support);
    log.error(
      support,
      'Activation Incomplete: a payment was taken that cannot be activated; support must act',
    );
    return this.settled(record, refused);
  }

  async event(record: PurchaseRecord, kind: PurchaseEventKind, details: object): Promise<void> {
    await purchasesRepository.logEvent(this.context.db, {
      purchaseId: record.id,
      subscriberId: record.subscriber_id,
      kind,
      details,
    });
  }
}
