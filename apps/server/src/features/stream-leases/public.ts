import type { LeaseTarget } from '@glotv/contracts/stream-leases';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

/**
 * For the stream address calls (movies, episodes, live channels), after their own checks: takes or renews the
 * caller's lease for `target`, unless the address is asked for ahead of Play (`ahead=1`: the player leases it
 * when it starts). One store round trip; a refusal is the `stream_limit` or `stream_stopped` error.
 */
export async function takeStreamLease(request: FastifyRequest, target: LeaseTarget): Promise<void> {
  const query = request.query as { ahead?: unknown } | undefined;
  if (query?.ahead === '1') return;
  if (!request.session) throw new AppError('unauthorized', 'Please sign in.');
  await request.server.streamLeases.claim(request.session, target, true);
}
