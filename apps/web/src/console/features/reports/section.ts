import type { ConsoleSection } from '../../sections.ts';

export const reportsSection: ConsoleSection = {
  id: 'reports',
  labelKey: 'nav.reports',
  hintKey: 'home.sectionHints.reports',
  path: 'reports',
  roles: ['analyst', 'admin'],
  load: () => import('./reports-page.tsx').then((m) => ({ Component: m.ReportsPage })),
};
