import type { ContinueWatchingItem } from '@glotv/contracts/watching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';
import { useSignedInUser } from '../../auth/public.ts';
import { userBase, watchingKey } from './watching-paths.ts';

export const continueWatchingQueryOptions = (userId: string, translation: Language) =>
  queryOptions({
    queryKey: [watchingKey, 'continue', userId, translation],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ContinueWatchingItem[] }>(
          `${userBase(userId)}/continue-watching?translation=${translation}`,
          { signal },
        )
      ).data,
  });

/** The subscriber's Continue watching, newest first; asked for only once `enabled` (after the first screen). */
export function useContinueWatching(enabled: boolean) {
  const userId = useSignedInUser().user_id;
  return useQuery({ ...continueWatchingQueryOptions(userId, useCurrentLanguage()), enabled });
}
