import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogCache } from './catalog-cache.ts';

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix does not matter; `*` matches all. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Sends 304 when the client holds `etag` (the handler then returns nothing); false otherwise. */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  if (!etagMatches(request.headers['if-none-match'], etag)) return false;
  reply.code(304).send();
  return true;
}

/**
 * The same for every user: served from the in-process catalog cache, keyed by route and by the validated
 * params and query (so junk parameters cannot fill it). Browsers keep it and revalidate with the ETag.
 */
export async function cachedCatalogAnswer<T>(
  cache: CatalogCache,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<T>,
): Promise<T | undefined> {
  const key = `${request.routeOptions.url}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}`;
  const { etag, body } = await cache.get(key, load);
  reply.header('cache-control', 'private, no-cache');
  return notModified(request, reply, etag) ? undefined : body;
}

/** Depends on who asks and on the clock: never stored by a browser or a proxy. */
export function personal(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}
