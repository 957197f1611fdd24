import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@glotv/testing/free-port';

/**
 * A throwaway Redis of one test file's own, so that it can be stopped and started again without touching the
 * shared one: `redis-server` on a free loopback port, nothing saved to disk. Started again it is empty, as a
 * Redis without persistence is after a restart.
 */
export interface PrivateRedis {
  /** `redis://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  readonly running: boolean;
  /** Starts the server again after `stop`, on the same port. */
  start(): Promise<void>;
  /** Stops the server: SIGTERM (a clean shutdown) by default, SIGKILL for a crash. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  restart(): Promise<void>;
  /** Stops the server if running and removes its folder. Safe to call twice. */
  destroy(): Promise<void>;
}

/** Whether `redis-server` is on the PATH. */
export function privateRedisAvailable(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  if (!privateRedisAvailable()) throw new Error('redis-server is not on the PATH: install redis-server');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';

  const instance: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    get running() {
      return child !== undefined;
    },
    async start() {
      if (child) return;
      output = '';
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      started.stdout?.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000);
      });
      started.stderr?.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000);
      });
      started.once('exit', () => {
        if (child === started) child = undefined;
      });
      child = started;
      await waitForPing(port, 15_000).catch(async (error: Error) => {
        await instance.stop('SIGKILL');
        throw new Error(`${error.message}\n${output}`);
      });
    },
    async stop(signal = 'SIGTERM') {
      const stopping = child;
      if (!stopping) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.kill(signal);
      await exited;
      child = undefined;
    },
    async restart() {
      await instance.stop();
      await instance.start();
    },
    async destroy() {
      await instance.stop('SIGKILL');
      process.off('exit', killOnExit);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  // A test run that dies before its afterAll must not leave a server or its folder behind.
  const killOnExit = () => {
    child?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', killOnExit);

  try {
    await instance.start();
  } catch (error) {
    await instance.destroy();
    throw error;
  }
  return instance;
}

/** Resolves once Redis answers PING on the port. */
function waitForPing(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const attempt = (): Promise<boolean> =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(1000);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
  return (async () => {
    while (Date.now() < deadline) {
      if (await attempt()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`redis-server did not answer on port ${port} within ${timeoutMs} ms`);
  })();
}
