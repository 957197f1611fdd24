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

  withoutPlaceholder(db: Db) {
    return db
      .selectFrom('images')
      .select(['id', 'path'])
      .where('placeholder', 'is', null)
      .orderBy('id')
      .execute();
  },

  async setPlaceholder(db: Db, id: string, placeholder: string): Promise<void> {
    await db.updateTable('images').set({ placeholder }).where('id', '=', id).execute();
  },
};
