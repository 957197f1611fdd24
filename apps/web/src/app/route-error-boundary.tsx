import { useRouteError } from 'react-router';
import { ErrorPage } from '../features/errors/components/error-page.tsx';
import { NetworkErrorPage } from '../features/errors/components/network-error-page.tsx';
import { isNetworkError } from '../lib/api-client.ts';

// Browsers word a failed dynamic import differently; all mention fetching or importing a module.
const moduleLoadFailure =
  /dynamically imported module|importing a module script|failed to fetch|load failed/i;

function isNetworkFailure(error: unknown): boolean {
  if (!navigator.onLine || isNetworkError(error)) return true;
  return error instanceof TypeError && moduleLoadFailure.test(error.message);
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  return isNetworkFailure(error) ? <NetworkErrorPage /> : <ErrorPage />;
}
