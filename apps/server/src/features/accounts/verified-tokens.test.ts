import { describe, expect, it } from 'vitest';
import { signAccessToken } from './secret-tokens.ts';
import { VerifiedTokens } from './verified-tokens.ts';

const secret = 'a-secret-long-enough-for-the-tests';
const claims = { sid: 'session-1', sub: 'subscriber-1', exp: 1_000 };

describe('VerifiedTokens', () => {
  it('gives the claims of a token signed with the secret, again and again', () => {
    const sut = new VerifiedTokens(secret);
    const token = signAccessToken(claims, secret);
    expect(sut.verify(token, 900)).toEqual(claims);
    expect(sut.verify(token, 901)).toEqual(claims);
  });

  it('refuses a token it verified before once the token has expired', () => {
    const sut = new VerifiedTokens(secret);
    const token = signAccessToken(claims, secret);
    expect(sut.verify(token, 999)).toEqual(claims);
    expect(sut.verify(token, 1_000)).toBeNull();
    expect(sut.verify(token, 999)).toEqual(claims);
  });

  it('refuses a token signed with another secret, or with its signature changed', () => {
    const sut = new VerifiedTokens(secret);
    const token = signAccessToken(claims, secret);
    expect(sut.verify(signAccessToken(claims, 'another-secret'), 900)).toBeNull();
    expect(sut.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 900)).toBeNull();
    expect(sut.verify(token, 900)).toEqual(claims);
  });

  it('keeps no more tokens than it is allowed, and still verifies the ones it dropped', () => {
    const sut = new VerifiedTokens(secret, 2);
    const tokens = ['a', 'b', 'c'].map((sid) => signAccessToken({ ...claims, sid }, secret));
    for (const token of tokens) expect(sut.verify(token, 900)).not.toBeNull();
    expect(sut.verify(tokens[0]!, 900)?.sid).toBe('a');
  });
});
