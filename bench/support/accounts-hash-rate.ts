import { randomBytes, scrypt } from 'node:crypto';

export type PasswordHash = (password: string) => Promise<unknown>;

export interface HashRate {
  hashesPerSecond: number;
  /** The median time of one hash. */
  medianMs: number;
}

/** Runs `count` hashes, `inFlight` at a time, after one unmeasured hash to warm up. */
export async function measureHashRate(
  hash: PasswordHash,
  count: number,
  inFlight: number,
): Promise<HashRate> {
  await hash('warm-up-password');
  const durations: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const started = performance.now();
      await hash(`Bench-password-${next}`);
      durations.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker));
  const elapsedMs = performance.now() - started;
  durations.sort((a, b) => a - b);
  return {
    hashesPerSecond: (count * 1000) / elapsedMs,
    medianMs: durations[Math.floor(durations.length / 2)]!,
  };
}

/** OWASP's Password Storage Cheat Sheet minimum for scrypt: N=2^17 (128 MiB), r=8, p=1. */
export const owaspMinimumScrypt = { N: 2 ** 17, r: 8, p: 1 } as const;

/** `node:crypto` scrypt at OWASP's minimum, with a fresh salt and the server's key length, as a baseline. */
export function owaspMinimumHash(password: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      randomBytes(16),
      32,
      { ...owaspMinimumScrypt, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}
