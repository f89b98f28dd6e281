import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import {
  decideAttempt,
  SIGN_IN_FORGET_AFTER_SECONDS,
  SIGN_IN_LONGEST_WAIT_SECONDS,
  type SignInLimitKind,
  type SignInLimitState,
} from '../../domain/sign-in-limit';
import type { Database } from '../db/connection';
import { signInLimits } from '../db/schema';

export interface SignInAttemptKeys {
  email: string;
  address: string;
}

export type SignInClaim =
  | { allowed: true; addressWindowStartedAt: Date }
  | { allowed: false; retryAfterSeconds: number };

/** Both keys in one fixed order, so two attempts never lock each other's rows the other way round. */
function keysInLockOrder(keys: SignInAttemptKeys): [SignInLimitKind, string][] {
  return [
    ['address', keys.address],
    ['email', keys.email],
  ];
}

/**
 * Counts one sign-in attempt against its e-mail and its address, or refuses it, before any password is
 * checked. The rows are locked for the decision, so attempts arriving together on any number of server
 * instances are counted one after the other.
 */
export function claimSignInAttempt(db: Database, keys: SignInAttemptKeys, now: Date): Promise<SignInClaim> {
  return db.transaction(async (tx) => {
    const entries = keysInLockOrder(keys);
    await tx
      .insert(signInLimits)
      .values(entries.map(([kind, key]) => ({ kind, key, failures: 0, windowStartedAt: now, lockouts: 0, updatedAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(signInLimits)
      .where(or(...entries.map(([kind, key]) => and(eq(signInLimits.kind, kind), eq(signInLimits.key, key)))))
      .orderBy(asc(signInLimits.kind))
      .for('update');
    const decisions = entries.map(([kind, key]) => {
      const row = rows.find((r) => r.kind === kind && r.key === key);
      return { kind, key, decision: decideAttempt(row ?? null, kind, now) };
    });
    const write = (kind: SignInLimitKind, key: string, next: SignInLimitState) =>
      tx
        .update(signInLimits)
        .set(next)
        .where(and(eq(signInLimits.kind, kind), eq(signInLimits.key, key)));

    const refused = decisions.flatMap(({ kind, key, decision }) => (decision.allowed ? [] : [{ kind, key, decision }]));
    if (refused.length > 0) {
      // A refused attempt counts against nothing else: only the key that begins a wait changes.
      for (const { kind, key, decision } of refused) if (decision.next) await write(kind, key, decision.next);
      return { allowed: false, retryAfterSeconds: Math.max(...refused.map(({ decision }) => decision.retryAfterSeconds)) };
    }
    let addressWindowStartedAt = now;
    for (const { kind, key, decision } of decisions) {
      if (!decision.next) continue;
      await write(kind, key, decision.next);
      if (kind === 'address') addressWindowStartedAt = decision.next.windowStartedAt;
    }
    return { allowed: true, addressWindowStartedAt };
  });
}

/**
 * After a correct password: the e-mail starts afresh, but the address only gets this attempt back
 * (and only while its window is the one the attempt was counted in), so signing in to one's own account
 * does not wipe the failures an address made against others. Records nobody has touched for long are
 * dropped here too.
 */
export async function releaseSignInAttempt(
  db: Database,
  keys: SignInAttemptKeys,
  claim: { addressWindowStartedAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(signInLimits).where(and(eq(signInLimits.kind, 'email'), eq(signInLimits.key, keys.email)));
  await db
    .update(signInLimits)
    .set({ failures: sql`greatest(${signInLimits.failures} - 1, 0)` })
    .where(
      and(
        eq(signInLimits.kind, 'address'),
        eq(signInLimits.key, keys.address),
        eq(signInLimits.windowStartedAt, claim.addressWindowStartedAt),
      ),
    );
  // A wait never outlasts its last update by more than the longest wait, so such rows are surely forgotten.
  const staleBefore = new Date(now.getTime() - (SIGN_IN_FORGET_AFTER_SECONDS + SIGN_IN_LONGEST_WAIT_SECONDS) * 1000);
  await db.delete(signInLimits).where(lt(signInLimits.updatedAt, staleBefore));
}
