import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import './page-layout.css';

export function PageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className="page__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
