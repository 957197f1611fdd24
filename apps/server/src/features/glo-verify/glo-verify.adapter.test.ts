import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gloVerifySimulatorCredentials } from '@glotv/simulators/glo-verify/glo-verify-credentials';
import {
  type GloVerifySimulator,
  startGloVerifySimulator,
} from '@glotv/simulators/glo-verify/glo-verify-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGloVerifyAdapter,
  GloVerifyUnavailableError,
  unconfiguredGloVerifyAdapter,
} from './glo-verify.adapter.ts';
import { normaliseNigerianNumber } from './msisdn.ts';

const gloNumber = normaliseNigerianNumber('08051234567')!;
const mtnNumber = normaliseNigerianNumber('08031234567')!;

let simulator: GloVerifySimulator;
let misbehaving: Server;
let misbehavingUrl: string;

beforeAll(async () => {
  simulator = await startGloVerifySimulator();
  misbehaving = createServer((request, response) => {
    if (request.url?.includes('/hang/')) return; // never answers
    if (request.url?.includes('/garbled/')) return response.end('<html>maintenance</html>');
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => misbehaving.listen(0, '127.0.0.1', resolve));
  misbehavingUrl = `http://127.0.0.1:${(misbehaving.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await simulator.close();
  misbehaving.closeAllConnections();
  await new Promise((resolve) => misbehaving.close(resolve));
});

const adapterFor = (baseUrl: string, password: string = gloVerifySimulatorCredentials.password) =>
  createGloVerifyAdapter({
    baseUrl,
    credentials: { username: gloVerifySimulatorCredentials.username, password },
    timeoutMs: 300,
  });

describe('the Glo verification adapter', () => {
  it('knows an active Glo subscriber from a number of another network', async () => {
    const sut = adapterFor(`${simulator.url}/`);
    expect(await sut.isActiveGloSubscriber(gloNumber)).toBe(true);
    expect(await sut.isActiveGloSubscriber(mtnNumber)).toBe(false);
  });

  it.each([
    ['refuses our credentials', () => adapterFor(simulator.url, 'wrong')],
    ['fails with HTTP 500', () => adapterFor(`${misbehavingUrl}/broken`)],
    ['answers something that is not the lookup JSON', () => adapterFor(`${misbehavingUrl}/garbled`)],
    ['does not answer in time', () => adapterFor(`${misbehavingUrl}/hang`)],
    ['is not listening at all', () => adapterFor('http://127.0.0.1:1')],
  ])('reports the operator unavailable when it %s', async (_case, makeSut) => {
    await expect(makeSut().isActiveGloSubscriber(gloNumber)).rejects.toBeInstanceOf(
      GloVerifyUnavailableError,
    );
  });

  it('reports the operator unavailable when no address is configured', async () => {
    await expect(unconfiguredGloVerifyAdapter.isActiveGloSubscriber(gloNumber)).rejects.toThrow(
      'GLO_VERIFY_URL is not set',
    );
  });
});
