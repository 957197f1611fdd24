import type { DataUse } from '@glotv/contracts/data-use';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/i18n.ts';
import { useSignedInUser } from '../../auth/public.ts';

export const dataUseQueryOptions = (
  userId: string,
  translation: string,
  viewing?: string,
  everyMs?: number,
) =>
  queryOptions({
    queryKey: ['data-use', userId, translation, viewing ?? null],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ translation, ...(viewing ? { viewing } : {}) });
      const path = `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}/data-use?${query}`;
      return (await api.get<{ data: DataUse }>(path, { signal })).data;
    },
    staleTime: 0,
    refetchInterval: everyMs ?? false,
  });

/** The signed-in subscriber's counted data use; with `viewing`, that viewing's too, asked again every `everyMs`. */
export function useDataUse(viewing?: string, everyMs?: number) {
  const user = useSignedInUser();
  return useQuery(dataUseQueryOptions(user.user_id, useCurrentLanguage(), viewing, everyMs));
}
