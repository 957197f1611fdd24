import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { StoreBadges } from '../../../components/layout/store-badges.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import './landing-page.css';

/**
 * The login/register landing (spec §2): '/', '/newloginpath', '/newregisterpath', the pages
 * whose content is not shown, and any unknown path. Register / Sign In live in the header.
 */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <PageLayout>
      <section className="landing-hero" aria-labelledby="landing-title">
        <h1 id="landing-title" className="landing-hero__title">
          {t('landing.heroTitle')}
        </h1>
        <p className="landing-hero__text">{t('landing.heroText')}</p>
      </section>
      <section className="landing-apps" aria-labelledby="landing-apps-title">
        <h2 id="landing-apps-title">{t('stores.heading')}</h2>
        <StoreBadges />
      </section>
    </PageLayout>
  );
}
