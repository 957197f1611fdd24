import type { PositionKind, SavedPosition } from '@glotv/contracts/watching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../auth/public.ts';
import { userBase, watchingKey } from './watching-paths.ts';

export const positionQueryOptions = (userId: string, kind: PositionKind, id: number) =>
  queryOptions({
    queryKey: [watchingKey, 'position', userId, kind, id],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: SavedPosition | null }>(`${userBase(userId)}/positions/${kind}/${id}`, {
          signal,
        })
      ).data,
    // Saved by another device meanwhile: ask again each time the title is opened.
    staleTime: 0,
  });

/** Where the subscriber left a movie or an episode (null: never played, or nothing saved). */
export function usePosition(kind: PositionKind, id: number) {
  return useQuery(positionQueryOptions(useSignedInUser().user_id, kind, id));
}
