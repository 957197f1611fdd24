import { describe, expect, it } from 'vitest';
import { emptyDigits, enterDigits } from './otp-digits.ts';

const digits = (code: string) =>
  code
    .padEnd(6, ' ')
    .split('')
    .map((c) => c.trim());

describe('the six OTP boxes', () => {
  it('start empty', () => {
    expect(emptyDigits()).toEqual(['', '', '', '', '', '']);
  });

  it('take a typed digit and move to the next box', () => {
    expect(enterDigits(emptyDigits(), 0, '4')).toEqual({ digits: digits('4'), focus: 1 });
    expect(enterDigits(digits('4'), 1, '2')).toEqual({ digits: digits('42'), focus: 2 });
  });

  it('stay on the last box after its digit', () => {
    expect(enterDigits(digits('12345'), 5, '6')).toEqual({ digits: digits('123456'), focus: 5 });
  });

  it('ignore anything that is not a digit', () => {
    expect(enterDigits(digits('1'), 1, 'a')).toEqual({ digits: digits('1'), focus: 1 });
  });

  it('replace the digit of a filled box with the one typed', () => {
    expect(enterDigits(digits('123'), 1, '27').digits).toEqual(digits('173'));
    expect(enterDigits(digits('123'), 1, '72').digits).toEqual(digits('173'));
  });

  it('clear a box', () => {
    expect(enterDigits(digits('123'), 2, '')).toEqual({ digits: digits('12'), focus: 2 });
  });

  it('fill all six from a pasted code, wherever it is pasted', () => {
    expect(enterDigits(emptyDigits(), 0, '123456')).toEqual({ digits: digits('123456'), focus: 5 });
    expect(enterDigits(digits('9'), 3, ' 123-456 ')).toEqual({ digits: digits('123456'), focus: 5 });
  });

  it('fill from the box onwards with a shorter paste', () => {
    expect(enterDigits(digits('9'), 1, '123')).toEqual({ digits: digits('9123'), focus: 4 });
    expect(enterDigits(emptyDigits(), 4, '7890').digits).toEqual(['', '', '', '', '7', '8']);
  });
});
