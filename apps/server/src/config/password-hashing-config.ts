import os from 'node:os';
import type { Env } from './config-schema.ts';

export interface PasswordHashingConfig {
  strength: Env['PASSWORD_HASH_STRENGTH'];
  /** Hashes computed at once. */
  concurrency: number;
  /** Hashes that may wait for a slot before logins are refused. */
  maxQueued: number;
}

/**
 * Waiting hashes allowed per slot: at ~0.5 s a hash a login waits at most ~4 s for its turn, within the 8 s the
 * spec's login modal waits for an answer.
 */
const QUEUED_PER_SLOT = 8;

/**
 * Hashing never takes every core nor every libuv thread (fs and dns share them): by default the cores less one
 * and the threadpool less one, at least 1. Weak test parameters fail closed: any mode but test refuses them.
 */
export function passwordHashingConfig(
  env: Env,
  cores = os.availableParallelism(),
): { config: PasswordHashingConfig; problems: string[] } {
  const threads = env.UV_THREADPOOL_SIZE;
  const concurrency = env.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, Math.min(cores - 1, threads - 1));
  const problems: string[] = [];
  if (env.PASSWORD_HASH_STRENGTH !== 'owasp' && env.NODE_ENV !== 'test') {
    problems.push('PASSWORD_HASH_STRENGTH: weak-for-tests is only allowed with NODE_ENV=test');
  }
  if (concurrency >= threads) {
    problems.push(
      `PASSWORD_HASH_CONCURRENCY: must be below UV_THREADPOOL_SIZE (${threads}), so that hashing never takes every libuv thread`,
    );
  }
  return {
    config: {
      strength: env.PASSWORD_HASH_STRENGTH,
      concurrency,
      maxQueued: env.PASSWORD_HASH_QUEUE ?? QUEUED_PER_SLOT * concurrency,
    },
    problems,
  };
}
