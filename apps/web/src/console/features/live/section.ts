import type { ConsoleSection } from '../../sections.ts';

export const liveSection: ConsoleSection = {
  id: 'live',
  labelKey: 'nav.live',
  hintKey: 'home.sectionHints.live',
  path: 'live',
  roles: ['editor'],
  load: () => import('./live-page.tsx').then((m) => ({ Component: m.LivePage })),
};
