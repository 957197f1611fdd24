import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { sportChannelCategory } from '../../config/links.ts';
import { paths } from '../../config/paths.ts';
import { currentLink } from './current-link.ts';
import { revealInScroller, SideScrollHint } from './side-scroll.tsx';
import './top-nav.css';

/** The dashboard's top navigation: Live TV, TV Shows, Movies, Sport and TV Guide; it scrolls sideways on a phone. */
export function TopNav() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const links = [
    { to: paths.channels, label: t('nav.top.liveTv') },
    { to: paths.tvShows, label: t('nav.top.tvShows') },
    { to: paths.movies, label: t('nav.top.movies') },
    { to: `${paths.channels}?category=${sportChannelCategory}`, label: t('nav.top.sport') },
    { to: paths.tvGuide, label: t('nav.top.tvGuide') },
  ];
  const active = currentLink(
    links.map((link) => link.to),
    location,
  );

  // The current page's tab is in view when the page opens, even when it is the last one on a phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or language moves the current tab.
  useLayoutEffect(() => {
    const scroller = list.current;
    const current = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (scroller && current) revealInScroller(scroller, current);
  }, [active, i18n.language]);

  return (
    <nav className="top-nav" aria-label={t('nav.sections')}>
      <SideScrollHint scroller={list} contentKey={i18n.language}>
        <ul ref={list} className="top-nav__list side-scroll__track">
          {links.map((link) => {
            const current = link.to === active;
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="top-nav__link"
                  aria-current={current ? 'page' : undefined}
                  data-active={current || undefined}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </SideScrollHint>
    </nav>
  );
}
