import type {
  SupportPurchase,
  SupportPurchaseAction,
  SupportPurchaseDetail,
} from '@glotv/contracts/console-purchases';
import { consoleApi } from '../../lib/console-api.ts';

export const PURCHASES_PAGE_SIZE = 50;

/** The list's filters, as they stand in the page's URL. */
export const filterKeys = ['status', 'method', 'package_id', 'from', 'to'] as const;
export type PurchaseFilters = Partial<Record<(typeof filterKeys)[number], string>>;

export function listPath(filters: PurchaseFilters, after: string | null): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  params.set('limit', String(PURCHASES_PAGE_SIZE));
  if (after) params.set('after', after);
  return `/support/purchases?${params}`;
}

export const purchasesApi = {
  list: (filters: PurchaseFilters, after: string | null) =>
    consoleApi.get<{ data: SupportPurchase[]; next: string | null }>(listPath(filters, after)),
  get: (id: string) =>
    consoleApi.get<{ data: SupportPurchaseDetail }>(`/support/purchases/${id}`).then((answer) => answer.data),
  act: (id: string, action: SupportPurchaseAction, reason: string) =>
    consoleApi.post<{
      data: SupportPurchaseDetail;
      outcome: 'activated' | 'closed' | 'checked' | 'unchanged';
    }>(`/support/purchases/${id}/${action}`, { reason }),
};

export const formatNaira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG')}`;
