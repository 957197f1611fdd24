import type { MyListItem } from '@glotv/contracts/watching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';
import { useSignedInUser } from '../../auth/public.ts';
import { userBase, watchingKey } from './watching-paths.ts';

export const myListQueryOptions = (userId: string, translation: Language) =>
  queryOptions({
    queryKey: [watchingKey, 'my-list', userId, translation],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: MyListItem[] }>(`${userBase(userId)}/my-list?translation=${translation}`, {
          signal,
        })
      ).data,
    staleTime: 60_000,
  });

/** The subscriber's My List, newest first; asked for only once `enabled`. */
export function useMyList(enabled = true) {
  const userId = useSignedInUser().user_id;
  return useQuery({ ...myListQueryOptions(userId, useCurrentLanguage()), enabled });
}
