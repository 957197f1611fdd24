import { type Kysely, sql } from 'kysely';

/**
 * Support's purchases list reads newest first, filtered by status or package: each filter walks its own index
 * in (created_at, id) order and stops at a page, however many purchases there are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index purchases_created_idx on purchases (created_at desc, id desc)`.execute(db);
  await sql`create index purchases_status_created_idx on purchases (status, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index purchases_package_created_idx on purchases (package_id, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index purchases_package_created_idx`.execute(db);
  await sql`drop index purchases_status_created_idx`.execute(db);
  await sql`drop index purchases_created_idx`.execute(db);
}
