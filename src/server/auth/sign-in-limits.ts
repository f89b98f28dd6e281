import { and, eq, lt, sql } from 'drizzle-orm';
import {
  decideAttempt,
  limitsOfAttempt,
  SIGN_IN_FORGET_AFTER_SECONDS,
  SIGN_IN_LONGEST_WAIT_SECONDS,
  type SignInAttemptFacts,
  type SignInLimitKind,
  type SignInLimitState,
} from '../../domain/sign-in-limit';
import type { Database } from '../db/connection';
import { signInLimits } from '../db/schema';

/** One key an allowed attempt was counted against, and the window it was counted in. */
export interface CountedKey {
  kind: SignInLimitKind;
  key: string;
  windowStartedAt: Date;
}

export type SignInClaim = { allowed: true; counted: CountedKey[] } | { allowed: false; retryAfterSeconds: number };

const rowOf = (kind: SignInLimitKind, key: string) => and(eq(signInLimits.kind, kind), eq(signInLimits.key, key));

/**
 * Counts one sign-in attempt against the keys `limitsOfAttempt` names (its e-mail and address, or its
 * device cookie), or refuses it, before any password is checked. The rows are locked for the decision,
 * one by one in the domain's fixed order, so attempts arriving together on any number of server
 * instances are counted one after the other and never wait on each other the other way round.
 */
export function claimSignInAttempt(db: Database, facts: SignInAttemptFacts, now: Date): Promise<SignInClaim> {
  return db.transaction(async (tx) => {
    const decisions = [];
    // One key at a time, in the domain's order: its row is made (when the attempt counts against it)
    // and locked before the next key's, so the inserts too take their locks in that order. A key that
    // only refuses and has no row is fresh, and needs none.
    for (const entry of limitsOfAttempt(facts)) {
      if (entry.counts) {
        await tx
          .insert(signInLimits)
          .values({ kind: entry.kind, key: entry.key, failures: 0, windowStartedAt: now, lockouts: 0, updatedAt: now })
          .onConflictDoNothing();
      }
      const [row] = await tx.select().from(signInLimits).where(rowOf(entry.kind, entry.key)).for('update');
      decisions.push({ ...entry, decision: decideAttempt(row ?? null, entry.kind, now, { counts: entry.counts }) });
    }
    const write = (kind: SignInLimitKind, key: string, next: SignInLimitState) => tx.update(signInLimits).set(next).where(rowOf(kind, key));

    const refused = decisions.filter(({ decision }) => !decision.allowed);
    if (refused.length > 0) {
      // A refused attempt counts against nothing else: only the key that begins a wait changes.
      for (const { kind, key, decision } of refused) if (decision.next) await write(kind, key, decision.next);
      return {
        allowed: false,
        retryAfterSeconds: Math.max(...refused.map(({ decision }) => (decision.allowed ? 0 : decision.retryAfterSeconds))),
      };
    }
    const countedKeys: CountedKey[] = [];
    for (const { kind, key, decision } of decisions) {
      if (!decision.next) continue;
      await write(kind, key, decision.next);
      countedKeys.push({ kind, key, windowStartedAt: decision.next.windowStartedAt });
    }
    return { allowed: true, counted: countedKeys };
  });
}

/**
 * After a correct password: the e-mail starts afresh, but an address or a device cookie only gets this
 * attempt back (and only while its window is the one the attempt was counted in), so signing in to one's
 * own account does not wipe the failures an address made against others, nor those a stolen copy of the
 * cookie made. Records nobody has touched for long are dropped here too.
 */
export async function releaseSignInAttempt(db: Database, claim: { counted: CountedKey[] }, now: Date): Promise<void> {
  for (const { kind, key, windowStartedAt } of claim.counted) {
    if (kind === 'email') {
      await db.delete(signInLimits).where(rowOf(kind, key));
      continue;
    }
    await db
      .update(signInLimits)
      .set({ failures: sql`greatest(${signInLimits.failures} - 1, 0)` })
      .where(and(rowOf(kind, key), eq(signInLimits.windowStartedAt, windowStartedAt)));
  }
  // A wait never outlasts its last update by more than the longest wait, so such rows are surely forgotten.
  const staleBefore = new Date(now.getTime() - (SIGN_IN_FORGET_AFTER_SECONDS + SIGN_IN_LONGEST_WAIT_SECONDS) * 1000);
  await db.delete(signInLimits).where(lt(signInLimits.updatedAt, staleBefore));
}
