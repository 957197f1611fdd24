import type { MyListKind } from '@glotv/contracts/watching';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { visible } from '../catalog/catalog-texts.ts';

export interface MyListRow {
  type: MyListKind;
  id: number;
  uid: string;
  title: string;
  title_pt: string | null;
  image_id: string | null;
  image_placeholder: string | null;
  added_at: Date;
}

const column = { movie: 'movie_id', series: 'series_id' } as const;
const table = { movie: 'movies', series: 'series' } as const;

/** All SQL for My List. */
export const myListRepository = {
  /** Whether a movie or series a subscriber may see (published, not deleted) exists. */
  async titleExists(db: Db, type: MyListKind, id: number): Promise<boolean> {
    const row = await db
      .selectFrom(table[type])
      .select('id')
      .where('id', '=', id)
      .where(visible(table[type]))
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Adds the title; one already there keeps its place. */
  async add(db: Db, subscriberId: string, type: MyListKind, id: number, at: Date): Promise<void> {
    const key = column[type];
    await db
      .insertInto('my_list')
      .values({
        subscriber_id: subscriberId,
        movie_id: type === 'movie' ? id : null,
        series_id: type === 'series' ? id : null,
        added_at: at,
      })
      .onConflict((conflict) =>
        conflict.columns(['subscriber_id', key]).where(key, 'is not', null).doNothing(),
      )
      .execute();
  },

  async remove(db: Db, subscriberId: string, type: MyListKind, id: number): Promise<void> {
    await db
      .deleteFrom('my_list')
      .where('subscriber_id', '=', subscriberId)
      .where(column[type], '=', id)
      .execute();
  },

  /** The subscriber's list, newest first, of titles they may still see. */
  async list(db: Db, subscriberId: string, limit: number): Promise<MyListRow[]> {
    const { rows } = await sql<MyListRow>`
      select 'movie' as type, m.id, m.uid, m.title, m.title_pt, m.image_id,
             (select placeholder from images where images.id = m.image_id) as image_placeholder, l.added_at
        from my_list l join movies m on m.id = l.movie_id
       where l.subscriber_id = ${subscriberId} and ${visible('m')}
      union all
      select 'series', s.id, s.uid, s.title, s.title_pt, s.image_id,
             (select placeholder from images where images.id = s.image_id), l.added_at
        from my_list l join series s on s.id = l.series_id
       where l.subscriber_id = ${subscriberId} and ${visible('s')}
       order by added_at desc, type, id
       limit ${limit}`.execute(db);
    return rows;
  },
};
