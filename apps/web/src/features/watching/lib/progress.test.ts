import { describe, expect, it } from 'vitest';
import { clockTime, isResumable, percentWatched } from './progress.ts';

const saved = (position: number, finished = false) => ({
  position,
  duration: 240,
  finished,
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('isResumable', () => {
  it('offers a position begun and not finished', () => {
    expect(isResumable(saved(180))).toBe(true);
  });

  it('offers nothing for no position, one only opened, or one finished', () => {
    expect(isResumable(null)).toBe(false);
    expect(isResumable(saved(3))).toBe(false);
    expect(isResumable(saved(239, true))).toBe(false);
  });
});

describe('percentWatched', () => {
  it('rounds to whole percent within 0 and 100', () => {
    expect(percentWatched(180, 240)).toBe(75);
    expect(percentWatched(300, 240)).toBe(100);
    expect(percentWatched(10, 0)).toBe(0);
  });
});

describe('clockTime', () => {
  it('writes minutes and seconds, and hours from an hour on', () => {
    expect(clockTime(180.6)).toBe('3:00');
    expect(clockTime(65)).toBe('1:05');
    expect(clockTime(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
  });
});
