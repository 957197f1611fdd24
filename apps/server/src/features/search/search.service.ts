import type { Translation } from '@glotv/contracts/catalog';
import {
  SEARCH_GROUP_MAX,
  SEARCH_SUGGESTIONS_MAX,
  type SearchChannel,
  type SearchPerson,
  type SearchResults,
  type SearchSeries,
  type SearchTitle,
} from '@glotv/contracts/search';
import type { Db } from '../../db/database.ts';
import { type SearchHitRow, searchRepository, type TitleRow } from './search.repository.ts';

/** Streaming minutes of the last five weeks make a title popular. */
const POPULAR_WINDOW_DAYS = 35;
/** How close a title's word must be to the query to be suggested (results need 0.6). */
const SUGGESTION_SIMILARITY = 0.3;

/** Results in `translation`'s texts: the Portuguese one when asked and written, else the English one. */
const inLanguage = (translation: Translation, gb: string, pt: string | null) =>
  translation === 'pt' && pt ? pt : gb;

/**
 * One search, grouped for the results page: movies, series (with the episode that matched, if one did), channels
 * and people, each best first. Entitlement never hides a result: a locked title opens its detail page and its
 * pay prompt. When nothing matches, the closest titles (or the most watched) are suggested.
 */
export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async search(input: string, translation: Translation): Promise<SearchResults> {
    const query = input.trim();
    // One transaction, for its settings: the index-backed plans, and the suggestions' looser match.
    return this.db.transaction().execute(async (trx) => {
      await searchRepository.preferIndex(trx);
      const results = groupHits(await searchRepository.hits(trx, query), translation);
      const empty =
        results.movies.length + results.series.length + results.channels.length + results.people.length === 0;
      return { query, ...results, suggestions: empty ? await this.suggestions(trx, query, translation) : [] };
    });
  }

  private async suggestions(trx: Db, query: string, translation: Translation): Promise<SearchTitle[]> {
    await searchRepository.wordSimilarityFrom(trx, SUGGESTION_SIMILARITY);
    let rows = await searchRepository.closestTitles(trx, query, SEARCH_SUGGESTIONS_MAX);
    if (rows.length === 0) {
      await searchRepository.planAsUsual(trx);
      const since = new Date(this.clock().getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
      rows = await searchRepository.mostWatchedTitles(trx, since, SEARCH_SUGGESTIONS_MAX);
    }
    return rows.map((row) => titleOf(row, translation));
  }
}

function titleOf(row: TitleRow, translation: Translation): SearchTitle {
  return {
    type: row.type,
    id: row.id,
    uid: row.uid,
    title: inLanguage(translation, row.title, row.title_pt),
    image_id: row.image_id,
    image_placeholder: row.image_placeholder,
  };
}

function movieOf(hit: SearchHitRow, translation: Translation): SearchTitle | null {
  if (hit.movie_id === null || hit.movie_uid === null || hit.movie_title === null) return null;
  return titleOf(
    {
      type: 'movie',
      id: hit.movie_id,
      uid: hit.movie_uid,
      title: hit.movie_title,
      title_pt: hit.movie_title_pt,
      image_id: hit.movie_image_id,
      image_placeholder: hit.image_placeholder,
    },
    translation,
  );
}

function seriesOf(hit: SearchHitRow, translation: Translation): SearchTitle | null {
  if (hit.series_id === null || hit.series_uid === null || hit.series_title === null) return null;
  return titleOf(
    {
      type: 'series',
      id: hit.series_id,
      uid: hit.series_uid,
      title: hit.series_title,
      title_pt: hit.series_title_pt,
      image_id: hit.series_image_id,
      image_placeholder: hit.image_placeholder,
    },
    translation,
  );
}

function episodeOf(hit: SearchHitRow, translation: Translation): SearchSeries['episode'] {
  if (hit.episode_id === null || hit.episode_title === null) return null;
  return {
    id: hit.episode_id,
    title: inLanguage(translation, hit.episode_title, hit.episode_title_pt),
    season: hit.season_number ?? 1,
    number: hit.episode_number ?? 1,
  };
}

/** Hits come best first; each group keeps the first (best) hit of each title, channel or person. */
export function groupHits(
  hits: readonly SearchHitRow[],
  translation: Translation,
): Omit<SearchResults, 'query' | 'suggestions'> {
  const movies = new Map<number, SearchTitle>();
  const series = new Map<number, SearchSeries>();
  const channels = new Map<number, SearchChannel>();
  const people = new Map<string, SearchPerson>();

  for (const hit of hits) {
    if (hit.kind === 'movie') {
      const movie = movieOf(hit, translation);
      if (movie && !movies.has(movie.id) && movies.size < SEARCH_GROUP_MAX) movies.set(movie.id, movie);
    } else if (hit.kind === 'series' || hit.kind === 'episode') {
      const title = seriesOf(hit, translation);
      if (!title) continue;
      const episode = hit.kind === 'episode' ? episodeOf(hit, translation) : null;
      const known = series.get(title.id);
      if (known) {
        // Found by its title first: still name the best-matching episode, the subscriber may have meant it.
        if (!known.episode && episode) known.episode = episode;
      } else if (series.size < SEARCH_GROUP_MAX) {
        series.set(title.id, { ...title, type: 'series', episode });
      }
    } else if (hit.kind === 'channel') {
      if (hit.channel_id === null || hit.channel_uid === null || hit.channel_name === null) continue;
      if (channels.has(hit.channel_id) || channels.size >= SEARCH_GROUP_MAX) continue;
      channels.set(hit.channel_id, {
        id: hit.channel_id,
        uid: hit.channel_uid,
        name: hit.channel_name,
        logo_image_id: hit.channel_logo_image_id,
        logo_placeholder: hit.image_placeholder,
      });
    } else {
      addPerson(people, hit, translation);
    }
  }
  return {
    movies: [...movies.values()],
    series: [...series.values()],
    channels: [...channels.values()],
    people: [...people.values()],
  };
}

/** A person is one folded name: every title they are in, under the name as first written. */
function addPerson(people: Map<string, SearchPerson>, hit: SearchHitRow, translation: Translation): void {
  const title = hit.movie_id !== null ? movieOf(hit, translation) : seriesOf(hit, translation);
  if (!title || hit.role === null) return;
  let person = people.get(hit.folded);
  if (!person) {
    if (people.size >= SEARCH_GROUP_MAX) return;
    person = { name: hit.text, roles: [], titles: [] };
    people.set(hit.folded, person);
  }
  if (!person.roles.includes(hit.role)) person.roles.push(hit.role);
  const already = person.titles.some((known) => known.type === title.type && known.id === title.id);
  if (!already && person.titles.length < SEARCH_GROUP_MAX) person.titles.push(title);
}
