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

describe('the answer kept ready between requests', () => {
  const packageFour = async (who: Viewer) =>
    userPackagesResponseSchema.parse((await packagesOf(who)).json()).data.find((entry) => entry.id === 4)!;

  it('answers 304 to the ETag it gave, and the same ETag until something changes', async () => {
    const first = await packagesOf(gloViewer);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await packagesOf(gloViewer)).headers.etag).toBe(etag);
    const again = await testApp.app.inject({
      url: `/api/client/v1/glotv/users/${gloViewer.userId}/packages`,
      headers: { ...gloViewer.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toContain('no-store');
  });

  it('shows a package the moment it is bought, though the list was answered just before', async () => {
    const buyer = await signedInViewer(testApp.app);
    expect((await packageFour(buyer)).purchased).toBeNull();
    const before = (await packagesOf(buyer)).headers.etag;
    const window = daysAround(0, 7);
    await grantPackage(testApp.app, buyer.userId, 4, window);
    const after = await packagesOf(buyer);
    expect(after.headers.etag).not.toBe(before);
    expect((await packageFour(buyer)).purchased).toEqual({
      starts_at: window.startsAt.toISOString(),
      ends_at: window.endsAt.toISOString(),
    });
  });

  it('drops a package the moment it is ended, though the list was answered just before', async () => {
    const buyer = await signedInViewer(testApp.app);
    await grantPackage(testApp.app, buyer.userId, 4, daysAround(1, 6));
    expect((await packageFour(buyer)).purchased).not.toBeNull();
    const ended = await testApp.app.inject({
      method: 'POST',
      url: '/dev/packages/expire',
      headers: buyer.headers,
    });
    expect(ended.statusCode).toBe(200);
    expect((await packageFour(buyer)).purchased).toBeNull();
  });

  it('drops a package the moment its window ends by the clock, with nothing to tell it', async () => {
    const buyer = await signedInViewer(testApp.app);
    let now = Date.now();
    const sut = new UserPackagesService(testApp.app.db, () => new Date(now), testApp.app.catalogCache);
    await grantPackage(testApp.app, buyer.userId, 4, {
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 60_000),
    });
    const bought = await sut.answerFor(buyer.userId);
    expect(bought.body.data.find((entry) => entry.id === 4)!.purchased).not.toBeNull();
    expect(await sut.answerFor(buyer.userId)).toBe(bought);
    now += 60_000;
    const expired = await sut.answerFor(buyer.userId);
    expect(expired.body.data.find((entry) => entry.id === 4)!.purchased).toBeNull();
    expect(expired.etag).not.toBe(bought.etag);
  });

  it('refuses the list the moment its session is logged out', async () => {
    const leaver = await signedInViewer(testApp.app);
    expect((await packagesOf(leaver)).statusCode).toBe(200);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/logout',
      headers: leaver.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect((await packagesOf(leaver)).statusCode).toBe(401);
  });

  it('keeps the answers in the two languages apart', async () => {
    const english = userPackagesResponseSchema.parse((await packagesOf(gloViewer)).json()).data;
    const portuguese = userPackagesResponseSchema.parse(
      (await packagesOf(gloViewer, '?translation=pt')).json(),
    ).data;
    expect(portuguese.map((entry) => entry.id)).toEqual(english.map((entry) => entry.id));
    expect(portuguese.map((entry) => entry.title)).not.toEqual(english.map((entry) => entry.title));
  });
});
