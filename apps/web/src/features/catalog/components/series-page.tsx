import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useRedirectAfter } from '../../../hooks/use-redirect-after.ts';
import { parseSeries, SERIES_ERROR_REDIRECT_MS } from '../lib/detail-routes.ts';
import { SeriesDetail } from './series-detail.tsx';
import './catalog.css';

/** '/series': from `?seriesID=` (reload, shared link, banner) or navigation state. */
export function SeriesPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const target = parseSeries(location.search, location.state);
  useRedirectAfter(paths.error, SERIES_ERROR_REDIRECT_MS, target === null);
  useDocumentTitle(t('pages.series'));
  return (
    <PageLayout>
      {target ? (
        <SeriesDetail key={target.seriesID} target={target} />
      ) : (
        <p role="status" className="muted">
          {t('common.loadingEllipsis')}
        </p>
      )}
    </PageLayout>
  );
}
