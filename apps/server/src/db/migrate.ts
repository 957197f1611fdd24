import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initialSchema from './migrations/0001-initial-schema.ts';
import type { Database } from './schema.ts';

/** Migrations are imported, not read from disk, so they work the same from source, bundles and tests. */
const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
