import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FieldErrors } from 'react-hook-form';

function messageAt(errors: FieldErrors, segments: readonly string[]): string | undefined {
  let error: unknown = errors;
  for (const segment of segments) {
    if (error === null || typeof error !== 'object') return undefined;
    error = (error as Record<string, unknown>)[segment];
  }
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

interface Entry {
  segments: string[];
  message: string | undefined;
  listeners: Set<() => void>;
}

/**
 * Every field's error message, from one subscription to the form (StepForm publishes the form's
 * errors here). react-hook-form calls each of its subscribers on every keystroke, so one
 * useFormState per field would be 200 calls per keystroke in a 200-field form; here there is one,
 * and a field re-renders only when its own message changes.
 */
export class FieldErrorHub {
  private errors: FieldErrors = {};
  private readonly entries = new Map<string, Entry>();

  /** The form's errors changed (react-hook-form may mutate the same object): tell the fields whose message did. */
  publish(errors: FieldErrors): void {
    this.errors = errors;
    const changed: Entry[] = [];
    for (const entry of this.entries.values()) {
      const message = messageAt(errors, entry.segments);
      if (message === entry.message) continue;
      entry.message = message;
      changed.push(entry);
    }
    for (const entry of changed) for (const listener of [...entry.listeners]) listener();
  }

  subscribe(name: string, listener: () => void): () => void {
    let entry = this.entries.get(name);
    if (!entry) {
      const segments = name.split('.');
      entry = { segments, message: messageAt(this.errors, segments), listeners: new Set() };
      this.entries.set(name, entry);
    }
    const subscribed = entry;
    subscribed.listeners.add(listener);
    return () => {
      subscribed.listeners.delete(listener);
      if (subscribed.listeners.size === 0 && this.entries.get(name) === subscribed) this.entries.delete(name);
    };
  }

  message(name: string): string | undefined {
    const entry = this.entries.get(name);
    return entry ? entry.message : messageAt(this.errors, name.split('.'));
  }
}

export const FieldErrorHubContext = createContext<FieldErrorHub | null>(null);

/** The field's own error message; the field re-renders when that message changes, and for nothing else. */
export function useFieldError(name: string): string | undefined {
  const hub = useContext(FieldErrorHubContext);
  if (!hub) throw new Error('a step field rendered outside StepForm');
  const subscribe = useCallback((listener: () => void) => hub.subscribe(name, listener), [hub, name]);
  return useSyncExternalStore(subscribe, () => hub.message(name));
}
