import { type AppLink, paths } from '../../../config/paths.ts';

/**
 * A movie that cannot be loaded sends the visitor to the error page after 10 seconds; the series
 * page does so after 5 seconds without a series to show.
 */
export const MOVIE_ERROR_REDIRECT_MS = 10_000;
export const SERIES_ERROR_REDIRECT_MS = 5_000;

/** The movie detail page's navigation state. */
export interface MovieDetailState {
  movieID: number;
  imageID: string | null;
  title: string | null;
  uiD: string | null;
  categoryName: string | null;
}

/** The series page's navigation state (the spec names none; the same kind of fields as a movie's). */
export interface SeriesState {
  seriesID: number;
  imageID: string | null;
  title: string | null;
}

function toId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647
    ? Number(text)
    : null;
}

const textOr = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const record = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};

/**
 * A detail page works from its URL (reload, shared link) as well as from navigation state.
 * The URL's id wins; the state's other fields are kept only when they describe that same title.
 */
function target(
  search: string,
  state: unknown,
  idKey: string,
): { id: number; fields: Record<string, unknown> } | null {
  const fields = record(state);
  const fromUrl = toId(new URLSearchParams(search).get(idKey));
  const fromState = toId(fields[idKey]);
  const id = fromUrl ?? fromState;
  if (id === null) return null;
  return { id, fields: fromState === id ? fields : {} };
}

export function parseMovieDetail(search: string, state: unknown): MovieDetailState | null {
  const found = target(search, state, 'movieID');
  if (!found) return null;
  const { id, fields } = found;
  return {
    movieID: id,
    imageID: textOr(fields.imageID),
    title: textOr(fields.title),
    uiD: textOr(fields.uiD),
    categoryName: textOr(fields.categoryName),
  };
}

export function parseSeries(search: string, state: unknown): SeriesState | null {
  const found = target(search, state, 'seriesID');
  if (!found) return null;
  return { seriesID: found.id, imageID: textOr(found.fields.imageID), title: textOr(found.fields.title) };
}

interface Title {
  id: number;
  uid: string | null;
  title: string;
  image_id: string | null;
}

export function movieDetailLink(movie: Title, categoryName: string | null = null): AppLink<MovieDetailState> {
  return {
    to: `${paths.movieDetail}?movieID=${movie.id}`,
    state: { movieID: movie.id, imageID: movie.image_id, title: movie.title, uiD: movie.uid, categoryName },
  };
}

export function seriesLink(series: Omit<Title, 'uid'>): AppLink<SeriesState> {
  return {
    to: `${paths.series}?seriesID=${series.id}`,
    state: { seriesID: series.id, imageID: series.image_id, title: series.title },
  };
}

/** A carousel title opens the movie detail page or the series page. */
export function contentLink(
  item: Title & { type: 'movie' | 'series' },
  categoryName: string | null,
): AppLink<MovieDetailState | SeriesState> {
  return item.type === 'movie' ? movieDetailLink(item, categoryName) : seriesLink(item);
}

/** The full movie player: the detail page's state, and the id in the URL too. */
export function movieStreamLink(movie: Title, categoryName: string | null): AppLink<MovieDetailState> {
  const detail = movieDetailLink(movie, categoryName);
  return { to: `${paths.movieStream}?movieID=${movie.id}`, state: detail.state };
}

/** The trailer player, for a movie or a series. */
export function trailerLink(of: { movieID: number } | { seriesID: number }): string {
  return 'movieID' in of
    ? `${paths.movieTrailer}?movieID=${of.movieID}`
    : `${paths.movieTrailer}?seriesID=${of.seriesID}`;
}

/** The episode player's state is the episode id and the series id. */
export function episodeLink(episodeId: number, seriesId: number): AppLink<{ id: number; seriesID: number }> {
  return {
    to: `${paths.episodeStream}?id=${episodeId}&seriesID=${seriesId}`,
    state: { id: episodeId, seriesID: seriesId },
  };
}
