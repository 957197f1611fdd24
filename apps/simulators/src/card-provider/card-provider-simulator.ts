import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CardProviderStore, type CheckoutOutcome, type Transaction } from './card-provider.store.ts';
import {
  type CardProviderCredentials,
  cardProviderSimulatorCredentials,
} from './card-provider-credentials.ts';
import { checkoutPage, messagePage } from './checkout-page.ts';
import { sampleVirtualCard } from './virtual-card.ts';

export type { CheckoutOutcome, Transaction } from './card-provider.store.ts';

export interface WebhookSettings {
  url: string | undefined;
  hash: string;
  enabled: boolean;
  /** Extra copies of each webhook, sent at the same time. */
  duplicates: number;
  delay_ms: number;
  /** 'before_redirect': delivered before the browser is sent back; 'after_redirect': after. */
  order: 'before_redirect' | 'after_redirect';
}

export interface WebhookDelivery {
  transaction_id: number;
  status_code?: number;
  error?: string;
  at: string;
}

export interface CompletedCheckout {
  redirect_url: string;
  transaction: Transaction | null;
}

export interface CardProviderSimulator {
  /** Base URL to use as CARD_PROVIDER_URL; the hosted checkout pages are under /checkout. */
  url: string;
  close(): Promise<void>;
  setWebhook(change: Partial<WebhookSettings>): WebhookSettings;
  /** Ends a checkout as the page's buttons would; amount and currency may be altered for tests. */
  completeCheckout(
    txRef: string,
    paid: { outcome: CheckoutOutcome; amount?: number; currency?: string },
  ): Promise<CompletedCheckout>;
  /** Sends the transaction's webhook `copies` times at once, now. */
  sendWebhook(transactionId: number, copies?: number): Promise<{ deliveries: WebhookDelivery[] }>;
  transactions(txRef?: string): Transaction[];
  webhookDeliveries(): WebhookDelivery[];
}

const paymentSchema = z.object({
  tx_ref: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  amount: z.number().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  redirect_url: z.url(),
  payment_options: z.string().max(100).optional(),
  customer: z.object({
    email: z.email(),
    name: z.string().max(200).optional(),
    phonenumber: z.string().max(30).optional(),
  }),
  customizations: z
    .object({
      title: z.string().max(100).optional(),
      description: z.string().max(300).optional(),
      logo: z.url().optional(),
    })
    .optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
const outcomeSchema = z.enum(['successful', 'declined', 'insufficient_funds', 'cancelled']);
const completeSchema = z.object({
  outcome: outcomeSchema,
  amount: z.number().positive().optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
const webhookChangeSchema = z
  .object({
    url: z.url().optional(),
    enabled: z.boolean().optional(),
    duplicates: z.number().int().min(0).max(50).optional(),
    delay_ms: z.number().int().min(0).max(60_000).optional(),
    order: z.enum(['before_redirect', 'after_redirect']).optional(),
  })
  .strict();
const resendSchema = z.object({ copies: z.number().int().min(1).max(50).default(1) });
const virtualCardSchema = z.object({
  currency: z.enum(['NGN', 'USD']),
  amount: z.number().positive(),
  billing_name: z.string().max(100).optional(),
  first_name: z.string().max(50).optional(),
  last_name: z.string().max(50).optional(),
  email: z.email().optional(),
});

const notFound = { status: 'error', message: 'No transaction was found for this id', data: null };
const refusedKey = { status: 'error', message: 'Invalid authorization key', data: null };

/**
 * A card payment provider's v3 API: hosted checkouts (`POST /v3/payments`, the page at /checkout/{token} with
 * success, decline, insufficient funds and cancel), transaction verification by id and by reference, sample
 * virtual cards, and `charge.completed` webhooks carrying `verif-hash` — duplicated, delayed or sent before
 * the browser's return when asked through `/_simulator`.
 */
export async function startCardProviderSimulator(
  options: {
    port?: number;
    host?: string;
    webhook?: { url?: string | undefined; hash?: string | undefined };
    credentials?: Partial<CardProviderCredentials>;
  } = {},
): Promise<CardProviderSimulator> {
  const credentials = { ...cardProviderSimulatorCredentials, ...options.credentials };
  const store = new CardProviderStore();
  const deliveries: WebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  // Aborts the deliveries still in flight when the simulator closes.
  const closing = new AbortController();
  const webhook: WebhookSettings = {
    url: options.webhook?.url,
    hash: options.webhook?.hash ?? credentials.webhookHash,
    enabled: true,
    duplicates: 0,
    delay_ms: 0,
    order: 'after_redirect',
  };
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );
  let baseUrl = '';

  async function deliver(transaction: Transaction): Promise<WebhookDelivery> {
    const delivery: WebhookDelivery = { transaction_id: transaction.id, at: new Date().toISOString() };
    try {
      const response = await fetch(webhook.url ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'verif-hash': webhook.hash },
        body: JSON.stringify({ event: 'charge.completed', data: transaction }),
        signal: AbortSignal.any([AbortSignal.timeout(5000), closing.signal]),
      });
      await response.body?.cancel();
      delivery.status_code = response.status;
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    deliveries.push(delivery);
    return delivery;
  }

  const sendCopies = (transaction: Transaction, copies: number) =>
    Promise.all(Array.from({ length: copies }, () => deliver(transaction)));

  async function complete(
    txRef: string,
    paid: z.infer<typeof completeSchema>,
  ): Promise<CompletedCheckout | string> {
    const checkout = store.byTxRef(txRef);
    if (!checkout) return 'unknown';
    if (checkout.completed) return 'complete';
    const transaction = store.complete(checkout, paid.outcome, paid);
    const redirect_url = CardProviderStore.redirectFor(checkout, transaction);
    if (transaction && webhook.enabled && webhook.url) {
      const copies = 1 + webhook.duplicates;
      if (webhook.order === 'before_redirect') await sendCopies(transaction, copies);
      else {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void sendCopies(transaction, copies);
        }, webhook.delay_ms);
        timers.add(timer);
      }
    }
    return { redirect_url, transaction };
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/v3/') && !hasKey(request, credentials.secretKey)) {
      return reply.code(401).send(refusedKey);
    }
  });

  app.post('/v3/payments', async (request, reply) => {
    const parsed = paymentSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody(z.prettifyError(parsed.error)));
    const body = parsed.data;
    const checkout = store.open({
      tx_ref: body.tx_ref,
      amount: body.amount,
      currency: body.currency,
      redirect_url: body.redirect_url,
      payment_options: (body.payment_options ?? 'card').split(',').map((option) => option.trim()),
      customer: body.customer,
      title: body.customizations?.title ?? 'Checkout',
    });
    if (checkout === 'duplicate') return reply.code(400).send(errorBody('Duplicate tx_ref'));
    return {
      status: 'success',
      message: 'Hosted Link',
      data: { link: `${baseUrl}/checkout/${checkout.token}` },
    };
  });

  app.get<{ Params: { token: string } }>('/checkout/:token', async (request, reply) => {
    const checkout = store.byToken(request.params.token);
    reply.type('text/html; charset=utf-8');
    if (!checkout) return reply.code(404).send(messagePage('This checkout does not exist'));
    if (checkout.completed) return reply.code(409).send(messagePage('This checkout is already complete'));
    return checkoutPage(checkout);
  });

  app.post<{ Params: { token: string } }>('/checkout/:token', async (request, reply) => {
    const checkout = store.byToken(request.params.token);
    const outcome = outcomeSchema.safeParse((request.body as { outcome?: unknown } | undefined)?.outcome);
    reply.type('text/html; charset=utf-8');
    if (!checkout) return reply.code(404).send(messagePage('This checkout does not exist'));
    if (!outcome.success) return reply.code(400).send(messagePage('Choose how the payment ends'));
    const completed = await complete(checkout.tx_ref, { outcome: outcome.data });
    if (typeof completed === 'string')
      return reply.code(409).send(messagePage('This checkout is already complete'));
    return reply.redirect(completed.redirect_url, 303);
  });

  app.get<{ Params: { id: string } }>('/v3/transactions/:id/verify', async (request, reply) => {
    const transaction = store.transaction(Number(request.params.id));
    if (!transaction) return reply.code(404).send(notFound);
    return { status: 'success', message: 'Transaction fetched successfully', data: transaction };
  });

  app.get<{ Querystring: { tx_ref?: string } }>(
    '/v3/transactions/verify_by_reference',
    async (request, reply) => {
      const [transaction] = store.transactions(request.query.tx_ref ?? '').slice(-1);
      if (!transaction) return reply.code(404).send(notFound);
      return { status: 'success', message: 'Transaction fetched successfully', data: transaction };
    },
  );

  app.post('/v3/virtual-cards', async (request, reply) => {
    const parsed = virtualCardSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody(z.prettifyError(parsed.error)));
    const { billing_name, first_name, last_name } = parsed.data;
    const name = billing_name ?? ([first_name, last_name].filter(Boolean).join(' ') || 'Test Card');
    return {
      status: 'success',
      message: 'Card created successfully',
      data: sampleVirtualCard({ amount: parsed.data.amount, currency: parsed.data.currency, name }),
    };
  });

  app.put('/_simulator/webhook', async (request, reply) => {
    const change = webhookChangeSchema.safeParse(request.body ?? {});
    if (!change.success) return reply.code(400).send({ error: z.prettifyError(change.error) });
    return Object.assign(webhook, change.data);
  });

  app.post<{ Params: { txRef: string } }>('/_simulator/checkouts/:txRef/complete', async (request, reply) => {
    const paid = completeSchema.safeParse(request.body);
    if (!paid.success) return reply.code(400).send({ error: z.prettifyError(paid.error) });
    const completed = await complete(request.params.txRef, paid.data);
    if (completed === 'unknown') return reply.code(404).send({ error: 'NOT_FOUND' });
    if (completed === 'complete') return reply.code(409).send({ error: 'ALREADY_COMPLETE' });
    return completed;
  });

  app.post<{ Params: { id: string } }>('/_simulator/transactions/:id/webhook', async (request, reply) => {
    const resend = resendSchema.safeParse(request.body ?? {});
    if (!resend.success) return reply.code(400).send({ error: z.prettifyError(resend.error) });
    const transaction = store.transaction(Number(request.params.id));
    if (!transaction) return reply.code(404).send({ error: 'NOT_FOUND' });
    return { deliveries: await sendCopies(transaction, resend.data.copies) };
  });

  app.get<{ Querystring: { tx_ref?: string } }>('/_simulator/transactions', async (request) =>
    store.transactions(request.query.tx_ref),
  );
  app.get('/_simulator/webhook-deliveries', async () => deliveries);

  // Bodies that are not JSON or a form at all fail before the handlers; they get the provider's error shape.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? 400 : 500;
    return reply.code(status).send(errorBody(error.message));
  });

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: baseUrl,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      closing.abort();
      await app.close();
    },
    setWebhook: (change) => ({ ...Object.assign(webhook, change) }),
    async completeCheckout(txRef, paid) {
      const completed = await complete(txRef, paid);
      if (typeof completed === 'string') throw new Error(`checkout ${txRef}: ${completed}`);
      return completed;
    },
    async sendWebhook(transactionId, copies = 1) {
      const transaction = store.transaction(transactionId);
      if (!transaction) throw new Error(`no transaction ${transactionId}`);
      return { deliveries: await sendCopies(transaction, copies) };
    },
    transactions: (txRef) => store.transactions(txRef),
    webhookDeliveries: () => [...deliveries],
  };
}

function errorBody(message: string) {
  return { status: 'error', message, data: null };
}

function hasKey(request: FastifyRequest, secretKey: string): boolean {
  const expected = Buffer.from(`Bearer ${secretKey}`);
  const given = Buffer.from(request.headers.authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
