import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { FreeToAirCarousel } from '../../live/public.ts';
import { PackageCards } from '../../packages/public.ts';
import { ContinueWatchingCarousel } from '../../watching/public.ts';
import { DASHBOARD_CAROUSEL_LIMIT } from '../lib/categories.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { CategoryCarousels } from './category-carousels.tsx';
import { MyListCarousel } from './my-list-carousel.tsx';
import './catalog.css';

/**
 * '/newdashboard': the banner, the subscriber's packages, the Free to Air channels, Continue watching and My
 * List (each only when it holds something, asked for after the first screen), then the carousels the
 * editor puts on the dashboard, in the editor's order (the demo: Recently Added, Top Ranked, Bollywood,
 * International and Drama).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.dashboard'));
  return (
    <PageLayout>
      <div className="catalog-page">
        <h1 className="visually-hidden">{t('pages.dashboard')}</h1>
        <BannerCarousel />
        <section className="packages-strip" aria-labelledby="dashboard-packages">
          <h2 id="dashboard-packages" className="carousel__title">
            {t('packages.title')}
          </h2>
          <PackageCards />
        </section>
        <FreeToAirCarousel />
        <ContinueWatchingCarousel />
        <MyListCarousel />
        <CategoryCarousels dashboard limit={DASHBOARD_CAROUSEL_LIMIT} eager />
      </div>
    </PageLayout>
  );
}
