import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_SECONDS, type IssuedSession, SESSION_DAYS } from './session.service.ts';

/** The web app's session rides on httpOnly cookies; script never sees a token. */
export const ACCESS_COOKIE = 'glotv_at';
export const REFRESH_COOKIE = 'glotv_rt';
/**
 * Holds no secret, only tells the web app a session may exist, so a signed-out visit skips `/me` and
 * `/refresh` instead of collecting 401s. It lives as long as the refresh cookie.
 */
export const SIGNED_IN_COOKIE = 'glotv_signed_in';
const REFRESH_PATH = '/api/client/v1/global';

export function wantsCookieSession(request: FastifyRequest): boolean {
  return request.headers['x-session-mode'] === 'cookie';
}

export function setSessionCookies(reply: FastifyReply, session: IssuedSession, secure: boolean): void {
  const common = { httpOnly: true, sameSite: 'lax' as const, secure };
  reply.setCookie(ACCESS_COOKIE, session.accessToken, { ...common, path: '/', maxAge: ACCESS_TOKEN_SECONDS });
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...common,
    path: REFRESH_PATH,
    maxAge: SESSION_DAYS * 86_400,
  });
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}

/** A bearer token (API clients, the spec's shape) or the web app's access cookie. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return request.cookies[ACCESS_COOKIE];
}

export function refreshTokenOf(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  return bodyToken ?? request.cookies[REFRESH_COOKIE];
}
