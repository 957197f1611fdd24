import { type Kysely, sql } from 'kysely';

/**
 * An e-mail signs in and resets a password only once an OTP sent to it was validated. A Glo subscriber's
 * e-mail is contact data until then, so it no longer has to be unique: only proven addresses are. Every
 * e-mail subscriber so far proved the address with the sign-up OTP.
 */
const statements = [
  `alter table subscribers add column email_verified_at timestamptz`,
  `update subscribers set email_verified_at = created_at where kind = 'email'`,
  `alter table subscribers
    add constraint subscribers_email_proof_check
      check ((kind <> 'email' or email_verified_at is not null) and (email_verified_at is null or email is not null))`,
  `drop index subscribers_email_key`,
  `create unique index subscribers_email_key on subscribers (lower(email)) where email_verified_at is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index subscribers_email_key`.execute(db);
  await sql`create unique index subscribers_email_key on subscribers (lower(email))`.execute(db);
  await sql`alter table subscribers drop constraint subscribers_email_proof_check`.execute(db);
  await sql`alter table subscribers drop column email_verified_at`.execute(db);
}
