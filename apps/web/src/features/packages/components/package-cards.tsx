import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useUserPackages } from '../api/get-user-packages.ts';
import { PackageCardBody } from './package-card.tsx';
import './package-cards.css';

const placeholders = [1, 2, 3, 4, 5];

/**
 * The subscriber's packages as cards. On the dashboard each card leads to the packages page; there they are
 * plain cards (buying comes with the payment modals).
 */
export function PackageCards({ linked = false }: { linked?: boolean }) {
  const { t } = useTranslation();
  const packages = useUserPackages();
  if (packages.isError) return null;
  return (
    <ul className="package-cards" aria-busy={packages.isPending || undefined}>
      {packages.isPending
        ? placeholders.map((key) => <li key={key} className="package-card package-card--placeholder" />)
        : packages.data.map((pkg) => (
            <li key={pkg.id}>
              {linked ? (
                <Link to={paths.packages} className="package-card package-card--link">
                  <PackageCardBody pkg={pkg} />
                </Link>
              ) : (
                <article className="package-card" aria-label={pkg.title}>
                  <PackageCardBody pkg={pkg} />
                </article>
              )}
            </li>
          ))}
      {packages.isPending ? <li className="visually-hidden">{t('common.loadingEllipsis')}</li> : null}
    </ul>
  );
}
