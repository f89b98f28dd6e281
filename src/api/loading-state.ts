import type { Exchange } from '@urql/core';
import { pipe, tap } from 'wonka';

/** How many calls are in flight; the shell shows a progress bar while it is above zero. */
export interface LoadingState {
  count(): number;
  subscribe(listener: () => void): () => void;
  /** The urql exchange that counts operations from dispatch to first result or teardown. */
  exchange: Exchange;
}

export function createLoadingState(): LoadingState {
  const inFlight = new Set<number>();
  const listeners = new Set<() => void>();
  // urql starts a query while the screen that asks for it renders; the shell's bar is told after
  // that render (React forbids updating one component while rendering another), once per tick.
  let notifying = false;
  const notify = () => {
    if (notifying) return;
    notifying = true;
    queueMicrotask(() => {
      notifying = false;
      listeners.forEach((listener) => listener());
    });
  };
  const start = (key: number) => {
    if (inFlight.has(key)) return;
    inFlight.add(key);
    notify();
  };
  const end = (key: number) => {
    if (inFlight.delete(key)) notify();
  };

  return {
    count: () => inFlight.size,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exchange:
      ({ forward }) =>
      (operations$) =>
        pipe(
          forward(pipe(operations$, tap((op) => (op.kind === 'teardown' ? end(op.key) : start(op.key))))),
          tap((result) => end(result.operation.key)),
        ),
  };
}
