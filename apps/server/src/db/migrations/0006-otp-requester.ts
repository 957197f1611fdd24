import { type Kysely, sql } from 'kysely';

/**
 * OTP budgets count per requester (the client address) as well as per destination and purpose, so a stranger
 * asking codes for someone's number uses up only their own share. Codes sent before this have no requester.
 */
const statements = [
  `alter table otp_challenges add column requester text`,
  `create index otp_challenges_requester_idx on otp_challenges (destination, purpose, requester, created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index otp_challenges_requester_idx`.execute(db);
  await sql`alter table otp_challenges drop column requester`.execute(db);
}
