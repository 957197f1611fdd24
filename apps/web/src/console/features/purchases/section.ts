import type { ConsoleSection } from '../../sections.ts';

export const purchasesSection: ConsoleSection = {
  id: 'purchases',
  labelKey: 'nav.purchases',
  hintKey: 'home.sectionHints.purchases',
  path: 'purchases',
  roles: ['support', 'admin'],
  load: () => import('./purchases-page.tsx').then((m) => ({ Component: m.PurchasesPage })),
};
