import type { Db } from '../../db/database.ts';
import { catalogWrites } from '../catalog/catalog-writes.ts';
import {
  CATALOG_REFERENCE_DATE,
  COMPUTED_CATEGORY_SIZE,
  demoBanners,
  demoMovies,
  demoVodCategories,
} from './demo-catalog.data.ts';
import * as ids from './demo-catalog.ids.ts';
import { bannerImageId } from './demo-catalog.ids.ts';
import type { DemoMovie, DemoSeries, DemoTextsPt } from './demo-catalog.types.ts';
import { demoMoviesPt } from './demo-movies.pt.ts';
import { demoSeries } from './demo-series.data.ts';
import { demoEpisodesPt, demoSeriesPt } from './demo-series.pt.ts';

const DAY = 86_400_000;
const addedAt = (daysAgo: number) => new Date(CATALOG_REFERENCE_DATE.getTime() - daysAgo * DAY);
/** The demo's video is made after the seed, in the background: its titles are published without waiting. */
const published = (at: Date) => ({ requireReadyVideo: false, at });

export interface DemoVodCounts {
  movies: number;
  series: number;
}

function portuguese(texts: Record<number, DemoTextsPt>, kind: string, id: number): DemoTextsPt {
  const found = texts[id];
  if (!found) throw new Error(`Demo ${kind} ${id} has no Portuguese texts`);
  return found;
}

function episodePortuguese(seriesId: number, season: number, episode: number): readonly [string, string] {
  const found = demoEpisodesPt[seriesId]?.[season - 1]?.[episode - 1];
  if (!found)
    throw new Error(`Demo series ${seriesId} episode S${season}E${episode} has no Portuguese texts`);
  return found;
}

/**
 * The demo's VOD catalog, written through the same catalog writes the console uses, on the seed's
 * transaction: categories, movies and series in `packageIds` (the packages whose claim gives VOD), seasons,
 * episodes and banners, each title in English and Portuguese. Nothing here is read again: afterwards the
 * database is the catalog.
 */
export async function seedDemoVod(
  db: Db,
  channelIds: ReadonlyMap<string, number>,
  packageIds: readonly number[],
): Promise<DemoVodCounts> {
  const categoryIds = new Map<string, number>();
  for (const category of demoVodCategories) {
    const id = await catalogWrites.createCategory(db, {
      uid: category.uid,
      name: { gb: category.name, pt: category.namePt ?? category.name },
      rule: category.rule ?? 'manual',
      size_limit: category.rule ? COMPUTED_CATEGORY_SIZE : null,
      mobile_only: category.mobileOnly ?? false,
      dashboard_position: category.dashboard ?? null,
    });
    categoryIds.set(category.uid, id);
  }

  /** What the movie and series editors share: texts in both languages, credits, packages and genres. */
  const titleFields = (title: DemoMovie | DemoSeries, pt: DemoTextsPt) => ({
    title: { gb: title.title, pt: pt.title },
    description: { gb: title.description, pt: pt.description },
    cast: title.cast,
    director: title.director,
    country: title.facts.country,
    rating: title.facts.rating,
    package_ids: [...packageIds],
    category_ids: title.genres.map((genre) => categoryIds.get(genre) ?? 0),
  });

  const movieIds = new Map<string, number>();
  for (const movie of [...demoMovies].sort((a, b) => a.id - b.id)) {
    const at = addedAt(movie.facts.addedDaysAgo);
    const id = await catalogWrites.createMovie(
      db,
      {
        uid: ids.movieUid(movie),
        ...titleFields(movie, portuguese(demoMoviesPt, 'movie', movie.id)),
        release_year: movie.facts.year,
        duration: movie.facts.minutes,
        image_id: ids.moviePosterId(movie),
      },
      { addedAt: at },
    );
    await catalogWrites.publish(db, 'movie', id, published(at));
    movieIds.set(ids.movieUid(movie), id);
  }

  const seriesIds = new Map<string, number>();
  for (const series of [...demoSeries].sort((a, b) => a.id - b.id)) {
    const at = addedAt(series.facts.addedDaysAgo);
    const id = await catalogWrites.createSeries(
      db,
      {
        uid: ids.seriesUid(series),
        ...titleFields(series, portuguese(demoSeriesPt, 'series', series.id)),
        image_id: ids.seriesPosterId(series),
      },
      { addedAt: at },
    );
    for (const [s, episodes] of series.seasons.entries()) {
      const number = s + 1;
      const seasonId = await catalogWrites.createSeason(db, id, {
        number,
        title: { gb: `Season ${number}`, pt: `Temporada ${number}` },
      });
      for (const [e, [title, minutes, description]] of episodes.entries()) {
        const [titlePt, descriptionPt] = episodePortuguese(series.id, number, e + 1);
        const episodeId = await catalogWrites.createEpisode(db, seasonId, {
          uid: ids.episodeUid(series, number, e + 1),
          number: e + 1,
          title: { gb: title, pt: titlePt },
          description: { gb: description, pt: descriptionPt },
          duration: minutes,
          image_id: ids.episodeStillId(series, number, e + 1),
        });
        await catalogWrites.publish(db, 'episode', episodeId, published(at));
      }
    }
    await catalogWrites.publish(db, 'series', id, published(at));
    seriesIds.set(ids.seriesUid(series), id);
  }

  const targets = { movie: movieIds, series: seriesIds, channel: channelIds };
  for (const [index, banner] of demoBanners.entries()) {
    const id = targets[banner.target.kind].get(banner.target.uid);
    if (id === undefined) throw new Error(`Demo banner points at a missing ${banner.target.kind}`);
    await catalogWrites.createBanner(db, {
      target: { type: banner.target.kind, id },
      title: banner.title,
      image_id: bannerImageId(banner.target.kind, banner.target.uid),
      position: index + 1,
    });
  }
  return { movies: movieIds.size, series: seriesIds.size };
}
