import { type Kysely, sql } from 'kysely';

/**
 * Catch-up: a schedule channel whose editors allow it lets subscribers play any programme of the last 24 hours
 * again. Off for every channel until an editor turns it on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table channels add column allows_catch_up boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table channels drop column allows_catch_up`.execute(db);
}
