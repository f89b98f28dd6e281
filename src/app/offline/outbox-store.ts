import { createStore, get, set, type UseStore } from 'idb-keyval';

/** A save kept on the phone until the server has it. */
export interface OutboxItem {
  /** The idempotency id of the save's first attempt: every resend carries it, so the server acts once. */
  id: string;
  /** The mutation's operation name (schema/operations). */
  operation: string;
  variables: Record<string, unknown>;
  /** What the agent sees in the list: the step and the merchant. */
  label: string;
  /**
   * The lead or opportunity the save belongs to: a later save of the same journey waits while an
   * earlier one was refused. Null for a save that nothing else depends on (a new lead).
   */
  journey: string | null;
  savedAt: number;
  /** Why the server refused it; the agent retries or discards it. */
  failure: { title: string; message: string } | null;
}

/** Each agent's outbox on its own key: another agent signing in on the same phone never reads it. */
export interface OutboxStore {
  load(employeeId: string): Promise<OutboxItem[]>;
  save(employeeId: string, items: readonly OutboxItem[]): Promise<void>;
}

const keyOf = (employeeId: string) => `outbox:${employeeId}`;

const isItem = (value: unknown): value is OutboxItem =>
  typeof value === 'object' && value !== null && typeof (value as OutboxItem).id === 'string' && typeof (value as OutboxItem).operation === 'string';

// Its own database: idb-keyval creates a store only with its database, and the drafts' database exists already.
export function indexedDbOutboxStore(store: UseStore = createStore('merchant-onboarding-outbox', 'outbox')): OutboxStore {
  return {
    async load(employeeId) {
      const value: unknown = await get(keyOf(employeeId), store);
      return Array.isArray(value) ? value.filter(isItem) : [];
    },
    save: (employeeId, items) => set(keyOf(employeeId), items, store),
  };
}

export function memoryOutboxStore(): OutboxStore {
  const map = new Map<string, OutboxItem[]>();
  return {
    load: async (employeeId) => structuredClone(map.get(keyOf(employeeId)) ?? []),
    save: async (employeeId, items) => void map.set(keyOf(employeeId), structuredClone([...items])),
  };
}
