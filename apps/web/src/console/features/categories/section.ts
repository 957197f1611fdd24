import type { ConsoleSection } from '../../sections.ts';

export const categoriesSection: ConsoleSection = {
  id: 'categories',
  labelKey: 'nav.categories',
  hintKey: 'home.sectionHints.categories',
  path: 'categories',
  roles: ['editor'],
  load: () => import('./categories-page.tsx').then((m) => ({ Component: m.CategoriesPage })),
};
