import { lazy, useLayoutEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { type AccountActions, AccountActionsContext } from '../components/layout/account-actions.ts';
import { SearchSlotContext } from '../components/layout/search-slot.ts';
import { paths } from '../config/paths.ts';
import { useSession } from '../features/auth/api/get-session.ts';
import { useSessionRefresh } from '../features/auth/api/refresh-session.ts';
import { useLogout } from '../features/auth/hooks/use-logout.ts';
import { firstViewElementId } from './first-view/dashboard-first-view.ts';

// Fetched when a signed-in page first shows the navigation: the landing carries none of the search.
const SearchField = lazy(() =>
  import('../features/search/components/search-field.tsx').then((m) => ({ default: m.SearchField })),
);

/** Every page: knows the session, keeps it refreshed, and gives the header its account actions. */
export function RootLayout() {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  useSessionRefresh(signedIn);
  const logout = useLogout();
  const navigate = useNavigate();
  // The server's markup of the first view gives way to the app's page in the same frame (before paint).
  useLayoutEffect(() => document.getElementById(firstViewElementId)?.remove(), []);

  // The landing page replaces register/signIn with its own modals; elsewhere they lead there.
  const actions = useMemo<AccountActions>(
    () => ({
      signedIn,
      register: () => void navigate(paths.register, { state: { modal: 'registerChoice' } }),
      signIn: () => void navigate(paths.login, { state: { modal: 'signIn' } }),
      logout: () => void logout(),
    }),
    [signedIn, navigate, logout],
  );

  return (
    <AccountActionsContext value={actions}>
      <SearchSlotContext value={SearchField}>
        <Outlet />
        <ScrollRestoration />
      </SearchSlotContext>
    </AccountActionsContext>
  );
}
