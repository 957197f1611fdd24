import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GloVerifySimulator,
  type StartedSimulators,
  startSimulators,
} from '../../development/simulators.ts';
import {
  createGloVerifyAdapter,
  GloVerifyUnavailableError,
  unconfiguredGloVerifyAdapter,
} from './glo-verify.adapter.ts';
import { normaliseNigerianNumber } from './msisdn.ts';

const gloNumber = normaliseNigerianNumber('08051234567')!;
const mtnNumber = normaliseNigerianNumber('08031234567')!;

/** The credentials the operator's system was started with, which the adapter is configured with. */
const configured = { username: 'portal-at-glo', password: 'configured-glo-password' };
let started: StartedSimulators;
let simulator: GloVerifySimulator;
let misbehaving: Server;
let misbehavingUrl: string;

beforeAll(async () => {
  started = await startSimulators(['gloVerify'], {
    credentials: { GLO_VERIFY_USERNAME: configured.username, GLO_VERIFY_PASSWORD: configured.password },
  });
  simulator = started.gloVerify!;
  misbehaving = createServer((request, response) => {
    if (request.url?.includes('/hang/')) return; // never answers
    if (request.url?.includes('/garbled/')) return response.end('<html>maintenance</html>');
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => misbehaving.listen(0, '127.0.0.1', resolve));
  misbehavingUrl = `http://127.0.0.1:${(misbehaving.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await started.close();
  misbehaving.closeAllConnections();
  await new Promise((resolve) => misbehaving.close(resolve));
});

const adapterFor = (baseUrl: string, password: string = configured.password) =>
  createGloVerifyAdapter({
    baseUrl,
    credentials: { username: configured.username, password },
    timeoutMs: 300,
  });

describe('the Glo verification adapter', () => {
  it('knows an active Glo subscriber from a number of another network', async () => {
    const sut = adapterFor(`${simulator.url}/`);
    expect(await sut.isActiveGloSubscriber(gloNumber)).toBe(true);
    expect(await sut.isActiveGloSubscriber(mtnNumber)).toBe(false);
  });

  it.each([
    [
      "refuses the simulator's development credentials",
      () => adapterFor(simulator.url, 'glo-verify-simulator'),
    ],
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
