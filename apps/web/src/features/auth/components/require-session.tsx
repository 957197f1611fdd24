import { Navigate, Outlet } from 'react-router';
import { AppLoading } from '../../../components/ui/app-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../api/get-session.ts';

/**
 * Layout of the signed-in pages: a signed-out visitor goes to the login landing. When the server cannot be
 * reached at all, the route's error boundary shows the network-error page instead.
 */
export function RequireSession() {
  const session = useSession();
  if (session.status === 'pending') return <AppLoading />;
  if (session.status === 'unreachable') throw session.error;
  if (session.status === 'signedOut') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
