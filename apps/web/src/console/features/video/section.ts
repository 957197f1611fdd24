import type { ConsoleSection } from '../../sections.ts';

export const videoSection: ConsoleSection = {
  id: 'video',
  labelKey: 'nav.video',
  hintKey: 'home.sectionHints.video',
  path: 'video',
  roles: ['editor'],
  load: () => import('./video-page.tsx').then((m) => ({ Component: m.VideoPage })),
};
