import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-console-title.ts';
import { useSignedInStaff } from './console-layout.tsx';

export function RefusedPage() {
  const { t } = useTranslation('console');
  const staff = useSignedInStaff();
  useDocumentTitle(t('refused.heading'));
  return (
    <section className="console-page" data-testid="console-refused">
      <h1>{t('refused.heading')}</h1>
      <p>{t('refused.text', { role: t(`roles.${staff.role}`) })}</p>
      <p>
        <Link to="/">{t('refused.back')}</Link>
      </p>
    </section>
  );
}
