import type { Db } from '../../db/database.ts';
import { visible } from '../catalog/catalog-texts.ts';

/** A title with the packages that include it. */
export interface PlayableTitle {
  id: number;
  packageIds: number[];
}

/** All SQL the stream endpoints need: which title a path names, and its packages. Drafts and deleted titles do not play. */
export const streamsRepository = {
  /** A movie by uid or, when `key` is all digits, by id. */
  async movie(db: Db, key: string): Promise<PlayableTitle | undefined> {
    const byId = /^[0-9]{1,10}$/.test(key) && Number(key) <= 2_147_483_647;
    const row = await db
      .selectFrom('movies')
      .select('id')
      .where(visible('movies'))
      .where((eb) => (byId ? eb.or([eb('id', '=', Number(key)), eb('uid', '=', key)]) : eb('uid', '=', key)))
      .orderBy((eb) => eb.case().when('uid', '=', key).then(0).else(1).end())
      .executeTakeFirst();
    if (!row) return undefined;
    const packages = await db
      .selectFrom('movie_packages')
      .select('package_id')
      .where('movie_id', '=', row.id)
      .execute();
    return { id: row.id, packageIds: packages.map((ref) => ref.package_id) };
  },

  async movieExists(db: Db, id: number): Promise<boolean> {
    return Boolean(
      await db
        .selectFrom('movies')
        .select('id')
        .where('id', '=', id)
        .where(visible('movies'))
        .executeTakeFirst(),
    );
  },

  /** An episode with the packages of its series (an episode is sold with its series). */
  async episode(db: Db, id: number): Promise<PlayableTitle | undefined> {
    const row = await db
      .selectFrom('episodes')
      .innerJoin('seasons', 'seasons.id', 'episodes.season_id')
      .innerJoin('series', 'series.id', 'seasons.series_id')
      .select(['episodes.id', 'seasons.series_id'])
      .where('episodes.id', '=', id)
      .where(visible('episodes'))
      .where(visible('series'))
      .executeTakeFirst();
    if (!row) return undefined;
    const packages = await db
      .selectFrom('series_packages')
      .select('package_id')
      .where('series_id', '=', row.series_id)
      .execute();
    return { id: row.id, packageIds: packages.map((ref) => ref.package_id) };
  },
};
