import { useTranslation } from 'react-i18next';
import { useDataUse } from '../api/get-data-use.ts';
import { useDataAmount } from '../hooks/use-data-amount.ts';
import { usedShare } from '../lib/megabytes.ts';
import { AllowanceWarning } from './allowance-warning.tsx';
import { QualityCostList } from './quality-cost-list.tsx';
import '../strings.ts';
import './data-use.css';

/** The account area's data use: today, and this package's use against its allowance, with each quality's cost. */
export function DataUsePanel() {
  const { t } = useTranslation();
  const amount = useDataAmount();
  const use = useDataUse();
  const pkg = use.data?.package;
  return (
    <section className="data-use-panel" aria-labelledby="data-use-title">
      <h2 id="data-use-title">{t('dataUse.title')}</h2>
      {use.isError ? <p role="alert">{t('dataUse.failed')}</p> : null}
      {use.data ? (
        <>
          <p>{t('dataUse.today', { amount: amount(use.data.today_bytes) })}</p>
          {pkg && pkg.allowance_bytes !== null ? (
            <>
              <p>
                {t('dataUse.packageUse', {
                  name: pkg.title,
                  used: amount(pkg.used_bytes),
                  allowance: amount(pkg.allowance_bytes),
                })}
              </p>
              <meter
                className="data-use-panel__meter"
                min={0}
                max={1}
                low={0.75}
                high={0.9}
                optimum={0}
                value={Math.min(1, usedShare(pkg.used_bytes, pkg.allowance_bytes))}
                aria-label={t('dataUse.title')}
              />
            </>
          ) : pkg ? (
            <p>{t('dataUse.packageUseNoAllowance', { name: pkg.title, used: amount(pkg.used_bytes) })}</p>
          ) : (
            <p className="muted">{t('dataUse.noPackage')}</p>
          )}
          {use.data.quality_costs.length > 0 ? (
            <>
              <h3>{t('dataUse.costs')}</h3>
              <QualityCostList costs={use.data.quality_costs} />
            </>
          ) : null}
          <AllowanceWarning use={use.data} />
        </>
      ) : null}
    </section>
  );
}
