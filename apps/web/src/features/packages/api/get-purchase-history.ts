import type { Purchase } from '@glotv/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../auth/public.ts';

/** What the subscriber bought, newest first: what, when, how paid and until when. */
export async function getPurchaseHistory(userId: string): Promise<Purchase[]> {
  const path = `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}/purchases?limit=50`;
  return (await api.get<{ data: Purchase[] }>(path)).data;
}

export const purchaseHistoryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['packages', 'purchases', userId],
    queryFn: () => getPurchaseHistory(userId),
    throwOnError: isNetworkError,
  });

export function usePurchaseHistory() {
  return useQuery(purchaseHistoryQueryOptions(useSignedInUser().user_id));
}
