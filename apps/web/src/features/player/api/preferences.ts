import type { Preferences, QualityChoice } from '@glotv/contracts/streams';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api } from '../../../lib/api-client.ts';

const pathOf = (userId: string) =>
  `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}/preferences`;

export const preferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['player', 'preferences', userId],
    queryFn: async ({ signal }) => (await api.get<{ data: Preferences }>(pathOf(userId), { signal })).data,
    staleTime: 5 * 60 * 1000,
  });

/** The saved quality; 'auto' until known or when the server cannot say. */
export function useQualityChoice(userId: string): QualityChoice {
  return useQuery(preferencesQueryOptions(userId)).data?.quality ?? 'auto';
}

/**
 * Saves the choice (PUT preferences). The server caps the master playlist by the saved choice when it signs
 * an address, so a saved change drops the cached addresses: the player asks again and reloads its source.
 */
export function useSaveQuality(userId: string) {
  const client = useQueryClient();
  return useMutation({
    // One save at a time, in the order chosen: arrowing through the menu saves each step, and the last one wins.
    scope: { id: `quality:${userId}` },
    mutationFn: async (quality: QualityChoice) =>
      (await api.put<{ data: Preferences }>(pathOf(userId), { quality })).data,
    onSuccess: async (saved) => {
      client.setQueryData(preferencesQueryOptions(userId).queryKey, saved);
      await client.invalidateQueries({ queryKey: ['player', 'stream', userId] });
    },
  });
}
