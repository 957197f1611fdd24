import type { ConsoleAsset } from '@glotv/contracts/console-media';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleApi } from '../lib/console-api.ts';
import './shared.css';

export const consoleAssetsKey = ['console', 'media', 'assets'] as const;

interface VideoAssetPickerProps {
  label: string;
  /** The media asset's id, or null for none. */
  value: string | null;
  onChange: (assetId: string | null) => void;
  disabled?: boolean;
}

/** "12:05" or "1:02:05" for a duration in seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * One of the ready videos: what the console encoded (by its file's name) and what the demo catalog plays (by
 * the title that plays it), newest first, each with its length and what already plays it.
 */
export function VideoAssetPicker({ label, value, onChange, disabled }: VideoAssetPickerProps) {
  const { t } = useTranslation('console');
  const selectId = useId();
  const assets = useQuery({
    queryKey: consoleAssetsKey,
    queryFn: () => consoleApi.get<{ data: ConsoleAsset[] }>('/media/assets').then((answer) => answer.data),
  });
  const known = assets.data ?? [];
  // A value the list does not hold (an asset still loading, or since removed) stays choosable as it is.
  const missing = value !== null && assets.isSuccess && !known.some((asset) => asset.id === value);

  return (
    <div className="asset-picker" aria-busy={assets.isPending}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="console-select-input asset-picker__select"
        value={value ?? ''}
        disabled={disabled || assets.isPending}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{assets.isPending ? t('shared.video.loading') : t('shared.video.none')}</option>
        {missing ? (
          <option value={value}>{t('shared.video.unknown', { id: value.slice(0, 8) })}</option>
        ) : null}
        {known.map((asset) => (
          <option key={asset.id} value={asset.id}>
            {asset.durationSeconds === null
              ? asset.label
              : `${asset.label} · ${formatDuration(asset.durationSeconds)}`}
            {asset.owners.length > 0 ? ` · ${t('shared.video.plays', { count: asset.owners.length })}` : ''}
          </option>
        ))}
      </select>
      {assets.isError ? (
        <span role="alert" className="field__message">
          {t('shared.video.failed')}
        </span>
      ) : null}
      {assets.isSuccess && known.length === 0 ? (
        <span className="console-muted">{t('shared.video.empty')}</span>
      ) : null}
    </div>
  );
}
