import { eq } from 'drizzle-orm';
import { MANDATE_KIND_LABELS, awaitsMerchant, mandateStatusMessage } from '../../../domain/mandate';
import { isUuid } from '../../../domain/record-ids';
import { stepRoutes } from '../../../domain/step-routes';
import type { Database } from '../../db/connection';
import { mandates } from '../../db/schema';
import { moveMandate, referenceOf, type MandateRow } from './mandate-status';
import { html, htmlPage, type Html } from '../../http/html-page';
import { formBinding, type PageForms } from '../../http/page-forms';

// The sandbox's mandate pages (README, 'Sandbox services'), which stand for the bank's e-NACH page,
// the e-sign service and the payer's UPI app: the merchant opens the authorisation page from the
// mandate's redirect URL and authorises or declines. Authorising an e-mandate or a UPI AutoPay
// mandate activates it at once; an e-signed mandate is submitted and waits for the bank's
// activation; declining fails it. Either way the phone goes back to the app's mandate status page.
// The form page shows a physical mandate's form filled in, to print and sign. The request's id in
// the redirect URL is the merchant's only key to the page; the form carries a CSRF token bound to it
// (../http/page-forms.ts).

export const MANDATE_AUTHORISATION_PATH = '/sandbox/mandate';
export const MANDATE_FORM_PATH = '/sandbox/mandate/form';
/** An authorisation form is a request id and a choice. */
export const AUTHORISATION_MAX_BODY_BYTES = 4 * 1024;

const STATUS_ROUTE = '/NachMandateStatus';

export interface AuthorisationDependencies {
  db: Database;
  now: () => Date;
  /** Checks that a form posted is the page's own. */
  pageForms: PageForms;
}

const texts = {
  title: 'Mandate authorisation',
  heading: (row: MandateRow) => `Authorise your ${MANDATE_KIND_LABELS[row.mandateType]} mandate`,
  intro: 'The merchant onboarding app asks you to allow debits from your account up to the amount below.',
  authorise: 'Authorise',
  decline: 'Decline',
  notFound: 'This mandate request was not found. Please ask the agent to create the mandate again.',
  closed: 'This mandate request is no longer open.',
  back: 'Back to the app',
  declined: 'Declined by the merchant',
  formTitle: 'NACH mandate form',
  formIntro: 'Print this form, have the merchant sign it, and upload a photo of the signed form in the app.',
} as const;


const STYLE = `
*{box-sizing:border-box}
h1{font-size:20px;margin:8px 0 12px}
p{line-height:1.5}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{font-weight:600}
.actions{display:flex;gap:12px;margin-top:24px}
button,a.button{flex:1;min-height:44px;font-size:16px;font-weight:600;border-radius:6px;border:1px solid #2f9e44;cursor:pointer;display:inline-flex;align-items:center;justify-content:center;text-decoration:none}
button[value=authorise],a.button{background:#2f9e44;color:#fff}
button[value=decline]{background:#fff;color:#2f9e44}
`;

function page(title: string, body: Html, status = 200): Response {
  return htmlPage({ title, style: STYLE, body, status });
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

function details(row: MandateRow): Html {
  const rows: [string, string][] = [
    ['Amount', `${rupees(row.amount)} (${row.amountType === 'FIXED' ? 'fixed' : 'maximum'})`],
    ['Frequency', row.frequency.replace(/_/g, ' ').toLowerCase()],
    ['From', row.startDate],
    ['Until', row.endDate ?? 'Until cancelled'],
    ['Mobile', row.mobileNumber],
  ];
  if (row.vpa) rows.push(['UPI ID', row.vpa]);
  return html`<dl>${rows.map(([term, value]) => html`<dt>${term}</dt><dd>${value}</dd>`)}</dl>`;
}

async function findMandate(db: Database, requestId: string | null): Promise<MandateRow | undefined> {
  if (!requestId || !isUuid(requestId)) return undefined;
  const [row] = await db.select().from(mandates).where(eq(mandates.requestId, requestId));
  return row;
}

function backToApp(): Response {
  return new Response(null, { status: 303, headers: { location: STATUS_ROUTE, 'cache-control': 'no-store' } });
}

function closedPage(row: MandateRow): Response {
  return page(
    texts.title,
    html`<h1>${texts.closed}</h1><p>${mandateStatusMessage(row.status)}</p><div class="actions"><a class="button" href="${STATUS_ROUTE}">${texts.back}</a></div>`,
    409,
  );
}

/** Only the electronic kinds are authorised here; a physical form is signed on paper. */
const authorisable = (row: MandateRow) => row.mandateType !== 'PHYSICAL_NACH' && awaitsMerchant(row.status);

export async function handleMandateAuthorisation(request: Request, deps: AuthorisationDependencies): Promise<Response> {
  if (request.method === 'GET') {
    const row = await findMandate(deps.db, new URL(request.url).searchParams.get('request'));
    if (!row) return page(texts.title, html`<h1>${texts.title}</h1><p>${texts.notFound}</p>`, 404);
    if (!authorisable(row)) return closedPage(row);
    return page(
      texts.title,
      html`<h1>${texts.heading(row)}</h1><p>${texts.intro}</p>${details(row)}
<form method="post" action="${MANDATE_AUTHORISATION_PATH}">
${deps.pageForms.field(formBinding.link('mandate', row.requestId))}
<input type="hidden" name="request" value="${row.requestId}">
<div class="actions"><button type="submit" name="decision" value="decline">${texts.decline}</button><button type="submit" name="decision" value="authorise">${texts.authorise}</button></div>
</form>`,
    );
  }
  const form = new URLSearchParams(await request.text());
  const requestId = form.get('request');
  const refused = deps.pageForms.refusal(request, form, requestId ? formBinding.link('mandate', requestId) : null);
  if (refused) return refused;
  const row = await findMandate(deps.db, requestId);
  if (!row) return page(texts.title, html`<h1>${texts.title}</h1><p>${texts.notFound}</p>`, 404);
  if (!authorisable(row)) return closedPage(row);
  const pending = ['pending_no_error', 'pending_submission'] as const;
  const moved =
    form.get('decision') === 'authorise'
      ? await moveMandate(deps.db, row, pending, row.mandateType === 'E_SIGN' ? 'submitted' : 'active', deps.now(), {
          reference1: referenceOf(row),
          statusCode: row.mandateType === 'E_SIGN' ? 'SUBMITTED' : 'ACTIVE',
        })
      : await moveMandate(deps.db, row, pending, 'failed', deps.now(), { statusCode: 'DECLINED', statusDescription: texts.declined });
  return moved ? backToApp() : closedPage(row);
}

/** A physical mandate's form, filled in with its details, to print and sign. */
export async function handleMandateForm(request: Request, deps: AuthorisationDependencies): Promise<Response> {
  const row = await findMandate(deps.db, new URL(request.url).searchParams.get('request'));
  if (!row || row.mandateType !== 'PHYSICAL_NACH') return page(texts.formTitle, html`<h1>${texts.formTitle}</h1><p>${texts.notFound}</p>`, 404);
  return page(
    texts.formTitle,
    html`<h1>${texts.formTitle}</h1><p>${texts.formIntro}</p>${details(row)}<p>Reference: ${referenceOf(row)}</p><div class="actions"><a class="button" href="${stepRoutes.NachMandate}">${texts.back}</a></div>`,
  );
}
