import { useSyncExternalStore } from 'react';
import { useAppServices } from '../app-services';
import type { AlertRequest } from './alert-store';

/** The alert showing now (for the dialog). */
export function useCurrentAlert(): AlertRequest | null {
  const { alerts } = useAppServices();
  return useSyncExternalStore(alerts.subscribe, alerts.current, alerts.current);
}

/** Opens the global alert dialog from any screen. */
export function useOpenAlert(): (request: AlertRequest) => void {
  return useAppServices().alerts.open;
}
