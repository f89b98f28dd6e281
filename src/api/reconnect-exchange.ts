import type { Exchange, Operation } from '@urql/core';
import { pipe, share, tap } from 'wonka';

/** Where the app hears that the network is back: the window's 'online' event. */
export type Connectivity = Pick<EventTarget, 'addEventListener'>;

/**
 * Queries that failed for want of a network are asked again when it comes back, so that a screen
 * opened offline fills in by itself rather than staying empty until the agent reloads. Only queries
 * a screen still shows are asked again (urql re-executes an operation only while it has listeners).
 */
export function reconnectExchange(connectivity: Connectivity): Exchange {
  return ({ client, forward }) => {
    const failed = new Map<number, Operation>();
    connectivity.addEventListener('online', () => {
      const waiting = [...failed.values()];
      failed.clear();
      for (const operation of waiting) client.reexecuteOperation(operation);
    });
    return (operations$) => {
      const operations = pipe(
        operations$,
        tap((operation) => {
          if (operation.kind === 'teardown') failed.delete(operation.key);
        }),
        share,
      );
      return pipe(
        forward(operations),
        tap((result) => {
          if (result.operation.kind !== 'query') return;
          if (result.error?.networkError) failed.set(result.operation.key, result.operation);
          else failed.delete(result.operation.key);
        }),
      );
    };
  };
}
