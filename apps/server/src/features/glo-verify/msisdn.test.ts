import { describe, expect, it } from 'vitest';
import { gloUsername, isGloNumber, normaliseNigerianNumber } from './msisdn.ts';

const expected = { national10: '8051234567', e164: '+2348051234567' };

describe('normaliseNigerianNumber', () => {
  it.each([
    ['10 digits without the leading 0', '8051234567'],
    ['the national form with the leading 0', '08051234567'],
    ['the international form without +', '2348051234567'],
    ['the international form with +', '+2348051234567'],
    ['the portal username', 'g8051234567'],
    ['the portal username in capitals', 'G8051234567'],
    ['surrounding whitespace', '  08051234567 '],
    ['spaces between digit groups', '0805 123 4567'],
    ['hyphens between digit groups', '+234-805-123-4567'],
  ])('reads %s', (_form, input) => {
    expect(normaliseNigerianNumber(input)).toEqual(expected);
  });

  it.each(['7051234567', '8111234567', '9051234567', '9151234567', '8031234567', '7011234567'])(
    'accepts the mobile range of %s',
    (input) => {
      expect(normaliseNigerianNumber(input)?.national10).toBe(input);
    },
  );

  it.each([
    ['nothing', ''],
    ['9 digits', '805123456'],
    ['11 digits without the leading 0', '80512345678'],
    ['0 and 9 digits', '0805123456'],
    ['0 and 11 digits', '080512345678'],
    ['234 and 9 digits', '234805123456'],
    ['234 with the trunk 0 kept', '2340805123456'],
    ['10 digits starting with 0', '0912345678'],
    ['a Lagos landline', '01234567890'],
    ['a national number starting 6', '6051234567'],
    ['a national number starting 2', '2051234567'],
    ['a second digit outside 0 and 1', '8251234567'],
    ['another country code', '+2338051234567'],
    ['letters among digits', '0805123456a'],
    ['another letter prefix', 'h8051234567'],
    ['g with the trunk 0', 'g08051234567'],
    ['an e-mail address', 'user@example.com'],
    ['a double plus', '++2348051234567'],
    ['a full-width digit', '０8051234567'],
  ])('refuses %s', (_case, input) => {
    expect(normaliseNigerianNumber(input)).toBeNull();
  });
});

describe('isGloNumber', () => {
  it.each(['8051234567', '8071234567', '8111234567', '8151234567', '7051234567', '9051234567', '9151234567'])(
    'knows %s is in a Glo range',
    (national10) => {
      expect(isGloNumber(national10)).toBe(true);
    },
  );

  it.each([
    ['MTN', '8031234567'],
    ['MTN', '7031234567'],
    ['Airtel', '8021234567'],
    ['Airtel', '7011234567'],
    ['9mobile', '8091234567'],
    ['9mobile', '8181234567'],
  ])('knows a %s number (%s) is not', (_network, national10) => {
    expect(isGloNumber(national10)).toBe(false);
  });

  it('wants the 10-digit national number, not another form', () => {
    expect(isGloNumber('08051234567')).toBe(false);
    expect(isGloNumber('+2348051234567')).toBe(false);
    expect(isGloNumber('805123456')).toBe(false);
  });
});

describe('gloUsername', () => {
  it('is g followed by the national number', () => {
    expect(gloUsername('8051234567')).toBe('g8051234567');
  });
});
