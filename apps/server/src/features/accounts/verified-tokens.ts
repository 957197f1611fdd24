import { type AccessClaims, verifyAccessToken } from './secret-tokens.ts';

/**
 * Access tokens whose signature has been checked, with their claims: each token's HMAC is computed once, not on
 * every request it comes with. Only tokens that verified are kept (junk cannot fill it), expiry is checked on
 * every use, and whether the session still lives is the sessions cache's question, asked as before.
 */
export class VerifiedTokens {
  private readonly claims = new Map<string, AccessClaims>();

  constructor(
    private readonly secret: string,
    private readonly maxEntries = 50_000,
  ) {}

  verify(token: string, nowSeconds: number): AccessClaims | null {
    const known = this.claims.get(token);
    if (known) {
      if (known.exp > nowSeconds) return known;
      this.claims.delete(token);
      return null;
    }
    const claims = verifyAccessToken(token, this.secret, nowSeconds);
    if (!claims) return null;
    if (this.claims.size >= this.maxEntries) {
      const oldest = this.claims.keys().next().value;
      if (oldest !== undefined) this.claims.delete(oldest);
    }
    this.claims.set(token, claims);
    return claims;
  }
}
