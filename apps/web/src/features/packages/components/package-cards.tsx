import type { UserPackage } from '@glotv/contracts/catalog';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserPackages } from '../api/get-user-packages.ts';
import { usePackageName } from '../hooks/use-package-name.ts';
import { formatNaira } from '../lib/price.ts';
import { PackageCardBody } from './package-card.tsx';
import './package-cards.css';

const placeholders = [1, 2, 3, 4, 5];
// Fetched only when a card is pressed: most visits to the dashboard buy nothing.
const PaymentModal = lazy(() => import('./payment-modal.tsx'));

/**
 * The subscriber's packages as cards; pressing one opens the payment modal (modal 12) for it. In a `row` (the
 * dashboard) the cards scroll sideways on a phone; in a `list` (the bundles page) every card shows, one under
 * the other on a phone and in a grid on wider screens.
 */
export function PackageCards({ layout = 'row' }: { layout?: 'row' | 'list' }) {
  const { t } = useTranslation();
  const nameOf = usePackageName();
  const packages = useUserPackages();
  const [buying, setBuying] = useState<UserPackage | null>(null);
  const detailsId = useId();
  if (packages.isError) return null;
  return (
    <>
      <ul className={`package-cards package-cards--${layout}`} aria-busy={packages.isPending || undefined}>
        {packages.isPending
          ? placeholders.map((key) => <li key={key} className="package-card package-card--placeholder" />)
          : packages.data.map((pkg) => (
              <li key={pkg.id} className="package-card package-card--link">
                <PackageCardBody
                  pkg={pkg}
                  detailsId={`${detailsId}-${pkg.id}`}
                  action={
                    <button
                      type="button"
                      className="package-card__buy"
                      aria-label={t('payment.buyPackage', {
                        package: nameOf(pkg),
                        price: formatNaira(pkg.price_kobo),
                      })}
                      aria-describedby={`${detailsId}-${pkg.id}`}
                      onClick={() => setBuying(pkg)}
                    >
                      {t('packages.buy')}
                    </button>
                  }
                />
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
