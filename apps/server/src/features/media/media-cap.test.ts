import { describe, expect, it } from 'vitest';
import { withinCap } from './media-signing.ts';

describe('withinCap', () => {
  it('caps the AV1 ladder exactly as the H.264 one', () => {
    expect(withinCap('standard/seg_00001.m4s', 'standard')).toBe(true);
    expect(withinCap('av1/standard/seg_00001.m4s', 'standard')).toBe(true);
    expect(withinCap('av1/data_saver/index.m3u8', 'standard')).toBe(true);
    expect(withinCap('high/init.mp4', 'standard')).toBe(false);
    expect(withinCap('av1/high/init.mp4', 'standard')).toBe(false);
    expect(withinCap('av1/best/seg_00001.m4s', undefined)).toBe(true);
    expect(withinCap('master.m3u8', 'data_saver')).toBe(true);
  });
});
