import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APPROVER_DESKS, APPROVER_IDLE_SECONDS, APPROVER_SESSION_SECONDS, approverTexts, refusedFormTexts } from '../../src/domain/approver-desks';
import { errorCatalogue } from '../../src/domain/error-catalogue';
import { SIGN_IN_FAILURES_ALLOWED } from '../../src/domain/sign-in-limit';
import { createServerApp } from '../../src/server/app';
import { APPROVER_SESSION_COOKIE } from '../../src/server/approvers/approver-gate';
import { readConfig } from '../../src/server/config';
import { agents, authSessions, opportunities, purchaseOrders } from '../../src/server/db/schema';
import { html } from '../../src/server/http/html-page';
import { mayCall } from '../../src/server/input/callers';
import { demoApprovers } from '../../src/server/seed/demo-approvers';
import { gql, demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';
import { deploymentOpportunity } from './deployment-rows';
import { listening } from './node-listener';
import {
  APPROVER_PATHS,
  approverCookie,
  csrfIn,
  demoApprover,
  openPage,
  outboxOf,
  postPageForm,
  signInOnPage,
} from './page-forms';
import { latestLinkIn, opportunityWithProducts, savePo } from './purchase-order-fixtures';
import { dataOf } from './call';
import { formsWithSteps } from './step-flows';

/** A text as a page of the server's shows it. */
const shown = (text: string) => html`${text}`.toString();

// Issue 41, part 3: the sandbox pages act only for whom they are meant. An approver's page acts only
// for a signed-in approver of its desk; every form post of every page (approvers' and merchants')
// is refused unless it is same-origin and carries its CSRF token; the outbox shows an agent only the
// mails that agent sent; and SANDBOXES=off turns every sandbox page off.

let harness: Harness;
let asha: string;
let rohit: string;
beforeAll(async () => {
  // The PO acceptance page and the outbox are reached through the Purchase Order step's save, on
  // opportunities made straight in the tables: the journey starts at that step.
  harness = await startHarness({ forms: formsWithSteps('PurchaseOrder', 'POPayment') });
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const DEPLOYMENT = APPROVER_PATHS.deployment;
const statusOf = async (id: string) => (await harness.database.db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, Number(id))))[0]?.status;
const waitingReview = async () => (await deploymentOpportunity(harness.database.db, { status: 'PO_APPROVAL_SUBMITTED' })).opportunityId;
const appCookie = (token: string) => `accessToken=${encodeURIComponent(token)}`;

/** A raw form post, as any client (a browser on another site, a script) may send it. */
async function rawPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await harness.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

describe("the issue's attack", () => {
  test('a cross-origin post without a cookie (POST /sandbox/deployment-approver, opportunityId & decision=approve) is refused with a page saying why, and nothing is approved', async () => {
    const opportunityId = await waitingReview();
    const attack = await rawPost(DEPLOYMENT, { opportunityId, decision: 'approve' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(attack.status).toBe(403);
    expect(attack.html).toContain(refusedFormTexts.message);
    expect(await statusOf(opportunityId)).toBe('PO_APPROVAL_SUBMITTED');
    // Nor from a client that says nothing of where it posts from.
    expect((await rawPost(DEPLOYMENT, { opportunityId, decision: 'approve' })).status).toBe(403);
    expect(await statusOf(opportunityId)).toBe('PO_APPROVAL_SUBMITTED');
  });

  test.each(Object.entries(APPROVER_PATHS))('the %s page refuses the same post, and without a sign-in shows only its sign-in form', async (desk, path) => {
    expect((await rawPost(path, { opportunityId: '10', po: '00000000-0000-0000-0000-000000000000', decision: 'approve' }, { origin: 'https://evil.example' })).status).toBe(403);
    const page = await openPage(harness, path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(shown(approverTexts.signInIntro(APPROVER_DESKS[desk as keyof typeof APPROVER_DESKS].desk)));
    expect(page.html).toContain('type="password"');
    expect(page.html).not.toContain('data-opportunity');
    expect(page.html).not.toContain('name="decision"');
  });

  test('a same-origin post without a session decides nothing: the sign-in form is shown again', async () => {
    const opportunityId = await waitingReview();
    const bare = await rawPost(DEPLOYMENT, { opportunityId, decision: 'approve' }, { origin: ORIGIN });
    expect(bare.status).toBe(403);
    expect(bare.html).toContain(approverTexts.sessionEnded);
    expect(await statusOf(opportunityId)).toBe('PO_APPROVAL_SUBMITTED');
  });
});

describe('a signed-in approver', () => {
  test("signs in on the desk's page, sees the list and approves", async () => {
    const opportunityId = await waitingReview();
    const signedIn = await signInOnPage(harness, 'deployment', demoApprover('deployment'));
    expect(signedIn).toMatchObject({ status: 303, location: DEPLOYMENT });
    expect(signedIn.session).toMatch(new RegExp(`^${APPROVER_SESSION_COOKIE}=`));
    const page = await openPage(harness, DEPLOYMENT, signedIn.session ?? '');
    expect(page.html).toContain(`data-opportunity="${opportunityId}"`);
    expect(page.html).toContain(approverTexts.signedInAs(demoApprover('deployment').name));
    const approved = await postPageForm(harness, DEPLOYMENT, { opportunityId, decision: 'approve' }, { cookie: signedIn.session ?? '' });
    expect(approved.status).toBe(200);
    expect(approved.html).toContain('approved.');
    expect(await statusOf(opportunityId)).toBe('DEPLOYMENT_APPROVED');
  });

  test('the session cookie is HttpOnly, SameSite=Strict, for /sandbox only, signed and expiring; Secure over https', async () => {
    const signedIn = await harness.fetch(DEPLOYMENT, { headers: { cookie: await approverCookie(harness, 'deployment') } });
    const attributes = (signedIn.headers.get('set-cookie') ?? '').split('; ');
    expect(attributes[0]).toMatch(new RegExp(`^${APPROVER_SESSION_COOKIE}=[0-9a-f-]{36}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(attributes.slice(1).sort()).toEqual(['HttpOnly', `Max-Age=${APPROVER_IDLE_SECONDS}`, 'Path=/sandbox', 'SameSite=Strict']);
    const overHttps = await harness.app.fetch(new Request(`https://test.local${DEPLOYMENT}`));
    expect(overHttps.headers.get('set-cookie')).toMatch(/; Secure$/);
    // A cookie altered in any part opens nothing.
    const cookie = await approverCookie(harness, 'deployment');
    const forged = `${cookie.slice(0, -3)}${cookie.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await openPage(harness, DEPLOYMENT, forged)).html).toContain('type="password"');
  });

  test('a wrong password is refused with the sign-in message, and opens nothing', async () => {
    const refused = await signInOnPage(harness, 'pricing', { email: demoApprover('pricing').email, password: 'wrong' }, { address: '198.51.100.7' });
    expect(refused.status).toBe(401);
    expect(refused.html).toContain(shown(errorCatalogue.INVALID_CREDENTIALS.message));
    expect(refused.session).toBeNull();
  });

  test("the page's sign-in counts against the company sign-in's own limits", async () => {
    const [pricing] = await harness.database.db.select().from(agents).where(eq(agents.email, demoApprover('pricing').email));
    const email = 'limited.approver@demo.example';
    await harness.database.db.insert(agents).values({ employeeId: 'EMP8099', email, name: 'Limited Approver', passwordHash: pricing?.passwordHash ?? '', userType: 'PricingApprover' });
    const from = { address: '198.51.100.8' };
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED.email; i++) expect((await signInOnPage(harness, 'pricing', { email, password: `wrong-${i}` }, from)).status).toBe(401);
    const limited = await signInOnPage(harness, 'pricing', { email, password: demoApprover('pricing').password }, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.html).toContain('Too many failed sign-in attempts. Please try again in');
    expect(limited.session).toBeNull();
    // The app's login (the company sign-in itself) waits too: one count, wherever the attempts come from.
    const sso = await harness.app.fetch(new Request(`${ORIGIN}/sso/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo@1234' }) }), from);
    expect(sso.status).toBe(429);
  });

  test('signing out ends the session: the same cookie opens nothing again', async () => {
    const signedIn = await signInOnPage(harness, 'pricing', demoApprover('pricing'));
    const cookie = signedIn.session ?? '';
    const out = await postPageForm(harness, APPROVER_PATHS.pricing, { action: 'sign-out' }, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${APPROVER_SESSION_COOKIE}=; Path=/sandbox; Max-Age=0`));
    const after = await openPage(harness, `${out.headers.get('location')}`, cookie);
    expect(after.html).toContain(approverTexts.signedOut);
    expect(after.html).toContain('type="password"');
    const [row] = await harness.database.db.select().from(authSessions).where(eq(authSessions.id, cookie.split('=')[1]?.split('.')[0] ?? ''));
    expect(row?.revokedAt).toBeTruthy();
  });

  test('half an hour without a page opened, or 8 hours in all, and the session asks for a sign-in again', async () => {
    const start = harness.clock.now;
    try {
      const cookie = (await signInOnPage(harness, 'pricing', demoApprover('pricing'))).session ?? '';
      harness.clock.set(new Date(start.getTime() + (APPROVER_IDLE_SECONDS + 1) * 1000));
      expect((await openPage(harness, APPROVER_PATHS.pricing, cookie)).html).toContain('type="password"');

      harness.clock.set(start);
      let kept = (await signInOnPage(harness, 'pricing', demoApprover('pricing'))).session ?? '';
      // Opened every 20 minutes, the cookie is renewed, up to the session's end.
      for (let minutes = 20; minutes < APPROVER_SESSION_SECONDS / 60; minutes += 20) {
        harness.clock.set(new Date(start.getTime() + minutes * 60_000));
        const page = await harness.fetch(APPROVER_PATHS.pricing, { headers: { cookie: kept } });
        expect(await page.text(), `after ${minutes} minutes`).toContain('Pricing approvals</h1>');
        kept = page.headers.get('set-cookie')?.split(';')[0] ?? '';
      }
      harness.clock.set(new Date(start.getTime() + APPROVER_SESSION_SECONDS * 1000 + 1000));
      expect((await openPage(harness, APPROVER_PATHS.pricing, kept)).html).toContain('type="password"');
    } finally {
      harness.clock.set(new Date());
    }
  });
});

describe('the CSRF token and the origin', () => {
  test('a post without the token, with a wrong one, or with another session\'s is refused; so is one from another origin with a valid one', async () => {
    const opportunityId = await waitingReview();
    const cookie = await approverCookie(harness, 'deployment');
    const fields = { opportunityId, decision: 'approve' };
    const other = await signInOnPage(harness, 'deployment', demoApprover('deployment'));
    const othersToken = csrfIn((await openPage(harness, DEPLOYMENT, other.session ?? '')).html);
    for (const csrf of [null, '', 'forged-token', othersToken]) {
      const refused = await postPageForm(harness, DEPLOYMENT, fields, { cookie, csrf });
      expect(refused.status, String(csrf)).toBe(403);
      expect(refused.html).toContain(refusedFormTexts.message);
    }
    for (const origin of ['https://evil.example', 'http://test.local.evil.example', 'https://test.local', 'null']) {
      expect((await postPageForm(harness, DEPLOYMENT, fields, { cookie, origin })).status, origin).toBe(403);
    }
    // Fetch metadata that says cross-site is refused whatever Origin says; so is a post with neither header.
    expect((await postPageForm(harness, DEPLOYMENT, fields, { cookie, fetchSite: 'cross-site' })).status).toBe(403);
    expect((await postPageForm(harness, DEPLOYMENT, fields, { cookie, fetchSite: 'same-site' })).status).toBe(403);
    expect((await postPageForm(harness, DEPLOYMENT, fields, { cookie, origin: null })).status).toBe(403);
    expect(await statusOf(opportunityId)).toBe('PO_APPROVAL_SUBMITTED');
    // A browser that sends no Origin (or 'null', under a no-referrer policy) but says same-origin is taken.
    expect((await postPageForm(harness, DEPLOYMENT, fields, { cookie, origin: 'null', fetchSite: 'same-origin' })).status).toBe(200);
    expect(await statusOf(opportunityId)).toBe('DEPLOYMENT_APPROVED');
  });

  test('the sign-in form itself needs its own token and cookie (no login CSRF)', async () => {
    const { email, password } = demoApprover('pricing');
    const signIn = { action: 'sign-in', email, password };
    const noToken = await rawPost(APPROVER_PATHS.pricing, signIn, { origin: ORIGIN });
    expect(noToken.status).toBe(403);
    const form = await harness.fetch(APPROVER_PATHS.pricing);
    const csrf = csrfIn(await form.text()) ?? '';
    // The token without the cookie it is bound to (another browser's form) is refused.
    expect((await rawPost(APPROVER_PATHS.pricing, { ...signIn, csrf }, { origin: ORIGIN })).status).toBe(403);
    expect((await rawPost(APPROVER_PATHS.pricing, { ...signIn, csrf }, { origin: 'https://evil.example', cookie: form.headers.get('set-cookie')?.split(';')[0] ?? '' })).status).toBe(403);
  });
});

describe('who may act on an approver page', () => {
  test("an agent's app session counts for nothing there, and an agent cannot sign in there", async () => {
    const opportunityId = await waitingReview();
    const withAgentCookie = await openPage(harness, DEPLOYMENT, appCookie(asha));
    expect(withAgentCookie.html).toContain('type="password"');
    expect(withAgentCookie.html).not.toContain(`data-opportunity="${opportunityId}"`);
    expect((await rawPost(DEPLOYMENT, { opportunityId, decision: 'approve' }, { origin: ORIGIN, cookie: appCookie(asha) })).status).toBe(403);
    const agentSignIn = await signInOnPage(harness, 'deployment', demoAgent('EMP1001'));
    expect(agentSignIn.status).toBe(403);
    expect(agentSignIn.html).toContain(shown(approverTexts.notThisDesk(APPROVER_DESKS.deployment.desk)));
    expect(agentSignIn.session).toBeNull();
    expect(await statusOf(opportunityId)).toBe('PO_APPROVAL_SUBMITTED');
  });

  test("another desk's approver neither signs in nor decides there", async () => {
    const opportunityId = await waitingReview();
    const poApprover = demoApprover('purchaseOrder');
    const refused = await signInOnPage(harness, 'deployment', poApprover);
    expect(refused.status).toBe(403);
    expect(refused.session).toBeNull();
    // Signed in at the PO desk, the deployment page shows nothing of its own and takes no decision.
    const cookie = await approverCookie(harness, 'purchaseOrder');
    const page = await openPage(harness, DEPLOYMENT, cookie);
    expect(page.status).toBe(403);
    expect(page.html).toContain(shown(approverTexts.signedInElsewhere(poApprover.name, APPROVER_DESKS.deployment.desk)));
    expect(page.html).not.toContain(`data-opportunity="${opportunityId}"`);
    const token = csrfIn((await openPage(harness, APPROVER_PATHS.purchaseOrder, cookie)).html);
    expect((await postPageForm(harness, DEPLOYMENT, { opportunityId, decision: 'approve' }, { cookie, csrf: token })).status).toBe(403);
    expect(await statusOf(opportunityId)).toBe('PO_APPROVAL_SUBMITTED');
  });

  test("an approver gets no session of the app, and no operation of the app is an approver's", async () => {
    for (const approver of demoApprovers) {
      const sso = await harness.fetch('/sso/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: approver.email, password: 'Demo@1234' }) });
      expect(sso.status).toBe(200);
      const { refreshToken } = (await sso.json()) as { refreshToken: string };
      const login = await gql(harness, 'mutation($input: SsoLoginInternalInput!) { ssoLoginInternal(input: $input) { accessToken } }', { input: { refreshToken } });
      expect(login.data?.ssoLoginInternal ?? null).toBeNull();
      expect(login.errors?.[0]?.extensions?.code).toBe('ACCESS_RESTRICTED');
      const identity = { employeeId: approver.employeeId, employeeName: approver.name, userType: approver.userType, locationId: null, sessionId: 's', issuedAt: 0, isPartner: false };
      expect(mayCall({}, identity)).toBe(false);
      expect(mayCall({ callers: 'everyone' }, identity)).toBe(false);
      expect(mayCall({ callers: 'productOwners' }, identity)).toBe(false);
      expect(mayCall({ public: true }, identity)).toBe(true);
    }
  });
});

describe("the merchants' pages", () => {
  async function poLink() {
    const opportunityId = await opportunityWithProducts(harness);
    const email = `access.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    dataOf(await savePo(harness, asha, opportunityId, { email }));
    return { opportunityId, link: await latestLinkIn(harness, asha, email, 'Open the purchase order') };
  }
  const acceptance = async (opportunityId: string) =>
    (await harness.database.db.select({ status: purchaseOrders.onlineAcceptanceStatus }).from(purchaseOrders).where(eq(purchaseOrders.opportunityId, Number(opportunityId))))[0]?.status;

  test("the PO acceptance page acts only with the token its own link's page carries, from its own origin", async () => {
    const { opportunityId, link } = await poLink();
    const other = await poLink();
    const fields = { decision: 'accept', mobile: '9876543210' };
    const page = await openPage(harness, link);
    expect(csrfIn(page.html)).toBeTruthy();
    const othersToken = csrfIn((await openPage(harness, other.link)).html);
    for (const csrf of [null, 'forged', othersToken]) expect((await postPageForm(harness, link, fields, { csrf })).status, String(csrf)).toBe(403);
    expect((await postPageForm(harness, link, fields, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await acceptance(opportunityId)).toBe('SENT');
    const accepted = await postPageForm(harness, link, fields);
    expect(accepted.html).toContain('Purchase order accepted');
    expect(await acceptance(opportunityId)).toBe('ACCEPTED');
    expect(await acceptance(other.opportunityId)).toBe('SENT');
  });

  test.each(['/kyc/some-token', '/po/some-token', '/sandbox/pay/some-token', '/sandbox/mandate', '/digilocker/consent'])('%s refuses a post without its CSRF token, with a page saying why', async (path) => {
    const refused = await rawPost(path, { request: '00000000-0000-4000-8000-000000000000', decision: 'authorise', outcome: 'pay', step: 'verify' }, { origin: ORIGIN });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain(refusedFormTexts.title);
    expect(refused.html).toContain(refusedFormTexts.message);
  });
});

describe('the sandbox outbox', () => {
  test('shows an agent only the mails that agent sent, and nobody any without a session', async () => {
    const opportunityId = await opportunityWithProducts(harness);
    const to = `outbox.${Date.now()}@example.com`;
    dataOf(await savePo(harness, asha, opportunityId, { email: to }));
    const link = await latestLinkIn(harness, asha, to, 'Open the purchase order');
    expect(await outboxOf(harness, asha, to)).toContain(`href="${link}"`);
    // Another agent who asks for the same address sees none of it.
    const others = await outboxOf(harness, rohit, to);
    expect(others).not.toContain(link);
    expect(others).toContain('You have sent no e-mails to');
    const anonymous = await openPage(harness, `/sandbox/outbox?to=${encodeURIComponent(to)}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.html).not.toContain(link);
    expect(anonymous.html).toContain('Sign in to the app first');
  });
});

describe('one switch: SANDBOXES', () => {
  const SANDBOX_PAGES = ['/sandbox/pricing-approvals', '/sandbox/po-approver', '/sandbox/deployment-approver', '/sandbox/outbox', '/sandbox/pay/some-token', '/sandbox/mandate', '/sandbox/mandate/form', '/digilocker/consent'];

  test('off, every sandbox page answers 404 to every method; the merchants\' own pages are still served', async () => {
    const app = await createServerApp({ db: harness.database.db, log: () => undefined, sandboxes: false });
    for (const path of SANDBOX_PAGES) {
      for (const method of ['GET', 'POST']) {
        const answer = await app.fetch(new Request(`${ORIGIN}${path}`, { method, headers: { origin: ORIGIN }, ...(method === 'POST' ? { body: 'a=b' } : {}) }));
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(await answer.text()).toBe('Not found');
      }
    }
    expect(await (await app.fetch(new Request(`${ORIGIN}/kyc/some-token`))).text()).toContain('Link Unavailable');
    expect(await (await app.fetch(new Request(`${ORIGIN}/po/some-token`))).text()).toContain('This purchase order link is not valid.');
    // On (the default), the same server serves them.
    expect((await harness.fetch('/sandbox/pricing-approvals')).status).toBe(200);
  });

  test('off, the Node handler answers 404 too, not the app\'s page', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'mo-sandboxes-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>the app</title>');
    const off = await listening(await createServerApp({ db: harness.database.db, log: () => undefined, sandboxes: false, staticDir }));
    const on = await listening(await createServerApp({ db: harness.database.db, log: () => undefined, staticDir }));
    try {
      for (const path of SANDBOX_PAGES) {
        const answer = await fetch(`${off.url}${path}`);
        expect(answer.status, path).toBe(404);
        expect(await answer.text(), path).not.toContain('the app');
      }
      const served = await fetch(`${on.url}/sandbox/deployment-approver`);
      expect(served.status).toBe(200);
      expect(await served.text()).toContain(approverTexts.signInTitle);
    } finally {
      await Promise.all([off.close(), on.close()]);
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  test("SANDBOXES is 'on' (the default) or 'off'; anything else stops the server from starting", () => {
    expect(readConfig({}).sandboxes).toBe(true);
    expect(readConfig({ SANDBOXES: 'on' }).sandboxes).toBe(true);
    expect(readConfig({ SANDBOXES: 'OFF' }).sandboxes).toBe(false);
    expect(() => readConfig({ SANDBOXES: 'false' })).toThrow("SANDBOXES is 'on' or 'off', not 'false'.");
  });
});
