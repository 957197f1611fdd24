import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isQualityChoice, type QualityChoice, qualityChoices, qualityLabelKey } from '../lib/quality.ts';

interface QualityMenuProps {
  value: QualityChoice;
  onChange: (quality: QualityChoice) => void;
  disabled: boolean;
  /** Picture height playing now, when the player knows it ('360p'). */
  playingHeight: number | null;
  /** What a quality costs per hour ('270 MB/h'), where known. */
  costOf?: (quality: QualityChoice) => string | undefined;
}

/** The quality options; a native select, which every phone renders as its own picker. */
export function QualityMenu({ value, onChange, disabled, playingHeight, costOf }: QualityMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="quality-menu">
      <label htmlFor={id}>{t('player.qualityMenu')}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          if (isQualityChoice(event.target.value)) onChange(event.target.value);
        }}
      >
        {qualityChoices.map((choice) => (
          <option key={choice} value={choice}>
            {withCost(t(qualityLabelKey[choice]), costOf?.(choice))}
          </option>
        ))}
      </select>
      {playingHeight ? (
        <span className="quality-menu__now" data-testid="playing-height">
          {t('player.playingHeight', { height: playingHeight })}
        </span>
      ) : null}
    </div>
  );
}

const withCost = (label: string, cost: string | undefined) => (cost ? `${label} · ${cost}` : label);
