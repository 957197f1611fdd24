import type { MyListItem } from '@glotv/contracts/watching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../auth/public.ts';
import { userBase, watchingKey } from './watching-paths.ts';

/** What a card or a detail page knows of a title, enough to show it in My List at once. */
export type MyListTitle = Omit<MyListItem, 'added_at'>;

export interface MyListChange {
  title: MyListTitle;
  add: boolean;
}

const listKey = (userId: string) => [watchingKey, 'my-list', userId];

/**
 * Adds or removes a title (PUT or DELETE, both idempotent). The list shows the change at once and is asked
 * again once the server has answered; a refusal puts it back as it was.
 */
export function useChangeMyList() {
  const client = useQueryClient();
  const userId = useSignedInUser().user_id;
  return useMutation({
    mutationFn: async ({ title, add }: MyListChange) => {
      const path = `${userBase(userId)}/my-list/${title.type}/${title.id}`;
      await (add ? api.put(path, {}) : api.delete(path));
    },
    onMutate: async ({ title, add }) => {
      await client.cancelQueries({ queryKey: listKey(userId) });
      const before = client.getQueriesData<MyListItem[]>({ queryKey: listKey(userId) });
      client.setQueriesData<MyListItem[]>({ queryKey: listKey(userId) }, (list) => {
        if (!list) return list;
        const others = list.filter((item) => !(item.type === title.type && item.id === title.id));
        return add ? [{ ...title, added_at: new Date().toISOString() }, ...others] : others;
      });
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, list] of context?.before ?? []) client.setQueryData(key, list);
    },
    onSettled: () => client.invalidateQueries({ queryKey: listKey(userId) }),
  });
}
