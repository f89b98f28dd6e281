import { APPROVER_DESKS } from '../../../domain/approver-desks';
import { approvalStatusLabels, type ApprovalStatusCode } from '../../../domain/pricing';
import { wholeRupees } from '../../../domain/rupees';
import type { Database } from '../../db/connection';
import { decidePricing, waitingPricings, type PricingDecision } from './pricing-decisions';
import type { ApproverView } from '../../approvers/approver-gate';
import { html, htmlPage, type Html } from '../../http/html-page';

// The sandbox pricing approver: the page a pricing approver would work in, outside the app. It lists
// the pricings agents submitted and takes one up, approves it or rejects it with a comment. Only a
// signed-in pricing approver gets here (../approvers/approver-gate.ts), and every form carries the
// CSRF token of their session.

export const PRICING_APPROVER_PATH = '/sandbox/pricing-approvals';
export const APPROVER_FORM_MAX_BYTES = 16 * 1024;

export interface ApproverDeps {
  db: Database;
  now: () => Date;
}


const STYLE = `
  main { max-width: 640px; }
  .card { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 16px; margin-bottom: 12px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  h2 { font-size: 17px; margin: 0 0 8px; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; }
  td, th { text-align: left; padding: 4px 6px; border-bottom: 1px solid #f1f3f5; }
  label { display: block; font-size: 14px; font-weight: 500; margin: 12px 0 4px; }
  textarea { box-sizing: border-box; width: 100%; min-height: 72px; padding: 8px 12px; font-size: 16px; border: 1px solid #ced4da; border-radius: 4px; }
  button { min-height: 44px; margin: 12px 8px 0 0; padding: 0 16px; border: 0; border-radius: 4px; background: #2f9e44; color: #fff; font-size: 16px; font-weight: 600; }
  button.reject { background: #c92a2a; }
  button.review { background: #495057; }
  button.neutral { background: #fff; color: #495057; border: 1px solid #adb5bd; }
  .muted { color: #868e96; font-size: 14px; }
  .below { color: #c92a2a; font-weight: 600; }
`;

function page(body: Html, status = 200): Response {
  return htmlPage({ title: 'Pricing approvals', header: APPROVER_DESKS.pricing.header, style: STYLE, body, status });
}

const rupees = (n: number | null | undefined) => (n == null ? '—' : wholeRupees(n));

function price(list: number, requested: number | null | undefined): Html {
  if (requested == null) return html`${rupees(list)}`;
  return requested < list ? html`<span class="below">${rupees(requested)}</span> (list ${rupees(list)})` : html`${rupees(requested)} (list ${rupees(list)})`;
}

async function listPage(deps: ApproverDeps, view: ApproverView, notice?: string, status = 200): Promise<Response> {
  const waiting = await waitingPricings(deps.db);
  const cards = waiting.map(({ opportunity, pricing }) => {
      const lines = pricing.lines.map(
        (l) =>
          html`<tr><td>${l.productName} × ${l.quantity}<br><span class="muted">${l.planName}</span></td><td>${price(l.setupFee, l.requestedSetupFee)}</td><td>${price(l.rentalPerMonth, l.requestedRentalPerMonth)}</td></tr>`,
      );
      const label = approvalStatusLabels[pricing.approvalStatus as ApprovalStatusCode] ?? '';
      return html`<article class="card" data-opportunity="${opportunity.id}">
  <h2>${opportunity.name}</h2>
  <p class="muted">${label}</p>
  <table><thead><tr><th>Product</th><th>Setup fee</th><th>Rental per month</th></tr></thead><tbody>${lines}</tbody></table>
  ${pricing.agentComment && html`<p>Agent's comment: ${pricing.agentComment}</p>`}
  <form method="post">
    ${view.formField}
    <input type="hidden" name="opportunityId" value="${opportunity.id}">
    <label for="comment-${opportunity.id}">Comment</label>
    <textarea id="comment-${opportunity.id}" name="comment" maxlength="1000"></textarea>
    <button class="review" name="decision" value="REVIEW">Start review</button>
    <button name="decision" value="APPROVE">Approve</button>
    <button class="reject" name="decision" value="REJECT">Reject</button>
  </form>
</article>`;
    });
  const empty = html`<p class="card muted">No pricing is waiting for a decision.</p>`;
  const banner = notice && html`<p class="card" role="status">${notice}</p>`;
  return page(html`${view.signedIn}<h1>Pricing approvals</h1>${banner}${cards.length ? cards : empty}`, status);
}

const DECISIONS: readonly string[] = ['REVIEW', 'APPROVE', 'REJECT'];

/** The page for a signed-in pricing approver: the list (form null), or a decision posted and the list again. */
export async function handlePricingApprover(form: URLSearchParams | null, view: ApproverView, deps: ApproverDeps): Promise<Response> {
  if (!form) return listPage(deps, view);
  const opportunityId = Number(form.get('opportunityId'));
  const decision = form.get('decision') ?? '';
  if (!Number.isSafeInteger(opportunityId) || opportunityId <= 0 || !DECISIONS.includes(decision)) return listPage(deps, view, 'Choose a pricing and a decision.', 400);
  const result = await decidePricing(deps.db, deps.now(), opportunityId, decision as PricingDecision, form.get('comment') ?? '');
  return listPage(deps, view, result.message, result.ok ? 200 : 400);
}
