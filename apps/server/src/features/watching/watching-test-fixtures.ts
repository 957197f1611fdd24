import type { Db } from '../../db/database.ts';

const texts = (uid: string, title: string) => ({
  uid,
  title,
  description: '',
  cast_list: '',
  director: '',
  country: 'Nigeria',
});

/** Ids of the small catalog `insertWatchingCatalog` makes. */
export const titles = {
  movie: 1,
  otherMovie: 2,
  draftMovie: 3,
  series: 1,
  otherSeries: 2,
  /** Season 1: episodes 1 and 2; season 2: episode 1. */
  s1e1: 101,
  s1e2: 102,
  s2e1: 201,
} as const;

/** Two movies and a draft, two series, the first with two seasons (2 and 1 episodes of 30 minutes). */
export async function insertWatchingCatalog(db: Db): Promise<void> {
  const added_at = new Date();
  const movie = (id: number, title: string, published = true) => ({
    id,
    ...texts(`watching-movie-${id}`, title),
    release_year: null,
    duration_minutes: 90,
    rating: null,
    image_id: null,
    backdrop_image_id: null,
    added_at,
    published_at: published ? added_at : null,
  });
  await db
    .insertInto('movies')
    .values([movie(1, 'Long Road'), movie(2, 'Second Film'), movie(3, 'Unfinished Draft', false)])
    .execute();
  await db.updateTable('movies').set({ title_pt: 'Estrada Longa' }).where('id', '=', 1).execute();
  await db
    .insertInto('series')
    .values([
      { id: 1, ...texts('watching-series-1', 'River Family'), rating: null, image_id: null, added_at },
      { id: 2, ...texts('watching-series-2', 'City Lights'), rating: null, image_id: null, added_at },
    ])
    .execute();
  await db
    .insertInto('seasons')
    .values([
      { id: 11, series_id: 1, number: 1, title: 'Season 1' },
      { id: 12, series_id: 1, number: 2, title: 'Season 2' },
    ])
    .execute();
  const episode = (id: number, season: number, number: number) => ({
    id,
    uid: `watching-episode-${id}`,
    season_id: season,
    number,
    title: `Episode ${number}`,
    duration_minutes: 30,
    image_id: null,
  });
  await db
    .insertInto('episodes')
    .values([episode(101, 11, 1), episode(102, 11, 2), episode(201, 12, 1)])
    .execute();
}
