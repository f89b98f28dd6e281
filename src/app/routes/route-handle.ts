import { useMatches } from 'react-router-dom';
import type { HeaderConfig } from '../shell/header-config';

/** What each route of the table carries as its react-router `handle`. */
export interface RouteHandle {
  title: string;
  header: HeaderConfig;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'header' in value;
}

/** The handle of the deepest matched route that has one (layout routes have none). */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
