import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateLeadDocument,
  CreateMerchantOnboardingStateDocument,
  PanDetailStep_SaveDocument,
  MerchantOnboardingStateV2Document,
  UpdateMerchantOnboardingStateDocument,
  type CreateLeadInput,
  type CreateMerchantOnboardingStateInput,
  type MerchantOnboardingStateV2Input,
  type MerchantOnboardingStateV2Query,
  type OwnerType,
  type StepDisplayStatus,
  type StepType,
  type UpdateMerchantOnboardingStateInput,
} from '../../generated/graphql';
import { opportunities } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

type State = MerchantOnboardingStateV2Query['merchantOnboardingStateV2'];

interface FlowFile {
  flow: 'STANDARD' | 'MINI';
  configVersion: string;
  steps: { type: StepType; label: string; skippable?: boolean; hitAllNachApi?: boolean }[];
}

/** The flow as the product owner wrote it: the tests follow the file, so a reorder keeps them true. */
function readFlow(file: string): FlowFile {
  return JSON.parse(readFileSync(join(import.meta.dirname, '../../forms/flows', file), 'utf8')) as FlowFile;
}
const standard = readFlow('standard.json');
const mini = readFlow('mini.json');
const typesOf = (flow: FlowFile) => flow.steps.map((s) => s.type);
/** The flow as a journey has it when a step does not apply to it (its definition's appliesWhen). */
const without = (flow: FlowFile, type: StepType): FlowFile => ({ ...flow, steps: flow.steps.filter((s) => s.type !== type) });

/** Spec section 4: rejected states leave only the first steps (create lead, PAN) editable. */
const FIRST_STEPS: readonly StepType[] = ['CreateLead', 'PanDetail'];

let harness: Harness;
let token: string;
let otherToken: string;
let partnerToken: string;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  otherToken = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
  partnerToken = (await signInAs(harness, demoAgent('EMP3001').email)).accessToken;
});
afterAll(() => harness.close());

let shops = 0;
async function newLead(as = token, product: CreateLeadInput['product'] = ['POS_DEVICE']): Promise<string> {
  const input: CreateLeadInput = {
    shop: { name: `Onboarding State Stores ${Date.now().toString(36)}q${++shops}` },
    contact: { name: 'Sunita Rao', number: '9123456780' },
    leadSource: 'SALES_APP',
    product,
  };
  return dataOf(await send(harness, CreateLeadDocument, { input }, { token: as, idempotencyId: randomUUID() })).createLead.id;
}

/** An opportunity row straight in the table (there is no createOpportunity resolver yet). */
async function insertOpportunity(options: {
  status: string;
  leadId?: string | null;
  owner?: string;
  ownerType?: OwnerType;
  submitted?: boolean;
}): Promise<number> {
  const [row] = await harness.database.db
    .insert(opportunities)
    .values({
      leadId: options.leadId ?? null,
      ownerEmployeeId: options.owner ?? 'EMP1001',
      name: `Opportunity ${options.status} ${++shops}`,
      status: options.status,
      ownerType: options.ownerType ?? 'SalesApp',
      opportunitySubmitted: options.submitted ?? false,
    })
    .returning({ id: opportunities.id });
  if (!row) throw new Error('no opportunity inserted');
  return row.id;
}

/** The PAN step's data as the PAN step stores it (a PAN the sandbox registry knows). */
async function storePan(leadId: string) {
  dataOf(await send(harness, PanDetailStep_SaveDocument, { input: { id: leadId, panNumber: 'ABCPP1234K' } }, { token, idempotencyId: randomUUID() }));
}

/**
 * A lead's journey at its first skippable step (Multi Stores): its PAN stored, and an opportunity
 * whose business details are saved, their records' ids straight in the table as the save leaves them.
 */
async function journeyAtSkippableStep(): Promise<{ leadId: string; id: number }> {
  const leadId = await newLead();
  await storePan(leadId);
  const id = await insertOpportunity({ status: 'INITIATED', leadId });
  await harness.database.db.update(opportunities).set({ accountId: randomUUID(), accountMccId: randomUUID(), contactId: randomUUID() }).where(eq(opportunities.id, id));
  return { leadId, id };
}

const leadInput = (stateDataId: string): MerchantOnboardingStateV2Input => ({ idType: 'LEAD', isExistingMerchant: false, stateDataId });
const opportunityInput = (id: number): MerchantOnboardingStateV2Input => ({
  idType: 'OPPORTUNITY',
  isExistingMerchant: false,
  stateDataId: String(id),
  opportunityId: id,
});

function query(input: MerchantOnboardingStateV2Input, as = token) {
  return send(harness, MerchantOnboardingStateV2Document, { input }, { token: as });
}
async function stateOf(input: MerchantOnboardingStateV2Input, as = token): Promise<State> {
  return dataOf(await query(input, as)).merchantOnboardingStateV2;
}
function create(input: CreateMerchantOnboardingStateInput, as = token) {
  return send(harness, CreateMerchantOnboardingStateDocument, { input }, { token: as, idempotencyId: randomUUID() });
}
function update(input: UpdateMerchantOnboardingStateInput, as = token) {
  return send(harness, UpdateMerchantOnboardingStateDocument, { input }, { token: as, idempotencyId: randomUUID() });
}
async function updated(input: UpdateMerchantOnboardingStateInput, as = token): Promise<State> {
  return dataOf(await update(input, as)).updateMerchantOnboardingState.merchantOnboardingState;
}

const statusOf = (state: State, type: StepType) => state.steps.find((s) => s.type === type)?.displayStatus;
const statuses = (state: State) => Object.fromEntries(state.steps.map((s) => [s.type, s.displayStatus]));
const editable = (state: State) => state.steps.filter((s) => s.editableConfig.editable).map((s) => s.type);

/** The step the file lists after `type`. */
function stepAfter(flow: FlowFile, type: StepType): StepType {
  const next = flow.steps[flow.steps.findIndex((s) => s.type === type) + 1];
  if (!next) throw new Error(`no step after ${type}`);
  return next.type;
}

/** Expected display statuses for a flow: the given ones, every other step `rest`. */
function expectedStatuses(flow: FlowFile, given: Partial<Record<StepType, StepDisplayStatus>>, rest: StepDisplayStatus) {
  return Object.fromEntries(flow.steps.map((s) => [s.type, given[s.type] ?? rest]));
}

/** Every step of the flow, in the file's order, with the file's labels and flags. */
function expectStepsFollow(state: State, flow: FlowFile) {
  expect(state.flow).toBe(flow.flow);
  expect(state.configVersion).toBe(flow.configVersion);
  expect(state.steps.map((s) => [s.type, s.name, s.label])).toEqual(flow.steps.map((s) => [s.type, s.type, s.label]));
  expect(state.steps.map((s) => s.order)).toEqual(flow.steps.map((_, i) => i + 1));
  expect(state.totalSteps).toBe(flow.steps.length);
  expect(state.steps.map((s) => s.skippable)).toEqual(flow.steps.map((s) => s.skippable ?? false));
  expect(state.steps.map((s) => s.hitAllNachApi)).toEqual(flow.steps.map((s) => s.hitAllNachApi ?? false));
  expect(new Set(state.steps.map((s) => s.id)).size).toBe(state.steps.length);
}

/** A fresh lead's journey: lead created, PAN next, the rest waiting, everything editable. */
function expectFreshJourney(state: State, flow: FlowFile) {
  expectStepsFollow(state, flow);
  expect(statuses(state)).toEqual(expectedStatuses(flow, { CreateLead: 'completed', PanDetail: 'inprogress' }, 'pending'));
  expect(state.steps.map((s) => s.isComplete)).toEqual(flow.steps.map((s) => s.type === 'CreateLead'));
  expect(editable(state)).toEqual(typesOf(flow));
  expect(state.stepsCount).toBe(1);
}

test('the flow files start with CreateLead then PanDetail, as the step rules assume', () => {
  for (const flow of [standard, mini]) expect(typesOf(flow).slice(0, 2)).toEqual(FIRST_STEPS);
  expect(standard.flow).toBe('STANDARD');
  expect(mini.flow).toBe('MINI');
});

describe('a new lead', () => {
  test('gets the STANDARD flow in the order of forms/flows/standard.json', async () => {
    const leadId = await newLead();
    const state = await stateOf(leadInput(leadId));
    expect(state.idType).toBe('LEAD');
    expect(state.stateDataId).toBe(leadId);
    expect(state.opportunityId).toBeNull();
    expectFreshJourney(state, standard);
    expect(state.steps.filter((s) => s.hitAllNachApi).map((s) => s.type)).toEqual(['NachMandate']);
  });

  test('reading the state does not store one; asking twice gives the same answer', async () => {
    const leadId = await newLead();
    expect(await stateOf(leadInput(leadId))).toEqual(await stateOf(leadInput(leadId)));
  });

  test("a partner's lead gets the MINI flow of forms/flows/mini.json", async () => {
    const leadId = await newLead(partnerToken, ['SQR_MINI']);
    const state = await stateOf(leadInput(leadId), partnerToken);
    expect(state.stateDataId).toBe(leadId);
    expectFreshJourney(state, mini);
  });

  test("an opportunity owned as StandardMini follows the MINI flow for a normal agent too", async () => {
    const id = await insertOpportunity({ status: 'INITIATED', leadId: await newLead(), ownerType: 'StandardMini' });
    expectFreshJourney(await stateOf(opportunityInput(id)), mini);
  });
});

describe('completing steps', () => {
  test("PanDetail is complete once the lead's PAN is stored, never on the client's word", async () => {
    const leadId = await newLead();
    const fresh = await stateOf(leadInput(leadId));

    const created = dataOf(await create({ idType: 'LEAD', stateDataId: leadId, isExistingMerchant: false }))
      .createMerchantOnboardingState.merchantOnboardingState;
    expect(created).toEqual(fresh);
    // Creating again is harmless.
    expect(dataOf(await create({ idType: 'LEAD', stateDataId: leadId })).createMerchantOnboardingState.merchantOnboardingState).toEqual(fresh);

    // Saying the PAN step is complete, with no PAN stored, completes nothing.
    expect(await updated({ idType: 'LEAD', stateDataId: leadId, stepType: 'PanDetail', isComplete: true })).toEqual(fresh);
    expect(await stateOf(leadInput(leadId))).toEqual(fresh);

    await storePan(leadId);
    const afterPan = await stateOf(leadInput(leadId));
    // An individual's PAN makes a proprietorship, which has no partners to take through KYC.
    const proprietorship = without(standard, 'PartnershipKyc');
    expectStepsFollow(afterPan, proprietorship);
    const next = stepAfter(standard, 'PanDetail');
    expect(next).toBe('BusinessDetails');
    expect(statuses(afterPan)).toEqual(
      expectedStatuses(proprietorship, { CreateLead: 'completed', PanDetail: 'completed', [next]: 'inprogress' }, 'pending'),
    );
    expect(afterPan.stepsCount).toBe(2);

    // Nor can the client undo what is stored.
    expect(await updated({ idType: 'LEAD', stateDataId: leadId, stepType: 'PanDetail', isComplete: false })).toEqual(afterPan);
  });

  test('a later step marked complete by the client stays incomplete unless it may be skipped', async () => {
    const leadId = await newLead();
    const notSkippable = standard.steps.filter((s) => !s.skippable).at(-1)?.type;
    if (!notSkippable) throw new Error('standard flow has no required step');
    const state = await updated({ idType: 'LEAD', stateDataId: leadId, stepType: notSkippable, isComplete: true });
    expect(statusOf(state, notSkippable)).toBe('pending');
    expect(state.stepsCount).toBe(1);
  });

  test('a skippable step can be skipped, and the skip taken back', async () => {
    const { leadId } = await journeyAtSkippableStep();
    const skippable = standard.steps.find((s) => s.skippable)?.type;
    if (!skippable) throw new Error('standard flow has no skippable step');
    expect(statusOf(await stateOf(leadInput(leadId)), skippable)).toBe('inprogress');
    const skipped = await updated({ idType: 'LEAD', stateDataId: leadId, stepType: skippable, isComplete: true });
    expect(statusOf(skipped, skippable)).toBe('completed');
    // Create Lead, Pan Details, Business Details and the skipped step.
    expect(skipped.stepsCount).toBe(4);
    expect(statusOf(skipped, stepAfter(standard, skippable))).toBe('inprogress');
    expect(await stateOf(leadInput(leadId))).toEqual(skipped);
    const back = await updated({ idType: 'LEAD', stateDataId: leadId, stepType: skippable, isComplete: false });
    expect(statusOf(back, skippable)).toBe('inprogress');
    expect(back.stepsCount).toBe(3);
  });

  test('a skippable step is skipped only once the steps before it are complete: before, the skip is refused and nothing is marked', async () => {
    const leadId = await newLead();
    const skippable = standard.steps.find((s) => s.skippable)?.type;
    if (!skippable) throw new Error('standard flow has no skippable step');
    const before = await stateOf(leadInput(leadId));
    expect(statusOf(before, skippable)).toBe('pending');
    expectCatalogueError(await update({ idType: 'LEAD', stateDataId: leadId, stepType: skippable, isComplete: true }), 'STEP_NOT_OPEN', 'Please complete the earlier steps first.');
    expect(await stateOf(leadInput(leadId))).toEqual(before);
  });

  test('a skip made under the opportunity shows under its lead: one journey, one record', async () => {
    const { leadId, id } = await journeyAtSkippableStep();
    const skippable = standard.steps.find((s) => s.skippable)?.type;
    if (!skippable) throw new Error('standard flow has no skippable step');
    await updated({ idType: 'OPPORTUNITY', stateDataId: String(id), opportunityId: id, stepType: skippable, isComplete: true });
    expect(statusOf(await stateOf(leadInput(leadId)), skippable)).toBe('completed');
    await updated({ idType: 'LEAD', stateDataId: leadId, stepType: skippable, isComplete: false });
    expect(statusOf(await stateOf(opportunityInput(id)), skippable)).toBe('inprogress');
  });

  test('CreateLead stays complete while the lead exists', async () => {
    const leadId = await newLead();
    const state = await updated({ idType: 'LEAD', stateDataId: leadId, stepType: 'CreateLead', isComplete: false });
    expect(statusOf(state, 'CreateLead')).toBe('completed');
    expect(state.stepsCount).toBe(1);
  });

  test('a step the flow does not have cannot be completed: MOS-1007', async () => {
    const leadId = await newLead();
    const missing = (['Deployment', 'PricingPlan'] as const).filter((t) => !typesOf(standard).includes(t));
    for (const stepType of missing) {
      expectCatalogueError(
        await update({ idType: 'LEAD', stateDataId: leadId, stepType, isComplete: true }),
        'MOS-1007',
        'Invalid fields or fields not allowed to change',
      );
    }
    const miniLead = await newLead(partnerToken, ['DQR_MINI']);
    const notInMini = typesOf(standard).find((t) => !typesOf(mini).includes(t));
    if (!notInMini) throw new Error('the mini flow should be shorter than the standard one');
    expectCatalogueError(
      await update({ idType: 'LEAD', stateDataId: miniLead, stepType: notInMini, isComplete: true }, partnerToken),
      'MOS-1007',
    );
    expect((await stateOf(leadInput(miniLead), partnerToken)).stepsCount).toBe(1);
  });
});

describe('ownership', () => {
  test("another agent asking for or changing EMP1001's lead state gets LMS-101, and nothing changes", async () => {
    const leadId = await newLead();
    const before = await updated({ idType: 'LEAD', stateDataId: leadId, stepType: 'PanDetail', isComplete: true });

    const read = await query(leadInput(leadId), otherToken);
    expect(read.data).toBeNull();
    expectCatalogueError(read, 'LMS-101', 'Lead ID not found');
    expectCatalogueError(await create({ idType: 'LEAD', stateDataId: leadId }, otherToken), 'LMS-101');
    for (const isComplete of [true, false]) {
      expectCatalogueError(
        await update({ idType: 'LEAD', stateDataId: leadId, stepType: 'PanDetail', isComplete }, otherToken),
        'LMS-101',
      );
      expectCatalogueError(
        await update({ idType: 'LEAD', stateDataId: leadId, stepType: 'BusinessDetails', isComplete }, otherToken),
        'LMS-101',
      );
    }
    expect(await stateOf(leadInput(leadId))).toEqual(before);
  });

  test('an unknown or malformed lead id gives LMS-101, not a crash', async () => {
    for (const stateDataId of [randomUUID(), 'not-a-lead', '', '12345', `${randomUUID()}x`, "' or 1=1 --"]) {
      expectCatalogueError(await query(leadInput(stateDataId)), 'LMS-101');
      expectCatalogueError(await create({ idType: 'LEAD', stateDataId }), 'LMS-101');
      expectCatalogueError(await update({ idType: 'LEAD', stateDataId, stepType: 'PanDetail', isComplete: true }), 'LMS-101');
    }
  });

  test("idType OPPORTUNITY with another agent's opportunity gives ODS-101", async () => {
    const theirs = await insertOpportunity({ status: 'INITIATED', owner: 'EMP1002' });
    const read = await query(opportunityInput(theirs));
    expect(read.data).toBeNull();
    expectCatalogueError(read, 'ODS-101', 'Opportunity not found');
    expectCatalogueError(await query({ idType: 'OPPORTUNITY', isExistingMerchant: false, stateDataId: String(theirs) }), 'ODS-101');
    expectCatalogueError(await create({ idType: 'OPPORTUNITY', stateDataId: String(theirs), opportunityId: theirs }), 'ODS-101');
    expectCatalogueError(
      await update({ idType: 'OPPORTUNITY', stateDataId: String(theirs), opportunityId: theirs, stepType: 'PanDetail', isComplete: true }),
      'ODS-101',
    );
    // The owner sees it.
    expect((await stateOf(opportunityInput(theirs), otherToken)).opportunityId).toBe(theirs);
  });

  test("a lead state asked with another agent's opportunity id gives ODS-101", async () => {
    const leadId = await newLead();
    const theirs = await insertOpportunity({ status: 'PRICING_REJECTED', owner: 'EMP1002' });
    expectCatalogueError(await query({ ...leadInput(leadId), opportunityId: theirs }), 'ODS-101');
  });

  test('an unknown or malformed opportunity id gives ODS-101, not a crash', async () => {
    // 99999999999 is past PostgreSQL's integer range: it must not reach the database as a query.
    for (const stateDataId of ['987654', 'abc', '', '1.5', '-1', '0', '99999999999', '2147483648', '1e400']) {
      expectCatalogueError(await query({ idType: 'OPPORTUNITY', isExistingMerchant: false, stateDataId }), 'ODS-101');
      expectCatalogueError(await create({ idType: 'OPPORTUNITY', stateDataId }), 'ODS-101');
      expectCatalogueError(await update({ idType: 'OPPORTUNITY', stateDataId, stepType: 'PanDetail', isComplete: true }), 'ODS-101');
    }
    expectCatalogueError(await query(opportunityInput(2_000_000_000)), 'ODS-101');
  });
});

describe('opportunity statuses', () => {
  const rejected = ['PRICING_REJECTED', 'DEPLOYMENT_REJECTED', 'CSE_REJECTED'] as const;

  test('PO_ACTIVATION_REJECTED: CreateLead, PanDetail and the Purchase Order step (to rectify the PO) are editable, the rest disabled', async () => {
    const leadId = await newLead();
    const id = await insertOpportunity({ status: 'PO_ACTIVATION_REJECTED', leadId });
    const state = await stateOf(opportunityInput(id));
    expectStepsFollow(state, standard);
    expect(editable(state)).toEqual([...FIRST_STEPS, 'PurchaseOrder']);
    expect(statuses(state)).toEqual(expectedStatuses(standard, { CreateLead: 'completed', PanDetail: 'inprogress', PurchaseOrder: 'pending' }, 'disabled'));
  });

  test.each(rejected)('%s: only CreateLead and PanDetail are editable, the rest disabled', async (status) => {
    const leadId = await newLead();
    const id = await insertOpportunity({ status, leadId });
    const state = await stateOf(opportunityInput(id));
    expect(state.idType).toBe('OPPORTUNITY');
    expect(state.stateDataId).toBe(String(id));
    expect(state.opportunityId).toBe(id);
    expectStepsFollow(state, standard);
    expect(editable(state)).toEqual(FIRST_STEPS);
    expect(statuses(state)).toEqual(expectedStatuses(standard, { CreateLead: 'completed', PanDetail: 'inprogress' }, 'disabled'));
    expect(state.stepsCount).toBe(1);

    // Without opportunityId, stateDataId names the opportunity.
    expect(await stateOf({ idType: 'OPPORTUNITY', isExistingMerchant: false, stateDataId: String(id) })).toEqual(state);

    // The PAN step can still be worked on; a disabled one cannot.
    const next = stepAfter(standard, 'PanDetail');
    const refused = await update({ idType: 'OPPORTUNITY', stateDataId: String(id), opportunityId: id, stepType: next, isComplete: true });
    expect(refused.data).toBeNull();
    expectCatalogueError(refused, 'MOS-1007', 'Invalid fields or fields not allowed to change');
    expect(await stateOf(opportunityInput(id))).toEqual(state);

    expect(await updated({ idType: 'OPPORTUNITY', stateDataId: String(id), opportunityId: id, stepType: 'PanDetail', isComplete: true })).toEqual(state);
    await storePan(leadId);
    const afterPan = await stateOf(opportunityInput(id));
    expect(statuses(afterPan)).toEqual(expectedStatuses(without(standard, 'PartnershipKyc'), { CreateLead: 'completed', PanDetail: 'completed' }, 'disabled'));
    expect(afterPan.stepsCount).toBe(2);
  });

  const inReview = [
    { label: 'opportunitySubmitted true', status: 'INITIATED', submitted: true },
    { label: 'submitted while rejected', status: 'PRICING_REJECTED', submitted: true },
    { label: 'DEPLOYMENT_REQUESTED', status: 'DEPLOYMENT_REQUESTED', submitted: false },
    { label: 'PO_ACTIVATION_REQUESTED', status: 'PO_ACTIVATION_REQUESTED', submitted: false },
  ];

  test.each(inReview)('$label: every step is disabled and none can be changed', async ({ status, submitted }) => {
    const id = await insertOpportunity({ status, submitted, leadId: await newLead() });
    const state = await stateOf(opportunityInput(id));
    expectStepsFollow(state, standard);
    expect(editable(state)).toEqual([]);
    expect(state.steps.every((s) => s.displayStatus === 'disabled')).toBe(true);
    // The lead's own step is complete, and once submitted the review is too.
    expect(state.stepsCount).toBe(submitted ? 2 : 1);
    for (const stepType of [...FIRST_STEPS, stepAfter(standard, 'PanDetail')]) {
      for (const isComplete of [true, false]) {
        expectCatalogueError(
          await update({ idType: 'OPPORTUNITY', stateDataId: String(id), opportunityId: id, stepType, isComplete }),
          'MOS-1007',
          'Invalid fields or fields not allowed to change',
        );
      }
    }
    expect(await stateOf(opportunityInput(id))).toEqual(state);
  });

  test('INITIATED: every step is editable, as for a lead', async () => {
    const id = await insertOpportunity({ status: 'INITIATED', leadId: await newLead() });
    const state = await stateOf(opportunityInput(id));
    expect(state.opportunityId).toBe(id);
    expectFreshJourney(state, standard);
    const skippable = standard.steps.find((s) => s.skippable)?.type;
    if (!skippable) throw new Error('standard flow has no skippable step');
    // Editable, the skippable step still waits for the steps before it.
    expectCatalogueError(await update({ idType: 'OPPORTUNITY', stateDataId: String(id), opportunityId: id, stepType: skippable, isComplete: true }), 'STEP_NOT_OPEN');
    expect(statusOf(await stateOf(opportunityInput(id)), 'PanDetail')).toBe('inprogress');
  });

  test('an opportunity without a lead has CreateLead incomplete and in progress', async () => {
    const id = await insertOpportunity({ status: 'INITIATED' });
    const state = await stateOf(opportunityInput(id));
    expect(statuses(state)).toEqual(expectedStatuses(standard, { CreateLead: 'inprogress' }, 'pending'));
    expect(state.stepsCount).toBe(0);
  });
});

describe('a lead that has an opportunity, asked with idType LEAD', () => {
  test("reflects the opportunity's status", async () => {
    const leadId = await newLead();
    const id = await insertOpportunity({ status: 'PRICING_REJECTED', leadId });
    for (const input of [leadInput(leadId), { ...leadInput(leadId), opportunityId: id }]) {
      const state = await stateOf(input);
      expect(state.idType).toBe('LEAD');
      expect(state.stateDataId).toBe(leadId);
      expect(state.opportunityId).toBe(id);
      expect(editable(state)).toEqual(FIRST_STEPS);
      expect(statuses(state)).toEqual(expectedStatuses(standard, { CreateLead: 'completed', PanDetail: 'inprogress' }, 'disabled'));
    }
    expectCatalogueError(
      await update({ idType: 'LEAD', stateDataId: leadId, stepType: stepAfter(standard, 'PanDetail'), isComplete: true }),
      'MOS-1007',
    );
    await storePan(leadId);
    expect((await stateOf(leadInput(leadId))).stepsCount).toBe(2);
  });

  test('a submitted opportunity disables every step of its lead', async () => {
    const leadId = await newLead();
    const id = await insertOpportunity({ status: 'DEPLOYMENT_REQUESTED', leadId });
    const state = await stateOf(leadInput(leadId));
    expect(state.opportunityId).toBe(id);
    expect(editable(state)).toEqual([]);
    expectCatalogueError(await update({ idType: 'LEAD', stateDataId: leadId, stepType: 'PanDetail', isComplete: true }), 'MOS-1007');
  });
});

describe('without a session', () => {
  test('every onboarding-state call is refused with UNAUTHORIZED_ERROR', async () => {
    const leadId = await newLead();
    const results = [
      await send(harness, MerchantOnboardingStateV2Document, { input: leadInput(leadId) }),
      await send(harness, CreateMerchantOnboardingStateDocument, { input: { idType: 'LEAD', stateDataId: leadId } }),
      await send(harness, UpdateMerchantOnboardingStateDocument, {
        input: { idType: 'LEAD', stateDataId: leadId, stepType: 'PanDetail', isComplete: true },
      }),
    ];
    for (const result of results) {
      expect(result.data).toBeNull();
      expectCatalogueError(result, 'UNAUTHORIZED_ERROR');
    }
    expect((await stateOf(leadInput(leadId))).stepsCount).toBe(1);
  });
});
