import type { Db } from '../../db/database.ts';

/** All SQL about the channels themselves, for the live stream and the EPG; a disabled channel is not there. */
export const liveChannelsRepository = {
  findByUid(db: Db, uid: string) {
    return db
      .selectFrom('channels')
      .select([
        'id',
        'uid',
        'name',
        'free_to_air',
        'source_kind',
        'source_url',
        'airs_since',
        'allows_catch_up',
      ])
      .where('uid', '=', uid)
      .where('enabled', '=', true)
      .executeTakeFirst();
  },

  async packageIds(db: Db, channelId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('channel_packages')
      .select('package_id')
      .where('channel_id', '=', channelId)
      .execute();
    return rows.map((row) => row.package_id);
  },

  /** A page of channels by position; with `keys`, only those named by id or uid. */
  async page(db: Db, keys: readonly string[] | undefined, page: number, limit: number) {
    let query = db.selectFrom('channels').where('enabled', '=', true);
    if (keys && keys.length > 0) {
      const ids = keys.filter((key) => /^\d{1,9}$/.test(key)).map(Number);
      query = query.where((eb) =>
        eb.or([eb('uid', 'in', [...keys]), ...(ids.length > 0 ? [eb('id', 'in', ids)] : [])]),
      );
    }
    const [{ total } = { total: 0 }] = await query
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .execute();
    const rows = await query
      .select(['id', 'uid', 'name', 'source_kind', 'allows_catch_up'])
      .orderBy('position')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { rows, total: Number(total) };
  },

  async preferredQuality(db: Db, subscriberId: string) {
    const row = await db
      .selectFrom('subscribers')
      .select('preferred_quality')
      .where('id', '=', subscriberId)
      .executeTakeFirst();
    return row?.preferred_quality ?? 'auto';
  },
};
