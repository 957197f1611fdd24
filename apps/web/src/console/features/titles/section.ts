import type { ConsoleSection } from '../../sections.ts';

export const titlesSection: ConsoleSection = {
  id: 'titles',
  labelKey: 'nav.titles',
  hintKey: 'home.sectionHints.titles',
  path: 'titles',
  roles: ['editor'],
  load: () => import('./titles-page.tsx').then((m) => ({ Component: m.TitlesPage })),
};
