import type { FastifyReply, FastifyRequest } from 'fastify';
import { responseSerialiserOf } from '../../lib/response-bytes.ts';
import type { CachedBody, CatalogCache } from './catalog-cache.ts';
import { type ContentCoding, negotiatedCoding } from './ready-bytes.ts';

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
 * params and query (so junk parameters cannot fill it), as bytes serialised and compressed once. Browsers
 * keep it and revalidate with the ETag; `cacheControl` says otherwise for a public answer (the reply is sent
 * here, so a header set after this call would be too late).
 */
export async function cachedCatalogAnswer<T>(
  cache: CatalogCache,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<T>,
  cacheControl = 'private, no-cache',
): Promise<T | undefined> {
  const key = answerKeyOf(request);
  const answer = cache.fresh<T>(key) ?? (await cache.get(key, load));
  return sendReadyAnswer(request, reply, answer, cacheControl);
}

/** Raw URLs already named: the same URL always reaches the same route with the same validated input. */
const answerKeysByUrl = new Map<string, string>();

/** The route and its validated input name the answer, so URLs that differ only in what validation drops share it. */
function answerKeyOf(request: FastifyRequest): string {
  let key = answerKeysByUrl.get(request.url);
  if (key === undefined) {
    key = `${request.routeOptions.url}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}`;
    if (answerKeysByUrl.size >= 10_000) answerKeysByUrl.clear();
    answerKeysByUrl.set(request.url, key);
  }
  return key;
}

/**
 * Sends an answer made once (`CachedBody`): 304 when the client holds its ETag, else its bytes in the coding
 * the client accepts. Returns nothing for the handler to return (the reply is sent here, so a header set
 * after this call would be too late).
 */
export function sendReadyAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  { etag, ready }: Pick<CachedBody<unknown>, 'etag' | 'ready'>,
  cacheControl: string,
): undefined {
  reply.header('cache-control', cacheControl);
  if (notModified(request, reply, etag)) return undefined;
  sendJsonIn(
    reply,
    ready.bytes(negotiatedCoding(request.headers['accept-encoding']), responseSerialiserOf(request)),
  );
  return undefined;
}

function sendJsonIn(reply: FastifyReply, { coding, bytes }: { coding: ContentCoding; bytes: Buffer }): void {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  // A coding set here tells @fastify/compress the bytes are compressed already.
  if (coding !== 'identity') reply.header('content-encoding', coding);
  reply.send(bytes);
}

/** Depends on who asks and on the clock: never stored by a browser or a proxy. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

export function personal(reply: FastifyReply): void {
  reply.header('cache-control', PERSONAL_CACHE_CONTROL);
}
