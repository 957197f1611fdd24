import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { sql } from '../apps/server/src/db/sql.ts';
import { seedDemoCatalog } from '../apps/server/src/features/demo/demo-catalog.seed.ts';
import { sharedImageCacheDir } from '../apps/server/src/features/demo/generate-images.ts';
import { seedPackages } from '../apps/server/src/features/packages/packages.seed.ts';
import { searchRepository } from '../apps/server/src/features/search/search.repository.ts';
import { SearchService } from '../apps/server/src/features/search/search.service.ts';
import { generateScaleData, tenTimesDemo } from './support/scale-data.ts';
import { type BenchSection, markdownTable, ratio } from './support/section.ts';

/**
 * What subscribers type: typing mistakes, no accents, Portuguese words, people, episodes, channels, a letter or
 * two as the field starts, and nothing at all close (the suggestions' path).
 */
const queries: { query: string; kind: string; translation: 'gb' | 'pt' }[] = [
  { query: 'shadws of ikoy', kind: 'typo', translation: 'gb' },
  { query: 'sahdows', kind: 'swapped letters (suggestions)', translation: 'gb' },
  { query: 'coracoes de harmattan', kind: 'pt, no accents', translation: 'pt' },
  { query: 'sombras', kind: 'pt word', translation: 'pt' },
  { query: 'o condominio', kind: 'pt series, no accents', translation: 'pt' },
  { query: 'amaka', kind: 'person', translation: 'gb' },
  { query: 'nneka obi williams', kind: 'director', translation: 'gb' },
  { query: 'flood seasn', kind: 'episode, typo', translation: 'gb' },
  { query: 'glo news', kind: 'channel', translation: 'gb' },
  { query: 'lagos', kind: 'common word', translation: 'gb' },
  { query: 's', kind: 'first letter', translation: 'gb' },
  { query: 'ka', kind: 'two letters', translation: 'gb' },
  { query: 'xqzwv', kind: 'nothing close (most watched)', translation: 'gb' },
];
/** Times each query is run after a first, warming run. */
const rounds = 25;

interface QueryFigures {
  query: string;
  kind: string;
  results: number;
  p50Ms: number;
  p95Ms: number;
  baselineP95Ms: number;
}

interface EngineFigures {
  engine: string;
  documents: number;
  movies: number;
  series: number;
  episodes: number;
  channels: number;
  p50Ms: number;
  p95Ms: number;
  baselineP95Ms: number;
  indexUsed: boolean;
  queries: QueryFigures[];
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

async function timings(work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * The baseline: the same documents matched without the trigram index, by computing the word similarity of every
 * document (what the index spares), in the same run on the same database.
 */
const scanAll = (db: Db, query: string) =>
  sql`select count(*) from search_documents
    where public.word_similarity(search_fold(${query}), folded) >= 0.6`.execute(db);

async function countOf(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Whether the search's match, planned as the search plans it, reads the trigram index. */
async function usesIndex(db: Db, query: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await searchRepository.preferIndex(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from search_documents d
      where search_fold(${query}) operator(public.<%) d.folded`.execute(trx);
    return rows.some((row) => row['QUERY PLAN'].includes('search_documents_folded_trgm'));
  });
}

async function measure(engine: string, db: Db): Promise<EngineFigures> {
  await migrateToLatest(db);
  await seedPackages(db);
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-bench-search-'));
  try {
    await seedDemoCatalog(db, { mediaDir, imageCacheDir: sharedImageCacheDir() });
  } finally {
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
  const started = performance.now();
  await generateScaleData(db, { ...tenTimesDemo, guideDays: 1, subscribers: 0 });
  console.log(`  ${engine}: 10× catalog made in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const search = new SearchService(db);
  const all: number[] = [];
  const baseline: number[] = [];
  const figures: QueryFigures[] = [];
  for (const { query, kind, translation } of queries) {
    const answer = await search.search(query, translation);
    const results =
      answer.movies.length + answer.series.length + answer.channels.length + answer.people.length;
    const times = await timings(() => search.search(query, translation));
    const scans = await timings(() => scanAll(db, query));
    all.push(...times);
    baseline.push(...scans);
    figures.push({
      query,
      kind,
      results: results || -answer.suggestions.length,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      baselineP95Ms: percentile(scans, 95),
    });
  }
  return {
    engine,
    documents: await countOf(db, 'search_documents'),
    movies: await countOf(db, 'movies'),
    series: await countOf(db, 'series'),
    episodes: await countOf(db, 'episodes'),
    channels: await countOf(db, 'channels'),
    p50Ms: percentile(all, 50),
    p95Ms: percentile(all, 95),
    baselineP95Ms: percentile(baseline, 95),
    indexUsed: await usesIndex(db, 'shadws of ikoy'),
    queries: figures,
  };
}

async function onPostgres(url: string): Promise<EngineFigures> {
  const schema = `bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = createDatabase({ url, schema, poolSize: 2 });
  try {
    return await measure('PostgreSQL', db);
  } finally {
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

/** The search's server time (the service's queries, as the route runs them) at ten times the demo catalog. */
export async function benchSearch(): Promise<BenchSection> {
  const pglite = createDatabase({});
  const engines: EngineFigures[] = [];
  try {
    engines.push(await measure('PGlite', pglite));
  } finally {
    await pglite.destroy();
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) engines.push(await onPostgres(postgresUrl));
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  const summary = markdownTable(
    [
      'engine',
      'documents (movies / series / episodes / channels)',
      'search p50 (ms)',
      'search p95 (ms)',
      'target p95',
      'baseline p95 (ms)',
      'search ÷ baseline',
      'trigram index used',
    ],
    engines.map((engine) => [
      engine.engine,
      `${engine.documents} (${engine.movies} / ${engine.series} / ${engine.episodes} / ${engine.channels})`,
      engine.p50Ms,
      engine.p95Ms,
      '≤ 50 ms',
      engine.baselineP95Ms,
      ratio(engine.p95Ms, engine.baselineP95Ms),
      engine.indexUsed ? 'yes' : 'no',
    ]),
  );
  const perQuery = markdownTable(
    ['engine', 'query', 'kind', 'results (−suggestions)', 'p50 (ms)', 'p95 (ms)', 'baseline p95 (ms)'],
    engines.flatMap((engine) =>
      engine.queries.map((row) => [
        engine.engine,
        `\`${row.query}\``,
        row.kind,
        row.results,
        row.p50Ms,
        row.p95Ms,
        row.baselineP95Ms,
      ]),
    ),
  );
  const markdown = [
    `Ten times the demo catalog (\`bench/support/scale-data.ts\`: ${tenTimesDemo.movies} movies, ${tenTimesDemo.series} series`,
    `with their episodes, ${tenTimesDemo.channels} channels). Server time of one search (\`SearchService.search\`, every query`,
    `its route runs, grouping included), ${rounds} runs of each of ${queries.length} queries after a warming run; the`,
    'baseline is the same matching without the trigram index (the word similarity computed for every document), in the',
    `same run. Load average ${load} at the end.`,
    '',
    summary,
    '',
    perQuery,
  ].join('\n');
  return { key: 'search', title: 'Search at ten times the catalog', results: { engines }, markdown };
}
