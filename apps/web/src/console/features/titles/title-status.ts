import type { TitleListRow } from './titles-api.ts';

export type TitleStatus = 'draft' | 'published' | 'deleted';
export type StatusFilter = 'all' | TitleStatus;

export function statusOf(row: Pick<TitleListRow, 'published_at' | 'deleted_at'>): TitleStatus {
  if (row.deleted_at) return 'deleted';
  return row.published_at ? 'published' : 'draft';
}

/** The rows with this status whose title (either language) or uid holds the search, case and accents aside. */
export function filterTitles(
  rows: readonly TitleListRow[],
  status: StatusFilter,
  search: string,
): TitleListRow[] {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(search.trim());
  return rows.filter(
    (row) =>
      (status === 'all' || statusOf(row) === status) &&
      (wanted === '' || [row.title, row.title_pt ?? '', row.uid].some((text) => fold(text).includes(wanted))),
  );
}
