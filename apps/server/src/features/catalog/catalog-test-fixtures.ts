import type { FastifyInstance } from 'fastify';
import { login, randomEmail, randomGloNumber, signUp } from '../accounts/accounts-test-fixtures.ts';
import { activatePackage } from '../packages/package-grants.repository.ts';

export const OPERATOR = 'glotv';
const PASSWORD = 'viewer-pass';
const DAY = 86_400_000;

export interface Viewer {
  userId: string;
  username: string;
  headers: { authorization: string };
}

/** A new subscriber, signed up and logged in through the API: a Glo number, or an e-mail (card user). */
export async function signedInViewer(app: FastifyInstance, kind: 'glo' | 'email' = 'glo'): Promise<Viewer> {
  const number = randomGloNumber();
  const email = randomEmail();
  await signUp(app, kind === 'glo' ? { mobile_number: number } : { email }, PASSWORD);
  const username = kind === 'glo' ? number : email;
  const bearer = await login(app, username, PASSWORD);
  if (bearer.statusCode !== 200) throw new Error(`login failed: ${bearer.body}`);
  const { user_id, access_token } = bearer.json().data;
  return { userId: user_id, username, headers: { authorization: `Bearer ${access_token}` } };
}

/** The viewer's session as the web app holds it: in the httpOnly cookie, with no bearer token. */
export async function webSessionCookies(
  app: FastifyInstance,
  viewer: Viewer,
): Promise<Record<string, string>> {
  const response = await login(app, viewer.username, PASSWORD, { 'x-session-mode': 'cookie' });
  const access = response.cookies.find((cookie) => cookie.name === 'glotv_at');
  if (!access) throw new Error(`no session cookie: ${response.body}`);
  return { glotv_at: access.value };
}

/** An activated purchase of `packageId`, valid from `startsAt` to `endsAt`, as a completed purchase leaves it. */
export async function grantPackage(
  app: FastifyInstance,
  subscriberId: string,
  packageId: number,
  window: { startsAt: Date; endsAt: Date },
): Promise<void> {
  await activatePackage(app.db, { subscriberId, packageId, medium: 'web', ...window });
}

/** A window around now: `fromDays` ago until `toDays` from now (negative for the past). */
export function daysAround(fromDays: number, toDays: number): { startsAt: Date; endsAt: Date } {
  const now = Date.now();
  return { startsAt: new Date(now - fromDays * DAY), endsAt: new Date(now + toDays * DAY) };
}
