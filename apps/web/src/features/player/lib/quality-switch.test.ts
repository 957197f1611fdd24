import { describe, expect, it } from 'vitest';
import { isQualityChange, startLevelFor, switchPointFor } from './quality-switch.ts';

const media = (grant: string, signature = 'sig') =>
  `https://tv.example/media/s/${signature}/1900000000/${grant}/master.m3u8`;
const live = (grant: string) => `https://tv.example/live/s/sig/1900000000/${grant}/master.m3u8`;

describe('a quality change', () => {
  it('is the same title under another cap', () => {
    expect(isQualityChange(media('a1b2'), media('a1b2~data_saver'))).toBe(true);
    expect(isQualityChange(media('a1b2~high'), media('a1b2'))).toBe(true);
    expect(isQualityChange(live('news~all'), live('news~standard'))).toBe(true);
  });

  it('is not a renewal of the same grant, another title or another kind of address', () => {
    expect(isQualityChange(media('a1b2~high', 'old'), media('a1b2~high', 'new'))).toBe(false);
    expect(isQualityChange(media('trailer~data_saver'), media('movie~data_saver'))).toBe(false);
    expect(isQualityChange(media('news~all'), live('news~standard'))).toBe(false);
    expect(isQualityChange('/other/master.m3u8', media('a1b2'))).toBe(false);
  });
});

describe('the rendition a new ladder starts with', () => {
  const heights = [240, 360, 480, 720];

  it('is the top of the ladder for a fixed quality', () => {
    expect(startLevelFor(heights, 240, false)).toBe(3);
    expect(startLevelFor([240], undefined, false)).toBe(0);
  });

  it('keeps the height playing now under Auto, or the nearest below it', () => {
    expect(startLevelFor(heights, 360, true)).toBe(1);
    expect(startLevelFor(heights, 600, true)).toBe(2);
    expect(startLevelFor(heights, 1080, true)).toBe(3);
    expect(startLevelFor(heights, 144, true)).toBe(0);
    expect(startLevelFor(heights, undefined, true)).toBe(0);
  });

  it('is none for an empty ladder', () => {
    expect(startLevelFor([], 360, true)).toBe(-1);
  });
});

describe('where the new rendition takes over', () => {
  const segments = [0, 4, 8, 12, 16, 20].map((start) => ({ start, duration: 4 }));
  const at = (currentTime: number, bufferedEnd: number, nextBitrate = 1_000_000, bandwidth = 1_600_000) =>
    switchPointFor({ segments, currentTime, bufferedEnd, nextBitrate, bandwidth });

  it('is the first boundary after one segment of the new rendition can be fetched', () => {
    // 1 Mbit/s × 4 s over 1.6 Mbit/s = 2.5 s, plus a second: after 8.5 s.
    expect(at(5, 24)).toBe(12);
    expect(at(4.1, 24)).toBe(8);
  });

  it('waits longer for a bigger rendition over a slow link, at most three segments', () => {
    expect(at(5, 24, 4_000_000, 1_000_000)).toBe(20);
  });

  it('never leaves a hole after what is buffered', () => {
    expect(at(5, 8.02)).toBe(8);
    expect(at(5, 6)).toBe(4);
  });

  it('keeps the old rendition to the end when the title ends first', () => {
    expect(at(22, 24)).toBe(24);
  });
});
