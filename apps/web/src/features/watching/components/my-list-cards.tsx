import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleReady } from '../../../hooks/use-idle-ready.ts';
import { sentenceWithValue } from '../../../lib/sentence-with-value.ts';
import { type MyListTitle, useChangeMyList } from '../api/change-my-list.ts';
import { useMyList } from '../api/get-my-list.ts';
import { myListKey } from '../lib/my-list-keys.ts';
import { MyListIcon } from './my-list-icons.tsx';
import './watching.css';

interface MyListCardsValue {
  keys: ReadonlySet<string>;
  toggle: (title: MyListTitle, add: boolean) => void;
  label: (title: string, inList: boolean) => string;
}

const MyListCardsContext = createContext<MyListCardsValue | null>(null);

/**
 * My List for a page's cards: asked for and changed once for all of them. A carousel row holds dozens of
 * cards, and a list query, a mutation and the translations per card were the dashboard's largest script cost.
 */
export function MyListCards({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Asked for once the page has shown its first screen: the cards' toggles read "add" until then.
  const list = useMyList(useIdleReady());
  const { mutate } = useChangeMyList();
  const labels = useMemo(
    () => ({
      add: sentenceWithValue((title) => t('watching.addTitle', { title })),
      remove: sentenceWithValue((title) => t('watching.removeTitle', { title })),
    }),
    [t],
  );
  const value = useMemo<MyListCardsValue>(
    () => ({
      keys: new Set(list.data?.map(myListKey)),
      toggle: (title, add) => mutate({ title, add }),
      label: (title, inList) => (inList ? labels.remove : labels.add)(title),
    }),
    [list.data, mutate, labels],
  );
  return <MyListCardsContext.Provider value={value}>{children}</MyListCardsContext.Provider>;
}

/** The small My List toggle in a card's corner; it follows the card's link in the carousel's one tab stop. */
export function MyListCardButton({ title, tabIndex }: { title: MyListTitle; tabIndex: 0 | -1 }) {
  const cards = useContext(MyListCardsContext);
  if (!cards) throw new Error('MyListCardButton used outside MyListCards');
  const inList = cards.keys.has(myListKey(title));
  return (
    <button
      type="button"
      className="my-list-toggle--card"
      aria-pressed={inList}
      aria-label={cards.label(title.title, inList)}
      tabIndex={tabIndex}
      onClick={() => cards.toggle(title, !inList)}
    >
      <MyListIcon inList={inList} />
    </button>
  );
}
