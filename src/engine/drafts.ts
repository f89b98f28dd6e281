import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { isDraftKept } from '../domain/draft-rules';

// What an agent typed but has not submitted, kept in IndexedDB per agent, journey and step, so it
// survives a reload, a lost network and a new sign-in. The agent's id is part of the key: another
// agent signing in on the same phone never reads it. A draft older than the product keeps drafts
// (src/domain/draft-rules.ts) is dropped when it would have been read.

export interface DraftKey {
  employeeId: string;
  /** The lead id or opportunity id the step belongs to ('new' before the lead exists). */
  journeyId: string;
  step: string;
}

export interface Draft {
  values: Record<string, unknown>;
  /** When it was last saved, in milliseconds since the epoch: the agent is told when it is restored. */
  savedAt: number;
}

export interface DraftStore {
  load(key: DraftKey): Promise<Draft | undefined>;
  save(key: DraftKey, values: Record<string, unknown>): Promise<void>;
  drop(key: DraftKey): Promise<void>;
}

const keyOf = (key: DraftKey) => `draft:${key.employeeId}:${key.journeyId}:${key.step}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function asDraft(value: unknown): Draft | undefined {
  return isRecord(value) && isRecord(value.values) && typeof value.savedAt === 'number' ? { values: value.values, savedAt: value.savedAt } : undefined;
}

export function indexedDbDraftStore(store: UseStore = createStore('merchant-onboarding', 'drafts'), now: () => number = Date.now): DraftStore {
  const drop = async (key: DraftKey) => {
    try {
      await del(keyOf(key), store);
    } catch {
      // Nothing to do when storage is unavailable.
    }
  };
  return {
    async load(key) {
      try {
        const draft = asDraft(await get(keyOf(key), store));
        if (draft && !isDraftKept(draft.savedAt, now())) {
          await drop(key);
          return undefined;
        }
        return draft;
      } catch {
        return undefined;
      }
    },
    async save(key, values) {
      try {
        await set(keyOf(key), { values, savedAt: now() } satisfies Draft, store);
      } catch {
        // A full or blocked IndexedDB must not stop the agent from working; the draft is only a safety net.
      }
    },
    drop,
  };
}

export function memoryDraftStore(now: () => number = Date.now): DraftStore {
  const map = new Map<string, Draft>();
  return {
    async load(key) {
      const draft = map.get(keyOf(key));
      if (draft && !isDraftKept(draft.savedAt, now())) {
        map.delete(keyOf(key));
        return undefined;
      }
      return draft && structuredClone(draft);
    },
    save: async (key, values) => void map.set(keyOf(key), { values: structuredClone(values), savedAt: now() }),
    drop: async (key) => void map.delete(keyOf(key)),
  };
}
