import type { Translation } from '@glotv/contracts/catalog';
import {
  type ContinueWatchingItem,
  type MyListItem,
  type MyListKind,
  type PositionKind,
  type PositionUpdate,
  type SavedPosition,
  WATCHING_LIST_MAX,
} from '@glotv/contracts/watching';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { inLanguage } from '../catalog/catalog-texts.ts';
import { isFinished, isResumable, seriesResume } from './continue-watching.ts';
import { myListRepository } from './my-list.repository.ts';
import {
  type PositionRow,
  type SeriesEpisodeRow,
  watchPositionsRepository,
} from './watch-positions.repository.ts';

/**
 * Continue watching, Resume and My List: a subscriber's saved positions and kept titles, the same on every
 * device they sign in on.
 */
export class WatchingService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async savePosition(subscriberId: string, update: PositionUpdate): Promise<SavedPosition> {
    if (!(await watchPositionsRepository.titleExists(this.db, update.kind, update.id))) {
      throw titleNotFound(update.kind, update.id);
    }
    const row = await watchPositionsRepository.save(
      this.db,
      subscriberId,
      update.kind,
      update.id,
      update,
      this.clock(),
    );
    return savedPosition(row);
  }

  async positionOf(subscriberId: string, kind: PositionKind, id: number): Promise<SavedPosition | null> {
    const row = await watchPositionsRepository.find(this.db, subscriberId, kind, id);
    return row ? savedPosition(row) : null;
  }

  /**
   * Newest first: each movie begun and not finished, and each series once, at the episode it resumes at (the
   * latest watched, or the next once that is finished); a series with nothing left leaves the list.
   */
  async continueWatching(subscriberId: string, translation: Translation): Promise<ContinueWatchingItem[]> {
    const [movies, episodePositions] = await Promise.all([
      watchPositionsRepository.recentMovies(this.db, subscriberId),
      watchPositionsRepository.recentEpisodes(this.db, subscriberId),
    ]);
    const items: ContinueWatchingItem[] = movies
      .filter((row) => isResumable(row.position_seconds, row.duration_seconds))
      .map((row) => ({
        type: 'movie',
        id: row.movie_id,
        uid: row.uid,
        title: inLanguage(translation, row.title, row.title_pt),
        image_id: row.image_id,
        image_placeholder: row.image_placeholder,
        position: row.position_seconds,
        duration: row.duration_seconds,
        updated_at: row.updated_at.toISOString(),
        episode: null,
      }));

    // The first position of a series in this newest-first list is its latest.
    const latestBySeries = new Map<number, (typeof episodePositions)[number]>();
    for (const row of episodePositions)
      if (!latestBySeries.has(row.series_id)) latestBySeries.set(row.series_id, row);
    const seriesIds = [...latestBySeries.keys()];
    const [seriesRows, episodes] = await Promise.all([
      watchPositionsRepository.series(this.db, seriesIds),
      watchPositionsRepository.episodesOf(this.db, seriesIds),
    ]);
    const episodesBySeries = new Map<number, SeriesEpisodeRow[]>();
    for (const episode of episodes) {
      const list = episodesBySeries.get(episode.series_id) ?? [];
      list.push(episode);
      episodesBySeries.set(episode.series_id, list);
    }
    for (const series of seriesRows) {
      const latest = latestBySeries.get(series.id);
      if (!latest) continue;
      const resume = seriesResume(episodesBySeries.get(series.id) ?? [], {
        episodeId: latest.episode_id,
        position: latest.position_seconds,
        duration: latest.duration_seconds,
      });
      if (!resume) continue;
      const { episode } = resume;
      items.push({
        type: 'series',
        id: series.id,
        uid: series.uid,
        title: inLanguage(translation, series.title, series.title_pt),
        image_id: series.image_id,
        image_placeholder: series.image_placeholder,
        position: resume.position,
        duration: resume.duration ?? episode.duration_minutes * 60,
        updated_at: latest.updated_at.toISOString(),
        episode: {
          id: episode.id,
          number: episode.number,
          season_number: episode.season_number,
          title: inLanguage(translation, episode.title, episode.title_pt),
        },
      });
    }
    return items
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.type.localeCompare(b.type) || a.id - b.id)
      .slice(0, WATCHING_LIST_MAX);
  }

  async myList(subscriberId: string, translation: Translation): Promise<MyListItem[]> {
    const rows = await myListRepository.list(this.db, subscriberId, WATCHING_LIST_MAX);
    return rows.map((row) => ({
      type: row.type,
      id: row.id,
      uid: row.uid,
      title: inLanguage(translation, row.title, row.title_pt),
      image_id: row.image_id,
      image_placeholder: row.image_placeholder,
      added_at: new Date(row.added_at).toISOString(),
    }));
  }

  /** Idempotent: a title already in the list stays where it is. */
  async addToMyList(subscriberId: string, type: MyListKind, id: number): Promise<void> {
    if (!(await myListRepository.titleExists(this.db, type, id))) throw titleNotFound(type, id);
    await myListRepository.add(this.db, subscriberId, type, id, this.clock());
  }

  /** Idempotent: removing a title not in the list changes nothing. */
  async removeFromMyList(subscriberId: string, type: MyListKind, id: number): Promise<void> {
    await myListRepository.remove(this.db, subscriberId, type, id);
  }
}

function savedPosition(row: PositionRow): SavedPosition {
  return {
    position: row.position_seconds,
    duration: row.duration_seconds,
    finished: isFinished(row.position_seconds, row.duration_seconds),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function titleNotFound(kind: string, id: number): AppError {
  return new AppError('not_found', `No ${kind} ${id} to watch.`);
}
