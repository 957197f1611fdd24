import { describe, expect, it } from 'vitest';
import {
  internationalNumber,
  maskedNumber,
  nationalNumber,
  parseIdentifier,
  sanitizeSignInInput,
  usernameOf,
} from './identifier.ts';

describe('Nigerian number normalisation', () => {
  it('reads every usual form as the ten national digits', () => {
    for (const input of [
      '8051234567',
      '08051234567',
      '2348051234567',
      '+2348051234567',
      '+234 805 123 4567',
    ]) {
      expect(nationalNumber(input), input).toBe('8051234567');
    }
  });

  it('rejects wrong lengths and a national number starting with 0', () => {
    for (const input of ['805123456', '080512345678', '0051234567', '23405123456', '']) {
      expect(nationalNumber(input), input).toBeNull();
    }
  });

  it('writes the OTP destination in international form', () => {
    expect(internationalNumber('8051234567')).toBe('+2348051234567');
  });
});

describe('the "mobile number or e-mail" field', () => {
  it('tells numbers, e-mails and mistakes apart', () => {
    expect(parseIdentifier('  ')).toEqual({ kind: 'empty' });
    expect(parseIdentifier('08051234567')).toEqual({ kind: 'msisdn', national: '8051234567' });
    expect(parseIdentifier('ada@example.com')).toEqual({ kind: 'email', email: 'ada@example.com' });
    expect(parseIdentifier('0805123')).toEqual({ kind: 'badNumber' });
    expect(parseIdentifier('ada@example')).toEqual({ kind: 'badEmail' });
  });

  it("signs in operator subscribers as 'g' + number, others by e-mail", () => {
    expect(usernameOf({ kind: 'msisdn', national: '8051234567' })).toBe('g8051234567');
    expect(usernameOf({ kind: 'email', email: 'ada@example.com' })).toBe('ada@example.com');
  });

  it('keeps only digits while a number is typed, and leaves an e-mail alone', () => {
    expect(sanitizeSignInInput('0805-123 45.67')).toBe('08051234567');
    expect(sanitizeSignInInput('+234805')).toBe('234805');
    expect(sanitizeSignInInput('123ada@mail.com')).toBe('123ada@mail.com');
  });
});

describe('maskedNumber', () => {
  it('shows the country code, the network prefix and the last two digits only', () => {
    expect(maskedNumber('8051234567')).toBe('+234 805 *** **67');
    expect(maskedNumber('9079876501')).toBe('+234 907 *** **01');
  });
});
