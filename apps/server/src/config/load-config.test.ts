import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';

const tempDirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-config-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('starts on embedded defaults with nothing set', () => {
    const config = loadConfig({ DATA_DIR: tempDataDir() });
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      operatorUid: 'glotv',
      databaseUrl: undefined,
      redisUrl: undefined,
      trustedProxies: ['127.0.0.1', '::1'],
      publicBaseUrl: 'http://localhost:8080',
      simulators: 'embedded',
    });
  });

  it('refuses a bad environment naming every bad variable at once', () => {
    const problems = problemsOf({
      DATA_DIR: tempDataDir(),
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      REDIS_URL: 'not a url',
      OPERATOR_UID: 'GLO TV!',
      NODE_ENV: 'staging',
      MEDIA_SIGNING_SECRET: 'short',
    });
    const named = problems.map((problem) => problem.split(':')[0]);
    expect(named.sort()).toEqual(
      ['DATABASE_URL', 'MEDIA_SIGNING_SECRET', 'NODE_ENV', 'OPERATOR_UID', 'PORT', 'REDIS_URL'].sort(),
    );
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDataDir(), DATABASE_URL: '', REDIS_URL: ' ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('requires secrets and a database in production instead of generating them', () => {
    const problems = problemsOf({ DATA_DIR: tempDataDir(), NODE_ENV: 'production' });
    expect(problems).toEqual([
      'MEDIA_SIGNING_SECRET: required in production',
      'TOKEN_SIGNING_SECRET: required in production',
      'DATABASE_URL: required in production',
    ]);
  });

  it('generates development secrets once and keeps them across restarts', () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.mediaSigningSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.mediaSigningSecret).not.toEqual(first.tokenSigningSecret);
    expect(second.mediaSigningSecret).toEqual(first.mediaSigningSecret);
    expect(second.tokenSigningSecret).toEqual(first.tokenSigningSecret);
    const mode = fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('uses secrets from the environment when given', () => {
    const secret = 'x'.repeat(40);
    const dataDir = tempDataDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      MEDIA_SIGNING_SECRET: secret,
      TOKEN_SIGNING_SECRET: secret,
    });
    expect(config.mediaSigningSecret).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });
});
