import type { UsageLogRequest } from '@glotv/contracts/streams';
import { operatorUid } from '../../../config/operator.ts';
import { api } from '../../../lib/api-client.ts';

export const usageLogUrl = `/cm/api/logs/?operator_uid=${operatorUid}`;

/** The 'Video Played' log for `minutes` of viewing. The server stores the caller as subscriber. */
export type ContentInfo = Pick<
  UsageLogRequest,
  'content_uid' | 'content_type' | 'content_name' | 'content_details'
>;

export function videoPlayedLog(content: ContentInfo, minutes: number, device: { id: string; type: string }) {
  return {
    device_id: device.id,
    device_type: device.type,
    device_name: navigator.userAgent.slice(0, 200),
    platform: 'Web',
    action: 'Video Played',
    ...content,
    distributor_id: null,
    duration: minutes,
    medium: 'Web',
    operator_id: operatorUid,
  } satisfies UsageLogRequest;
}

/** While playing: an ordinary request (its failure costs one log, never the picture). */
export function sendUsageLog(log: UsageLogRequest): void {
  api.post(usageLogUrl, log).catch(() => undefined);
}

/**
 * On leaving (route change, tab closed): `sendBeacon` survives the page going away. The server accepts
 * JSON sent as text/plain, which needs no CORS preflight. Falls back to a keepalive fetch.
 */
export function beaconUsageLog(log: UsageLogRequest): void {
  const body = JSON.stringify(log);
  if (typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(usageLogUrl, new Blob([body], { type: 'text/plain' }))) return;
  }
  fetch(usageLogUrl, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain' },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
