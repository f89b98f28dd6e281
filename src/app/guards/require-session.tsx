import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../app-services';

/** Every route but /login: without a session the agent is sent to /login, and back here after signing in. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
