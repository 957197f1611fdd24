import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOtp, randomGloNumber } from '../features/accounts/accounts-test-fixtures.ts';
import { buyByAirtime, LITE, newBuyer } from '../features/payments/payments-test-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { url?: string };
  system?: string;
  operation?: string;
  durationMs?: number;
  outcome?: string;
  [field: string]: unknown;
}

const lines: string[] = [];
const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
let testApp: TestApp;

beforeAll(async () => {
  // The SMS gateway, the charging gateway and Glo verify answer; no mail server runs, so e-mail delivery fails.
  testApp = await createTestApp({
    seed: true,
    simulators: ['sms', 'chargingGateway', 'gloVerify'],
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
}, 300_000);
afterAll(() => testApp.close());

/** The lines logged while answering the request to `url`, found by the id Fastify gave it. */
function linesOfRequest(url: string): LogLine[] {
  const incoming = parsed().find((line) => line.msg === 'incoming request' && line.req?.url === url);
  expect(incoming?.reqId).toBeDefined();
  return parsed().filter((line) => line.reqId === incoming!.reqId);
}

describe('request logs', () => {
  it('carry the request id on the SMS gateway call made while sending an OTP, with its duration and outcome', async () => {
    const number = randomGloNumber();
    const url = '/cm/api/otp/?mode=generate&for=sms';
    const response = await testApp.app.inject({ method: 'POST', url, payload: { mobile_number: number } });
    expect(response.statusCode).toBe(200);

    const call = linesOfRequest(url).find((line) => line.system === 'sms-gateway');
    expect(call).toMatchObject({ operation: 'send', outcome: 'ok' });
    expect(call?.durationMs).toBeGreaterThanOrEqual(0);
    const otp = await latestOtp(testApp.app, `+234${number}`);
    const apiKey = testApp.config.smsGatewayApiKey!;
    for (const line of lines) {
      expect(line).not.toContain(otp);
      expect(line).not.toContain(apiKey);
    }
  });

  it("carry the request id on a failed call and on the service's own warning about it", async () => {
    const url = '/cm/api/otp/?mode=generate&for=mail';
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload: { email: `viewer-${Date.now()}@example.com` },
    });
    expect(response.statusCode).toBe(503);

    const ofRequest = linesOfRequest(url);
    expect(ofRequest.find((line) => line.system === 'mail')).toMatchObject({
      operation: 'send',
      outcome: 'failed',
      error: 'DeliveryError',
    });
    expect(ofRequest.map((line) => line.msg)).toContain('message delivery failed');
    // Every line logged during the request has its id: none sits between its first and last line without one.
    const carriesId = (line: string) => line.includes(`"reqId":"${ofRequest[0]!.reqId}"`);
    const first = lines.findIndex(carriesId);
    const last = lines.length - 1 - [...lines].reverse().findIndex(carriesId);
    expect(
      parsed()
        .slice(first, last + 1)
        .filter((line) => line.reqId !== ofRequest[0]!.reqId),
    ).toEqual([]);
  });

  it("carry the request id on an airtime purchase's charging-gateway call and on the activation it logs", async () => {
    const buyer = await newBuyer(testApp, 'glo');
    lines.length = 0;
    const response = await buyByAirtime(testApp, buyer, LITE);
    expect(response.statusCode).toBe(200);

    const ofRequest = linesOfRequest('/cm/api/purchase/?operator_uid=glotv');
    expect(ofRequest.find((line) => line.system === 'charging-gateway')).toMatchObject({
      operation: 'charge',
      outcome: 'ok',
    });
    expect(ofRequest.map((line) => line.msg)).toContain('package activated');
  });

  it('carry the request id on the Glo verification call', async () => {
    const [id, secret] = [...testApp.config.apiClients][0]!;
    const url = '/tva-auth/verifyglosubscriber/?usr=08051234567';
    const response = await testApp.app.inject({
      url,
      headers: { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(linesOfRequest(url).find((line) => line.system === 'glo-verify')).toMatchObject({
      operation: 'isActiveGloSubscriber',
      outcome: 'ok',
    });
  });
});
