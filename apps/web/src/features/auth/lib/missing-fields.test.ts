import { describe, expect, it } from 'vitest';
import { type GloSignUpForm, gloSignUpMissing, isGloSignUpValid, PASSWORD_RULE } from './validation.ts';

const empty: GloSignUpForm = { number: '', email: '', password: '', confirm: '' };
const valid: GloSignUpForm = { number: '8051234567', email: '', password: 'secret12', confirm: 'secret12' };
const fields = (form: GloSignUpForm) => gloSignUpMissing(form).map((item) => item.field);

describe('what the Glo sign-up still needs (shown where Continue would be)', () => {
  it('names every required field of an empty form, in form order, and not the optional e-mail', () => {
    expect(gloSignUpMissing(empty)).toEqual([
      { field: 'register.mobileNumber', rule: 'register.ruleGloNumber' },
      { field: 'register.password', rule: PASSWORD_RULE },
      { field: 'register.confirmPassword', rule: 'register.ruleConfirm' },
    ]);
  });

  it('is empty exactly when the form is valid, so the list and Continue never show together', () => {
    const forms: GloSignUpForm[] = [
      empty,
      valid,
      { ...valid, number: '805123456' },
      { ...valid, number: '08051234567' },
      { ...valid, number: '80512x4567' },
      { ...valid, email: 'ada@' },
      { ...valid, email: 'ada@example.com' },
      { ...valid, password: 'secret', confirm: 'secret' },
      { ...valid, password: 'a'.repeat(21), confirm: 'a'.repeat(21) },
      { ...valid, confirm: 'secret13' },
      { ...valid, confirm: '' },
    ];
    for (const form of forms) {
      expect(gloSignUpMissing(form).length === 0, JSON.stringify(form)).toBe(isGloSignUpValid(form));
    }
    expect(gloSignUpMissing(valid)).toEqual([]);
  });

  it('keeps naming the number, with its rule, while it is not ten digits without a leading 0', () => {
    for (const number of ['805123456', '08051234567', '80512x4567', '   ']) {
      expect(gloSignUpMissing({ ...valid, number })).toEqual([
        { field: 'register.mobileNumber', rule: 'register.ruleGloNumber' },
      ]);
    }
  });

  it('states the password rule for a password too short or too long', () => {
    for (const password of ['secret', 'a'.repeat(21)]) {
      expect(gloSignUpMissing({ ...valid, password, confirm: password })).toEqual([
        { field: 'register.password', rule: 'validation.passwordLength' },
      ]);
    }
  });

  it('asks for the confirmation, then says when it differs', () => {
    expect(gloSignUpMissing({ ...valid, confirm: '' })).toEqual([
      { field: 'register.confirmPassword', rule: 'register.ruleConfirm' },
    ]);
    expect(gloSignUpMissing({ ...valid, confirm: 'secret13' })).toEqual([
      { field: 'register.confirmPassword', rule: 'validation.passwordsDoNotMatch' },
    ]);
  });

  it('names the e-mail only when something invalid is typed in it', () => {
    expect(fields({ ...valid, email: 'ada@example.com' })).toEqual([]);
    expect(gloSignUpMissing({ ...valid, email: 'ada@' })).toEqual([
      { field: 'register.email', rule: 'validation.emailInvalidOrBlank' },
    ]);
  });
});
