import { randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptOnLowPriorityThread } from './scrypt-threads.ts';

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet's first scrypt setting: N=2^17, r=8, p=1, 128 MiB per hash (decision 026).
 * Stored hashes name their parameters, so older ones still verify and are upgraded at the next login.
 */
export const owaspScrypt: ScryptParameters = { N: 2 ** 17, r: 8, p: 1 };

/** 1 MiB and a few ms: only the test tier may ask for it (PASSWORD_HASH_STRENGTH, refused everywhere else). */
export const weakScryptForTests: ScryptParameters = { N: 2 ** 10, r: 8, p: 1 };

/** The largest memory a stored hash may ask for; a row naming more is refused rather than allocated. */
const maxMemoryBytes = 256 * 1024 * 1024;
const keyLength = 32;

/** What scrypt allocates: the N×r×128-byte table and p lanes of r×128 bytes. */
export function scryptMemoryBytes({ N, r, p }: ScryptParameters): number {
  return 128 * r * (N + p + 2);
}

function derive(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  const { N, r, p } = parameters;
  const options = { N, r, p, maxmem: scryptMemoryBytes(parameters) + 1024 * 1024 };
  return scryptOnLowPriorityThread({ password: password.normalize('NFKC'), salt, keyLength, options });
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(
  password: string,
  parameters: ScryptParameters = owaspScrypt,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, parameters);
  const { N, r, p } = parameters;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A well-formed hash with a random key: verifying against it takes a real check's time and never succeeds. */
export function hashMatchingNothing(parameters: ScryptParameters): string {
  const { N, r, p } = parameters;
  const [salt, key] = [randomBytes(16), randomBytes(keyLength)].map((bytes) => bytes.toString('base64url'));
  return ['scrypt', N, r, p, salt, key].join('$');
}

interface StoredHash {
  parameters: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

function parseStoredHash(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, key, extra] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key || extra !== undefined) return undefined;
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Object.values(parameters).every((value) => Number.isSafeInteger(value) && value >= 1) &&
    scryptMemoryBytes(parameters) <= maxMemoryBytes;
  return valid
    ? { parameters, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') }
    : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.parameters);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/** Whether a stored hash was made with other parameters than `current` (and should be made again). */
export function isOutdated(stored: string, current: ScryptParameters): boolean {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.parameters;
  return N !== current.N || r !== current.r || p !== current.p;
}
