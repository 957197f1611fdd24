import { useTranslation } from 'react-i18next';
import { type MyListTitle, useChangeMyList } from '../api/change-my-list.ts';
import { useMyList } from '../api/get-my-list.ts';
import './watching.css';

interface MyListButtonProps {
  title: MyListTitle;
  /** A small icon in a card's corner, or a labelled button on a detail page. */
  variant: 'card' | 'detail';
  /** A card's button follows its link in the carousel's single tab stop. */
  tabIndex?: 0 | -1;
  /** Ask for My List only once the page is past its first screen (cards of the first view). */
  enabled?: boolean;
}

/** Adds the title to My List, or removes it: a toggle button (`aria-pressed`) the server's list decides. */
export function MyListButton({ title, variant, tabIndex, enabled = true }: MyListButtonProps) {
  const { t } = useTranslation();
  const list = useMyList(enabled);
  const change = useChangeMyList();
  const inList = list.data?.some((item) => item.type === title.type && item.id === title.id) ?? false;
  const toggle = () => change.mutate({ title, add: !inList });
  if (variant === 'card') {
    return (
      <button
        type="button"
        className="my-list-toggle--card"
        aria-pressed={inList}
        aria-label={t(inList ? 'watching.removeTitle' : 'watching.addTitle', { title: title.title })}
        tabIndex={tabIndex}
        onClick={toggle}
      >
        {inList ? <CheckIcon /> : <PlusIcon />}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="button button--outline my-list-toggle--detail"
      aria-pressed={inList}
      onClick={toggle}
    >
      {inList ? <CheckIcon /> : <PlusIcon />}
      {t('watching.myList')}
    </button>
  );
}

function PlusIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
