import { describe, expect, it } from 'vitest';
import { metricsAccess, presentsToken } from './metrics-access.ts';

const token = 'a-metrics-token-of-at-least-32-characters';

describe('metrics access', () => {
  it('is closed in production without a token, open elsewhere without one, and wants the token when set', () => {
    expect(metricsAccess('production', undefined)).toEqual({ kind: 'closed' });
    expect(metricsAccess('development', undefined)).toEqual({ kind: 'open' });
    expect(metricsAccess('test', undefined)).toEqual({ kind: 'open' });
    expect(metricsAccess('production', token)).toEqual({ kind: 'token', token });
    expect(metricsAccess('development', token)).toEqual({ kind: 'token', token });
  });

  it('accepts only the exact token as a bearer credential', () => {
    expect(presentsToken(`Bearer ${token}`, token)).toBe(true);
    for (const header of [
      undefined,
      '',
      token,
      `bearer ${token}`,
      `Bearer ${token}x`,
      `Bearer ${token.slice(1)}`,
    ]) {
      expect(presentsToken(header, token), String(header)).toBe(false);
    }
  });
});
