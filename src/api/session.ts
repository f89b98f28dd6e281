import { cookieValue } from '../domain/cookie-header';
import { ACCESS_COOKIE_DAYS, ACCESS_TOKEN_COOKIE, LONG_COOKIE_DAYS, isIssuedToday } from '../domain/session-rules';

/** What a signed-in agent's device keeps (spec section 3, session data). */
export interface Session {
  accessToken: string;
  refreshToken: string;
  crmToken: string;
  employeeId: string;
  employeeName: string;
  userType: string;
  locationId: string | null;
  /** Unix seconds when the session was issued. */
  issuedAt: number;
}

export interface SessionStore {
  /** The current session; one issued on another day is cleared and null is returned. */
  get(): Session | null;
  set(session: Session): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

interface CookieJar {
  read(name: string): string | null;
  write(name: string, value: string, days: number): void;
  remove(name: string): void;
}

export function documentCookieJar(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    read: (name) => cookieValue(doc.cookie, name),
    write(name, value, days) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86400}; Path=/; SameSite=Strict${secure}`;
    },
    remove(name) {
      doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict${secure}`;
    },
  };
}

export function memoryCookieJar(): CookieJar {
  const values = new Map<string, string>();
  return {
    read: (name) => values.get(name) ?? null,
    write: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

/** The cookies a request to the server carried (its Cookie header), read-only: the server draws a page with them. */
export function requestCookieJar(header: string): CookieJar {
  return {
    read: (name) => cookieValue(header, name),
    write: () => undefined,
    remove: () => undefined,
  };
}

const COOKIE = {
  access: ACCESS_TOKEN_COOKIE,
  refresh: 'refreshToken',
  crm: 'crmToken',
  user: 'userInfo',
} as const;

interface UserInfo {
  employeeId: string;
  employeeName: string;
  userType: string;
  locationId: string | null;
  issuedAt: number;
}

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (typeof v.employeeId !== 'string' || typeof v.employeeName !== 'string' || typeof v.userType !== 'string' || typeof v.issuedAt !== 'number') {
      return null;
    }
    return {
      employeeId: v.employeeId,
      employeeName: v.employeeName,
      userType: v.userType,
      locationId: typeof v.locationId === 'string' ? v.locationId : null,
      issuedAt: v.issuedAt,
    };
  } catch {
    return null;
  }
}

/**
 * The session kept in cookies with the spec's lifetimes: the access token 15 days; the refresh token,
 * CRM token and user info 30 days.
 */
export function createSessionStore(jar: CookieJar, now: () => Date = () => new Date()): SessionStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let cached: { key: string; session: Session | null } | null = null;

  const clear = () => {
    Object.values(COOKIE).forEach((name) => jar.remove(name));
    cached = null;
    notify();
  };

  return {
    get() {
      const accessToken = jar.read(COOKIE.access) ?? '';
      const refreshToken = jar.read(COOKIE.refresh);
      const crmToken = jar.read(COOKIE.crm) ?? '';
      const rawUser = jar.read(COOKIE.user);
      const key = `${accessToken}|${refreshToken}|${rawUser}`;
      if (cached?.key === key && (!cached.session || isIssuedToday(cached.session.issuedAt, now()))) return cached.session;
      const user = parseUserInfo(rawUser);
      if (!refreshToken || !user) {
        cached = { key, session: null };
        return null;
      }
      if (!isIssuedToday(user.issuedAt, now())) {
        clear();
        return null;
      }
      cached = { key, session: { accessToken, refreshToken, crmToken, ...user } };
      return cached.session;
    },
    set(session) {
      const { accessToken, refreshToken, crmToken, ...user } = session;
      jar.write(COOKIE.access, accessToken, ACCESS_COOKIE_DAYS);
      jar.write(COOKIE.refresh, refreshToken, LONG_COOKIE_DAYS);
      jar.write(COOKIE.crm, crmToken, LONG_COOKIE_DAYS);
      jar.write(COOKIE.user, JSON.stringify(user), LONG_COOKIE_DAYS);
      cached = null;
      notify();
    },
    clear,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
