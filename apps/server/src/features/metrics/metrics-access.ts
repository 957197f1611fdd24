import { timingSafeEqual } from 'node:crypto';

/**
 * Who may read /metrics: 'closed' when production has no METRICS_TOKEN (the route is not served), 'open' when
 * development or test has none, otherwise only a caller presenting the token (decision 038).
 */
export type MetricsAccess = { kind: 'closed' } | { kind: 'open' } | { kind: 'token'; token: string };

export function metricsAccess(env: 'development' | 'test' | 'production', token: string | undefined) {
  if (token) return { kind: 'token', token } satisfies MetricsAccess;
  return env === 'production' ? ({ kind: 'closed' } as const) : ({ kind: 'open' } as const);
}

/** True when the Authorization header is `Bearer <token>`, compared in constant time. */
export function presentsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
