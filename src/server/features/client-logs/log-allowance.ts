// How much a caller may log. The counts live in this process's memory: they are a brake on floods of
// log entries, not a security decision, so several server processes each keeping their own counts only
// multiply the allowance by the number of processes, and a restart only starts the windows afresh.

export interface AllowanceRule {
  /** Entries (a refused request counts as one) per window. */
  limit: number;
  windowMs: number;
}

/** A signed-in agent: far more than the app sends (at most one batch of 20 every 10 seconds when busy). */
export const SIGNED_IN_ALLOWANCE: AllowanceRule = { limit: 600, windowMs: 10 * 60_000 };
/** Before sign-in, per network address: a few errors (the sign-in screen failing), nothing more. */
export const ANONYMOUS_ALLOWANCE: AllowanceRule = { limit: 30, windowMs: 10 * 60_000 };

/** Callers tracked at once; beyond this the oldest windows are forgotten first. */
const MAX_TRACKED = 10_000;

interface Window {
  startedAt: number;
  used: number;
}

export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Fixed-window counts by caller. */
export class Allowance {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly rule: AllowanceRule) {}

  private current(key: string, now: number): Window {
    const existing = this.windows.get(key);
    if (existing && now - existing.startedAt < this.rule.windowMs) return existing;
    this.windows.delete(key);
    if (this.windows.size >= MAX_TRACKED) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    const fresh = { startedAt: now, used: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }

  private refusal(window: Window, now: number): Taken {
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.rule.windowMs - now) / 1000)) };
  }

  /** Whether the caller has anything left, without taking any. */
  check(key: string, now: number): Taken {
    const window = this.current(key, now);
    return window.used < this.rule.limit ? { ok: true } : this.refusal(window, now);
  }

  /** Takes `amount` entries; when that would go over the limit, takes nothing and refuses. */
  take(key: string, amount: number, now: number): Taken {
    const window = this.current(key, now);
    if (window.used + amount > this.rule.limit) return this.refusal(window, now);
    window.used += amount;
    return { ok: true };
  }
}
