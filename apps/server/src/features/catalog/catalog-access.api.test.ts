import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer } from './catalog-test-fixtures.ts';

let testApp: TestApp;
let viewer: Viewer;
let other: Viewer;

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  [viewer, other] = await Promise.all([signedInViewer(testApp.app), signedInViewer(testApp.app)]);
});
afterAll(() => testApp.close());

/** Every signed-in content path, for the operator and user given. */
const contentPaths = (operator: string, userId: string) => [
  `/api/client/v1/${operator}/categories/channels`,
  `/api/client/v2/${operator}/channels?packages=1`,
  `/api/client/v2/${operator}/users/${userId}/channels`,
  `/api/client/v1/${operator}/movies/1`,
  `/api/client/v1/${operator}/movies/1/related`,
  `/api/client/v1/${operator}/users/${userId}/movies/1`,
  `/api/client/v1/${operator}/series/1`,
  `/api/client/v1/${operator}/series?series_id=1`,
  `/api/client/v1/${operator}/users/${userId}/series`,
  `/api/client/v3/${operator}/categories/vod?limit=800000`,
  `/api/client/v1/${operator}/categories/vod/content?limit=100`,
  `/api/client/v1/${operator}/users/${userId}/packages?device_class=desktop`,
  `/api/client/v1/${operator}/banners?translation=gb`,
];
const userPaths = (userId: string) =>
  contentPaths('glotv', userId).filter((path) => path.includes('/users/'));

describe('access to the content API', () => {
  it('asks a signed-out visitor to sign in, on every content path', async () => {
    for (const url of contentPaths('glotv', '1')) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code, url).toBe('unauthorized');
    }
  });

  it('answers 404 for another operator, on every content path', async () => {
    for (const url of contentPaths('mtn', viewer.userId)) {
      const response = await testApp.app.inject({ url, headers: viewer.headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error, url).toEqual({ code: 'not_found', message: "Unknown operator 'mtn'." });
    }
  });

  it("refuses a user's resources to anyone else", async () => {
    for (const url of userPaths(other.userId)) {
      const response = await testApp.app.inject({ url, headers: viewer.headers });
      expect(response.statusCode, url).toBe(403);
    }
    for (const url of userPaths('not-a-number')) {
      const response = await testApp.app.inject({ url, headers: viewer.headers });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('lets anyone fetch images, without a session', async () => {
    const response = await testApp.app.inject({ url: '/api/client/v1/global/images/no-such-image' });
    expect(response.statusCode).toBe(404);
  });

  it('documents every content path in the OpenAPI document', async () => {
    const { paths } = (await testApp.app.inject('/api/docs/openapi.json')).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/client/v1/{operator}/categories/channels',
        '/api/client/v2/{operator}/channels',
        '/api/client/v2/{operator}/users/{userId}/channels',
        '/api/client/v1/{operator}/movies/{movieId}',
        '/api/client/v1/{operator}/movies/{movieId}/related',
        '/api/client/v1/{operator}/users/{userId}/movies/{movieId}',
        '/api/client/v1/{operator}/series/{seriesId}',
        '/api/client/v1/{operator}/series',
        '/api/client/v1/{operator}/users/{userId}/series',
        '/api/client/v3/{operator}/categories/vod',
        '/api/client/v1/{operator}/categories/vod/content',
        '/api/client/v1/{operator}/users/{userId}/packages',
        '/api/client/v1/{operator}/banners',
        '/api/client/v1/global/images/{imageId}',
      ]),
    );
  });
});
