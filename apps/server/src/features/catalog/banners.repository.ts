import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** All SQL for reading the dashboard banner. */
export const bannersRepository = {
  /**
   * The banners shown now in `language`: for that language or every language, inside their dates, and only
   * when the movie or series they open is published.
   */
  list(db: Db, language: 'gb' | 'pt', now: Date) {
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
      .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', language)]))
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .where(
        sql<boolean>`case banners.vod_type
          when 'MOVIE' then exists (select 1 from movies m where m.id = banners.content_id
                                      and m.published_at is not null and m.deleted_at is null)
          when 'SERIES' then exists (select 1 from series s where s.id = banners.content_id
                                       and s.published_at is not null and s.deleted_at is null)
          else true end`,
      )
      .orderBy('position')
      .orderBy('id')
      .execute();
  },
};
