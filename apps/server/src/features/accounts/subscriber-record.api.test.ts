import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { latestOtp, login, randomEmail, randomGloNumber } from './accounts-test-fixtures.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
});
afterAll(() => testApp.close());

const createSubscriber = (record: object) =>
  testApp.app.inject({ method: 'POST', url: '/cm/api/subscriber/', payload: record });

/** Generates and validates a sign-up OTP for the number or e-mail, as the apps do before posting the record. */
async function proveByOtp(who: { mobile_number: string } | { email: string }): Promise<void> {
  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
  expect((await post('/cm/api/otp/?mode=generate', who)).statusCode).toBe(200);
  const otp = await latestOtp(testApp.app, 'mobile_number' in who ? `+234${who.mobile_number}` : who.email);
  expect((await post('/cm/api/otp/?mode=validate', { ...who, otp })).statusCode).toBe(200);
}

/** The whole subscriber record as the operator's apps post it for a Glo number: every field, blanks as "". */
function gloRecord(number: string) {
  return {
    first_name: 'GLO',
    last_name: 'TV',
    other_names: '',
    gender: 'Male',
    date_of_birth: '1990-05-01T00:00:00Z',
    email: '',
    phone_number: number,
    phone_number2: '',
    address: '',
    location: '',
    country: 'Nigeria',
    username: `g${number}`,
    external_uid: '',
    status: 'Active',
    type: 'PREPAID',
    password: 'secret-pass',
  };
}

function emailRecord(email: string) {
  return {
    ...gloRecord(''),
    first_name: '',
    last_name: '',
    gender: 'F',
    date_of_birth: '01/05/1990',
    email,
    phone_number: '',
    username: email,
  };
}

/** The stored row, its date of birth as the calendar date the database holds. */
const storedRow = (uid: string) =>
  testApp.app.db
    .selectFrom('subscribers')
    .selectAll()
    .select(sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();

const writes = async () => {
  const [subscribers, outbox] = await Promise.all(
    (['subscribers', 'billing_outbox'] as const).map(async (table) =>
      testApp.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return [Number(subscribers?.n), Number(outbox?.n)];
};

describe("the operator apps' whole subscriber record", () => {
  it('creates a Glo subscriber from the record with an empty e-mail, who can then sign in', async () => {
    const number = randomGloNumber();
    await proveByOtp({ mobile_number: number });
    const created = await createSubscriber(gloRecord(number));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ username: `g${number}` });

    expect(await storedRow(created.json().subscriber_uid)).toMatchObject({
      kind: 'glo',
      msisdn: `+234${number}`,
      email: null,
      first_name: 'GLO',
      last_name: 'TV',
      other_names: null,
      gender: 'male',
      date_of_birth: '1990-05-01',
      phone_number: `+234${number}`,
      address: null,
      country: 'Nigeria',
      external_uid: null,
      status: 'Active',
      type: 'PREPAID',
    });
    expect((await login(testApp.app, `g${number}`, 'secret-pass')).statusCode).toBe(200);
  });

  it('creates an e-mail subscriber with the CRM/Test names when the names are blank, who can then sign in', async () => {
    const email = randomEmail();
    await proveByOtp({ email });
    const created = await createSubscriber(emailRecord(email));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ username: email });

    expect(await storedRow(created.json().subscriber_uid)).toMatchObject({
      kind: 'email',
      email,
      msisdn: null,
      first_name: 'CRM',
      last_name: 'Test',
      gender: 'female',
      date_of_birth: '1990-05-01',
      country: 'Nigeria',
    });
    expect((await login(testApp.app, email, 'secret-pass')).statusCode).toBe(200);
  });

  it('keeps a number other than Glo as the contact number of an e-mail subscriber', async () => {
    const email = randomEmail();
    await proveByOtp({ email });
    const created = await createSubscriber({ ...emailRecord(email), phone_number: '08031234567' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ username: email });
    expect(await storedRow(created.json().subscriber_uid)).toMatchObject({
      kind: 'email',
      msisdn: null,
      phone_number: '+2348031234567',
    });
  });

  it('keeps the names, address, second number and operator id it is given', async () => {
    const number = randomGloNumber();
    const externalUid = `crm-${number}`;
    await proveByOtp({ mobile_number: number });
    const created = await createSubscriber({
      ...gloRecord(number),
      first_name: 'Ada',
      last_name: 'Obi',
      other_names: 'Chioma',
      phone_number2: '0803 123 4567',
      address: '12 Marina Road',
      location: 'Lagos',
      external_uid: externalUid,
      type: 'postpaid',
    });
    expect(created.statusCode).toBe(200);
    expect(await storedRow(created.json().subscriber_uid)).toMatchObject({
      first_name: 'Ada',
      last_name: 'Obi',
      other_names: 'Chioma',
      phone_number2: '+2348031234567',
      address: '12 Marina Road',
      location: 'Lagos',
      external_uid: externalUid,
      type: 'POSTPAID',
    });
  });

  it('ignores a gender and a date of birth it cannot read instead of refusing the subscriber', async () => {
    const number = randomGloNumber();
    await proveByOtp({ mobile_number: number });
    const created = await createSubscriber({
      ...gloRecord(number),
      gender: 'prefer not to say',
      date_of_birth: 'sometime in May',
    });
    expect(created.statusCode).toBe(200);
    expect(await storedRow(created.json().subscriber_uid)).toMatchObject({
      gender: null,
      date_of_birth: null,
    });
  });

  it("answers 'subscriber already exist' when the same record is posted again", async () => {
    const number = randomGloNumber();
    await proveByOtp({ mobile_number: number });
    expect((await createSubscriber(gloRecord(number))).statusCode).toBe(200);
    const before = await writes();
    const again = await createSubscriber(gloRecord(number));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'subscriber already exist' });
    expect(await writes()).toEqual(before);
  });
});

describe('a subscriber record that is wrong', () => {
  it('refuses a username the number does not imply, writes nothing, and keeps the OTP proof', async () => {
    const number = randomGloNumber();
    await proveByOtp({ mobile_number: number });
    const before = await writes();
    const refused = await createSubscriber({ ...gloRecord(number), username: 'g8050000001' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'validation_failed',
      message: `username must be g${number}, the username the number implies`,
    });
    expect(await writes()).toEqual(before);
    expect((await createSubscriber(gloRecord(number))).statusCode).toBe(200);
  });

  it('refuses a username other than the e-mail for an e-mail subscriber', async () => {
    const email = randomEmail();
    await proveByOtp({ email });
    const before = await writes();
    const refused = await createSubscriber({ ...emailRecord(email), username: 'someone-else' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(`username must be ${email}, the username the e-mail implies`);
    expect(await writes()).toEqual(before);
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['a short password', { password: 'abc' }],
    ['a long password', { password: 'x'.repeat(21) }],
    ['a field the record does not have', { is_admin: true }],
    ['a status other than Active', { status: 'Suspended' }],
    ['an unknown type', { type: 'HYBRID' }],
    ['a second number that is not a phone number', { phone_number2: 'call me' }],
  ])('refuses %s with 400 and writes nothing', async (_name, change) => {
    const number = randomGloNumber();
    await proveByOtp({ mobile_number: number });
    const before = await writes();
    const refused = await createSubscriber({ ...gloRecord(number), ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('validation_failed');
    expect(await writes()).toEqual(before);
  });

  it('refuses the whole record when no OTP was validated for the number, and writes nothing', async () => {
    const before = await writes();
    const refused = await createSubscriber(gloRecord(randomGloNumber()));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'otp_not_validated',
      message: 'Registration is not Complete',
    });
    expect(await writes()).toEqual(before);
  });

  it('refuses an operator id that already belongs to another subscriber', async () => {
    const first = randomGloNumber();
    const externalUid = `crm-${first}`;
    await proveByOtp({ mobile_number: first });
    expect((await createSubscriber({ ...gloRecord(first), external_uid: externalUid })).statusCode).toBe(200);

    const second = randomGloNumber();
    await proveByOtp({ mobile_number: second });
    const before = await writes();
    const refused = await createSubscriber({ ...gloRecord(second), external_uid: externalUid });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('external_uid already belongs to another subscriber');
    expect(await writes()).toEqual(before);
  });
});
