import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BillingSystemSimulator, startSimulators } from '../../development/simulators.ts';
import { type BillingSystemAdapter, createBillingSystemAdapter } from './billing-system.adapter.ts';
import { BillingSystemError } from './billing-system.error.ts';

/** The credentials the billing system was started with, which the adapter is configured with. */
const credentials = { username: 'portal-at-bss', password: 'configured-bss-password', partyId: 'GLOTV' };
const logged: unknown[] = [];
let bss: BillingSystemSimulator;
let closeBss: () => Promise<void>;
let sut: BillingSystemAdapter;

beforeAll(async () => {
  const started = await startSimulators(['bss'], {
    credentials: {
      BSS_USERNAME: credentials.username,
      BSS_PASSWORD: credentials.password,
      BSS_PARTY_ID: 'GLOTV',
    },
  });
  bss = started.bss!;
  closeBss = started.close;
  sut = createBillingSystemAdapter({
    url: bss.url,
    credentials,
    log: {
      debug(fields, message) {
        logged.push(fields, message);
      },
    },
  });
});
afterEach(() => {
  bss.setOutage(false);
  bss.setLatency(0);
});
afterAll(async () => {
  await closeBss();
});

const customer = (username: string) => ({
  firstName: 'GLO',
  lastName: 'TV',
  email: '',
  mobilePhone: `234${username.slice(1)}`,
  username,
  password: 'Placeholder7#',
  country: 'Nigeria',
});

async function failureOf(call: Promise<unknown>): Promise<BillingSystemError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BillingSystemError);
  return error as BillingSystemError;
}

describe('billing system adapter', () => {
  it('creates a customer and gets the same USERID on a repeat', async () => {
    const first = await sut.createCustomer(customer('g8052220001'));
    const repeat = await sut.createCustomer(customer('g8052220001'));

    expect(first.userId).toMatch(/^\d+$/);
    expect(repeat.userId).toBe(first.userId);
    expect(bss.customers().find((created) => created.username === 'g8052220001')).toMatchObject({
      firstName: 'GLO',
      lastName: 'TV',
      entity: 'GLOTV',
      mobilePhone: '2348052220001',
      country: 'Nigeria',
    });
  });

  it('generates an OTP and validates it: TRUE for the code, FALSE otherwise', async () => {
    await sut.generateOtp({ mobilePhone: '2348052220002', attribute1: 'SIGNUP' });
    const code = bss.lastOtp('2348052220002')!;

    expect(
      await sut.validateOtp({ mobilePhone: '2348052220002', otp: code === '123456' ? '654321' : '123456' }),
    ).toBe(false);
    expect(await sut.validateOtp({ mobilePhone: '2348052220002', otp: code })).toBe(true);
  });

  it('sends an OTP to an e-mail address', async () => {
    await sut.generateOtp({ email: 'ada@example.com' });

    expect(await sut.validateOtp({ email: 'ada@example.com', otp: bss.lastOtp('ada@example.com')! })).toBe(
      true,
    );
  });

  it('resends the pending OTP', async () => {
    await sut.generateOtp({ mobilePhone: '2348052220003' });
    const code = bss.lastOtp('2348052220003');

    await sut.resendOtp({ mobilePhone: '2348052220003' });

    expect(bss.lastOtp('2348052220003')).toBe(code);
  });

  it('finds a USERID, resets its password and changes it', async () => {
    const { userId } = await sut.createCustomer(customer('g8052220004'));

    const found = await sut.getUserIdBySearch({ keyName: 'MOBILEPHONE', keyValue: '2348052220004' });
    await sut.selfcareResetPassword({ userId: found, newPassword: 'Second-pass7' });
    await sut.changePassword({
      username: 'g8052220004',
      oldPassword: 'Second-pass7',
      password: 'Third-pass7',
    });

    expect(found).toBe(userId);
    expect(bss.customers().find((created) => created.userId === userId)?.password).toBe('Third-pass7');
  });

  it('throws a failed BillingSystemError with the code and description of a Failed answer', async () => {
    const error = await failureOf(sut.getUserIdBySearch({ keyName: 'USERNAME', keyValue: 'g8059999998' }));

    expect(error.kind).toBe('failed');
    expect(error.operation).toBe('GetRecordsBySearch');
    expect(error.details).toMatchObject({ httpStatus: 200, code: 'E404' });
    expect(error.message).toContain('No records found');
  });

  it('is refused, as failed, with the wrong service credentials', async () => {
    const wrong = createBillingSystemAdapter({
      url: bss.url,
      credentials: { ...credentials, password: 'guess' },
    });

    const error = await failureOf(wrong.resendOtp({ mobilePhone: '2348052220005' }));

    expect(error.kind).toBe('failed');
    expect(error.details.httpStatus).toBe(401);
    expect(error.message).not.toContain('guess');
  });

  it('throws unavailable during an outage', async () => {
    bss.setOutage(true);

    const error = await failureOf(sut.createCustomer(customer('g8052220006')));

    expect(error.kind).toBe('unavailable');
    expect(error.details.httpStatus).toBe(503);
  });

  it('throws unavailable when nothing answers at the address', async () => {
    const unreachable = createBillingSystemAdapter({ url: 'http://127.0.0.1:9', credentials });

    const error = await failureOf(unreachable.resendOtp({ mobilePhone: '2348052220007' }));

    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('unreachable');
  });

  it('throws unavailable when the answer takes longer than the timeout', async () => {
    bss.setLatency(300);
    const impatient = createBillingSystemAdapter({ url: bss.url, credentials, timeoutMs: 50 });

    const error = await failureOf(impatient.resendOtp({ mobilePhone: '2348052220008' }));

    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('no answer within 50 ms');
  });

  it('throws unavailable when no URL is configured', async () => {
    const unconfigured = createBillingSystemAdapter({ url: undefined, credentials });

    const error = await failureOf(unconfigured.generateOtp({ mobilePhone: '2348052220009' }));

    expect(error.kind).toBe('unavailable');
  });

  it('logs operation and reference, never credentials, passwords or OTPs', async () => {
    await sut.createCustomer({ ...customer('g8052220010'), password: 'Do-not-log-me7' });
    const text = JSON.stringify(logged);

    expect(text).toContain('CreateCustomer');
    expect(text).toMatch(/GLOTV\d{21}/);
    expect(text).not.toContain('Do-not-log-me7');
    expect(text).not.toContain(credentials.password);
  });
});
