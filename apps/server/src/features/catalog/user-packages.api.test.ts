import { userPackagesResponseSchema } from '@glotv/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { daysAround, grantPackage, signedInViewer, type Viewer } from './catalog-test-fixtures.ts';
import { UserPackagesService } from './user-packages.service.ts';

let testApp: TestApp;
let gloViewer: Viewer;
let cardViewer: Viewer;
const DAY = 86_400_000;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  [gloViewer, cardViewer] = await Promise.all([
    signedInViewer(testApp.app, 'glo'),
    signedInViewer(testApp.app, 'email'),
  ]);
});
afterAll(() => testApp.close());

const packagesOf = (who: Viewer, query = '?device_class=desktop') =>
  testApp.app.inject({
    url: `/api/client/v1/glotv/users/${who.userId}/packages${query}`,
    headers: who.headers,
  });

describe('GET /api/client/v1/{operator}/users/{userId}/packages', () => {
  it('shows a Glo subscriber the five data bundles, none bought', async () => {
    const response = await packagesOf(gloViewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { data } = userPackagesResponseSchema.parse(response.json());
    expect(
      data.map((entry) => [entry.title, entry.price, entry.validity_days, entry.data_allowance_mb]),
    ).toEqual([
      ['3-day VOD', '₦150', 3, 500],
      ['7-day VOD', '₦450', 7, 2048],
      ['30-day VOD', '₦1400', 30, 6144],
      ['Lite', '₦900', 7, 2048],
      ['Max', '₦3200', 30, 6144],
    ]);
    expect(data[0]).toEqual({
      id: 1,
      uid: 'glo-glotvvod3d',
      title: '3-day VOD',
      description: 'All movies',
      price: '₦150',
      price_kobo: 15_000,
      validity_days: 3,
      data_allowance_mb: 500,
      includes_movies: true,
      includes_channels: false,
      audience: 'glo',
      purchased: null,
    });
  });

  it('shows an e-mail subscriber the card access packs', async () => {
    const { data } = userPackagesResponseSchema.parse((await packagesOf(cardViewer)).json());
    expect(data.map((entry) => entry.id)).toEqual([6, 7, 8, 9, 10]);
    expect(data.every((entry) => entry.audience === 'card' && entry.data_allowance_mb === null)).toBe(true);
  });

  it('shows the window of an active package, and null again once it has expired', async () => {
    const buyer = await signedInViewer(testApp.app);
    const window = daysAround(1, 6);
    await grantPackage(testApp.app, buyer.userId, 4, window);
    await grantPackage(testApp.app, buyer.userId, 5, daysAround(40, -10));
    const { data } = userPackagesResponseSchema.parse((await packagesOf(buyer)).json());
    expect(data.find((entry) => entry.id === 4)!.purchased).toEqual({
      starts_at: window.startsAt.toISOString(),
      ends_at: window.endsAt.toISOString(),
    });
    expect(data.find((entry) => entry.id === 5)!.purchased).toBeNull();

    const aWeekLater = new UserPackagesService(testApp.app.db, () => new Date(Date.now() + 7 * DAY));
    const later = await aWeekLater.packagesFor(buyer.userId);
    expect(later.every((entry) => entry.purchased === null)).toBe(true);
  });

  it('accepts no device_class, and refuses an unknown one', async () => {
    expect((await packagesOf(gloViewer, '')).statusCode).toBe(200);
    expect((await packagesOf(gloViewer, '?device_class=fridge')).statusCode).toBe(400);
  });

  it("refuses another user's packages", async () => {
    const response = await testApp.app.inject({
      url: `/api/client/v1/glotv/users/${cardViewer.userId}/packages`,
      headers: gloViewer.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'forbidden',
      message: 'You can only read your own account.',
    });
  });
});
