import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { signInLimits } from '../../src/server/db/schema';
import { demoAgent, ORIGIN, startHarness, type Harness } from './harness';

// Issue 41: a stranger cannot lock agents out of sign-in. The rules are at the top of
// src/domain/sign-in-limit.ts: a browser that signed in correctly before holds a device cookie, which
// spares it the account's lockout and the address limits and is limited by itself instead.

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
});
afterEach(() => harness.close());

const asha = demoAgent('EMP1001');
const rohit = demoAgent('EMP1002');
const partner = demoAgent('EMP3001');
const meera = demoAgent('EMP1003');
const productOwner = demoAgent('EMP9001');
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface Attempt {
  email: string;
  password: string;
  /** The client address the request comes from. */
  from: string;
  /** The Cookie header the browser sends. */
  cookie?: string;
  https?: boolean;
  origin?: string;
}

async function companySignIn({ email, password, from, cookie, https = false, origin }: Attempt) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  const url = `${https ? 'https://test.local' : ORIGIN}/sso/token`;
  const response = await harness.app.fetch(new Request(url, { method: 'POST', headers, body: JSON.stringify({ email, password }) }), {
    address: from,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    setCookie: response.headers.get('set-cookie'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Signs in with the right password and returns what the browser then sends back: `name=value`. */
async function deviceCookieOf(agent: { email: string; password: string }, from: string): Promise<string> {
  const { status, setCookie } = await companySignIn({ email: agent.email, password: agent.password, from });
  expect(status).toBe(200);
  const pair = setCookie?.split(';')[0];
  if (!pair) throw new Error('no device cookie was set');
  return pair;
}

async function failTimes(times: number, attempt: Omit<Attempt, 'password'>) {
  for (let i = 0; i < times; i++) {
    const { status } = await companySignIn({ ...attempt, password: `wrong-${i}` });
    expect(status, `failure ${i + 1}`).toBe(401);
  }
}

function moveClock(ms: number) {
  harness.clock.set(new Date(harness.clock.now.getTime() + ms));
}

const limitedBody = (minutes: number) => ({
  code: 'SIGN_IN_LIMITED',
  type: 'Sign-in Limited',
  message: `Too many failed sign-in attempts. Please try again in ${minutes} minutes.`,
  retryAfterSeconds: minutes * 60,
});

const attributes = (setCookie: string | null) => (setCookie ?? '').split('; ').slice(1);

describe('the device cookie', () => {
  test('a correct sign-in sets it: HttpOnly, SameSite=Strict, sent only to the sign-in, kept a year; a failure sets none', async () => {
    const first = await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.1' });
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(/^sign-in-device=v1\.[\w-]+\.[\w-]+;/);
    expect(attributes(first.setCookie)).toEqual([`Max-Age=${365 * 24 * 60 * 60}`, 'Path=/sso/token', 'HttpOnly', 'SameSite=Strict']);

    // Each correct sign-in gives a new one (a new nonce).
    const second = await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.1' });
    expect(second.setCookie?.split(';')[0]).not.toBe(first.setCookie?.split(';')[0]);

    // A wrong password, an unknown e-mail and a refused attempt set none.
    expect((await companySignIn({ email: asha.email, password: 'wrong', from: '203.0.113.1' })).setCookie).toBeNull();
    expect((await companySignIn({ email: 'nobody@demo.example', password: 'wrong', from: '203.0.113.1' })).setCookie).toBeNull();
    await failTimes(4, { email: asha.email, from: '203.0.113.1' });
    const refused = await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.1' });
    expect(refused.status).toBe(429);
    expect(refused.setCookie).toBeNull();
  });

  test('over https it is Secure and named with the __Secure- prefix, also behind a proxy that ends TLS', async () => {
    const direct = await companySignIn({ email: rohit.email, password: rohit.password, from: '203.0.113.2', https: true });
    expect(direct.setCookie).toMatch(/^__Secure-sign-in-device=v1\./);
    expect(attributes(direct.setCookie)).toEqual([
      `Max-Age=${365 * 24 * 60 * 60}`,
      'Path=/sso/token',
      'HttpOnly',
      'SameSite=Strict',
      'Secure',
    ]);
    const proxied = await companySignIn({ email: rohit.email, password: rohit.password, from: '203.0.113.2', origin: 'https://app.example' });
    expect(proxied.setCookie).toMatch(/^__Secure-sign-in-device=.*; Secure$/);
  });
});

describe('attack 1: made-up e-mails failing from an address agents share', () => {
  test('after 20 failures with made-up e-mails every browser without a device cookie waits, and an agent with one signs in', async () => {
    const shop = '203.0.113.7';
    // Asha signed in from this phone yesterday, at the shop.
    const ashasPhone = await deviceCookieOf(asha, shop);
    moveClock(DAY_MS);

    for (let i = 0; i < 20; i++) {
      const { status } = await companySignIn({ email: `made.up.${i}@demo.example`, password: `guess-${i}`, from: shop });
      expect(status, `failure ${i + 1}`).toBe(401);
    }
    // The 21st attempt without a device cookie is refused, whatever its e-mail: a real agent's wrong
    // password is answered exactly as a made-up e-mail's, so the answer does not tell which exists.
    const madeUp = await companySignIn({ email: 'made.up.20@demo.example', password: 'guess', from: shop });
    const real = await companySignIn({ email: partner.email, password: 'guess', from: shop });
    expect(madeUp).toEqual({ status: 429, retryAfter: '900', setCookie: null, body: limitedBody(15) });
    expect(real).toEqual(madeUp);
    // An agent on a new phone (no device cookie) waits too, as before this change.
    expect((await companySignIn({ email: rohit.email, password: rohit.password, from: shop })).status).toBe(429);

    // Asha, whose phone holds her device cookie, signs in with the right password.
    const ashaSignsIn = await companySignIn({ email: asha.email, password: asha.password, from: shop, cookie: ashasPhone });
    expect(ashaSignsIn.status).toBe(200);
    expect(typeof ashaSignsIn.body.refreshToken).toBe('string');

    // The made-up e-mails were counted apart: none of them is in the count of the agents' own failures.
    const agentsCount = await harness.database.db
      .select({ failures: signInLimits.failures })
      .from(signInLimits)
      .where(and(eq(signInLimits.kind, 'address'), eq(signInLimits.key, shop)));
    expect(agentsCount.every(({ failures }) => failures === 0)).toBe(true);
  });

  test('20 wrong passwords against the agents of one address (5 each) limit it the same way, and a device cookie still passes', async () => {
    const office = '192.0.2.44';
    const ownersLaptop = await deviceCookieOf(productOwner, '198.51.100.9');
    for (const agent of [asha, rohit, partner, meera]) await failTimes(5, { email: agent.email, from: office });

    // Whatever the e-mail, known or made up, an attempt without a device cookie is now refused.
    const known = await companySignIn({ email: productOwner.email, password: productOwner.password, from: office });
    const madeUp = await companySignIn({ email: 'made.up@demo.example', password: productOwner.password, from: office });
    expect(known).toEqual({ status: 429, retryAfter: '900', setCookie: null, body: limitedBody(15) });
    expect(madeUp).toEqual(known);

    const withCookie = await companySignIn({ email: productOwner.email, password: productOwner.password, from: office, cookie: ownersLaptop });
    expect(withCookie.status).toBe(200);
    // Those failures were against agents that exist: the count of made-up e-mails has none.
    const unknownCount = await harness.database.db
      .select({ failures: signInLimits.failures })
      .from(signInLimits)
      .where(and(eq(signInLimits.kind, 'address-unknown-email'), eq(signInLimits.key, office)));
    expect(unknownCount.every(({ failures }) => failures === 0)).toBe(true);
  });
});

describe('attack 2: wrong passwords against one agent\'s e-mail, from anywhere', () => {
  test('after 5 the 6th is 429, and the agent signs in with the right password from a browser holding a device cookie', async () => {
    const rohitsPhone = await deviceCookieOf(rohit, '198.51.100.7');
    moveClock(60 * MINUTE_MS);

    // Five wrong passwords from five addresses (a botnet), then the sixth is refused: guessing stays limited.
    for (let i = 0; i < 5; i++) await failTimes(1, { email: rohit.email, from: `192.0.2.${10 + i}` });
    const sixth = await companySignIn({ email: rohit.email, password: 'wrong-again', from: '192.0.2.15' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(limitedBody(15));
    // Without a device cookie the right password waits too, from any address.
    expect((await companySignIn({ email: rohit.email, password: rohit.password, from: '198.51.100.7' })).status).toBe(429);

    // With his phone's device cookie Rohit signs in, from his usual address or from a carrier's gateway.
    expect((await companySignIn({ email: rohit.email, password: rohit.password, from: '198.51.100.7', cookie: rohitsPhone })).status).toBe(200);
    expect((await companySignIn({ email: rohit.email, password: rohit.password, from: '100.64.0.1', cookie: rohitsPhone })).status).toBe(200);

    // His signing in does not lift the lockout the attacker's browsers are under.
    expect((await companySignIn({ email: rohit.email, password: 'wrong-7', from: '192.0.2.16' })).status).toBe(429);
  });

  test('whether an e-mail exists shows in no answer: the same attempts at a real and a made-up e-mail are answered alike', async () => {
    const answers = async (email: string, from: string) => {
      const seen = [];
      for (let i = 0; i < 6; i++) seen.push(await companySignIn({ email, password: `wrong-${i}`, from }));
      return seen;
    };
    const real = await answers(meera.email, '192.0.2.60');
    const madeUp = await answers('meera.iyer@demo.example', '192.0.2.61');
    expect(real.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(madeUp).toEqual(real);
  });
});

describe('a device cookie is limited itself', () => {
  test('a stolen cookie that guesses gets 5 tries, then waits even with the right password; the account is not locked by them', async () => {
    const ashasPhone = await deviceCookieOf(asha, '203.0.113.20');
    await failTimes(5, { email: asha.email, from: '192.0.2.80', cookie: ashasPhone });
    const sixth = await companySignIn({ email: asha.email, password: asha.password, from: '192.0.2.80', cookie: ashasPhone });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(limitedBody(15));
    // Those failures were the cookie's, not the account's: Asha's laptop (no device cookie) signs in.
    expect((await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.21' })).status).toBe(200);

    // The wait passes; a further 5 failures with the cookie bring a longer wait.
    moveClock(15 * MINUTE_MS + 1000);
    await failTimes(5, { email: asha.email, from: '192.0.2.80', cookie: ashasPhone });
    expect((await companySignIn({ email: asha.email, password: 'x', from: '192.0.2.80', cookie: ashasPhone })).body).toEqual(limitedBody(30));
  });

  test('a cookie whose own failures ran out gives no exemption from the account\'s lockout', async () => {
    const ashasPhone = await deviceCookieOf(asha, '203.0.113.22');
    await failTimes(5, { email: asha.email, from: '192.0.2.81', cookie: ashasPhone });
    await failTimes(5, { email: asha.email, from: '192.0.2.82' });
    expect((await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.22', cookie: ashasPhone })).status).toBe(429);
    expect((await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.22' })).status).toBe(429);
  });

  test('a correct sign-in with the cookie gives back only its own try: a copy of the cookie keeps its count', async () => {
    const ashasPhone = await deviceCookieOf(asha, '203.0.113.23');
    await failTimes(4, { email: asha.email, from: '192.0.2.83', cookie: ashasPhone });
    expect((await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.23', cookie: ashasPhone })).status).toBe(200);
    await failTimes(1, { email: asha.email, from: '192.0.2.83', cookie: ashasPhone });
    expect((await companySignIn({ email: asha.email, password: 'x', from: '192.0.2.83', cookie: ashasPhone })).status).toBe(429);
  });

  test('a burst of wrong passwords with one cookie reaches the password check only 5 times', async () => {
    const ashasPhone = await deviceCookieOf(asha, '203.0.113.24');
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => companySignIn({ email: asha.email, password: `guess-${i}`, from: `192.0.2.${100 + i}`, cookie: ashasPhone })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  }, 60_000);
});

describe('a cookie that gives no exemption', () => {
  async function lockAsha() {
    await failTimes(5, { email: asha.email, from: '192.0.2.90' });
    expect((await companySignIn({ email: asha.email, password: asha.password, from: '192.0.2.90' })).status).toBe(429);
  }

  test('a forged one, a tampered one, or another account\'s', async () => {
    const ashasPhone = await deviceCookieOf(asha, '203.0.113.30');
    const rohitsPhone = await deviceCookieOf(rohit, '203.0.113.31');
    await lockAsha();
    const [name, token = ''] = ashasPhone.split('=');
    const [version, payload = '', signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    // The same signature spelt otherwise: the last character's two spare bits flipped decode to the same bytes.
    const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = `${signature.slice(0, -1)}${BASE64URL[BASE64URL.indexOf(signature.slice(-1)) ^ 1] ?? ''}`;
    const rohitsPayload = rohitsPhone.split('=')[1]?.split('.')[1] ?? '';
    const forged = `${version}.${Buffer.from(JSON.stringify({ login: asha.email, nonce: 'n', iat: Math.floor(harness.clock.now.getTime() / 1000) })).toString('base64url')}.${signature}`;
    for (const cookie of [
      `${name}=${version}.${payload}.${flipped}`, // its signature changed
      `${name}=${version}.${payload}.${respelt}`, // its signature spelt otherwise
      `${name}=${version}.${rohitsPayload}.${signature}`, // another account's payload under Asha's signature
      `${name}=${forged}`, // made up
      rohitsPhone, // Rohit's own, valid, but not for Asha
      `__Secure-${ashasPhone}`, // the https name, sent over http
    ]) {
      const attempt = await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.30', cookie });
      expect(attempt.status, cookie).toBe(429);
    }
    // Rohit's cookie works for Rohit, and Asha's for Asha.
    expect((await companySignIn({ email: rohit.email, password: rohit.password, from: '203.0.113.30', cookie: rohitsPhone })).status).toBe(200);
    expect((await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.30', cookie: ashasPhone })).status).toBe(200);
  });

  test('one older than a year', async () => {
    const ashasPhone = await deviceCookieOf(asha, '203.0.113.32');
    moveClock(365 * DAY_MS - 10 * MINUTE_MS);
    await lockAsha();
    expect((await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.32', cookie: ashasPhone })).status).toBe(200);
    moveClock(11 * MINUTE_MS);
    expect((await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.32', cookie: ashasPhone })).status).toBe(429);
  });
});
