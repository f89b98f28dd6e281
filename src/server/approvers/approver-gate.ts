import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  APPROVER_DESKS,
  APPROVER_IDLE_SECONDS,
  APPROVER_SESSION_SECONDS,
  approverTexts,
  type ApproverDesk,
} from '../../domain/approver-desks';
import { cookieValue } from '../../domain/cookie-header';
import { errorCatalogue } from '../../domain/error-catalogue';
import { credentialsMessages } from '../../domain/sign-in-credentials';
import { signInLimitedMessage } from '../../domain/sign-in-limit';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/connection';
import { agents, authSessions } from '../db/schema';
import { html, htmlPage, type Html } from '../http/html-page';
import { formBinding, serverOrigin, type PageForms } from '../http/page-forms';

// Who may open an approver's page (the sandbox pricing, PO and deployment approvers): only an
// approver of that page's desk, signed in on the page itself (OWASP ASVS 5 V6, V7, V8).
//
// - Signing in goes through the company sign-in (`companySignIn`: POST /sso/token's own handler,
//   given by app.ts), so the password is checked by the same scrypt check and counted against the
//   same failed sign-in limits, per e-mail and per address, as the app's login. Its SSO token is
//   used up here, as the session's, so it can never open an app session too.
// - The session is a row of auth_sessions (revoked on sign-out, V7.4.1) and a cookie naming it:
//   HttpOnly, SameSite=Strict, Path=/sandbox, Secure over https, signed with an HMAC under a key of
//   the server's. The cookie expires after 30 minutes without a page opened (V7.3.1) and the
//   session after 8 hours whatever is done (V7.3.2); each page opened renews the cookie within that.
// - Every post is refused unless it is same-origin and carries the CSRF token bound to the session
//   (../http/page-forms.ts); the sign-in form's own post, before there is a session, carries one
//   bound to a random value in a cookie of its own (signed double submit, against login CSRF).
// - An agent, a product owner or another desk's approver is refused: their sign-in here opens
//   nothing, and the app's access token cookie counts for nothing on these pages.

export const APPROVER_SESSION_COOKIE = 'sandboxApprover';
export const APPROVER_SIGN_IN_COOKIE = 'sandboxApproverSignIn';
/** Both cookies are sent to the sandbox's pages only. */
const COOKIE_PATH = '/sandbox';
/** The query parameter of the page signing out goes back to. */
const SIGNED_OUT_PARAMETER = 'signed-out';

/** What an approver's page puts in its HTML once the gate has let an approver in. */
export interface ApproverView {
  /** The signed-in approver's name. */
  name: string;
  /** The hidden CSRF field every form of the page carries. */
  formField: Html;
  /** 'Signed in as …' with the sign-out button. */
  signedIn: Html;
}

/** An approver's page: GET (form null) shows it, POST (the form) decides, both for a signed-in approver of its desk. */
export type ApproverPage = (form: URLSearchParams | null, view: ApproverView) => Promise<Response>;

export interface ApproverGateDeps {
  db: Database;
  tokens: TokenService;
  now: () => Date;
  pageForms: PageForms;
  /** Signs the session cookies. */
  sessionKey: Uint8Array;
  trustProxy: boolean;
  /** The company sign-in (POST /sso/token) answering this request from this client address. */
  companySignIn: (request: Request, clientAddress: string) => Promise<Response>;
}

interface ApproverSession {
  id: string;
  name: string;
  userType: string;
  expiresAt: Date;
}

const STYLE = `
  .card { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 16px; margin-bottom: 12px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  p { line-height: 1.5; margin: 0 0 8px; }
  label { display: block; font-size: 14px; font-weight: 500; margin: 12px 0 4px; }
  input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; font-size: 16px; border: 1px solid #ced4da; border-radius: 4px; }
  button { width: 100%; min-height: 44px; margin-top: 16px; border: 0; border-radius: 4px; background: #2f9e44; color: #fff; font-size: 16px; font-weight: 600; }
  button.neutral { background: #fff; color: #495057; border: 1px solid #adb5bd; }
  .error { color: #c92a2a; font-size: 14px; margin: 8px 0 0; }
  .muted { color: #868e96; font-size: 14px; }
`;


function gatePage(desk: ApproverDesk, body: Html, status: number, headers: Record<string, string> = {}): Response {
  return htmlPage({ title: APPROVER_DESKS[desk].header, style: STYLE, body, status, headers });
}

const FIELD_MAX = 200;

export function createApproverGate(deps: ApproverGateDeps) {
  const { db, now, pageForms } = deps;
  const mac = (text: string) => createHmac('sha256', deps.sessionKey).update(text).digest('base64url');
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  const cookie = (request: Request, name: string, value: string, maxAgeSeconds: number) => {
    const secure = serverOrigin(request, deps.trustProxy).startsWith('https:') ? '; Secure' : '';
    return `${name}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
  };

  /** The session cookie for the next half hour of the session, or what is left of it. */
  const sessionCookie = (request: Request, session: ApproverSession) => {
    const expires = Math.min(nowSeconds() + APPROVER_IDLE_SECONDS, Math.floor(session.expiresAt.getTime() / 1000));
    const payload = `${session.id}.${expires}`;
    return cookie(request, APPROVER_SESSION_COOKIE, `${payload}.${mac(`approver-session:${payload}`)}`, Math.max(expires - nowSeconds(), 0));
  };

  const withCookie = (response: Response, setCookie: string) => {
    response.headers.set('set-cookie', setCookie);
    return response;
  };

  /** The approver's open session the request's cookie names, if its signature holds and it has not lapsed. */
  const readSession = async (request: Request): Promise<ApproverSession | null> => {
    const value = cookieValue(request.headers.get('cookie') ?? '', APPROVER_SESSION_COOKIE);
    const [id, expiresText, signature] = value?.split('.') ?? [];
    if (!id || !expiresText || !signature) return null;
    const expected = Buffer.from(mac(`approver-session:${id}.${expiresText}`));
    const sent = Buffer.from(signature);
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
    if (!(Number(expiresText) > nowSeconds())) return null;
    const [row] = await db
      .select({ id: authSessions.id, expiresAt: authSessions.expiresAt, name: agents.name, userType: agents.userType })
      .from(authSessions)
      .innerJoin(agents, eq(agents.employeeId, authSessions.employeeId))
      .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now()), eq(agents.crmAccess, true)));
    return row ?? null;
  };

  /** The sign-in form, with its own CSRF token (and the cookie that token is bound to, when the browser has none yet). */
  const signInPage = (request: Request, desk: ApproverDesk, problem: string | null, status: number, extraHeaders: Record<string, string> = {}, notice: string | null = null) => {
    let nonce = cookieValue(request.headers.get('cookie') ?? '', APPROVER_SIGN_IN_COOKIE);
    const headers: Record<string, string> = { ...extraHeaders };
    if (!nonce || !/^[A-Za-z0-9_-]{43}$/.test(nonce)) {
      nonce = randomBytes(32).toString('base64url');
      headers['set-cookie'] = cookie(request, APPROVER_SIGN_IN_COOKIE, nonce, APPROVER_SESSION_SECONDS);
    }
    const { desk: deskName } = APPROVER_DESKS[desk];
    return gatePage(
      desk,
      html`<form class="card" method="post">
  <h1>${approverTexts.signInTitle}</h1>
  <p class="muted">${approverTexts.signInIntro(deskName)}</p>
  <input type="hidden" name="action" value="sign-in">
  ${pageForms.field(formBinding.signIn(nonce))}
  <label for="email">${approverTexts.email}</label>
  <input id="email" name="email" type="email" autocomplete="username" required maxlength="${FIELD_MAX}">
  <label for="password">${approverTexts.password}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${FIELD_MAX}">
  ${problem && html`<p class="error" role="alert">${problem}</p>`}${notice && html`<p role="status">${notice}</p>`}
  <button type="submit">${approverTexts.signIn}</button>
</form>`,
      status,
      headers,
    );
  };

  const signOutForm = (session: ApproverSession) => html`<form class="card" method="post">
  <p>${approverTexts.signedInAs(session.name)}</p>
  <input type="hidden" name="action" value="sign-out">
  ${pageForms.field(formBinding.session(session.id))}
  <button class="neutral" type="submit">${approverTexts.signOut}</button>
</form>`;

  /** Signed in, but not as this desk's approver: nothing of the desk is shown; signing out is offered. */
  const otherDeskPage = (desk: ApproverDesk, session: ApproverSession) =>
    gatePage(
      desk,
      html`<div class="card"><p role="alert">${approverTexts.signedInElsewhere(session.name, APPROVER_DESKS[desk].desk)}</p></div>${signOutForm(session)}`,
      403,
    );

  const signIn = async (request: Request, form: URLSearchParams, clientAddress: string, desk: ApproverDesk, pathname: string): Promise<Response> => {
    const nonce = cookieValue(request.headers.get('cookie') ?? '', APPROVER_SIGN_IN_COOKIE);
    const refused = pageForms.refusal(request, form, nonce ? formBinding.signIn(nonce) : null);
    if (refused) return refused;
    const email = (form.get('email') ?? '').trim().slice(0, FIELD_MAX);
    const password = (form.get('password') ?? '').slice(0, FIELD_MAX);
    if (!email) return signInPage(request, desk, credentialsMessages.emailRequired, 400);
    if (!password) return signInPage(request, desk, credentialsMessages.passwordRequired, 400);
    const answer = await deps.companySignIn(
      new Request(request.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }),
      clientAddress,
    );
    if (answer.status === 429) {
      const retryAfter = answer.headers.get('retry-after') ?? '';
      return signInPage(request, desk, signInLimitedMessage(Number(retryAfter) || 0), 429, retryAfter ? { 'retry-after': retryAfter } : {});
    }
    const refreshToken = answer.ok ? ((await answer.json()) as { refreshToken?: unknown }).refreshToken : undefined;
    const sso = typeof refreshToken === 'string' ? await deps.tokens.verifySso(refreshToken) : null;
    if (!sso?.ok) return signInPage(request, desk, errorCatalogue.INVALID_CREDENTIALS.message, 401);
    const [user] = await db
      .select({ userType: agents.userType, crmAccess: agents.crmAccess })
      .from(agents)
      .where(eq(agents.employeeId, sso.claims.employeeId));
    // The password was right, but this is not one of the desk's approvers: no session is opened.
    if (!user || !user.crmAccess || user.userType !== APPROVER_DESKS[desk].userType) {
      return signInPage(request, desk, approverTexts.notThisDesk(APPROVER_DESKS[desk].desk), 403);
    }
    const [session] = await db
      .insert(authSessions)
      .values({ employeeId: sso.claims.employeeId, expiresAt: new Date(now().getTime() + APPROVER_SESSION_SECONDS * 1000), ssoTokenId: sso.claims.tokenId })
      .onConflictDoNothing({ target: authSessions.ssoTokenId })
      .returning({ id: authSessions.id, expiresAt: authSessions.expiresAt });
    if (!session) return signInPage(request, desk, errorCatalogue.INVALID_CREDENTIALS.message, 401);
    // Post, then redirect: a reload of the page does not send the password again.
    const opened: ApproverSession = { ...session, name: '', userType: user.userType };
    return new Response(null, { status: 303, headers: { location: pathname, 'cache-control': 'no-store', 'set-cookie': sessionCookie(request, opened) } });
  };

  /** Ends the session where it is kept, drops its cookie, and goes back to the page's sign-in form, which says so. */
  const signOut = async (request: Request, session: ApproverSession, pathname: string): Promise<Response> => {
    await db.update(authSessions).set({ revokedAt: now() }).where(and(eq(authSessions.id, session.id), isNull(authSessions.revokedAt)));
    return new Response(null, {
      status: 303,
      headers: { location: `${pathname}?${SIGNED_OUT_PARAMETER}`, 'cache-control': 'no-store', 'set-cookie': cookie(request, APPROVER_SESSION_COOKIE, '', 0) },
    });
  };

  /**
   * Answers a request for an approver's page of `desk` at `pathname`: the sign-in form, signing in or
   * out, or the page itself for a signed-in approver of the desk.
   */
  return async function gate(request: Request, clientAddress: string, desk: ApproverDesk, page: ApproverPage): Promise<Response> {
    const url = new URL(request.url);
    const { pathname } = url;
    const session = await readSession(request);
    const view = (open: ApproverSession): ApproverView => ({ name: open.name, formField: pageForms.field(formBinding.session(open.id)), signedIn: signOutForm(open) });
    if (request.method === 'GET') {
      if (!session) return signInPage(request, desk, null, 200, {}, url.searchParams.has(SIGNED_OUT_PARAMETER) ? approverTexts.signedOut : null);
      if (session.userType !== APPROVER_DESKS[desk].userType) return otherDeskPage(desk, session);
      return withCookie(await page(null, view(session)), sessionCookie(request, session));
    }
    // The issue's attack, a post from another site, stops here, before anything is read or decided.
    if (!pageForms.sameOrigin(request)) return pageForms.refused();
    const form = new URLSearchParams(await request.text());
    if (form.get('action') === 'sign-in') return signIn(request, form, clientAddress, desk, pathname);
    if (!session) return signInPage(request, desk, approverTexts.sessionEnded, 403);
    const refused = pageForms.refusal(request, form, formBinding.session(session.id));
    if (refused) return refused;
    if (form.get('action') === 'sign-out') return signOut(request, session, pathname);
    if (session.userType !== APPROVER_DESKS[desk].userType) return otherDeskPage(desk, session);
    return withCookie(await page(form, view(session)), sessionCookie(request, session));
  };
}

export type ApproverGate = ReturnType<typeof createApproverGate>;
