import type { UsageLogRequest } from '@glotv/contracts/streams';
import { AppError } from '../../errors/app-error.ts';
import type { UsageLogEntry } from './usage-log.repository.ts';

/** Who sends a log: the signed-in session. */
export interface UsageLogCaller {
  subscriberId: string;
  subscriberUid: string;
  deviceId: string | null;
}

/**
 * The entry stored for a client's log. It is always the caller's own: a `subscriber_uid` naming
 * someone else is refused (their uid or their user id is accepted); the operator is the configured one, the
 * device the session's.
 */
export function usageLogEntryFor(
  body: UsageLogRequest,
  caller: UsageLogCaller,
  operatorUid: string,
): UsageLogEntry {
  const named = body.subscriber_uid;
  if (named && named !== caller.subscriberUid && named !== caller.subscriberId) {
    throw new AppError('forbidden', 'You can only log your own usage.');
  }
  if (body.operator_id && body.operator_id !== operatorUid) {
    throw new AppError('forbidden', `Unknown operator_id '${body.operator_id}'.`);
  }
  return {
    subscriber_uid: caller.subscriberUid,
    // The session's device, as on the login and logout logs: a body's device_id is the client's word only.
    device_id: caller.deviceId,
    device_type: body.device_type ?? null,
    device_name: body.device_name ?? null,
    platform: body.platform ?? null,
    action: body.action,
    content_uid: body.content_uid ?? null,
    content_type: body.content_type ?? null,
    content_name: body.content_name ?? null,
    content_details: body.content_details ?? null,
    distributor_id: body.distributor_id ?? null,
    duration: body.duration ?? null,
    medium: body.medium ?? null,
    operator_id: operatorUid,
  };
}
