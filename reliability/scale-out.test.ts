import {
  type ApiAnswer,
  apiClientBasic,
  type CallOptions,
  PortalApi,
  randomEmail,
  randomGloNumber,
  type Session,
} from '@glotv/testing/portal-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScaleOutCluster, startScaleOutCluster } from './support/scale-out-cluster.ts';

type Instance = 0 | 1;
type ErrorBody = { error: { code: string; message: string } };

const password = 'Scale-out-1';
const CARD_LITE = 9;

let cluster: ScaleOutCluster;
let api: PortalApi;

beforeAll(async () => {
  cluster = await startScaleOutCluster();
  api = new PortalApi(cluster.proxy.url);
});
afterAll(() => cluster?.stop());

/** A call through the proxy that it sends to `instance`; fails unless that instance got it. */
async function callOn<T = unknown>(
  instance: Instance,
  method: string,
  path: string,
  body?: unknown,
  options?: CallOptions,
): Promise<ApiAnswer<T>> {
  cluster.proxy.nextGoesTo(instance);
  const before = cluster.proxy.forwarded.length;
  const answer = await api.call<T>(method, path, body, options);
  expect(cluster.proxy.forwarded[before]).toMatchObject({ upstream: instance, path });
  return answer;
}

const fromAddress = (address: string) => ({ 'X-Forwarded-For': address });
const errorCode = (answer: ApiAnswer<unknown>) => (answer.body as ErrorBody).error?.code;

describe('the round-robin proxy', () => {
  it('alternates requests between the two instances, both ready on the shared database and Redis', async () => {
    expect(new Set(cluster.instances).size).toBe(2);
    cluster.proxy.nextGoesTo(0);
    const before = cluster.proxy.forwarded.length;
    for (let i = 0; i < 4; i++) {
      const ready = await api.call('GET', '/readyz');
      expect(ready).toEqual({
        status: 200,
        body: { status: 'ready', checks: { database: 'ok', redis: 'ok' } },
      });
    }
    expect(cluster.proxy.forwarded.slice(before).map((request) => request.upstream)).toEqual([0, 1, 0, 1]);
  });
});

describe('OTP limits across instances', () => {
  const generate = (instance: Instance, to: string, address: string) =>
    callOn<{ resend_after?: number }>(
      instance,
      'POST',
      '/cm/api/otp/?mode=generate',
      { mobile_number: to },
      { headers: fromAddress(address) },
    );
  const validate = (instance: Instance, to: string, otp: string, address: string) =>
    callOn(
      instance,
      'POST',
      '/cm/api/otp/?mode=validate',
      { mobile_number: to, otp },
      { headers: fromAddress(address) },
    );

  it('refuses a second OTP within the resend countdown whichever instance is asked', async () => {
    const address = cluster.nextClientAddress();
    const to = `+234${randomGloNumber()}`;
    const first = await generate(0, to, address);
    expect(first.status).toBe(200);
    expect(first.body.resend_after).toBeGreaterThan(0);

    for (const instance of [1, 0] as const) {
      const again = await generate(instance, to, address);
      expect(again.status).toBe(429);
      expect(errorCode(again)).toBe('otp_resend_too_soon');
    }
    const sent = await cluster.db.query(
      'select count(*)::int as sent from otp_challenges where destination = $1',
      [to],
    );
    expect(sent.rows[0].sent).toBe(1);
  });

  it('caps OTPs at five an hour per destination, counting those sent by both instances', async () => {
    const address = cluster.nextClientAddress();
    const to = `+234${randomGloNumber()}`;
    for (let sent = 1; sent <= 5; sent++) {
      const issuer: Instance = sent % 2 === 0 ? 1 : 0;
      expect((await generate(issuer, to, address)).status).toBe(200);
      const otp = await api.readOtp(to, sent);
      // Validated, the code no longer holds the countdown, so the next one may be asked for at once.
      expect((await validate(issuer === 0 ? 1 : 0, to, otp, address)).status).toBe(200);
    }
    for (const instance of [0, 1] as const) {
      const sixth = await generate(instance, to, address);
      expect(sixth.status).toBe(429);
      expect(errorCode(sixth)).toBe('otp_limit_reached');
    }
  });

  it('counts wrong guesses on both instances towards one limit of five', async () => {
    const address = cluster.nextClientAddress();
    const to = `+234${randomGloNumber()}`;
    expect((await generate(0, to, address)).status).toBe(200);
    const otp = await api.readOtp(to);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

    for (let guess = 0; guess < 5; guess++) {
      const refused = await validate(guess % 2 === 0 ? 1 : 0, to, wrong, address);
      expect(refused.status).toBe(400);
      expect(errorCode(refused)).toBe('otp_invalid');
    }
    for (const instance of [0, 1] as const) {
      const right = await validate(instance, to, otp, address);
      expect(right.status).toBe(400);
      expect(errorCode(right)).toBe('otp_attempts_exceeded');
    }
  });

  it('counts the requests of one address on both instances towards one per-minute limit', async () => {
    const address = cluster.nextClientAddress();
    const guess = (instance: Instance) => validate(instance, `+234${randomGloNumber()}`, '000000', address);
    // The OTP route allows 30 a minute per address: 15 on each instance use it up between them.
    for (let request = 0; request < 30; request++) {
      expect((await guess(request % 2 === 0 ? 0 : 1)).status).toBe(400);
    }
    for (const instance of [0, 1] as const) {
      const over = await guess(instance);
      expect(over.status).toBe(429);
      expect(errorCode(over)).toBe('rate_limited');
    }
    const elsewhere = await validate(0, `+234${randomGloNumber()}`, '000000', cluster.nextClientAddress());
    expect(elsewhere.status).toBe(400);
  });
});

describe('sessions across instances', () => {
  const loginOn = async (instance: Instance, email: string, address: string): Promise<Session> => {
    const answer = await callOn<{ data: { user_id: string; access_token: string; refresh_token: string } }>(
      instance,
      'POST',
      '/api/client/v1/global/login',
      { username: email, password, device: `scale-out-${Date.now()}`, device_class: 'desktop' },
      { headers: { Authorization: apiClientBasic, ...fromAddress(address) } },
    );
    expect(answer.status).toBe(200);
    const { user_id, access_token, refresh_token } = answer.body.data;
    return { userId: user_id, accessToken: access_token, refreshToken: refresh_token };
  };
  const me = (instance: Instance, token: string) =>
    callOn<{ data: { user_id: string } }>(instance, 'GET', '/api/client/v1/global/me', undefined, { token });
  const refresh = (instance: Instance, refreshToken: string) =>
    callOn<{ data: { access_token: string; refresh_token: string } }>(
      instance,
      'POST',
      '/api/client/v1/global/refresh',
      { refresh_token: refreshToken },
    );

  it('accepts a login made on one instance on the other, with its access and refresh tokens', async () => {
    const address = cluster.nextClientAddress();
    const email = randomEmail('scale-out');
    await api.signUp({ email }, password, fromAddress(address));
    const session = await loginOn(0, email, address);

    for (const instance of [1, 0] as const) {
      const answer = await me(instance, session.accessToken);
      expect(answer.status).toBe(200);
      expect(answer.body.data.user_id).toBe(session.userId);
    }
    const refreshed = await refresh(1, session.refreshToken);
    expect(refreshed.status).toBe(200);
    expect((await me(0, refreshed.body.data.access_token)).status).toBe(200);
    expect((await refresh(0, refreshed.body.data.refresh_token)).status).toBe(200);
  });

  it('revokes the session on both instances when a refresh token used on one comes back on the other', async () => {
    const address = cluster.nextClientAddress();
    const email = randomEmail('scale-out');
    await api.signUp({ email }, password, fromAddress(address));
    const session = await loginOn(0, email, address);

    const rotated = await refresh(0, session.refreshToken);
    expect(rotated.status).toBe(200);
    for (const instance of [1, 0] as const) {
      expect((await me(instance, rotated.body.data.access_token)).status).toBe(200);
    }
    const reuse = await refresh(1, session.refreshToken);
    expect(reuse.status).toBe(401);
    expect(errorCode(reuse)).toBe('session_expired');

    const ended = performance.now();
    for (const instance of [0, 1] as const) {
      // The instance that saw the reuse refuses at once; the other within a second (its memory of the session).
      expect(await refusedAfter(instance, rotated.body.data.access_token, ended)).toBeLessThan(1000);
      const next = await refresh(instance, rotated.body.data.refresh_token);
      expect(next.status).toBe(401);
      expect(errorCode(next)).toBe('session_expired');
    }
    const stored = await cluster.db.query('select revoked_reason from sessions where subscriber_id = $1', [
      session.userId,
    ]);
    expect(stored.rows).toEqual([{ revoked_reason: 'refresh_token_reuse' }]);
  });
});

/** How long after `ended` the other instance first refuses the token; fails if it still serves it at 1 s. */
async function refusedAfter(instance: Instance, token: string, ended: number): Promise<number> {
  const me = (on: Instance) => callOn(on, 'GET', '/api/client/v1/global/me', undefined, { token });
  for (;;) {
    const status = (await me(instance)).status;
    const elapsed = performance.now() - ended;
    if (status === 401) return elapsed;
    expect(status).toBe(200);
    expect(elapsed).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a session ended on one instance', () => {
  const me = (instance: Instance, token: string) =>
    callOn(instance, 'GET', '/api/client/v1/global/me', undefined, { token });

  it('is refused on the other instance within one second of a logout, though it served it just before', async () => {
    const address = cluster.nextClientAddress();
    const session = await api.signUpAndLogin(
      { email: randomEmail('scale-out') },
      password,
      fromAddress(address),
    );
    // Served by both, so each holds the session in memory.
    for (const instance of [0, 1, 1] as const)
      expect((await me(instance, session.accessToken)).status).toBe(200);

    const logout = await callOn(0, 'POST', '/api/client/v1/global/logout', undefined, {
      token: session.accessToken,
    });
    const ended = performance.now();
    expect(logout.status).toBe(200);
    expect(await refusedAfter(1, session.accessToken, ended)).toBeLessThan(1000);
    expect((await me(0, session.accessToken)).status).toBe(401);
  });

  it("is refused on the other instance within one second of the subscriber's password change", async () => {
    const address = cluster.nextClientAddress();
    const email = randomEmail('scale-out');
    const changer = await api.signUpAndLogin({ email }, password, fromAddress(address));
    const other = await api.login({ email }, password, fromAddress(address));
    for (const instance of [0, 1] as const) expect((await me(instance, other.accessToken)).status).toBe(200);

    const change = await callOn(
      0,
      'POST',
      '/api/client/v1/global/password/change',
      { old_password: password, password: 'Scale-out-2', confirm_password: 'Scale-out-2' },
      { token: changer.accessToken },
    );
    const ended = performance.now();
    expect(change.status).toBe(200);
    expect(await refusedAfter(1, other.accessToken, ended)).toBeLessThan(1000);
    expect((await me(1, changer.accessToken)).status).toBe(200);
  });
});

describe('packages across instances', () => {
  type Packages = { data: { id: number; purchased: { ends_at: string } | null }[] };
  const packagesOn = (instance: Instance, session: Session) =>
    callOn<Packages>(instance, 'GET', `/api/client/v1/glotv/users/${session.userId}/packages`, undefined, {
      token: session.accessToken,
    });
  const lite = (answer: ApiAnswer<Packages>) => answer.body.data.find((entry) => entry.id === CARD_LITE);

  it('shows a package granted on one instance in the list the other instance answered just before', async () => {
    const session = await api.signUpAndLogin(
      { email: randomEmail('scale-out') },
      password,
      fromAddress(cluster.nextClientAddress()),
    );
    // Answered by both, so each keeps the list ready.
    for (const instance of [0, 1, 1] as const)
      expect(lite(await packagesOn(instance, session))?.purchased).toBeNull();

    const grant = await callOn(
      0,
      'POST',
      '/dev/packages/grant',
      { package_id: CARD_LITE },
      {
        token: session.accessToken,
      },
    );
    expect(grant.status).toBe(200);
    expect(lite(await packagesOn(0, session))?.purchased).not.toBeNull();
    // The other instance hears of it over Redis (or, if the message were lost, reads again within a second).
    for (;;) {
      const answer = await packagesOn(1, session);
      expect(answer.status).toBe(200);
      if (lite(answer)?.purchased) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});

describe('card purchases across instances', () => {
  it('activates a purchase once when duplicate webhooks reach both instances together with the return', async () => {
    const { cardProvider } = cluster.simulators;
    cardProvider!.setWebhook({ enabled: false });
    const address = cluster.nextClientAddress();
    const email = randomEmail('scale-out-buyer');
    const buyer = await api.signUpAndLogin({ email }, password, fromAddress(address));
    const as = { token: buyer.accessToken, headers: fromAddress(address) };

    for (let round = 1; round <= 3; round++) {
      const checkout = await api.call<{ data: { tx_ref: string } }>(
        'POST',
        '/cm/api/payments/checkout/?operator_uid=glotv',
        {
          subscriber_uid: buyer.userId,
          product_id: CARD_LITE,
          customer: { email, name: 'Ada Buyer', phone_number: '8091234567' },
        },
        as,
      );
      expect(checkout.status).toBe(200);
      const txRef = checkout.body.data.tx_ref;
      const { transaction } = await cardProvider!.completeCheckout(txRef, { outcome: 'successful' });

      const before = cluster.proxy.forwarded.length;
      const [webhooks, returned] = await Promise.all([
        cardProvider!.sendWebhook(transaction!.id, 10),
        api.call<{ data: { status: string } }>(
          'POST',
          '/cm/api/purchase/?operator_uid=glotv',
          {
            subscriber_uid: buyer.userId,
            subscription_type: 'one-off',
            medium: 'fweb',
            bill: false,
            product_id: CARD_LITE,
            tx_ref: txRef,
            transaction_id: transaction!.id,
          },
          as,
        ),
      ]);
      expect(webhooks.deliveries.map((delivery) => delivery.status_code)).toEqual(Array(10).fill(200));
      expect(returned.status).toBe(200);
      expect(returned.body.data.status).toBe('active');
      const webhookInstances = cluster.proxy.forwarded
        .slice(before)
        .filter((request) => request.path === '/cm/api/payments/webhook/')
        .map((request) => request.upstream);
      expect(new Set(webhookInstances)).toEqual(new Set([0, 1]));

      const { rows } = await cluster.db.query(
        `select p.status,
                (select count(*)::int from user_packages u where u.purchase_id = p.id) as windows,
                (select count(*)::int from purchase_events e
                  where e.purchase_id = p.id and e.kind = 'activated') as activations
           from purchases p where p.reference = $1`,
        [txRef],
      );
      expect(rows).toEqual([{ status: 'active', windows: 1, activations: 1 }]);
    }

    const windows = await cluster.db.query(
      'select count(*)::int as windows from user_packages where subscriber_id = $1 and package_id = $2',
      [buyer.userId, CARD_LITE],
    );
    expect(windows.rows[0].windows).toBe(3);
  });
});
