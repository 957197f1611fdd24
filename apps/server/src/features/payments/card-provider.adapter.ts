import { virtualCardSchema } from '@glotv/contracts/payments';
import { z } from 'zod';
import { PaymentSystemUnavailableError } from './payment-system.error.ts';

export interface CardCheckout {
  txRef: string;
  amountNaira: number;
  redirectUrl: string;
  customer: { email: string; name: string; phoneNumber: string };
  title: string;
  description: string;
}

/** A transaction as the provider reports it when asked; the only account of a card payment we act on. */
export const cardTransactionSchema = z.object({
  id: z.number().int(),
  tx_ref: z.string(),
  flw_ref: z.string().optional(),
  amount: z.number(),
  charged_amount: z.number().optional(),
  currency: z.string(),
  status: z.string(),
  processor_response: z.string().optional(),
  payment_type: z.string().optional(),
  created_at: z.string().optional(),
});
export type CardTransaction = z.infer<typeof cardTransactionSchema>;

export type VirtualCard = z.infer<typeof virtualCardSchema>;

export interface CardProviderAdapter {
  /** Opens a hosted checkout; answers the page to send the subscriber to. */
  createPayment(checkout: CardCheckout): Promise<{ link: string }>;
  /** The transaction with this provider id, or null when the provider has none. */
  verifyTransaction(id: string | number): Promise<CardTransaction | null>;
  /** The transaction made for our reference, or null when none was made (not paid yet, or abandoned). */
  verifyByReference(txRef: string): Promise<CardTransaction | null>;
  /** A sample virtual card (test keys only), for the test payment page. */
  createVirtualCard(request: { amountNaira: number; nameOnCard: string }): Promise<VirtualCard>;
}

/** The card provider's v3 API with the portal's secret key: payments, transaction verification, virtual cards. */
export function createCardProviderAdapter(options: {
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
}): CardProviderAdapter {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8000;

  async function call<T extends z.ZodType>(
    path: string,
    schema: T,
    init: { method?: string; body?: unknown } = {},
  ): Promise<z.infer<T> | null> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentSystemUnavailableError(`card provider unreachable (${path.split('?')[0]})`, {
        cause: error,
      });
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PaymentSystemUnavailableError(`card provider answered HTTP ${response.status}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    const envelope = z.object({ status: z.literal('success'), data: z.unknown() }).safeParse(body);
    const data = envelope.success ? schema.safeParse(envelope.data.data) : undefined;
    if (!data?.success) throw new PaymentSystemUnavailableError('card provider answer was not understood');
    return data.data as z.infer<T>;
  }

  return {
    async createPayment(checkout) {
      const answer = await call('/v3/payments', z.object({ link: z.url() }), {
        method: 'POST',
        body: {
          tx_ref: checkout.txRef,
          amount: checkout.amountNaira,
          currency: 'NGN',
          redirect_url: checkout.redirectUrl,
          payment_options: 'card,mobilemoney,ussd',
          customer: {
            email: checkout.customer.email,
            name: checkout.customer.name,
            phonenumber: checkout.customer.phoneNumber,
          },
          customizations: { title: checkout.title, description: checkout.description },
        },
      });
      if (!answer)
        throw new PaymentSystemUnavailableError('card provider has no payments API at this address');
      return answer;
    },
    verifyTransaction: (id) =>
      call(`/v3/transactions/${encodeURIComponent(String(id))}/verify`, cardTransactionSchema),
    verifyByReference: (txRef) =>
      call(`/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`, cardTransactionSchema),
    async createVirtualCard(request) {
      const card = await call('/v3/virtual-cards', virtualCardSchema, {
        method: 'POST',
        body: { currency: 'NGN', amount: request.amountNaira, billing_name: request.nameOnCard },
      });
      if (!card)
        throw new PaymentSystemUnavailableError('card provider has no virtual cards API at this address');
      return card;
    },
  };
}
