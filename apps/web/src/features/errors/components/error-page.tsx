import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { absoluteHref, paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** '/errorpage', also shown when a page fails to render. */
export function ErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.pageTitle'));
  return (
    <PageLayout>
      <section className="status-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('errors.pageTitle')}</h1>
        <p>{t('errors.pageText')}</p>
        {/* A full page load, so that whatever went wrong starts afresh. */}
        <a className="button button--primary" href={absoluteHref(paths.login)}>
          {t('common.goToHome')}
        </a>
      </section>
    </PageLayout>
  );
}
