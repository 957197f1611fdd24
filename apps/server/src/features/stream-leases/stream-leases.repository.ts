import type { Translation } from '@glotv/contracts/catalog';
import type { DeviceDescription } from '@glotv/contracts/devices';
import type { LeaseTarget } from '@glotv/contracts/stream-leases';
import type { Db } from '../../db/database.ts';

/**
 * What a refusal names: the devices that play and the titles they play. Read here, apart from the accounts and
 * catalog features, because only the refusal and the list of what plays need them, and only then (never on the
 * hot address call).
 */
export const streamLeasesRepository = {
  async devices(db: Db, subscriberId: string, ids: string[]): Promise<Map<string, DeviceDescription>> {
    const numeric = ids.filter((id) => /^[0-9]{1,19}$/.test(id));
    if (numeric.length === 0) return new Map();
    const rows = await db
      .selectFrom('devices')
      .select(['id', 'class', 'platform', 'os', 'browser_name'])
      .where('subscriber_id', '=', subscriberId)
      .where('id', 'in', numeric)
      .execute();
    return new Map(
      rows.map((row) => [
        String(row.id),
        { device_class: row.class, platform: row.platform, os: row.os, browser: row.browser_name },
      ]),
    );
  },

  /**
   * The name of what a lease plays, or null when it is gone or the id names nothing: in Portuguese when asked
   * and written (channels have one name).
   */
  async titleOf(db: Db, target: LeaseTarget, translation: Translation = 'gb'): Promise<string | null> {
    const named = (row: { title: string; title_pt: string | null }) =>
      translation === 'pt' && row.title_pt ? row.title_pt : row.title;
    const numeric = /^[0-9]{1,10}$/.test(target.id) && Number(target.id) <= 2_147_483_647;
    if (target.kind === 'movie') {
      const row = await db
        .selectFrom('movies')
        .select(['title', 'title_pt'])
        .where((eb) =>
          numeric
            ? eb.or([eb('id', '=', Number(target.id)), eb('uid', '=', target.id)])
            : eb('uid', '=', target.id),
        )
        .executeTakeFirst();
      return row ? named(row) : null;
    }
    if (target.kind === 'episode') {
      if (!numeric) return null;
      const row = await db
        .selectFrom('episodes')
        .innerJoin('seasons', 'seasons.id', 'episodes.season_id')
        .innerJoin('series', 'series.id', 'seasons.series_id')
        .select([
          'series.title as series',
          'series.title_pt as series_pt',
          'episodes.title',
          'episodes.title_pt',
        ])
        .where('episodes.id', '=', Number(target.id))
        .executeTakeFirst();
      return row ? `${named({ title: row.series, title_pt: row.series_pt })}: ${named(row)}` : null;
    }
    const row = await db
      .selectFrom('channels')
      .select('name')
      .where('uid', '=', target.id)
      .executeTakeFirst();
    return row?.name ?? null;
  },
};
