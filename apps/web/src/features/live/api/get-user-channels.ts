import type { UserChannel } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../auth/public.ts';

/** Every channel with the subscriber's grant for it (`purchased` null when not playable). */
export async function getUserChannels(userId: string): Promise<UserChannel[]> {
  return (await api.get<{ data: UserChannel[] }>(userChannelsPath(userId))).data;
}

export const userChannelsPath = (userId: string) =>
  `/api/client/v2/${operatorUid}/users/${encodeURIComponent(userId)}/channels`;

export const userChannelsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['live', 'user-channels', userId],
    queryFn: () => getUserChannels(userId),
    throwOnError: isNetworkError,
  });

export function useUserChannels() {
  return useQuery(userChannelsQueryOptions(useSignedInUser().user_id));
}
