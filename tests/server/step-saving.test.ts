import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MerchantOnboardingStateV2Document, type StepType } from '../../generated/graphql';
import { createServerApp } from '../../src/server/app';
import { leads } from '../../src/server/db/schema';
import { loadServerForms, type ServerForms } from '../../src/server/forms/server-forms';
import { dataOf, send } from './call';
import { demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';

// merchantOnboardingStateV2 tells the app which steps can be saved now, so a step whose saving is not
// built is never offered as if it could be.

let harness: Harness;
let token: string;
let leadId: string;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  const [lead] = await harness.database.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.ownerEmployeeId, 'EMP1001'), eq(leads.status, 'NEW')))
    .limit(1);
  if (!lead) throw new Error('the seed has no new lead for EMP1001');
  leadId = lead.id;
});
afterAll(() => harness.close());

async function canSaveByStep(on: Harness): Promise<Partial<Record<StepType, boolean>>> {
  const state = dataOf(
    await send(on, MerchantOnboardingStateV2Document, { input: { idType: 'LEAD', isExistingMerchant: false, stateDataId: leadId } }, { token }),
  ).merchantOnboardingStateV2;
  return Object.fromEntries(state.steps.map((s) => [s.type, s.canSave]));
}

/** The same database behind a server that reads `forms`, as if a product owner had edited forms/. */
async function withForms(edit: (forms: ServerForms) => void): Promise<Harness> {
  const forms = loadServerForms();
  edit(forms);
  const app = await createServerApp({ db: harness.database.db, now: () => harness.clock.now, forms, log: () => undefined, allowArbitraryOperations: true });
  const fetchFn: typeof fetch = (input, init) => app.fetch(new Request(new URL(String(input), ORIGIN), init));
  return { ...harness, app, fetch: fetchFn };
}

function markReady(forms: ServerForms, step: StepType) {
  const definition = forms.steps.get(step);
  if (!definition) throw new Error(`no definition of ${step}`);
  (forms.steps as Map<string, typeof definition>).set(step, { ...definition, status: 'ready' });
}

test('only the steps whose saving is built can be saved: creating the lead, the PAN, the business details, the stores, the bank account, the KYC, the partners, the photos, the other business documents, the purchase order and its payment', async () => {
  const canSave = await canSaveByStep(harness);
  const built: readonly string[] = ['CreateLead', 'PanDetail', 'BusinessDetails', 'MultiStores', 'BankAccount', 'KycDetails', 'PartnershipKyc', 'CapturePhoto', 'OtherBusinessDoc', 'PurchaseOrder', 'POPayment'] as const;
  expect(Object.keys(canSave)).toEqual(expect.arrayContaining([...built]));
  for (const [type, value] of Object.entries(canSave)) if (built.includes(type)) expect(value, type).toBe(true);
  const others = Object.entries(canSave).filter(([type]) => !built.includes(type));
  expect(others.length).toBeGreaterThan(3);
  for (const [type, value] of others) expect(value, type).toBe(false);
});

test('a ready definition whose mutation answers NOT_IMPLEMENTED still cannot be saved', async () => {
  const edited = await withForms((forms) => markReady(forms, 'NachMandate'));
  expect((await canSaveByStep(edited)).NachMandate).toBe(false);
});

test('a draft definition cannot be saved even when its mutation is built, and can once it is ready', async () => {
  expect((await canSaveByStep(harness)).PricingPlan).toBe(false);
  const edited = await withForms((forms) => markReady(forms, 'PricingPlan'));
  expect((await canSaveByStep(edited)).PricingPlan).toBe(true);
});
