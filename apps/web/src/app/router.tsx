import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppLoading } from '../components/ui/app-loading.tsx';
import { basename } from '../config/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { pageRoutes } from './routes.ts';

// Created at start-up so the first page's chunk is fetched while i18n initialises.
const router = createBrowserRouter(
  [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: AppLoading,
      children: pageRoutes,
    },
  ],
  { basename },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
