import type { UserPackage } from '@glotv/contracts/catalog';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserPackages } from '../api/get-user-packages.ts';
import { PackageCardBody } from './package-card.tsx';
import './package-cards.css';

const placeholders = [1, 2, 3, 4, 5];
// Fetched only when a card is pressed: most visits to the dashboard buy nothing.
const PaymentModal = lazy(() => import('./payment-modal.tsx'));

/** The subscriber's packages as cards; pressing one opens the payment modal (modal 12) for it. */
export function PackageCards() {
  const { t } = useTranslation();
  const packages = useUserPackages();
  const [buying, setBuying] = useState<UserPackage | null>(null);
  if (packages.isError) return null;
  return (
    <>
      <ul className="package-cards" aria-busy={packages.isPending || undefined}>
        {packages.isPending
          ? placeholders.map((key) => <li key={key} className="package-card package-card--placeholder" />)
          : packages.data.map((pkg) => (
              <li key={pkg.id}>
                <button
                  type="button"
                  className="package-card package-card--link"
                  aria-label={t('payment.buyPackage', { package: pkg.title, price: pkg.price })}
                  onClick={() => setBuying(pkg)}
                >
                  <PackageCardBody pkg={pkg} />
                </button>
              </li>
            ))}
        {packages.isPending ? <li className="visually-hidden">{t('common.loadingEllipsis')}</li> : null}
      </ul>
      {buying ? (
        <Suspense fallback={null}>
          <PaymentModal pkg={buying} onClose={() => setBuying(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
