import type { Db } from '../../db/database.ts';

/** All SQL for live channels and their categories. */
export const channelsRepository = {
  /** Channels by position; with `packageIds`, those packages' channels and every free-to-air channel. */
  list(db: Db, packageIds?: readonly number[]) {
    let query = db
      .selectFrom('channels')
      .select([
        'id',
        'uid',
        'category_id',
        'position',
        'name',
        'short_name',
        'description',
        'free_to_air',
        'logo_card_image_id',
        'logo_normal_image_id',
      ])
      .select((eb) => [
        eb
          .selectFrom('images')
          .select('images.placeholder')
          .whereRef('images.id', '=', 'channels.logo_card_image_id')
          .as('logo_card_placeholder'),
        eb
          .selectFrom('images')
          .select('images.placeholder')
          .whereRef('images.id', '=', 'channels.logo_normal_image_id')
          .as('logo_normal_placeholder'),
      ])
      .orderBy('position')
      .orderBy('id');
    if (packageIds) {
      query = query.where((eb) =>
        eb.or([
          eb('free_to_air', '=', true),
          eb.exists(
            eb
              .selectFrom('channel_packages')
              .select('channel_packages.channel_id')
              .whereRef('channel_packages.channel_id', '=', 'channels.id')
              .where('channel_packages.package_id', 'in', [...packageIds]),
          ),
        ]),
      );
    }
    return query.execute();
  },

  async packageRows(db: Db, channelIds: readonly number[]) {
    if (channelIds.length === 0) return [];
    return db
      .selectFrom('channel_packages')
      .select(['channel_id as owner', 'package_id'])
      .where('channel_id', 'in', [...channelIds])
      .orderBy('package_id')
      .execute();
  },

  categories(db: Db) {
    return db
      .selectFrom('channel_categories')
      .select(['id', 'uid', 'name', 'position'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  },
};

export type ChannelRow = Awaited<ReturnType<typeof channelsRepository.list>>[number];
