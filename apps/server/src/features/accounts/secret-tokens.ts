import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Opaque random tokens (refresh tokens, sign-in tickets): only their SHA-256 is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface AccessClaims {
  /** session id */
  sid: string;
  /** subscriber id */
  sub: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

/** A compact HMAC-signed access token: base64url(claims).base64url(signature). */
export function signAccessToken(claims: AccessClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export function verifyAccessToken(token: string, secret: string, nowSeconds: number): AccessClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  // The canonical text, not the decoded bytes: decoding ignores a last character's spare bits, so several
  // spellings of one signature would otherwise pass.
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Partial<AccessClaims>;
    if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number')
      return null;
    return claims.exp > nowSeconds ? (claims as AccessClaims) : null;
  } catch {
    return null;
  }
}
