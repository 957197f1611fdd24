import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

function paramOf(request: FastifyRequest, name: string): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const value = params?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** `{operator}` in a path must be the configured operator uid; anything else is not found. */
export async function requireKnownOperator(request: FastifyRequest): Promise<void> {
  const operator = paramOf(request, 'operator');
  if (operator !== undefined && operator !== request.server.config.operatorUid) {
    throw new AppError('not_found', `Unknown operator '${operator}'.`);
  }
}

/** After `authenticate`: `users/{userId}` resources are readable by that user only. */
export async function requireOwnUser(request: FastifyRequest): Promise<void> {
  if (paramOf(request, 'userId') !== request.session?.subscriberId) {
    throw new AppError('forbidden', 'You can only read your own account.');
  }
}

/** The subscriber id of the signed-in user; only on routes behind `authenticate`. */
export function subscriberIdOf(request: FastifyRequest): string {
  if (!request.session) throw new AppError('unauthorized', 'Please sign in.');
  return request.session.subscriberId;
}
