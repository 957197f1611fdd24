import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { absoluteHref, paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

const homeHref = absoluteHref(paths.login);

/** Shown when a page could not be loaded for lack of a connection; returns home once back online. */
export function NetworkErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.network'));

  useEffect(() => {
    const goHome = () => window.location.assign(homeHref);
    window.addEventListener('online', goHome);
    return () => window.removeEventListener('online', goHome);
  }, []);

  return (
    <PageLayout>
      <section className="status-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('errors.network')}</h1>
        <a className="button button--primary" href={homeHref}>
          {t('common.goToHome')}
        </a>
      </section>
    </PageLayout>
  );
}
