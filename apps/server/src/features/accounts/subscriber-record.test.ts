import { describe, expect, it } from 'vitest';
import { readDateOfBirth, readGender, readPhoneNumber2 } from './subscriber-record.ts';

describe('gender as the operator apps write it', () => {
  it.each([
    ['Male', 'male'],
    ['male', 'male'],
    ['M', 'male'],
    [' FEMALE ', 'female'],
    ['F', 'female'],
    ['Other', 'other'],
  ])('reads %j as %s', (text, gender) => {
    expect(readGender(text)).toBe(gender);
  });

  it.each([[''], ['unspecified'], ['xyz'], [undefined]])('ignores %j', (text) => {
    expect(readGender(text)).toBeNull();
  });
});

describe('date of birth as the operator apps write it', () => {
  const today = new Date('2026-11-24T12:00:00Z');

  it.each([
    ['1990-05-01', '1990-05-01'],
    ['1990-05-01T00:00:00Z', '1990-05-01'],
    ['1990-05-01T23:30:00+01:00', '1990-05-01'],
    ['1990-05-01 00:00:00', '1990-05-01'],
    ['1990/5/1', '1990-05-01'],
    ['01/05/1990', '1990-05-01'],
    ['1.5.1990', '1990-05-01'],
    ['13/05/1990', '1990-05-13'],
    ['05/13/1990', '1990-05-13'],
  ])('reads %j as %s (day first unless impossible)', (text, date) => {
    expect(readDateOfBirth(text, today)).toBe(date);
  });

  it.each([
    [''],
    ['sometime in May'],
    ['1990-02-30'],
    ['31/31/1990'],
    ['1850-01-01'],
    ['2030-01-01'],
    ['1990-05-01T00:00:00 garbage'],
    [undefined],
  ])('ignores %j', (text) => {
    expect(readDateOfBirth(text, today)).toBeNull();
  });
});

describe('second phone number', () => {
  it('keeps a Nigerian number in its international form and any other with digits and + only', () => {
    expect(readPhoneNumber2('0803 123 4567')).toBe('+2348031234567');
    expect(readPhoneNumber2('+44 (20) 7946-0958')).toBe('+442079460958');
    expect(readPhoneNumber2(undefined)).toBeNull();
  });
});
