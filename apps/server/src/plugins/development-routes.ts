import type { FastifyReply, FastifyRequest } from 'fastify';
import { devDataUseRoutes } from '../features/data-use/dev-data-use.routes.ts';
import { isLoopbackAddress } from '../features/geo/ip-address.ts';
import { devOutboxRoutes } from '../features/messaging/dev-outbox.routes.ts';
import { devPackageGrantRoutes } from '../features/packages/dev-package-grant.routes.ts';
import { reconciliationDevRoutes } from '../features/payments/reconciliation-dev.routes.ts';
import { testPaymentRoutes } from '../features/payments/test-payment.routes.ts';
import { devStaffRoutes } from '../features/staff/staff-dev.routes.ts';
import type { FastifyZodInstance } from '../lib/fastify-zod.ts';

/**
 * Both the peer of the socket and the client it speaks for (`request.ip`, which honours X-Forwarded-For
 * from trusted proxies only) must be this machine: a proxy on the same host forwarding a visitor from the
 * internet is refused, and so is any other peer.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}

async function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // The same answer as a path that does not exist: nothing tells a stranger these routes are here.
  if (!isFromThisMachine(request)) return reply.callNotFound();
}

/**
 * The routes that exist for development and the tests only: every message sent (OTPs included), free
 * packages, and the test payment page's checkout. app.ts registers this plugin only outside production;
 * even then the routes answer only requests from the machine itself, and the start says so in the log.
 */
export async function developmentRoutes(app: FastifyZodInstance): Promise<void> {
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('HEAD') && methods.length === 1) return;
    routes.push(`${methods.join(',')} ${route.url}`);
  });
  app.addHook('onRequest', onlyFromThisMachine);

  await app.register(devOutboxRoutes);
  await app.register(devPackageGrantRoutes);
  await app.register(devDataUseRoutes);
  await app.register(testPaymentRoutes);
  await app.register(reconciliationDevRoutes);
  await app.register(devStaffRoutes);

  app.addHook('onReady', async () => {
    app.log.warn(
      { env: app.config.env, routes },
      `DEVELOPMENT MODE (NODE_ENV=${app.config.env}): development routes are on, answered only to this machine; never run this way in production`,
    );
  });
}
