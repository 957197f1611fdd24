import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withLoggedCalls } from '../../lib/logged-calls.ts';
import { billingOutboxRepository } from './billing-outbox.repository.ts';
import { startBillingOutboxWorker } from './billing-outbox.schedule.ts';
import { type BillingSystemAdapter, createBillingSystemAdapter } from './billing-system.adapter.ts';

export { deliverDueBillingChanges } from './billing-outbox.worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's billing system (BSS). */
    billingSystem: BillingSystemAdapter;
  }
}

export interface BillingSystemPluginOptions {
  /** Deliver the billing outbox on a timer; on by default except when NODE_ENV is test. */
  runWorker?: boolean;
  /** How often the outbox is delivered; 15 s by default. */
  workerIntervalMs?: number;
  /** Per-call timeout; 5 s by default. */
  timeoutMs?: number;
}

/**
 * Decorates `app.billingSystem` (the adapter at BSS_URL with BSS_USERNAME, BSS_PASSWORD and BSS_PARTY_ID; every
 * call is `unavailable` when BSS_URL is not set) and delivers the billing outbox every 15 s.
 */
export const billingSystemPlugin = fp<BillingSystemPluginOptions>(
  async (app: FastifyInstance, options) => {
    const url = app.config.adapters.bssUrl;
    if (!url) app.log.warn('BSS_URL is not set: billing-system calls will fail as unavailable');
    const adapter = withLoggedCalls(
      createBillingSystemAdapter({
        url,
        credentials: app.config.bss,
        timeoutMs: options.timeoutMs,
        log: app.log,
      }),
      'billing-system',
      app.log,
    );
    app.decorate('billingSystem', adapter);
    // The app always has its metrics; a test of this plugin alone may not.
    if ((app as { metrics?: unknown }).metrics) {
      app.metrics.readAtScrape({
        billingOutboxBacklog: () => billingOutboxRepository.countUndelivered(app.db),
      });
    }

    if (options.runWorker ?? app.config.env !== 'test') {
      const worker = startBillingOutboxWorker({
        db: app.db,
        adapter,
        log: app.log,
        intervalMs: options.workerIntervalMs ?? 15_000,
      });
      // preClose runs before any onClose hook, so the database is still open while a run finishes.
      app.addHook('preClose', () => worker.stop());
    }
  },
  { name: 'billing-system', dependencies: ['config', 'db'] },
);
