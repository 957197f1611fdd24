import type { SignedInDevice } from '@glotv/contracts/devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../auth/public.ts';

export const devicesPath = (userId: string) =>
  `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}/devices`;

/** The subscriber's signed-in devices, most recently used first. */
export async function getDevices(userId: string, signal?: AbortSignal): Promise<SignedInDevice[]> {
  return (await api.get<{ data: SignedInDevice[] }>(devicesPath(userId), { signal })).data;
}

export const devicesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['devices', userId],
    queryFn: ({ signal }) => getDevices(userId, signal),
    staleTime: 0,
    throwOnError: isNetworkError,
  });

export function useDevices() {
  return useQuery(devicesQueryOptions(useSignedInUser().user_id));
}
