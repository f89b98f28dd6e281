import type { UseStore } from 'idb-keyval';

// idb-keyval for the web tests (vitest.config.ts points the app's imports here). jsdom has no
// IndexedDB: by default every call fails as the real library's does there, synchronously with
// "indexedDB is not defined", and the app works on without what it would keep. A file about what
// the phone keeps (drafts, kept answers, the outbox) calls keepIndexedDbInMemory() first, and the
// values live in memory, copied in and out as IndexedDB copies them, until the file ends.

let kept: Map<UseStore, Map<IDBValidKey, unknown>> | null = null;

/** From now until the file ends, what the app keeps in IndexedDB is kept in memory. */
export function keepIndexedDbInMemory(): void {
  kept = new Map();
}

/** Back to jsdom's missing IndexedDB; tests/web/setup.ts calls it before every file. */
export function forgetIndexedDb(): void {
  kept = null;
}

function storeOf(store: UseStore): Map<IDBValidKey, unknown> {
  if (!kept) throw new ReferenceError('indexedDB is not defined');
  let values = kept.get(store);
  if (!values) kept.set(store, (values = new Map()));
  return values;
}

const defaultStore = createStore('keyval-store', 'keyval');

export function createStore(_dbName: string, _storeName: string): UseStore {
  return () => Promise.reject(new Error('the web tests keep IndexedDB in memory; use get, set, update, del and entries'));
}

export function get<T>(key: IDBValidKey, store = defaultStore): Promise<T | undefined> {
  const values = storeOf(store);
  return Promise.resolve(structuredClone(values.get(key)) as T | undefined);
}

export function set(key: IDBValidKey, value: unknown, store = defaultStore): Promise<void> {
  const values = storeOf(store);
  values.set(key, structuredClone(value));
  return Promise.resolve();
}

export function update<T>(key: IDBValidKey, updater: (old: T | undefined) => T, store = defaultStore): Promise<void> {
  const values = storeOf(store);
  values.set(key, structuredClone(updater(structuredClone(values.get(key)) as T | undefined)));
  return Promise.resolve();
}

export function del(key: IDBValidKey, store = defaultStore): Promise<void> {
  storeOf(store).delete(key);
  return Promise.resolve();
}

export function entries<K extends IDBValidKey, V>(store = defaultStore): Promise<[K, V][]> {
  return Promise.resolve([...storeOf(store)].map(([key, value]) => [key as K, structuredClone(value) as V]));
}
