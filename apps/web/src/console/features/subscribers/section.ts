import type { ConsoleSection } from '../../sections.ts';

export const subscribersSection: ConsoleSection = {
  id: 'subscribers',
  labelKey: 'nav.subscribers',
  hintKey: 'home.sectionHints.subscribers',
  path: 'subscribers',
  roles: ['support', 'admin'],
  load: () => import('./subscribers-page.tsx').then((m) => ({ Component: m.SubscribersPage })),
};
