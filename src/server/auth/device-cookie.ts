import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from '../../domain/sign-in-limit';
import type { Database } from '../db/connection';
import { loadSigningKey } from './signing-keys';

/**
 * The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies": set by the
 * company sign-in after a correct password, it names the login (the normalised e-mail) and a random
 * nonce, signed with HMAC-SHA256 under a key kept in the database (shared by every server instance).
 * A browser that presents a valid one for the e-mail it signs in as is spared that account's lockout
 * and the address limits, and is limited by its own nonce instead (src/domain/sign-in-limit.ts).
 */

/** Over https the name carries the __Secure- prefix (ASVS 3.3.1), which a browser accepts only with Secure. */
const SECURE_NAME = '__Secure-sign-in-device';
const PLAIN_NAME = 'sign-in-device';
const VERSION = 'v1';
/** Kept apart from every other use of HMAC under the same key. */
const PURPOSE = 'sign-in device cookie';

export interface DeviceCookie {
  /** The normalised e-mail the browser signed in as. */
  login: string;
  nonce: string;
  /** Seconds since the epoch. */
  issuedAt: number;
}

const keys = new WeakMap<Database, Promise<Uint8Array>>();

/** The signing key of device cookies, created once per database and then read once per process. */
export function deviceCookieKey(db: Database): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = loadSigningKey(db, 'device-cookie-key', undefined);
    // A key that could not be loaded is tried again next time.
    void key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function mac(key: Uint8Array, payload: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}.${VERSION}.${payload}`).digest('base64url');
}

export function newDeviceCookie(login: string, now: Date): DeviceCookie {
  return { login, nonce: randomBytes(16).toString('base64url'), issuedAt: Math.floor(now.getTime() / 1000) };
}

export function signDeviceCookie(key: Uint8Array, cookie: DeviceCookie): string {
  const payload = Buffer.from(JSON.stringify({ login: cookie.login, nonce: cookie.nonce, iat: cookie.issuedAt })).toString('base64url');
  return `${VERSION}.${payload}.${mac(key, payload)}`;
}

/** The cookie a token stands for, when its signature holds and it has not outlived its Max-Age; else null. */
export function verifyDeviceCookie(key: Uint8Array, token: string, now: Date): DeviceCookie | null {
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length > 0) return null;
  // Compared as text: decoded, two spellings of one signature (its last character's spare bits) would both pass.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(key, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { login, nonce, iat } = body as Record<string, unknown>;
  if (typeof login !== 'string' || typeof nonce !== 'string' || typeof iat !== 'number' || !Number.isInteger(iat)) return null;
  const age = now.getTime() / 1000 - iat;
  if (age < 0 || age >= DEVICE_COOKIE_MAX_AGE_SECONDS) return null;
  return { login, nonce, issuedAt: iat };
}

/**
 * Whether the browser reached the sign-in over https: the request's own scheme, or (behind a proxy that
 * ends TLS) the scheme of the page that posted it. A client that claims https falsely only gets a cookie
 * its browser will not keep over http.
 */
export function cameOverHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || (request.headers.get('origin') ?? '').startsWith('https://');
}

/** The values of the device cookies the request carries (a browser may send more than one of a name). */
export function presentedDeviceCookies(request: Request, secure: boolean): string[] {
  const name = secure ? SECURE_NAME : PLAIN_NAME;
  return (request.headers.get('cookie') ?? '').split(';').flatMap((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && pair.slice(0, at).trim() === name ? [pair.slice(at + 1).trim()] : [];
  });
}

/** The Set-Cookie value: HttpOnly, SameSite=Strict, only ever sent back to the sign-in itself, Secure over https. */
export function deviceCookieHeader(token: string, { secure, path }: { secure: boolean; path: string }): string {
  const attributes = [`Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`, `Path=${path}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${secure ? SECURE_NAME : PLAIN_NAME}=${token}`, ...attributes].join('; ');
}
