import { type Kysely, sql } from 'kysely';

/**
 * Each channel's history begins when it went on air, not at the Unix epoch: the live playlists number
 * discontinuities (one per pass over a looping asset) from there, which keeps the numbers small. Players keep
 * per-discontinuity state in arrays indexed by that number, so a channel counted from 1970 made every playlist
 * reload walk tens of millions of entries. A channel's history begins at the start of the day (UTC) before the
 * one it was added, so it airs at once and a window or guide reaching back across midnight is still covered;
 * existing channels are counted the same way from this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table channels add column airs_since timestamptz not null
    default date_trunc('day', now(), 'UTC') - interval '1 day'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table channels drop column airs_since`.execute(db);
}
