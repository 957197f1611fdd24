import { AppError } from '../../errors/app-error.ts';
import type {
  AirtimeCharge,
  ChargeOutcome,
  ChargeStatus,
  ChargingGatewayAdapter,
} from './charging-gateway.adapter.ts';
import { openPurchase } from './purchase-opening.ts';
import type { PaymentsContext, PurchaseSettlement } from './purchase-settlement.ts';
import { FIRST_CHECK_DELAY_MS } from './purchase-timing.ts';
import { type PurchaseRecord, purchasesRepository } from './purchases.repository.ts';

/** A charge the gateway has not heard of this long after we sent it never reached it. */
const NEVER_ARRIVED_AFTER_MS = 10 * 60_000;

/**
 * Glo subscribers pay for data bundles from their airtime: the operator's charging gateway
 * charges the number under our reference and the package is activated at once. An answer that never came is
 * resolved by asking the gateway about the reference before anything is sent again, and the gateway refuses a
 * reference it has seen: one purchase is never two charges.
 */
export class AirtimePayments {
  constructor(
    private readonly context: PaymentsContext,
    private readonly gateway: ChargingGatewayAdapter,
    private readonly settlement: PurchaseSettlement,
  ) {}

  async buy(subscriberId: string, productId: number, idempotencyKey?: string): Promise<PurchaseRecord> {
    const { db, clock } = this.context;
    const buyer = await purchasesRepository.buyer(db, subscriberId);
    if (!buyer) throw new AppError('unauthorized', 'Please sign in.');
    if (buyer.kind !== 'glo' || !buyer.msisdn) {
      throw new AppError(
        'payment_method_not_allowed',
        'Airtime payment is only for Glo numbers. Please pay by card.',
      );
    }
    const pack = await purchasesRepository.packageForSale(db, productId, 'glo');
    if (!pack) throw new AppError('not_found', `Package ${productId} is not for sale to you.`);
    const now = clock();
    const record = await openPurchase(db, {
      subscriberId,
      pack,
      method: 'airtime',
      idempotencyKey,
      now,
    });
    if (record.package_id !== productId)
      throw new AppError('conflict', 'This request was made for another package.');
    if (!(await purchasesRepository.claimPaymentRequest(db, record.id, now))) return this.resolve(record);

    const charge = this.chargeOf(record, buyer.msisdn.replace(/^\+/, ''));
    const outcome = await this.gateway.charge(charge);
    if (outcome.status !== 'unknown') return this.apply(record, outcome);

    await this.settlement.event(record, 'answer_lost', { error: outcome.error });
    await purchasesRepository.setPayment(db, record.id, { status: 'unknown', now: clock() });
    const status = await this.gateway.status(record.reference);
    if (status.status !== 'not_found') return this.apply(record, status);
    // The gateway never saw it: sending the same reference again cannot charge twice.
    await this.settlement.event(record, 'charge_resent', {});
    return this.apply(record, await this.gateway.charge(charge));
  }

  /** Where an unfinished airtime purchase stands, asking the gateway when its answer was lost. */
  async resolve(record: PurchaseRecord): Promise<PurchaseRecord> {
    if (record.status === 'paid') return this.settlement.activate(record);
    if (record.status !== 'pending') return record;
    const age = this.context.clock().getTime() - new Date(record.created_at).getTime();
    if (record.payment_status === 'pending') {
      // Never sent: the server stopped between recording the purchase and charging; nothing was taken.
      return age > FIRST_CHECK_DELAY_MS ? this.settlement.unpaid(record, 'failed', 'not_charged') : record;
    }
    const status = await this.gateway.status(record.reference);
    if (status.status === 'not_found') {
      return age > NEVER_ARRIVED_AFTER_MS ? this.settlement.unpaid(record, 'failed', 'not_charged') : record;
    }
    return this.apply(record, status);
  }

  private chargeOf(record: PurchaseRecord, msisdn: string): AirtimeCharge {
    return {
      reference: record.reference,
      msisdn,
      amountKobo: record.amount_kobo,
      rateCode: record.rate_code ?? '',
      planCode: record.plan_code,
      chargeGroupCode: record.charge_group_code,
      description: `GLO-TV ${record.package_title}`,
    };
  }

  private async apply(
    record: PurchaseRecord,
    outcome: ChargeOutcome | ChargeStatus,
  ): Promise<PurchaseRecord> {
    switch (outcome.status) {
      case 'successful':
        return this.settlement.paid(record, { transaction_id: outcome.transactionId });
      case 'failed':
        return this.settlement.unpaid(record, 'failed', outcome.reason);
      default:
        await purchasesRepository.setPayment(this.context.db, record.id, {
          status: 'unknown',
          now: this.context.clock(),
        });
        return this.settlement.reload(record);
    }
  }
}
