import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { streamProblem } from './stream-error.ts';

describe('stream address refusals', () => {
  it('tells the pay prompt, the Nigeria-only alert, not-yet-available and sign-in apart', () => {
    expect(streamProblem(new ApiError(403, 'not_entitled', 'x', undefined))).toBe('notEntitled');
    expect(streamProblem(new ApiError(403, 'outside_nigeria', 'x', undefined))).toBe('outsideNigeria');
    expect(streamProblem(new ApiError(404, 'not_found', 'x', undefined))).toBe('notAvailable');
    expect(streamProblem(new ApiError(403, 'catch_up_unavailable', 'x', undefined))).toBe(
      'programmeUnavailable',
    );
    expect(streamProblem(new ApiError(401, undefined, 'x', undefined))).toBe('signedOut');
    expect(streamProblem(new ApiError(500, undefined, 'x', undefined))).toBe('failed');
    expect(streamProblem(new ApiError(409, 'conflict', 'x', undefined))).toBe('failed');
    expect(streamProblem(new NetworkError('offline'))).toBe('failed');
  });

  it('tells the limit of devices playing at once from a stream stopped from another device', () => {
    expect(streamProblem(new ApiError(409, 'stream_limit', 'x', undefined))).toBe('streamLimit');
    expect(streamProblem(new ApiError(409, 'stream_stopped', 'x', undefined))).toBe('stopped');
  });
});
