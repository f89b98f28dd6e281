import { matchRoutes } from 'react-router-dom';
import { routeTable, type RouteEntry, type ScreenLoader } from './route-table';

const matchable = routeTable.map((entry) => ({ path: entry.path, handle: entry }));

/**
 * The screen the address the app opens on shows, when the agent will see it there: a guarded
 * screen only with a session (without one, the guard sends the agent to /login instead).
 */
export function screenOpenedAt(pathname: string, signedIn: boolean): ScreenLoader | null {
  const entry = (matchRoutes(matchable, pathname)?.at(-1)?.route.handle ?? null) as RouteEntry | null;
  if (!entry || (entry.access === 'guarded' && !signedIn)) return null;
  return entry.screen;
}
