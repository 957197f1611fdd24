import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInViewer, type Viewer } from '../features/catalog/catalog-test-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { holdsIllFormedText } from './well-formed-text.ts';

describe('holdsIllFormedText', () => {
  it('finds a NUL or a lone surrogate in any string or key, however deep', () => {
    let deep: unknown = 'a\u0000b';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(holdsIllFormedText(deep)).toBe(true);
    expect(holdsIllFormedText({ name: 'x\ud800' })).toBe(true);
    expect(holdsIllFormedText({ '\udc00': 1 })).toBe(true);
  });

  it('passes every well-formed text, emoji and all', () => {
    expect(
      holdsIllFormedText({ name: 'Adaeze 👩🏾‍💻 Ｏｋａｆｏｒ', tags: ['\u202e', ''], n: 1, no: null }),
    ).toBe(false);
    expect(holdsIllFormedText(undefined)).toBe(false);
  });
});

describe('a request holding text no database stores', () => {
  let bed: TestApp;
  let viewer: Viewer;

  beforeAll(async () => {
    bed = await createTestApp({ simulators: ['sms', 'mail'] });
    viewer = await signedInViewer(bed.app);
  });
  afterAll(() => bed.close());

  /** The probe logs stored, once the usage-log writer has written what waits. */
  const usageLogs = async () => {
    await bed.app.usageLogs.flush();
    return bed.app.db.selectFrom('usage_logs').select('id').where('action', '=', 'probe').execute();
  };

  it.each([
    ['a NUL in the body', '/cm/api/logs/?operator_uid=glotv', '{"action":"probe","device_name":"a\\u0000b"}'],
    [
      'a lone surrogate in the body',
      '/cm/api/logs/?operator_uid=glotv',
      '{"action":"probe","device_name":"\\udc00"}',
    ],
    ['a NUL in the query', '/cm/api/logs/?operator_uid=glo%00tv', '{"action":"probe"}'],
  ])('is refused with a 400 for %s, and nothing is written', async (_case, url, payload) => {
    const response = await bed.app.inject({
      method: 'POST',
      url,
      headers: { ...viewer.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(await usageLogs()).toEqual([]);
  });

  it('cannot arrive unencoded in a URL: the HTTP parser refuses a raw NUL before the portal reads it', async () => {
    const address = await bed.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.end('GET /cm/api/purchase/GT-\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'),
      );
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('is refused in a path parameter too', async () => {
    const response = await bed.app.inject({ url: '/cm/api/purchase/GT-%00', headers: viewer.headers });
    expect(response.statusCode).toBe(400);
  });
});
