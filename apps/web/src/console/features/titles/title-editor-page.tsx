import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { SeasonsPanel } from './seasons-panel.tsx';
import { emptyTitleForm, titleFormOf } from './title-form.ts';
import { TitleForm } from './title-form-view.tsx';
import {
  categoriesQuery,
  packagesQuery,
  type SeriesDetail,
  type TitleKind,
  titleQuery,
} from './titles-api.ts';

/** One movie or series: loads it (unless new) with the packages and carousels to choose from. */
export function TitleEditorPage({ kind, id }: { kind: TitleKind; id: number | null }) {
  const { t } = useTranslation('console');
  const title = useQuery({ ...titleQuery(kind, id ?? 0), enabled: id !== null });
  const packages = useQuery(packagesQuery);
  const categories = useQuery(categoriesQuery);
  const name =
    id === null ? t(kind === 'movies' ? 'titles.newMovie' : 'titles.newSeries') : title.data?.title;
  useDocumentTitle(name ?? t('titles.heading'));
  const failed = title.isError || packages.isError || categories.isError;
  const missing = title.error instanceof ApiError && title.error.status === 404;

  return (
    <section className="console-page titles-page">
      <p>
        <Link to={`/titles${kind === 'series' ? '?kind=series' : ''}`}>{t('titles.backToList')}</Link>
      </p>
      <h1>{name ?? t('titles.heading')}</h1>
      {failed ? (
        <FormMessage text={t(missing ? 'titles.missing' : 'titles.loadFailed')} />
      ) : (id !== null && !title.data) || !packages.data || !categories.data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <TitleForm
            kind={kind}
            id={id}
            initial={title.data && id !== null ? titleFormOf(title.data) : emptyTitleForm}
            publishedAt={title.data && id !== null ? title.data.published_at : null}
            packages={packages.data}
            categories={categories.data}
          />
          {kind === 'series' && id !== null && title.data ? (
            <SeasonsPanel seriesId={id} seasons={(title.data as SeriesDetail).seasons} />
          ) : null}
        </>
      )}
    </section>
  );
}
