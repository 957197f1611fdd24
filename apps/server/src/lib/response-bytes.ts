import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The route's 200 answer as its response serialiser writes it (checked against the schema, unknown keys
 * dropped): an answer sent as bytes skips the serialiser, so its bytes are made by the same rule.
 */
export function responseSerialiserOf(request: FastifyRequest): (body: unknown) => string {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = responses?.[200] ?? responses?.['2xx'];
  if (!schema || typeof (schema as { parse?: unknown }).parse !== 'function') {
    throw new Error(`${request.routeOptions.url} has no response schema for its answer as bytes`);
  }
  return (body) => JSON.stringify((schema as { parse(value: unknown): unknown }).parse(body));
}

const written = new WeakMap<object, Buffer>();

/**
 * Sends `answer(value)` as JSON, written once per `value` object: for a value its maker hands out again to
 * every request it fits (a signed address within its second). The same value must always come to the same route.
 */
export function sendWrittenOnce<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  value: T,
  answer: (value: T) => unknown,
): undefined {
  let bytes = written.get(value);
  if (!bytes) {
    bytes = Buffer.from(responseSerialiserOf(request)(answer(value)));
    written.set(value, bytes);
  }
  reply.header('content-type', 'application/json; charset=utf-8').send(bytes);
  return undefined;
}

/**
 * Route options for a route whose answers are compressed when they are made (ready bytes) or are always below
 * the compression threshold: @fastify/compress's per-request hooks would find nothing to do on it.
 */
export const compressedWhenMade = { compress: false, decompress: false } as const;
