import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isQualityChoice, type QualityChoice, qualityChoices, qualityLabelKey } from '../lib/quality.ts';

interface QualityMenuProps {
  value: QualityChoice;
  onChange: (quality: QualityChoice) => void;
  /** Picture height playing now, when the player knows it ('360p'). */
  playingHeight: number | null;
  /** What a quality costs per hour ('270 MB/h'), where known. */
  costOf?: (quality: QualityChoice) => string | undefined;
}

/**
 * The quality options; a native select, which every phone renders as its own picker. It is never disabled while
 * a choice is being saved: a disabled select drops the keyboard's focus, and the arrow keys choose as they go.
 */
export function QualityMenu({ value, onChange, playingHeight, costOf }: QualityMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="quality-menu">
      <label htmlFor={id}>{t('player.qualityMenu')}</label>
      <select
        id={id}
        value={value}
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
