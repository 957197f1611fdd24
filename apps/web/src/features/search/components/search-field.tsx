import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SearchSlotProps } from '../../../components/layout/search-slot.ts';
import { paths } from '../../../config/paths.ts';
import { queryFrom, searchHref } from '../lib/search-links.ts';
import './search-field.css';
import '../strings.ts';

/** How long typing must pause before the results page's address (and so its results) follows the field. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The navigation state of a results page opened by typing: its field takes the focus to go on typing. */
interface TypingState {
  typing: true;
}

const isTyping = (state: unknown): state is TypingState =>
  typeof state === 'object' && state !== null && (state as Partial<TypingState>).typing === true;

/**
 * The search field. `live` (the navigation's, the results page's): results follow the typing. `submit` (the side
 * drawer's, which covers the page the results would show on): the search starts on Enter or the button.
 * Typed anywhere, it opens the results page (`/search?q=`), one history entry for a search, so Back returns to the
 * page it started from; on the results page the address follows the field, replaced, once the typing pauses.
 */
export function SearchField({ mode, className, onSearch }: SearchSlotProps) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onResults = location.pathname === paths.search;
  const addressQuery = onResults ? queryFrom(location.search) : '';
  const [text, setText] = useState(addressQuery);

  // The address changed under the field (Back, Forward, another field): show its query.
  useEffect(() => {
    if (timer.current === undefined) setText(addressQuery);
  }, [addressQuery]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Opened by typing: the visible field (the navigation's, or the page's on a phone) goes on with the typing.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element || !onResults || mode !== 'live' || !isTyping(location.state)) return;
    if (element.getClientRects().length === 0 || document.activeElement === element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [onResults, mode, location.state]);

  const go = (value: string, replace: boolean) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    // After typing, the results page's field takes over; after a search sent from the drawer, the results show.
    const state: TypingState | null = mode === 'live' ? { typing: true } : null;
    void navigate(searchHref(value), { replace, state });
  };

  const change = (value: string) => {
    setText(value);
    if (mode === 'submit') return;
    if (!onResults) {
      // The first letter opens the results page at once; what follows while it loads goes on replacing it.
      if (value.trim() !== '') go(value, false);
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go(value, true), SEARCH_DEBOUNCE_MS);
  };

  return (
    <search className={className}>
      <form
        className="search-field"
        onSubmit={(event) => {
          event.preventDefault();
          // Nothing to look for: the magnifier opens the field (narrowed to it beside the navigation) instead.
          if (text.trim() === '') {
            input.current?.focus();
            return;
          }
          go(text, onResults);
          onSearch?.();
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={id}
          type="search"
          className="search-field__input"
          value={text}
          maxLength={100}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => change(event.target.value)}
          // The results page's code is fetched as soon as a search is likely.
          onFocus={() => void import('./search-page.tsx')}
        />
        <button type="submit" className="search-field__button" aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}

function SearchIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
