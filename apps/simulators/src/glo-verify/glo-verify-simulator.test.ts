import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gloVerifySimulatorCredentials } from './glo-verify-credentials.ts';
import { type GloVerifySimulator, startGloVerifySimulator } from './glo-verify-simulator.ts';

let sut: GloVerifySimulator;

beforeAll(async () => {
  sut = await startGloVerifySimulator();
});
afterAll(() => sut.close());

const { username, password } = gloVerifySimulatorCredentials;
const serviceAuth = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

function lookup(msisdn: string, authorization = serviceAuth) {
  return fetch(`${sut.url}/subscribers/${encodeURIComponent(msisdn)}`, { headers: { authorization } });
}

describe('the Glo subscriber-lookup simulator', () => {
  it('listens on a free port of 127.0.0.1', () => {
    expect(sut.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each(['2348051234567', '2347051234567', '2349151234567', '2348111234567'])(
    'says %s is an active Glo subscriber',
    async (msisdn) => {
      const response = await lookup(msisdn);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ msisdn, network: 'GLO', status: 'ACTIVE' });
    },
  );

  it('says a number of another network is not Glo', async () => {
    const response = await lookup('2348031234567');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msisdn: '2348031234567', network: 'OTHER', status: 'UNKNOWN' });
  });

  it.each(['08051234567', '+2348051234567', '234805123456', 'abc'])(
    'answers 404 for the malformed %s',
    async (msisdn) => {
      const response = await lookup(msisdn);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'SUBSCRIBER_NOT_FOUND' });
    },
  );

  it('refuses a caller without the service credentials', async () => {
    const missing = await fetch(`${sut.url}/subscribers/2348051234567`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Basic /);
    const wrong = await lookup(
      '2348051234567',
      `Basic ${Buffer.from(`${username}:nope`).toString('base64')}`,
    );
    expect(wrong.status).toBe(401);
  });
});
