import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useRouteHandle } from '../routes/route-handle';
import { RouteErrorBoundary } from './route-error';

export const APP_NAME = 'Merchant Onboarding';

/** Above every route: the browser tab and history show the route's title; a screen that crashes shows the generic error. */
export function RootLayout() {
  const title = useRouteHandle()?.title;
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
