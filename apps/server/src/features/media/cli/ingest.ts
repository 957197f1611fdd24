import fs from 'node:fs';
import path from 'node:path';
import { type Config, loadConfig } from '../../../config/load-config.ts';
import { createDatabase, type Db } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { removeAbandonedEncodes } from '../abandoned-encodes.ts';
import { prepareDemoMedia } from '../demo-media.ts';
import { locateFfmpeg } from '../ffmpeg-locator.ts';
import { ingestVideo } from '../ingest-video.ts';
import { resolveOwner } from '../media-owners.repository.ts';
import { mediaDirOf } from '../media-paths.ts';
import { type IngestCommand, ingestUsage, parseIngestArgs, UsageError } from './ingest-args.ts';
import { TerminalProgress } from './terminal-progress.ts';

/** `npm run ingest`: a source video in, the ladder and a poster out, registered and linked to its title. */
async function main(argv: string[]): Promise<number> {
  let command: IngestCommand;
  try {
    command = parseIngestArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${ingestUsage}`);
    return 2;
  }
  if (command.kind === 'help') {
    console.log(ingestUsage);
    return 0;
  }
  // It reads only DATA_DIR and DATABASE_URL; run beside `npm start`, it takes development mode when NODE_ENV is unset.
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const tools = locateFfmpeg();
    const mediaDir = mediaDirOf(config.dataDir);
    removeAbandonedEncodes(mediaDir);
    if (command.kind === 'demo') return await runDemo(db, mediaDir, tools);
    const owner = await resolveOwner(db, command.ownerKind, command.ownerReference);
    const progress = new TerminalProgress(path.basename(command.sourceFile));
    const result = await ingestVideo({
      db,
      mediaDir,
      tools,
      sourceFile: command.sourceFile,
      owner,
      onProgress: (fraction) => progress.update(fraction),
    });
    progress.finish(result.reused ? `already encoded as asset ${result.assetId}` : `asset ${result.assetId}`);
    console.log(
      `${owner.kind} ${owner.id} plays asset ${result.assetId} (${result.durationSeconds.toFixed(1)} s).`,
    );
    if (result.replacedAssetId) console.log(`It replaced asset ${result.replacedAssetId}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

async function runDemo(db: Db, mediaDir: string, tools: ReturnType<typeof locateFfmpeg>): Promise<number> {
  const bars = new Map<string, TerminalProgress>();
  const barOf = (name: string) => bars.get(name) ?? bars.set(name, new TerminalProgress(name)).get(name)!;
  const result = await prepareDemoMedia({
    db,
    mediaDir,
    tools,
    onClipStart: (clip) => barOf(clip.name).update(0),
    onClipProgress: (clip, fraction) => barOf(clip.name).update(fraction),
    onClipDone: (clip, done) => barOf(clip.name).finish(done.reused ? 'reused' : `asset ${done.assetId}`),
  });
  console.log(
    result.linked === 0
      ? 'Every title of the catalog already plays something (an empty catalog is seeded by starting the server).'
      : `${result.linked} titles now play the demo clips.`,
  );
  return 0;
}

/** The embedded database is one process's at a time: refuse while the server has it open. */
function openDatabase(config: Config): Db {
  const pgliteDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl && fs.existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    throw new Error(
      `The embedded database in ${pgliteDir} is open, probably by the running server. Stop the server and ` +
        'run the ingest again (or use DATABASE_URL). After a crash, start and stop the server once.',
    );
  }
  return createDatabase({ url: config.databaseUrl, pgliteDir });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
