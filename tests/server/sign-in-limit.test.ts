import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServerApp, type ServerApp } from '../../src/server/app';
import { signInLimits } from '../../src/server/db/schema';
import { DAY_MS } from './call';
import { demoAgent, ORIGIN, startHarness, type Harness } from './harness';
import { listening } from './node-listener';

let harness: Harness;
/** A second server instance on the same database, configured to sit behind a reverse proxy. */
let proxied: ServerApp;
beforeAll(async () => {
  harness = await startHarness();
  proxied = await createServerApp({
    db: harness.database.db,
    now: () => harness.clock.now,
    log: () => undefined,
    trustProxy: true,
  });
});
afterAll(() => harness.close());

const asha = demoAgent('EMP1001');
const rohit = demoAgent('EMP1002');
const partner = demoAgent('EMP3001');
const MINUTE_MS = 60_000;

interface Attempt {
  email: string;
  password: string;
  /** The connection's remote address. */
  from: string;
  app?: ServerApp;
  forwardedFor?: string;
}

async function companySignIn({ email, password, from, app = harness.app, forwardedFor }: Attempt) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const response = await app.fetch(
    new Request(`${ORIGIN}/sso/token`, { method: 'POST', headers, body: JSON.stringify({ email, password }) }),
    from === undefined ? undefined : { address: from },
  );
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
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

describe('failed company sign-ins per e-mail', () => {
  test('after five failures the sixth attempt is limited, even with the right password; other agents sign in as usual', async () => {
    await failTimes(5, { email: asha.email, from: '203.0.113.10' });

    const sixth = await companySignIn({ email: asha.email, password: 'wrong-again', from: '203.0.113.10' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(limitedBody(15));
    expect(sixth.retryAfter).toBe('900');

    // The limit is the e-mail's, from any address, and the right password does not get past it.
    const right = await companySignIn({ email: asha.email, password: asha.password, from: '198.51.100.20' });
    expect(right.status).toBe(429);
    expect(right.body.refreshToken).toBeUndefined();

    // Another agent, from the same address or another, is not held up.
    expect((await companySignIn({ email: rohit.email, password: rohit.password, from: '203.0.113.10' })).status).toBe(200);
    expect((await companySignIn({ email: rohit.email, password: rohit.password, from: '198.51.100.21' })).status).toBe(200);

    // Every server instance on the database sees the same limit.
    const elsewhere = await companySignIn({ app: proxied, email: asha.email, password: asha.password, from: '192.0.2.200' });
    expect(elsewhere.status).toBe(429);

    // The limit lifts when the server clock has moved past the wait; the message counts down meanwhile.
    moveClock(10 * MINUTE_MS);
    expect((await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.10' })).body).toEqual(
      limitedBody(5),
    );
    moveClock(5 * MINUTE_MS + 1000);
    const after = await companySignIn({ email: asha.email, password: asha.password, from: '203.0.113.10' });
    expect(after.status).toBe(200);
    expect(typeof after.body.refreshToken).toBe('string');
  });

  test('the wait grows when the failures go on after it, and a correct password starts the e-mail afresh', async () => {
    const email = 'someone.else@demo.example';
    await failTimes(5, { email, from: '203.0.113.30' });
    expect((await companySignIn({ email, password: 'x', from: '203.0.113.30' })).body).toEqual(limitedBody(15));
    moveClock(15 * MINUTE_MS + 1000);

    await failTimes(5, { email, from: '203.0.113.31' });
    expect((await companySignIn({ email, password: 'x', from: '203.0.113.31' })).body).toEqual(limitedBody(30));
    moveClock(30 * MINUTE_MS + 1000);

    await failTimes(5, { email, from: '203.0.113.32' });
    expect((await companySignIn({ email, password: 'x', from: '203.0.113.32' })).body).toEqual(limitedBody(60));

    // A day without failures forgets the earlier waits.
    moveClock(DAY_MS + 60 * MINUTE_MS);
    await failTimes(5, { email, from: '203.0.113.33' });
    expect((await companySignIn({ email, password: 'x', from: '203.0.113.33' })).body).toEqual(limitedBody(15));

    // A correct password clears the e-mail's count: four failures after it still leave room for a fifth.
    moveClock(15 * MINUTE_MS + 1000);
    await failTimes(4, { email: partner.email, from: '203.0.113.34' });
    expect((await companySignIn({ email: partner.email, password: partner.password, from: '203.0.113.34' })).status).toBe(200);
    await failTimes(5, { email: partner.email, from: '203.0.113.35' });
    expect((await companySignIn({ email: partner.email, password: partner.password, from: '203.0.113.35' })).status).toBe(429);
  }, 60_000);

  test('a burst of wrong passwords at once reaches the password check only five times', async () => {
    const email = 'burst.target@demo.example';
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => companySignIn({ email, password: `guess-${i}`, from: `192.0.2.${i + 1}` })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Meanwhile another agent signs in at once.
    expect((await companySignIn({ email: rohit.email, password: rohit.password, from: '192.0.2.100' })).status).toBe(200);
  }, 60_000);
});

describe('failed company sign-ins per client address', () => {
  test('twenty failures from one address limit it, and signing in to one\'s own account on the way does not reset that', async () => {
    const from = '198.51.100.50';
    // Four tries at each of five e-mails stay under every e-mail's limit.
    for (let target = 0; target < 5; target++) {
      await failTimes(target < 4 ? 4 : 3, { email: `target${target}@demo.example`, from });
    }
    // Nineteen failures so far; a correct sign-in from the same address succeeds and takes back only its own try.
    expect((await companySignIn({ email: rohit.email, password: rohit.password, from })).status).toBe(200);
    await failTimes(1, { email: 'target9@demo.example', from });

    const limited = await companySignIn({ email: rohit.email, password: rohit.password, from });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(limitedBody(15));
    // Other addresses are not held up, for the same agent either.
    expect((await companySignIn({ email: rohit.email, password: rohit.password, from: '198.51.100.51' })).status).toBe(200);
  }, 60_000);

  test('an X-Forwarded-For header changes nothing unless the server is told it sits behind a proxy', async () => {
    const from = '198.51.100.60';
    for (let i = 0; i < 20; i++) {
      const { status } = await companySignIn({
        email: `spoof${i % 5}@demo.example`,
        password: `wrong-${i}`,
        from,
        forwardedFor: `192.0.2.${i + 1}`,
      });
      expect(status).toBe(401);
    }
    const direct = await companySignIn({ email: rohit.email, password: rohit.password, from, forwardedFor: '192.0.2.99' });
    expect(direct.status).toBe(429);

    // Behind the trusted proxy (whose own address is `from`), the last forwarded entry is the client.
    const viaProxy = await companySignIn({
      app: proxied,
      email: rohit.email,
      password: rohit.password,
      from,
      forwardedFor: '198.51.100.60, 192.0.2.99',
    });
    expect(viaProxy.status).toBe(200);
  }, 60_000);
});

test('over HTTP, the address counted is the connection\'s own, whatever X-Forwarded-For says', async () => {
  const server = await listening(harness.app);
  try {
    const response = await fetch(`${server.url}/sso/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.250' },
      body: JSON.stringify({ email: 'over.http@demo.example', password: 'wrong' }),
    });
    expect(response.status).toBe(401);
    // No agent has this e-mail, so the failure is the address's count of failures against unknown e-mails.
    const counted = await harness.database.db
      .select({ key: signInLimits.key, failures: signInLimits.failures })
      .from(signInLimits)
      .where(and(eq(signInLimits.kind, 'address-unknown-email'), eq(signInLimits.key, '127.0.0.1')));
    expect(counted).toEqual([{ key: '127.0.0.1', failures: 1 }]);
    const spoofed = await harness.database.db.select().from(signInLimits).where(eq(signInLimits.key, '192.0.2.250'));
    expect(spoofed).toEqual([]);
  } finally {
    await server.close();
  }
});
