import type { Exchange, OperationResult } from '@urql/core';
import { filter, fromPromise, fromValue, mergeMap, pipe } from 'wonka';
import { isDraftKept } from '../domain/draft-rules';
import type { AnswerStore } from './answer-store';

/** Where a result that came from the phone says when the server gave it (milliseconds since the epoch). */
export const KEPT_AT_EXTENSION = 'keptOnPhoneAt';

export interface KeptAnswers {
  exchange: Exchange;
  /** When the oldest answer shown from the phone was given by the server; null once the server answers again. */
  shownSince(): number | null;
  subscribe(listener: () => void): () => void;
}

export interface KeptAnswersOptions {
  /** The signed-in agent, whose answers these are; nothing is kept or read without one. */
  owner: () => string | null;
  /** Opened on the first answer, so that IndexedDB stays out of the first load. */
  store: () => Promise<AnswerStore>;
  now?: () => number;
}

/** The time a result shown from the phone was given by the server, or null for a result from the server. */
export function keptAt(result: Pick<OperationResult, 'extensions'>): number | null {
  const at: unknown = result.extensions?.[KEPT_AT_EXTENSION];
  return typeof at === 'number' ? at : null;
}

/**
 * Every query's last answer is kept on the phone, and a query that fails for want of a network is
 * answered with it, marked with when the server gave it: a screen the agent opened before opens again
 * offline, and says that what it shows may be out of date. A later answer from the server (the
 * reconnect exchange asks again when the network is back) replaces it.
 */
export function keptAnswers(options: KeptAnswersOptions): KeptAnswers {
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let since: number | null = null;
  const publish = (next: number | null) => {
    if (next === since) return;
    since = next;
    for (const listener of listeners) listener();
  };
  // Which answer of an operation is the latest: one read from the phone after a later one came from the server is dropped.
  const answered = new Map<number, number>();
  let count = 0;

  const fromPhone = async (result: OperationResult, employeeId: string, turn: number): Promise<OperationResult | null> => {
    const kept = await options
      .store()
      .then((store) => store.load(employeeId, result.operation.key))
      .catch(() => undefined);
    if (answered.get(result.operation.key) !== turn) return null;
    // It holds a merchant's personal data as a draft does, and is shown no longer than a draft is kept.
    if (!kept || !isDraftKept(kept.savedAt, now())) return result;
    publish(since === null ? kept.savedAt : Math.min(since, kept.savedAt));
    return { ...result, data: kept.data, error: undefined, extensions: { ...result.extensions, [KEPT_AT_EXTENSION]: kept.savedAt } };
  };

  const exchange: Exchange =
    ({ forward }) =>
    (operations$) =>
      pipe(
        forward(operations$),
        mergeMap((result) => {
          const { operation } = result;
          const employeeId = options.owner();
          if (operation.kind !== 'query' || !employeeId) return fromValue<OperationResult | null>(result);
          const turn = ++count;
          answered.set(operation.key, turn);
          if (result.data && !result.error) {
            publish(null);
            options
              .store()
              .then((store) => store.save(employeeId, operation.key, result.data))
              .catch(() => undefined);
            return fromValue<OperationResult | null>(result);
          }
          if (!result.error?.networkError) return fromValue<OperationResult | null>(result);
          return fromPromise(fromPhone(result, employeeId, turn));
        }),
        filter((result): result is OperationResult => result !== null),
      );

  return {
    exchange,
    shownSince: () => since,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
