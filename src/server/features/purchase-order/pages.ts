import { eq } from 'drizzle-orm';
import { pathToken } from '../../http/path-token';
import { APPROVER_DESKS } from '../../../domain/approver-desks';
import { effectiveAcceptance, PO_ACCEPTANCE_MAX_ATTEMPTS } from '../../../domain/purchase-order';
import { formatRupees } from '../../../domain/rupees';
import type { RuleBook } from '../../../engine/rules';
import type { Database } from '../../db/connection';
import { opportunities, opportunityDocumentPages, purchaseOrders } from '../../db/schema';
import type { FileStorage } from '../../files/file-storage';
import {
  answerAcceptance,
  decideActivation,
  PAY_PAGE_PATH,
  paymentByLinkToken,
  paymentTypeLabel,
  PO_ACCEPTANCE_PATH,
  poByAcceptanceToken,
  requestedActivations,
  settleLinkPayment,
  type PayOutcome,
  type PurchaseOrderRow,
} from './purchase-orders';
import type { ApproverView } from '../../approvers/approver-gate';
import { attemptsLeftText } from '../../http/attempts-left';
import { html, htmlPage, type Html } from '../../http/html-page';
import { formBinding, type PageForms } from '../../http/page-forms';

// The pages people outside the app open: the merchant's PO acceptance page, the sandbox payment
// provider's page a payment link opens, and the sandbox back office that approves PO activations.
// Plain HTML forms, as the KYC link's pages, no script. The merchant's pages need no sign-in: a
// link's token stands for it, and each form carries a CSRF token bound to that link's token
// (../http/page-forms.ts). The back office's page is for a signed-in PO approver only
// (../approvers/approver-gate.ts), its forms bound to their session.

export interface PoPageDeps {
  db: Database;
  files: FileStorage;
  rules: RuleBook;
  now: () => Date;
  /** Checks that a form posted is the page's own. */
  pageForms: PageForms;
}

/** The largest form these pages take: a decision and a comment. */
export const PO_PAGE_FORM_MAX_BYTES = 16 * 1024;
const COMMENT_MAX_LENGTH = 500;


const STYLE = `
  .card { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 16px; margin-bottom: 12px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  dl { margin: 0; } dt { color: #868e96; font-size: 14px; } dd { margin: 0 0 8px; font-weight: 500; }
  input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; font-size: 16px; border: 1px solid #ced4da; border-radius: 4px; }
  .error { color: #c92a2a; font-size: 14px; margin: 8px 0 0; }
  label { display: block; font-size: 14px; font-weight: 500; margin: 12px 0 4px; }
  textarea { box-sizing: border-box; width: 100%; min-height: 88px; padding: 8px 12px; font-size: 16px; border: 1px solid #ced4da; border-radius: 4px; }
  button { width: 100%; min-height: 44px; margin-top: 12px; border: 0; border-radius: 4px; background: #2f9e44; color: #fff; font-size: 16px; font-weight: 600; }
  button.secondary { background: #fff; color: #c92a2a; border: 1px solid #c92a2a; }
  button.neutral { background: #fff; color: #495057; border: 1px solid #adb5bd; }
  .muted { color: #868e96; font-size: 14px; }
  a.link { display: inline-block; min-height: 44px; line-height: 44px; color: #2f9e44; font-weight: 600; }
`;


function page(header: string, title: string, body: Html, status = 200): Response {
  return htmlPage({ title, header, style: STYLE, body, status });
}

function notice(header: string, title: string, message: string, status = 200): Response {
  return page(header, title, html`<div class="card"><h1>${title}</h1><p role="status">${message}</p></div>`, status);
}

function field(form: URLSearchParams, name: string, max = 256): string {
  return (form.get(name) ?? '').slice(0, max);
}

async function merchantName(db: Database, opportunityId: number): Promise<string> {
  const [row] = await db.select({ name: opportunities.name }).from(opportunities).where(eq(opportunities.id, opportunityId));
  return row?.name ?? '';
}

function poSummary(po: PurchaseOrderRow, name: string, rules: RuleBook): Html {
  return html`<dl>
  <dt>PO number</dt><dd>${po.poNumber}</dd>
  <dt>Merchant</dt><dd>${name}</dd>
  <dt>Payment type</dt><dd>${paymentTypeLabel(rules, po.paymentType)}</dd>
  <dt>Total amount</dt><dd>${formatRupees(po.totalAmount)}</dd>
</dl>`;
}

const ACCEPTANCE_HEADER = 'Purchase order';
const PO_MOBILE_MISMATCH = 'The mobile number does not match the one this purchase order was sent for.';
const PO_TOO_MANY_ATTEMPTS = 'Too many attempts. Please ask your sales agent to send the purchase order again.';
const tooManyAttempts = () => notice(ACCEPTANCE_HEADER, 'Too many attempts', PO_TOO_MANY_ATTEMPTS, 429);
const unavailable = () => notice(ACCEPTANCE_HEADER, 'Link Unavailable', 'This purchase order link is not valid. Please use the link in the latest e-mail.', 404);

async function pdfOf(deps: PoPageDeps, po: PurchaseOrderRow): Promise<Response> {
  const [file] = po.documentId
    ? await deps.db.select({ fileKey: opportunityDocumentPages.fileKey }).from(opportunityDocumentPages).where(eq(opportunityDocumentPages.documentId, po.documentId))
    : [];
  const bytes = file ? await deps.files.get(file.fileKey) : null;
  if (!bytes) return unavailable();
  return new Response(bytes, { headers: { 'content-type': 'application/pdf', 'content-length': String(bytes.byteLength), 'content-disposition': 'inline' } });
}

/** GET /po/<token>: the PO to accept or decline; /po/<token>/pdf its PDF; POST the answer. */
export async function handleAcceptancePage(request: Request, deps: PoPageDeps): Promise<Response> {
  const path = pathToken(request, PO_ACCEPTANCE_PATH);
  const wantsPdf = path.endsWith('/pdf');
  const token = wantsPdf ? path.slice(0, -'/pdf'.length) : path;
  const now = deps.now();
  let mobileProblem: string | undefined;
  const binding = formBinding.link('po', token);
  if (request.method === 'POST') {
    const form = new URLSearchParams(await request.text());
    const refused = deps.pageForms.refusal(request, form, binding);
    if (refused) return refused;
    const decision = field(form, 'decision');
    if (decision === 'accept' || decision === 'decline') {
      const answered = await answerAcceptance(deps.db, token, decision === 'accept', field(form, 'mobile', 20), now);
      if (answered.ok) {
        return decision === 'accept'
          ? notice(ACCEPTANCE_HEADER, 'Purchase order accepted', `Thank you. You have accepted purchase order ${answered.po.poNumber}.`)
          : notice(ACCEPTANCE_HEADER, 'Purchase order declined', `You have declined purchase order ${answered.po.poNumber}. Your sales agent will get in touch.`);
      }
      if (answered.reason === 'limited') return tooManyAttempts();
      if (answered.reason === 'mobile') {
        if (answered.attemptsLeft <= 0) return tooManyAttempts();
        mobileProblem = `${PO_MOBILE_MISMATCH} ${attemptsLeftText(answered.attemptsLeft)}`;
      }
    }
  }
  const po = await poByAcceptanceToken(deps.db, token);
  if (!po) return unavailable();
  if (wantsPdf) return pdfOf(deps, po);
  const state = effectiveAcceptance(po.onlineAcceptanceStatus, po.acceptanceExpiresAt, now);
  if (state === 'ACCEPTED') return notice(ACCEPTANCE_HEADER, 'Purchase order accepted', `You have accepted purchase order ${po.poNumber}.`);
  if (state === 'REJECTED') return notice(ACCEPTANCE_HEADER, 'Purchase order declined', `You have declined purchase order ${po.poNumber}.`);
  if (state === 'EXPIRED') return notice(ACCEPTANCE_HEADER, 'Link expired', 'This purchase order link has expired. Please ask your sales agent to send it again.', 410);
  // A wrong number is answered as such even when tries made at the same time have used up the rest.
  if (!mobileProblem && po.acceptanceFailedAttempts >= PO_ACCEPTANCE_MAX_ATTEMPTS) return tooManyAttempts();
  const name = await merchantName(deps.db, po.opportunityId);
  return page(
    ACCEPTANCE_HEADER,
    `Purchase order ${po.poNumber}`,
    html`<div class="card">
  <h1>Review your purchase order</h1>
  ${poSummary(po, name, deps.rules)}
  <a class="link" href="${PO_ACCEPTANCE_PATH}${encodeURIComponent(token)}/pdf">View the PO (PDF)</a>
  <form method="post">
    ${deps.pageForms.field(binding)}
    <label for="mobile">Your mobile number</label>
    <input id="mobile" name="mobile" type="tel" inputmode="numeric" autocomplete="tel" required maxlength="20">
    <p class="muted">The mobile number your sales agent sent this purchase order for.</p>
    ${mobileProblem && html`<p class="error" id="mobile-error" role="alert">${mobileProblem}</p>`}
    <button type="submit" name="decision" value="accept">Accept purchase order</button>
    <button class="secondary" type="submit" name="decision" value="decline">Decline</button>
  </form>
</div>`,
  );
}

const PAY_HEADER = 'Sandbox payment';
const outcomes: Record<string, PayOutcome> = { pay: 'SUCCESS', fail: 'FAILED', pending: 'PENDING' };

/**
 * GET /sandbox/pay/<token>: the sandbox payment provider's page. The merchant's choice decides the
 * outcome, so every outcome can be reached: Pay succeeds, 'Simulate a failure' fails, and 'Simulate
 * pending' leaves the payment pending (the same link can still be paid or failed later).
 */
export async function handlePayPage(request: Request, deps: PoPageDeps): Promise<Response> {
  const token = pathToken(request, PAY_PAGE_PATH);
  const now = deps.now();
  const binding = formBinding.link('pay', token);
  if (request.method === 'POST') {
    const form = new URLSearchParams(await request.text());
    const refused = deps.pageForms.refusal(request, form, binding);
    if (refused) return refused;
    const outcome = outcomes[field(form, 'outcome')];
    const settled = outcome ? await settleLinkPayment(deps.db, token, outcome, now) : null;
    if (settled?.status === 'SUCCESS') return notice(PAY_HEADER, 'Payment successful', `${formatRupees(settled.amount)} paid. Reference ${settled.invoiceTxnRefNo ?? ''}.`);
    if (settled?.status === 'FAILED') return notice(PAY_HEADER, 'Payment failed', 'The payment failed. No money was taken. Please ask your sales agent for a new link.');
    if (settled?.status === 'PENDING') return notice(PAY_HEADER, 'Payment pending', 'The bank has not confirmed the payment yet. You can open the link again to complete it.');
  }
  const payment = await paymentByLinkToken(deps.db, token);
  if (!payment) return notice(PAY_HEADER, 'Link Unavailable', 'This payment link is not valid.', 404);
  if (payment.status === 'SUCCESS') return notice(PAY_HEADER, 'Payment successful', `${formatRupees(payment.amount)} paid.`);
  if (payment.status === 'FAILED') return notice(PAY_HEADER, 'Payment failed', 'The payment failed. Please ask your sales agent for a new link.');
  if (payment.status === 'CANCELLED' || (payment.payLinkExpiresAt && payment.payLinkExpiresAt <= now)) {
    return notice(PAY_HEADER, 'Link expired', 'This payment link is no longer valid. Please use the link in the latest e-mail.', 410);
  }
  const [po] = await deps.db.select().from(purchaseOrders).where(eq(purchaseOrders.opportunityId, payment.opportunityId));
  const name = await merchantName(deps.db, payment.opportunityId);
  const button = (outcome: string, label: string, kind = '') =>
    html`<form method="post">${deps.pageForms.field(binding)}<input type="hidden" name="outcome" value="${outcome}"><button${kind && html` class="${kind}"`} type="submit">${label}</button></form>`;
  return page(
    PAY_HEADER,
    'Pay for your purchase order',
    html`<div class="card">
  <h1>Pay ${formatRupees(payment.amount)}</h1>
  <dl><dt>Merchant</dt><dd>${name}</dd>${po && html`<dt>PO number</dt><dd>${po.poNumber}</dd>`}</dl>
  ${payment.status === 'PENDING' && html`<p class="muted" role="status">This payment is pending confirmation.</p>`}
  <p class="muted">Sandbox: no money moves. Choose the outcome.</p>
  ${button('pay', `Pay ${formatRupees(payment.amount)}`)}
  ${button('fail', 'Simulate a failure', 'secondary')}
  ${button('pending', 'Simulate pending', 'neutral')}
</div>`,
  );
}

const APPROVER_HEADER = APPROVER_DESKS.purchaseOrder.header;

/**
 * /sandbox/po-approver, for a signed-in PO approver: the POs whose activation was requested (form
 * null: GET); a form posted approves or rejects one with a comment.
 */
export async function handleApproverPage(form: URLSearchParams | null, view: ApproverView, deps: PoPageDeps): Promise<Response> {
  let message = '';
  if (form) {
    const decision = field(form, 'decision');
    const comment = field(form, 'comment', COMMENT_MAX_LENGTH).trim() || null;
    const id = field(form, 'po', 64);
    if (decision === 'reject' && !comment) message = 'Please give the reason for the rejection.';
    else if (decision === 'approve' || decision === 'reject') {
      const decided = /^[0-9a-f-]{36}$/.test(id) ? await decideActivation(deps.db, id, decision === 'approve', comment, deps.now()) : null;
      message = decided ? `${decided.poNumber} ${decision === 'approve' ? 'approved' : 'rejected'}.` : 'That PO is no longer waiting for a decision.';
    }
  }
  const waiting = await requestedActivations(deps.db);
  const cards = waiting.map(
    (po) => html`<article class="card">
  <h1>${po.poNumber}</h1>
  ${poSummary(po, po.merchantName, deps.rules)}
  <form method="post">
    ${view.formField}
    <input type="hidden" name="po" value="${po.id}">
    <label for="comment-${po.id}">Comment</label>
    <textarea id="comment-${po.id}" name="comment" maxlength="${COMMENT_MAX_LENGTH}"></textarea>
    <button type="submit" name="decision" value="approve">Approve ${po.poNumber}</button>
    <button class="secondary" type="submit" name="decision" value="reject">Reject ${po.poNumber}</button>
  </form>
</article>`,
  );
  return page(
    APPROVER_HEADER,
    'PO activation requests',
    html`${view.signedIn}${message && html`<p class="card" role="status">${message}</p>`}${cards.length ? cards : html`<p class="card muted">No PO activation is waiting for a decision.</p>`}`,
  );
}

export { PAY_PAGE_PATH, PO_ACCEPTANCE_PATH, PO_APPROVER_PATH } from './purchase-orders';
