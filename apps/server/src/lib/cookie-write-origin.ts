import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * A write carried by the web session's cookie (no bearer token) must come from the portal's own pages: the
 * Origin a browser puts on every POST, PUT and DELETE (a `sendBeacon` included) must be the portal's
 * (PUBLIC_BASE_URL), or outside production the page's own host, so `npm start` works at 127.0.0.1 too. A
 * bearer-token client (the mobile apps, the spec's shape) is not a browser riding on a cookie and passes.
 * The session cookies are SameSite=Lax as well; this holds even where a browser ignores that.
 */
export async function requireOwnOriginForCookieWrites(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  if (request.headers.authorization?.startsWith('Bearer ')) return;
  const { config } = request.server;
  if (!originAllowed(request.headers.origin, request.headers.host, config.publicBaseUrl, config.env)) {
    throw new AppError('forbidden', 'This request did not come from the portal.');
  }
}

function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicBaseUrl: string,
  env: string,
): boolean {
  if (!origin || origin === 'null') return false;
  if (origin === new URL(publicBaseUrl).origin) return true;
  if (env === 'production') return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
