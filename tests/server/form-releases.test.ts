import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  BusinessDetailsStep_SaveDocument,
  CreateLeadDocument,
  CreateMerchantDocument,
  CreateMerchantOnboardingStateDocument,
  CreateOpportunityDocument,
  FormReleaseStepDocument,
  MerchantOnboardingStateV2Document,
  PanDetailStep_SaveDocument,
  UpdateMerchantOnboardingStateDocument,
  type SaveBusinessDetailsInput,
} from '../../generated/graphql';
import type { StepDefinition } from '../../src/engine/definition';
import { createServerApp } from '../../src/server/app';
import { cities, formReleaseMoves, formReleases, onboardingStates, opportunities } from '../../src/server/db/schema';
import { releaseForms, UnchangedConfigVersion } from '../../src/server/forms/form-releases';
import { moveOnboardings, rehearseMove, reopenedSummary } from '../../src/server/forms/move-onboardings';
import { onboardingsInFlightByRelease } from '../../src/server/forms/onboardings-in-flight';
import { loadServerForms, type ServerForms } from '../../src/server/forms/server-forms';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { businessDetailsInput } from './business-details-input';
import { freshPan } from './fresh-pan';
import { EMAIL_REQUIRED, emailRequired, releaseEdited } from './form-release';
import { demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';

// forms/ is released as numbered versions: an onboarding keeps the step list, definitions and rules
// of the release it started with, a new one gets the latest, and the server judges each save with
// the release of its onboarding.

let harness: Harness;
let token: string;
let puneId: string;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  puneId = String((await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune')))[0]?.id);
});
afterAll(() => harness.close());

const opts = () => ({ token, idempotencyId: randomUUID() });

/** A lead with its verified PAN whose onboarding the app has started (its state made, as after Create Lead). */
async function startedOnboarding(): Promise<string> {
  const { createLead } = dataOf(
    await send(harness, CreateLeadDocument, { input: { shop: { name: 'Sai Krupa Stores' }, contact: { name: 'Ramesh Patil', number: '9876543210' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] } }, opts()),
  );
  dataOf(await send(harness, PanDetailStep_SaveDocument, { input: { id: createLead.id, panNumber: freshPan() } }, opts()));
  dataOf(await send(harness, CreateMerchantOnboardingStateDocument, { input: { idType: 'LEAD', stateDataId: createLead.id, isExistingMerchant: false } }, opts()));
  return createLead.id;
}

async function stateOf(leadId: string) {
  return dataOf(await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'LEAD', stateDataId: leadId, isExistingMerchant: false } }, { token })).merchantOnboardingStateV2;
}

/** Business Details as an agent fills it, without an e-mail. */
function withoutEmail(leadId: string): SaveBusinessDetailsInput {
  const { email: _email, ...input } = businessDetailsInput(puneId, { leadId });
  return input;
}

/** Version 2: Business Details asks for the contact's e-mail, and Bank account comes before Multi Stores. */
function emailRequiredAndBankFirst(forms: ServerForms) {
  emailRequired(forms);
  const steps = forms.flows.STANDARD.steps;
  const stores = steps.findIndex((step) => step.type === 'MultiStores');
  const bank = steps.findIndex((step) => step.type === 'BankAccount');
  const [multiStores, bankAccount] = [steps[stores], steps[bank]];
  if (!multiStores || !bankAccount) throw new Error('the standard flow has no Multi Stores or Bank account');
  steps[stores] = bankAccount;
  steps[bank] = multiStores;
}

const order = (state: Awaited<ReturnType<typeof stateOf>>) => state.steps.map((step) => step.type).filter((type) => type === 'MultiStores' || type === 'BankAccount');

test('a new database starts on version 1: what the server was given', async () => {
  const releases = await harness.database.db.select({ version: formReleases.version }).from(formReleases);
  expect(releases.map((release) => release.version)).toEqual([1]);
  // Releasing what the latest release holds makes no new version.
  expect(await releaseForms(harness.database.db, loadServerForms())).toEqual({ released: false, version: 1 });
});

test('an onboarding keeps the release it started with; a new one gets the latest, and each save is judged by its own', async () => {
  // The seed's demo journeys are in flight on release 1 too: the count is theirs, read from the database, and this test's.
  const seeded = (await onboardingsInFlightByRelease(harness.database.db)).get(1) ?? 0;
  /** Onboardings in flight per release: this test's `own` and the seed's on release 1, and one on release 2. */
  const inFlight = (own: number) => new Map<number, number>(seeded + own > 0 ? [[1, seeded + own], [2, 1]] : [[2, 1]]);
  const before = await startedOnboarding();
  const v1 = await stateOf(before);
  expect(order(v1)).toEqual(['MultiStores', 'BankAccount']);

  const version = await releaseEdited(harness, emailRequiredAndBankFirst);
  expect(version).toBe(2);

  // The onboarding started on version 1 keeps its step list and its configVersion, and saves without the e-mail.
  const kept = await stateOf(before);
  expect(order(kept)).toEqual(['MultiStores', 'BankAccount']);
  expect(kept.configVersion).toBe(v1.configVersion);
  const saved = await send(harness, BusinessDetailsStep_SaveDocument, { input: withoutEmail(before) }, opts());
  expect(saved.errors).toBeUndefined();

  // One started now gets version 2: its own configVersion, Bank account first, and the e-mail asked for.
  const after = await startedOnboarding();
  const v2 = await stateOf(after);
  expect(order(v2)).toEqual(['BankAccount', 'MultiStores']);
  expect(v2.configVersion).not.toBe(v1.configVersion);
  const refused = onlyError(await send(harness, BusinessDetailsStep_SaveDocument, { input: withoutEmail(after) }, opts()));
  expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.email', message: EMAIL_REQUIRED });
  expect((await send(harness, BusinessDetailsStep_SaveDocument, { input: { ...withoutEmail(after), email: 'ramesh@example.com' } }, opts())).errors).toBeUndefined();

  // What the impact report counts: besides the seed's, one onboarding in flight on each release, until one ends.
  expect(await onboardingsInFlightByRelease(harness.database.db)).toEqual(inFlight(1));
  await harness.database.db.update(opportunities).set({ closedAs: 'LOST' }).where(eq(opportunities.leadId, before));
  expect(await onboardingsInFlightByRelease(harness.database.db)).toEqual(inFlight(0));
});

test('a server started after a release judges an onboarding of an earlier release by it, read inside the save', async () => {
  await releaseEdited(harness, () => undefined);
  const started = await startedOnboarding();
  await releaseEdited(harness, emailRequiredAndBankFirst);
  // A new server knows no release yet but the latest: the onboarding's own is first read by its save,
  // inside the save's transaction, which on the embedded database holds its only connection.
  const app = await createServerApp({ db: harness.database.db, now: () => harness.clock.now, log: () => undefined, allowArbitraryOperations: true });
  const restarted: Harness = { ...harness, app, fetch: (input, init) => app.fetch(new Request(new URL(String(input), ORIGIN), init)) };
  const saved = await send(restarted, BusinessDetailsStep_SaveDocument, { input: withoutEmail(started) }, opts());
  expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
});

test('a release whose content changed must give its flows a new configVersion, which names it', async () => {
  const forms = loadServerForms();
  forms.flows.STANDARD.steps.reverse();
  await expect(releaseForms(harness.database.db, forms)).rejects.toBeInstanceOf(UnchangedConfigVersion);
});

test('a release that moves onboardings not yet past a step moves them, logged once: a stored value its definitions refuse is asked again until saved', async () => {
  await releaseEdited(harness, () => undefined);
  const past = await startedOnboarding();
  const notPast = await startedOnboarding();
  for (const leadId of [past, notPast]) expect((await send(harness, BusinessDetailsStep_SaveDocument, { input: withoutEmail(leadId) }, opts())).errors).toBeUndefined();
  dataOf(await send(harness, UpdateMerchantOnboardingStateDocument, { input: { idType: 'LEAD', stateDataId: past, stepType: 'MultiStores', isComplete: true } }, opts()));
  const earlier = await stateOf(notPast);
  expect(earlier.steps.find((step) => step.type === 'BusinessDetails')?.isComplete).toBe(true);

  const version = await releaseEdited(harness, (forms) => {
    emailRequiredAndBankFirst(forms);
    forms.flows.STANDARD.moveEarlier = { notPast: 'MultiStores' };
  });
  // Releasing moves nothing: each onboarding keeps its release until the move is run.
  expect((await stateOf(notPast)).configVersion).toBe(earlier.configVersion);

  const report = await moveOnboardings(harness.database.db, harness.app, () => harness.clock.now);
  expect(report.version).toBe(version);
  const moved = new Map(report.moved.map((onboarding) => [onboarding.key.stateDataId, onboarding]));
  expect(moved.has(past)).toBe(false);
  expect(moved.get(notPast)).toMatchObject({ ownerEmployeeId: 'EMP1001', reopened: [{ step: 'BusinessDetails', field: 'input.email', message: EMAIL_REQUIRED }] });

  // The moved onboarding has the new release's step list, and Business Details is to do again; the other keeps its own.
  const movedState = await stateOf(notPast);
  expect(movedState.configVersion).not.toBe(earlier.configVersion);
  expect(order(movedState)).toEqual(['BankAccount', 'MultiStores']);
  expect(movedState.steps.find((step) => step.type === 'BusinessDetails')?.isComplete).toBe(false);
  expect(order(await stateOf(past))).toEqual(['MultiStores', 'BankAccount']);

  // Its save is judged by the new release, and once accepted the step is complete again.
  const refused = onlyError(await send(harness, BusinessDetailsStep_SaveDocument, { input: withoutEmail(notPast) }, opts()));
  expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.email', message: EMAIL_REQUIRED });
  expect((await stateOf(notPast)).steps.find((step) => step.type === 'BusinessDetails')?.isComplete).toBe(false);
  dataOf(await send(harness, BusinessDetailsStep_SaveDocument, { input: { ...withoutEmail(notPast), email: 'ramesh@example.com' } }, opts()));
  expect((await stateOf(notPast)).steps.find((step) => step.type === 'BusinessDetails')?.isComplete).toBe(true);

  // Run again, the move finds nothing more to do for it: one log entry, the release kept.
  const again = await moveOnboardings(harness.database.db, harness.app, () => harness.clock.now);
  expect(again.moved.map((onboarding) => onboarding.key.stateDataId)).not.toContain(notPast);
  const [state] = await harness.database.db.select({ id: onboardingStates.id, formVersion: onboardingStates.formVersion }).from(onboardingStates).where(eq(onboardingStates.stateDataId, notPast));
  expect(state?.formVersion).toBe(version);
  const log = await harness.database.db.select().from(formReleaseMoves).where(eq(formReleaseMoves.onboardingStateId, state?.id ?? ''));
  expect(log).toMatchObject([{ fromVersion: version - 1, toVersion: version, reopened: [{ step: 'BusinessDetails', field: 'input.email' }] }]);
});

test('a step the agent skipped is not asked again by a move: the skip is its answer', async () => {
  await releaseEdited(harness, () => undefined);
  const leadId = await startedOnboarding();
  dataOf(await send(harness, BusinessDetailsStep_SaveDocument, { input: businessDetailsInput(puneId, { leadId }) }, opts()));
  dataOf(await send(harness, UpdateMerchantOnboardingStateDocument, { input: { idType: 'LEAD', stateDataId: leadId, stepType: 'MultiStores', isComplete: true } }, opts()));
  await releaseEdited(harness, (forms) => {
    forms.flows.STANDARD.moveEarlier = {};
  });
  const report = await moveOnboardings(harness.database.db, harness.app, () => harness.clock.now);
  expect(report.moved.find((onboarding) => onboarding.key.stateDataId === leadId)).toMatchObject({ reopened: [] });
  const steps = (await stateOf(leadId)).steps;
  expect(Object.fromEntries(steps.filter((step) => ['BusinessDetails', 'MultiStores', 'BankAccount'].includes(step.type)).map((step) => [step.type, step.displayStatus]))).toEqual({
    BusinessDetails: 'completed',
    MultiStores: 'completed',
    BankAccount: 'inprogress',
  });
});

test('two moves run at once move each onboarding once, and neither counts as kept one the other moved', async () => {
  await releaseEdited(harness, () => undefined);
  const started = [await startedOnboarding(), await startedOnboarding()];
  await releaseEdited(harness, (forms) => {
    forms.flows.STANDARD.moveEarlier = {};
  });
  const reports = await Promise.all([1, 2].map(() => moveOnboardings(harness.database.db, harness.app, () => harness.clock.now)));
  const moved = reports.flatMap((report) => report.moved.map((onboarding) => onboarding.key.stateDataId));
  for (const leadId of started) expect(moved.filter((id) => id === leadId)).toHaveLength(1);
  // What the flows keep, both runs see and count; what one of them moved, the other does not count as kept.
  expect(reports[0]?.kept).toBe(reports[1]?.kept);
});

test('a move rehearsed for the impact report says what would move and be asked again, and keeps nothing', async () => {
  await releaseEdited(harness, () => undefined);
  const withoutEmails = [await startedOnboarding(), await startedOnboarding()];
  const withEmail = await startedOnboarding();
  for (const leadId of withoutEmails) dataOf(await send(harness, BusinessDetailsStep_SaveDocument, { input: withoutEmail(leadId) }, opts()));
  dataOf(await send(harness, BusinessDetailsStep_SaveDocument, { input: { ...withoutEmail(withEmail), email: 'ramesh@example.com' } }, opts()));
  const db = harness.database.db;
  const releasesBefore = await db.select({ version: formReleases.version }).from(formReleases);
  const movesBefore = await db.select({ id: formReleaseMoves.id }).from(formReleaseMoves);

  const working = loadServerForms();
  emailRequiredAndBankFirst(working);
  working.flows.STANDARD.moveEarlier = {};
  const rehearsal = await createServerApp({ db, now: () => harness.clock.now, log: () => undefined });
  const report = await rehearseMove(db, rehearsal, working, () => harness.clock.now);
  const mine = report.moved.filter((onboarding) => [...withoutEmails, withEmail].includes(onboarding.key.stateDataId));
  expect(mine).toHaveLength(3);
  expect(reopenedSummary({ ...report, moved: mine }, working)).toEqual(["'Business Details' for 2 onboardings: 'Please enter the e-mail.' (input.email)"]);

  // Nothing of it is kept: no release, no move, and each onboarding on its own release, complete as before.
  expect(await db.select({ version: formReleases.version }).from(formReleases)).toEqual(releasesBefore);
  expect(await db.select({ id: formReleaseMoves.id }).from(formReleaseMoves)).toEqual(movesBefore);
  for (const leadId of withoutEmails) expect((await stateOf(leadId)).steps.find((step) => step.type === 'BusinessDetails')?.isComplete).toBe(true);
});

test("a step as the release an onboarding keeps defines it, for an app built with another release; only for a signed-in agent, and only a release that exists", async () => {
  await releaseEdited(harness, () => undefined);
  const started = await startedOnboarding();
  const kept = (await stateOf(started)).configVersion;
  await releaseEdited(harness, emailRequiredAndBankFirst);
  const latest = (await stateOf(await startedOnboarding())).configVersion;
  const emailOf = async (configVersion: string) => {
    const { formReleaseStep } = dataOf(await send(harness, FormReleaseStepDocument, { input: { configVersion, stepType: 'BusinessDetails' } }, { token }));
    const definition = formReleaseStep.definition as StepDefinition;
    return { version: formReleaseStep.version, rules: Object.keys(formReleaseStep.rules as object), email: definition.sections.flatMap((section) => section.fields).find((field) => 'bind' in field && field.bind === 'input.email') };
  };
  const before = await emailOf(kept);
  const after = await emailOf(latest);
  expect(after.version).toBe(before.version + 1);
  expect(before.email).not.toHaveProperty('required', true);
  expect(after.email).toMatchObject({ required: true, requiredMessage: EMAIL_REQUIRED });
  // The tables the step reads come with it.
  expect(before.rules).toContain('ownership-list');

  expectCatalogueError(await send(harness, FormReleaseStepDocument, { input: { configVersion: 'no-such-version', stepType: 'BusinessDetails' } }, { token }), 'FORM_RELEASE_NOT_FOUND');
  expect(onlyError(await send(harness, FormReleaseStepDocument, { input: { configVersion: 'no-such-version', stepType: 'BusinessDetails' } }, { token })).field).toBe('input.configVersion');
  expect(onlyError(await send(harness, FormReleaseStepDocument, { input: { configVersion: 'x'.repeat(65), stepType: 'BusinessDetails' } }, { token }))).toMatchObject({
    code: 'MOS-1001',
    field: 'input.configVersion',
  });
  expectCatalogueError(await send(harness, FormReleaseStepDocument, { input: { configVersion: kept, stepType: 'BusinessDetails' } }, {}), 'UNAUTHORIZED_ERROR');
});

test("an existing merchant's onboarding begun when Create Lead and Pan Details waited for a lead is moved by npm run forms:move, and its later steps open", async () => {
  // The release before: Create Lead and Pan Details complete only with a lead, which an existing
  // merchant's opportunity never has, so its later steps stayed closed.
  await releaseEdited(harness, (forms) => {
    for (const [type, completeWhen] of [
      ['CreateLead', { field: 'lead.id', filled: true }],
      ['PanDetail', { field: 'lead.panNumber', filled: true }],
    ] as const) {
      const step = forms.steps.get(type);
      if (!step) throw new Error(`no ${type} definition`);
      (forms.steps as Map<string, StepDefinition>).set(type, { ...step, completeWhen });
    }
    for (const flow of Object.values(forms.flows)) delete flow.moveEarlier;
  });
  // A new merchant's onboarding past Pan Details, which that release serves as well, keeps it.
  const pastPan = await startedOnboarding();
  const account = dataOf(
    await send(
      harness,
      CreateMerchantDocument,
      {
        input: {
          panNumber: freshPan(),
          ownershipType: 'PROPRIETORSHIP',
          name: 'Ganesh Provisions',
          legalName: 'Ganesh Provisions',
          revenue: 1_500_000,
          mobileNumber: '9822012345',
          businessProofType: 'SHOP_AND_ESTABLISHMENT',
          businessProofNumber: 'PMC/II/12345',
          mccCode: '5411',
          contactName: 'Suresh Jadhav',
        },
      },
      opts(),
    ),
  ).createMerchant;
  const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: account.id } }, opts())).createOpportunity.id;
  const key = { idType: 'OPPORTUNITY' as const, stateDataId: opportunityId, opportunityId: Number(opportunityId), isExistingMerchant: true };
  dataOf(await send(harness, CreateMerchantOnboardingStateDocument, { input: key }, opts()));
  const state = async () => dataOf(await send(harness, MerchantOnboardingStateV2Document, { input: key }, { token })).merchantOnboardingStateV2;
  const status = (steps: Awaited<ReturnType<typeof state>>['steps']) => Object.fromEntries(steps.map((step) => [step.type, step.isComplete ? 'complete' : step.displayStatus]));
  const saveDetails = () => send(harness, BusinessDetailsStep_SaveDocument, { input: businessDetailsInput(puneId, { opportunityId, name: 'Ganesh Provisions', legalName: 'Ganesh Provisions' }) }, opts());

  const before = await state();
  expect(status(before.steps)).toMatchObject({ CreateLead: 'inprogress', PanDetail: 'pending', BusinessDetails: 'pending' });
  expectCatalogueError(await saveDetails(), 'STEP_NOT_OPEN');

  // forms/ as it is released, and the move `npm run forms:move` runs, as its flows' moveEarlier says.
  const version = await releaseEdited(harness, () => undefined);
  const report = await moveOnboardings(harness.database.db, harness.app, () => harness.clock.now);
  expect(report.version).toBe(version);
  expect(report.moved.find((onboarding) => onboarding.key.stateDataId === opportunityId)).toMatchObject({ key: { idType: 'OPPORTUNITY' }, ownerEmployeeId: 'EMP1001', reopened: [] });
  expect(report.moved.map((onboarding) => onboarding.key.stateDataId)).not.toContain(pastPan);
  expect((await stateOf(pastPan)).configVersion).toBe(before.configVersion);

  // Create Lead and Pan Details stand for the merchant's account: the journey goes on, and the save that waited is taken.
  const after = await state();
  expect(after.configVersion).not.toBe(before.configVersion);
  expect(status(after.steps)).toMatchObject({ CreateLead: 'complete', PanDetail: 'complete', BusinessDetails: 'inprogress' });
  dataOf(await saveDetails());
  expect(status((await state()).steps)).toMatchObject({ BusinessDetails: 'complete', MultiStores: 'inprogress' });
});
