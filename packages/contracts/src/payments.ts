import { z } from 'zod';
import { translationSchema } from './packages.ts';

/**
 * Buying packages (§7 call 10): Glo subscribers pay by airtime, everyone else by card
 * through the card provider's hosted checkout. The server decides and verifies everything; the web app only
 * chooses which message to show.
 */

/** The answer's message on success. */
export const PACKAGE_ACTIVATED = 'package activated successfully';
/** The test payment page charges ₦1. */
export const TEST_PAYMENT_NAIRA = 1;

export const paymentMethods = ['airtime', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const purchaseStatuses = [
  /** Created; the payment has not been confirmed yet (card checkout open, airtime answer awaited). */
  'pending',
  /** Paid and verified with the provider; activation is being finished. */
  'paid',
  'active',
  'failed',
  'abandoned',
  /** Paid, but it cannot be activated (wrong amount or currency, …): support must act. */
  'activation_failed',
] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** Content-manager calls carry the operator uid in the query; when given it must be ours. */
export const cmOperatorQuerySchema = z.object({ operator_uid: z.string().min(1).max(64).optional() });

/** A client-made key per purchase attempt, so that a retried request never makes a second purchase. */
const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _');
const txRefSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be a payment reference');

/**
 * The purchase call, `POST /cm/api/purchase/`. Airtime: medium 'web', bill true — the server charges the
 * subscriber's Glo number and activates. Card: medium 'fweb', bill false, with the `tx_ref` (and, when the
 * provider gave one, `transaction_id`) of a paid checkout — the server verifies it with the provider first.
 */
export const purchaseRequestSchema = z
  .object({
    subscriber_uid: z.string().regex(/^[0-9]{1,19}$/, 'must be a user id'),
    subscription_type: z.literal('one-off'),
    medium: z.enum(['web', 'fweb']),
    bill: z.boolean(),
    product_id: z.number().int().min(1).max(2_147_483_647),
    idempotency_key: idempotencyKeySchema.optional(),
    tx_ref: txRefSchema.optional(),
    transaction_id: z.union([z.string().regex(/^[0-9]{1,19}$/), z.number().int().positive()]).optional(),
  })
  .strict()
  .refine((body) => (body.medium === 'web') === body.bill, {
    message: 'bill must be true for airtime (web) and false for card (fweb)',
    path: ['bill'],
  })
  .refine((body) => body.medium === 'web' || body.tx_ref !== undefined, {
    message: 'a card purchase needs the tx_ref of its checkout',
    path: ['tx_ref'],
  });
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

export const purchaseSchema = z.object({
  reference: z.string(),
  package_id: z.number().int(),
  /** The package's title as it was sold, in the language asked for (English where the call takes none). */
  package_title: z.string(),
  /** The package's plan code (e.g. 'GLOTVLITE') as it was sold. */
  package_plan_code: z.string(),
  method: z.enum(paymentMethods),
  /** The price it was sold at, as shown, e.g. '₦900'. */
  price: z.string(),
  amount_kobo: z.number().int(),
  currency: z.literal('NGN'),
  status: z.enum(purchaseStatuses),
  created_at: z.string(),
  activated_at: z.string().nullable(),
  /** The window this purchase grants; null until active. A purchase made while the package was active starts at its end. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** 200: activated (also when it already was: the call is safe to repeat). */
export const purchaseActivatedResponseSchema = z.object({
  message: z.literal(PACKAGE_ACTIVATED),
  data: purchaseSchema,
});
/** 202: the payment's outcome is not known yet (the gateway did not answer); ask again by reference. */
export const purchasePendingResponseSchema = z.object({
  message: z.literal('payment pending'),
  data: purchaseSchema,
});

/** `POST /cm/api/payments/checkout/`: opens the card provider's hosted checkout for a package. */
export const cardCheckoutRequestSchema = z
  .object({
    subscriber_uid: z.string().regex(/^[0-9]{1,19}$/, 'must be a user id'),
    product_id: z.number().int().min(1).max(2_147_483_647),
    idempotency_key: idempotencyKeySchema.optional(),
    /** Each more than 2 characters. The phone is national or +234 form. */
    customer: z
      .object({
        email: z.email().max(254),
        name: z.string().trim().min(3).max(100),
        phone_number: z
          .string()
          .trim()
          .min(3)
          .max(20)
          .regex(/^\+?[0-9 ]+$/, 'must be a phone number'),
      })
      .strict(),
  })
  .strict();
export type CardCheckoutRequest = z.infer<typeof cardCheckoutRequestSchema>;

export const cardCheckoutResponseSchema = z.object({
  data: z.object({
    tx_ref: z.string(),
    /** The provider's hosted checkout page; the browser goes there and comes back to the packages page. */
    link: z.url(),
    amount: z.number(),
    currency: z.literal('NGN'),
  }),
});

/** `GET /cm/api/purchase/{reference}`: a purchase of the caller's, to follow a pending one. */
export const purchaseParamsSchema = z.object({ reference: txRefSchema });
export const purchaseResponseSchema = z.object({ data: purchaseSchema });

/**
 * `GET /api/client/v1/{operator}/users/{userId}/purchases`: what, when, how paid and until when, newest first.
 * `translation` (gb or pt, default gb) chooses the language of each purchase's package title.
 */
export const purchaseHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  translation: translationSchema,
});
export const purchaseHistoryResponseSchema = z.object({ data: z.array(purchaseSchema) });

/**
 * Where the provider's checkout sends the browser back: the packages page (or the test payment page) with
 * `status` (successful, failed or cancelled), `tx_ref` and, when a transaction was made, `transaction_id`.
 */
export const checkoutReturnSchema = z.object({
  status: z.enum(['successful', 'completed', 'failed', 'cancelled']),
  tx_ref: txRefSchema,
  transaction_id: z
    .string()
    .regex(/^[0-9]{1,19}$/)
    .optional(),
});
export type CheckoutReturn = z.infer<typeof checkoutReturnSchema>;

/**
 * The provisioning-error log: `POST /cm/api/payments/errors/` with
 * `transaction`, `username`, `email` and `details` in the query. Answers 204.
 */
export const provisioningErrorQuerySchema = z
  .object({
    operator_uid: z.string().min(1).max(64).optional(),
    transaction: z.string().max(64),
    username: z.string().max(254),
    email: z.string().max(254).optional(),
    details: z.string().max(2000),
  })
  .strict();

/** Test payment page (`/testflutterwave`, outside production): a ₦1 checkout and a sample virtual card. */
export const testCheckoutResponseSchema = cardCheckoutResponseSchema;
export const testPaymentResultQuerySchema = z.object({ transaction_id: z.string().regex(/^[0-9]{1,19}$/) });
export const testPaymentResultResponseSchema = z.object({
  data: z.object({
    tx_ref: z.string(),
    status: z.string(),
    amount: z.number(),
    currency: z.string(),
  }),
});
/** A sample virtual card of the card provider's test API, as the provider and the portal both describe it. */
export const virtualCardSchema = z.object({
  id: z.string(),
  masked_pan: z.string(),
  card_pan: z.string(),
  expiration: z.string(),
  cvv: z.string(),
  card_type: z.string(),
  name_on_card: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export const virtualCardResponseSchema = z.object({ data: virtualCardSchema });
