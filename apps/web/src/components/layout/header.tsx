import { Suspense, useCallback, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { MenuIcon } from '../ui/icons.tsx';
import { useAccountActions } from './account-actions.ts';
import { AccountButtons } from './account-buttons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SearchSlotContext } from './search-slot.ts';
import { SideDrawer } from './side-drawer.tsx';
import { TopNav } from './top-nav.tsx';
import './header.css';

/** Where the bar has room for the search field (header.css); narrower, the drawer has it. */
const searchInBarQuery = '(min-width: 768px)';

export function Header() {
  const { t } = useTranslation();
  const { signedIn } = useAccountActions();
  const Search = useContext(SearchSlotContext);
  const searchInBar = useMediaQuery(searchInBarQuery);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button
          ref={menuButton}
          type="button"
          className="icon-button"
          aria-label={t('nav.drawerLabel')}
          aria-expanded={drawerOpen}
          aria-controls="side-drawer"
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <MenuIcon />
        </button>
        <Link to={signedIn ? paths.dashboard : paths.root} className="brand">
          {t('brand.name')}
        </Link>
        {signedIn ? <TopNav /> : null}
        {signedIn && Search ? (
          <div className="site-header__search">
            {/* Its box always, for the first view's layout; the field and its script only where it shows. */}
            {searchInBar ? (
              <Suspense fallback={null}>
                <Search mode="live" />
              </Suspense>
            ) : null}
          </div>
        ) : null}
        <LanguageSwitch />
        <AccountButtons />
      </div>
      <SideDrawer open={drawerOpen} onClose={closeDrawer} />
    </header>
  );
}
