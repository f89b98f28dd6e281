import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { isDraftKept } from '../domain/draft-rules';

/** A query's last answer from the server, as the phone keeps it for when the network is gone. */
export interface KeptAnswer {
  data: unknown;
  /** When the server gave it, in milliseconds since the epoch: the agent is told how old it is. */
  savedAt: number;
}

/** Each agent's answers under keys of their own: another agent signing in on the same phone never reads them. */
export interface AnswerStore {
  load(employeeId: string, key: number): Promise<KeptAnswer | undefined>;
  save(employeeId: string, key: number, data: unknown): Promise<void>;
}

/** At most this many answers stay, the newest: a week of searches must not fill a cheap phone's storage. */
export const MAX_KEPT_ANSWERS = 300;

/** Which kept answers go: those older than a draft may be, and the oldest beyond MAX_KEPT_ANSWERS. */
export function answersToDrop<K>(kept: readonly { key: K; savedAt: number }[], now: number): K[] {
  return [...kept]
    .sort((a, b) => b.savedAt - a.savedAt)
    .filter((entry, index) => index >= MAX_KEPT_ANSWERS || !isDraftKept(entry.savedAt, now))
    .map((entry) => entry.key);
}

const keyOf = (employeeId: string, key: number) => `answer:${employeeId}:${key}`;

const asKept = (value: unknown): KeptAnswer | undefined =>
  typeof value === 'object' && value !== null && 'data' in value && typeof (value as KeptAnswer).savedAt === 'number' ? (value as KeptAnswer) : undefined;

/**
 * Answers hold a merchant's personal data as drafts do, so they are kept on the phone no longer than
 * drafts (src/domain/draft-rules.ts): once per opening of the app, older ones are dropped, with the
 * oldest beyond MAX_KEPT_ANSWERS.
 */
export function indexedDbAnswerStore(store: UseStore = createStore('merchant-onboarding-answers', 'answers'), now: () => number = Date.now): AnswerStore {
  const prune = async () => {
    const all = (await entries<IDBValidKey, unknown>(store)).map(([key, value]) => ({ key, savedAt: asKept(value)?.savedAt ?? 0 }));
    await Promise.all(answersToDrop(all, now()).map((key) => del(key, store)));
  };
  const pruned = prune().catch(() => undefined);
  return {
    async load(employeeId, key) {
      await pruned;
      return asKept(await get(keyOf(employeeId, key), store));
    },
    async save(employeeId, key, data) {
      await pruned;
      await set(keyOf(employeeId, key), { data, savedAt: now() } satisfies KeptAnswer, store);
    },
  };
}

export function memoryAnswerStore(now: () => number = Date.now): AnswerStore {
  const map = new Map<string, KeptAnswer>();
  return {
    load: async (employeeId, key) => structuredClone(map.get(keyOf(employeeId, key))),
    save: async (employeeId, key, data) => void map.set(keyOf(employeeId, key), structuredClone({ data, savedAt: now() })),
  };
}
