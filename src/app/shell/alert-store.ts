// The global alert dialog's state (spec section 2: icon, title, sub-text, one action button). A plain
// store, so the API layer and other code outside React can open an alert; the dialog renders it.

export type AlertIcon = 'error' | 'warning' | 'info' | 'success';

export interface AlertRequest {
  /** Default 'error'. */
  icon?: AlertIcon;
  title: string;
  message: string;
  /** The one button's label; default 'OK'. */
  actionLabel?: string;
  /** Runs after the dialog closes through its button. */
  onAction?: () => void;
}

export interface AlertStore {
  /** Queues an alert; alerts show one at a time, in order. */
  open(request: AlertRequest): void;
  /** The alert showing now, or null. */
  current(): AlertRequest | null;
  /** Closes the current alert (its action runs) and shows the next one. */
  act(): void;
  subscribe(listener: () => void): () => void;
}

export function createAlertStore(): AlertStore {
  let queue: readonly AlertRequest[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    open(request) {
      // The same alert twice in a row (several calls failing alike) shows once.
      const last = queue[queue.length - 1];
      if (last && last.title === request.title && last.message === request.message) return;
      queue = [...queue, request];
      notify();
    },
    current: () => queue[0] ?? null,
    act() {
      const [shown, ...rest] = queue;
      if (!shown) return;
      queue = rest;
      notify();
      shown.onAction?.();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
