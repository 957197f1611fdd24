import type { FastifyBaseLogger } from 'fastify';

export interface ReconciliationJob {
  /** Runs once now (also at start), unless a run is in progress. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs the reconciliation on an unref'd timer, one run at a time per instance. */
export function startReconciliationJob(options: {
  run: () => Promise<{ checked: number; finished: number }>;
  log: Pick<FastifyBaseLogger, 'error'>;
  intervalMs: number;
}): ReconciliationJob {
  let running: Promise<void> | undefined;
  const runNow = () => {
    running ??= options
      .run()
      .then(() => undefined)
      .catch((error: unknown) => options.log.error({ err: error }, 'purchase reconciliation run failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
