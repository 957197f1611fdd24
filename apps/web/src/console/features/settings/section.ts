import type { ConsoleSection } from '../../sections.ts';

export const settingsSection: ConsoleSection = {
  id: 'settings',
  labelKey: 'nav.settings',
  hintKey: 'home.sectionHints.settings',
  path: 'settings',
  roles: ['admin'],
  load: () => import('./settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
};
