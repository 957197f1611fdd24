import type { QualityCost } from '@glotv/contracts/data-use';
import { useTranslation } from 'react-i18next';
import { qualityLabelKey } from '../../../lib/quality-label.ts';

/** 'Data Saver: 95 MB/h', … one line per encoded quality. */
export function QualityCostList({ costs }: { costs: readonly QualityCost[] }) {
  const { t } = useTranslation();
  return (
    <ul className="quality-costs">
      {costs.map((cost) => (
        <li key={cost.quality}>
          {t('dataUse.costLine', {
            quality: t(qualityLabelKey[cost.quality]),
            cost: t('dataUse.perHour', { value: cost.megabytes_per_hour }),
          })}
        </li>
      ))}
    </ul>
  );
}
