import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { paths } from '../../../config/paths.ts';
import { parseMovieDetail } from '../lib/detail-routes.ts';
import { MovieDetail } from './movie-detail.tsx';
import './catalog.css';

/**
 * '/moviesdetailpage': from `?movieID=` (reload, shared link) or the navigation state the carousels send.
 * With neither there is nothing to show: the spec sends the visitor to the login landing.
 */
export function MovieDetailPage() {
  const location = useLocation();
  const { t } = useTranslation();
  const target = parseMovieDetail(location.search, location.state);
  if (!target) return <Navigate to={paths.login} replace />;
  return (
    <PageLayout>
      <MovieDetail key={target.movieID} target={target} fallbackTitle={t('pages.movieDetail')} />
    </PageLayout>
  );
}
