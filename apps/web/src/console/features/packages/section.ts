import type { ConsoleSection } from '../../sections.ts';

export const packagesSection: ConsoleSection = {
  id: 'packages',
  labelKey: 'nav.packages',
  hintKey: 'home.sectionHints.packages',
  path: 'packages',
  roles: ['editor'],
  load: () => import('./packages-page.tsx').then((m) => ({ Component: m.PackagesPage })),
};
