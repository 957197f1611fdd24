import type { CardCheckoutRequest } from '@glotv/contracts/payments';
import { AppError } from '../../errors/app-error.ts';
import type { CardProviderAdapter, CardTransaction } from './card-provider.adapter.ts';
import { PaymentSystemUnavailableError } from './payment-system.error.ts';
import { openPurchase } from './purchase-opening.ts';
import type { PaymentsContext, PurchaseSettlement, SettledPurchase } from './purchase-settlement.ts';
import { type PurchaseRecord, purchasesRepository } from './purchases.repository.ts';

/** A checkout left this long without a transaction was abandoned. */
const CHECKOUT_ABANDONED_AFTER_MS = 60 * 60_000;

export const cardUnavailableMessage = 'Card payments are not available right now. Please try again.';

/** What a verified card transaction lacks to pay for the purchase; empty when it pays for it. */
export function transactionProblems(record: PurchaseRecord, transaction: CardTransaction): string[] {
  const problems: string[] = [];
  if (transaction.tx_ref !== record.reference)
    problems.push(`tx_ref ${transaction.tx_ref} is not ${record.reference}`);
  if (transaction.currency !== 'NGN') problems.push(`currency ${transaction.currency} is not NGN`);
  // The price the purchase was opened at: a price changed since then does not apply to it.
  if (Math.round(transaction.amount * 100) < record.amount_kobo) {
    problems.push(`amount ${transaction.amount} is less than the price ${record.amount_kobo / 100}`);
  }
  return problems;
}

/**
 * Everyone but Glo subscribers pays by card through the provider's hosted checkout. Nothing the
 * browser or a webhook says is taken on trust: the transaction is verified with the provider by id, and only a
 * successful one in NGN for our reference and at least the price activates the package.
 */
export class CardPayments {
  constructor(
    private readonly context: PaymentsContext & { publicBaseUrl: string },
    private readonly provider: CardProviderAdapter,
    private readonly settlement: PurchaseSettlement,
  ) {}

  async checkout(subscriberId: string, request: Omit<CardCheckoutRequest, 'subscriber_uid'>) {
    const { db, clock } = this.context;
    const buyer = await purchasesRepository.buyer(db, subscriberId);
    if (!buyer) throw new AppError('unauthorized', 'Please sign in.');
    if (buyer.kind === 'glo') {
      throw new AppError('payment_method_not_allowed', 'Glo numbers pay by airtime.');
    }
    const pack = await purchasesRepository.packageForSale(db, request.product_id, 'card');
    if (!pack) throw new AppError('not_found', `Package ${request.product_id} is not for sale to you.`);
    const now = clock();
    const record = await openPurchase(db, {
      subscriberId,
      pack,
      method: 'card',
      idempotencyKey: request.idempotency_key,
      customer: request.customer,
      now,
    });
    if (record.package_id !== request.product_id || record.status !== 'pending') {
      throw new AppError('conflict', 'This request was made for another purchase.');
    }
    const amount = record.amount_kobo / 100;
    try {
      const { link } = await this.provider.createPayment({
        txRef: record.reference,
        amountNaira: amount,
        redirectUrl: new URL('/play/packagespage', this.context.publicBaseUrl).href,
        customer: {
          email: request.customer.email,
          name: request.customer.name,
          phoneNumber: internationalPhone(request.customer.phone_number),
        },
        title: 'GLO-TV',
        description: `${record.package_title} access pack`,
      });
      await db.transaction().execute(async (trx) => {
        await purchasesRepository.lockPurchase(trx, record);
        await purchasesRepository.setPayment(trx, record.id, {
          status: 'sent',
          details: { link },
          now: clock(),
        });
        // Not the link itself: whoever holds it can pay on the subscriber's behalf.
        await purchasesRepository.logEvent(trx, {
          purchaseId: record.id,
          subscriberId,
          kind: 'checkout_opened',
          details: { amount, currency: 'NGN' },
        });
      });
      return { tx_ref: record.reference, link, amount, currency: 'NGN' as const };
    } catch (error) {
      if (error instanceof PaymentSystemUnavailableError)
        throw new AppError('payment_unavailable', cardUnavailableMessage);
      throw error;
    }
  }

  /** The purchase call after the checkout (medium 'fweb'): verified, then activated. */
  async confirm(
    subscriberId: string,
    request: { txRef: string; transactionId?: string | number | undefined; productId: number },
  ): Promise<PurchaseRecord> {
    const record = await purchasesRepository.byReference(this.context.db, request.txRef);
    if (!record || record.subscriber_id !== subscriberId || record.medium !== 'fweb') {
      throw new AppError('not_found', 'This payment does not exist.');
    }
    if (record.package_id !== request.productId)
      throw new AppError('conflict', 'This payment is for another package.');
    if (record.status === 'active' || record.status === 'activation_failed') return record;
    const transaction = await this.verify(record, request.transactionId);
    if (transaction === undefined) return record;
    // No transaction for this checkout: the subscriber cancelled it (one paid later still activates).
    if (transaction === null) return this.settlement.unpaid(record, 'abandoned', 'cancelled');
    return this.apply(record, transaction);
  }

  /**
   * A webhook whose `verif-hash` matched: its transaction is looked up with the provider, never taken as sent.
   * It is kept in the purchase's trail with the provider's ids and whether it changed the purchase.
   */
  async webhook(transactionId: number, event?: string): Promise<void> {
    const transaction = await this.provider.verifyTransaction(transactionId);
    if (!transaction) return;
    const record = await purchasesRepository.byReference(this.context.db, transaction.tx_ref);
    if (record?.medium !== 'fweb') {
      await purchasesRepository.logEvent(this.context.db, {
        purchaseId: null,
        subscriberId: null,
        kind: 'webhook_for_unknown_reference',
        details: { transaction },
      });
      return;
    }
    const after = await this.apply(record, transaction);
    await this.settlement.event(record, 'webhook_received', {
      ...(event === undefined ? {} : { event }),
      transaction_id: transaction.id,
      provider_reference: transaction.flw_ref,
      transaction_status: transaction.status,
      before: record.status,
      after: after.status,
      changed: after.changed,
    });
  }

  /** Where an unfinished card purchase stands, asking the provider by our reference. */
  async resolve(record: PurchaseRecord): Promise<PurchaseRecord> {
    if (record.status === 'paid') return this.settlement.activate(record);
    if (record.status !== 'pending') return record;
    const transaction = await this.provider.verifyByReference(record.reference);
    if (transaction) return this.apply(record, transaction);
    const age = this.context.clock().getTime() - new Date(record.created_at).getTime();
    return age > CHECKOUT_ABANDONED_AFTER_MS
      ? this.settlement.unpaid(record, 'abandoned', 'not_paid')
      : record;
  }

  /** The provider's transaction for this purchase; null when it has none; undefined when it cannot tell now. */
  private async verify(record: PurchaseRecord, transactionId: string | number | undefined) {
    try {
      const byId = transactionId === undefined ? null : await this.provider.verifyTransaction(transactionId);
      if (byId && byId.tx_ref === record.reference) return byId;
      if (byId)
        await this.settlement.event(record, 'transaction_of_another_purchase', { transaction_id: byId.id });
      return await this.provider.verifyByReference(record.reference);
    } catch (error) {
      if (!(error instanceof PaymentSystemUnavailableError)) throw error;
      this.context.log.warn(
        { reference: record.reference, err: error },
        'card provider unavailable for verification',
      );
      return undefined;
    }
  }

  private async apply(record: PurchaseRecord, transaction: CardTransaction): Promise<SettledPurchase> {
    const evidence = {
      transaction_id: transaction.id,
      provider_reference: transaction.flw_ref,
      amount: transaction.amount,
      currency: transaction.currency,
      status: transaction.status,
      processor_response: transaction.processor_response,
    };
    if (transaction.status === 'successful') {
      const problems = transactionProblems(record, transaction);
      if (problems.length > 0)
        return this.settlement.refuse(record, problems.join('; '), { transaction: evidence });
      return this.settlement.paid(record, evidence);
    }
    if (transaction.status === 'failed') {
      const insufficient = /insufficient/i.test(transaction.processor_response ?? '');
      return this.settlement.unpaid(record, 'failed', insufficient ? 'insufficient_funds' : 'declined');
    }
    return { ...record, changed: false };
  }
}

/** The card form shows the phone with +234; the provider gets the international form. */
function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('234')) return `+${digits}`;
  return `+234${digits.replace(/^0/, '')}`;
}
