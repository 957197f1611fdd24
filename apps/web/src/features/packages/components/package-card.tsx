import type { UserPackage } from '@glotv/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/i18n.ts';
import { formatDataAllowance, knownPackage } from '../lib/package-display.ts';

const dateLocales = { gb: 'en-GB', pt: 'pt-PT' } as const;

/** One package: name, price, validity, data allowance (Glo data bundles) and, when bought, until when. */
export function PackageCardBody({ pkg }: { pkg: UserPackage }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const known = knownPackage(pkg);
  const activeUntil = pkg.purchased
    ? new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'medium' }).format(
        new Date(pkg.purchased.ends_at),
      )
    : null;
  return (
    <>
      <span className="package-card__title">{known ? t(`packages.names.${known.name}`) : pkg.title}</span>
      <span className="package-card__price">{pkg.price}</span>
      <span className="package-card__detail">
        {known ? t(`packages.contents.${known.contents}`) : pkg.description}
      </span>
      <span className="package-card__detail">{t('packages.validity', { days: pkg.validity_days })}</span>
      {pkg.data_allowance_mb === null ? null : (
        <span className="package-card__detail">
          {t('packages.data', { amount: formatDataAllowance(pkg.data_allowance_mb) })}
        </span>
      )}
      {activeUntil ? (
        <span className="package-card__active">{t('packages.activeUntil', { date: activeUntil })}</span>
      ) : null}
    </>
  );
}
