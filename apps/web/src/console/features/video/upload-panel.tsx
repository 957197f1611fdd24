import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { formatBytes, formatPercent } from './media-format.ts';
import { DEFAULT_UPLOAD_MAX_BYTES, UPLOAD_VIDEO_EXTENSIONS, uploadRefusalOf } from './upload-rules.ts';
import { type UploadState, useVideoUpload } from './use-video-upload.ts';

const ACCEPT = UPLOAD_VIDEO_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The file input, then the upload's progress bar with pause/resume while it goes. */
export function UploadPanel({ onUploaded }: { onUploaded: (uploadId: string) => void }) {
  const { t, i18n } = useTranslation('console');
  const locale = i18n.language === 'pt' ? 'pt-PT' : 'en-GB';
  const { state, start, pause, resume, reset } = useVideoUpload(onUploaded);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = state.phase === 'uploading' || state.phase === 'retrying' || state.phase === 'paused';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = uploadRefusalOf(file);
    if (refused) {
      setRefusal(
        t(`video.refused.${refused}`, {
          extensions: UPLOAD_VIDEO_EXTENSIONS.join(', '),
          limit: formatBytes(DEFAULT_UPLOAD_MAX_BYTES, locale),
        }),
      );
      return;
    }
    setRefusal(null);
    void start(file);
  };

  return (
    <div className="console-panel upload-panel">
      <h2>{t('video.upload')}</h2>
      <label className="field">
        <span className="field__label">{t('video.sourceFile')}</span>
        <input type="file" accept={ACCEPT} onChange={choose} disabled={busy} />
      </label>
      <p className="console-muted">
        {t('video.accepts', {
          extensions: UPLOAD_VIDEO_EXTENSIONS.join(', '),
          limit: formatBytes(DEFAULT_UPLOAD_MAX_BYTES, locale),
        })}
      </p>
      <FormMessage text={refusal} />
      {state.phase === 'idle' ? null : (
        <UploadProgress state={state} locale={locale} onPause={pause} onResume={resume} onClear={reset} />
      )}
    </div>
  );
}

function UploadProgress({
  state,
  locale,
  onPause,
  onResume,
  onClear,
}: {
  state: UploadState;
  locale: string;
  onPause: () => void;
  onResume: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('console');
  const percent = state.bytesTotal === 0 ? 0 : (state.bytesSent / state.bytesTotal) * 100;
  const failure =
    state.failureStatus === 415
      ? t('video.uploadNotVideo')
      : state.failureStatus === 413
        ? t('video.refused.tooLarge', { limit: formatBytes(DEFAULT_UPLOAD_MAX_BYTES, locale) })
        : t('video.uploadFailed');
  return (
    <div className="video-progress" data-testid="upload-progress" data-phase={state.phase}>
      <p>
        <strong>{state.fileName}</strong> · {t(`video.phases.${state.phase}`)}
        {state.resumed ? ` · ${t('video.resumedEarlier')}` : ''}
      </p>
      <progress
        max={state.bytesTotal || 1}
        value={state.bytesSent}
        aria-label={t('video.uploadProgress')}
        data-bytes-sent={state.bytesSent}
      />
      <p className="console-muted" aria-live="polite">
        {t('video.sent', {
          percent: formatPercent(percent, locale),
          sent: formatBytes(state.bytesSent, locale),
          total: formatBytes(state.bytesTotal, locale),
        })}
        {state.speed === null ? '' : ` · ${formatBytes(state.speed, locale)}/s`}
      </p>
      {state.phase === 'failed' ? <FormMessage text={failure} /> : null}
      <div className="upload-panel__actions">
        {state.phase === 'uploading' || state.phase === 'retrying' ? (
          <button type="button" className="button button--outline console-small-button" onClick={onPause}>
            {t('video.pause')}
          </button>
        ) : null}
        {state.phase === 'paused' || (state.phase === 'failed' && state.failureStatus !== 415) ? (
          <button type="button" className="button button--primary console-small-button" onClick={onResume}>
            {t('video.resume')}
          </button>
        ) : null}
        {state.phase === 'done' || state.phase === 'failed' || state.phase === 'paused' ? (
          <button type="button" className="button button--ghost console-small-button" onClick={onClear}>
            {t('video.another')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
