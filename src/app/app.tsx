import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { AppServicesProvider, type AppServices } from './app-services';
import { AlertDialog } from './shell/alert-dialog';
import { LoadingBar } from './shell/loading-bar';
import { OfflineDialog } from './shell/offline-dialog';
import { theme } from './theme';

export function App({ services, router }: { services: AppServices; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-center" />
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
