import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MerchantOnboardingStateV2Document, type StepType } from '../../generated/graphql';
import { leads } from '../../src/server/db/schema';
import type { ServerForms } from '../../src/server/forms/server-forms';
import { NOT_BUILT, operationInputs, type OperationInputEntry, type OperationName } from '../../src/server/input/operation-inputs';
import { dataOf, send } from './call';
import { releaseEdited } from './form-release';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

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

function markStatus(forms: ServerForms, step: StepType, status: 'draft' | 'ready') {
  const definition = forms.steps.get(step);
  if (!definition) throw new Error(`no definition of ${step}`);
  (forms.steps as Map<string, typeof definition>).set(step, { ...definition, status });
}

function markReady(forms: ServerForms, step: StepType) {
  markStatus(forms, step, 'ready');
}

test('every step of the journey can be saved, from the lead to the review', async () => {
  const canSave = await canSaveByStep(harness);
  const steps: readonly string[] = [
    'CreateLead',
    'PanDetail',
    'BusinessDetails',
    'MultiStores',
    'BankAccount',
    'Products',
    'PricingPlan',
    'KycDetails',
    'PartnershipKyc',
    'CapturePhoto',
    'OtherBusinessDoc',
    'PurchaseOrder',
    'POPayment',
    'NachMandate',
    'ReviewDetails',
  ] as const;
  expect(Object.keys(canSave)).toEqual([...steps]);
  for (const [type, value] of Object.entries(canSave)) expect(value, type).toBe(true);
});

test('a ready definition whose mutation answers NOT_IMPLEMENTED still cannot be saved', async () => {
  // Deployment's save (processDeployment), put in the journey and marked ready, can be saved only while it is built.
  await releaseEdited(harness, (forms) => {
    markReady(forms, 'Deployment');
    forms.flows.STANDARD.steps.push({ type: 'Deployment', label: 'Deployment', skippable: false, hitAllNachApi: false });
  });
  expect((await canSaveByStep(harness)).Deployment).toBe(true);
  const registry: Record<OperationName, OperationInputEntry> = operationInputs;
  const built = registry.processDeployment;
  registry.processDeployment = NOT_BUILT;
  try {
    expect((await canSaveByStep(harness)).Deployment).toBe(false);
  } finally {
    registry.processDeployment = built;
  }
});

test('a draft definition cannot be saved even when its mutation is built, and can once it is ready', async () => {
  await releaseEdited(harness, (forms) => markStatus(forms, 'PricingPlan', 'draft'));
  expect((await canSaveByStep(harness)).PricingPlan).toBe(false);
  await releaseEdited(harness, (forms) => markStatus(forms, 'PricingPlan', 'ready'));
  expect((await canSaveByStep(harness)).PricingPlan).toBe(true);
});
