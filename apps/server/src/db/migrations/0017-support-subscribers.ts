import { type Kysely, sql } from 'kysely';

/**
 * A goodwill grant (migration 0015) is a purchase of ₦0: only such a purchase may have no price.
 *
 * Support finds subscribers from part of a number, an e-mail or a username (decision 030): one trigram index
 * over the three, lower-cased, serves `like '%fragment%'`. pg_trgm lives in `public` so that every schema
 * (tests use one each) shares it and dropping a schema never drops the extension; the advisory lock keeps two
 * databases migrating at once from both creating it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purchases drop constraint purchases_amount_kobo_check,
    add constraint purchases_amount_kobo_check check (amount_kobo > 0 or goodwill_by is not null)`.execute(
    db,
  );
  await sql`select pg_advisory_xact_lock(7211030)`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create index subscribers_search_trgm on subscribers
    using gin ((lower(username || ' ' || coalesce(email, '') || ' ' || coalesce(msisdn, ''))) public.gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index subscribers_search_trgm`.execute(db);
  await sql`alter table purchases drop constraint purchases_amount_kobo_check,
    add constraint purchases_amount_kobo_check check (amount_kobo > 0)`.execute(db);
}
