import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, PackagesTable } from '../../db/schema.ts';

export type PackageRow = Selectable<PackagesTable>;
type Executor = Kysely<Database>;

/**
 * What kind of content a package gives: 'vod' is the on-demand catalog (movies and series alike), 'channels'
 * the paid TV channels (free-to-air ones need no package).
 */
export type ContentKind = 'vod' | 'channels';

/** All SQL for the packages themselves and the content links their content claim makes. */
export const packagesRepository = {
  list(db: Executor) {
    return db
      .selectFrom('packages')
      .selectAll()
      .orderBy('audience', 'desc')
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  byId(db: Executor, id: number) {
    return db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The row, locked until the transaction ends, so two edits of one package take turns. */
  lock(db: Executor, id: number) {
    return db.selectFrom('packages').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  uids(db: Executor) {
    return db.selectFrom('packages').select('uid').execute();
  },

  insert(db: Executor, row: Insertable<PackagesTable>) {
    return db.insertInto('packages').values(row).returningAll().executeTakeFirstOrThrow();
  },

  update(db: Executor, id: number, change: Updateable<PackagesTable>) {
    return db
      .updateTable('packages')
      .set(change)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** The packages whose content claim covers this kind of content, read from the rows. */
  async idsGiving(db: Executor, kind: ContentKind): Promise<number[]> {
    const rows = await db
      .selectFrom('packages')
      .select('id')
      .where(kind === 'vod' ? 'includes_movies' : 'includes_channels', '=', true)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  },

  /** Links the package to every title (vod) or every paid channel (channels) it is not linked to yet. */
  async link(db: Executor, packageId: number, kind: ContentKind): Promise<void> {
    if (kind === 'vod') {
      await db
        .insertInto('movie_packages')
        .columns(['movie_id', 'package_id'])
        .expression((eb) => eb.selectFrom('movies').select(['id', eb.val(packageId).as('package_id')]))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await db
        .insertInto('series_packages')
        .columns(['series_id', 'package_id'])
        .expression((eb) => eb.selectFrom('series').select(['id', eb.val(packageId).as('package_id')]))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return;
    }
    await db
      .insertInto('channel_packages')
      .columns(['channel_id', 'package_id'])
      .expression((eb) =>
        eb
          .selectFrom('channels')
          .select(['id', eb.val(packageId).as('package_id')])
          .where('free_to_air', '=', false),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  },

  async unlink(db: Executor, packageId: number, kind: ContentKind): Promise<void> {
    if (kind === 'vod') {
      await db.deleteFrom('movie_packages').where('package_id', '=', packageId).execute();
      await db.deleteFrom('series_packages').where('package_id', '=', packageId).execute();
      return;
    }
    await db.deleteFrom('channel_packages').where('package_id', '=', packageId).execute();
  },
};
