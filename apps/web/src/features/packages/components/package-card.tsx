import type { UserPackage } from '@glotv/contracts/catalog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/i18n.ts';
import { usePackageName } from '../hooks/use-package-name.ts';
import { formatDataAllowance } from '../lib/package-display.ts';
import { formatNaira } from '../lib/price.ts';

const dateLocales = { gb: 'en-GB', pt: 'pt-PT' } as const;

/**
 * One package: name, price, what it gives, validity, data allowance (Glo data bundles), when bought until
 * when, and its Buy button (`action`).
 */
export function PackageCardBody({
  pkg,
  detailsId,
  action,
}: {
  pkg: UserPackage;
  detailsId: string;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const nameOf = usePackageName();
  const activeUntil = pkg.purchased
    ? new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'medium' }).format(
        new Date(pkg.purchased.ends_at),
      )
    : null;
  return (
    <>
      <span className="package-card__title">{nameOf(pkg)}</span>
      <span className="package-card__price">{formatNaira(pkg.price_kobo)}</span>
      <span id={detailsId} className="package-card__details">
        <span className="package-card__detail">{pkg.description}</span>
        <span className="package-card__detail">{t('packages.validity', { days: pkg.validity_days })}</span>
        {pkg.data_allowance_mb === null ? null : (
          <span className="package-card__detail">
            {t('packages.data', { amount: formatDataAllowance(pkg.data_allowance_mb) })}
          </span>
        )}
      </span>
      {activeUntil ? (
        <span className="package-card__active">{t('packages.activeUntil', { date: activeUntil })}</span>
      ) : null}
      {action}
    </>
  );
}
