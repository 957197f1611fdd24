import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** RFC 6238 as every authenticator app speaks it: SHA-1, 6 digits, 30-second steps. */
const ISSUER = 'GLO-TV console';
const PERIOD = 30;

function totpFor(email: string, base32: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  });
}

/** A fresh 160-bit secret, as base32 (what an authenticator shows when typed in by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(email: string, base32: string): string {
  return totpFor(email, base32).toString();
}

export function qrSvgDataUrl(text: string): string {
  const svg = renderSVG(text, { ecc: 'M', border: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a code belongs to, allowing one step either side for clock drift, or null when the code is
 * wrong. The caller accepts a step only once (a code cannot be replayed within its window).
 */
export function matchingStep(base32: string, code: string, now: Date): number | null {
  const totp = totpFor('check', base32);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The current code, for tests and the test fixture only. */
export function currentCode(base32: string, now: Date = new Date()): string {
  return totpFor('check', base32).generate({ timestamp: now.getTime() });
}

/**
 * TOTP secrets are stored encrypted (AES-256-GCM) under a key derived from the token signing secret, so a copy
 * of the database alone does not give anyone's second factor.
 */
export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(signingSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', signingSecret, 'glotv-staff-totp', 'totp-secret-v1', 32));
  }

  seal(base32: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown TOTP secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
