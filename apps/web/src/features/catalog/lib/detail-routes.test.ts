import { describe, expect, it } from 'vitest';
import {
  contentLink,
  episodeLink,
  movieDetailLink,
  movieStreamLink,
  parseMovieDetail,
  parseSeries,
  trailerLink,
} from './detail-routes.ts';

const movie = { id: 7, uid: 'lagos-2099', title: 'Lagos 2099', image_id: 'poster-movie-lagos-2099' };

describe('movie detail route', () => {
  it('takes everything from the navigation state the carousels send', () => {
    const link = movieDetailLink(movie, 'Drama');
    expect(link.to).toBe('/moviesdetailpage?movieID=7');
    expect(parseMovieDetail('', link.state)).toEqual({
      movieID: 7,
      imageID: 'poster-movie-lagos-2099',
      title: 'Lagos 2099',
      uiD: 'lagos-2099',
      categoryName: 'Drama',
    });
  });

  it('works from the URL alone (reload, shared link)', () => {
    expect(parseMovieDetail('?movieID=12', null)).toEqual({
      movieID: 12,
      imageID: null,
      title: null,
      uiD: null,
      categoryName: null,
    });
  });

  it("prefers the URL's id and ignores state that describes another movie", () => {
    const state = movieDetailLink(movie, 'Drama').state;
    expect(parseMovieDetail('?movieID=8', state)).toMatchObject({ movieID: 8, title: null });
    expect(parseMovieDetail('?movieID=7', state)).toMatchObject({ movieID: 7, title: 'Lagos 2099' });
  });

  it('accepts an id written as text in the state, as older links store it', () => {
    expect(parseMovieDetail('', { movieID: '7', title: 'Lagos 2099' })).toMatchObject({ movieID: 7 });
  });

  it('has no target without a valid id (the page then redirects)', () => {
    expect(parseMovieDetail('', null)).toBeNull();
    expect(parseMovieDetail('?movieID=abc', {})).toBeNull();
    expect(parseMovieDetail('?movieID=0', { movieID: -1 })).toBeNull();
    expect(parseMovieDetail('?movieID=99999999999', null)).toBeNull();
    expect(parseMovieDetail('?movieID=1.5', null)).toBeNull();
  });
});

describe('series route', () => {
  it('works from the URL and from state', () => {
    expect(parseSeries('?seriesID=3', null)).toEqual({ seriesID: 3, imageID: null, title: null });
    const link = contentLink({ ...movie, id: 3, type: 'series' }, 'Drama');
    expect(link.to).toBe('/series?seriesID=3');
    expect(parseSeries('', link.state)).toEqual({
      seriesID: 3,
      imageID: 'poster-movie-lagos-2099',
      title: 'Lagos 2099',
    });
    expect(parseSeries('', null)).toBeNull();
  });
});

describe('player links', () => {
  it('carry the ids in the URL and the spec state', () => {
    expect(movieStreamLink(movie, null)).toEqual({
      to: '/moviestreampage?movieID=7',
      state: { movieID: 7, imageID: movie.image_id, title: movie.title, uiD: movie.uid, categoryName: null },
    });
    expect(trailerLink({ movieID: 7 })).toBe('/moviestrailer?movieID=7');
    expect(trailerLink({ seriesID: 2 })).toBe('/moviestrailer?seriesID=2');
    expect(episodeLink(1101, 1)).toEqual({
      to: '/episodestream?id=1101&seriesID=1',
      state: { id: 1101, seriesID: 1 },
    });
  });
});
