import path from 'node:path';
import type { Portal } from '@glotv/testing/portal-launcher';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { generateScaleData, type ScaleDataRun, tenTimesDemo } from './scale-data.ts';

/**
 * `BENCH_CATALOG=10x npm run bench web playback`: the pages and the first frame measured on ten times the demo
 * catalog with 100,000 subscribers, as the Scale section measures the API calls.
 */
export const atTenTimesCatalog = process.env.BENCH_CATALOG === '10x';

/** Says which catalog a section ran on, for its title and key. */
export function catalogLabel(): { keySuffix: string; titleSuffix: string } {
  return atTenTimesCatalog
    ? { keySuffix: '-10x', titleSuffix: ', at ten times the demo catalog' }
    : { keySuffix: '', titleSuffix: '' };
}

/**
 * Stops `portal`, adds ten times the demo catalog and 100,000 subscribers to its database (PostgreSQL at
 * `databaseUrl`, else its own PGlite), and starts it again. New titles reuse the demo's images and videos, so
 * what plays still plays.
 */
export async function growToTenTimesCatalog(portal: Portal, databaseUrl?: string): Promise<ScaleDataRun> {
  await portal.kill('SIGTERM');
  const db = createDatabase(
    databaseUrl ? { url: databaseUrl, poolSize: 2 } : { pgliteDir: path.join(portal.dataDir, 'db') },
  );
  let generated: ScaleDataRun;
  try {
    generated = await generateScaleData(db, tenTimesDemo);
  } finally {
    await db.destroy();
  }
  await portal.start();
  return generated;
}

/** One line for a section's notes: how the 10× data was made, or nothing on the demo catalog. */
export function tenTimesNote(generated: ScaleDataRun | undefined): string[] {
  if (!generated) return [];
  const { counts } = generated;
  return [
    `Run with \`BENCH_CATALOG=10x\`: before measuring, the portal was stopped and \`bench/support/scale-data.ts\` added`,
    `ten times the demo catalog (${counts.movies} movies, ${counts.series} series, ${counts.channels} channels, ${counts.programmes.toLocaleString('en')} programmes) and`,
    `${counts.subscribers.toLocaleString('en')} subscribers in ${generated.seconds.toFixed(1)} s, then started again.`,
  ];
}
