import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { PasswordHasher } from './password-hasher.ts';
import { hashMatchingNothing, hashPassword, weakScryptForTests } from './password-hashing.ts';

const olderScrypt = { N: 2 ** 11, r: 8, p: 1 };

describe('PasswordHasher', () => {
  it('verifies what it hashed, with its parameters written in the hash', async () => {
    const hasher = new PasswordHasher({ parameters: weakScryptForTests, concurrency: 1, maxQueued: 4 });
    const stored = await hasher.hash('correct horse');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await hasher.verify('correct horse', stored)).toBe(true);
    expect(await hasher.verify('wrong horse', stored)).toBe(false);
    expect(await hasher.verifyAgainstNothing('correct horse')).toBe(false);
  });

  it('still verifies a hash made with older parameters, and makes it again with the current ones', async () => {
    const hasher = new PasswordHasher({ parameters: weakScryptForTests, concurrency: 1, maxQueued: 4 });
    const old = await hashPassword('correct horse', olderScrypt);
    expect(await hasher.verify('correct horse', old)).toBe(true);
    const upgraded = await hasher.upgrade('correct horse', old);
    expect(upgraded?.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await hasher.verify('correct horse', upgraded!)).toBe(true);
    expect(await hasher.upgrade('correct horse', upgraded!)).toBeUndefined();
  });

  it('refuses with 429 and a Retry-After, after a short pause, when every slot is busy and the queue is full', async () => {
    const hasher = new PasswordHasher({
      parameters: weakScryptForTests,
      concurrency: 1,
      maxQueued: 1,
      refusalPauseMs: 50,
    });
    // Checks against a far costlier hash hold the slot and the queue's place for a while (~0.2 s each).
    const costly = hashMatchingNothing({ N: 2 ** 16, r: 8, p: 1 });
    const accepted = [hasher.verify('first', costly), hasher.verify('second', costly)];
    const started = performance.now();
    const [early, refusal] = await Promise.all([
      hasher.refuseWhenFull().catch((error: unknown) => error),
      hasher.hash('third').catch((error: unknown) => error),
    ]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(early).toBeInstanceOf(AppError);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'rate_limited', statusCode: 429 });
    expect(Number((refusal as AppError).headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await Promise.all(accepted);
    await expect(hasher.refuseWhenFull()).resolves.toBeUndefined();
  });

  it('leaves an old hash for a later login when the queue has no room for the upgrade', async () => {
    const hasher = new PasswordHasher({
      parameters: weakScryptForTests,
      concurrency: 1,
      maxQueued: 0,
      refusalPauseMs: 0,
    });
    const old = await hashPassword('correct horse', olderScrypt);
    const busy = hasher.hash('someone else');
    expect(await hasher.upgrade('correct horse', old)).toBeUndefined();
    await busy;
  });
});
