import type { Db } from '../../db/database.ts';

/** All SQL for the dashboard banner. */
export const bannersRepository = {
  list(db: Db) {
    return db
      .selectFrom('banners')
      .select(['id', 'type', 'vod_type', 'link', 'title', 'content_id', 'banner_image_id'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  },
};
