import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './secret-tokens.ts';

const secret = 'test-access-secret-0123456789abcdef';
const now = 1_800_000_000;
const claims = { sid: '7', sub: '42', exp: now + 600 };
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('access tokens', () => {
  it('accept their own signature', () => {
    expect(verifyAccessToken(signAccessToken(claims, secret), secret, now)).toEqual(claims);
  });

  it('refuse another spelling of the same signature bytes', () => {
    const token = signAccessToken(claims, secret);
    const [body, signature] = token.split('.') as [string, string];
    // 32 bytes take 43 characters; the last one's two low bits are spare, so flipping them spells the same bytes.
    const last = alphabet.indexOf(signature.at(-1)!);
    const respelled = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(verifyAccessToken(`${body}.${respelled}`, secret, now)).toBeNull();
  });

  it('refuse a signature made with another secret, and an expired token', () => {
    expect(verifyAccessToken(signAccessToken(claims, 'another-secret'), secret, now)).toBeNull();
    expect(verifyAccessToken(signAccessToken({ ...claims, exp: now }, secret), secret, now)).toBeNull();
  });
});
