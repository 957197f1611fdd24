import { SUBSCRIBER_SEARCH_MIN, type SubscriberSummary } from '@glotv/contracts/console-support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

interface SearchAnswer {
  data: SubscriberSummary[];
  page: number;
  next_page: number | null;
}

const TYPING_PAUSE_MS = 250;

/** Find subscribers by part of a number, an e-mail or a username, as you type; the server pages the answer. */
export function SubscriberSearchPage() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('subscribers.heading'));
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const ready = query.length >= SUBSCRIBER_SEARCH_MIN;

  const results = useQuery({
    queryKey: ['console', 'subscribers', query, page],
    queryFn: () =>
      consoleApi.get<SearchAnswer>(`/support/subscribers?q=${encodeURIComponent(query)}&page=${page}`),
    enabled: ready,
    placeholderData: keepPreviousData,
  });

  return (
    <section className="console-page subscribers">
      <h1>{t('subscribers.heading')}</h1>
      <form className="console-form subscribers__search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('subscribers.searchLabel')}
          type="search"
          value={text}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('subscribers.searchPlaceholder')}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true });
          }}
        />
      </form>
      {!ready ? (
        <p className="console-muted">{t('subscribers.typeMore', { count: SUBSCRIBER_SEARCH_MIN })}</p>
      ) : results.isError ? (
        <FormMessage text={t('subscribers.searchFailed')} />
      ) : !results.data ? (
        <p className="console-muted" role="status">
          {t('loading')}
        </p>
      ) : results.data.data.length === 0 ? (
        <p className="console-muted" role="status">
          {t('subscribers.none')}
        </p>
      ) : (
        <>
          <ul className="console-rows" aria-label={t('subscribers.results')} aria-busy={results.isFetching}>
            {results.data.data.map((subscriber) => (
              <li key={subscriber.id} className="console-row subscribers__result">
                <Link to={subscriber.id} className="subscribers__link">
                  <strong>{subscriber.msisdn ?? subscriber.email ?? subscriber.username}</strong>
                  <span className="console-muted">
                    {[
                      subscriber.username,
                      subscriber.msisdn ? subscriber.email : null,
                      `${subscriber.first_name} ${subscriber.last_name}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </Link>
                <span
                  className={`console-badge console-badge--${subscriber.status === 'Active' ? 'active' : 'disabled'}`}
                >
                  {t(`subscribers.status.${subscriber.status}`)}
                </span>
              </li>
            ))}
          </ul>
          <nav className="subscribers__pages" aria-label={t('subscribers.pages')}>
            <button
              type="button"
              className="button button--outline console-small-button"
              disabled={page === 1}
              onClick={() => setPage(page - 1)}
            >
              {t('subscribers.previous')}
            </button>
            <span className="console-muted">{t('subscribers.page', { page })}</span>
            <button
              type="button"
              className="button button--outline console-small-button"
              disabled={results.data.next_page === null}
              onClick={() => setPage(page + 1)}
            >
              {t('subscribers.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
