import { randomBytes } from 'node:crypto';
import { createDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { ChannelEditor } from '../apps/server/src/features/catalog/channels.editor.ts';
import { epgRepository, type ProgrammeRow } from '../apps/server/src/features/live/epg.repository.ts';
import {
  chunksOf,
  type GuideProgramme,
  xmltvDocument,
  xmltvTime,
} from '../apps/server/src/features/live/testing/xmltv-fixtures.ts';
import { XmltvImporter } from '../apps/server/src/features/live/xmltv-import.service.ts';
import { parseXmltv } from '../apps/server/src/features/live/xmltv-parser.ts';
import { type BenchSection, markdownTable, ratio } from './support/section.ts';

const CHANNELS = 150;
const DAYS = 14;
/** Programme lengths in minutes, in turn: 52.5 minutes on average, about 27 programmes a day per channel. */
const MINUTES = [30, 60, 45, 75];
const MINUTE = 60_000;

/** An XMLTV guide of `CHANNELS` channels × `DAYS` days, back to back, each title in English and Portuguese. */
function bigGuide(start: number): { xml: string; programmes: number } {
  const channels = Array.from({ length: CHANNELS }, (_, index) => `bench${index + 1}.ng`);
  const programmes: GuideProgramme[] = [];
  const end = start + DAYS * 24 * 60 * MINUTE;
  channels.forEach((channel, c) => {
    let n = c;
    for (let time = start; time < end; n++) {
      const next = time + MINUTES[n % MINUTES.length]! * MINUTE;
      programmes.push({
        channel,
        start: xmltvTime(time),
        stop: xmltvTime(next),
        titles: { en: `Programme ${n}`, pt: `Programa ${n}` },
        descs: { en: `What happens in programme ${n}, told in a sentence or two for the guide.` },
      });
      time = next;
    }
  });
  return { xml: xmltvDocument(channels, programmes), programmes: programmes.length };
}

async function withDatabase<T>(url: string | undefined, work: (db: Db) => Promise<T>): Promise<T> {
  if (!url) {
    const db = createDatabase({});
    try {
      await migrateToLatest(db);
      return await work(db);
    } finally {
      await db.destroy();
    }
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = createDatabase({ url, poolSize: 1 });
  await admin.schema.createSchema(schema).execute();
  const db = createDatabase({ url, schema, poolSize: 4 });
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
    await admin.schema.dropSchema(schema).cascade().execute();
    await admin.destroy();
  }
}

async function channelsFor(db: Db): Promise<void> {
  const editor = new ChannelEditor(db);
  const category = await editor.createCategory({
    uid: 'bench',
    name: { gb: 'Bench', pt: 'Banco' },
    position: 1,
  });
  await db.transaction().execute(async (trx) => {
    const inTrx = new ChannelEditor(trx);
    for (let index = 1; index <= CHANNELS; index++) {
      await inTrx.createChannel({
        uid: `bench-${index}`,
        name: `Bench ${index}`,
        short_name: `B${index}`,
        category_id: category.id,
        position: index,
        free_to_air: true,
        source: { kind: 'relay', url: `https://cdn.example.com/${index}/index.m3u8` },
        xmltv_id: `bench${index}.ng`,
      });
    }
  });
}

interface EngineRun {
  engine: string;
  importSeconds: number;
  reimportSeconds: number;
  imported: number;
  replaced: number;
  plainInsertSeconds: number;
}

async function runOn(engine: string, url: string | undefined, xml: string): Promise<EngineRun> {
  return withDatabase(url, async (db) => {
    await channelsFor(db);
    const importer = new XmltvImporter(db);
    const first = await importer.import(chunksOf(xml, 64 * 1024));
    const again = await importer.import(chunksOf(xml, 64 * 1024));
    if (again.imported !== first.imported || again.replaced !== first.imported) {
      throw new Error(`re-import did not replace: ${JSON.stringify({ first, again })}`);
    }
    // Baseline: the same rows inserted in the same batches, with nothing to parse, match or replace.
    const rows: ProgrammeRow[] = (
      await db
        .selectFrom('epg_programmes')
        .select([
          'channel_id',
          'title',
          'title_pt',
          'description',
          'description_pt',
          'starts_at',
          'ends_at',
          'media_asset_id',
        ])
        .execute()
    ).map((row) => ({ ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) }));
    await db.deleteFrom('epg_programmes').execute();
    const started = performance.now();
    await db.transaction().execute((trx) => epgRepository.insertAll(trx, rows));
    const plainInsertSeconds = (performance.now() - started) / 1000;
    return {
      engine,
      importSeconds: first.seconds,
      reimportSeconds: again.seconds,
      imported: first.imported,
      replaced: again.replaced,
      plainInsertSeconds,
    };
  });
}

export async function benchGuide(): Promise<BenchSection> {
  const start = Math.floor(Date.now() / (24 * 60 * MINUTE)) * 24 * 60 * MINUTE;
  const { xml, programmes } = bigGuide(start);
  const bytes = Buffer.byteLength(xml);

  const parseStarted = performance.now();
  let parsed = 0;
  await parseXmltv(chunksOf(xml, 64 * 1024), () => void parsed++, bytes + 1);
  const parseSeconds = (performance.now() - parseStarted) / 1000;
  if (parsed !== programmes) throw new Error(`parsed ${parsed} of ${programmes} programmes`);

  const runs = [await runOn('PGlite', undefined, xml)];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) runs.push(await runOn('PostgreSQL', url, xml));

  const s = (seconds: number) => `${seconds.toFixed(2)} s`;
  const rows = runs.flatMap((run) => [
    [
      `${run.engine}: import (parse, match, insert)`,
      s(run.importSeconds),
      `${s(run.plainInsertSeconds)} (plain batched insert of the same rows)`,
      ratio(run.importSeconds, run.plainInsertSeconds),
    ],
    [
      `${run.engine}: the same guide again (replaces ${run.replaced})`,
      s(run.reimportSeconds),
      `${s(run.plainInsertSeconds)} (plain batched insert of the same rows)`,
      ratio(run.reimportSeconds, run.plainInsertSeconds),
    ],
  ]);
  return {
    key: 'guide',
    title: `XMLTV guide import: ${CHANNELS} channels × ${DAYS} days`,
    results: { channels: CHANNELS, days: DAYS, programmes, bytes, parseSeconds, runs },
    markdown: [
      markdownTable(
        ['measure', 'portal', 'baseline', 'ratio'],
        [['parse only (saxes, streamed in 64 kB chunks)', s(parseSeconds), '—', '—'], ...rows],
      ),
      '',
      `A generated guide of ${programmes.toLocaleString('en-GB')} programmes (${(bytes / 1048576).toFixed(1)} MB of XML, ` +
        'English and Portuguese titles) imported through the same service the console calls, into a fresh database ' +
        'with its channels; then imported again, which replaces every programme. The baseline inserts the rows the ' +
        'import wrote, in the same batches, with nothing to parse or replace. PostgreSQL runs when `BENCH_DATABASE_URL` is set.',
    ].join('\n'),
  };
}
