import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ChannelCategoriesTable, ChannelsTable } from '../../db/schema.ts';

/** All SQL for live channels and their categories. */
export const channelsRepository = {
  /**
   * Enabled channels by position; with `packageIds`, those packages' channels and every free-to-air channel.
   */
  list(db: Db, packageIds?: readonly number[]) {
    // Joined, not a sub-select per logo: with 150 channels that was 300 scans of the images table per list.
    let query = db
      .selectFrom('channels')
      .leftJoin('images as card_logo', 'card_logo.id', 'channels.logo_card_image_id')
      .leftJoin('images as normal_logo', 'normal_logo.id', 'channels.logo_normal_image_id')
      .where('channels.enabled', '=', true)
      .select([
        'channels.id',
        'channels.uid',
        'channels.category_id',
        'channels.position',
        'channels.name',
        'channels.short_name',
        'channels.description',
        'channels.free_to_air',
        'channels.logo_card_image_id',
        'channels.logo_normal_image_id',
        'card_logo.placeholder as logo_card_placeholder',
        'normal_logo.placeholder as logo_normal_placeholder',
      ])
      .orderBy('channels.position')
      .orderBy('channels.id');
    if (packageIds) {
      query = query.where((eb) =>
        eb.or([
          eb('channels.free_to_air', '=', true),
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
      .select(['id', 'uid', 'name', 'name_pt', 'position'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  // Editing, for the console; every call below runs inside the editor's transaction.

  /** Every channel, disabled ones too, with what the editor edits. */
  editable(db: Db, channelId?: number) {
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
        'source_kind',
        'source_url',
        'xmltv_id',
        'enabled',
        'allows_catch_up',
      ])
      .orderBy('position')
      .orderBy('id');
    if (channelId !== undefined) query = query.where('id', '=', channelId);
    return query.execute();
  },

  async insertCategory(db: Db, row: Insertable<ChannelCategoriesTable>): Promise<number> {
    const { id } = await db
      .insertInto('channel_categories')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  async updateCategory(db: Db, id: number, row: Updateable<ChannelCategoriesTable>): Promise<boolean> {
    const result = await db
      .updateTable('channel_categories')
      .set(row)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  async insertChannel(db: Db, row: Insertable<ChannelsTable>): Promise<number> {
    const { id } = await db.insertInto('channels').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  async updateChannel(db: Db, id: number, row: Updateable<ChannelsTable>): Promise<boolean> {
    const result = await db.updateTable('channels').set(row).where('id', '=', id).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  async setPackages(db: Db, channelId: number, packageIds: readonly number[]): Promise<void> {
    await db.deleteFrom('channel_packages').where('channel_id', '=', channelId).execute();
    if (packageIds.length === 0) return;
    await db
      .insertInto('channel_packages')
      .values([...new Set(packageIds)].map((packageId) => ({ channel_id: channelId, package_id: packageId })))
      .execute();
  },

  /** Which of `ids` name no row of `table`. */
  async missing(db: Db, table: 'packages' | 'channel_categories', ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    const found = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !found.has(id));
  },

  async missingImages(db: Db, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('images')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    const found = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !found.has(id));
  },

  /** Another channel already using `uid` or `xmltvId`, if any. */
  clashing(db: Db, uid: string, xmltvId: string, exceptId?: number) {
    let query = db
      .selectFrom('channels')
      .select(['id', 'uid', 'xmltv_id'])
      .where((eb) => eb.or([eb('uid', '=', uid), eb('xmltv_id', '=', xmltvId)]));
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return query.executeTakeFirst();
  },
};

export type EditableChannelRow = Awaited<ReturnType<typeof channelsRepository.editable>>[number];

export type ChannelRow = Awaited<ReturnType<typeof channelsRepository.list>>[number];
