import { createContext, useContext } from 'react';
import type { HeaderConfig } from '../shell/header-config';

/** What each route of the table carries as its react-router `handle`. */
export interface RouteHandle {
  title: string;
  header: HeaderConfig;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'header' in value;
}

/** Given by the app's routes: the handle of the deepest matched route that has one (layout routes have none). */
export const RouteHandleContext = createContext<RouteHandle | null>(null);

export function useRouteHandle(): RouteHandle | null {
  return useContext(RouteHandleContext);
}
