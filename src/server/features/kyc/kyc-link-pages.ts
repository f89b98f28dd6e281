import { and, desc, eq } from 'drizzle-orm';
import { sandboxOutboxTexts } from '../../../domain/sandbox-outbox';
import type { Authenticate } from '../../auth/authenticate';
import { authorizationOf } from '../../http/cookie-authorization';
import { pathToken } from '../../http/path-token';
import { EMAIL_MESSAGE, isValidEmail } from '../../../domain/identifiers/contact';
import { KYC_LINK_DOCUMENTS, kycLinkDocumentLabels, kycLinkMessages, type KycLinkForm } from '../../../domain/kyc-link';
import type { Database } from '../../db/connection';
import { sandboxOutbox } from '../../db/schema';
import type { RegistryProvider } from '../../sandbox/registry-provider';
import { completeKyc, findLink, KYC_PAGE_PATH, verifyCredential } from './kyc-links';
import { attemptsLeftText } from '../../http/attempts-left';
import { html, htmlPage, type Html } from '../../http/html-page';
import { formBinding, type PageForms } from '../../http/page-forms';

// The merchant's side of the KYC link, and the sandbox outbox the link's e-mail lands in: small
// HTML pages of the server's own, with plain forms, so that they need no script. The KYC page needs
// no sign-in: the link's token stands for it, and its forms carry a CSRF token bound to that token
// (../http/page-forms.ts). The outbox is for the agent who sent the mails (handleOutbox).

export const OUTBOX_PATH = '/sandbox/outbox';
/** The largest form either page takes: a handful of short fields. */
export const PAGE_FORM_MAX_BYTES = 16 * 1024;

export interface PageDeps {
  db: Database;
  registries: RegistryProvider;
  now: () => Date;
  /** Checks that a form posted is the page's own. */
  pageForms: PageForms;
}

export interface OutboxDeps {
  db: Database;
  now: () => Date;
  /** Reads the app's access token, as every call of the agent's does. */
  authenticate: Authenticate;
}


const STYLE = `
  .card { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 16px; margin-bottom: 12px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  label { display: block; font-size: 14px; font-weight: 500; margin: 12px 0 4px; }
  input, select { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; font-size: 16px; border: 1px solid #ced4da; border-radius: 4px; background: #fff; }
  button { width: 100%; min-height: 44px; margin-top: 16px; border: 0; border-radius: 4px; background: #2f9e44; color: #fff; font-size: 16px; font-weight: 600; }
  .error { color: #c92a2a; font-size: 14px; margin: 8px 0 0; }
  .muted { color: #868e96; font-size: 14px; }
  a.link { display: inline-block; min-height: 44px; line-height: 44px; color: #2f9e44; font-weight: 600; }
`;

function page(title: string, body: Html, status = 200): Response {
  return htmlPage({ title, header: 'Merchant KYC', style: STYLE, body, status });
}

function notice(title: string, message: string, status = 200): Response {
  return page(title, html`<div class="card"><h1>${title}</h1><p role="status">${message}</p></div>`, status);
}

function error(message: string | undefined, id: string): Html | null {
  return message ? html`<p class="error" id="${id}" role="alert">${message}</p>` : null;
}

function verifyPage(csrf: Html, values: { email?: string; mobile?: string } = {}, message?: string): Response {
  return page(
    'Verify your details',
    html`<form class="card" method="post">
  ${csrf}
  <h1>Verify your details</h1>
  <p class="muted">Enter the e-mail ID and mobile number you gave your sales agent.</p>
  <input type="hidden" name="step" value="verify">
  <label for="email">E-mail ID</label>
  <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${values.email ?? ''}">
  <label for="mobile">Mobile number</label>
  <input id="mobile" name="mobile" type="tel" inputmode="numeric" autocomplete="tel" required maxlength="20" value="${values.mobile ?? ''}">
  ${error(message, 'verify-error')}
  <button type="submit">Verify</button>
</form>`,
  );
}

function kycPage(csrf: Html, proof: string, form: Partial<KycLinkForm> = {}, problem?: { field: keyof KycLinkForm; message: string }): Response {
  const at = (field: keyof KycLinkForm) => (problem?.field === field ? error(problem.message, `${field}-error`) : null);
  const options = KYC_LINK_DOCUMENTS.map(
    (type) => html`<option value="${type}"${form.identityType === type && html` selected`}>${kycLinkDocumentLabels[type]}</option>`,
  );
  return page(
    'Complete your KYC',
    html`<form class="card" method="post">
  ${csrf}
  <h1>Complete your KYC</h1>
  <input type="hidden" name="step" value="complete">
  <input type="hidden" name="proof" value="${proof}">
  <label for="identityType">KYC document</label>
  <select id="identityType" name="identityType" required><option value="">Select a document</option>${options}</select>
  ${at('identityType')}
  <label for="documentNumber">Document number</label>
  <input id="documentNumber" name="documentNumber" required maxlength="20" autocapitalize="characters" value="${form.documentNumber ?? ''}">
  ${at('documentNumber')}
  <label for="nameOnDocument">Name as on the document</label>
  <input id="nameOnDocument" name="nameOnDocument" required maxlength="100" value="${form.nameOnDocument ?? ''}">
  ${at('nameOnDocument')}
  <label for="dateOfBirth">Date of birth</label>
  <input id="dateOfBirth" name="dateOfBirth" type="date" required value="${form.dateOfBirth ?? ''}">
  ${at('dateOfBirth')}
  <button type="submit">Submit KYC</button>
</form>`,
  );
}

/** What a link that can no longer be used says, by why. */
function closedLink(kind: 'unavailable' | 'closed' | 'expired' | 'completed'): Response {
  switch (kind) {
    case 'expired':
      return notice(kycLinkMessages.expired, kycLinkMessages.expired, 410);
    case 'closed':
      return notice(kycLinkMessages.expired, kycLinkMessages.closed, 410);
    case 'completed':
      return notice('KYC complete', kycLinkMessages.completed);
    default:
      return notice(kycLinkMessages.unavailableTitle, kycLinkMessages.unavailable, 404);
  }
}

/** A form field, bounded: the pages take nothing longer than a field of theirs could hold. */
function field(form: URLSearchParams, name: string): string {
  return (form.get(name) ?? '').slice(0, 256);
}

export async function handleKycPage(request: Request, { db, registries, now, pageForms }: PageDeps): Promise<Response> {
  const token = pathToken(request, KYC_PAGE_PATH);
  const binding = formBinding.link('kyc', token);
  const csrf = pageForms.field(binding);
  if (request.method === 'GET') {
    const found = await findLink(db, token, now());
    return found.kind === 'open' ? verifyPage(csrf) : closedLink(found.kind);
  }
  const form = new URLSearchParams(await request.text());
  const refused = pageForms.refusal(request, form, binding);
  if (refused) return refused;
  if (field(form, 'step') === 'complete') {
    const values: KycLinkForm = {
      identityType: field(form, 'identityType'),
      documentNumber: field(form, 'documentNumber'),
      nameOnDocument: field(form, 'nameOnDocument'),
      dateOfBirth: field(form, 'dateOfBirth'),
    };
    const proof = field(form, 'proof');
    const result = await completeKyc(db, registries, { token, proof, form: values, now: now() });
    if (result.ok) return notice('KYC complete', kycLinkMessages.completed);
    if (result.reason === 'invalid') return kycPage(csrf, proof, values, { field: result.field, message: result.message });
    // The proof lapsed (or was never given): identity is proved again.
    if (result.reason === 'unproved') return verifyPage(csrf);
    return closedLink(result.reason);
  }
  const email = field(form, 'email');
  const mobile = field(form, 'mobile');
  if (!isValidEmail(email)) return verifyPage(csrf, { email, mobile }, EMAIL_MESSAGE);
  const result = await verifyCredential(db, token, email, mobile, now());
  if (result.ok) return kycPage(csrf, result.proof);
  if (result.reason === 'mismatch') {
    return result.attemptsLeft > 0
      ? verifyPage(csrf, { email, mobile }, `${kycLinkMessages.credentialMismatch} ${attemptsLeftText(result.attemptsLeft)}`)
      : notice('Too many attempts', kycLinkMessages.tooManyAttempts, 429);
  }
  if (result.reason === 'limited') return notice('Too many attempts', kycLinkMessages.tooManyAttempts, 429);
  return closedLink(result.reason);
}

/**
 * The sandbox outbox stands in for the merchants' mailboxes. The only person the sandbox can tell
 * is entitled to a mail is the agent who sent it (a merchant has no sign-in here), so the page is
 * for agents signed in to the app on this browser (its access token cookie, SameSite=Strict, as a
 * document's file), and lists only the mails that agent sent, to the address asked for: another
 * agent's merchants' mails, and the links in them, are not shown to anyone else. Without a session
 * it shows no mail at all.
 */
export async function handleOutbox(request: Request, { db, now, authenticate }: OutboxDeps): Promise<Response> {
  const { agent } = await authenticate(authorizationOf(request), now());
  if (!agent) {
    return page(
      sandboxOutboxTexts.title,
      html`<div class="card"><h1>${sandboxOutboxTexts.signInTitle}</h1><p role="status">${sandboxOutboxTexts.signIn}</p><a class="link" href="/login">${sandboxOutboxTexts.openApp}</a></div>`,
      401,
    );
  }
  const to = (new URL(request.url).searchParams.get('to') ?? '').trim().toLowerCase().slice(0, 254);
  const mails = to
    ? await db
        .select()
        .from(sandboxOutbox)
        .where(and(eq(sandboxOutbox.toEmail, to), eq(sandboxOutbox.senderEmployeeId, agent.employeeId)))
        .orderBy(desc(sandboxOutbox.sentAt))
        .limit(20)
    : [];
  const list = mails.map(
    (mail) => html`<article class="card">
  <h1>${mail.subject}</h1>
  <p class="muted">To ${mail.toEmail}, ${mail.sentAt.toUTCString()}</p>
  <p>${mail.body}</p>
  ${mail.linkUrl ? html`<a class="link" href="${mail.linkUrl}">${mail.linkLabel ?? 'Open the KYC link'}</a>` : null}
</article>`,
  );
  const empty = to ? html`<p class="card muted">${sandboxOutboxTexts.none(to)}</p>` : null;
  return page(
    sandboxOutboxTexts.title,
    html`<form class="card" method="get">
  <h1>${sandboxOutboxTexts.title}</h1>
  <p class="muted">${sandboxOutboxTexts.intro}</p>
  <label for="to">${sandboxOutboxTexts.recipient}</label>
  <input id="to" name="to" type="email" required value="${to}">
  ${to && !isValidEmail(to) ? error(EMAIL_MESSAGE, 'to-error') : null}
  <button type="submit">${sandboxOutboxTexts.show}</button>
</form>${list.length ? list : empty}`,
  );
}
