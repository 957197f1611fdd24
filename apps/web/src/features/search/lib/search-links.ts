import type { SEARCH_QUERY_MAX, SearchChannel, SearchSeries, SearchTitle } from '@glotv/contracts/search';
import { type AppLink, paths } from '../../../config/paths.ts';
import {
  type MovieDetailState,
  movieDetailLink,
  type SeriesState,
  seriesLink,
} from '../../catalog/public.ts';

/**
 * The longest query the server accepts (a copy of the contract's, checked against it by the type-check: importing
 * the value would bring zod into the app's library chunk).
 */
const queryMax: typeof SEARCH_QUERY_MAX = 100;

/** The results page of `q`; a blank query opens the page with an empty field. */
export function searchHref(q: string): string {
  return q.trim() === '' ? paths.search : `${paths.search}?${new URLSearchParams({ q })}`;
}

/** The query in the results page's address, as the server accepts it (at most 100 characters). */
export function queryFrom(search: string): string {
  return [...(new URLSearchParams(search).get('q') ?? '')].slice(0, queryMax).join('');
}

/** A movie opens its detail page, a series its page: the same pages the carousels open. */
export function titleLink(title: SearchTitle): AppLink<MovieDetailState | SeriesState> {
  return title.type === 'movie' ? movieDetailLink(title) : seriesLink(title);
}

/** A series found by an episode opens on that episode's season, the episode marked. */
export function seriesResultLink(series: SearchSeries): AppLink<SeriesState> {
  const link = seriesLink(series);
  if (!series.episode) return link;
  const { season, id } = series.episode;
  return { ...link, to: `${link.to}&season=${season}&episode=${id}` };
}

/** A channel opens its live player; the player decides from the subscriber's channels whether it plays. */
export function channelLink(channel: SearchChannel): AppLink<{ uid: string; name: string; id: number }> {
  const query = new URLSearchParams({ uid: channel.uid, id: String(channel.id) });
  return {
    to: `${paths.channelPlayer}?${query}`,
    state: { uid: channel.uid, name: channel.name, id: channel.id },
  };
}
