import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { isDraftKept } from '../domain/draft-rules';
import { formItems, isRepeater, type FieldDefinition, type StepDefinition } from './definition';
import { getPath } from './paths';
import { widgetStoresItself, widgetValueKind } from './widgets';

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
  /**
   * Kept by the app itself as it sent the phone to another page it comes back from (DigiLocker's
   * consent, a mandate's authorisation): coming back is no surprise, so it comes back without the
   * note. The agent's next change keeps an ordinary draft.
   */
  handoff?: boolean;
}

export interface DraftSaveOptions {
  handoff?: boolean;
  /** When the agent made the change, if earlier than the write (a write waits for the one before it). */
  savedAt?: number;
}

export interface DraftStore {
  load(key: DraftKey): Promise<Draft | undefined>;
  save(key: DraftKey, values: Record<string, unknown>, options?: DraftSaveOptions): Promise<void>;
  drop(key: DraftKey): Promise<void>;
}

const keyOf = (key: DraftKey) => `draft:${key.employeeId}:${key.journeyId}:${key.step}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function asDraft(value: unknown): Draft | undefined {
  if (!isRecord(value) || !isRecord(value.values) || typeof value.savedAt !== 'number') return undefined;
  return { values: value.values, savedAt: value.savedAt, ...(value.handoff === true ? { handoff: true } : {}) };
}

const stored = (values: Record<string, unknown>, now: number, options: DraftSaveOptions = {}): Draft => ({
  values,
  savedAt: options.savedAt ?? now,
  ...(options.handoff ? { handoff: true } : {}),
});

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
    async save(key, values, options) {
      try {
        await set(keyOf(key), stored(values, now(), options), store);
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
    save: async (key, values, options) => void map.set(keyOf(key), stored(structuredClone(values), now(), options)),
    drop: async (key) => void map.delete(keyOf(key)),
  };
}

/**
 * The newest change of a step's draft, kept synchronously in the tab's sessionStorage beside the
 * IndexedDB copy: Chromium may abort an IndexedDB write still open when the page unloads, so a
 * reload right after a keystroke could otherwise find the value before it. `values` null says the
 * draft was dropped then (the agent went back to what is saved, or the step was saved).
 */
interface Mirrored {
  values: Record<string, unknown> | null;
  savedAt: number;
  handoff?: boolean;
}

export interface DraftMirror {
  read(key: DraftKey): Mirrored | undefined;
  write(key: DraftKey, change: Mirrored): void;
}

export function sessionDraftMirror(storage: () => Storage = () => window.sessionStorage): DraftMirror {
  return {
    read(key) {
      try {
        const value: unknown = JSON.parse(storage().getItem(keyOf(key)) ?? 'null');
        if (!isRecord(value) || typeof value.savedAt !== 'number' || (value.values !== null && !isRecord(value.values))) return undefined;
        return { values: value.values, savedAt: value.savedAt, ...(value.handoff === true ? { handoff: true } : {}) };
      } catch {
        return undefined;
      }
    },
    write(key, change) {
      try {
        storage().setItem(keyOf(key), JSON.stringify(change));
      } catch {
        // Full (a quota error) or unavailable: the IndexedDB copy still holds the draft; an older
        // copy here must not win over it, so it goes.
        try {
          storage().removeItem(keyOf(key));
        } catch {
          // Nothing more to do without storage.
        }
      }
    },
  };
}

/**
 * Writes one step's draft as the agent types. Each change is kept at once, not after a pause: a
 * reload, a closed tab or the phone killing the browser right after a keystroke must find that
 * keystroke, never an older value. It goes synchronously to the tab's sessionStorage copy, and to
 * IndexedDB one write at a time: the changes made meanwhile replace one another and the newest goes
 * as soon as the write in flight ends, so writes land in the order they were made and the newest
 * lands last. Loading takes whichever copy is newer. null drops the draft (what is on screen is what
 * is saved).
 */
export interface DraftWriter {
  /** The draft to restore: the newer of the IndexedDB copy and the tab's copy; undefined when there is none. */
  load(): Promise<Draft | undefined>;
  write(values: Record<string, unknown> | null, options?: DraftSaveOptions): void;
  /** Sends the newest change now, without waiting for the write in flight (the page is being hidden or closed). */
  flushNow(): void;
  /** Resolves once every change made so far is written. */
  settled(): Promise<void>;
  /** Forgets the changes not yet written and drops the draft, once the write in flight has ended (the step was saved, or the agent discarded it). */
  drop(): Promise<void>;
}

type Change = { values: Record<string, unknown> | null; options: DraftSaveOptions };

export function draftWriter(store: DraftStore, key: DraftKey, mirror: DraftMirror = sessionDraftMirror(), now: () => number = Date.now): DraftWriter {
  let pending: Change | null = null;
  let inFlight: Promise<void> | null = null;
  const send = ({ values, options }: Change) => (values === null ? store.drop(key) : store.save(key, values, options)).catch(() => undefined);
  const next = () => {
    if (inFlight || !pending) return;
    const change = pending;
    pending = null;
    inFlight = send(change).finally(() => {
      inFlight = null;
      next();
    });
  };
  return {
    async load() {
      const kept = await store.load(key);
      const copy = mirror.read(key);
      // The tab's copy is written first, so on a tie it is the newer; an expired one is no draft.
      if (!copy || !isDraftKept(copy.savedAt, now()) || (kept && kept.savedAt > copy.savedAt)) return kept;
      return copy.values === null ? undefined : { values: copy.values, savedAt: copy.savedAt, ...(copy.handoff ? { handoff: true } : {}) };
    },
    write(values, options = {}) {
      // A copy: the form goes on changing the object it gave.
      const copy = values === null ? null : structuredClone(values);
      const savedAt = now();
      mirror.write(key, { values: copy, savedAt, ...(options.handoff ? { handoff: true } : {}) });
      pending = { values: copy, options: { ...options, savedAt } };
      next();
    },
    flushNow() {
      if (!pending) return;
      // IndexedDB runs a store's read-write transactions in the order they were made, so this one
      // still lands after the one in flight.
      const change = pending;
      pending = null;
      void send(change);
    },
    async settled() {
      while (inFlight || pending) {
        next();
        await inFlight;
      }
    },
    async drop() {
      pending = null;
      mirror.write(key, { values: null, savedAt: now() });
      await inFlight;
      await store.drop(key);
    },
  };
}

/** A value as the step's save would read it: empty is empty however it is written, text is trimmed, numbers are numbers. */
function comparable(value: unknown, field?: FieldDefinition): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    let text = value.trim();
    if (text === '') return null;
    if (field && widgetValueKind(field.widget) === 'number') {
      const number = Number(text.replace(/,/g, ''));
      return Number.isFinite(number) ? number : text;
    }
    if (field?.upperCase) text = text.toUpperCase();
    return text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) {
    const items = value.map((item) => comparable(item));
    return items.length === 0 ? null : items;
  }
  if (typeof value === 'object') {
    // A loaded record's objects carry the response's __typename, which no typed value has.
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([name]) => !name.startsWith('__'))
      .map(([name, item]) => [name, comparable(item)] as const)
      .filter(([, item]) => item !== null)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length === 0 ? null : Object.fromEntries(entries);
  }
  return value;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether `values` hold something the step's save would send that `saved` (what the step opened
 * with: the server's record over the definition's defaults) does not: a field the agent changed,
 * compared as the save reads it (empty as empty, text trimmed, identifiers in capitals). Fields the
 * step never sends, and widgets that store their own records (photos, documents, the PO and payment
 * panels, the KYC link), hold nothing that waits for the save and are left out.
 */
export function hasUnsavedChanges(definition: StepDefinition, values: Record<string, unknown>, saved: Record<string, unknown>): boolean {
  for (const section of definition.sections) {
    for (const item of formItems(section)) {
      if (isRepeater(item)) {
        if (!sameValue(comparable(getPath(values, item.bind)), comparable(getPath(saved, item.bind)))) return true;
        continue;
      }
      if (item.sent === false || widgetStoresItself(item.widget)) continue;
      if (!sameValue(comparable(getPath(values, item.bind), item), comparable(getPath(saved, item.bind), item))) return true;
    }
  }
  return false;
}
