import { timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { networkOf } from '../glo-verify/glo-numbering-plan.ts';
import { type ChargeRecord, ChargingGatewayStore, type SubscriberState } from './charging-gateway.store.ts';
import {
  type ChargingGatewayCredentials,
  chargingGatewaySimulatorCredentials,
} from './charging-gateway-credentials.ts';

export type { Behaviour, ChargeRecord, SubscriberState } from './charging-gateway.store.ts';
export { demoChargingNumbers } from './charging-gateway.store.ts';

export interface ChargingGatewaySimulator {
  /** Base URL, e.g. http://127.0.0.1:40123, to use as CHARGING_GATEWAY_URL. */
  url: string;
  close(): Promise<void>;
  setSubscriber(msisdn: string, change: Partial<Omit<SubscriberState, 'msisdn'>>): SubscriberState;
  subscriber(msisdn: string): SubscriberState & { charges: ChargeRecord[] };
  /** Every charge record, or those made under one reference. */
  charges(reference?: string): ChargeRecord[];
}

const chargeSchema = z.object({
  reference: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  msisdn: z.string().regex(/^234\d{10}$/),
  amount_kobo: z.number().int().positive(),
  currency: z.literal('NGN'),
  rate_code: z.string().min(1).max(32),
  plan_code: z.string().min(1).max(32),
  charge_group_code: z.string().max(32).optional(),
  description: z.string().max(200).optional(),
});

const subscriberChangeSchema = z
  .object({
    balance_kobo: z.number().int().min(0).optional(),
    behaviour: z.enum(['normal', 'refuse', 'lose_answer', 'drop_request', 'slow']).optional(),
    delay_ms: z.number().int().min(0).max(600_000).optional(),
  })
  .strict();

const statusOfFailure = { INSUFFICIENT_FUNDS: 402, SUBSCRIBER_BARRED: 403 } as const;

/**
 * The operator's airtime charging gateway: `POST /charges` charges a Glo number under the caller's reference
 * (a reference seen before is refused with 409, so nothing is charged twice) and `GET /charges/{reference}`
 * tells what became of a charge. Per number it can refuse, lose its answer after charging, drop the request
 * before charging, or answer late; `/_simulator` sets balances and behaviours.
 */
export async function startChargingGatewaySimulator(
  options: {
    port?: number;
    host?: string;
    /** The service credentials it accepts; its own development pair by default. */
    credentials?: ChargingGatewayCredentials;
  } = {},
): Promise<ChargingGatewaySimulator> {
  const credentials = options.credentials ?? chargingGatewaySimulatorCredentials;
  const store = new ChargingGatewayStore();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/_simulator/') && !hasServiceCredentials(request, credentials)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Basic realm="charging"')
        .send({ error: 'UNAUTHORIZED' });
    }
  });

  app.post('/charges', async (request, reply) => {
    const parsed = chargeSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error));
    const charge = parsed.data;
    if (networkOf(charge.msisdn) !== 'GLO') {
      return reply
        .code(404)
        .send({ reference: charge.reference, status: 'failed', reason: 'SUBSCRIBER_NOT_FOUND' });
    }
    const existing = store.byReference(charge.reference);
    if (existing) return reply.code(409).send({ error: 'DUPLICATE_REFERENCE', charge: existing });

    const state = store.subscriber(charge.msisdn);
    if (state.behaviour === 'drop_request') return hangUp(request, reply);
    const record = store.charge(charge);
    if (state.behaviour === 'lose_answer') return hangUp(request, reply);
    const status =
      record.status === 'successful' ? 201 : statusOfFailure[record.reason ?? 'SUBSCRIBER_BARRED'];
    if (state.behaviour !== 'slow') return reply.code(status).send(record);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, state.delay_ms);
      timers.add(timer);
    });
    return reply.code(status).send(record);
  });

  app.get<{ Params: { reference: string } }>('/charges/:reference', async (request, reply) => {
    const record = store.byReference(request.params.reference);
    if (!record) return reply.code(404).send({ error: 'NOT_FOUND', reference: request.params.reference });
    return record;
  });

  app.put<{ Params: { msisdn: string } }>('/_simulator/subscribers/:msisdn', async (request, reply) => {
    const change = subscriberChangeSchema.safeParse(request.body ?? {});
    if (!change.success) return reply.code(400).send(badRequest(change.error));
    return store.set(request.params.msisdn, change.data);
  });

  app.get<{ Params: { msisdn: string } }>('/_simulator/subscribers/:msisdn', async (request) => ({
    ...store.subscriber(request.params.msisdn),
    charges: store.charges({ msisdn: request.params.msisdn }),
  }));

  // Bodies that are not JSON at all fail before the handlers; they get the gateway's own error shape.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode && error.statusCode < 500) {
      return reply.code(400).send({ error: 'BAD_REQUEST', message: error.message });
    }
    return reply.code(500).send({ error: 'INTERNAL', message: error.message });
  });

  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await app.close();
    },
    setSubscriber: (msisdn, change) => store.set(msisdn, change),
    subscriber: (msisdn) => ({ ...store.subscriber(msisdn), charges: store.charges({ msisdn }) }),
    charges: (reference) => store.charges(reference === undefined ? {} : { reference }),
  };
}

function badRequest(error: z.ZodError) {
  return { error: 'BAD_REQUEST', message: z.prettifyError(error) };
}

/** Ends the connection without an HTTP answer, as a gateway behind a failing link would. */
function hangUp(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.hijack();
  request.raw.socket.destroy();
  return reply;
}

function hasServiceCredentials(request: FastifyRequest, credentials: ChargingGatewayCredentials): boolean {
  const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return false;
  const { username, password } = credentials;
  const expected = Buffer.from(`${username}:${password}`);
  const given = Buffer.from(encoded, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
