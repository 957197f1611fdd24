import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { ConsoleSection } from '../sections.ts';
import { useSignedInStaff } from './console-layout.tsx';
import { ConsoleLoading } from './console-loading.tsx';
import { RefusedPage } from './refused-page.tsx';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();
function pageOf(section: ConsoleSection) {
  let page = pages.get(section.id);
  if (!page) {
    page = lazy(() => section.load().then((m) => ({ default: m.Component })));
    pages.set(section.id, page);
  }
  return page;
}

/** A section's page for its roles (its code fetched only then); the refused page for anyone else. */
export function SectionGuard({ section }: { section: ConsoleSection }) {
  const staff = useSignedInStaff();
  if (!section.roles.includes(staff.role)) return <RefusedPage />;
  const Page = pageOf(section);
  return (
    <Suspense fallback={<ConsoleLoading />}>
      <Page />
    </Suspense>
  );
}
