import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RunningSimulators, serverEnvironmentOf } from '@glotv/simulators/start-simulators';
import pg from 'pg';
import { type Portal, startPortal } from './portal-launcher.ts';

/**
 * What portal instances on one PostgreSQL database and one Redis must share to act as one service behind a load
 * balancer: the stores, the secrets that sign tokens, OTP hashes and media links, and the operator's systems.
 */
export function clusterEnvironment(options: {
  databaseUrl: string;
  redisUrl: string;
  simulators: RunningSimulators;
  /** 1 keeps every limit as in production; the bench raises it, since its load comes from one address. */
  rateLimitMultiplier: number;
  publicBaseUrl?: string;
}): Record<string, string> {
  return {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    ...(options.publicBaseUrl ? { PUBLIC_BASE_URL: options.publicBaseUrl } : {}),
    TRUSTED_PROXIES: '127.0.0.1,::1',
    OPERATOR_UID: 'glotv',
    API_CLIENTS: 'glotv-web:glotv-web-public',
    TOKEN_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    MEDIA_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_MULTIPLIER: String(options.rateLimitMultiplier),
    ...serverEnvironmentOf(options.simulators),
  };
}

/**
 * One instance in a DATA_DIR of its own, given a copy of `mediaFrom` (drawn demo images) first so that it does
 * not draw them again inside its start-up time limit. The DATA_DIR is removed when the instance stops.
 */
export async function startClusterInstance(
  env: Record<string, string>,
  options: { port: number; mediaFrom?: string },
): Promise<Portal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-instance-'));
  try {
    if (options.mediaFrom) fs.cpSync(options.mediaFrom, path.join(dataDir, 'media'), { recursive: true });
    const portal = await startPortal({ env, port: options.port, dataDir });
    const stopProcess = portal.stop;
    portal.stop = async () => {
      try {
        await stopProcess();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    };
    return portal;
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A fresh database on a PostgreSQL server, and how to drop it (with any connection left to it). */
export async function scratchDatabase(
  serverUrl: string,
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${label}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
