import { describe, expect, it } from 'vitest';
import { av1CodecString } from './av1-codec-string.ts';

/** An init segment's bytes around an av1C box: size, type, then its first three bytes. */
function initWithAv1C(profileAndLevel: number, flags: number): Buffer {
  return Buffer.concat([
    Buffer.from('....ftypiso6....av01'),
    Buffer.from([0, 0, 0, 16]),
    Buffer.from('av1C'),
    Buffer.from([0x81, profileAndLevel, flags, 0]),
  ]);
}

describe('av1CodecString', () => {
  it('names profile, level, tier and bit depth as the AV1 ISOBMFF binding spells them', () => {
    // Main profile (0), seq_level_idx 8 (level 4.0), main tier, 8 bit, 4:2:0.
    expect(av1CodecString(initWithAv1C(0b000_01000, 0b0000_1100))).toBe('av01.0.08M.08');
    // High profile (1), level index 13, high tier, 10 bit.
    expect(av1CodecString(initWithAv1C(0b001_01101, 0b1100_0000))).toBe('av01.1.13H.10');
  });

  it('refuses an init segment without an AV1 configuration', () => {
    expect(() => av1CodecString(Buffer.from('ftypiso6 avcC'))).toThrow(/av1C/);
  });
});
