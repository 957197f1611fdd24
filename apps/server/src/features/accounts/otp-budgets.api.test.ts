import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { randomGloNumber, signUp } from './accounts-test-fixtures.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
});
afterAll(() => testApp.close());

const octet = () => Math.floor(Math.random() * 250) + 1;
const randomAddress = () => `10.${octet()}.${octet()}.${octet()}`;

const askSignUpOtp = (number: string, remoteAddress: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/cm/api/otp/?mode=generate',
    payload: { mobile_number: number },
    remoteAddress,
  });

/** Lets every running resend countdown for the number end, as waiting it out would. */
const waitOutCountdowns = (number: string) =>
  testApp.app.db
    .updateTable('otp_challenges')
    .set({ next_resend_at: new Date(Date.now() - 1000) })
    .where('destination', '=', `+234${number}`)
    .execute();

/** A stranger at one address asks the five sign-up codes of their hourly budget; the last countdown runs on. */
async function useUpSignUpCodes(number: string, stranger: string): Promise<void> {
  for (let sent = 0; sent < 5; sent++) {
    if (sent > 0) await waitOutCountdowns(number);
    expect((await askSignUpOtp(number, stranger)).statusCode).toBe(200);
  }
}

describe("a stranger asking codes for someone's number", () => {
  it('is refused with the hourly limit once their own budget is used up', async () => {
    const [number, stranger] = [randomGloNumber(), randomAddress()];
    await useUpSignUpCodes(number, stranger);
    await waitOutCountdowns(number);
    const refused = await askSignUpOtp(number, stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'otp_limit_reached',
      message: 'Too many OTP requests. Please try again in an hour.',
    });
  });

  it("leaves the number's owner, at another address, a password reset code", async () => {
    const number = randomGloNumber();
    await signUp(testApp.app, { mobile_number: number }, 'owner-pass-1');
    await useUpSignUpCodes(number, randomAddress());
    const forgot = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/password/forgot',
      payload: { username: number },
      remoteAddress: randomAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toMatchObject({ status: 'ok', resend_after: 85 });
  });

  it("leaves the number's owner, at another address, a sign-up code while the stranger's countdown runs", async () => {
    const number = randomGloNumber();
    const stranger = randomAddress();
    await useUpSignUpCodes(number, stranger);
    expect((await askSignUpOtp(number, stranger)).json().error.code).toBe('otp_resend_too_soon');
    const owner = await askSignUpOtp(number, randomAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ status: 'ok', resend_after: 315 });
  });
});
