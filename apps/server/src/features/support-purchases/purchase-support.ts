import type { SupportPurchaseAction, SupportPurchaseDetail } from '@glotv/contracts/console-purchases';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { PaymentSystemUnavailableError } from '../payments/payment-system.error.ts';
import type { Payments } from '../payments/payments.plugin.ts';
import { type PurchaseRecord, purchasesRepository } from '../payments/purchases.repository.ts';
import { type AuditActor, recordAudit } from '../staff/public.ts';
import { supportPurchasesRepository } from './support-purchases.repository.ts';

type Outcome = 'activated' | 'closed' | 'checked' | 'unchanged';
const settleable = new Set<PurchaseRecord['status']>(['pending', 'activation_failed']);

/** What support may do with a purchase in this status. */
export function actionsFor(status: PurchaseRecord['status']): SupportPurchaseAction[] {
  if (settleable.has(status)) return ['recheck', 'activate', 'close'];
  return status === 'paid' ? ['recheck', 'activate'] : [];
}

const snapshot = (record: PurchaseRecord) => ({
  status: record.status,
  failure_reason: record.failure_reason,
  payment_status: record.payment_status,
});

/**
 * Support settles a stuck purchase. Every action goes through the payments' own settlement, the same code as
 * the webhook and the reconciliation job, so the purchase row lock decides: a purchase activates once, and
 * one support closed never activates. Each action is written to the purchase's trail and the audit log.
 */
export class PurchaseSupport {
  constructor(
    private readonly app: FastifyInstance,
    /** The payments to settle through: a route's own (`app.payments.withLog(request.log)`). */
    private readonly payments: Payments = app.payments,
  ) {}

  async detail(purchaseId: string): Promise<SupportPurchaseDetail> {
    const found = await supportPurchasesRepository.detail(this.app.db, purchaseId);
    if (!found) throw new AppError('not_found', 'This purchase does not exist.');
    return { ...found, actions: actionsFor(found.status) };
  }

  /** The reconciliation's check of this one purchase, now. */
  async recheck(purchaseId: string, actor: AuditActor, reason: string) {
    const before = await this.settleableRecord(purchaseId, 'recheck');
    const after = await this.unlessUnavailable(() => this.payments.resolve(before));
    return this.finish('recheck', before, after, actor, reason, 'checked');
  }

  async activate(purchaseId: string, actor: AuditActor, reason: string) {
    const before = await this.settleableRecord(purchaseId, 'activate');
    const { db } = this.app;
    const now = this.payments.clock();
    if (before.status !== 'paid') {
      const answer = await this.unlessUnavailable(() => this.payments.confirmPaid(before));
      if (!answer.paid) {
        throw new AppError(
          'conflict',
          `The payment system does not confirm this payment (${answer.answer}): it cannot be activated.`,
        );
      }
      await db.transaction().execute(async (trx) => {
        await purchasesRepository.lockPurchase(trx, before);
        if (!(await purchasesRepository.markPaidBySupport(trx, before.id, now))) return;
        await purchasesRepository.setPayment(trx, before.id, {
          status: 'successful',
          details: answer.evidence,
          now,
        });
        // The payment system's confirmation, kept like any other payment's (support's own event follows).
        await purchasesRepository.logEvent(trx, {
          purchaseId: before.id,
          subscriberId: before.subscriber_id,
          kind: before.medium === 'web' ? 'charged' : 'paid',
          details: { ...answer.evidence, amount_kobo: before.amount_kobo, confirmed_for: 'support_activate' },
        });
      });
    }
    const after = await this.payments.settlement.activate(await this.reload(before));
    return this.finish('activate', before, after, actor, reason, 'activated');
  }

  async close(purchaseId: string, actor: AuditActor, reason: string) {
    const before = await this.settleableRecord(purchaseId, 'close');
    await purchasesRepository.closeBySupport(this.app.db, before.id, this.payments.clock());
    return this.finish('close', before, await this.reload(before), actor, reason, 'closed');
  }

  private async finish(
    action: SupportPurchaseAction,
    before: PurchaseRecord,
    after: PurchaseRecord,
    actor: AuditActor,
    reason: string,
    wanted: Outcome,
  ) {
    const changed = before.status !== after.status || before.payment_status !== after.payment_status;
    const outcome: Outcome = wanted === 'checked' ? (changed ? 'checked' : 'unchanged') : wanted;
    const happened =
      wanted === 'checked' ||
      (wanted === 'activated' && after.status === 'active' && before.status !== 'active') ||
      (wanted === 'closed' && after.status === 'failed' && before.status !== 'failed');
    await this.app.db.transaction().execute(async (trx) => {
      // The event's keys lock subscriber then purchase, the order activatePurchase takes them in: never a deadlock.
      await trx
        .selectFrom('subscribers')
        .select('id')
        .where('id', '=', before.subscriber_id)
        .forKeyShare()
        .execute();
      await purchasesRepository.logEvent(trx, {
        purchaseId: before.id,
        subscriberId: before.subscriber_id,
        kind: `support_${action}`,
        details: { staff: actor.email, reason, before: before.status, after: after.status },
      });
      await recordAudit(trx, {
        staff: actor,
        action: `purchase.${action}`,
        target_kind: 'purchase',
        target_id: before.id,
        before: snapshot(before),
        after: { ...snapshot(after), reason },
      });
    });
    return { data: await this.detail(before.id), outcome: happened ? outcome : 'unchanged' };
  }

  private async settleableRecord(purchaseId: string, action: SupportPurchaseAction) {
    const record = await purchasesRepository.byId(this.app.db, purchaseId);
    if (!record) throw new AppError('not_found', 'This purchase does not exist.');
    if (!actionsFor(record.status).includes(action)) {
      throw new AppError('conflict', `A purchase that is ${record.status} cannot be settled by support.`);
    }
    return record;
  }

  private async reload(record: PurchaseRecord) {
    return (await purchasesRepository.byId(this.app.db, record.id)) ?? record;
  }

  private async unlessUnavailable<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaymentSystemUnavailableError) {
        throw new AppError(
          'payment_unavailable',
          'The payment system cannot be reached now. Try again later.',
        );
      }
      throw error;
    }
  }
}
