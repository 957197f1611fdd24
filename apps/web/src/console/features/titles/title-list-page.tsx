import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { imageUrl } from '../../../lib/images.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { filterTitles, type StatusFilter, statusOf } from './title-status.ts';
import { type TitleKind, type TitleListRow, titleListQuery } from './titles-api.ts';

const statusFilters: readonly StatusFilter[] = ['all', 'draft', 'published', 'deleted'];

/** The movies or the series (tabs), filtered by status and a search; the tab and filters live in the URL. */
export function TitleListPage() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('titles.heading'));
  const [params, setParams] = useSearchParams();
  const kind: TitleKind = params.get('kind') === 'series' ? 'series' : 'movies';
  const status = (statusFilters.find((value) => value === params.get('status')) ?? 'all') as StatusFilter;
  const search = params.get('q') ?? '';
  const list = useQuery(titleListQuery(kind, status === 'deleted'));
  const change = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const rows = list.data ? filterTitles(list.data, status, search) : [];

  return (
    <section className="console-page titles-page">
      <h1>{t('titles.heading')}</h1>
      <p className="console-muted">{t('titles.intro')}</p>
      <div className="titles-tabs" role="tablist" aria-label={t('titles.heading')}>
        {(['movies', 'series'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === kind}
            className={`titles-tab${tab === kind ? ' titles-tab--current' : ''}`}
            onClick={() => change('kind', tab === 'movies' ? '' : tab)}
          >
            {t(`titles.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div className="console-filters">
        <label className="field">
          <span className="field__label">{t('titles.statusFilter')}</span>
          <select
            className="console-select-input"
            value={status}
            onChange={(event) => change('status', event.target.value === 'all' ? '' : event.target.value)}
          >
            {statusFilters.map((value) => (
              <option key={value} value={value}>
                {t(`titles.statuses.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('titles.search')}
          type="search"
          value={search}
          autoComplete="off"
          onChange={(event) => change('q', event.target.value)}
        />
        <div className="console-filters__actions">
          <Link className="button button--primary" to={`${kind}/new`}>
            {t(kind === 'movies' ? 'titles.newMovie' : 'titles.newSeries')}
          </Link>
        </div>
      </div>
      {list.isError ? (
        <FormMessage text={t('titles.loadFailed')} />
      ) : list.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : rows.length === 0 ? (
        <p className="console-panel">{t(list.data.length === 0 ? 'titles.none' : 'titles.noMatch')}</p>
      ) : (
        <ul className="console-rows" aria-label={t(`titles.tabs.${kind}`)}>
          {rows.map((row) => (
            <TitleRow key={row.id} kind={kind} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TitleRow({ kind, row }: { kind: TitleKind; row: TitleListRow }) {
  const { t } = useTranslation('console');
  const status = statusOf(row);
  return (
    <li className="console-row titles-row" data-uid={row.uid}>
      {row.image_id ? (
        <img
          className="titles-thumb"
          src={imageUrl(row.image_id, 80)}
          alt=""
          width={40}
          height={60}
          loading="lazy"
        />
      ) : (
        <span className="titles-thumb titles-thumb--empty" aria-hidden="true" />
      )}
      <div className="console-row__main">
        <strong>{row.title}</strong>
        {row.release_year ? <span className="console-muted">{row.release_year}</span> : null}
        <span className={`console-badge titles-status--${status}`}>{t(`titles.statuses.${status}`)}</span>
        <span className={`console-badge console-badge--${row.video_ready ? 'active' : 'disabled'}`}>
          {t(row.video_ready ? 'titles.videoReady' : 'titles.videoMissing')}
        </span>
      </div>
      {status === 'deleted' ? null : (
        <div className="console-row__actions">
          <Link
            className="button button--outline console-small-button"
            to={`${kind}/${row.id}`}
            aria-label={t('titles.editNamed', { name: row.title })}
          >
            {t('titles.edit')}
          </Link>
        </div>
      )}
    </li>
  );
}
