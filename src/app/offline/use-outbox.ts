import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
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

/**
 * Calls `onLeft` when any of the outbox items `ids` names has left it (sent, discarded or refused
 * where the caller counts only waiting ones): what was shown in its place is then read again.
 */
export function useWhenLeftOutbox(ids: readonly string[], onLeft: () => void): void {
  const shown = useRef(ids);
  const key = ids.join(' ');
  useEffect(() => {
    if (shown.current.some((id) => !ids.includes(id))) onLeft();
    shown.current = ids;
    // Only a change of the items named matters, not a new array or callback at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
