import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';

/**
 * A freshly initialised PGlite takes seconds to create; loading a migrated copy takes a fraction of that.
 * Global setup writes the template once per test run, and each test database loads it.
 */
export const templatePath = path.join(os.tmpdir(), `glotv-pglite-template-${process.pid}.tar`);

export async function writePgliteTemplate(file: string): Promise<void> {
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const db = createDatabase({ pglite });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
}

export async function openPgliteFromTemplate(file: string): Promise<PGlite> {
  const pglite = new PGlite({ extensions: pgliteExtensions, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await pglite.waitReady;
  return pglite;
}
