import { describe, expect, it } from 'vitest';
import { dataAmount, usedShare } from './megabytes.ts';

describe('dataAmount', () => {
  it('shows megabytes with the precision a small amount needs, and gigabytes from 1,000 MB', () => {
    expect(dataAmount(420_000)).toEqual({ value: '0.42', unit: 'mb' });
    expect(dataAmount(35_250_000)).toEqual({ value: '35.3', unit: 'mb' });
    expect(dataAmount(812_000_000)).toEqual({ value: '812', unit: 'mb' });
    expect(dataAmount(2_000_000_000)).toEqual({ value: '2.00', unit: 'gb' });
  });
});

describe('usedShare', () => {
  it('is the part of the allowance used, and 0 without an allowance', () => {
    expect(usedShare(450, 500)).toBe(0.9);
    expect(usedShare(10, 0)).toBe(0);
  });
});
