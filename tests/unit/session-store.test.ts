import { describe, expect, test } from 'vitest';
import { createSessionStore, memoryCookieJar, type Session } from '../../src/api/session';

const issued = new Date(2026, 10, 21, 9, 30);

function session(overrides: Partial<Session> = {}): Session {
  return {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    crmToken: 'crm-1',
    employeeId: 'EMP1001',
    employeeName: 'Asha Verma',
    userType: 'SalesAgent',
    locationId: 'LOC-MUM-01',
    issuedAt: Math.floor(issued.getTime() / 1000),
    ...overrides,
  };
}

function store(now: { value: Date }) {
  const jar = memoryCookieJar();
  return { jar, sessions: createSessionStore(jar, () => now.value) };
}

describe('session store', () => {
  test('what is set is read back the same day', () => {
    const now = { value: new Date(2026, 10, 21, 18) };
    const { sessions } = store(now);
    expect(sessions.get()).toBeNull();
    sessions.set(session());
    expect(sessions.get()).toEqual(session());
  });

  test('a partner without a location round-trips too', () => {
    const now = { value: new Date(2026, 10, 21, 18) };
    const { sessions } = store(now);
    sessions.set(session({ userType: 'PowerPartner', locationId: null }));
    expect(sessions.get()).toEqual(session({ userType: 'PowerPartner', locationId: null }));
  });

  test('setting notifies subscribers; a new set replaces the tokens', () => {
    const now = { value: new Date(2026, 10, 21, 18) };
    const { sessions } = store(now);
    let notified = 0;
    sessions.subscribe(() => notified++);
    sessions.set(session());
    sessions.set(session({ accessToken: 'access-2' }));
    expect(notified).toBe(2);
    expect(sessions.get()?.accessToken).toBe('access-2');
  });

  test('a session issued yesterday is cleared on get, and subscribers are told', () => {
    const now = { value: new Date(2026, 10, 21, 23, 59) };
    const { jar, sessions } = store(now);
    sessions.set(session());
    expect(sessions.get()).not.toBeNull();

    let notified = 0;
    sessions.subscribe(() => notified++);
    now.value = new Date(2026, 10, 22, 0, 1);
    expect(sessions.get()).toBeNull();
    expect(notified).toBe(1);
    for (const cookie of ['accessToken', 'refreshToken', 'crmToken', 'userInfo']) expect(jar.read(cookie)).toBeNull();
    // And it stays gone when the clock is back on the issuing day.
    now.value = new Date(2026, 10, 21, 23, 59);
    expect(sessions.get()).toBeNull();
  });

  test('clear() removes every cookie and notifies', () => {
    const now = { value: new Date(2026, 10, 21, 12) };
    const { jar, sessions } = store(now);
    sessions.set(session());
    let notified = 0;
    const unsubscribe = sessions.subscribe(() => notified++);
    sessions.clear();
    expect(sessions.get()).toBeNull();
    expect(notified).toBe(1);
    for (const cookie of ['accessToken', 'refreshToken', 'crmToken', 'userInfo']) expect(jar.read(cookie)).toBeNull();
    unsubscribe();
    sessions.clear();
    expect(notified).toBe(1);
  });

  test('a session whose access token cookie has lapsed keeps the refresh token, with an empty access token', () => {
    const now = { value: new Date(2026, 10, 21, 12) };
    const { jar, sessions } = store(now);
    sessions.set(session());
    jar.remove('accessToken');
    expect(sessions.get()).toEqual(session({ accessToken: '' }));
  });

  test('without a refresh token or user info there is no session', () => {
    const now = { value: new Date(2026, 10, 21, 12) };
    const { jar, sessions } = store(now);
    sessions.set(session());
    jar.remove('refreshToken');
    expect(sessions.get()).toBeNull();

    sessions.set(session());
    jar.write('userInfo', 'not json', 30);
    expect(sessions.get()).toBeNull();
  });
});
