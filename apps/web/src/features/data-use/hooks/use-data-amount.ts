import { useTranslation } from 'react-i18next';
import { dataAmount } from '../lib/megabytes.ts';

/** Formats bytes as the subscriber reads them: '3.52 MB', '1.20 GB'. */
export function useDataAmount(): (bytes: number) => string {
  const { t } = useTranslation();
  return (bytes) => {
    const { value, unit } = dataAmount(bytes);
    return t(unit === 'gb' ? 'dataUse.gb' : 'dataUse.mb', { value });
  };
}
