import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-console-title.ts';
import { sectionsFor } from '../sections.ts';
import { useSignedInStaff } from './console-layout.tsx';

export function HomePage() {
  const { t } = useTranslation('console');
  const staff = useSignedInStaff();
  const sections = sectionsFor(staff.role);
  useDocumentTitle(null);
  return (
    <section className="console-page">
      <h1>{t('home.heading')}</h1>
      <p className="console-muted">
        {t('home.signedInAs', { email: staff.email, role: t(`roles.${staff.role}`) })}
      </p>
      <h2>{t('home.sections')}</h2>
      {sections.length === 0 ? (
        <p>{t('home.noSections')}</p>
      ) : (
        <ul className="console-cards">
          {sections.map((section) => (
            <li key={section.id}>
              <Link className="console-card" to={`/${section.path}`}>
                <strong>{t(section.labelKey)}</strong>
                <span>{t(section.hintKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
