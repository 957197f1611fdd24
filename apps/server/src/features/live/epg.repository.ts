import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const programmeColumns = [
  'id',
  'channel_id',
  'title',
  'description',
  'starts_at',
  'ends_at',
  'media_asset_id',
  'title_pt',
  'description_pt',
] as const;

/** All SQL about the schedule: what airs when, and the assets it plays. */
export const epgRepository = {
  /** Programmes of the channels that overlap `[from, to)`, by channel and start. */
  overlapping(db: Db, channelIds: readonly number[], from: Date, to: Date) {
    if (channelIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('epg_programmes')
      .select(programmeColumns)
      .where('channel_id', 'in', [...channelIds])
      .where('starts_at', '<', to)
      .where('ends_at', '>', from)
      .orderBy('channel_id')
      .orderBy('starts_at')
      .execute();
  },

  /** Every programme of a channel that starts before `before`: the history a window's numbering sums. */
  startingBefore(db: Db, channelId: number, before: Date) {
    return db
      .selectFrom('epg_programmes')
      .select(['starts_at', 'ends_at', 'media_asset_id'])
      .where('channel_id', '=', channelId)
      .where('starts_at', '<', before)
      .orderBy('starts_at')
      .execute();
  },

  async readyFolders(db: Db, assetIds: readonly string[]): Promise<Map<string, string>> {
    if (assetIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('media_assets')
      .select(['id', 'folder'])
      .where('id', 'in', [...assetIds])
      .where('status', '=', 'ready')
      .execute();
    return new Map(rows.map((row) => [row.id, row.folder]));
  },

  /** One programme of a channel, by its guide id. */
  programme(db: Db, channelId: number, programmeId: string) {
    return db
      .selectFrom('epg_programmes')
      .select(['id', 'starts_at', 'ends_at'])
      .where('channel_id', '=', channelId)
      .where('id', '=', programmeId)
      .executeTakeFirst();
  },

  scheduleChannelIds(db: Db) {
    return db.selectFrom('channels').select('id').where('source_kind', '=', 'schedule').execute();
  },

  async lastEnd(db: Db, channelId: number): Promise<Date | undefined> {
    const row = await db
      .selectFrom('epg_programmes')
      .select((eb) => eb.fn.max('ends_at').as('last_end'))
      .where('channel_id', '=', channelId)
      .executeTakeFirst();
    return row?.last_end ? new Date(row.last_end) : undefined;
  },

  channel(db: Db, channelId: number) {
    return db
      .selectFrom('channels')
      .select(['id', 'source_kind', 'xmltv_id'])
      .where('id', '=', channelId)
      .executeTakeFirst();
  },

  async deleteStartingBetween(db: Db, channelId: number, from: Date, to: Date): Promise<number> {
    const result = await db
      .deleteFrom('epg_programmes')
      .where('channel_id', '=', channelId)
      .where('starts_at', '>=', from)
      .where('starts_at', '<', to)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Removes a channel's programmes overlapping `[from, to)`; answers the removed rows' starts, titles and assets. */
  deleteOverlapping(db: Db, channelId: number, from: Date, to: Date) {
    return db
      .deleteFrom('epg_programmes')
      .where('channel_id', '=', channelId)
      .where('starts_at', '<', to)
      .where('ends_at', '>', from)
      .returning(['starts_at', 'title', 'media_asset_id'])
      .execute();
  },

  /**
   * Inserts every row, in batches of one statement each that passes a column as one array parameter
   * (`unnest`): a few parameters per batch rather than eight per row, which is what makes a guide of 60 000
   * programmes take seconds. A programme at a start the channel already has is an error.
   */
  async insertAll(db: Db, rows: readonly ProgrammeRow[]): Promise<void> {
    for (let index = 0; index < rows.length; index += INSERT_BATCH) {
      const batch = rows.slice(index, index + INSERT_BATCH);
      const column = <T>(pick: (row: ProgrammeRow) => T) => batch.map(pick);
      await sql`
        insert into epg_programmes
          (channel_id, title, title_pt, description, description_pt, starts_at, ends_at, media_asset_id)
        select * from unnest(
          ${column((row) => row.channel_id)}::integer[],
          ${column((row) => row.title)}::text[],
          ${column((row) => row.title_pt)}::text[],
          ${column((row) => row.description)}::text[],
          ${column((row) => row.description_pt)}::text[],
          ${column((row) => row.starts_at.toISOString())}::timestamptz[],
          ${column((row) => row.ends_at.toISOString())}::timestamptz[],
          ${column((row) => row.media_asset_id)}::uuid[]
        )`.execute(db);
    }
  },

  /** Adds programmes; one already starting at the same time on the channel (another instance's) is kept. */
  async insert(
    db: Db,
    rows: {
      channel_id: number;
      title: string;
      description: string;
      starts_at: Date;
      ends_at: Date;
      media_asset_id: string | null;
      title_pt?: string | null;
      description_pt?: string | null;
    }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('epg_programmes')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['channel_id', 'starts_at']).doNothing())
      .execute();
  },
};

/** The rows the schedule editor and the XMLTV import write. */
export type ProgrammeRow = {
  channel_id: number;
  title: string;
  title_pt: string | null;
  description: string;
  description_pt: string | null;
  starts_at: Date;
  ends_at: Date;
  media_asset_id: string | null;
};

/** Rows per INSERT of insertAll. */
const INSERT_BATCH = 5000;

/** The last programme of a channel starting at or before `at`: where a window's numbering is anchored. */
export function programmeStartingBy(db: Db, channelId: number, at: Date) {
  return db
    .selectFrom('epg_programmes')
    .select(['starts_at', 'ends_at', 'media_asset_id'])
    .where('channel_id', '=', channelId)
    .where('starts_at', '<=', at)
    .orderBy('starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Programmes of a channel starting in `(after, before)`. */
export function programmesStartingBetween(db: Db, channelId: number, after: Date, before: Date) {
  return db
    .selectFrom('epg_programmes')
    .select(['starts_at', 'ends_at', 'media_asset_id'])
    .where('channel_id', '=', channelId)
    .where('starts_at', '>', after)
    .where('starts_at', '<', before)
    .orderBy('starts_at')
    .execute();
}
