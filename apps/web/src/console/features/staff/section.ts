import type { ConsoleSection } from '../../sections.ts';

export const staffSection: ConsoleSection = {
  id: 'staff',
  labelKey: 'nav.staff',
  hintKey: 'home.sectionHints.staff',
  path: 'staff',
  roles: ['admin'],
  load: () => import('./staff-page.tsx').then((m) => ({ Component: m.StaffPage })),
};
