import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * An onRequest hook: the caller must send HTTP basic auth with one of the configured API clients
 * (API_CLIENTS), as the operator's apps do for the spec's basic-auth calls.
 */
export async function requireApiClient(request: FastifyRequest): Promise<void> {
  const given = parseBasicAuth(request.headers.authorization);
  const secret = given ? request.server.config.apiClients.get(given.id) : undefined;
  if (!given || secret === undefined || !sameSecret(given.secret, secret)) {
    throw new AppError('unauthorized', 'Valid API client credentials are required (HTTP basic auth).', {
      'www-authenticate': 'Basic realm="glotv", charset="UTF-8"',
    });
  }
}

function parseBasicAuth(header: string | undefined): { id: string; secret: string } | null {
  const encoded = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(header ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

// Comparing digests keeps the comparison constant-time whatever the lengths of the two secrets.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
