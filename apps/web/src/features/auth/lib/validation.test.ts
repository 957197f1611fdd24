import { describe, expect, it } from 'vitest';
import {
  confirmError,
  emailError,
  emailSignUpSubmitError,
  gloNumberError,
  gloSignUpErrors,
  isEmail,
  isGloSignUpValid,
  isOtp,
  newPasswordSubmitError,
  passwordLengthError,
} from './validation.ts';

const validGlo = { number: '8051234567', email: '', password: 'secret12', confirm: 'secret12' };

describe('the Glo number (typed after +234(0))', () => {
  it('says nothing while empty', () => {
    expect(gloNumberError('')).toBeNull();
  });

  it('accepts ten digits not starting with 0', () => {
    expect(gloNumberError('8051234567')).toBeNull();
    expect(gloNumberError(' 9051234567 ')).toBeNull();
  });

  it("rejects a leading 0 with 'Your number should not begin with 0'", () => {
    expect(gloNumberError('08051234567')).toBe('validation.numberLeadingZero');
    expect(gloNumberError('0805123456')).toBe('validation.numberLeadingZero');
    expect(gloNumberError('0')).toBe('validation.numberLeadingZero');
  });

  it("rejects 9 or 11 digits with 'Enter a valid GLO number'", () => {
    expect(gloNumberError('805123456')).toBe('validation.gloNumberInvalid');
    expect(gloNumberError('80512345678')).toBe('validation.gloNumberInvalid');
  });

  it("rejects letters and symbols with 'Enter a valid Glo number'", () => {
    expect(gloNumberError('80512x4567')).toBe('validation.gloNumberNotNumeric');
    expect(gloNumberError('abc')).toBe('validation.gloNumberNotNumeric');
    expect(gloNumberError('+2348051234567')).toBe('validation.gloNumberNotNumeric');
    expect(gloNumberError('805 123 4567')).toBe('validation.gloNumberNotNumeric');
  });
});

describe('password length', () => {
  it("shows 'Password must be between 7 and 20 characters' for 1 to 6 characters", () => {
    for (const length of [1, 4, 6])
      expect(passwordLengthError('x'.repeat(length))).toBe('validation.passwordLength');
  });

  it('and for more than 20, since the server takes at most 20', () => {
    expect(passwordLengthError('x'.repeat(21))).toBe('validation.passwordLength');
  });

  it('says nothing while empty or between 7 and 20', () => {
    for (const length of [0, 7, 20]) expect(passwordLengthError('x'.repeat(length))).toBeNull();
  });
});

describe('password confirmation', () => {
  it("shows 'Passwords do not match.' once the confirmation differs", () => {
    expect(confirmError('secret12', 'secret1')).toBe('validation.passwordsDoNotMatch');
  });

  it('says nothing while the confirmation is empty or equal', () => {
    expect(confirmError('secret12', '')).toBeNull();
    expect(confirmError('secret12', 'secret12')).toBeNull();
  });
});

describe('e-mail pattern', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['ada@example.com', 'a.b+c@mail.example.ng', ' ada@example.com ']) {
      expect(isEmail(email), email).toBe(true);
    }
  });

  it('rejects what is not an address', () => {
    for (const email of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada@@example.com',
      'a da@example.com',
    ]) {
      expect(isEmail(email), email).toBe(false);
    }
  });
});

describe('Glo sign-up form (modal 2)', () => {
  it('shows Continue only when everything holds', () => {
    expect(isGloSignUpValid(validGlo)).toBe(true);
    expect(isGloSignUpValid({ ...validGlo, number: '' })).toBe(false);
    expect(isGloSignUpValid({ ...validGlo, number: '08051234567' })).toBe(false);
    expect(isGloSignUpValid({ ...validGlo, password: 'secret', confirm: 'secret' })).toBe(false);
    expect(isGloSignUpValid({ ...validGlo, confirm: 'secret13' })).toBe(false);
    expect(isGloSignUpValid({ ...validGlo, confirm: '' })).toBe(false);
  });

  it('takes the e-mail as optional, but checks it when given', () => {
    expect(isGloSignUpValid({ ...validGlo, email: 'ada@example.com' })).toBe(true);
    expect(isGloSignUpValid({ ...validGlo, email: 'ada@' })).toBe(false);
    expect(gloSignUpErrors({ ...validGlo, email: 'ada@' }).email).toBe('validation.emailInvalidOrBlank');
  });

  it('reports each field separately', () => {
    expect(gloSignUpErrors({ number: 'abc', email: '', password: 'abc', confirm: 'abd' })).toEqual({
      number: 'validation.gloNumberNotNumeric',
      email: null,
      password: 'validation.passwordLength',
      confirm: 'validation.passwordsDoNotMatch',
    });
  });
});

describe('e-mail sign-up form (modal 3)', () => {
  const valid = { email: 'ada@example.com', password: 'secret12', confirm: 'secret12' };

  it("shows 'Enter your e-mail ' under an invalid e-mail", () => {
    expect(emailError('ada@')).toBe('validation.emailRequired');
    expect(emailError('')).toBeNull();
    expect(emailError('ada@example.com')).toBeNull();
  });

  it('submits only with an e-mail of more than 5 characters that matches the pattern', () => {
    expect(emailSignUpSubmitError(valid)).toBeNull();
    expect(emailSignUpSubmitError({ ...valid, email: '' })).toBe('validation.emailRequired');
    expect(emailSignUpSubmitError({ ...valid, email: 'a@b.c' })).toBe('validation.emailRequired');
    expect(emailSignUpSubmitError({ ...valid, email: 'ada.example.com' })).toBe('validation.emailRequired');
  });

  it("otherwise says 'password does not match confirm password or is incomplete'", () => {
    const message = 'validation.passwordMismatchOrIncomplete';
    expect(emailSignUpSubmitError({ ...valid, confirm: 'secret13' })).toBe(message);
    expect(emailSignUpSubmitError({ ...valid, password: 'secret', confirm: 'secret' })).toBe(message);
    expect(emailSignUpSubmitError({ ...valid, password: '', confirm: '' })).toBe(message);
  });
});

describe('new password (reset, change)', () => {
  it("says 'password does not match' when the confirmation differs", () => {
    expect(newPasswordSubmitError('secret12', 'secret13')).toBe('reset.passwordMismatch');
  });

  it('needs 7 to 20 characters', () => {
    expect(newPasswordSubmitError('secret', 'secret')).toBe('validation.passwordLength');
    expect(newPasswordSubmitError('secret12', 'secret12')).toBeNull();
  });
});

describe('OTP', () => {
  it('is six numeric digits', () => {
    expect(isOtp('123456')).toBe(true);
    expect(isOtp('12345')).toBe(false);
    expect(isOtp('1234567')).toBe(false);
    expect(isOtp('12345a')).toBe(false);
  });
});
