import { describe, expect, test } from 'vitest';
import {
  decideAttempt,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  limitsOfAttempt,
  SIGN_IN_FAILURES_ALLOWED,
  signInLimitedMessage,
  waitAfterLockouts,
  type SignInLimitKind,
  type SignInLimitState,
} from '../../src/domain/sign-in-limit';

const t0 = new Date('2030-01-01T09:00:00Z');
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

function attempts(times: number, kind: SignInLimitKind, start: SignInLimitState | null, at = t0) {
  let state = start;
  for (let i = 0; i < times; i++) {
    const decision = decideAttempt(state, kind, at);
    if (!decision.allowed) throw new Error(`attempt ${i + 1} refused`);
    state = decision.next;
  }
  return state;
}

describe('decideAttempt', () => {
  test('an e-mail is allowed five attempts in 15 minutes; the sixth begins a 15-minute wait', () => {
    const state = attempts(SIGN_IN_FAILURES_ALLOWED.email, 'email', null);
    const sixth = decideAttempt(state, 'email', later(60));
    expect(sixth).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
    if (sixth.allowed || !sixth.next) throw new Error('expected a wait to begin');
    // During the wait nothing changes and the remaining time is told.
    expect(decideAttempt(sixth.next, 'email', later(660))).toEqual({ allowed: false, retryAfterSeconds: 300, next: null });
    expect(decideAttempt(sixth.next, 'email', later(961)).allowed).toBe(true);
  });

  test('an address is allowed twenty attempts', () => {
    const state = attempts(20, 'address', null);
    expect(decideAttempt(state, 'address', t0).allowed).toBe(false);
    expect(decideAttempt(attempts(19, 'address', null), 'address', t0).allowed).toBe(true);
  });

  test('attempts older than the 15-minute window no longer count', () => {
    const state = attempts(5, 'email', null);
    expect(decideAttempt(state, 'email', later(15 * 60)).allowed).toBe(true);
  });

  test('each wait doubles up to a day; a day without activity forgets the earlier waits', () => {
    expect([0, 1, 2, 3, 6, 7, 20].map(waitAfterLockouts)).toEqual([900, 1800, 3600, 7200, 57_600, 86_400, 86_400]);
    const blocked: SignInLimitState = { failures: 5, windowStartedAt: t0, blockedUntil: null, lockouts: 3, updatedAt: t0 };
    expect(decideAttempt(blocked, 'email', later(60))).toMatchObject({ allowed: false, retryAfterSeconds: 7200 });
    const waited: SignInLimitState = { ...blocked, failures: 1, blockedUntil: later(7200) };
    expect(decideAttempt(waited, 'email', later(7200 + 24 * 3600))).toMatchObject({ allowed: true, next: { lockouts: 0, failures: 1 } });
    expect(decideAttempt(waited, 'email', later(7200 + 3600))).toMatchObject({ allowed: true, next: { lockouts: 3 } });
  });
});

describe('which limits an attempt meets (issue 41)', () => {
  const facts = { email: 'asha.verma@demo.example', address: '203.0.113.7', emailKnown: true, deviceNonce: null };

  test('without a device cookie: its e-mail and both address counts may refuse it; a failure counts on the e-mail and on the address count its e-mail\'s existence picks', () => {
    expect(limitsOfAttempt(facts)).toEqual([
      { kind: 'address', key: '203.0.113.7', counts: true },
      { kind: 'address-unknown-email', key: '203.0.113.7', counts: false },
      { kind: 'email', key: 'asha.verma@demo.example', counts: true },
    ]);
    // Which keys may refuse is the same for an e-mail no agent has: only what is counted differs.
    expect(limitsOfAttempt({ ...facts, emailKnown: false })).toEqual([
      { kind: 'address', key: '203.0.113.7', counts: false },
      { kind: 'address-unknown-email', key: '203.0.113.7', counts: true },
      { kind: 'email', key: 'asha.verma@demo.example', counts: true },
    ]);
  });

  test('with a valid device cookie for the e-mail: only its own nonce, allowed 5 failures', () => {
    expect(limitsOfAttempt({ ...facts, deviceNonce: 'n0nce' })).toEqual([{ kind: 'device', key: 'n0nce', counts: true }]);
    const state = attempts(5, 'device', null);
    expect(decideAttempt(state, 'device', t0)).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
  });

  test('both address counts allow 20 failures; a key that only refuses is not counted, but refuses once spent', () => {
    expect([SIGN_IN_FAILURES_ALLOWED.address, SIGN_IN_FAILURES_ALLOWED['address-unknown-email']]).toEqual([20, 20]);
    const spent = attempts(20, 'address-unknown-email', null);
    expect(decideAttempt(attempts(3, 'address', null), 'address', t0, { counts: false })).toEqual({ allowed: true, next: null });
    expect(decideAttempt(spent, 'address-unknown-email', t0, { counts: false })).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
  });

  test('a device cookie lasts a year', () => {
    expect(DEVICE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });
});

test('the message names the wait in minutes, or hours from two hours on', () => {
  expect(signInLimitedMessage(30)).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
  expect(signInLimitedMessage(900)).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  expect(signInLimitedMessage(3601)).toBe('Too many failed sign-in attempts. Please try again in 61 minutes.');
  expect(signInLimitedMessage(7200)).toBe('Too many failed sign-in attempts. Please try again in 2 hours.');
});
