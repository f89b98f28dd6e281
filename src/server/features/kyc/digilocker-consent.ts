import { and, eq } from 'drizzle-orm';
import { AADHAAR_MAX_INPUT_LENGTH, AADHAAR_MESSAGE, maskedAadhaar } from '../../../domain/identifiers/aadhaar';
import { isAppPath } from '../../../domain/kyc';
import { isUuid } from '../../../domain/record-ids';
import type { Database } from '../../db/connection';
import { digiLockerRequests } from '../../db/schema';
import type { KycProvider } from './kyc-providers-sandbox';
import type { RegistryProvider } from '../../sandbox/registry-provider';
import { html, htmlPage, type Html } from '../../http/html-page';
import { formBinding, type PageForms } from '../../http/page-forms';

// The sandbox's DigiLocker consent page: the phone comes here from createDigiLockerRequest's URL,
// the holder enters the Aadhaar number and the one-time code the page shows, allows (or denies)
// sharing, and is sent back to the app's page the request names, with the request's id. The full
// Aadhaar number is read from the form, checked and dropped here: only maskedAadhaar's form of it
// is stored, and it is never logged, echoed back or put in a URL. The request's id in the page's URL
// is the holder's only key to it; the form carries a CSRF token bound to that id (../http/page-forms.ts).

export const DIGILOCKER_CONSENT_PATH = '/digilocker/consent';
/** A consent form is two short numbers and a choice. */
export const CONSENT_MAX_BODY_BYTES = 4 * 1024;
/** The query parameter the app's page finds the answered request by. */
export const DIGILOCKER_RETURN_PARAMETER = 'digiLockerRequest';

export interface ConsentDependencies {
  db: Database;
  now: () => Date;
  kyc: KycProvider;
  registries: RegistryProvider;
  /** Checks that a form posted is the page's own. */
  pageForms: PageForms;
}

type RequestRow = typeof digiLockerRequests.$inferSelect;

const texts = {
  title: 'DigiLocker',
  heading: 'Share your Aadhaar',
  intro: 'Allow the merchant onboarding app to read your Aadhaar from DigiLocker: your name, gender, date of birth and address. Only the last four digits of your Aadhaar number are kept.',
  aadhaarLabel: 'Aadhaar number',
  codeLabel: 'One-time code',
  codeHint: (code: string) => `Your one-time code is ${code}.`,
  allow: 'Allow',
  deny: 'Deny',
  wrongCode: 'The one-time code is not correct. Please enter the code shown on this page.',
  notFound: 'This DigiLocker request was not found. Please start the verification again from the app.',
  closed: 'This DigiLocker request is no longer open. Please go back to the app.',
  back: 'Back to the app',
} as const;


const STYLE = `
*{box-sizing:border-box}
h1{font-size:20px;margin:8px 0 12px}
p{line-height:1.5}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;min-height:44px;font-size:16px;padding:8px 12px;border:1px solid #ced4da;border-radius:6px}
.hint{background:#ebfbee;border:1px solid #b2f2bb;border-radius:6px;padding:10px 12px;margin-top:12px}
.error{color:#c92a2a;margin-top:12px}
.actions{display:flex;gap:12px;margin-top:24px}
button,a.button{flex:1;min-height:44px;font-size:16px;font-weight:600;border-radius:6px;border:1px solid #2f9e44;cursor:pointer;display:inline-flex;align-items:center;justify-content:center;text-decoration:none}
button[value=allow],a.button{background:#2f9e44;color:#fff}
button[value=deny]{background:#fff;color:#2f9e44}
`;

function page(body: Html, status = 200): Response {
  return htmlPage({ title: texts.title, style: STYLE, body, status });
}

/** Where the holder goes back to: the app's page the request names, with the request's id. */
function returnPath(row: RequestRow): string {
  const path = isAppPath(row.redirectPath) ? row.redirectPath : '/';
  return `${path}${path.includes('?') ? '&' : '?'}${DIGILOCKER_RETURN_PARAMETER}=${encodeURIComponent(row.id)}`;
}

function closedPage(row: RequestRow): Response {
  return page(html`<h1>${texts.heading}</h1><p>${texts.closed}</p><div class="actions"><a class="button" href="${returnPath(row)}">${texts.back}</a></div>`, 409);
}

function consentForm(row: RequestRow, pageForms: PageForms, problem: string | null, status = 200): Response {
  return page(
    html`<h1>${texts.heading}</h1><p>${texts.intro}</p>
<form method="post" action="${DIGILOCKER_CONSENT_PATH}" autocomplete="off">
${pageForms.field(formBinding.link('digilocker', row.id))}
<input type="hidden" name="request" value="${row.id}">
<label for="aadhaar">${texts.aadhaarLabel}</label>
<input id="aadhaar" name="aadhaar" inputmode="numeric" maxlength="${AADHAAR_MAX_INPUT_LENGTH}" autocomplete="off">
<label for="code">${texts.codeLabel}</label>
<input id="code" name="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code">
<p class="hint">${texts.codeHint(row.oneTimeCode)}</p>
${problem && html`<p class="error" role="alert">${problem}</p>`}
<div class="actions"><button type="submit" name="decision" value="deny">${texts.deny}</button><button type="submit" name="decision" value="allow">${texts.allow}</button></div>
</form>`,
    status,
  );
}

async function findRequest(db: Database, id: string | null): Promise<RequestRow | undefined> {
  if (!id || !isUuid(id)) return undefined;
  const [row] = await db.select().from(digiLockerRequests).where(eq(digiLockerRequests.id, id));
  return row;
}

const isOpen = (row: RequestRow, now: Date) => row.status === 'INITIATED' && row.expiresAt > now;

function redirectBack(row: RequestRow): Response {
  return new Response(null, { status: 303, headers: { location: returnPath(row), 'cache-control': 'no-store' } });
}

/** Stores the holder's answer, if the request is still open: a second answer (another tab) changes nothing. */
async function answer(deps: ConsentDependencies, row: RequestRow, values: Partial<RequestRow>): Promise<Response> {
  const [updated] = await deps.db
    .update(digiLockerRequests)
    .set({ ...values, answeredAt: deps.now() })
    .where(and(eq(digiLockerRequests.id, row.id), eq(digiLockerRequests.status, 'INITIATED')))
    .returning();
  return updated ? redirectBack(updated) : closedPage(row);
}

export async function handleDigiLockerConsent(request: Request, deps: ConsentDependencies): Promise<Response> {
  if (request.method === 'GET') {
    const row = await findRequest(deps.db, new URL(request.url).searchParams.get('request'));
    if (!row) return page(html`<h1>${texts.heading}</h1><p>${texts.notFound}</p>`, 404);
    return isOpen(row, deps.now()) ? consentForm(row, deps.pageForms, null) : closedPage(row);
  }
  const form = new URLSearchParams(await request.text());
  const requestId = form.get('request');
  const refused = deps.pageForms.refusal(request, form, requestId ? formBinding.link('digilocker', requestId) : null);
  if (refused) return refused;
  const row = await findRequest(deps.db, requestId);
  if (!row) return page(html`<h1>${texts.heading}</h1><p>${texts.notFound}</p>`, 404);
  if (!isOpen(row, deps.now())) return closedPage(row);
  if (form.get('decision') !== 'allow') return answer(deps, row, { status: 'FAILED', consentResult: 'DENIED' });
  const masked = maskedAadhaar(form.get('aadhaar') ?? '');
  if (!masked) return consentForm(row, deps.pageForms, AADHAAR_MESSAGE, 400);
  if (form.get('code')?.trim() !== row.oneTimeCode) return consentForm(row, deps.pageForms, texts.wrongCode, 400);
  const holder = await deps.registries.panDetails(row.merchantPan);
  const shared = await deps.kyc.digiLockerAadhaar({ aadhaarLastFour: masked.slice(-4), expectedName: holder?.name ?? '' });
  if (shared.outcome === 'unavailable') return answer(deps, row, { status: 'FAILED', consentResult: 'UNAVAILABLE', maskedAadhaar: masked });
  const { document } = shared;
  return answer(deps, row, {
    status: 'SUCCESS',
    consentResult: 'ALLOWED',
    maskedAadhaar: masked,
    name: document.name,
    gender: document.gender,
    dateOfBirth: document.dateOfBirth,
    address: document.address,
  });
}
