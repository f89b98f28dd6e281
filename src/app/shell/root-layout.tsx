import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useRouteHandle } from '../routes/route-handle';
import { RouteErrorBoundary } from './route-error';

export const APP_NAME = 'Merchant Onboarding';

/** What the browser tab and history show for a route with this title. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Above every route: the browser tab and history show the route's title; a screen that crashes shows the generic error. */
export function RootLayout() {
  const title = useRouteHandle()?.title;
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
