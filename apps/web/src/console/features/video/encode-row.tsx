import type { MediaEncode } from '@glotv/contracts/console-media';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { formatBitRate, formatBytes, formatPercent } from './media-format.ts';
import { encodeHasEnded, useEncodeEvents } from './use-encode-events.ts';

const badgeOf: Record<MediaEncode['status'], string> = {
  queued: 'pending',
  running: 'pending',
  ready: 'active',
  failed: 'disabled',
  cancelled: 'disabled',
};

/** One encode: its status, live progress while it runs, the renditions' bit rates or ffmpeg's error. */
export function EncodeRow({ initial, onChanged }: { initial: MediaEncode; onChanged: () => void }) {
  const { t, i18n } = useTranslation('console');
  const locale = i18n.language === 'pt' ? 'pt-PT' : 'en-GB';
  const encode = useEncodeEvents(initial, onChanged);
  const cancel = useMutation({
    mutationFn: () => consoleApi.post<{ data: MediaEncode }>(`/media/encodes/${encode.id}/cancel`),
    onSuccess: onChanged,
  });
  const running = !encodeHasEnded(encode);

  return (
    <li className="console-row encode-row" data-encode-id={encode.id} data-status={encode.status}>
      <div className="console-row__main">
        <strong>{encode.fileName}</strong>{' '}
        <span className={`console-badge console-badge--${badgeOf[encode.status]}`}>
          {t(`video.status.${encode.status}`)}
        </span>
        <span className="console-muted console-row__by">
          {formatBytes(encode.sizeBytes, locale)} ·{' '}
          {new Date(encode.createdAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
        {running ? (
          <div className="video-progress">
            <progress
              max={100}
              value={encode.percent}
              aria-label={t('video.encodeProgress', { name: encode.fileName })}
            />
            <span className="console-muted" data-testid="encode-progress">
              {formatPercent(encode.percent, locale)}
              {encode.speed === null
                ? ''
                : ` · ${t('video.encodeSpeed', { speed: encode.speed.toLocaleString(locale, { maximumFractionDigits: 1 }) })}`}
              {encode.cancelRequested ? ` · ${t('video.cancelling')}` : ''}
            </span>
          </div>
        ) : null}
        {encode.status === 'ready' ? (
          <ul className="encode-renditions" aria-label={t('video.renditions')}>
            {encode.renditions.map((rendition) => (
              <li key={rendition.quality}>
                {t(`video.qualities.${rendition.quality}`)} · {rendition.width}×{rendition.height} ·{' '}
                {t('video.peak', { rate: formatBitRate(rendition.bandwidth, locale) })}
                {rendition.averageBandwidth === null
                  ? ''
                  : ` · ${t('video.average', { rate: formatBitRate(rendition.averageBandwidth, locale) })}`}
              </li>
            ))}
          </ul>
        ) : null}
        {encode.status === 'failed' && encode.error ? (
          <pre className="encode-error" role="alert">
            {encode.error}
          </pre>
        ) : null}
      </div>
      {running ? (
        <div className="console-row__actions">
          <button
            type="button"
            className="button button--ghost console-small-button"
            disabled={encode.cancelRequested || cancel.isPending}
            aria-label={t('video.cancelNamed', { name: encode.fileName })}
            onClick={() => {
              if (window.confirm(t('video.confirmCancel', { name: encode.fileName }))) cancel.mutate();
            }}
          >
            {t('video.cancel')}
          </button>
          <FormMessage text={cancel.isError ? t('video.cancelFailed') : null} />
        </div>
      ) : null}
    </li>
  );
}
