import { describe, expect, it } from 'vitest';
import { playerLink, startFrom } from './resume-links.ts';

describe('playerLink', () => {
  it('starts a movie at the whole second saved', () => {
    expect(playerLink({ kind: 'movie', id: 7 }, 180.7).to).toBe('/moviestreampage?movieID=7&t=180');
  });

  it('names the series of an episode, and starts over at 0', () => {
    expect(playerLink({ kind: 'episode', id: 12, seriesId: 3 }, 0)).toEqual({
      to: '/episodestream?id=12&seriesID=3&t=0',
      state: { id: 12, seriesID: 3 },
    });
  });
});

describe('startFrom', () => {
  it('reads whole seconds from the URL', () => {
    expect(startFrom('?movieID=7&t=180')).toBe(180);
    expect(startFrom('?movieID=7&t=0')).toBe(0);
  });

  it('is null without a start or with a bad one', () => {
    expect(startFrom('?movieID=7')).toBeNull();
    expect(startFrom('?t=-5')).toBeNull();
    expect(startFrom('?t=1e9')).toBeNull();
  });
});
