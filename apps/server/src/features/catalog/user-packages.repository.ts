import type { Db } from '../../db/database.ts';

/** All SQL for the packages a user may buy. */
export const userPackagesRepository = {
  async subscriberKind(db: Db, subscriberId: string) {
    const row = await db
      .selectFrom('subscribers')
      .select('kind')
      .where('id', '=', subscriberId)
      .executeTakeFirst();
    return row?.kind;
  },

  forSale(db: Db, audience: 'glo' | 'card') {
    return db
      .selectFrom('packages')
      .select([
        'id',
        'uid',
        'title',
        'title_pt',
        'description',
        'description_pt',
        'audience',
        'price_kobo',
        'validity_days',
        'data_allowance_mb',
        'includes_movies',
        'includes_channels',
      ])
      .where('audience', '=', audience)
      .where('active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute();
  },
};
