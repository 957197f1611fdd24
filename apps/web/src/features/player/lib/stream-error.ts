import { isApiError } from '../../../lib/api-client.ts';

/** How the player shows a refused or failed stream address. */
export type StreamProblem = 'notEntitled' | 'outsideNigeria' | 'notAvailable' | 'signedOut' | 'failed';

export function streamProblem(error: unknown): StreamProblem {
  if (isApiError(error, 401)) return 'signedOut';
  if (isApiError(error, 403)) return error.code === 'outside_nigeria' ? 'outsideNigeria' : 'notEntitled';
  if (isApiError(error, 404)) return 'notAvailable';
  return 'failed';
}
