import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, buildServer } from './build/build-server.ts';
import { createDatabase, type Db } from './db/database.ts';
import { seedPackageList } from './features/packages/packages.seed.ts';

/**
 * The compiled server as an operator runs it: `node dist/server.js` with NODE_ENV unset, on PostgreSQL (and
 * Redis), every operator system at a local stub that records what reaches it. The started server needs
 * PostgreSQL, so that part runs whenever TEST_DATABASE_URL is set.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(import.meta.dirname, '..');

let built: BuiltServer;
let admin: Db;
let schema: string;
let stub: Server;
let stubUrl: string;
const stubRequests: string[] = [];
let dataDir: string;

beforeAll(async () => {
  // Inside apps/server so that the bundle's npm packages resolve from node_modules as in a deployment.
  built = await buildServer({
    outdir: path.join(serverDir, 'dist', `test-${randomBytes(4).toString('hex')}`),
  });
  stub = createServer((request, response) => {
    stubRequests.push(`${request.method} ${request.url}`);
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-production-'));
  if (!databaseUrl) return;
  schema = `production_${randomBytes(6).toString('hex')}`;
  admin = createDatabase({ url: databaseUrl, poolSize: 1 });
  await sql.raw(`create schema ${schema}`).execute(admin);
}, 120_000);

afterAll(async () => {
  if (built) fs.rmSync(path.dirname(built.entry), { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (stub) await new Promise((resolve) => stub.close(resolve));
  if (!databaseUrl) return;
  await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin);
  await admin.destroy();
});

/** Everything production needs, none of it a development value; the systems are the stub. */
function productionEnvironment(): NodeJS.ProcessEnv {
  const scoped = new URL(databaseUrl ?? 'postgres://glotv@127.0.0.1:5432/unused');
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const { NODE_ENV: _unset, ...inherited } = process.env;
  return {
    PATH: inherited.PATH,
    HOME: inherited.HOME,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: scoped.href,
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    PUBLIC_BASE_URL: 'https://tv.example.com',
    MEDIA_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    TOKEN_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    API_CLIENTS: 'glotv-web:production-client-secret',
    MAIL_FROM: 'GLO-TV <no-reply@tv.example.com>',
    SMS_GATEWAY_URL: stubUrl,
    SMS_GATEWAY_API_KEY: 'operator-issued-sms-key',
    SMTP_URL: `smtp://127.0.0.1:${new URL(stubUrl).port}`,
    BSS_URL: stubUrl,
    BSS_USERNAME: 'glotv',
    BSS_PASSWORD: 'operator-issued-bss-password',
    BSS_PARTY_ID: 'GLOTV',
    GLO_VERIFY_URL: stubUrl,
    GLO_VERIFY_USERNAME: 'glotv',
    GLO_VERIFY_PASSWORD: 'operator-issued-lookup-password',
    CHARGING_GATEWAY_URL: stubUrl,
    CHARGING_GATEWAY_USERNAME: 'glotv',
    CHARGING_GATEWAY_PASSWORD: 'operator-issued-charging-password',
    CARD_PROVIDER_URL: stubUrl,
    CARD_SECRET_KEY: 'FLWSECK-production-secret-key',
    CARD_WEBHOOK_HASH: randomBytes(24).toString('base64url'),
    CARD_PUBLIC_KEY: 'FLWPUBK-production-public-key',
  };
}

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

function startBuilt(env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(process.execPath, [built.entry], {
    cwd: os.tmpdir(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /GLO-TV is running at (https?:\/\/\S+?)\/play\//.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        child,
        // PUBLIC_BASE_URL names where users reach it; the process itself listens on loopback.
        baseUrl: `http://127.0.0.1:${new URL(match[1]!).port || listeningPorts(child.pid!)[0]}`,
        output: () => output,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

/** The TCP ports a process listens on, read from /proc. */
function listeningPorts(pid: number): number[] {
  const inodes = new Set(
    fs
      .readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter((inode): inode is string => inode !== undefined),
  );
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // st 0A is LISTEN; field 9 is the socket's inode.
      if (fields[3] === '0A' && fields[9] && inodes.has(fields[9])) {
        ports.push(Number.parseInt(fields[1]!.split(':')[1]!, 16));
      }
    }
  }
  return ports;
}

describe('the production build', () => {
  it('bundles neither the simulators nor the development composition', () => {
    const inputs = Object.keys(built.metafile.inputs);
    expect(inputs.some((input) => input.includes('apps/server/src/server.ts'))).toBe(true);
    expect(inputs.filter((input) => /simulators|\/development\//.test(input))).toEqual([]);
    expect(fs.readFileSync(built.entry, 'utf8')).not.toMatch(/startSmsGatewaySimulator|start-development/);
  });
});

describe.runIf(databaseUrl)('the built server started with NODE_ENV unset', () => {
  let server: Started;
  beforeAll(async () => {
    server = await startBuilt(productionEnvironment());
  }, 120_000);
  afterAll(() => server?.stop());

  it('listens on one port only and starts no simulator', () => {
    const ports = listeningPorts(server.child.pid!);
    expect(ports).toEqual([Number(new URL(server.baseUrl).port)]);
    expect(server.output()).not.toMatch(/simulator|development mode|running in (development|test)/i);
  });

  it('serves the web app at /play/', async () => {
    const response = await fetch(`${server.baseUrl}/play/`);
    await response.body?.cancel();
    // 200 once the web app is built (npm run build); the server answers it either way.
    expect([200, 503]).toContain(response.status);
    if (fs.existsSync(path.join(serverDir, '../web/dist/index.html'))) expect(response.status).toBe(200);
  });

  it('has no development routes', async () => {
    for (const url of ['/dev/outbox?to=%2B2348051234567', '/dev/packages/grant']) {
      const response = await fetch(`${server.baseUrl}${url}`, {
        method: url.includes('grant') ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json' },
        ...(url.includes('grant') ? { body: '{}' } : {}),
      });
      expect(response.status, url).toBe(404);
      await response.body?.cancel();
    }
  });

  it('holds the packages and no demo titles', async () => {
    const scoped = createDatabase({ url: databaseUrl!, schema, poolSize: 1 });
    try {
      const count = async (table: 'packages' | 'movies' | 'series' | 'channels') =>
        Number(
          (
            await scoped
              .selectFrom(table)
              .select(({ fn }) => fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      // The five packages, each bought by airtime and by card.
      expect(await count('packages')).toBe(seedPackageList.length);
      expect(await count('movies')).toBe(0);
      expect(await count('series')).toBe(0);
      expect(await count('channels')).toBe(0);
    } finally {
      await scoped.destroy();
    }
  });
});

describe('the built server started on a development default', () => {
  it('exits non-zero naming the variable', async () => {
    const { API_CLIENTS: _default, ...env } = productionEnvironment();
    const child = spawn(process.execPath, [built.entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('API_CLIENTS: a development default, not allowed in production');
  });
});
