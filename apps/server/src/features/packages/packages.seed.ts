import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { packageCatalog } from './package-catalog.ts';

/** Inserts the packages that are missing; an existing package (matched by uid) is left as the operator set it. */
export async function seedPackages(db: Db): Promise<number> {
  const result = await db
    .insertInto('packages')
    .values(packageCatalog())
    .onConflict((conflict) => conflict.column('uid').doNothing())
    .executeTakeFirst();
  // Ids are fixed by the catalog; move the identity past them so packages added later get fresh ids.
  await sql`select setval(pg_get_serial_sequence('packages', 'id'), (select max(id) from packages))`.execute(
    db,
  );
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
