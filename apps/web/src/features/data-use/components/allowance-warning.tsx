import type { DataUse } from '@glotv/contracts/data-use';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataAmount } from '../hooks/use-data-amount.ts';
import { needsWarning, rememberWarned } from '../lib/allowance-warning.ts';
import { QualityCostList } from './quality-cost-list.tsx';

/**
 * Once a data bundle is 90% used, says so once on this device, with what each quality costs per hour; shown
 * until OK, never again for the same package.
 */
export function AllowanceWarning({ use }: { use: DataUse | undefined }) {
  const { t } = useTranslation();
  const amount = useDataAmount();
  const titleId = useId();
  const [shown, setShown] = useState<DataUse | null>(null);
  if (!shown && use && needsWarning(use)) {
    rememberWarned(use);
    setShown(use);
  }
  const pkg = shown?.package;
  if (!shown || !pkg || pkg.allowance_bytes === null) return null;
  return (
    <div className="allowance-warning" role="alertdialog" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('dataUse.warningTitle')}</h2>
      <p>
        {t('dataUse.warningText', { used: amount(pkg.used_bytes), allowance: amount(pkg.allowance_bytes) })}
      </p>
      <QualityCostList costs={shown.quality_costs} />
      <button type="button" className="button button--primary" onClick={() => setShown(null)}>
        {t('dataUse.warningOk')}
      </button>
    </div>
  );
}
