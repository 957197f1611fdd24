import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
});
afterAll(() => testApp.close());

describe('API documentation', () => {
  it('serves an OpenAPI document with the spec paths and their schemas', async () => {
    const response = await testApp.app.inject('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/client/v1/global/login',
      '/api/client/v1/global/logout',
      '/cm/api/otp/',
      '/cm/api/subscriber/',
      '/cm/api/auth/',
      '/tva-auth/verifyglosubscriber/',
    ]) {
      expect(Object.keys(document.paths), path).toContain(path);
    }
    const loginBody =
      document.paths['/api/client/v1/global/login'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(loginBody.properties).sort()).toEqual([
      'device',
      'device_class',
      'password',
      'username',
    ]);
  });

  it('has a page a person can browse', async () => {
    const response = await testApp.app.inject('/api/docs/');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<code>/cm/api/otp/</code>');
  });
});
