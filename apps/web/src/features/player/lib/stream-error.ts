import { isApiError } from '../../../lib/api-client.ts';

/** How the player shows a refused or failed stream address. */
export type StreamProblem =
  | 'notEntitled'
  | 'outsideNigeria'
  | 'notAvailable'
  | 'programmeUnavailable'
  | 'signedOut'
  /** Every place is taken by the subscriber's other devices. */
  | 'streamLimit'
  /** This device's stream was stopped from another one. */
  | 'stopped'
  | 'failed';

export function streamProblem(error: unknown): StreamProblem {
  if (isApiError(error, 401)) return 'signedOut';
  if (isApiError(error, 403) && error.code === 'catch_up_unavailable') return 'programmeUnavailable';
  if (isApiError(error, 403)) return error.code === 'outside_nigeria' ? 'outsideNigeria' : 'notEntitled';
  if (isApiError(error, 404)) return 'notAvailable';
  if (isApiError(error, 409) && error.code === 'stream_limit') return 'streamLimit';
  if (isApiError(error, 409) && error.code === 'stream_stopped') return 'stopped';
  return 'failed';
}
