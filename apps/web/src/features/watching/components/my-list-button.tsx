import { useTranslation } from 'react-i18next';
import { type MyListTitle, useChangeMyList } from '../api/change-my-list.ts';
import { useMyList } from '../api/get-my-list.ts';
import { isInMyList } from '../lib/my-list-keys.ts';
import { MyListIcon } from './my-list-icons.tsx';
import './watching.css';

/** A detail page's 'My List' button: adds the title or removes it, a toggle (`aria-pressed`) the server's list decides. */
export function MyListButton({ title }: { title: MyListTitle }) {
  const { t } = useTranslation();
  const list = useMyList();
  const change = useChangeMyList();
  const inList = isInMyList(list.data, title);
  return (
    <button
      type="button"
      className="button button--outline my-list-toggle--detail"
      aria-pressed={inList}
      onClick={() => change.mutate({ title, add: !inList })}
    >
      <MyListIcon inList={inList} />
      {t('watching.myList')}
    </button>
  );
}
