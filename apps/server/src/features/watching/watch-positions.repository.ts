import type { PositionKind } from '@glotv/contracts/watching';
import type { Db } from '../../db/database.ts';
import { visible } from '../catalog/catalog-texts.ts';

/** The most recent positions Continue watching looks at: far more than it shows. */
const RECENT_POSITIONS = 200;

export interface PositionRow {
  position_seconds: number;
  duration_seconds: number;
  updated_at: Date;
}

export interface RecentMoviePosition extends PositionRow {
  movie_id: number;
  uid: string;
  title: string;
  title_pt: string | null;
  image_id: string | null;
  image_placeholder: string | null;
}

export interface RecentEpisodePosition extends PositionRow {
  episode_id: number;
  series_id: number;
}

export interface SeriesEpisodeRow {
  id: number;
  series_id: number;
  season_number: number;
  number: number;
  title: string;
  title_pt: string | null;
  duration_minutes: number;
}

export interface SeriesRow {
  id: number;
  uid: string;
  title: string;
  title_pt: string | null;
  image_id: string | null;
  image_placeholder: string | null;
}

const column = { movie: 'movie_id', episode: 'episode_id' } as const;

/** All SQL for saved playback positions. */
export const watchPositionsRepository = {
  /** Whether a movie or an episode a subscriber may see (published, not deleted) exists. */
  async titleExists(db: Db, kind: PositionKind, id: number): Promise<boolean> {
    const row =
      kind === 'movie'
        ? await db
            .selectFrom('movies')
            .select('id')
            .where('id', '=', id)
            .where(visible('movies'))
            .executeTakeFirst()
        : await db
            .selectFrom('episodes')
            .innerJoin('seasons', 'seasons.id', 'episodes.season_id')
            .innerJoin('series', 'series.id', 'seasons.series_id')
            .select('episodes.id')
            .where('episodes.id', '=', id)
            .where(visible('episodes'))
            .where(visible('series'))
            .executeTakeFirst();
    return row !== undefined;
  },

  /** One row per subscriber and title: a later save replaces the earlier one. */
  async save(
    db: Db,
    subscriberId: string,
    kind: PositionKind,
    id: number,
    seconds: { position: number; duration: number },
    at: Date,
  ): Promise<PositionRow> {
    const key = column[kind];
    return db
      .insertInto('watch_positions')
      .values({
        subscriber_id: subscriberId,
        movie_id: kind === 'movie' ? id : null,
        episode_id: kind === 'episode' ? id : null,
        position_seconds: seconds.position,
        duration_seconds: seconds.duration,
        updated_at: at,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['subscriber_id', key])
          .where(key, 'is not', null)
          .doUpdateSet((eb) => ({
            position_seconds: eb.ref('excluded.position_seconds'),
            duration_seconds: eb.ref('excluded.duration_seconds'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
      )
      .returning(['position_seconds', 'duration_seconds', 'updated_at'])
      .executeTakeFirstOrThrow();
  },

  find(db: Db, subscriberId: string, kind: PositionKind, id: number): Promise<PositionRow | undefined> {
    return db
      .selectFrom('watch_positions')
      .select(['position_seconds', 'duration_seconds', 'updated_at'])
      .where('subscriber_id', '=', subscriberId)
      .where(column[kind], '=', id)
      .executeTakeFirst();
  },

  /** The subscriber's latest movie positions, newest first, of movies they may still see. */
  recentMovies(db: Db, subscriberId: string): Promise<RecentMoviePosition[]> {
    return db
      .selectFrom('watch_positions as wp')
      .innerJoin('movies', 'movies.id', 'wp.movie_id')
      .select([
        'wp.movie_id as movie_id',
        'wp.position_seconds',
        'wp.duration_seconds',
        'wp.updated_at',
        'movies.uid',
        'movies.title',
        'movies.title_pt',
        'movies.image_id',
      ])
      .select((eb) =>
        eb
          .selectFrom('images')
          .select('images.placeholder')
          .whereRef('images.id', '=', 'movies.image_id')
          .as('image_placeholder'),
      )
      .$narrowType<{ movie_id: number }>()
      .where('wp.subscriber_id', '=', subscriberId)
      .where(visible('movies'))
      .orderBy('wp.updated_at', 'desc')
      .limit(RECENT_POSITIONS)
      .execute();
  },

  /** The subscriber's latest episode positions, newest first, with each episode's series. */
  recentEpisodes(db: Db, subscriberId: string): Promise<RecentEpisodePosition[]> {
    return db
      .selectFrom('watch_positions as wp')
      .innerJoin('episodes', 'episodes.id', 'wp.episode_id')
      .innerJoin('seasons', 'seasons.id', 'episodes.season_id')
      .select([
        'wp.episode_id as episode_id',
        'seasons.series_id',
        'wp.position_seconds',
        'wp.duration_seconds',
        'wp.updated_at',
      ])
      .$narrowType<{ episode_id: number }>()
      .where('wp.subscriber_id', '=', subscriberId)
      .where(visible('episodes'))
      .orderBy('wp.updated_at', 'desc')
      .limit(RECENT_POSITIONS)
      .execute();
  },

  /** The series a subscriber may see among `ids`. */
  series(db: Db, ids: readonly number[]): Promise<SeriesRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('series')
      .select(['series.id', 'series.uid', 'series.title', 'series.title_pt', 'series.image_id'])
      .select((eb) =>
        eb
          .selectFrom('images')
          .select('images.placeholder')
          .whereRef('images.id', '=', 'series.image_id')
          .as('image_placeholder'),
      )
      .where('series.id', 'in', ids)
      .where(visible('series'))
      .execute();
  },

  /** Every published episode of the series in `ids`, in watching order (season, then episode). */
  episodesOf(db: Db, seriesIds: readonly number[]): Promise<SeriesEpisodeRow[]> {
    if (seriesIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('episodes')
      .innerJoin('seasons', 'seasons.id', 'episodes.season_id')
      .select([
        'episodes.id',
        'seasons.series_id',
        'seasons.number as season_number',
        'episodes.number',
        'episodes.title',
        'episodes.title_pt',
        'episodes.duration_minutes',
      ])
      .where('seasons.series_id', 'in', seriesIds)
      .where(visible('episodes'))
      .orderBy('seasons.series_id')
      .orderBy('seasons.number')
      .orderBy('episodes.number')
      .execute();
  },
};
