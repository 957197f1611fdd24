import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { OTP_RULES, type OtpRequest, OtpService } from './otp.service.ts';

let database: TestDatabase;
let now: Date;
let sut: OtpService;
let destination: string;
const request = (requester = '10.0.0.1'): OtpRequest => ({
  destination,
  channel: 'sms',
  purpose: 'signup',
  flow: 'subscriber',
  requester,
});
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(() => {
  now = new Date('2026-11-01T10:00:00Z');
  destination = `+234805${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  sut = new OtpService(database.db, 'test-secret-test-secret-test-secret', () => now);
});

describe('OTP rules', () => {
  it('issues six digits and stores only a hash of them', async () => {
    const { code, resendAfterSeconds } = await sut.issue(request());
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(resendAfterSeconds).toBe(315);
    const rows = await database.db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('destination', '=', destination)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
  });

  it('uses the billing-system countdown of 85 seconds for billing flows', async () => {
    const { resendAfterSeconds } = await sut.issue({ ...request(), purpose: 'reset', flow: 'billing' });
    expect(resendAfterSeconds).toBe(85);
  });

  it('refuses a resend before the countdown ends, then allows it with a 60 second countdown', async () => {
    await sut.issue(request());
    later(314);
    await expect(sut.issue(request())).rejects.toMatchObject({ code: 'otp_resend_too_soon' });
    later(1);
    expect((await sut.issue(request())).resendAfterSeconds).toBe(60);
    later(59);
    await expect(sut.issue(request())).rejects.toMatchObject({ code: 'otp_resend_too_soon' });
  });

  it('accepts the right code and refuses a wrong one', async () => {
    const { code } = await sut.issue(request());
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(sut.validate(destination, 'signup', wrong)).rejects.toMatchObject({
      code: 'otp_invalid',
      message: 'The OTP you entered is invalid',
    });
    await expect(sut.validate(destination, 'signup', code)).resolves.toBeUndefined();
  });

  it('refuses a sixth guess even when it is right', async () => {
    const { code } = await sut.issue(request());
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < OTP_RULES.maxAttempts; guess++) {
      await expect(sut.validate(destination, 'signup', wrong)).rejects.toMatchObject({ code: 'otp_invalid' });
    }
    await expect(sut.validate(destination, 'signup', code)).rejects.toMatchObject({
      code: 'otp_attempts_exceeded',
    });
  });

  it('refuses a code after ten minutes', async () => {
    const { code } = await sut.issue(request());
    later(10 * 60);
    await expect(sut.validate(destination, 'signup', code)).rejects.toMatchObject({
      code: 'otp_expired',
      message: 'The OTP you entered has expired',
    });
  });

  it('makes an older code useless once a new one is sent', async () => {
    const first = await sut.issue(request());
    later(315);
    const second = await sut.issue(request());
    if (first.code !== second.code) {
      await expect(sut.validate(destination, 'signup', first.code)).rejects.toMatchObject({
        code: 'otp_invalid',
      });
    }
    await expect(sut.validate(destination, 'signup', second.code)).resolves.toBeUndefined();
  });

  it('sends at most five codes an hour to one destination for one requester', async () => {
    for (let sent = 0; sent < OTP_RULES.perRequesterPerHour; sent++) {
      await sut.issue(request());
      later(315);
    }
    await expect(sut.issue(request())).rejects.toMatchObject({ code: 'otp_limit_reached' });
    later(3600);
    await expect(sut.issue(request())).resolves.toMatchObject({ resendAfterSeconds: 60 });
  });

  it('leaves other requesters their own budget, up to ten codes an hour for the destination', async () => {
    for (let sent = 0; sent < OTP_RULES.perRequesterPerHour; sent++) {
      await sut.issue(request('10.0.0.1'));
      later(315);
    }
    await expect(sut.issue(request('10.0.0.1'))).rejects.toMatchObject({ code: 'otp_limit_reached' });
    for (let sent = 0; sent < OTP_RULES.perDestinationPerHour - OTP_RULES.perRequesterPerHour; sent++) {
      await sut.issue(request(`10.0.1.${sent}`));
    }
    await expect(sut.issue(request('10.0.2.1'))).rejects.toMatchObject({ code: 'otp_limit_reached' });
  });

  it('counts each purpose apart', async () => {
    for (let sent = 0; sent < OTP_RULES.perRequesterPerHour; sent++) {
      await sut.issue(request());
      later(315);
    }
    await expect(sut.issue(request())).rejects.toMatchObject({ code: 'otp_limit_reached' });
    await expect(sut.issue({ ...request(), purpose: 'reset', flow: 'billing' })).resolves.toMatchObject({
      resendAfterSeconds: 85,
    });
  });

  it('runs each requester its own countdown and keeps the codes others asked for valid', async () => {
    const owners = await sut.issue(request('10.0.0.1'));
    const strangers = await sut.issue(request('10.0.0.9'));
    if (owners.code !== strangers.code) {
      await expect(sut.validate(destination, 'signup', owners.code)).resolves.toBeUndefined();
    }
    await expect(sut.validate(destination, 'signup', strangers.code)).resolves.toBeUndefined();
  });

  it('counts a wrong guess against every open code of the destination', async () => {
    const first = await sut.issue(request('10.0.0.1'));
    await sut.issue(request('10.0.0.9'));
    const wrong = ['000000', '111111', '222222'].find((code) => code !== first.code) as string;
    for (let guess = 0; guess < OTP_RULES.maxAttempts; guess++) {
      await sut.validate(destination, 'signup', wrong).catch(() => undefined);
    }
    await expect(sut.validate(destination, 'signup', first.code)).rejects.toMatchObject({
      code: 'otp_attempts_exceeded',
    });
  });

  it('lets a validated code prove one action only, within ten minutes', async () => {
    const { code } = await sut.issue(request());
    await sut.validate(destination, 'signup', code);
    expect(await sut.consumeProof(database.db, destination, 'signup')).toBe(true);
    expect(await sut.consumeProof(database.db, destination, 'signup')).toBe(false);

    later(315);
    const next = await sut.issue(request());
    await sut.validate(destination, 'signup', next.code);
    later(10 * 60 + 1);
    expect(await sut.consumeProof(database.db, destination, 'signup')).toBe(false);
  });
});
