import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyError, type FastifyRequest } from 'fastify';
import {
  BSS_HEADER_PARTY_ID,
  BSS_HEADER_PASSWORD,
  BSS_HEADER_USERNAME,
  type BssCredentials,
  bssSimulatorCredentials,
} from './billing-system.credentials.ts';
import { operations } from './billing-system.operations.ts';
import { failed } from './billing-system.responses.ts';
import { BillingSystemStore, type BssCustomer } from './billing-system.store.ts';

export type { BssCustomer } from './billing-system.store.ts';

export interface BillingSystemSimulator {
  /** Base URL to give the server as BSS_URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  close(): Promise<void>;
  customers(): BssCustomer[];
  /** The last OTP issued to a MOBILEPHONE or OTPEMAIL, as the subscriber would receive it. */
  lastOtp(destination: string): string | undefined;
  /** While down, every call answers 503. */
  setOutage(down: boolean): void;
  /** Delay before every answer, to exercise the caller's timeout. */
  setLatency(ms: number): void;
  /** Operation names in the order they arrived, including refused ones. */
  calls(): string[];
}

/** A timestamped reference: letters, then yyyyMMddHHmmssSSS, then at least one more digit. */
const referenceNoPattern = /^[A-Z]+\d{17}\d+$/;

/** Starts a stand-in for the operator's billing system (BSS) on 127.0.0.1. See README.md for the protocol. */
export async function startBillingSystemSimulator(
  options: {
    port?: number;
    /** The service credentials and party it accepts; its own development ones by default. */
    credentials?: BssCredentials;
  } = {},
): Promise<BillingSystemSimulator> {
  const credentials = options.credentials ?? bssSimulatorCredentials;
  const store = new BillingSystemStore();
  const received: string[] = [];
  let down = false;
  let latencyMs = 0;

  const app = Fastify({ logger: false });

  app.addHook('onRequest', async (request, reply) => {
    received.push(request.url.split('?')[0]?.split('/').pop() ?? '');
    if (latencyMs > 0) await sleep(latencyMs);
    if (down) return reply.code(503).send(failed('E503', 'Service temporarily unavailable'));
    if (!hasServiceCredentials(request, credentials))
      return reply.code(401).send(failed('E401', 'Invalid credentials'));
    const reference = (request.query as Record<string, unknown>).ReferenceNo;
    if (typeof reference !== 'string' || !referenceNoPattern.test(reference)) {
      return reply.code(400).send(failed('E400', 'ReferenceNo is missing or malformed'));
    }
  });

  app.post<{ Params: { operation: string } }>('/bss/:operation', async (request, reply) => {
    const operation = operations.get(request.params.operation);
    if (!operation) return reply.code(404).send(failed('E404', 'Unknown operation'));
    const result = operation(store, request.body, credentials.partyId);
    return reply.code(result.status).send(result.body);
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(failed('E404', 'Unknown operation')));
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send(failed(`E${status}`, status === 500 ? 'Internal error' : 'Bad request'));
  });

  const url = await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  return {
    url,
    close: () => app.close(),
    customers: () => store.list().map((customer) => ({ ...customer })),
    lastOtp: (destination) => store.lastOtp(destination),
    setOutage: (value) => {
      down = value;
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    calls: () => [...received],
  };
}

function hasServiceCredentials(request: FastifyRequest, credentials: BssCredentials): boolean {
  const { headers } = request;
  return (
    headers[BSS_HEADER_USERNAME] === credentials.username &&
    headers[BSS_HEADER_PASSWORD] === credentials.password &&
    headers[BSS_HEADER_PARTY_ID] === credentials.partyId
  );
}
