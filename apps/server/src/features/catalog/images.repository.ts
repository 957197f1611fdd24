import type { Db } from '../../db/database.ts';

/** All SQL for stored images. */
export const imagesRepository = {
  find(db: Db, id: string) {
    return db
      .selectFrom('images')
      .select(['id', 'path', 'width', 'mime'])
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
