import type { QualityChoice } from '@glotv/contracts/streams';
import { useTranslation } from 'react-i18next';
import { useDataUse } from '../api/get-data-use.ts';

/** Each quality's cost per hour as shown ('270 MB/h'), from the server's measure of the encoded renditions. */
export function useQualityCosts(): (quality: QualityChoice) => string | undefined {
  const { t } = useTranslation();
  const costs = useDataUse().data?.quality_costs ?? [];
  return (quality) => {
    const cost = costs.find((entry) => entry.quality === quality);
    return cost ? t('dataUse.perHour', { value: cost.megabytes_per_hour }) : undefined;
  };
}
