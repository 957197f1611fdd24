import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { BillingDeliveryAdapter } from './billing-change.delivery.ts';
import { deliverDueBillingChanges } from './billing-outbox.worker.ts';

export interface BillingOutboxWorker {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs the outbox delivery on an unref'd timer, one run at a time. */
export function startBillingOutboxWorker(options: {
  db: Db;
  adapter: BillingDeliveryAdapter;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs: number;
}): BillingOutboxWorker {
  const { db, adapter, log } = options;
  let running: Promise<void> | undefined;

  const run = async () => {
    try {
      const { delivered, failed } = await deliverDueBillingChanges(db, adapter);
      if (failed > 0) log.warn({ delivered, failed }, 'billing outbox: some changes wait for a retry');
      else if (delivered > 0) log.info({ delivered }, 'billing outbox delivered');
    } catch (error) {
      log.error({ err: error }, 'billing outbox run failed');
    }
  };

  const timer = setInterval(() => {
    if (running) return;
    running = run().finally(() => {
      running = undefined;
    });
  }, options.intervalMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
