import type { ConsoleSection } from '../../sections.ts';

export const bannersSection: ConsoleSection = {
  id: 'banners',
  labelKey: 'nav.banners',
  hintKey: 'home.sectionHints.banners',
  path: 'banners',
  roles: ['editor'],
  load: () => import('./banners-page.tsx').then((m) => ({ Component: m.BannersPage })),
};
