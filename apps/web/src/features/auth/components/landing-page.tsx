import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AccountActionsContext, useAccountActions } from '../../../components/layout/account-actions.ts';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useSession } from '../api/get-session.ts';
import { accountFlow, initialFlow } from '../lib/account-flow.ts';
import { LandingPosters } from './landing-posters.tsx';
import { LandingPreview } from './landing-preview.tsx';
import './landing-page.css';

type OpenableModal = 'registerChoice' | 'signIn';

// The modals are their own chunk: a signed-in visitor redirected from '/' never downloads them, and a
// signed-out one fetches them in the background as soon as that is known.
const loadModals = () => import('./account-modals.tsx').then((m) => ({ default: m.AccountModals }));
const AccountModals = lazy(loadModals);

function requestedModal(state: unknown): OpenableModal | null {
  const modal = (state as { modal?: unknown } | null)?.modal;
  return modal === 'registerChoice' || modal === 'signIn' ? modal : null;
}

/**
 * The login/register landing: '/', '/newloginpath', '/newregisterpath', the pages whose
 * content is not shown, and any unknown path: what there is to watch, the demo, and (in the footer, once)
 * the store badges. The header's Register and Sign In open its modals; a signed-in visitor goes on to the
 * dashboard.
 */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle();
  const session = useSession();
  const account = useAccountActions();
  const location = useLocation();
  const navigate = useNavigate();
  const [flow, dispatch] = useReducer(accountFlow, initialFlow);
  const opener = useRef<Element | null>(null);

  const open = useCallback((modal: OpenableModal) => {
    opener.current = document.activeElement;
    dispatch({ type: 'open', modal });
  }, []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  // Closing gives the focus back to the button that opened the first modal.
  useEffect(() => {
    if (flow.modal !== 'closed') return;
    if (opener.current instanceof HTMLElement) opener.current.focus();
    opener.current = null;
  }, [flow.modal]);

  // Register / Sign In pressed on another page arrive here with the modal to open.
  const requested = requestedModal(location.state);
  useEffect(() => {
    if (!requested) return;
    dispatch({ type: 'open', modal: requested });
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [requested, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (session.status === 'signedOut') loadModals().catch(() => undefined);
  }, [session.status]);

  const actions = useMemo(
    () => ({ ...account, register: () => open('registerChoice'), signIn: () => open('signIn') }),
    [account, open],
  );

  if (session.status === 'signedIn') return <Navigate to={paths.dashboard} replace />;

  return (
    <AccountActionsContext value={actions}>
      <PageLayout>
        <section className="landing-hero" aria-labelledby="landing-title">
          <h1 id="landing-title" className="landing-hero__title">
            {t('landing.heroTitle')}
          </h1>
          <p className="landing-hero__text">{t('landing.heroText')}</p>
          <LandingPosters />
        </section>
        <LandingPreview />
      </PageLayout>
      {flow.modal === 'closed' ? null : (
        <Suspense
          fallback={
            <p className="landing-modal-loading" role="status">
              {t('common.loadingEllipsis')}
            </p>
          }
        >
          <AccountModals flow={flow} dispatch={dispatch} onClose={close} />
        </Suspense>
      )}
    </AccountActionsContext>
  );
}
