import { CONSOLE_API_PREFIX, type StaffRole } from '@glotv/contracts/console-staff';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';
import { StaffService } from './staff.service.ts';
import { staffAccessTokenOf } from './staff-cookies.ts';
import { type AuthenticatedStaff, StaffSessionService } from './staff-sessions.service.ts';
import { TotpSecretBox } from './totp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    staffSessions: StaffSessionService;
    staffAccounts: StaffService;
  }
  interface FastifyRequest {
    /** The signed-in member of staff on a route guarded by `requireStaff`; null elsewhere. */
    staff: AuthenticatedStaff | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Staff sessions and accounts, and the strict Origin check that every state-changing console call passes
 * before anything else runs: a request from any other site (or with no Origin at all) is refused with 403.
 */
export const staffPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate('staffSessions', new StaffSessionService(app.db, config.tokenSigningSecret));
    app.decorate(
      'staffAccounts',
      new StaffService({
        db: app.db,
        box: new TotpSecretBox(config.tokenSigningSecret),
        publicBaseUrl: config.publicBaseUrl,
        hasher: app.passwordHasher,
        messaging: app.messaging,
        log: app.log,
      }),
    );
    app.decorateRequest('staff', null);

    const allowedOrigin = new URL(config.publicBaseUrl).origin;
    app.addHook('onRequest', (request, _reply, done) => {
      const refused =
        !SAFE_METHODS.has(request.method) &&
        isConsoleApi(request.url) &&
        !originAllowed(request, allowedOrigin, config.env !== 'production');
      done(
        refused
          ? new AppError('forbidden', 'This console request did not come from the console.')
          : undefined,
      );
    });
  },
  { name: 'staff', dependencies: ['config', 'db', 'messaging', 'password-hasher'] },
);

function isConsoleApi(url: string): boolean {
  return (
    url === CONSOLE_API_PREFIX ||
    url.startsWith(`${CONSOLE_API_PREFIX}/`) ||
    url.startsWith(`${CONSOLE_API_PREFIX}?`)
  );
}

/**
 * The Origin must be the portal's own (PUBLIC_BASE_URL). Outside production the page's own host also counts,
 * so `npm start` works at 127.0.0.1 as well as at localhost.
 */
function originAllowed(request: FastifyRequest, allowed: string, development: boolean): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  if (origin === allowed) return true;
  if (!development) return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * A preHandler for console routes: 401 unless a live staff session's cookie comes with the request, 403 unless
 * the member's role is one of `roles` (no roles: any signed-in member). Sets `request.staff`.
 */
export function requireStaff(...roles: StaffRole[]): preHandlerAsyncHookHandler {
  return async function guard(request) {
    const token = staffAccessTokenOf(request);
    const staff = token ? await request.server.staffSessions.authenticate(token) : null;
    if (!staff) throw new AppError('unauthorized', 'Please sign in to the console.');
    if (roles.length > 0 && !roles.includes(staff.role)) {
      throw new AppError('forbidden', 'Your role does not allow this.');
    }
    request.staff = staff;
  };
}
