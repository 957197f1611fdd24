import { randomBytes } from 'node:crypto';
import { type StaffRole, staffRoles } from '@glotv/contracts/console-staff';
import type { FastifyInstance } from 'fastify';
import { hashOpaqueToken } from '../accounts/secret-tokens.ts';
import { staffRepository } from './staff.repository.ts';
import { STAFF_ACCESS_COOKIE, STAFF_REFRESH_COOKIE } from './staff-cookies.ts';
import { currentCode, newTotpSecret, TotpSecretBox } from './totp.ts';

/** Test-only: never imported by production code. */

export interface SignedInTestStaff {
  staff: { id: string; email: string; role: StaffRole };
  /** The TOTP secret (base32), to make codes with `codeFor`. */
  totpSecret: string;
  /** Send these with `app.inject`: the console cookies and the portal's own Origin. */
  headers: { cookie: string; origin: string };
  refreshToken: string;
}

export function randomStaffEmail(role: string): string {
  return `${role}-${randomBytes(4).toString('hex')}@staff.example.com`;
}

/**
 * A member of staff with this role, active, with a live console session, made without the sign-in pages.
 * Its password is `password`, hashed as the app hashes (set only when asked for).
 */
export async function signInStaff(
  app: FastifyInstance,
  role: StaffRole,
  options: { email?: string; password?: string } = {},
): Promise<SignedInTestStaff> {
  const email = options.email ?? randomStaffEmail(role);
  const totpSecret = newTotpSecret();
  const box = new TotpSecretBox(app.config.tokenSigningSecret);
  const id = await staffRepository.insert(app.db, {
    email,
    role,
    status: 'active',
    password_hash: options.password
      ? await app.passwordHasher.hash(options.password)
      : `unusable$${randomBytes(8).toString('hex')}`,
    totp_secret_enc: box.seal(totpSecret),
    created_by: null,
  });
  const session = await app.staffSessions.start(id);
  return {
    staff: { id, email, role },
    totpSecret,
    headers: {
      cookie: `${STAFF_ACCESS_COOKIE}=${session.accessToken}; ${STAFF_REFRESH_COOKIE}=${session.refreshToken}`,
      origin: consoleOrigin(app),
    },
    refreshToken: session.refreshToken,
  };
}

/** One signed-in member of staff for each role, for tests that check what every role may do. */
export async function signInEveryRole(app: FastifyInstance): Promise<Record<StaffRole, SignedInTestStaff>> {
  const signedIn = await Promise.all(staffRoles.map((role) => signInStaff(app, role)));
  return Object.fromEntries(staffRoles.map((role, index) => [role, signedIn[index]])) as Record<
    StaffRole,
    SignedInTestStaff
  >;
}

/** The Origin every state-changing console call must carry. */
export function consoleOrigin(app: FastifyInstance): string {
  return new URL(app.config.publicBaseUrl).origin;
}

/** The authenticator's code for a secret at a time (now by default). */
export function codeFor(totpSecret: string, at: Date = new Date()): string {
  return currentCode(totpSecret, at);
}

/** The set-up token inside a set-up link. */
export function tokenOfSetupUrl(setupUrl: string): string {
  const token = new URL(setupUrl).hash.replace(/^#token=/, '');
  if (!token) throw new Error(`no token in ${setupUrl}`);
  return token;
}

/** Whether a refresh token is stored (only its hash is). */
export async function refreshTokenStored(app: FastifyInstance, token: string): Promise<boolean> {
  return Boolean(await staffRepository.findRefreshToken(app.db, hashOpaqueToken(token)));
}
