import type { StaffRole } from '@glotv/contracts/console-staff';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { auditSection } from './features/audit/section.ts';
import { bannersSection } from './features/banners/section.ts';
import { categoriesSection } from './features/categories/section.ts';

import { liveSection } from './features/live/section.ts';
import { packagesSection } from './features/packages/section.ts';
import { purchasesSection } from './features/purchases/section.ts';
import { reportsSection } from './features/reports/section.ts';
import { settingsSection } from './features/settings/section.ts';
import { staffSection } from './features/staff/section.ts';
import { subscribersSection } from './features/subscribers/section.ts';
import { titlesSection } from './features/titles/section.ts';
import { videoSection } from './features/video/section.ts';

/**
 * A console section: one entry in the navigation and one lazily loaded route tree under /console/<path>/.
 * Add one by writing `features/<name>/section.ts` (exporting a ConsoleSection) beside its pages, and one line
 * in `consoleSections` below. The navigation shows a section only to its roles, and its route shows the
 * refused page to anyone else; the server guards the section's API with requireStaff(...) all the same.
 */
export interface ConsoleSection {
  id: string;
  /** Its name in the navigation and a line about it on the home page, from the console catalog. */
  labelKey: ParseKeys<'console'>;
  hintKey: ParseKeys<'console'>;
  /** The URL segment under /console/. */
  path: string;
  roles: readonly StaffRole[];
  /** The section's page (it may route further inside with its own <Routes>). */
  load: () => Promise<{ Component: ComponentType }>;
}

export const consoleSections: readonly ConsoleSection[] = [
  staffSection,
  settingsSection,
  auditSection,
  packagesSection,
  liveSection,
  titlesSection,
  videoSection,
  categoriesSection,
  bannersSection,
  purchasesSection,
  subscribersSection,
  reportsSection,
];

export function sectionsFor(role: StaffRole, sections: readonly ConsoleSection[] = consoleSections) {
  return sections.filter((section) => section.roles.includes(role));
}
