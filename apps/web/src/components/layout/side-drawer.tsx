import { Suspense, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { supportLine } from '../../config/links.ts';
import { paths } from '../../config/paths.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { useAccountActions } from './account-actions.ts';
import { SearchSlotContext } from './search-slot.ts';
import './side-drawer.css';

type SideDrawerProps = { open: boolean; onClose: () => void };

/**
 * The drawer's panel is rendered the first time it opens and kept after: a closed drawer is only its empty
 * element, so every page's first render leaves out its links, its search field and their translations.
 */
export function SideDrawer({ open, onClose }: SideDrawerProps) {
  const opened = useRef(false);
  if (open) opened.current = true;
  return (
    <div id="side-drawer" className="side-drawer" hidden={!open}>
      {opened.current ? <SideDrawerPanel open={open} onClose={onClose} /> : null}
    </div>
  );
}

function SideDrawerPanel({ open, onClose }: SideDrawerProps) {
  const { t } = useTranslation();
  const account = useAccountActions();
  const Search = useContext(SearchSlotContext);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  const links = [
    { to: account.signedIn ? paths.dashboard : paths.root, label: t('nav.home') },
    { to: paths.movies, label: t('nav.moviesAndShows') },
    { to: paths.channels, label: t('nav.liveTv') },
  ];

  return (
    <>
      <button
        type="button"
        className="side-drawer__scrim"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
      />
      <nav className="side-drawer__panel" aria-label={t('nav.drawerLabel')}>
        <button
          ref={closeButton}
          type="button"
          className="icon-button"
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        {account.signedIn && Search ? (
          <Suspense fallback={null}>
            <Search mode="submit" onSearch={onClose} />
          </Suspense>
        ) : null}
        <ul className="side-drawer__list">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={onClose} className="side-drawer__link">
                {link.label}
              </NavLink>
            </li>
          ))}
          {account.signedIn ? (
            <>
              <li>
                <NavLink to={paths.purchaseHistory} end onClick={onClose} className="side-drawer__link">
                  {t('nav.purchaseHistory')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.devices} end onClick={onClose} className="side-drawer__link">
                  {t('nav.devices')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.changePassword} end onClick={onClose} className="side-drawer__link">
                  {t('account.changePassword')}
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  className="side-drawer__link"
                  onClick={() => {
                    onClose();
                    account.logout();
                  }}
                >
                  {t('nav.logout')}
                </button>
              </li>
            </>
          ) : null}
        </ul>
        <p className="side-drawer__support">{t('support.line', { number: supportLine })}</p>
      </nav>
    </>
  );
}
