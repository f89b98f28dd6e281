import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireSession } from './guards/require-session';
import { LazyScreen } from './routes/lazy-screen';
import type { RouteHandle } from './routes/route-handle';
import { routeTable, type RouteEntry } from './routes/route-table';
import { AppLayout } from './shell/app-layout';
import { headerConfig } from './shell/header-config';
import { RootLayout } from './shell/root-layout';
import { RouteError } from './shell/route-error';

function toRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: entry.title, header: entry.header };
  // The key gives each route its own LazyScreen, so moving between routes never reuses one's state.
  return { path: entry.path, handle, element: <LazyScreen key={entry.path} load={entry.screen} /> };
}

// The product owners' preview of forms/: always in development, in a build only when asked for.
const formsPreviewEnabled = import.meta.env.DEV || import.meta.env.VITE_FORMS_PREVIEW === 'true';
const formsPreviewRoute: RouteObject = {
  path: '/forms-preview',
  handle: { title: 'Forms preview', header: headerConfig({ backButton: true, title: 'Forms preview' }) } satisfies RouteHandle,
  element: <LazyScreen key="/forms-preview" load={() => import('./forms-preview/forms-preview-screen')} />,
};

/** Every route of the route table: /login is public, everything else needs a session. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...routeTable.filter((r) => r.access === 'public').map(toRoute),
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              ...(formsPreviewEnabled ? [formsPreviewRoute] : []),
              ...routeTable.filter((r) => r.access === 'guarded').map(toRoute),
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
