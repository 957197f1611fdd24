import { describe, expect, it } from 'vitest';
import { onMobileData } from './network.ts';

describe('onMobileData', () => {
  it('believes the connection type when the browser tells it', () => {
    expect(onMobileData({ type: 'cellular', effectiveType: '4g' })).toBe(true);
    expect(onMobileData({ type: 'wifi', effectiveType: '3g' })).toBe(false);
  });

  it('takes a slow effective type as mobile data when the type is unknown', () => {
    expect(onMobileData({ effectiveType: '3g' })).toBe(true);
    expect(onMobileData({ effectiveType: '4g' })).toBe(false);
  });

  it('is not mobile data when the browser says nothing', () => {
    expect(onMobileData(undefined)).toBe(false);
  });
});
