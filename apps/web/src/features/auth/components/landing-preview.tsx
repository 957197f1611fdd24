import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { getPreview, loadPreviewPlayer, type Preview } from '../../player/preview.ts';

// Its own chunk, with hls.js behind it: fetched only when the visitor presses the button.
const PreviewPlayer = lazy(loadPreviewPlayer);

type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; preview: Preview }
  | { status: 'unavailable' }
  | { status: 'outsideNigeria' }
  | { status: 'failed' };

/**
 * The landing's public preview player (a trailer, then a stream): nothing is asked of the server until the
 * button is pressed; then the addresses and the player chunk are fetched together. When the catalog has
 * nothing to preview, a note says so and no player is shown.
 */
export function LandingPreview() {
  const { t } = useTranslation();
  const [state, setState] = useState<PreviewState>({ status: 'idle' });

  const start = async () => {
    setState({ status: 'loading' });
    try {
      const [preview] = await Promise.all([getPreview(), loadPreviewPlayer()]);
      setState(
        preview?.trailer || preview?.stream ? { status: 'ready', preview } : { status: 'unavailable' },
      );
    } catch (error) {
      const outside = isApiError(error) && error.code === 'outside_nigeria';
      setState({ status: outside ? 'outsideNigeria' : 'failed' });
    }
  };

  const loading = (
    <p className="landing-preview__note" role="status">
      {t('common.loadingEllipsis')}
    </p>
  );
  return (
    <section className="landing-preview" aria-labelledby="landing-preview-title">
      <h2 id="landing-preview-title">{t('landing.previewTitle')}</h2>
      {state.status === 'ready' ? (
        <Suspense fallback={loading}>
          <PreviewPlayer trailer={state.preview.trailer} stream={state.preview.stream} />
        </Suspense>
      ) : state.status === 'unavailable' ? null : (
        <div>
          <button
            type="button"
            className="button button--primary"
            disabled={state.status === 'loading'}
            onClick={() => void start()}
          >
            {t('landing.watchPreview')}
          </button>
        </div>
      )}
      {state.status === 'loading' ? loading : null}
      {state.status === 'unavailable' ? (
        <p className="landing-preview__note" role="status">
          {t('landing.previewUnavailable')}
        </p>
      ) : null}
      {state.status === 'outsideNigeria' ? (
        <p className="landing-preview__note" role="alert">
          {t('geo.contentOnlyNigeria')}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p className="landing-preview__note" role="alert">
          {t('landing.previewFailed')}
        </p>
      ) : null}
    </section>
  );
}
