import { type Kysely, sql } from 'kysely';

/**
 * The forgotten-password flow asks for the OTP before the new password: a valid OTP gives a short-lived,
 * single-use grant that the password step spends. Only the grant's SHA-256 is stored (decision record 016).
 */
const statements = [
  `create table password_reset_grants (
    id uuid primary key default gen_random_uuid(),
    subscriber_id bigint not null references subscribers (id) on delete cascade,
    grant_hash text not null unique,
    expires_at timestamptz not null,
    spent_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index password_reset_grants_subscriber_idx on password_reset_grants (subscriber_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table password_reset_grants`.execute(db);
}
