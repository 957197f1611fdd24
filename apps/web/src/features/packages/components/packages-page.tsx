import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { CategoryCarousels, PACKAGES_PAGE_CAROUSEL_LIMIT } from '../../catalog/public.ts';
import { PackageCards } from './package-cards.tsx';

/**
 * '/packagespage' (spec §2): 'GLO-TV Bundles', the subscriber's packages, and up to 15 titles of each category
 * to show what they give access to (spec §9). Buying comes with the payment modals.
 */
export function PackagesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.packages'));
  return (
    <PageLayout>
      <div className="catalog-page">
        <header className="packages-page__head">
          <h1 className="page-title">{t('packages.title')}</h1>
          <p className="muted">{t('packages.subtitle')}</p>
        </header>
        <PackageCards />
        <CategoryCarousels limit={PACKAGES_PAGE_CAROUSEL_LIMIT} />
      </div>
    </PageLayout>
  );
}
