import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-console-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('notFound.heading'));
  return (
    <section className="console-page">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/">{t('refused.back')}</Link>
      </p>
    </section>
  );
}
