import { describe, expect, it } from 'vitest';
import { formatDataAllowance } from './package-display.ts';

describe('package cards', () => {
  it('say the data allowance in MB or GB', () => {
    expect(formatDataAllowance(500)).toBe('500 MB');
    expect(formatDataAllowance(2048)).toBe('2 GB');
    expect(formatDataAllowance(6144)).toBe('6 GB');
    expect(formatDataAllowance(1536)).toBe('1.5 GB');
  });
});
