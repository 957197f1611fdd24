import type { Db } from '../../db/database.ts';

/** All SQL for the dashboard banner. */
export const bannersRepository = {
  list(db: Db) {
    return db
      .selectFrom('banners')
      .select(['id', 'type', 'vod_type', 'link', 'title', 'content_id', 'banner_image_id'])
      .select((eb) =>
        eb
          .selectFrom('images')
          .select('images.placeholder')
          .whereRef('images.id', '=', 'banners.banner_image_id')
          .as('banner_image_placeholder'),
      )
      .orderBy('position')
      .orderBy('id')
      .execute();
  },
};
