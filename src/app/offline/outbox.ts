import type { Client, OperationContext } from '@urql/core';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describeError } from '../../api/error-message';
import { IDEMPOTENCY_HEADER } from '../../api/idempotency';
import type { SessionStore } from '../../api/session';
import { withBlobs, withDataUrls } from './outbox-blobs';
import type { OutboxItem, OutboxStore } from './outbox-store';

type AnyDocument = TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>;

export type NewOutboxItem = Omit<OutboxItem, 'savedAt' | 'failure'>;

export interface OutboxView {
  items: readonly OutboxItem[];
  /** The id of the item being sent now. */
  sending: string | null;
  /** How much of the item being sent has gone out, from 0 to 1, where the way it is sent can tell. */
  progress: number | null;
}

export interface Outbox {
  view(): OutboxView;
  subscribe(listener: () => void): () => void;
  /** Keeps a save on the phone; rejects when the phone could not keep it. */
  add(item: NewOutboxItem): Promise<void>;
  /** Sends what waits, in order, unless the network or the session is missing. */
  send(): Promise<void>;
  /** Sends a refused item again (the server may now accept it), then what waits behind it. */
  retry(id: string): Promise<void>;
  /** Forgets an item for good. */
  discard(id: string): Promise<void>;
}

export interface OutboxOptions {
  client: Client;
  session: SessionStore;
  store: OutboxStore;
  documentOf: (operation: string) => AnyDocument | null;
  now?: () => number;
  newId?: () => string;
  /** Whether the browser says it is online; the outbox does not try while it says not. */
  online?: () => boolean;
  /** When to try again after the network failed while the browser said it was online. */
  schedule?: (run: () => void, ms: number) => void;
  /** How an item is sent, reporting how much of it has gone out (a photo is large on a slow network). */
  sendContext?: (onProgress: (sent: number) => void) => Partial<OperationContext>;
  /** The app's other tabs on this phone, which share the stored outbox: told of each change, and telling theirs. */
  tabs?: OutboxTabs;
}

export interface OutboxTabs {
  /** Tells the other tabs that this agent's stored outbox changed. */
  changed(employeeId: string): void;
  /** Hears that another tab changed an agent's stored outbox. */
  onChange(listener: (employeeId: string) => void): void;
  /** Runs `send` while no other tab sends this agent's outbox, so that one save is not sent by two tabs at once. */
  alone(employeeId: string, send: () => Promise<boolean>): Promise<boolean>;
}

/** How long the outbox waits before trying again after a failed attempt: 5 s, then longer, at most a minute. */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

const notSendable = { title: 'Not sent', message: 'This version of the app cannot send this change. Please discard it and make it again.' };

/**
 * The agent's saves made without a network, sent in the order they were made. A refused save stops
 * there and so do the later saves of the same journey; the others go on. Nothing is dropped without
 * the agent discarding it, and a save leaves only once the server has answered it.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { client, session, store, documentOf } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const online = options.online ?? (() => navigator.onLine);
  const schedule = options.schedule ?? ((run, ms) => void setTimeout(run, ms));
  const listeners = new Set<() => void>();
  let owner: string | null = null;
  let items: OutboxItem[] = [];
  let view: OutboxView = { items, sending: null, progress: null };
  let loaded: Promise<void> = Promise.resolve();
  let running: Promise<void> | null = null;
  let again = false;
  let failedAttempts = 0;
  let retryPending = false;

  const publish = (sending: string | null = view.sending, progress: number | null = sending === view.sending ? view.progress : null) => {
    view = { items, sending, progress };
    for (const listener of listeners) listener();
  };

  /** Changes the stored list from what is stored now (another tab may have changed it), then shows it. */
  const persist = async (employeeId: string, change: (stored: OutboxItem[]) => OutboxItem[]) => {
    const next = await store.update(employeeId, change);
    if (owner === employeeId) {
      items = next;
      publish();
    }
    options.tabs?.changed(employeeId);
  };

  const reload = async (employeeId: string) => {
    const stored = await store.load(employeeId);
    if (owner !== employeeId) return;
    items = stored;
    publish();
  };

  const follow = () => {
    const employeeId = session.get()?.employeeId ?? null;
    if (employeeId === owner) return;
    owner = employeeId;
    items = [];
    publish(null);
    if (!employeeId) return;
    loaded = store.load(employeeId).then(
      (stored) => {
        if (owner !== employeeId) return;
        items = stored;
        publish();
        void send();
      },
      () => undefined,
    );
  };

  const retryLater = () => {
    if (retryPending) return;
    retryPending = true;
    const delay = RETRY_DELAYS_MS[Math.min(failedAttempts, RETRY_DELAYS_MS.length - 1)] ?? 60_000;
    failedAttempts += 1;
    schedule(() => {
      retryPending = false;
      void send();
    }, delay);
  };

  /** One pass over the items; false when the network or the session stopped it. */
  const pass = async (employeeId: string): Promise<boolean> => {
    const blocked = new Set<string>();
    for (const item of [...items]) {
      if (owner !== employeeId || !session.get()?.accessToken) return false;
      if (item.failure) {
        if (item.journey) blocked.add(item.journey);
        continue;
      }
      if (item.journey && blocked.has(item.journey)) continue;
      const document = documentOf(item.operation);
      if (!document) {
        await persist(employeeId, (stored) => stored.map((i) => (i.id === item.id ? { ...i, failure: notSendable } : i)));
        if (item.journey) blocked.add(item.journey);
        continue;
      }
      publish(item.id, null);
      const variables = (await withDataUrls(item.variables)) as Record<string, unknown>;
      const context = options.sendContext?.((sent) => publish(item.id, sent));
      const result = await client
        .mutation(document, variables, { ...context, fetchOptions: { headers: { [IDEMPOTENCY_HEADER]: item.id } } })
        .toPromise();
      publish(null);
      const error = result.error;
      if (error && (error.networkError || error.graphQLErrors.length === 0)) return false;
      // An expired session that could not be renewed: the item waits for the agent to sign in again.
      if (error?.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHORIZED_ERROR')) return false;
      if (error) {
        const { title, message } = describeError(error);
        await persist(employeeId, (stored) => stored.map((i) => (i.id === item.id ? { ...i, failure: { title, message } } : i)));
        if (item.journey) blocked.add(item.journey);
        continue;
      }
      await persist(employeeId, (stored) => stored.filter((i) => i.id !== item.id));
    }
    return true;
  };

  /** A pass over what is stored now, while no other tab sends: one that did may have sent some already. */
  const passAlone = (employeeId: string): Promise<boolean> => {
    const run = async () => {
      await reload(employeeId);
      return pass(employeeId);
    };
    return options.tabs ? options.tabs.alone(employeeId, run) : run();
  };

  const send = async (): Promise<void> => {
    await loaded;
    if (running) {
      again = true;
      return running;
    }
    const drain = async () => {
      try {
        do {
          again = false;
          const employeeId = owner;
          if (!employeeId || !online() || !items.some((item) => !item.failure)) return;
          if (!(await passAlone(employeeId))) {
            // Asked again meanwhile (the network came back, the agent tapped Send now): one more pass.
            if (again) continue;
            if (online() && session.get()?.accessToken) retryLater();
            return;
          }
          failedAttempts = 0;
        } while (again);
      } catch {
        // The phone's storage failed mid-pass: what was not yet stored as sent stays, and is tried later.
        retryLater();
      }
    };
    // Cleared once settled, never inside drain: a drain with nothing to do finishes before it is assigned.
    running = drain().finally(() => {
      running = null;
    });
    return running;
  };

  session.subscribe(follow);
  follow();
  options.tabs?.onChange((employeeId) => {
    if (employeeId === owner) reload(employeeId).catch(() => undefined);
  });

  return {
    view: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async add(item) {
      await loaded;
      const employeeId = owner;
      if (!employeeId) throw new Error('No agent is signed in to keep this save for.');
      const kept = { ...item, variables: withBlobs(item.variables) as Record<string, unknown>, savedAt: now(), failure: null };
      await persist(employeeId, (stored) => [...stored.filter((i) => i.id !== item.id), kept]);
      // Kept because the network failed: tried again in a while, or when the browser is back online.
      if (online()) retryLater();
    },
    send,
    async retry(id) {
      const employeeId = owner;
      if (!employeeId) return;
      // The server keeps its refusal under the old id and acted on nothing: the retry is a new request.
      const fresh = newId();
      await persist(employeeId, (stored) => stored.map((i) => (i.id === id && i.failure ? { ...i, id: fresh, failure: null } : i)));
      await send();
    },
    async discard(id) {
      const employeeId = owner;
      if (!employeeId) return;
      await persist(employeeId, (stored) => stored.filter((i) => i.id !== id));
    },
  };
}
