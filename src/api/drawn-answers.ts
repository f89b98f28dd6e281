import { makeResult, type Exchange, type Operation } from '@urql/core';
import { filter, map, merge, pipe, share, tap } from 'wonka';

/** One query's answer that the server used to draw the page, keyed as urql keys the operation. */
export interface DrawnAnswer {
  key: number;
  data: Record<string, unknown>;
}

export interface DrawnAnswers {
  exchange: Exchange;
  /** The queries asked for that it had no answer to: the server draws a page once to learn them. */
  asked(): Operation[];
  /** From now on every query goes to the network: the page the answers drew has been taken over. */
  close(): void;
}

/**
 * Answers the queries of a page the server drew with the data it drew them from, at once and without
 * the network: the app's first render then matches the drawn markup, which React takes over instead
 * of drawing the page again, and asks the server for nothing it has just sent. Only while it is open,
 * so that a screen asking again later gets a fresh answer.
 */
export function drawnAnswers(answers: readonly DrawnAnswer[]): DrawnAnswers {
  const byKey = new Map(answers.map((answer) => [answer.key, answer.data]));
  const asked = new Map<number, Operation>();
  let open = true;
  const answerable = (operation: Operation) => open && operation.kind === 'query' && byKey.has(operation.key);

  const exchange: Exchange =
    ({ forward }) =>
    (operations$) => {
      const shared = pipe(operations$, share);
      const drawn = pipe(
        shared,
        filter(answerable),
        map((operation) => makeResult(operation, { data: byKey.get(operation.key) })),
      );
      const rest = pipe(
        shared,
        filter((operation) => !answerable(operation)),
        tap((operation) => {
          if (open && operation.kind === 'query') asked.set(operation.key, operation);
        }),
      );
      return merge([drawn, forward(rest)]);
    };

  return {
    exchange,
    asked: () => [...asked.values()],
    close() {
      open = false;
      byKey.clear();
    },
  };
}
