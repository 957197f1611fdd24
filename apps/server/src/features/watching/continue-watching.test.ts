import { describe, expect, it } from 'vitest';
import { isFinished, isResumable, seriesResume } from './continue-watching.ts';

describe('isFinished', () => {
  it('counts a title watched to 95% of its length as finished', () => {
    expect(isFinished(95, 100)).toBe(true);
    expect(isFinished(94, 100)).toBe(false);
  });

  it('counts the last two minutes of a long title as finished (the credits)', () => {
    expect(isFinished(90 * 60 - 119, 90 * 60)).toBe(true);
    expect(isFinished(90 * 60 - 300, 90 * 60)).toBe(false);
  });

  it('does not apply the two minutes to a short title', () => {
    expect(isFinished(180, 240)).toBe(false);
  });
});

describe('isResumable', () => {
  it('offers resuming a title begun and not finished', () => {
    expect(isResumable(180, 240)).toBe(true);
  });

  it('offers nothing for a title only opened, or finished', () => {
    expect(isResumable(2, 240)).toBe(false);
    expect(isResumable(239, 240)).toBe(false);
  });
});

describe('seriesResume', () => {
  const episodes = [{ id: 11 }, { id: 12 }, { id: 21 }];

  it('resumes the latest episode at its position while it is unfinished', () => {
    expect(seriesResume(episodes, { episodeId: 12, position: 300, duration: 1800 })).toEqual({
      episode: { id: 12 },
      position: 300,
      duration: 1800,
    });
  });

  it('goes on with the next episode, into the next season, once the latest is finished', () => {
    expect(seriesResume(episodes, { episodeId: 12, position: 1790, duration: 1800 })).toEqual({
      episode: { id: 21 },
      position: 0,
      duration: null,
    });
  });

  it('leaves a series whose last episode is finished, or whose episode is gone', () => {
    expect(seriesResume(episodes, { episodeId: 21, position: 1800, duration: 1800 })).toBeNull();
    expect(seriesResume(episodes, { episodeId: 99, position: 10, duration: 1800 })).toBeNull();
  });
});
