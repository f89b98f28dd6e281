import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FORMS_PREVIEW_PATH, PRODUCT_OWNER_PATHS, PRODUCT_OWNER_USER_TYPE } from '../../domain/session-rules';
import { useSession } from '../app-services';

/**
 * Every route but /login: without a session the user is sent to /login, and back here after signing
 * in. A product owner has only the forms preview and the training videos, which are theirs alone: each is sent to their own.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  const isProductOwner = session.userType === PRODUCT_OWNER_USER_TYPE;
  if (isProductOwner !== PRODUCT_OWNER_PATHS.includes(location.pathname)) return <Navigate to={isProductOwner ? FORMS_PREVIEW_PATH : '/'} replace />;
  return <Outlet />;
}
