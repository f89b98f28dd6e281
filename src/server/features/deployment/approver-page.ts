import { asc, eq, inArray } from 'drizzle-orm';
import { DEPLOYMENT_LIMITS, DEPLOYMENT_REVIEW_STATUSES } from '../../../domain/deployment';
import { addressOnOneLine, deploymentPlanTexts } from '../../../domain/deployment-plan';
import { isUuid } from '../../../domain/record-ids';
import { APPROVER_DESKS, deploymentReviewTexts } from '../../../domain/approver-desks';
import type { ApproverView } from '../../approvers/approver-gate';
import type { Database } from '../../db/connection';
import { agents, deploymentRequests, opportunities, products } from '../../db/schema';
import { html, htmlPage, type Html } from '../../http/html-page';
import type { OpportunityRow } from '../../records/opportunity-mapper';
import { CSE_REJECTION_REASONS, cseRejectionReason, cseRejectionValue } from './cse-rejection-reasons';
import { decideDeployment, decideMeTeamCheck } from './deployment-reviews';
import { requiredProducts } from './deployment-requests';
import { plannedPlaces } from './deployment-stores';

// The sandbox CSE review: the page the field engineers' (CSE) team would work in, outside the app.
// It lists the onboardings submitted for review and approves their deployment (DEPLOYMENT_APPROVED)
// or rejects it with a reason from the team's list and a comment (DEPLOYMENT_REJECTED), which the
// agent's opportunity then shows as its cseRejectionData. Below, the merchant-enablement (ME) team,
// another back office, checks each completed deployment request (its meTeamStatus). Plain HTML forms,
// as the other sandbox pages, for a signed-in deployment approver only (../approvers/approver-gate.ts),
// every form carrying the CSRF token of their session.

export const DEPLOYMENT_APPROVER_PATH = '/sandbox/deployment-approver';
/** The largest form the page takes: a decision, a reason and a comment. */
export const DEPLOYMENT_APPROVER_FORM_MAX_BYTES = 16 * 1024;

export interface DeploymentApproverDeps {
  db: Database;
  now: () => Date;
}


const STYLE = `
  main { max-width: 640px; }
  .card { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 16px; margin-bottom: 12px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  h2 { font-size: 17px; margin: 0 0 8px; }
  ul { margin: 0 0 8px; padding-left: 20px; }
  label { display: block; font-size: 14px; font-weight: 500; margin: 12px 0 4px; }
  select { box-sizing: border-box; width: 100%; min-height: 44px; padding: 0 12px; font-size: 16px; border: 1px solid #ced4da; border-radius: 4px; background: #fff; }
  textarea { box-sizing: border-box; width: 100%; min-height: 72px; padding: 8px 12px; font-size: 16px; border: 1px solid #ced4da; border-radius: 4px; }
  button { min-height: 44px; margin: 12px 8px 0 0; padding: 0 16px; border: 0; border-radius: 4px; background: #2f9e44; color: #fff; font-size: 16px; font-weight: 600; }
  button.reject { background: #c92a2a; }
  button.neutral { background: #fff; color: #495057; border: 1px solid #adb5bd; }
  .muted { color: #868e96; font-size: 14px; }
  .plan { border-left: 3px solid #2f9e44; padding: 4px 0 4px 12px; margin: 8px 0 12px; }
  .plan h3 { font-size: 15px; margin: 0 0 6px; }
  .plan p { margin: 0 0 6px; }
  .plan.none { border-left-color: #c92a2a; }
`;

function page(body: Html, status = 200): Response {
  return htmlPage({ title: 'Deployment review', header: APPROVER_DESKS.deployment.header, style: STYLE, body, status });
}

async function waitingReviews(db: Database) {
  return db
    .select({ opportunity: opportunities, agentName: agents.name })
    .from(opportunities)
    .innerJoin(agents, eq(agents.employeeId, opportunities.ownerEmployeeId))
    .where(inArray(opportunities.status, [...DEPLOYMENT_REVIEW_STATUSES]))
    .orderBy(asc(opportunities.submittedOn), asc(opportunities.id))
    .limit(50);
}

async function waitingMeChecks(db: Database) {
  return db
    .select({ id: deploymentRequests.id, opportunityName: opportunities.name, productName: products.name, tid: deploymentRequests.tid, mid: deploymentRequests.mid })
    .from(deploymentRequests)
    .innerJoin(opportunities, eq(opportunities.id, deploymentRequests.opportunityId))
    .innerJoin(products, eq(products.id, deploymentRequests.productId))
    .where(eq(deploymentRequests.meTeamStatus, 'PENDING'))
    .orderBy(asc(deploymentRequests.completedAt), asc(deploymentRequests.id))
    .limit(50);
}

async function meCheckCards(db: Database, view: ApproverView): Promise<Html> {
  const waiting = await waitingMeChecks(db);
  const cards = waiting.map((request) => {
    const ids = [request.tid && `TID ${request.tid}`, request.mid && `MID ${request.mid}`].filter(Boolean).join(' · ');
    return html`<article class="card" data-me-check="${request.id}">
  <h2>${request.opportunityName}</h2>
  <p class="muted">${request.productName}${ids && ` · ${ids}`}</p>
  <form method="post">
    ${view.formField}
    <input type="hidden" name="requestId" value="${request.id}">
    <button name="decision" value="me-approve">Approve check of ${request.opportunityName}</button>
    <button class="reject" name="decision" value="me-reject">Reject check of ${request.opportunityName}</button>
  </form>
</article>`;
  });
  return html`<h1>Completed deployments to check (ME team)</h1>${cards.length ? cards : html`<p class="card muted">No completed deployment is waiting for its check.</p>`}`;
}

/** The reasons' select: each reason a group of its sub-reasons. Not required in the form, as approving needs none. */
function reasonSelect(id: string): Html {
  const groups = Object.entries(CSE_REJECTION_REASONS).map(
    ([reason, subReasons]) =>
      html`<optgroup label="${reason}">${subReasons.map((sub) => html`<option value="${cseRejectionValue(reason, sub)}">${sub}</option>`)}</optgroup>`,
  );
  return html`<label for="reason-${id}">Reason for a rejection</label>
    <select id="reason-${id}" name="reason"><option value="">Choose a reason</option>${groups}</select>`;
}

/**
 * What would be deployed where: the devices the opportunity bought, at its primary store (or the
 * address its business details would make one of on approval), and the merchant's other stores; or,
 * plainly, that nothing can be deployed and why.
 */
async function deploymentPlan(db: Database, opportunity: OpportunityRow): Promise<Html> {
  const [devices, places] = await Promise.all([requiredProducts(db, opportunity.id), plannedPlaces(db, opportunity)]);
  const heading = html`<h3>${deploymentPlanTexts.heading}</h3>`;
  if (!devices.length) return html`<section class="plan none" data-plan="none">${heading}<p>${deploymentPlanTexts.nothingBought}</p></section>`;
  const list = html`<ul>${devices.map((p) => html`<li>${p.productName} × ${p.quantity}</li>`)}</ul>`;
  if (!places) return html`<section class="plan none" data-plan="none">${heading}${list}<p>${deploymentPlanTexts.noPlace}</p></section>`;
  const { primary, others } = places;
  return html`<section class="plan" data-plan="${primary.fromBusinessDetails ? 'business-address' : 'store'}">${heading}
    <p><strong>${deploymentPlanTexts.at(primary.name)}</strong><br><span class="muted">${addressOnOneLine(primary.address)}</span></p>
    ${primary.fromBusinessDetails && html`<p class="muted">${deploymentPlanTexts.fromBusinessDetails}</p>`}
    ${list}
    ${others.length > 0 && html`<p class="muted">${deploymentPlanTexts.otherStores(others.map((store) => store.name).join(', '))}</p>`}
  </section>`;
}

async function listPage(deps: DeploymentApproverDeps, view: ApproverView, notice: string, status = 200): Promise<Response> {
  const waiting = await waitingReviews(deps.db);
  const cards = await Promise.all(
    waiting.map(async ({ opportunity, agentName }) => {
      const id = String(opportunity.id);
      return html`<article class="card" data-opportunity="${id}">
  <h2>${opportunity.name}</h2>
  <p class="muted">${deploymentReviewTexts.status[opportunity.status] ?? ''} · ${deploymentReviewTexts.agent(agentName)}</p>
  ${await deploymentPlan(deps.db, opportunity)}
  <form method="post">
    ${view.formField}
    <input type="hidden" name="opportunityId" value="${id}">
    ${reasonSelect(id)}
    <label for="comment-${id}">Comment</label>
    <textarea id="comment-${id}" name="comment" maxlength="${DEPLOYMENT_LIMITS.reviewComment}"></textarea>
    <button name="decision" value="approve">Approve deployment of ${opportunity.name}</button>
    <button class="reject" name="decision" value="reject">Reject deployment of ${opportunity.name}</button>
  </form>
</article>`;
    }),
  );
  const banner = notice && html`<p class="card" role="status">${notice}</p>`;
  return page(
    html`${view.signedIn}<h1>Deployments to review</h1>${banner}${cards.length ? cards : html`<p class="card muted">No deployment is waiting for review.</p>`}${await meCheckCards(deps.db, view)}`,
    status,
  );
}

/** The ME team's decision on a completed request's check. */
async function decideMeCheck(deps: DeploymentApproverDeps, view: ApproverView, form: URLSearchParams): Promise<Response> {
  const requestId = form.get('requestId') ?? '';
  if (!isUuid(requestId)) return listPage(deps, view, 'Choose a deployment request and a decision.', 400);
  const approve = form.get('decision') === 'me-approve';
  const decided = await decideMeTeamCheck(deps.db, requestId, approve, deps.now());
  if (!decided) return listPage(deps, view, 'That deployment request is no longer waiting for its check.', 400);
  return listPage(deps, view, `Check of ${decided.opportunityName} ${approve ? 'approved' : 'rejected'}.`);
}

/**
 * For a signed-in deployment approver: the opportunities waiting for review and the completed
 * requests waiting for their check (form null: GET); a form posted decides one.
 */
export async function handleDeploymentApprover(form: URLSearchParams | null, view: ApproverView, deps: DeploymentApproverDeps): Promise<Response> {
  if (!form) return listPage(deps, view, '');
  const decision = form.get('decision') ?? '';
  if (decision === 'me-approve' || decision === 'me-reject') return decideMeCheck(deps, view, form);
  const opportunityId = Number(form.get('opportunityId'));
  const comment = (form.get('comment') ?? '').slice(0, DEPLOYMENT_LIMITS.reviewComment).trim() || null;
  if (!Number.isSafeInteger(opportunityId) || opportunityId <= 0 || (decision !== 'approve' && decision !== 'reject')) {
    return listPage(deps, view, 'Choose an opportunity and a decision.', 400);
  }
  const approve = decision === 'approve';
  const rejection = approve ? null : cseRejectionReason(form.get('reason') ?? '');
  if (!approve && !rejection) return listPage(deps, view, 'Please give the reason for the rejection.', 400);
  const decided = await decideDeployment(deps.db, opportunityId, { approve, rejection, comment }, deps.now());
  if (!decided) return listPage(deps, view, 'That opportunity is no longer waiting for review.', 400);
  return listPage(deps, view, `Deployment of ${decided.name} ${approve ? 'approved' : 'rejected'}.`);
}
