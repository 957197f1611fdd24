import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { sportChannelCategory } from '../../config/links.ts';
import { paths } from '../../config/paths.ts';
import { currentLink } from './current-link.ts';
import './top-nav.css';

/** The dashboard's top navigation: Live Tv, TV Shows, Movies, Sport and TV Guide. */
export function TopNav() {
  const { t } = useTranslation();
  const location = useLocation();
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
  return (
    <nav className="top-nav" aria-label={t('nav.sections')}>
      <ul className="top-nav__list">
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
    </nav>
  );
}
