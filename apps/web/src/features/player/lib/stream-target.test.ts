import { describe, expect, it } from 'vitest';
import { parseChannel, parseEpisodeStream, parseMovieStream, parseTrailer } from './stream-target.ts';

describe('player targets from the URL or the navigation state', () => {
  it('reads a movie from ?movieID= or the detail state, the URL winning', () => {
    expect(parseMovieStream('?movieID=12', null)).toEqual({ kind: 'movie', movieId: 12 });
    expect(parseMovieStream('', { movieID: 7, title: 'x' })).toEqual({ kind: 'movie', movieId: 7 });
    expect(parseMovieStream('?movieID=12', { movieID: 7 })).toEqual({ kind: 'movie', movieId: 12 });
    expect(parseMovieStream('?movieID=abc', null)).toBeNull();
    expect(parseMovieStream('?movieID=0', null)).toBeNull();
  });

  it('reads a trailer of a movie or of a series', () => {
    expect(parseTrailer('?movieID=3', null)).toEqual({ kind: 'trailer', movieId: 3 });
    expect(parseTrailer('?seriesID=4', null)).toEqual({ kind: 'seriesTrailer', seriesId: 4 });
    expect(parseTrailer('', {})).toBeNull();
  });

  it('reads an episode from state id and seriesID, or the URL', () => {
    expect(parseEpisodeStream('', { id: 5, seriesID: 9 })).toEqual({
      kind: 'episode',
      episodeId: 5,
      seriesId: 9,
    });
    expect(parseEpisodeStream('?id=5&seriesID=9', null)).toEqual({
      kind: 'episode',
      episodeId: 5,
      seriesId: 9,
    });
    expect(parseEpisodeStream('?id=5', null)).toEqual({ kind: 'episode', episodeId: 5, seriesId: null });
    expect(parseEpisodeStream('?seriesID=9', null)).toBeNull();
  });

  it("reads a channel's uid, name, id and purchased list, keeping the state only for the same channel", () => {
    const state = { uid: 'glo-news', name: 'Glo News', id: 3, purchased: [1, 3, 'x'] };
    expect(parseChannel('?uid=glo-news&id=3', state)).toEqual({
      kind: 'channel',
      uid: 'glo-news',
      name: 'Glo News',
      id: 3,
      purchased: [1, 3],
    });
    expect(parseChannel('?uid=other', state)).toEqual({
      kind: 'channel',
      uid: 'other',
      name: null,
      id: null,
      purchased: null,
    });
    expect(parseChannel('', state)?.kind).toBe('channel');
    expect(parseChannel('?uid=../etc', null)).toBeNull();
  });
});
