import { type Kysely, sql } from 'kysely';

/**
 * Every image can carry a tiny blurred copy of itself (a `data:` URI of a few hundred bytes) that the catalog
 * answers send beside the image id, shown until the image paints. Images stored before this have none until
 * the seed fills it in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table images add column placeholder text check (length(placeholder) <= 1024)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table images drop column placeholder`.execute(db);
}
