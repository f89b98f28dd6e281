import { createHmac, timingSafeEqual } from 'node:crypto';
import { refusedFormTexts } from '../../domain/approver-desks';
import { html, htmlPage, type Html } from './html-page';

// Every form the server's own pages post (the merchants' KYC, PO, payment, mandate and DigiLocker
// pages and the approvers' pages) is acted on only when the post is the page's own, by two checks
// from OWASP's CSRF Prevention Cheat Sheet, both here and nowhere else:
//
// 1. Same origin ('Verifying Origin With Standard Headers', 'Fetch Metadata headers'): the Origin
//    header, when a browser sends one, must be the server's own origin; when it sends none, or
//    'null', Sec-Fetch-Site must say 'same-origin'. A post that carries neither is refused: every
//    browser these pages serve sends at least one of them on a form post, so a post with neither
//    comes from something that is not a browser's page of ours (the cheat sheet recommends blocking
//    it). A Sec-Fetch-Site other than 'same-origin' is refused whatever Origin says.
// 2. A CSRF token in a hidden field (ASVS 5 V3.5.1): an HMAC, under a key of the server's, of what
//    the form is bound to. For an approver that is their session's id (the synchroniser token
//    pattern, the token derived instead of stored; before signing in, a random value in a cookie of
//    its own, the signed double-submit cookie); for a merchant's page, which has no session, it is the
//    link's own token, so only someone who opened that link's page has it. A token is compared in
//    constant time.
//
// A refused post changes nothing and is answered 403 with a page saying why.

export const CSRF_FIELD = 'csrf';

/** What a form's token is bound to: the words before the colon keep each kind apart. */
export const formBinding = {
  /** A merchant's page, by the link's (or request's) own unguessable token. */
  link: (page: 'kyc' | 'po' | 'pay' | 'mandate' | 'digilocker', token: string) => `link:${page}:${token}`,
  /** An approver's session. */
  session: (sessionId: string) => `session:${sessionId}`,
  /** The sign-in form, before there is a session: the random value of its own cookie. */
  signIn: (nonce: string) => `sign-in:${nonce}`,
} as const;

export interface PageForms {
  /** The form's CSRF token for this binding. */
  token(binding: string): string;
  /** The hidden field carrying it, for a page's form. */
  field(binding: string): Html;
  /** Whether the post came from a page of this server's own origin (rule 1). */
  sameOrigin(request: Request): boolean;
  /**
   * Null when the post may be acted on: same origin, and its form carries the token for `binding`.
   * Otherwise the 403 page to answer with. A null binding (nothing to bind to) is always refused.
   */
  refusal(request: Request, form: URLSearchParams, binding: string | null): Response | null;
  /** The 403 page for a post refused. */
  refused(): Response;
}

const STYLE = `
  .card { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 16px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  p { line-height: 1.5; margin: 0; }
`;

function refusedPage(): Response {
  const { title, message } = refusedFormTexts;
  return htmlPage({ title, style: STYLE, status: 403, body: html`<div class="card"><h1>${title}</h1><p role="alert">${message}</p></div>` });
}

/**
 * The origin this server was reached at: the request's own, or, behind a reverse proxy the server
 * trusts (TRUST_PROXY), with the scheme the proxy says the browser used (the last
 * X-Forwarded-Proto entry), so that a proxy ending TLS does not make every post look cross-origin.
 */
export function serverOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url);
  if (trustProxy) {
    const proto = request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
    if (proto === 'https' || proto === 'http') url.protocol = `${proto}:`;
  }
  return url.origin;
}

export function createPageForms(key: Uint8Array, options: { trustProxy: boolean }): PageForms {
  const token = (binding: string) => createHmac('sha256', key).update(`csrf:${binding}`).digest('base64url');
  const sameOrigin = (request: Request): boolean => {
    const site = request.headers.get('sec-fetch-site');
    if (site !== null && site !== 'same-origin') return false;
    const origin = request.headers.get('origin');
    if (origin !== null && origin !== 'null') return origin === serverOrigin(request, options.trustProxy);
    return site === 'same-origin';
  };
  const carriesToken = (form: URLSearchParams, binding: string): boolean => {
    const sent = Buffer.from(form.get(CSRF_FIELD) ?? '');
    const expected = Buffer.from(token(binding));
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  };
  return {
    token,
    field: (binding) => html`<input type="hidden" name="${CSRF_FIELD}" value="${token(binding)}">`,
    sameOrigin,
    refusal: (request, form, binding) => (binding !== null && sameOrigin(request) && carriesToken(form, binding) ? null : refusedPage()),
    refused: refusedPage,
  };
}
