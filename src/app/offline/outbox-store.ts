import { createStore, get, update, type UseStore } from 'idb-keyval';

/** A save kept on the phone until the server has it. */
export interface OutboxItem {
  /** The idempotency id of the save's first attempt: every resend carries it, so the server acts once. */
  id: string;
  /** The mutation's operation name (schema/operations). */
  operation: string;
  /** The mutation's variables, with every photo or document in them as a Blob (outbox-blobs.ts). */
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
  /**
   * Changes the stored list in one step, from what is stored at that moment rather than what this
   * tab last read: another tab of the app may have added or sent an item since. Gives the new list.
   */
  update(employeeId: string, change: (items: OutboxItem[]) => OutboxItem[]): Promise<OutboxItem[]>;
}

const keyOf = (employeeId: string) => `outbox:${employeeId}`;

const itemsOf = (value: unknown): OutboxItem[] => (Array.isArray(value) ? value.filter(isItem) : []);

const isItem = (value: unknown): value is OutboxItem =>
  typeof value === 'object' && value !== null && typeof (value as OutboxItem).id === 'string' && typeof (value as OutboxItem).operation === 'string';

// Its own database: idb-keyval creates a store only with its database, and the drafts' database exists already.
export function indexedDbOutboxStore(store: UseStore = createStore('merchant-onboarding-outbox', 'outbox')): OutboxStore {
  return {
    load: async (employeeId) => itemsOf(await get(keyOf(employeeId), store)),
    async update(employeeId, change) {
      let next: OutboxItem[] = [];
      // idb-keyval's update reads and writes in one transaction: no other tab's change falls between.
      await update(keyOf(employeeId), (stored: unknown) => (next = change(itemsOf(stored))), store);
      return next;
    },
  };
}

/**
 * Copies of the items going in and out, as IndexedDB gives: the outbox replaces an item rather than
 * change it, and a Blob cannot change, so a copy of each item is enough.
 */
const copies = (items: readonly OutboxItem[]): OutboxItem[] => items.map((item) => ({ ...item }));

export function memoryOutboxStore(): OutboxStore {
  const map = new Map<string, OutboxItem[]>();
  return {
    load: async (employeeId) => copies(map.get(keyOf(employeeId)) ?? []),
    async update(employeeId, change) {
      const next = change(copies(map.get(keyOf(employeeId)) ?? []));
      map.set(keyOf(employeeId), copies(next));
      return copies(next);
    },
  };
}
