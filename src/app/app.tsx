import './styles/first-styles';
import type { ComponentType, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Provider as UrqlProvider } from 'urql';
import { AppServicesProvider, type AppServices } from './app-services';
import { AppRoutes } from './router';
import { NavigationBridgeHost, type NavigationBridge } from './routes/navigation-bridge';
import { AlertDialog } from './shell/alert-dialog';
import { deferred } from './shell/deferred';
import { LoadingBar } from './shell/loading-bar';
import { OfflineDialog } from './shell/offline-dialog';
import { cssVariablesResolver, theme } from './theme';

// Shown by later actions (an undone closure, a sent transfer), never by the first screen.
const NotificationsHost = deferred(() => import('./shell/notifications-host').then((module) => module.NotificationsHost));
// Shown only once a newer build has been downloaded.
const RefreshPrompt = deferred(() => import('./shell/refresh-prompt').then((module) => module.RefreshPrompt));

interface AppProps {
  services: AppServices;
  /** The browser's router in the app, a memory router in tests. */
  router: ComponentType<{ children: ReactNode }>;
  navigation: NavigationBridge;
}

export function App({ services, router: Router, navigation }: AppProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <NotificationsHost />
      <AppServicesProvider services={services}>
        <UrqlProvider value={services.client}>
          <LoadingBar />
          <Router>
            <NavigationBridgeHost bridge={navigation} />
            <AppRoutes />
          </Router>
          {/* Over the routes, never instead of them: what the agent typed stays. */}
          <OfflineDialog />
          <AlertDialog />
          <RefreshPrompt refresh={services.refresh} />
        </UrqlProvider>
      </AppServicesProvider>
    </MantineProvider>
  );
}
