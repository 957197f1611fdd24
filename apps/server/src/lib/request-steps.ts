import type { FastifyReply, FastifyRequest } from 'fastify';

/** A step before the handler: refuses by throwing; may wait (authentication reads the session). */
export type RequestStep = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The steps as one hook, run in order until one throws. Fastify runs each hook of a list as a step of its own
 * (a promise and a turn of its hook runner), which on a call answered in a fraction of a millisecond is a
 * share of the work that shows under load (docs/PERFORMANCE.md, API section).
 */
export function inOneHook(...steps: RequestStep[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const step of steps) await step(request, reply);
  };
}

/** A personal, short-lived answer, or a refusal that depends on the caller: no cache may keep either. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
