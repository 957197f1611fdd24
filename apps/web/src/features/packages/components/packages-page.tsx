import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { CategoryCarousels, PACKAGES_PAGE_CAROUSEL_LIMIT } from '../../catalog/public.ts';
import { checkoutReturnOf, withoutCheckoutReturn } from '../lib/checkout-return.ts';
import { PackageCards } from './package-cards.tsx';

const CheckoutReturnModal = lazy(() => import('./checkout-return.tsx'));

/**
 * '/packagespage': 'GLO-TV Bundles', the subscriber's packages to buy, and up to 15 titles of each
 * category to show what they give access to. The card provider's checkout sends the browser back
 * here, and the purchase is finished then.
 */
export function PackagesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.packages'));
  const [search, setSearch] = useSearchParams();
  const [back, setBack] = useState(() => checkoutReturnOf(search));

  useEffect(() => {
    if (checkoutReturnOf(search)) setSearch(withoutCheckoutReturn(search), { replace: true });
  }, [search, setSearch]);

  return (
    <PageLayout>
      <div className="catalog-page">
        <header className="packages-page__head">
          <h1 className="page-title">{t('packages.title')}</h1>
          <p className="muted">{t('packages.subtitle')}</p>
        </header>
        <PackageCards layout="list" />
        <CategoryCarousels limit={PACKAGES_PAGE_CAROUSEL_LIMIT} />
      </div>
      {back ? (
        <Suspense fallback={null}>
          <CheckoutReturnModal back={back} onDone={() => setBack(null)} />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
