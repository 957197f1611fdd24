import type { MyListItem } from '@glotv/contracts/watching';

type TitleRef = Pick<MyListItem, 'type' | 'id'>;

/** One key per title: a movie and a series may share an id. */
export const myListKey = (title: TitleRef) => `${title.type}-${title.id}`;

export function isInMyList(list: readonly TitleRef[] | undefined, title: TitleRef): boolean {
  return list?.some((item) => item.type === title.type && item.id === title.id) ?? false;
}
