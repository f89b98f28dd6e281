import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteHandle } from '../routes/route-handle';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { DEFAULT_HEADER, headerLayout } from './header-config';
import { deferred } from './deferred';

// Neither is needed before the screen is usable, and both are Mantine modals, which bring its
// positioning library: fetched once the shell has rendered.
const NavDrawer = deferred(() => import('./nav-drawer').then((module) => module.NavDrawer));
const UpdatePrompt = deferred(() => import('./update-prompt').then((module) => module.UpdatePrompt));
// Shown only once the network has failed: kept out of the first load.
const KeptAnswersNotice = deferred(() => import('../offline/kept-answers-notice').then((module) => module.KeptAnswersNotice));

/** The signed-in shell: the header bar its route asks for, the app drawer, the update prompt, a notice while what it shows came from the phone, and the screen. */
export function AppLayout() {
  const handle = useRouteHandle();
  const layout = headerLayout(handle?.header ?? DEFAULT_HEADER);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={classes.shell}>
      {layout.visible && (
        <header className={classes.header} data-app-header>
          <AppHeader layout={layout} onOpenDrawer={() => setDrawerOpen(true)} />
        </header>
      )}
      <NavDrawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <UpdatePrompt />
      <main className={classes.main} data-with-header={layout.visible || undefined}>
        <KeptAnswersNotice />
        <Outlet />
      </main>
    </div>
  );
}
