import { createContext, useContext } from 'react';
import { absoluteHref, paths } from '../../config/paths.ts';

/**
 * What the header and drawer need to know about the account, without depending on the auth feature:
 * the app provides it, and the landing page overrides `register`/`signIn` to open its modals.
 */
export interface AccountActions {
  signedIn: boolean;
  register: () => void;
  signIn: () => void;
  logout: () => void;
}

const goToLogin = () => window.location.assign(absoluteHref(paths.login));

/** Outside the app's layout (the error boundary's page) the buttons load the landing afresh. */
export const AccountActionsContext = createContext<AccountActions>({
  signedIn: false,
  register: () => window.location.assign(absoluteHref(paths.register)),
  signIn: goToLogin,
  logout: goToLogin,
});

export function useAccountActions(): AccountActions {
  return useContext(AccountActionsContext);
}
