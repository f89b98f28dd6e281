import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAppServices } from '../app-services';
import type { Outbox, OutboxView } from './outbox';

const EMPTY: OutboxView = { items: [], sending: null, progress: null };
const noOutbox = { view: () => EMPTY, subscribe: () => () => undefined };

/** The signed-in agent's outbox and what is in it; null until it has loaded, or where the app has none. */
export function useOutbox(): { outbox: Outbox | null; view: OutboxView } {
  const { outbox: loadOutbox } = useAppServices();
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  useEffect(() => {
    let mounted = true;
    loadOutbox?.().then(
      (loaded) => mounted && setOutbox(loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [loadOutbox]);
  const source = outbox ?? noOutbox;
  const view = useSyncExternalStore(source.subscribe, source.view, source.view);
  return { outbox, view };
}
