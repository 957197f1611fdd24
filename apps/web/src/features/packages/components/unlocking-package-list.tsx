import type { UserPackage } from '@glotv/contracts/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../auth/public.ts';
import { useUserPackages } from '../api/get-user-packages.ts';
import { usePackageName } from '../hooks/use-package-name.ts';
import { paymentMethodFor } from '../lib/payment-method.ts';
import { formatNaira } from '../lib/price.ts';
import { unlockingPackages } from '../lib/unlocking-packages.ts';

interface UnlockingPackageListProps {
  /** The package ids the locked title carries. */
  titlePackages: readonly { id: number }[];
  onChoose: (pkg: UserPackage) => void;
}

/** In the pay prompt: the subscriber's packages that unlock the title, cheapest first, each a tap from paying. */
export function UnlockingPackageList({ titlePackages, onChoose }: UnlockingPackageListProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const nameOf = usePackageName();
  const packages = useUserPackages();
  const headingId = useId();
  if (packages.isError) return null;
  if (packages.isPending) {
    return (
      <p className="muted unlocking__loading" role="status">
        {t('common.loadingEllipsis')}
      </p>
    );
  }
  const offers = unlockingPackages(packages.data, titlePackages);
  if (offers.length === 0) return null;
  return (
    <section className="unlocking" aria-labelledby={headingId}>
      <h3 id={headingId} className="unlocking__heading">
        {t('packages.unlockWith')}
      </h3>
      <ul className="unlocking__list">
        {offers.map((pkg) => {
          const detailId = `${headingId}-${pkg.id}`;
          return (
            <li key={pkg.id} className="unlocking__offer">
              <span className="unlocking__name">{nameOf(pkg)}</span>
              <span className="unlocking__price">{formatNaira(pkg.price_kobo)}</span>
              <span id={detailId} className="unlocking__detail">
                {pkg.description}
                {' · '}
                {t('packages.validity', { days: pkg.validity_days })}
              </span>
              <button
                type="button"
                className="unlocking__buy"
                aria-label={t('payment.buyPackage', {
                  package: nameOf(pkg),
                  price: formatNaira(pkg.price_kobo),
                })}
                aria-describedby={detailId}
                onClick={() => onChoose(pkg)}
              >
                {t('packages.buy')}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="muted unlocking__method">{t(`packages.paidBy.${paymentMethodFor(user)}`)}</p>
    </section>
  );
}
