import type { Purchase } from '@glotv/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';
import { useSignedInUser } from '../../auth/public.ts';

/**
 * What the subscriber bought, newest first: what (named as it was sold, in `language`), when, how paid and
 * until when.
 */
export async function getPurchaseHistory(userId: string, language: Language): Promise<Purchase[]> {
  const path = `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}/purchases?limit=50&translation=${language}`;
  return (await api.get<{ data: Purchase[] }>(path)).data;
}

export const purchaseHistoryQueryOptions = (userId: string, language: Language) =>
  queryOptions({
    queryKey: ['packages', 'purchases', userId, language],
    queryFn: () => getPurchaseHistory(userId, language),
    throwOnError: isNetworkError,
  });

export function usePurchaseHistory() {
  return useQuery(purchaseHistoryQueryOptions(useSignedInUser().user_id, useCurrentLanguage()));
}
