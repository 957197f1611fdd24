import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { envSchema } from './config-schema.ts';
import { ConfigError, loadConfig } from './load-config.ts';
import { passwordHashingConfig } from './password-hashing-config.ts';

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-hashing-config-'));
  tempDirs.push(dir);
  return dir;
}

const resolved = (variables: Record<string, string>, cores: number) =>
  passwordHashingConfig(envSchema.parse({ NODE_ENV: 'test', ...variables }), cores);

describe('password hashing configuration', () => {
  it.each([
    [1, 4, 1],
    [2, 4, 1],
    [8, 4, 3],
    [8, 16, 7],
  ])('on %i cores with a threadpool of %i hashes %i at once by default', (cores, threads, expected) => {
    const { config, problems } = resolved({ UV_THREADPOOL_SIZE: String(threads) }, cores);
    expect(problems).toEqual([]);
    expect(config.concurrency).toBe(expected);
    expect(config.maxQueued).toBe(8 * expected);
  });

  it('takes the bound and the queue from the environment', () => {
    const { config } = resolved({ PASSWORD_HASH_CONCURRENCY: '2', PASSWORD_HASH_QUEUE: '0' }, 8);
    expect(config).toEqual({ strength: 'owasp', concurrency: 2, maxQueued: 0 });
  });

  it('refuses a bound that would take every thread of libuv', () => {
    const { problems } = resolved({ PASSWORD_HASH_CONCURRENCY: '4' }, 8);
    expect(problems).toEqual([
      expect.stringMatching(/^PASSWORD_HASH_CONCURRENCY: must be below UV_THREADPOOL_SIZE/),
    ]);
  });

  it.each(['development', 'production'])('refuses the weak test strength in %s mode', (mode) => {
    const env = { NODE_ENV: mode, DATA_DIR: dataDir(), PASSWORD_HASH_STRENGTH: 'weak-for-tests' };
    const refusal = (() => {
      try {
        loadConfig(env);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).problems).toContain(
      'PASSWORD_HASH_STRENGTH: weak-for-tests is only allowed with NODE_ENV=test',
    );
  });

  it('hashes at OWASP strength unless the test tier asks otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir() }).passwordHashing.strength).toBe(
      'owasp',
    );
    const weak = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir(),
      PASSWORD_HASH_STRENGTH: 'weak-for-tests',
    });
    expect(weak.passwordHashing.strength).toBe('weak-for-tests');
  });
});
