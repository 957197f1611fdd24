import { describe, expect, it } from 'vitest';
import { formatBitRate, formatBytes } from './media-format.ts';

describe('media figures', () => {
  it('writes sizes in binary units with a decimal below ten', () => {
    expect(formatBytes(512, 'en-GB')).toBe('512 B');
    expect(formatBytes(5 * 1024 * 1024 + 300_000, 'en-GB')).toBe('5.3 MB');
    expect(formatBytes(8 * 2 ** 30, 'en-GB')).toBe('8 GB');
  });

  it('writes bit rates in kbit/s or Mbit/s', () => {
    expect(formatBitRate(640_000, 'en-GB')).toBe('640 kbit/s');
    expect(formatBitRate(2_345_678, 'en-GB')).toBe('2.35 Mbit/s');
  });
});
