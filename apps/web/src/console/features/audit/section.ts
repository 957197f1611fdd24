import type { ConsoleSection } from '../../sections.ts';

export const auditSection: ConsoleSection = {
  id: 'audit',
  labelKey: 'nav.audit',
  hintKey: 'home.sectionHints.audit',
  path: 'audit',
  roles: ['admin'],
  load: () => import('./audit-page.tsx').then((m) => ({ Component: m.AuditPage })),
};
