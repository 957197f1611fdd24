import { useTranslation } from 'react-i18next';
import { useAccountActions } from './account-actions.ts';

/** Register and Sign In for visitors; Logout once signed in. */
export function AccountButtons() {
  const { t } = useTranslation();
  const account = useAccountActions();
  return (
    <div className={account.signedIn ? 'account-buttons account-buttons--signed-in' : 'account-buttons'}>
      {account.signedIn ? (
        <button type="button" className="button button--ghost" onClick={account.logout}>
          {t('nav.logout')}
        </button>
      ) : (
        <>
          <button type="button" className="button button--primary" onClick={account.register}>
            {t('nav.register')}
          </button>
          <button type="button" className="button button--outline" onClick={account.signIn}>
            {t('nav.signIn')}
          </button>
        </>
      )}
    </div>
  );
}
