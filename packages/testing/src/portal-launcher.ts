import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * How the server runs: 'development' is the development composition from TypeScript sources (it starts the
 * simulators for every system whose URL is not set), as `npm start` runs it; 'built' is the compiled production
 * server that `npm run build:server` writes.
 */
export type PortalBuild = 'development' | 'built';

const entries: Record<PortalBuild, string[]> = {
  development: ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/development/start-development.ts')],
  built: [path.join(repoRoot, 'apps/server/dist/server.js')],
};

export interface PortalOptions {
  /** The server's environment on top of the defaults (see `startPortal`) and of this process's environment. */
  env?: Record<string, string>;
  /** A port to listen on; a free one by default. */
  port?: number;
  /** A DATA_DIR to use and keep; a temporary one, removed by `stop`, by default. */
  dataDir?: string;
  /** How long a start may take before it is a failure (default 180 s: a first start seeds the demo catalog). */
  startTimeoutMs?: number;
  /** 'development' by default. */
  build?: PortalBuild;
  /** Node's own flags before the entry (e.g. `--cpu-prof`, which NODE_OPTIONS may not carry). */
  nodeArgs?: string[];
}

/**
 * The real server in a process of its own, that can be killed with any signal and started again on the same
 * port and DATA_DIR (so a card provider's webhook address stays right).
 */
export interface Portal {
  /** `http://127.0.0.1:<port>`, also the server's PUBLIC_BASE_URL. */
  readonly baseUrl: string;
  readonly port: number;
  readonly dataDir: string;
  /** Whether the current process is alive. */
  readonly running: boolean;
  /** The current process's id; undefined while stopped. */
  readonly pid: number | undefined;
  /** How many times a process ended without being asked to (kill, stop): a crash. */
  readonly unexpectedExits: number;
  /** Everything every run wrote to stdout and stderr (the last 200 kB). */
  output(): string;
  /** Sends a signal and waits for the process to end; answers its exit code or signal. */
  kill(signal?: NodeJS.Signals): Promise<string>;
  /** Starts a new process on the same port, DATA_DIR and environment (after `kill`). */
  start(): Promise<void>;
  /** `kill('SIGTERM')` then `start()`. */
  restart(): Promise<void>;
  /** Ends the process (SIGTERM, then SIGKILL after 15 s) and removes a temporary DATA_DIR. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts the portal and resolves once it says it is running. Defaults, each overridable through `env`:
 * NODE_ENV=test (the development routes the tests read OTPs and grant packages through exist, and no demo
 * media is made), LOG_LEVEL=warn, loopback only, PUBLIC_BASE_URL its own address. With DATABASE_URL and
 * REDIS_URL unset the server runs on its embedded PGlite and in-process counters. PORT and DATA_DIR are the
 * launcher's options.
 */
export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const port = options.port ?? (await freePort());
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-portal-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: baseUrl,
    ...options.env,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  const args = [...(options.nodeArgs ?? []), ...entries[options.build ?? 'development']];
  const startTimeoutMs = options.startTimeoutMs ?? 180_000;
  let child: ChildProcess | undefined;
  let output = '';
  let unexpectedExits = 0;
  const expectedExits = new WeakSet<ChildProcess>();

  const portal: Portal = {
    baseUrl,
    port,
    dataDir,
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    get pid() {
      return portal.running ? child?.pid : undefined;
    },
    get unexpectedExits() {
      return unexpectedExits;
    },
    output: () => output,
    async kill(signal = 'SIGTERM') {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return 'not running';
      expectedExits.add(current);
      const exited = new Promise<string>((resolve) =>
        current.once('exit', (code, endSignal) => resolve(String(endSignal ?? code))),
      );
      current.kill(signal);
      return exited;
    },
    async start() {
      if (portal.running) throw new Error('the portal is already running');
      const started = spawn(process.execPath, args, {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      let thisRun = '';
      const record = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-200_000);
        thisRun = (thisRun + chunk.toString()).slice(-200_000);
      };
      started.stdout?.on('data', record);
      started.stderr?.on('data', record);
      started.once('exit', () => {
        if (!expectedExits.has(started)) unexpectedExits += 1;
      });
      await waitForStart(started, () => thisRun, startTimeoutMs);
    },
    async restart() {
      await portal.kill('SIGTERM');
      await portal.start();
    },
    async stop() {
      const current = child;
      if (current && portal.running) {
        const force = setTimeout(() => current.kill('SIGKILL'), 15_000);
        await portal.kill('SIGTERM');
        clearTimeout(force);
      }
      process.off('exit', killOnExit);
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // A test run that dies before its afterAll must not leave a server or its folder behind.
  const killOnExit = () => {
    child?.kill('SIGKILL');
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', killOnExit);

  try {
    await portal.start();
  } catch (error) {
    await portal.stop();
    throw error;
  }
  return portal;
}

/** Resolves once the server printed that it is running; a process that ends first, or a timeout, is an error. */
function waitForStart(child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      finish();
      child.kill('SIGKILL');
      reject(new Error(`the portal did not start in ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const onData = () => {
      if (/GLO-TV is running at /.test(output())) {
        finish();
        resolve();
      }
    };
    const onExit = (code: number | null, signal: string | null) => {
      finish();
      reject(new Error(`the portal exited (${signal ?? code}) while starting:\n${output()}`));
    };
    const finish = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}
