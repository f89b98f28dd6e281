import { APPROVER_DESKS, type ApproverDesk } from '../../src/domain/approver-desks';
import { APPROVER_SESSION_COOKIE, APPROVER_SIGN_IN_COOKIE } from '../../src/server/approvers/approver-gate';
import { DEPLOYMENT_APPROVER_PATH } from '../../src/server/features/deployment/approver-page';
import { PRICING_APPROVER_PATH } from '../../src/server/features/pricing/pricing-approver-page';
import { PO_APPROVER_PATH } from '../../src/server/features/purchase-order/purchase-orders';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-agents';
import { demoApprovers } from '../../src/server/seed/demo-approvers';
import { ORIGIN, type Harness } from './harness';

// The server's own pages as a browser uses them: a form is posted from its page (same origin, with
// the CSRF token the page carries), and an approver's page is opened signed in as that desk's
// approver. The page's own checks are tested in sandbox-pages-access.test.ts.

export const APPROVER_PATHS: Record<ApproverDesk, string> = {
  pricing: PRICING_APPROVER_PATH,
  purchaseOrder: PO_APPROVER_PATH,
  deployment: DEPLOYMENT_APPROVER_PATH,
};

export interface PageAnswer {
  status: number;
  html: string;
  headers: Headers;
}

/** The CSRF token in a page's form, if it has one. */
export const csrfIn = (html: string): string | null => /name="csrf" value="([^"]*)"/.exec(html)?.[1] ?? null;

/** `name=value` of the cookie a response sets, when it sets that one. */
export function cookieSet(response: { headers: Headers }, name: string): string | null {
  const pair = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '').find((p) => p.startsWith(`${name}=`));
  return pair ?? null;
}

async function read(response: Response): Promise<PageAnswer> {
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** A page opened in the browser, with `cookie` (the browser's Cookie header) when given. */
export async function openPage(harness: Harness, url: string, cookie?: string): Promise<PageAnswer> {
  return read(await harness.fetch(url, { headers: cookie ? { cookie } : {} }));
}

export interface PostOptions {
  /** The browser's Cookie header. */
  cookie?: string;
  /** The page the form is on, when it posts elsewhere (the mandate and DigiLocker pages post to their path without the query). */
  from?: string;
  /** The Origin header sent; the server's own unless given (null: none). */
  origin?: string | null;
  /** The CSRF token sent instead of the page's (null: none). */
  csrf?: string | null;
  /** Sec-Fetch-Site, when given. */
  fetchSite?: string;
}

/** The last CSRF token each page showed, per harness: a form opened before is still in the browser's tab when the page would no longer show it. */
const tokensSeen = new WeakMap<Harness, Map<string, string>>();

async function pageToken(harness: Harness, page: string, cookie: string | undefined): Promise<string | null> {
  const seen = tokensSeen.get(harness) ?? new Map<string, string>();
  tokensSeen.set(harness, seen);
  const key = `${cookie ?? ''} ${new URL(page, ORIGIN).href}`;
  const shown = csrfIn((await openPage(harness, page, cookie)).html);
  if (shown) seen.set(key, shown);
  return shown ?? seen.get(key) ?? null;
}

/**
 * Posts a form as a browser posts the page's own: opens the page (`from`, the URL itself unless
 * given) for the CSRF token its form carries (or, when it shows no form now, the one it showed
 * before), then posts the fields with it, from the server's origin.
 */
export async function postPageForm(harness: Harness, url: string, fields: Record<string, string>, options: PostOptions = {}): Promise<PageAnswer> {
  const csrf = options.csrf !== undefined ? options.csrf : await pageToken(harness, options.from ?? url, options.cookie);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.fetchSite) headers['sec-fetch-site'] = options.fetchSite;
  const body = new URLSearchParams(csrf === null ? fields : { ...fields, csrf }).toString();
  return read(await harness.fetch(url, { method: 'POST', headers, body, redirect: 'manual' }));
}

export const demoApprover = (desk: ApproverDesk) => {
  const approver = demoApprovers.find((a) => a.userType === APPROVER_DESKS[desk].userType);
  if (!approver) throw new Error(`no demo approver of the ${desk} desk`);
  return { ...approver, password: DEMO_PASSWORD };
};

/**
 * Signs in on a desk's page, as a browser does: opens it (its sign-in form and the cookie its token
 * is bound to), then posts the e-mail and password. Returns the answer and the session cookie it set.
 */
export async function signInOnPage(harness: Harness, desk: ApproverDesk, credentials: { email: string; password: string }, client?: { address: string }) {
  const path = APPROVER_PATHS[desk];
  const form = await harness.fetch(path);
  const nonce = cookieSet(form, APPROVER_SIGN_IN_COOKIE);
  const csrf = csrfIn(await form.text());
  const body = new URLSearchParams({ action: 'sign-in', email: credentials.email, password: credentials.password, csrf: csrf ?? '' }).toString();
  const request = new Request(new URL(path, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: nonce ?? '' },
    body,
  });
  const answer = await harness.app.fetch(request, client);
  return { status: answer.status, location: answer.headers.get('location'), retryAfter: answer.headers.get('retry-after'), html: await answer.text(), session: cookieSet(answer, APPROVER_SESSION_COOKIE) };
}

const sessions = new WeakMap<Harness, Map<ApproverDesk, string>>();

/** The session cookie of the desk's demo approver on this harness, signed in once. */
export async function approverCookie(harness: Harness, desk: ApproverDesk): Promise<string> {
  const known = sessions.get(harness) ?? new Map<ApproverDesk, string>();
  sessions.set(harness, known);
  const kept = known.get(desk);
  if (kept) return kept;
  const signedIn = await signInOnPage(harness, desk, demoApprover(desk));
  if (signedIn.status !== 303 || !signedIn.session) throw new Error(`the ${desk} desk's demo approver could not sign in: ${signedIn.status}`);
  known.set(desk, signedIn.session);
  return signedIn.session;
}

/** An approver's page as the desk's signed-in demo approver sees it. */
export async function approverPage(harness: Harness, desk: ApproverDesk): Promise<PageAnswer> {
  return openPage(harness, APPROVER_PATHS[desk], await approverCookie(harness, desk));
}

/** A decision posted on an approver's page by the desk's signed-in demo approver, from the page's own form. */
export async function postAsApprover(harness: Harness, desk: ApproverDesk, fields: Record<string, string>): Promise<PageAnswer> {
  return postPageForm(harness, APPROVER_PATHS[desk], fields, { cookie: await approverCookie(harness, desk) });
}

/**
 * Posts a form on any of the server's pages as its own user does: on an approver's page as the
 * desk's signed-in demo approver, on a merchant's page from the page itself.
 */
export async function postAsPageDoes(harness: Harness, url: string, fields: Record<string, string>): Promise<PageAnswer> {
  const { pathname } = new URL(url, ORIGIN);
  const desk = (Object.keys(APPROVER_PATHS) as ApproverDesk[]).find((d) => APPROVER_PATHS[d] === pathname);
  return desk ? postAsApprover(harness, desk, fields) : postPageForm(harness, url, fields);
}

/** The sandbox outbox as the agent with this access token sees it in the browser the app signed in on. */
export async function outboxOf(harness: Harness, agentToken: string, email: string): Promise<string> {
  return (await openPage(harness, `/sandbox/outbox?to=${encodeURIComponent(email)}`, `accessToken=${encodeURIComponent(agentToken)}`)).html;
}
