import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { networkOf } from './glo-numbering-plan.ts';
import { type GloVerifyCredentials, gloVerifySimulatorCredentials } from './glo-verify-credentials.ts';

export interface GloVerifySimulator {
  /** Base URL, e.g. http://127.0.0.1:40123, to use as GLO_VERIFY_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * The operator's subscriber-lookup API: `GET /subscribers/{msisdn}` with basic auth answers
 * `{ msisdn, network: 'GLO' | 'OTHER', status }`, or 404 when the number is not a Nigerian mobile number.
 */
export async function startGloVerifySimulator(
  options: {
    port?: number;
    host?: string;
    /** The service credentials it accepts; its own development pair by default. */
    credentials?: GloVerifyCredentials;
  } = {},
): Promise<GloVerifySimulator> {
  const credentials = options.credentials ?? gloVerifySimulatorCredentials;
  const app = Fastify({ logger: false });

  app.addHook('onRequest', async (request, reply) => {
    if (!hasServiceCredentials(request, credentials)) return refuse(reply);
  });

  app.get<{ Params: { msisdn: string } }>('/subscribers/:msisdn', async (request, reply) => {
    const { msisdn } = request.params;
    const network = networkOf(msisdn);
    if (!network) return reply.code(404).send({ error: 'SUBSCRIBER_NOT_FOUND', msisdn });
    // The operator only knows the state of its own subscribers.
    return { msisdn, network, status: network === 'GLO' ? 'ACTIVE' : 'UNKNOWN' };
  });

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${hostInUrl}:${port}`, close: () => app.close() };
}

function hasServiceCredentials(request: FastifyRequest, credentials: GloVerifyCredentials): boolean {
  const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return false;
  const { username, password } = credentials;
  const expected = Buffer.from(`${username}:${password}`);
  const given = Buffer.from(encoded, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function refuse(reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .header('www-authenticate', 'Basic realm="subscriber-lookup"')
    .send({ error: 'UNAUTHORIZED' });
}
