import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { stepRoutes, type StepTypeName } from '../domain/step-routes';
import { RequireSession } from './guards/require-session';
import { AppLayout } from './shell/app-layout';

const LoginScreen = lazy(() => import('./screens/login/login-screen'));
const HomeScreen = lazy(() => import('./screens/home/home-screen'));
const NotFoundScreen = lazy(() => import('./screens/not-found/not-found-screen'));

function screen(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label="Loading screen" />
        </Center>
      }
    >
      <Component />
    </Suspense>
  );
}

/** Every route of the app: /login is public, everything else needs a session. */
export const routes: RouteObject[] = [
  { path: '/login', element: screen(LoginScreen) },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: screen(HomeScreen) },
          ...(Object.entries(stepRoutes) as [StepTypeName, string][]).map(([stepType, path]) => ({
            path: stepType === 'PricingPlan' ? `${path}/*` : path,
            element: screen(lazy(() => import('./onboarding/step-route-screen').then((m) => ({ default: m.stepRouteScreen(stepType) })))),
          })),
          { path: '/deploymentMulti', element: screen(lazy(() => import('./onboarding/step-route-screen').then((m) => ({ default: m.stepRouteScreen('Deployment') })))) },
          { path: '*', element: screen(NotFoundScreen) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
