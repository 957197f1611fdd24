import { PortalApi, randomEmail, type Session } from '@glotv/testing/portal-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClusterStaff, clusterStaff } from './support/cluster-staff.ts';
import { type ScaleOutCluster, startScaleOutCluster } from './support/scale-out-cluster.ts';

const password = 'Race-tests-1';
const CARD_LITE = 9;
const DAY_MS = 24 * 60 * 60_000;
/** Purchases raced; every fourth one is underpaid, so it starts at 'Activation Incomplete'. */
const PURCHASES = 20;

let cluster: ScaleOutCluster;
let api: PortalApi;
let agent: ClusterStaff;
let buyer: Session & { email: string; headers: Record<string, string> };

beforeAll(async () => {
  cluster = await startScaleOutCluster();
  api = new PortalApi(cluster.proxy.url);
  agent = await clusterStaff(cluster.proxy.url, cluster.instances[0]!, 'support');
  const email = randomEmail('race-buyer');
  const headers = { 'X-Forwarded-For': cluster.nextClientAddress() };
  buyer = { ...(await api.signUpAndLogin({ email }, password, headers)), email, headers };
  // The webhook is sent by the test, at the moment of the race, not when the checkout completes.
  cluster.simulators.cardProvider!.setWebhook({ enabled: false });
});
afterAll(() => cluster?.stop());

interface Stuck {
  id: string;
  reference: string;
  transactionId: number;
  underpaid: boolean;
}

/**
 * A card purchase paid at the provider that the portal has not activated: left pending (no return, no webhook),
 * or, underpaid, refused at the subscriber's return ('Activation Incomplete').
 */
async function paidButNotActive(underpaid: boolean): Promise<Stuck> {
  const as = { token: buyer.accessToken, headers: buyer.headers };
  const checkout = await api.expectOk<{ data: { tx_ref: string } }>(
    'POST',
    '/cm/api/payments/checkout/?operator_uid=glotv',
    {
      subscriber_uid: buyer.userId,
      product_id: CARD_LITE,
      customer: { email: buyer.email, name: 'Ada Racer', phone_number: '8091234567' },
    },
    as,
  );
  const reference = checkout.data.tx_ref;
  const { transaction } = await cluster.simulators.cardProvider!.completeCheckout(reference, {
    outcome: 'successful',
    ...(underpaid ? { amount: 1 } : {}),
  });
  if (underpaid) {
    const returned = await api.call<{ error: { code: string } }>(
      'POST',
      '/cm/api/purchase/?operator_uid=glotv',
      {
        subscriber_uid: buyer.userId,
        subscription_type: 'one-off',
        medium: 'fweb',
        bill: false,
        product_id: CARD_LITE,
        tx_ref: reference,
        transaction_id: transaction!.id,
      },
      as,
    );
    expect(returned.body.error.code).toBe('activation_incomplete');
  }
  const { rows } = await cluster.db.query('select id, status from purchases where reference = $1', [
    reference,
  ]);
  expect(rows[0].status).toBe(underpaid ? 'activation_failed' : 'pending');
  return { id: rows[0].id, reference, transactionId: transaction!.id, underpaid };
}

/** The latest end of the buyer's windows of the package, or undefined when there is none. */
async function latestEnd(): Promise<number | undefined> {
  const { rows } = await cluster.db.query(
    'select max(ends_at) as ends_at from user_packages where subscriber_id = $1 and package_id = $2',
    [buyer.userId, CARD_LITE],
  );
  return rows[0].ends_at ? new Date(rows[0].ends_at).getTime() : undefined;
}

async function outcomeOf(purchase: Stuck) {
  const { rows } = await cluster.db.query(
    `select p.status, p.validity_days,
            (select count(*)::int from user_packages u where u.purchase_id = p.id) as windows,
            (select json_agg(json_build_object('starts_at', u.starts_at, 'ends_at', u.ends_at))
               from user_packages u where u.purchase_id = p.id) as granted,
            (select count(*)::int from purchase_events e
              where e.purchase_id = p.id and e.kind = 'activated') as activations,
            (select count(*)::int from purchase_events e
              where e.purchase_id = p.id and e.kind = 'activation_attempt_failed') as failed_attempts,
            (select count(*)::int from purchase_events e
              where e.purchase_id = p.id and e.kind = 'webhook_received') as webhooks,
            (select count(*)::int from staff_audit_log a
              where a.target_kind = 'purchase' and a.target_id = p.id::text
                and a.action = 'purchase.activate') as audited
       from purchases p where p.id = $1`,
    [purchase.id],
  );
  return rows[0] as {
    status: string;
    validity_days: number;
    windows: number;
    granted: { starts_at: string; ends_at: string }[];
    activations: number;
    failed_attempts: number;
    webhooks: number;
    audited: number;
  };
}

/** Support's activation, one run of the reconciliation job on each instance, and the provider's webhook twice. */
async function race(purchase: Stuck, supportOn: 0 | 1) {
  // Due for the job now, as when its next check comes.
  await cluster.db.query("update purchases set next_check_at = now() - interval '1 second' where id = $1", [
    purchase.id,
  ]);
  const post = (instance: 0 | 1, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(new URL(path, cluster.instances[instance]), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body ?? {}),
    });
  const [support, ...others] = await Promise.all([
    post(
      supportOn,
      `/api/console/v1/support/purchases/${purchase.id}/activate`,
      { reason: 'Customer on the phone: the bank shows the full price taken' },
      agent.headers,
    ),
    post(0, '/dev/payments/reconcile'),
    post(1, '/dev/payments/reconcile'),
    // Two copies through the round-robin proxy: one reaches each instance.
    cluster.simulators.cardProvider!.sendWebhook(purchase.transactionId, 2),
  ]);
  let claimedByJob = 0;
  for (const job of others.slice(0, 2) as Response[]) {
    expect(job.status).toBe(200);
    claimedByJob += ((await job.json()) as { data: { checked: number } }).data.checked;
  }
  // Both instances' jobs may claim it: support's and the webhook's 'paid' makes it due again at once, on
  // purpose. The lease spares work; the purchase row lock is what activates once.
  const webhooks = others[2] as { deliveries: { status_code?: number }[] };
  expect(webhooks.deliveries.map((delivery) => delivery.status_code)).toEqual([200, 200]);
  return { status: support.status, body: (await support.json()) as { outcome?: string }, claimedByJob };
}

describe('support, the reconciliation job and a late webhook on two instances at the same moment', () => {
  it('activate each paid purchase exactly once and extend the package exactly once', async () => {
    const purchases: Stuck[] = [];
    for (let i = 0; i < PURCHASES; i++) purchases.push(await paidButNotActive(i % 4 === 3));

    const supportAnswers: Record<string, number> = {};
    let claimedByJob = 0;
    for (const [round, purchase] of purchases.entries()) {
      const before = await latestEnd();
      const support = await race(purchase, round % 2 === 0 ? 0 : 1);
      const key = `${support.status} ${support.body.outcome ?? ''}`.trim();
      supportAnswers[key] = (supportAnswers[key] ?? 0) + 1;
      claimedByJob += support.claimedByJob;
      // Support either did it (200) or found it settled by the others first (409); never an error.
      expect([200, 409]).toContain(support.status);

      const after = await outcomeOf(purchase);
      expect(
        { round, underpaid: purchase.underpaid, ...after, granted: undefined },
        `round ${round}: support answered ${key}`,
      ).toMatchObject({
        status: 'active',
        windows: 1,
        activations: 1,
        // No racer failed (a deadlock would): each takes the subscriber, the purchase, then its payment.
        failed_attempts: 0,
        webhooks: 2,
        audited: support.status === 200 ? 1 : 0,
      });
      if (purchase.underpaid) expect(support.body.outcome).toBe('activated');

      const window = after.granted[0]!;
      const starts = new Date(window.starts_at).getTime();
      const ends = new Date(window.ends_at).getTime();
      expect(ends - starts).toBe(after.validity_days * DAY_MS);
      // The package is extended once: this window starts where the last one ended, and is now the latest.
      if (before !== undefined) expect(starts).toBe(before);
      expect(await latestEnd()).toBe(ends);
    }

    const { rows } = await cluster.db.query(
      `select count(*)::int as windows, min(starts_at) as first, max(ends_at) as last
         from user_packages where subscriber_id = $1 and package_id = $2`,
      [buyer.userId, CARD_LITE],
    );
    const validity = (await outcomeOf(purchases[0]!)).validity_days;
    expect(rows[0].windows).toBe(PURCHASES);
    expect(new Date(rows[0].last).getTime() - new Date(rows[0].first).getTime()).toBe(
      PURCHASES * validity * DAY_MS,
    );
    console.info(
      `${PURCHASES} races: support answered ${JSON.stringify(supportAnswers)}; ` +
        `the jobs claimed ${claimedByJob} times a purchase still unfinished`,
    );
  });
});
