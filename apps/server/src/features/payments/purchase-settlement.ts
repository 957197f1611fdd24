import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { activatePurchase } from './purchase-activation.ts';
import { type PurchaseRecord, purchasesRepository } from './purchases.repository.ts';

export interface PaymentsContext {
  db: Db;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** How every payment, by airtime or card, ends: activated once it is paid, or ended without a charge. */
export class PurchaseSettlement {
  constructor(private readonly context: PaymentsContext) {}

  async reload(record: PurchaseRecord): Promise<PurchaseRecord> {
    return (await purchasesRepository.byId(this.context.db, record.id)) ?? record;
  }

  /**
   * Records the verified payment, then activates. 'paid' is written first, so a crash or an outage between
   * the two leaves a purchase the reconciliation job finishes, never a payment taken and forgotten.
   */
  async paid(record: PurchaseRecord, payment: Record<string, unknown>): Promise<PurchaseRecord> {
    const { db, clock } = this.context;
    const now = clock();
    await purchasesRepository.setPayment(db, record.id, { status: 'successful', details: payment, now });
    await purchasesRepository.markPaid(db, record.id, now);
    return this.activate(record);
  }

  async activate(record: PurchaseRecord): Promise<PurchaseRecord> {
    const { db, clock, log } = this.context;
    try {
      const result = await activatePurchase(db, record.id, clock());
      if (result.outcome === 'activated') {
        log.info({ reference: record.reference, ends_at: result.window.endsAt }, 'package activated');
      }
    } catch (error) {
      log.error(
        { err: error, reference: record.reference, subscriber_id: record.subscriber_id },
        'paid purchase not activated yet: the reconciliation job will retry',
      );
    }
    return this.reload(record);
  }

  async unpaid(
    record: PurchaseRecord,
    status: 'failed' | 'abandoned',
    reason: string,
  ): Promise<PurchaseRecord> {
    const { db, clock } = this.context;
    const now = clock();
    if (await purchasesRepository.markUnpaid(db, record.id, status, reason, now)) {
      await purchasesRepository.setPayment(db, record.id, { status: 'failed', now });
      await this.event(record, status === 'failed' ? 'payment_failed' : 'abandoned', { reason });
    }
    return this.reload(record);
  }

  /** Paid, but it must not be activated as it is: kept with everything support needs, and logged loudly. */
  async refuse(
    record: PurchaseRecord,
    reason: string,
    details: Record<string, unknown>,
  ): Promise<PurchaseRecord> {
    const { db, clock, log } = this.context;
    const refused = await purchasesRepository.markActivationFailed(db, record.id, reason, clock());
    const now = refused ? undefined : await this.reload(record);
    const support = {
      reason,
      reference: record.reference,
      subscriber_id: record.subscriber_id,
      package_id: record.package_id,
      price_kobo: record.amount_kobo,
      method: record.medium === 'web' ? 'airtime' : 'card',
      ...details,
    };
    if (now && now.status !== 'activation_failed') {
      // Paid, active or closed already (support settled it, or a good transaction came first): kept in the
      // trail, but nothing is refused and nobody needs to act.
      await this.event(record, 'refusal_ignored', { ...support, status: now.status });
      log.warn({ ...support, status: now.status }, 'a refused transaction came for a purchase settled since');
      return now;
    }
    await this.event(record, 'activation_refused', support);
    log.error(
      support,
      'Activation Incomplete: a payment was taken that cannot be activated; support must act',
    );
    return this.reload(record);
  }

  async event(record: PurchaseRecord, kind: string, details: object): Promise<void> {
    await purchasesRepository.logEvent(this.context.db, {
      purchaseId: record.id,
      subscriberId: record.subscriber_id,
      kind,
      details,
    });
  }
}
