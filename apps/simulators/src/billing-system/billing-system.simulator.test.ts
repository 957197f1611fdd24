import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bssSimulatorCredentials } from './billing-system.credentials.ts';
import { type BillingSystemSimulator, startBillingSystemSimulator } from './billing-system.simulator.ts';

let sut: BillingSystemSimulator;
let sequence = 0;

beforeAll(async () => {
  sut = await startBillingSystemSimulator();
});
afterAll(async () => {
  await sut.close();
});

const serviceHeaders = {
  username: bssSimulatorCredentials.username,
  password: bssSimulatorCredentials.password,
  partyid: bssSimulatorCredentials.partyId,
};

function referenceNo(): string {
  sequence += 1;
  return `GLOTV20260101120000000${String(sequence).padStart(4, '0')}`;
}

interface Answer {
  RESPONSEINFO: {
    STATUS: { MESSAGE: string; CODE: string; DESCRIPTION: string };
    ISVALIDOTP?: string;
    CUSTOMERINFO?: { USERID: string; USERNAME: string };
    GETUSERID?: { USERID: string };
  };
}

async function call(operation: string, body: unknown, headers: Record<string, string> = serviceHeaders) {
  const response = await fetch(`${sut.url}/bss/${operation}?ReferenceNo=${referenceNo()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

function customerInfo(username: string, password = 'placeholder-1') {
  return {
    CUSTOMERINFO: {
      FIRSTNAME: 'GLO',
      LASTNAME: 'TV',
      OPENTITY: 'GLOTV',
      CONTACTINFO: { EMAIL: '', MOBILEPHONE: `234${username.slice(1)}` },
      USERINFO: { USERNAME: username, PASSWORD: password },
      ADDRESSINFO: { ADDRESSTYPECODE: 'PRIMARY', COUNTRY: 'Nigeria' },
    },
  };
}

describe('billing system simulator', () => {
  it('refuses calls without the service credentials with Failed and 401', async () => {
    const missing = await call('ResendOTP', { RESENDOTP: { MOBILEPHONE: '2348050000000' } }, {});
    const wrong = await call(
      'ResendOTP',
      { RESENDOTP: { MOBILEPHONE: '2348050000000' } },
      {
        ...serviceHeaders,
        password: 'guess',
      },
    );

    for (const answer of [missing, wrong]) {
      expect(answer.status).toBe(401);
      expect(answer.body.RESPONSEINFO.STATUS.MESSAGE).toBe('Failed');
    }
  });

  it('refuses a call without a timestamped ReferenceNo', async () => {
    const response = await fetch(`${sut.url}/bss/ResendOTP`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...serviceHeaders },
      body: JSON.stringify({ RESENDOTP: { MOBILEPHONE: '2348050000000' } }),
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ RESPONSEINFO: { STATUS: { MESSAGE: 'Failed' } } });
  });

  it('creates a customer once per USERNAME and answers a repeat with the same USERID', async () => {
    const first = await call('CreateCustomer', customerInfo('g8051110001'));
    const repeat = await call('CreateCustomer', customerInfo('g8051110001', 'another'));

    expect(first.body.RESPONSEINFO.STATUS.MESSAGE).toBe('Success');
    expect(repeat.body.RESPONSEINFO.STATUS.MESSAGE).toBe('Success');
    expect(repeat.body.RESPONSEINFO.CUSTOMERINFO?.USERID).toBe(first.body.RESPONSEINFO.CUSTOMERINFO?.USERID);
    expect(sut.customers().filter((customer) => customer.username === 'g8051110001')).toHaveLength(1);
  });

  it('answers Failed with 400 for a body that lacks required fields', async () => {
    const answer = await call('CreateCustomer', { CUSTOMERINFO: { FIRSTNAME: 'GLO' } });

    expect(answer.status).toBe(400);
    expect(answer.body.RESPONSEINFO.STATUS.MESSAGE).toBe('Failed');
  });

  it('validates a generated OTP once and refuses a wrong one', async () => {
    const phone = '2348051110002';
    await call('GenerateOTP', {
      GENERATEOTP: {
        MOBILEPHONE: phone,
        OTPEMAIL: '',
        PARTYID: 'GLOTV',
        COUNTRYCODE: '234',
        RESEND: 'FALSE',
      },
    });
    const code = sut.lastOtp(phone)!;
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await call('ValidateOTP', {
      VALIDATEOTP: { MOBILEPHONE: phone, OTPEMAIL: '', OTP: wrongCode },
    });
    const right = await call('ValidateOTP', { VALIDATEOTP: { MOBILEPHONE: phone, OTPEMAIL: '', OTP: code } });
    const reused = await call('ValidateOTP', {
      VALIDATEOTP: { MOBILEPHONE: phone, OTPEMAIL: '', OTP: code },
    });

    expect(code).toMatch(/^\d{6}$/);
    expect(wrong.body.RESPONSEINFO.ISVALIDOTP).toBe('FALSE');
    expect(right.body.RESPONSEINFO).toMatchObject({ STATUS: { MESSAGE: 'Success' }, ISVALIDOTP: 'TRUE' });
    expect(reused.body.RESPONSEINFO.ISVALIDOTP).toBe('FALSE');
  });

  it('resends the pending OTP, and fails when none is pending', async () => {
    const phone = '2348051110003';
    const nothingPending = await call('ResendOTP', { RESENDOTP: { MOBILEPHONE: phone } });
    await call('GenerateOTP', { GENERATEOTP: { MOBILEPHONE: phone, PARTYID: 'GLOTV' } });
    const code = sut.lastOtp(phone);
    const resent = await call('ResendOTP', { RESENDOTP: { MOBILEPHONE: phone } });

    expect(nothingPending.body.RESPONSEINFO.STATUS.MESSAGE).toBe('Failed');
    expect(resent.body.RESPONSEINFO.STATUS.MESSAGE).toBe('Success');
    expect(sut.lastOtp(phone)).toBe(code);
  });

  it('finds a USERID by search and resets or changes its password', async () => {
    await call('CreateCustomer', customerInfo('g8051110004', 'first'));
    const found = await call('GetRecordsBySearch', {
      KEY_NAMEVALUE: { KEY_NAME: 'MOBILEPHONE', KEY_VALUE: '2348051110004' },
      ADDITIONAL_INFO: { ENTITYCODE: 'GLOTV', MOBILEPHONE: '2348051110004' },
    });
    const userId = found.body.RESPONSEINFO.GETUSERID?.USERID;
    const reset = await call('SelfcareResetPassword', {
      SELFCARERESETPASSWORD: { USERID: userId, NEWPASSWORD: 'second', CONFIRMPASSWORD: 'second' },
    });
    const badOld = await call('ChangePassword', {
      CHANGEPASSWORD: {
        USERNAME: 'g8051110004',
        OLDPASSWORD: 'first',
        PASSWORD: 'third',
        CONFIRMPASSWORD: 'third',
      },
    });
    const changed = await call('ChangePassword', {
      CHANGEPASSWORD: {
        USERNAME: 'g8051110004',
        OLDPASSWORD: 'second',
        PASSWORD: 'third',
        CONFIRMPASSWORD: 'third',
      },
    });

    expect(reset.body.RESPONSEINFO.STATUS.MESSAGE).toBe('Success');
    expect(badOld.body.RESPONSEINFO.STATUS.MESSAGE).toBe('Failed');
    expect(changed.body.RESPONSEINFO.STATUS.MESSAGE).toBe('Success');
    expect(sut.customers().find((customer) => customer.userId === userId)?.password).toBe('third');
  });

  it('answers Failed when a search finds nothing', async () => {
    const answer = await call('GetRecordsBySearch', {
      KEY_NAMEVALUE: { KEY_NAME: 'USERNAME', KEY_VALUE: 'g8059999999' },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.RESPONSEINFO.STATUS.MESSAGE).toBe('Failed');
  });

  it('answers 503 to every call during an outage and records the calls', async () => {
    const before = sut.calls().length;
    sut.setOutage(true);
    const during = await call('ResendOTP', { RESENDOTP: { MOBILEPHONE: '2348051110005' } });
    sut.setOutage(false);
    const after = await call('ResendOTP', { RESENDOTP: { MOBILEPHONE: '2348051110005' } });

    expect(during.status).toBe(503);
    expect(during.body.RESPONSEINFO.STATUS.MESSAGE).toBe('Failed');
    expect(after.status).toBe(200);
    expect(sut.calls().slice(before)).toEqual(['ResendOTP', 'ResendOTP']);
  });
});
