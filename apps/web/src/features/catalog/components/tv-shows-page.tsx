import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { DASHBOARD_CAROUSEL_LIMIT } from '../lib/categories.ts';
import { CategoryCarousels } from './category-carousels.tsx';

/** '/tvshowspage': the series carousels, one per category. */
export function TvShowsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.tvShows'));
  return (
    <PageLayout>
      <div className="catalog-page">
        <h1 className="page-title">{t('pages.tvShows')}</h1>
        <CategoryCarousels limit={DASHBOARD_CAROUSEL_LIMIT} type="series" eager />
      </div>
    </PageLayout>
  );
}
