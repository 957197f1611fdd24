import { operatorUid } from '@glotv/testing/portal-api';
import autocannon from 'autocannon';

/** A usage log as the player sends one every 60 minutes played. */
export const usageLog = {
  action: 'Video Played',
  content_type: 'movie',
  content_uid: 'bench-title',
  content_name: 'Bench title',
  duration: 60,
};

/** The same log with a body the schema refuses (400, nothing buffered or written). */
export const refusedUsageLog = { ...usageLog, duration: 'not a number' };

export interface PostsAtRate {
  sent: number;
  perSecond: number;
  non2xx: number;
  p50Ms: number;
  p99Ms: number;
}

/** Posts `body` to the usage-log call at `perSecond` for `seconds`. */
export async function postLogsAtRate(
  baseUrl: string,
  accessToken: string,
  body: unknown,
  { perSecond, seconds }: { perSecond: number; seconds: number },
): Promise<PostsAtRate> {
  const result = await autocannon({
    url: `${baseUrl}/cm/api/logs/?operator_uid=${operatorUid}`,
    method: 'POST',
    // One request in flight per connection: the rate holds only while connections ÷ latency ≥ the rate, so
    // there are enough for answers that wait 400 ms behind the dashboard load.
    connections: 400,
    overallRate: perSecond,
    duration: seconds,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(body),
  });
  return {
    sent: result.requests.total,
    perSecond: Math.round(result.requests.average),
    non2xx: result.non2xx + result.errors + result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}
