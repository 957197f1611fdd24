import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../config/load-config.ts';
import { createDatabase } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { commandLineStaff } from '../staff-commands.ts';

export const consoleUsage = `npm run console -- <command>

  add-admin <email>   make an admin and print their one-time set-up link
  reset <email>       print a new set-up link for a member (their password and authenticator are cleared)

The link is based on PUBLIC_BASE_URL and works once, for 48 hours. With the embedded database, stop the
server first (or, outside production, POST /dev/console/add-admin from this machine).`;

export async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command !== 'add-admin' && command !== 'reset') || !email || rest.length > 0) {
    console.log(consoleUsage);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  // It reads only DATA_DIR, DATABASE_URL, PUBLIC_BASE_URL and the token secret; beside `npm start` it takes
  // development mode when NODE_ENV is unset, and with production's environment it is production.
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const pgliteDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl && fs.existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    throw new Error(
      `The embedded database in ${pgliteDir} is open, probably by the running server. Stop the server and run ` +
        'this again (or use DATABASE_URL).',
    );
  }
  const db = createDatabase({ url: config.databaseUrl, pgliteDir });
  try {
    await migrateToLatest(db);
    const staff = commandLineStaff(db, config);
    const link = command === 'add-admin' ? await staff.addAdmin(email) : await staff.reset(email);
    console.log(
      `${link.staff.email} (${link.staff.role}) sets up their console account at:\n\n  ${link.setupUrl}\n`,
    );
    console.log(`The link works once, until ${link.expiresAt.toISOString()}. Pass it on privately.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
