import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInStaff } from '../staff/staff-test-fixtures.ts';
import { xmltvDocument } from './testing/xmltv-fixtures.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

it('takes an uploaded guide over a real HTTP connection and imports it', async () => {
  const editor = await signInStaff(testApp.app, 'editor');
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const response = await fetch(`${address}/api/console/v1/live/xmltv/upload`, {
    method: 'POST',
    headers: { ...editor.headers, 'content-type': 'application/xml', origin: editor.headers.origin },
    body: new Blob([
      xmltvDocument(
        ['x'],
        [{ channel: 'x', start: '20310310060000', stop: '20310310070000', titles: { en: 'T' } }],
      ),
    ]),
    signal: AbortSignal.timeout(10_000),
  });
  expect(`${response.status} ${await response.text()}`).toMatch(/^200/);
});
