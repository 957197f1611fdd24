import { useTranslation } from 'react-i18next';
import { useDataUse } from '../api/get-data-use.ts';
import { useDataAmount } from '../hooks/use-data-amount.ts';
import { AllowanceWarning } from './allowance-warning.tsx';
import '../strings.ts';
import './data-use.css';

interface ViewingMeterProps {
  /** The viewing whose bytes are shown; none for what is not metered (live channels). */
  viewing: string | undefined;
  /** The quality's label playing now ('Standard'), once known. */
  playing: string | null;
  /** Whether the mobile-data default applies. */
  mobileData: boolean;
}

/**
 * Under the player: the megabytes this viewing has used, as the server counted them (titles; live channels are
 * not metered yet), and the quality playing.
 */
export function ViewingMeter({ viewing, playing, mobileData }: ViewingMeterProps) {
  const { t } = useTranslation();
  const amount = useDataAmount();
  const use = useDataUse(viewing, 5000);
  const bytes = use.data?.viewing?.bytes;
  return (
    <div className="viewing-meter">
      <p className="viewing-meter__line" aria-live="off">
        {viewing ? (
          <span data-testid="viewing-data">{t('dataUse.viewing', { amount: amount(bytes ?? 0) })}</span>
        ) : null}
        {playing ? <span>{t('dataUse.playingQuality', { quality: playing })}</span> : null}
      </p>
      {mobileData ? <p className="viewing-meter__note">{t('dataUse.mobileDefault')}</p> : null}
      <AllowanceWarning use={use.data} />
    </div>
  );
}
