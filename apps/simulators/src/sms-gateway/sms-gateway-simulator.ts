import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SMS_GATEWAY_SIMULATOR_API_KEY } from './sms-gateway-api-key.ts';

export interface SmsRecord {
  messageId: string;
  from: string;
  to: string;
  text: string;
  receivedAt: Date;
}

export interface SmsGatewaySimulator {
  /** Base URL, e.g. http://127.0.0.1:41234; the API lives under /v1. */
  url: string;
  close(): Promise<void>;
  /** What the gateway accepted, oldest first; only messages to `to` when given. */
  messages(to?: string): SmsRecord[];
  /** The next `count` sends are answered 503, as a gateway under maintenance would. */
  failNext(count: number): void;
}

const sendSmsSchema = z.object({
  // An alphanumeric sender id (at most 11 characters) or a numeric sender of at most 15 digits.
  from: z.string().regex(/^([A-Za-z0-9 .-]{1,11}|\+?\d{1,15})$/, 'must be a sender id or a number'),
  to: z.string().regex(/^\+234\d{10}$/, 'must be a Nigerian number in E.164 form (+234XXXXXXXXXX)'),
  text: z.string().min(1).max(918, 'must fit in six concatenated SMS parts'),
});

const listQuerySchema = z.object({ to: z.string().optional() });

export async function startSmsGatewaySimulator(
  options: {
    port?: number /** The bearer key it accepts; its own development key by default. */;
    apiKey?: string;
  } = {},
): Promise<SmsGatewaySimulator> {
  const apiKey = options.apiKey ?? SMS_GATEWAY_SIMULATOR_API_KEY;
  const received: SmsRecord[] = [];
  let failuresLeft = 0;
  const app = createGatewayApp(apiKey, received, () => {
    if (failuresLeft === 0) return false;
    failuresLeft -= 1;
    return true;
  });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    url: `http://127.0.0.1:${port}`,
    close: () => app.close(),
    messages: (to) =>
      received.filter((record) => to === undefined || record.to === to).map((r) => ({ ...r })),
    failNext(count) {
      failuresLeft = count;
    },
  };
}

function createGatewayApp(apiKey: string, received: SmsRecord[], shouldFail: () => boolean): FastifyInstance {
  const app = Fastify({ logger: false });

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return reply.code(401).send(errorBody('unauthorized', 'Missing or invalid API key'));
    }
  });

  app.post('/v1/sms', async (request, reply) => {
    const parsed = sendSmsSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody('invalid_request', describe(parsed.error)));
    if (shouldFail()) {
      return reply.code(503).send(errorBody('unavailable', 'The gateway is temporarily unavailable'));
    }
    const record: SmsRecord = { messageId: randomUUID(), ...parsed.data, receivedAt: new Date() };
    received.push(record);
    return reply.code(202).send({ message_id: record.messageId, status: 'queued' });
  });

  app.get('/v1/sms', async (request, reply) => {
    const parsed = listQuerySchema.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(errorBody('invalid_request', describe(parsed.error)));
    const { to } = parsed.data;
    const data = received
      .filter((record) => to === undefined || record.to === to)
      .map((record) => ({
        message_id: record.messageId,
        from: record.from,
        to: record.to,
        text: record.text,
        received_at: record.receivedAt.toISOString(),
      }));
    return { data };
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send(errorBody(status < 500 ? 'invalid_request' : 'internal', error.message));
  });

  return app;
}

function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
}
