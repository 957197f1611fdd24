import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ContinueWatchingCarousel } from '../../watching/public.ts';
import { DASHBOARD_CAROUSEL_LIMIT } from '../lib/categories.ts';
import { CategoryCarousels } from './category-carousels.tsx';

/**
 * '/moviespage', Movies & Shows: Continue watching at the top when it holds something, a movie carousel per category (Top Ranked, Nollywood, … Science
 * Fiction on mobile only … International), the series carousels under them.
 */
export function MoviesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.movies'));
  return (
    <PageLayout>
      <div className="catalog-page">
        <h1 className="page-title">{t('pages.movies')}</h1>
        <ContinueWatchingCarousel />
        <section className="catalog-section" aria-labelledby="movies-heading">
          <h2 id="movies-heading" className="section-title">
            {t('nav.top.movies')}
          </h2>
          <CategoryCarousels limit={DASHBOARD_CAROUSEL_LIMIT} type="movie" headingLevel={3} eager />
        </section>
        <section className="catalog-section" aria-labelledby="series-heading">
          <h2 id="series-heading" className="section-title">
            {t('nav.top.tvShows')}
          </h2>
          <CategoryCarousels limit={DASHBOARD_CAROUSEL_LIMIT} type="series" headingLevel={3} />
        </section>
      </div>
    </PageLayout>
  );
}
