import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../hooks/use-logout.ts';

/**
 * Register / Sign In / Logout. The sign-up and sign-in modals are not built yet, so the
 * first two say so in a status line instead of pretending to open something.
 */
export function AccountButtons() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [comingSoon, setComingSoon] = useState(false);
  const showComingSoon = () => setComingSoon(true);

  return (
    <div className="account-buttons">
      <div className="account-buttons__row">
        <button type="button" className="button button--primary" onClick={showComingSoon}>
          {t('nav.register')}
        </button>
        <button type="button" className="button button--outline" onClick={showComingSoon}>
          {t('nav.signIn')}
        </button>
        <button type="button" className="button button--ghost" onClick={logout}>
          {t('nav.logout')}
        </button>
      </div>
      <p className="account-buttons__status" role="status">
        {comingSoon ? t('landing.comingSoon') : ''}
      </p>
    </div>
  );
}
