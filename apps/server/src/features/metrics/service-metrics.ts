import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type PurchaseMethod = 'airtime' | 'card';
export type PurchaseOutcome = 'activated' | 'failed' | 'abandoned' | 'activation_refused';
export type EncodeJobStatus = 'queued' | 'running' | 'failed';

/** What a feature reads from its store when Prometheus scrapes: one cheap query or store call each. */
export interface ScrapeReaders {
  activeStreams: () => Promise<number>;
  reconciliationBacklog: () => Promise<Partial<Record<PurchaseMethod, number>>>;
  billingOutboxBacklog: () => Promise<number>;
  encodeJobs: () => Promise<Record<EncodeJobStatus, number>>;
}

/** The service's own series and the process's standard ones, in a registry of this app alone. */
export interface ServiceMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_code'>;
  httpRequestDuration: Histogram<'method' | 'route' | 'status_code'>;
  streamAddressesIssued: Counter<'kind'>;
  otpMessages: Counter<'channel' | 'outcome'>;
  purchases: Counter<'method' | 'outcome'>;
  /** A feature hands in how to read its gauges; read again at every scrape. */
  readAtScrape(readers: Partial<ScrapeReaders>): void;
}

export function createServiceMetrics(): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const readers: Partial<ScrapeReaders> = {};
  const registers = [registry];

  const metrics: ServiceMetrics = {
    registry,
    httpRequests: new Counter({
      name: 'glotv_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    }),
    httpRequestDuration: new Histogram({
      name: 'glotv_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    streamAddressesIssued: new Counter({
      name: 'glotv_stream_addresses_issued_total',
      help: 'Signed stream addresses handed out, by what they play.',
      labelNames: ['kind'],
      registers,
    }),
    otpMessages: new Counter({
      name: 'glotv_otp_messages_total',
      help: 'OTP messages handed to the SMS gateway or the mail server, by channel and outcome (sent or failed).',
      labelNames: ['channel', 'outcome'],
      registers,
    }),
    purchases: new Counter({
      name: 'glotv_purchases_total',
      help: 'Purchases that ended, by payment method and outcome.',
      labelNames: ['method', 'outcome'],
      registers,
    }),
    readAtScrape(added) {
      Object.assign(readers, added);
    },
  };

  new Gauge({
    name: 'glotv_active_streams',
    help: 'Streams playing now: live stream leases across every subscriber.',
    registers,
    async collect() {
      if (readers.activeStreams) this.set(await readers.activeStreams());
    },
  });
  new Gauge({
    name: 'glotv_reconciliation_backlog',
    help: 'Unfinished purchases awaiting a check with their payment system, by method.',
    labelNames: ['method'],
    registers,
    async collect() {
      if (!readers.reconciliationBacklog) return;
      const backlog = await readers.reconciliationBacklog();
      for (const method of ['airtime', 'card'] as const) this.set({ method }, backlog[method] ?? 0);
    },
  });
  new Gauge({
    name: 'glotv_billing_outbox_backlog',
    help: 'Account changes waiting to be delivered to the billing system.',
    registers,
    async collect() {
      if (readers.billingOutboxBacklog) this.set(await readers.billingOutboxBacklog());
    },
  });
  new Gauge({
    name: 'glotv_encode_jobs',
    help: 'Encode jobs by status: queued, running, and failed ones kept in the history.',
    labelNames: ['status'],
    registers,
    async collect() {
      if (!readers.encodeJobs) return;
      const counts = await readers.encodeJobs();
      for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
    },
  });
  return metrics;
}
