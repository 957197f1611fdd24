/**
 * RFC 6381 name of the AV1 stream described by the av1C box of an init segment, as the AV1 ISOBMFF binding
 * defines it: `av01.<profile>.<level><tier>.<bit depth>`, e.g. `av01.0.04M.08`.
 */
export function av1CodecString(initSegment: Buffer): string {
  const box = initSegment.indexOf('av1C');
  if (box < 0 || box + 7 > initSegment.length) throw new Error('init.mp4 has no AV1 configuration (av1C)');
  // After the type: marker and version, then seq_profile (3 bits) and seq_level_idx_0 (5 bits), then
  // seq_tier_0, high_bitdepth, twelve_bit and the chroma flags.
  const profileAndLevel = initSegment[box + 5]!;
  const flags = initSegment[box + 6]!;
  const profile = profileAndLevel >> 5;
  const level = profileAndLevel & 0x1f;
  const tier = flags & 0x80 ? 'H' : 'M';
  const bitDepth = flags & 0x40 ? (flags & 0x20 ? 12 : 10) : 8;
  return `av01.${profile}.${String(level).padStart(2, '0')}${tier}.${String(bitDepth).padStart(2, '0')}`;
}
