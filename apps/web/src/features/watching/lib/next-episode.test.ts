import { describe, expect, it } from 'vitest';
import { nextEpisode } from './next-episode.ts';

const seasons = [
  { number: 2, episodes: [{ id: 21, number: 1 }] },
  {
    number: 1,
    episodes: [
      { id: 12, number: 2 },
      { id: 11, number: 1 },
    ],
  },
];

describe('nextEpisode', () => {
  it('is the next number in the same season', () => {
    expect(nextEpisode(seasons, 11)).toEqual({ episode: { id: 12, number: 2 }, seasonNumber: 1 });
  });

  it('goes on to the first episode of the next season', () => {
    expect(nextEpisode(seasons, 12)).toEqual({ episode: { id: 21, number: 1 }, seasonNumber: 2 });
  });

  it('is none after the last episode, or for an episode not in the series', () => {
    expect(nextEpisode(seasons, 21)).toBeNull();
    expect(nextEpisode(seasons, 99)).toBeNull();
  });
});
