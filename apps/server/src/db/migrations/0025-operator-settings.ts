import { type Kysely, sql } from 'kysely';

/**
 * The operator's settings, changed by an admin at run time: one row per setting that has been saved (its key,
 * its value as JSON, who saved it and when). A setting without a row has the environment's default; the values'
 * shapes are checked by the contract's schema of each key, not here, so a new setting needs no migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table operator_settings (
    key text primary key,
    value jsonb not null,
    changed_by uuid references staff (id),
    changed_by_email text not null,
    changed_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table operator_settings`.execute(db);
}
