import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { type ConsoleSection, consoleSections } from './sections.ts';
import { ConsoleLayout } from './shell/console-layout.tsx';
import { ConsoleLoading } from './shell/console-loading.tsx';
import { NotFoundPage } from './shell/not-found-page.tsx';
import { SectionGuard } from './shell/section-guard.tsx';

export const consoleBasename = '/console';

/** Console routes outside the signed-in shell: sign-in and set-up. Each page is its own chunk. */
const publicRoutes: RouteObject[] = [
  {
    path: 'sign-in',
    lazy: () => import('./features/sign-in/sign-in-page.tsx').then((m) => ({ Component: m.SignInPage })),
  },
  {
    path: 'setup',
    lazy: () => import('./features/setup/setup-page.tsx').then((m) => ({ Component: m.SetupPage })),
  },
];

function sectionRoute(section: ConsoleSection): RouteObject {
  // The guard loads the section's code only for a role that may use it.
  return { path: `${section.path}/*`, element: <SectionGuard section={section} /> };
}

export function consoleRoutes(sections: readonly ConsoleSection[] = consoleSections): RouteObject[] {
  return [
    ...publicRoutes,
    {
      Component: ConsoleLayout,
      HydrateFallback: ConsoleLoading,
      children: [
        {
          index: true,
          lazy: () => import('./shell/home-page.tsx').then((m) => ({ Component: m.HomePage })),
        },
        ...sections.map(sectionRoute),
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

const router = createBrowserRouter(consoleRoutes(), { basename: consoleBasename });

export function ConsoleRouter() {
  return <RouterProvider router={router} />;
}
