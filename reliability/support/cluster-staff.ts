import { randomBytes } from 'node:crypto';
import { codeFor, tokenOfSetupUrl } from '../../apps/server/src/features/staff/staff-test-fixtures.ts';

const consoleApi = '/api/console/v1';

/** A member of staff signed in to a running portal: send `headers` with every console call, to any instance. */
export interface ClusterStaff {
  email: string;
  headers: { cookie: string; origin: string };
}

/**
 * A member of the console's staff with `role`, made on a running portal as people are: an admin from the command
 * line's development route, who invites the member; each finishes the set-up link with a password and the
 * authenticator's code. `portalUrl` is the portal's public address (its Origin); `instanceUrl` is where to call.
 */
export async function clusterStaff(
  portalUrl: string,
  instanceUrl: string,
  role: 'admin' | 'support' | 'analyst' | 'editor',
): Promise<ClusterStaff> {
  const origin = new URL(portalUrl).origin;
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(new URL(path, instanceUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const made = await post('/dev/console/add-admin', { email: staffEmail('admin') });
  const admin = await finishSetUp(post, await setupUrlOf(made));
  if (role === 'admin') return admin;
  const invited = await post(`${consoleApi}/staff`, { email: staffEmail(role), role }, admin.headers.cookie);
  return finishSetUp(post, await setupUrlOf(invited));
}

type Post = (path: string, body: unknown, cookie?: string) => Promise<Response>;

async function setupUrlOf(answer: Response): Promise<string> {
  if (!answer.ok)
    throw new Error(`asking for a set-up link answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: { setup_url: string } }).data.setup_url;
}

async function finishSetUp(post: Post, setupUrl: string): Promise<ClusterStaff> {
  const token = tokenOfSetupUrl(setupUrl);
  const inspected = await post(`${consoleApi}/setup/inspect`, { token });
  if (!inspected.ok) throw new Error(`set-up inspect answered ${inspected.status}`);
  const { email, secret } = ((await inspected.json()) as { data: { email: string; secret: string } }).data;
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const done = await post(`${consoleApi}/setup/complete`, {
    token,
    password,
    confirm_password: password,
    code: codeFor(secret),
  });
  if (!done.ok) throw new Error(`set-up answered ${done.status}: ${await done.text()}`);
  const cookie = done.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const origin = new URL(setupUrl).origin;
  return { email, headers: { cookie, origin } };
}

function staffEmail(role: string): string {
  return `${role}-${randomBytes(4).toString('hex')}@staff.example.com`;
}
