import { createStore, del, get, set, type UseStore } from 'idb-keyval';

// What an agent typed but has not submitted, kept in IndexedDB per agent, journey and step, so it
// survives a reload, a lost network and a new sign-in. The agent's id is part of the key: another
// agent signing in on the same phone never reads it.

export interface DraftKey {
  employeeId: string;
  /** The lead id or opportunity id the step belongs to ('new' before the lead exists). */
  journeyId: string;
  step: string;
}

export interface DraftStore {
  load(key: DraftKey): Promise<Record<string, unknown> | undefined>;
  save(key: DraftKey, values: Record<string, unknown>): Promise<void>;
  drop(key: DraftKey): Promise<void>;
}

const keyOf = (key: DraftKey) => `draft:${key.employeeId}:${key.journeyId}:${key.step}`;

export function indexedDbDraftStore(store: UseStore = createStore('merchant-onboarding', 'drafts')): DraftStore {
  return {
    async load(key) {
      try {
        const value: unknown = await get(keyOf(key), store);
        return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
      } catch {
        return undefined;
      }
    },
    async save(key, values) {
      try {
        await set(keyOf(key), values, store);
      } catch {
        // A full or blocked IndexedDB must not stop the agent from working; the draft is only a safety net.
      }
    },
    async drop(key) {
      try {
        await del(keyOf(key), store);
      } catch {
        // As above: nothing to do when storage is unavailable.
      }
    },
  };
}

export function memoryDraftStore(): DraftStore {
  const map = new Map<string, Record<string, unknown>>();
  return {
    load: async (key) => map.get(keyOf(key)),
    save: async (key, values) => void map.set(keyOf(key), structuredClone(values)),
    drop: async (key) => void map.delete(keyOf(key)),
  };
}
