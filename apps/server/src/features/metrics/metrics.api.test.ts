import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { daysAround, grantPackage, signedInViewer } from '../catalog/catalog-test-fixtures.ts';
import { givePlayableMedia } from '../streams/streams-test-fixtures.ts';

const TOKEN = 'metrics-token-for-the-test-scraper-0123456789';
const scraper = { authorization: `Bearer ${TOKEN}` };
/** A test app migrates and seeds its own database: minutes on a machine loaded by other work. */
const SLOW_START_MS = 300_000;
const EKO_BLUES = { id: 1, uid: 'eko-blues' };

const seriesNames = [
  'process_cpu_user_seconds_total',
  'nodejs_heap_size_used_bytes',
  'glotv_http_requests_total',
  'glotv_http_request_duration_seconds',
  'glotv_active_streams',
  'glotv_stream_addresses_issued_total',
  'glotv_otp_messages_total',
  'glotv_purchases_total',
  'glotv_reconciliation_backlog',
  'glotv_billing_outbox_backlog',
  'glotv_encode_jobs',
];

/** The value of one sample in Prometheus's text format (0 when the series has no such sample yet). */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

let testApp: TestApp;
const scrape = async (app = testApp) => {
  const response = await app.app.inject({ url: '/metrics', headers: scraper });
  expect(response.statusCode).toBe(200);
  return response.body;
};

beforeAll(async () => {
  // No mail simulator: every e-mail fails, so a failed OTP can be counted too.
  testApp = await createTestApp({ seed: true, simulators: ['sms'], env: { METRICS_TOKEN: TOKEN } });
}, SLOW_START_MS);
afterAll(() => testApp.close());

describe('GET /metrics', () => {
  it('answers every series the service exposes to the scraper with the token', async () => {
    const response = await testApp.app.inject({ url: '/metrics', headers: scraper });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const names = new Set(response.body.split('\n').map((line) => /^# TYPE ([a-z_]+) /.exec(line)?.[1]));
    expect(seriesNames.filter((name) => !names.has(name))).toEqual([]);
  });

  it('refuses the public with 401 and a bearer challenge', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const response = await testApp.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('glotv_');
    }
  });

  it('counts OTPs sent and failed by channel', async () => {
    const before = await scrape();
    await signedInViewer(testApp.app);
    const failed = await testApp.app.inject({
      method: 'POST',
      url: '/cm/api/otp/?mode=generate',
      payload: { email: `nobody-${Date.now()}@example.com` },
    });
    expect(failed.statusCode).toBe(503);
    const after = await scrape();
    const otp = (text: string, channel: string, outcome: string) =>
      sampleOf(text, 'glotv_otp_messages_total', { channel, outcome });
    expect(otp(after, 'sms', 'sent')).toBe(otp(before, 'sms', 'sent') + 1);
    expect(otp(after, 'email', 'failed')).toBe(otp(before, 'email', 'failed') + 1);
    // The sign-up queued the new subscriber for the billing system, whose worker does not run in tests.
    expect(sampleOf(after, 'glotv_billing_outbox_backlog')).toBeGreaterThan(0);
  });

  it('counts a stream address and the lease it takes, and labels requests by route pattern', async () => {
    const viewer = await signedInViewer(testApp.app);
    await givePlayableMedia(testApp.app, { kind: 'movie', id: EKO_BLUES.id });
    const { package_id } = await testApp.app.db
      .selectFrom('movie_packages')
      .select('package_id')
      .where('movie_id', '=', EKO_BLUES.id)
      .executeTakeFirstOrThrow();
    await grantPackage(testApp.app, viewer.userId, package_id, daysAround(1, 30));
    const before = await scrape();

    const url = `/api/client/v1/glotv/users/${viewer.userId}/vod/movies/${EKO_BLUES.uid}`;
    const response = await testApp.app.inject({ url, headers: viewer.headers });
    expect(response.statusCode).toBe(200);

    const after = await scrape();
    const issued = (text: string) => sampleOf(text, 'glotv_stream_addresses_issued_total', { kind: 'movie' });
    expect(issued(after)).toBe(issued(before) + 1);
    expect(sampleOf(after, 'glotv_active_streams')).toBe(sampleOf(before, 'glotv_active_streams') + 1);
    const route = '/api/client/v1/:operator/users/:userId/vod/movies/:uid';
    expect(
      sampleOf(after, 'glotv_http_requests_total', { method: 'GET', route, status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(`route="${url}"`);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it(
    'is not served in production',
    async () => {
      const production = await createTestApp({ production: true });
      try {
        expect((await production.app.inject('/metrics')).statusCode).toBe(404);
      } finally {
        await production.close();
      }
    },
    SLOW_START_MS,
  );

  it(
    'is open in development and test, and each app instance counts in its own registry',
    async () => {
      const development = await createTestApp();
      try {
        await development.app.inject('/api/docs/openapi.json');
        const response = await development.app.inject('/metrics');
        expect(response.statusCode).toBe(200);
        // The first test app's OTPs and requests are not here.
        expect(sampleOf(response.body, 'glotv_otp_messages_total', { channel: 'sms', outcome: 'sent' })).toBe(
          0,
        );
        expect(
          sampleOf(response.body, 'glotv_http_requests_total', { route: '/api/docs/openapi.json' }),
        ).toBe(1);
      } finally {
        await development.close();
      }
    },
    SLOW_START_MS,
  );
});
