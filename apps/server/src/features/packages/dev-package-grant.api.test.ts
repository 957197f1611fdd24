import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer } from '../catalog/catalog-test-fixtures.ts';
import { seedPackages } from './packages.seed.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  await seedPackages(testApp.app.db);
});
afterAll(() => testApp.close());

describe('development package grant', () => {
  it('gives the signed-in subscriber the package for its validity, shown as purchased', async () => {
    const viewer = await signedInViewer(testApp.app, 'glo');
    const granted = await testApp.app.inject({
      method: 'POST',
      url: '/dev/packages/grant',
      headers: viewer.headers,
      payload: { package_id: 5 },
    });
    expect(granted.statusCode).toBe(200);
    const endsAt = new Date(granted.json().data.ends_at).getTime();
    expect(endsAt - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    const packages = await testApp.app.inject({
      url: `/api/client/v1/glotv/users/${viewer.userId}/packages`,
      headers: viewer.headers,
    });
    const max = packages.json().data.find((pack: { id: number }) => pack.id === 5);
    expect(max.purchased).not.toBeNull();
  });

  it('refuses a signed-out caller, an unknown package and extra fields', async () => {
    const viewer = await signedInViewer(testApp.app, 'email');
    const post = (payload: object, headers: Record<string, string> = viewer.headers) =>
      testApp.app.inject({ method: 'POST', url: '/dev/packages/grant', headers, payload });
    expect((await post({ package_id: 5 }, {})).statusCode).toBe(401);
    expect((await post({ package_id: 999 })).statusCode).toBe(404);
    expect((await post({ package_id: 5, free: true })).statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ production: true, seed: true });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/dev/packages/grant',
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
