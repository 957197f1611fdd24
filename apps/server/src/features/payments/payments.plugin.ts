import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type LoggedTo, loggedCallsTo } from '../../lib/logged-calls.ts';
import { AirtimePayments } from './airtime-payments.ts';
import { CardPayments } from './card-payments.ts';
import { type CardProviderAdapter, createCardProviderAdapter } from './card-provider.adapter.ts';
import { type ChargingGatewayAdapter, createChargingGatewayAdapter } from './charging-gateway.adapter.ts';
import { PaymentSystemUnavailableError } from './payment-system.error.ts';
import { type PaymentsContext, PurchaseSettlement } from './purchase-settlement.ts';
import { type PurchaseRecord, purchasesRepository } from './purchases.repository.ts';
import { startReconciliationJob } from './reconciliation.schedule.ts';
import { reconcilePurchases } from './reconciliation.ts';

export interface Payments {
  airtime: AirtimePayments;
  card: CardPayments;
  cardProvider: CardProviderAdapter;
  /** Where a purchase stands now, asking its payment system when it is unfinished. */
  resolve(record: PurchaseRecord): Promise<PurchaseRecord>;
  /**
   * Asks the purchase's payment system whether it was paid: the server-side truth support's activation needs.
   * Throws PaymentSystemUnavailableError (card) when it cannot tell now.
   */
  confirmPaid(record: PurchaseRecord): Promise<PaymentConfirmation>;
  /** The one path every activation and ending of a purchase goes through. */
  settlement: PurchaseSettlement;
  /** One run of the reconciliation job. */
  reconcile(): Promise<{ checked: number; finished: number }>;
  clock: () => Date;
  /**
   * The same payments, logging to `log` (a route's `request.log`, so that the payment systems' calls and the
   * settlement's lines carry the request's id) instead of the app's logger.
   */
  withLog(log: PaymentsContext['log']): Payments;
}

export type PaymentConfirmation =
  | { paid: true; evidence: Record<string, unknown> }
  | { paid: false; answer: string };

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export interface PaymentsPluginOptions {
  /** Decides validity windows and when unfinished purchases are checked; tests move it. */
  clock?: () => Date;
  /** Run the reconciliation job at start and on a timer; on by default except when NODE_ENV is test. */
  runReconciliation?: boolean;
}

const unavailable = (name: string) => () =>
  Promise.reject(new PaymentSystemUnavailableError(`${name} is not set`));

/** Stands in when CHARGING_GATEWAY_URL is not set: every charge is refused before anything is taken. */
const unconfiguredGateway: ChargingGatewayAdapter = {
  charge: async () => ({ status: 'failed', reason: 'rejected' }),
  status: async () => ({ status: 'unknown', error: 'CHARGING_GATEWAY_URL is not set' }),
};
const unconfiguredCardProvider: CardProviderAdapter = {
  createPayment: unavailable('CARD_PROVIDER_URL'),
  verifyTransaction: unavailable('CARD_PROVIDER_URL'),
  verifyByReference: unavailable('CARD_PROVIDER_URL'),
  createVirtualCard: unavailable('CARD_PROVIDER_URL'),
};

/** Buying packages: airtime through the operator's charging gateway, cards through the card provider. */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { adapters, payments: settings } = app.config;
    if (!adapters.chargingGatewayUrl)
      app.log.warn('CHARGING_GATEWAY_URL is not set: airtime purchases will fail');
    if (!adapters.cardProviderUrl)
      app.log.warn('CARD_PROVIDER_URL is not set: card purchases will answer 503');
    const gateway = loggedCallsTo<ChargingGatewayAdapter>(
      adapters.chargingGatewayUrl && settings.chargingGateway
        ? createChargingGatewayAdapter({
            baseUrl: adapters.chargingGatewayUrl,
            credentials: settings.chargingGateway,
          })
        : unconfiguredGateway,
      'charging-gateway',
    );
    const cardProvider = loggedCallsTo<CardProviderAdapter>(
      adapters.cardProviderUrl && settings.card
        ? createCardProviderAdapter({ baseUrl: adapters.cardProviderUrl, secretKey: settings.card.secretKey })
        : unconfiguredCardProvider,
      'card-provider',
    );
    const context: PaymentsContext = {
      db: app.db,
      clock: options.clock ?? (() => new Date()),
      log: app.log,
      onEnded: (method, outcome) => app.metrics.purchases.inc({ method, outcome }),
    };
    app.metrics.readAtScrape({
      reconciliationBacklog: async () => {
        const rows = await purchasesRepository.countUnfinished(app.db);
        const count = (medium: string) => Number(rows.find((row) => row.medium === medium)?.count ?? 0);
        return { airtime: count('web'), card: count('fweb') };
      },
    });
    const payments = paymentsLoggingTo(context, {
      gateway,
      cardProvider,
      publicBaseUrl: app.config.publicBaseUrl,
    });
    app.decorate('payments', payments);

    if (options.runReconciliation ?? app.config.env !== 'test') {
      const job = startReconciliationJob({
        run: () => payments.reconcile(),
        log: app.log,
        intervalMs: settings.reconcileIntervalMs,
      });
      app.addHook('onReady', async () => {
        void job.runNow();
      });
      // preClose runs before any onClose hook, so the database is still open while a run finishes.
      app.addHook('preClose', () => job.stop());
    }
  },
  { name: 'payments', dependencies: ['config', 'db', 'metrics'] },
);

interface PaymentSystems {
  gateway: LoggedTo<ChargingGatewayAdapter>;
  cardProvider: LoggedTo<CardProviderAdapter>;
  publicBaseUrl: string;
}

/** The payments whose lines, and whose payment systems' calls, are logged to `context.log`. */
function paymentsLoggingTo(context: PaymentsContext, systems: PaymentSystems): Payments {
  const gateway = systems.gateway(context.log);
  const cardProvider = systems.cardProvider(context.log);
  const settlement = new PurchaseSettlement(context);
  const airtime = new AirtimePayments(context, gateway, settlement);
  const card = new CardPayments(
    { ...context, publicBaseUrl: systems.publicBaseUrl },
    cardProvider,
    settlement,
  );
  const confirmPaid = async (record: PurchaseRecord): Promise<PaymentConfirmation> => {
    if (record.medium === 'web') {
      const status = await gateway.status(record.reference);
      return status.status === 'successful'
        ? { paid: true, evidence: { transaction_id: status.transactionId } }
        : { paid: false, answer: status.status };
    }
    const transaction = await cardProvider.verifyByReference(record.reference);
    if (transaction?.status !== 'successful' || transaction.tx_ref !== record.reference)
      return { paid: false, answer: transaction?.status ?? 'no transaction' };
    return {
      paid: true,
      evidence: {
        transaction_id: transaction.id,
        provider_reference: transaction.flw_ref,
        amount: transaction.amount,
        currency: transaction.currency,
        status: transaction.status,
      },
    };
  };
  return {
    airtime,
    card,
    cardProvider,
    resolve: (record) => (record.medium === 'web' ? airtime.resolve(record) : card.resolve(record)),
    confirmPaid,
    settlement,
    reconcile: () => reconcilePurchases(context, { airtime, card }),
    clock: context.clock,
    withLog: (log) => paymentsLoggingTo({ ...context, log }, systems),
  };
}
