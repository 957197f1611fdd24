import type { SignedInStaff } from '@glotv/contracts/console-staff';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { currentLanguage, isLanguage } from '../../lib/i18n.ts';
import { consoleApi } from '../lib/console-api.ts';
import { setConsoleLanguage } from '../lib/console-i18n.ts';
import { useSetSignedIn, useStaffSession } from '../lib/session.ts';
import { sectionsFor } from '../sections.ts';
import { ConsoleLoading } from './console-loading.tsx';

const StaffContext = createContext<SignedInStaff | null>(null);

/** The signed-in member; only inside the console's signed-in shell. */
export function useSignedInStaff(): SignedInStaff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useSignedInStaff outside the console shell');
  return staff;
}

/** The signed-in shell: header, navigation with the role's sections only, and the page. */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const session = useStaffSession();
  const location = useLocation();
  if (session.isPending) return <ConsoleLoading />;
  if (session.isError) throw session.error;
  const staff = session.data;
  if (!staff) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`} replace />;
  }
  return (
    <StaffContext.Provider value={staff}>
      <div className="console-shell">
        <header className="console-header">
          <NavLink to="/" className="console-brand">
            {t('title')}
          </NavLink>
          <nav aria-label={t('nav.label')} className="console-nav">
            <NavLink to="/" end>
              {t('nav.home')}
            </NavLink>
            {sectionsFor(staff.role).map((section) => (
              <NavLink key={section.id} to={`/${section.path}`} data-section={section.id}>
                {t(section.labelKey)}
              </NavLink>
            ))}
          </nav>
          <div className="console-account">
            <span className="console-who" title={staff.email}>
              {staff.email} · {t(`roles.${staff.role}`)}
            </span>
            <ConsoleLanguageSwitch />
            <SignOutButton />
          </div>
        </header>
        <main className="console-main">
          <Outlet />
        </main>
      </div>
    </StaffContext.Provider>
  );
}

function SignOutButton() {
  const { t } = useTranslation('console');
  const setSignedIn = useSetSignedIn();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="button button--outline console-small-button"
      onClick={async () => {
        await consoleApi.post('/session/logout').catch(() => undefined);
        setSignedIn(null);
        navigate('/sign-in', { replace: true });
      }}
    >
      {t('nav.signOut')}
    </button>
  );
}

export function ConsoleLanguageSwitch() {
  const { t } = useTranslation('console');
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        value={currentLanguage()}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) setConsoleLanguage(next).catch(() => undefined);
        }}
      >
        <option value="gb" lang="en">
          English
        </option>
        <option value="pt" lang="pt">
          Português
        </option>
      </select>
    </label>
  );
}
