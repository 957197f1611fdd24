import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PageLayout } from './page-layout.tsx';

/** A route that exists but whose content is not built yet; says so plainly. */
export function PagePlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <PageLayout>
      <section className="status-page" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        <p>{t('common.notYetAvailable')}</p>
      </section>
    </PageLayout>
  );
}
