import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '').split(/\s*[;,]\s*/).map((entry) => {
      const [name = '', ...value] = entry.split(/[\s=]/);
      return [name, value.join(' ')] as const;
    }),
  );
}

describe('security headers', () => {
  it.each(['/healthz', '/api/client/v1/nowhere'])(
    'turn off the browser features the portal does not use, on %s',
    async (url) => {
      const policy = directives((await testApp.app.inject(url)).headers['permissions-policy'] as string);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']) {
        expect(policy.get(feature)).toBe('()');
      }
      expect(policy.get('fullscreen')).toBe('(self)');
      expect(policy.get('picture-in-picture')).toBe('(self)');
    },
  );

  it('allow scripts from the portal only, and no framing', async () => {
    const csp = directives(
      (await testApp.app.inject('/healthz')).headers['content-security-policy'] as string,
    );
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });
});
