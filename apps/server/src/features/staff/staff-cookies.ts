import { CONSOLE_API_PREFIX } from '@glotv/contracts/console-staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type IssuedStaffSession, STAFF_ACCESS_SECONDS } from './staff-sessions.service.ts';

/**
 * The console's own cookies, never the subscribers': httpOnly, SameSite=Strict, and sent only to the console's
 * API (the refresh token only to its session routes).
 */
export const STAFF_ACCESS_COOKIE = 'glotv_console_at';
export const STAFF_REFRESH_COOKIE = 'glotv_console_rt';
export const STAFF_ACCESS_PATH = CONSOLE_API_PREFIX;
export const STAFF_REFRESH_PATH = `${CONSOLE_API_PREFIX}/session`;

export function setStaffCookies(reply: FastifyReply, session: IssuedStaffSession, secure: boolean): void {
  const common = { httpOnly: true, sameSite: 'strict' as const, secure };
  reply.setCookie(STAFF_ACCESS_COOKIE, session.accessToken, {
    ...common,
    path: STAFF_ACCESS_PATH,
    maxAge: STAFF_ACCESS_SECONDS,
  });
  reply.setCookie(STAFF_REFRESH_COOKIE, session.refreshToken, {
    ...common,
    path: STAFF_REFRESH_PATH,
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearStaffCookies(reply: FastifyReply): void {
  reply.clearCookie(STAFF_ACCESS_COOKIE, { path: STAFF_ACCESS_PATH });
  reply.clearCookie(STAFF_REFRESH_COOKIE, { path: STAFF_REFRESH_PATH });
}

export function staffAccessTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[STAFF_ACCESS_COOKIE];
}

export function staffRefreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[STAFF_REFRESH_COOKIE];
}
