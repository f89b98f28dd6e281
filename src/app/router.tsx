import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { FORMS_PREVIEW_PATH, TRAINING_VIDEOS_PATH, TRAINING_VIDEOS_TITLE } from '../domain/session-rules';
import { RequireSession } from './guards/require-session';
import { LazyScreen } from './routes/lazy-screen';
import { isRouteHandle, RouteHandleContext, type RouteHandle } from './routes/route-handle';
import { routeTable, type RouteEntry } from './routes/route-table';
import { AppLayout } from './shell/app-layout';
import { headerConfig } from './shell/header-config';
import { RootLayout } from './shell/root-layout';

function toRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: entry.title, header: entry.header };
  // The key gives each route its own LazyScreen, so moving between routes never reuses one's state.
  return { path: entry.path, handle, element: <LazyScreen key={entry.path} load={entry.screen} /> };
}

// The product owners' preview of forms/ (RequireSession keeps it theirs alone).
const formsPreviewRoute: RouteObject = {
  path: FORMS_PREVIEW_PATH,
  handle: { title: 'Forms preview', header: headerConfig({ title: 'Forms preview', icons: ['account'] }) } satisfies RouteHandle,
  element: <LazyScreen key={FORMS_PREVIEW_PATH} load={() => import('./features/forms-preview/forms-preview-screen')} />,
};

// The product owners' training videos: they add the videos agents watch in Training and Support.
const trainingVideosRoute: RouteObject = {
  path: TRAINING_VIDEOS_PATH,
  handle: { title: TRAINING_VIDEOS_TITLE, header: headerConfig({ title: TRAINING_VIDEOS_TITLE, icons: ['account'] }) } satisfies RouteHandle,
  element: <LazyScreen key={TRAINING_VIDEOS_PATH} load={() => import('./features/support/training-videos-screen')} />,
};

/** Every route of the route table: /login is public, everything else needs a session. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...routeTable.filter((r) => r.access === 'public').map(toRoute),
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              formsPreviewRoute,
              trainingVideosRoute,
              ...routeTable.filter((r) => r.access === 'guarded').map(toRoute),
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The routes, rendered inside the app's router. Declarative routing rather than a data router:
 * the app loads its screens itself (LazyScreen), so the data router's loaders and actions would be
 * half of react-router's weight on the first load for nothing.
 */
export function AppRoutes() {
  const location = useLocation();
  const { pathname } = location;
  const handle = useMemo(() => {
    const matches = matchRoutes(routes, pathname) ?? [];
    for (let i = matches.length - 1; i >= 0; i--) {
      const candidate = matches[i]?.route.handle;
      if (isRouteHandle(candidate)) return candidate;
    }
    return null;
  }, [pathname]);
  return <RouteHandleContext.Provider value={handle}>{useRoutes(routes, location)}</RouteHandleContext.Provider>;
}
