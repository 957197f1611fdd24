import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Demo, getDemo, loadDemoPlayer } from '../../player/demo.ts';

// Its own chunk, with hls.js behind it: fetched only when the visitor presses 'Watch the demo'.
const DemoPlayer = lazy(loadDemoPlayer);

type DemoState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; demo: Demo }
  | { status: 'unavailable' }
  | { status: 'failed' };

/**
 * The landing's demo (spec §2 'Other pieces'): nothing is asked of the server until the button is pressed;
 * then the addresses and the player chunk are fetched together, and the trailer plays, then the stream.
 */
export function LandingDemo() {
  const { t } = useTranslation();
  const [state, setState] = useState<DemoState>({ status: 'idle' });

  const start = async () => {
    setState({ status: 'loading' });
    try {
      const [demo] = await Promise.all([getDemo(), loadDemoPlayer()]);
      setState(demo.trailer || demo.stream ? { status: 'ready', demo } : { status: 'unavailable' });
    } catch {
      setState({ status: 'failed' });
    }
  };

  const loading = (
    <p className="landing-demo__note" role="status">
      {t('common.loadingEllipsis')}
    </p>
  );
  return (
    <section className="landing-demo" aria-labelledby="landing-demo-title">
      <h2 id="landing-demo-title">{t('landing.demoTitle')}</h2>
      {state.status === 'ready' ? (
        <Suspense fallback={loading}>
          <DemoPlayer trailer={state.demo.trailer} stream={state.demo.stream} />
        </Suspense>
      ) : (
        <div>
          <button
            type="button"
            className="button button--primary"
            disabled={state.status === 'loading'}
            onClick={() => void start()}
          >
            {t('landing.watchDemo')}
          </button>
        </div>
      )}
      {state.status === 'loading' ? loading : null}
      {state.status === 'unavailable' ? (
        <p className="landing-demo__note" role="status">
          {t('landing.demoUnavailable')}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p className="landing-demo__note" role="alert">
          {t('landing.demoFailed')}
        </p>
      ) : null}
    </section>
  );
}
