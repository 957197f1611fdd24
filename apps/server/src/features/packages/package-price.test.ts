import { describe, expect, it } from 'vitest';
import { formatPrice } from './package-price.ts';

describe('formatPrice', () => {
  it('shows whole naira without separators, as the spec writes prices', () => {
    expect(formatPrice(15_000)).toBe('₦150');
    expect(formatPrice(140_000)).toBe('₦1400');
    expect(formatPrice(100_000_000)).toBe('₦1000000');
  });

  it('shows kobo only when there are any', () => {
    expect(formatPrice(140_050)).toBe('₦1400.50');
    expect(formatPrice(105)).toBe('₦1.05');
  });
});
