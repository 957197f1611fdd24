import { describe, expect, it } from 'vitest';
import { formatNaira } from './price.ts';

describe('prices', () => {
  it('show whole naira with thousands separators', () => {
    expect(formatNaira(15_000)).toBe('₦150');
    expect(formatNaira(140_000)).toBe('₦1,400');
    expect(formatNaira(320_000)).toBe('₦3,200');
    expect(formatNaira(123_456_700)).toBe('₦1,234,567');
    expect(formatNaira(100)).toBe('₦1');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('show kobo only when there are any', () => {
    expect(formatNaira(140_050)).toBe('₦1,400.50');
    expect(formatNaira(5)).toBe('₦0.05');
  });
});
