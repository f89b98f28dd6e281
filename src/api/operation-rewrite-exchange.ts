import type { Exchange, Operation } from '@urql/core';
import { map, pipe } from 'wonka';

/** An exchange that rewrites each operation (not its teardown) on its way to the network. */
export function operationRewriteExchange(rewrite: (operation: Operation) => Operation): Exchange {
  return ({ forward }) =>
    (operations$) =>
      forward(pipe(operations$, map((operation) => (operation.kind === 'teardown' ? operation : rewrite(operation)))));
}
