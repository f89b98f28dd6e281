import { createHmac, timingSafeEqual } from 'node:crypto';
import { refusedFormTexts } from '../../domain/approver-desks';
import { escapeHtml } from './escape-html';

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
  field(binding: string): string;
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
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #212529; background: #f8f9fa; }
  header { background: #2f9e44; color: #fff; padding: 12px 16px; font-size: 18px; font-weight: 600; }
  main { max-width: 480px; margin: 0 auto; padding: 16px; }
  .card { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 16px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  p { line-height: 1.5; margin: 0; }
`;

/**
 * The meta element every page with a form puts in its head. The server's answers say
 * `Referrer-Policy: no-referrer`, under which a browser sends a form post's Origin as 'null' (the
 * Fetch standard); 'same-origin' lets the browser send the real Origin to this server's own pages,
 * and still no referrer to any other site, so that the exact Origin check works in every browser,
 * also in those that send no Sec-Fetch-Site.
 */
export const PAGE_REFERRER_META = '<meta name="referrer" content="same-origin">';

function refusedPage(): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(refusedFormTexts.title)}</title><style>${STYLE}</style></head>
<body><header>${escapeHtml(refusedFormTexts.title)}</header><main><div class="card"><h1>${escapeHtml(refusedFormTexts.title)}</h1><p role="alert">${escapeHtml(refusedFormTexts.message)}</p></div></main></body></html>`;
  return new Response(html, { status: 403, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
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
    field: (binding) => `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(token(binding))}">`,
    sameOrigin,
    refusal: (request, form, binding) => (binding !== null && sameOrigin(request) && carriesToken(form, binding) ? null : refusedPage()),
    refused: refusedPage,
  };
}
