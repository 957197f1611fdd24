import { z } from 'zod';
import { purchaseStatuses } from './payments.ts';

/** How a purchase was paid, as support filters it: goodwill grants (purchases.goodwill_by) apart from sales. */
export const supportPurchaseMethods = ['airtime', 'card', 'goodwill'] as const;
export type SupportPurchaseMethod = (typeof supportPurchaseMethods)[number];

/** The most rows one page of the purchases list holds. */
export const SUPPORT_PURCHASES_PAGE_MAX = 100;

export const supportPurchaseListQuerySchema = z
  .object({
    status: z.enum(purchaseStatuses).optional(),
    method: z.enum(supportPurchaseMethods).optional(),
    package_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** Created at or after (ISO date or date-time). */
    from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    /** Created before. */
    to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    limit: z.coerce.number().int().min(1).max(SUPPORT_PURCHASES_PAGE_MAX).default(50),
    /** The `next` of the previous page. */
    after: z.uuid().optional(),
  })
  .strict();
export type SupportPurchaseListQuery = z.infer<typeof supportPurchaseListQuerySchema>;

export const supportPurchaseSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  subscriber_id: z.string(),
  /** The subscriber's Glo number, else e-mail, else username. */
  subscriber: z.string(),
  package_id: z.number().int(),
  package_title: z.string(),
  method: z.enum(supportPurchaseMethods),
  amount_kobo: z.number().int(),
  status: z.enum(purchaseStatuses),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  activated_at: z.string().nullable(),
});
export type SupportPurchase = z.infer<typeof supportPurchaseSchema>;

export const supportPurchaseListResponseSchema = z.object({
  data: z.array(supportPurchaseSchema),
  next: z.string().nullable(),
});

export const supportPurchaseParamsSchema = z.object({ purchaseId: z.uuid() }).strict();

/**
 * What a purchase's trail records (`purchase_events.kind`), in roughly the order they happen. The column is free
 * text, so a kind added later still shows (by its name) on a console that does not know it yet.
 */
export const purchaseEventKinds = [
  /** Opened under its reference: method, package, price. */
  'requested',
  /** Card: the provider's hosted checkout was opened for it. */
  'checkout_opened',
  /** Airtime: the gateway's answer to the charge never came. */
  'answer_lost',
  /** Airtime: the gateway never saw the charge, so it was sent again under the same reference. */
  'charge_resent',
  /** Airtime: the gateway charged the number (its transaction id). */
  'charged',
  /** Card: the provider's transaction was verified as paying for it (its id and reference). */
  'paid',
  /** Card: the browser named a transaction made for another purchase. */
  'transaction_of_another_purchase',
  'payment_failed',
  'abandoned',
  /** Paid, but not as sold (amount, currency): Activation Incomplete, support must act. */
  'activation_refused',
  /** A refused transaction came for a purchase settled since: nothing changed. */
  'refusal_ignored',
  /** An activation that failed (an error, not a refusal); the reconciliation job tries again. */
  'activation_attempt_failed',
  'activated',
  /** The card provider's webhook for this purchase, and whether it changed anything. */
  'webhook_received',
  /** The card provider's webhook for a transaction that is no purchase of ours (no purchase id). */
  'webhook_for_unknown_reference',
  /** One check by the reconciliation job, and its outcome. */
  'reconciliation_checked',
  /** The app reported a provisioning error for it. */
  'provisioning_error_reported',
  'goodwill_granted',
  'support_recheck',
  'support_activate',
  'support_close',
] as const;
export type PurchaseEventKind = (typeof purchaseEventKinds)[number];

export const supportPurchaseEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  details: z.unknown(),
  at: z.string(),
});

export const supportPurchaseActions = ['recheck', 'activate', 'close'] as const;
export type SupportPurchaseAction = (typeof supportPurchaseActions)[number];

export const supportPurchaseDetailSchema = supportPurchaseSchema.extend({
  goodwill_reason: z.string().nullable(),
  payment: z
    .object({
      provider: z.enum(['airtime', 'card']),
      /** Our reference as the payment system knows it. */
      provider_reference: z.string(),
      /** The payment system's own transaction id and reference, once it answered. */
      transaction_id: z.string().nullable(),
      system_reference: z.string().nullable(),
      status: z.enum(['pending', 'sent', 'successful', 'failed', 'unknown']),
      updated_at: z.string(),
    })
    /** Null for a purchase nobody paid for: a goodwill or development grant. */
    .nullable(),
  /** What happened to it, oldest first. */
  events: z.array(supportPurchaseEventSchema),
  /** What support may do now. */
  actions: z.array(z.enum(supportPurchaseActions)),
});
export type SupportPurchaseDetail = z.infer<typeof supportPurchaseDetailSchema>;

export const supportPurchaseDetailResponseSchema = z.object({ data: supportPurchaseDetailSchema });

export const supportPurchaseActionRequestSchema = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .strict();

/** What an action did: changed the purchase, or found it as it was. */
export const supportPurchaseActionResponseSchema = z.object({
  data: supportPurchaseDetailSchema,
  outcome: z.enum(['activated', 'closed', 'checked', 'unchanged']),
});
