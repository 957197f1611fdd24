import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@glotv/testing/free-port';

const run = promisify(execFile);

/** Where Debian's PostgreSQL 15 binaries live; `PG_BIN` points elsewhere. */
export const postgresBinDir = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL cluster of one test file's own, so that it can be stopped and restarted without
 * touching anyone else's database: `initdb` into a temporary folder, trust authentication, no fsync, listening
 * on a free loopback port. The server runs as the `postgres` OS user when we are root (initdb refuses root).
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the cluster's default database. */
  readonly url: string;
  readonly port: number;
  /** Whether the server is running (as far as start/stop know). */
  readonly running: boolean;
  /** A connection string to another database of this cluster. */
  urlOf(database: string): string;
  /** Creates a database (named `reliability_<random>` unless given) and answers its connection string. */
  createDatabase(name?: string): Promise<string>;
  /** Starts the server again after `stop`, on the same port and data. */
  start(): Promise<void>;
  /** Stops the server: `fast` ends every session at once (the default), `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  restart(): Promise<void>;
  /** Stops the server if running and removes its folder. Safe to call twice. */
  destroy(): Promise<void>;
}

/** Whether a private cluster can be made on this machine. */
export function privatePostgresAvailable(): boolean {
  return (
    fs.existsSync(path.join(postgresBinDir, 'initdb')) && fs.existsSync(path.join(postgresBinDir, 'pg_ctl'))
  );
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!privatePostgresAvailable()) {
    throw new Error(
      `PostgreSQL binaries not found in ${postgresBinDir} (initdb, pg_ctl): install postgresql-15 or set PG_BIN`,
    );
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const owner = await clusterOwner();
  if (owner) fs.chownSync(root, owner.uid, owner.gid);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = false;

  const asOwner = (binary: string, args: string[]) => {
    const command = path.join(postgresBinDir, binary);
    return owner ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  };
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');

  const instance: PrivatePostgres = {
    url,
    port,
    get running() {
      return running;
    },
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name = `reliability_${Math.random().toString(36).slice(2, 10)}`) {
      await asOwner('psql', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-qAtc',
        `create database ${name}`,
      ]);
      return instance.urlOf(name);
    },
    async start() {
      await asOwner('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions, 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await asOwner('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async restart() {
      await instance.stop();
      await instance.start();
    },
    async destroy() {
      if (running) await instance.stop('immediate').catch(() => undefined);
      process.off('exit', stopOnExit);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  // A test run that dies before its afterAll must not leave a server or its files behind.
  const stopOnExit = () => {
    if (running) stopSync(owner !== undefined, dataDir);
    fs.rmSync(root, { recursive: true, force: true });
  };
  process.on('exit', stopOnExit);

  try {
    await asOwner('initdb', [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await instance.start();
  } catch (error) {
    await instance.destroy();
    throw new Error(`could not start a private PostgreSQL: ${describe(error)}\n${readLog(logFile)}`);
  }
  return instance;
}

async function clusterOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

function stopSync(asPostgres: boolean, dataDir: string): void {
  const command = path.join(postgresBinDir, 'pg_ctl');
  const args = ['-D', dataDir, '-m', 'immediate', 'stop'];
  try {
    if (asPostgres) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
    else execFileSync(command, args, { stdio: 'ignore' });
  } catch {
    // already stopped
  }
}

function readLog(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').slice(-4000);
  } catch {
    return '';
  }
}

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'stderr' in error)
    return String((error as { stderr: unknown }).stderr);
  return error instanceof Error ? error.message : String(error);
}
