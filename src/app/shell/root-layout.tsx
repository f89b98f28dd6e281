import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteHandle } from '../routes/route-handle';

export const APP_NAME = 'Merchant Onboarding';

/** Above every route: the browser tab and history show the route's title. */
export function RootLayout() {
  const title = useRouteHandle()?.title;
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  return <Outlet />;
}
