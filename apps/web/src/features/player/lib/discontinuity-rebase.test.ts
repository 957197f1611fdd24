import { describe, expect, it } from 'vitest';
import { type DiscontinuityBase, rebaseDiscontinuities } from './discontinuity-rebase.ts';

const live = (sequence: number) =>
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:4',
    '#EXT-X-MEDIA-SEQUENCE:448900000',
    `#EXT-X-DISCONTINUITY-SEQUENCE:${sequence}`,
    '#EXTINF:4.000,',
    'seg_00001.m4s',
    '',
  ].join('\n');

describe('rebasing a live playlist discontinuity sequence', () => {
  it('brings a sequence counted since the channel began down to a small number', () => {
    const state: DiscontinuityBase = { base: null };
    expect(rebaseDiscontinuities(live(74_812_345), state)).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1000\n');
  });

  it('lowers every later playlist of the same player by the same amount', () => {
    const state: DiscontinuityBase = { base: null };
    rebaseDiscontinuities(live(74_812_345), state);
    expect(rebaseDiscontinuities(live(74_812_347), state)).toContain('DISCONTINUITY-SEQUENCE:1002\n');
    expect(rebaseDiscontinuities(live(74_812_340), state)).toContain('DISCONTINUITY-SEQUENCE:995\n');
  });

  it('keeps the rest of the playlist as it was', () => {
    const state: DiscontinuityBase = { base: null };
    const rebased = rebaseDiscontinuities(live(5_000), state);
    expect(rebased.replace('SEQUENCE:1000', 'SEQUENCE:5000')).toBe(live(5_000));
  });

  it('leaves small sequences and playlists without one alone', () => {
    expect(rebaseDiscontinuities(live(12), { base: null })).toBe(live(12));
    const vod = '#EXTM3U\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:4.000,\nseg_00001.m4s\n#EXT-X-ENDLIST\n';
    expect(rebaseDiscontinuities(vod, { base: null })).toBe(vod);
  });
});
