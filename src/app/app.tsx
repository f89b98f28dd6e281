import './styles/first-styles';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { AppServicesProvider, type AppServices } from './app-services';
import { AlertDialog } from './shell/alert-dialog';
import { deferred } from './shell/deferred';
import { LoadingBar } from './shell/loading-bar';
import { OfflineDialog } from './shell/offline-dialog';
import { cssVariablesResolver, theme } from './theme';

// Shown by later actions (an undone closure, a sent transfer), never by the first screen.
const NotificationsHost = deferred(() => import('./shell/notifications-host').then((module) => module.NotificationsHost));

export function App({ services, router }: { services: AppServices; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <NotificationsHost />
      <AppServicesProvider services={services}>
        <UrqlProvider value={services.client}>
          <LoadingBar />
          <RouterProvider router={router} />
          {/* Over the routes, never instead of them: what the agent typed stays. */}
          <OfflineDialog />
          <AlertDialog />
        </UrqlProvider>
      </AppServicesProvider>
    </MantineProvider>
  );
}
