import type { Db } from '../../../db/database.ts';

const title = (uid: string) => ({
  uid,
  title: uid,
  description: '',
  cast_list: '',
  director: '',
  country: 'Nigeria',
});

/** A catalog just big enough for the demo media's round robin: 4 movies, 2 episodes, 2 channels. */
export async function insertTinyCatalog(db: Db): Promise<void> {
  const added_at = new Date();
  await db
    .insertInto('movies')
    .values(
      [1, 2, 3, 4].map((id) => ({
        id,
        ...title(`movie-${id}`),
        release_year: null,
        duration_minutes: 90,
        rating: null,
        image_id: null,
        backdrop_image_id: null,
        added_at,
      })),
    )
    .execute();
  await db
    .insertInto('series')
    .values({ id: 1, ...title('series-1'), rating: null, image_id: null, added_at })
    .execute();
  await db.insertInto('seasons').values({ id: 11, series_id: 1, number: 1, title: 'Season 1' }).execute();
  await db
    .insertInto('episodes')
    .values(
      [1, 2].map((number) => ({
        id: 1100 + number,
        uid: `series-1-s1e${number}`,
        season_id: 11,
        number,
        title: `Episode ${number}`,
        duration_minutes: 30,
        image_id: null,
      })),
    )
    .execute();
  await db
    .insertInto('channel_categories')
    .values({ id: 1, uid: 'news', name: 'News', position: 1 })
    .execute();
  await db
    .insertInto('channels')
    .values(
      [1, 2].map((id) => ({
        id,
        uid: `channel-${id}`,
        category_id: 1,
        position: id,
        name: `Channel ${id}`,
        short_name: `CH${id}`,
        logo_card_image_id: null,
        logo_normal_image_id: null,
        source_kind: 'schedule' as const,
        source_url: null,
      })),
    )
    .execute();
}
