import { operatorUid } from '../../../config/operator.ts';

/** `…/users/{userId}`: where a subscriber's positions and My List live. */
export const userBase = (userId: string) =>
  `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}`;

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const watchingKey = 'watching';
