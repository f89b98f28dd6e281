import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateMerchantDocument,
  CreateMerchantSignatoryInfoDocument,
  CreateOpportunityDocument,
  DeleteMerchantSignatoryInfoDocument,
  EditableIdsDocument,
  MerchantOnboardingStateV2Document,
  MerchantSignatoryInfoDocument,
  PartnershipKycStep_SaveDocument,
  UpdateMerchantSignatoryInfoDocument,
  type CreateMerchantSignatoryInfoInput,
  type MerchantSignatoryItemInput,
  type OwnershipType,
} from '../../generated/graphql';
import { DATE_MESSAGE } from '../../src/domain/dates';
import { EMAIL_MESSAGE, MOBILE_MESSAGE } from '../../src/domain/identifiers/contact';
import { PAN_MESSAGE } from '../../src/domain/identifiers/pan';
import { SIGNATORY_LIMITS, signatoryMessages } from '../../src/domain/signatories';
import { isRepeater } from '../../src/engine/definition';
import { cities, merchantSignatories, opportunities } from '../../src/server/db/schema';
import { readFormsBundle, stepDefinitions } from '../../src/server/forms/forms-on-disk';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { freshPan } from './fresh-pan';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';

// The partners or directors of a merchant account (spec section 3, 'Signatory') and the Partnership
// KYC step that saves them: a person's own PAN verified with the PAN registry, which gives the name;
// one person once per account (held by the database); stakes that never add up to more than 100,
// and to exactly 100 for the step; owned by the agent who added them (another agent's is not
// found); changed only while the step is open (MOS-1007); the step complete only once every
// signatory's KYC is, and part only of a partnership's, LLP's or company's journey.

let harness: Harness;
let asha: string;
let rohit: string;
let puneId: string;
beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('PartnershipKyc', 'CapturePhoto') });
  const [pune] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
  puneId = String(pune?.id);
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

/** A merchant account of the agent (a firm's PAN for a partnership) with an open opportunity for it. */
async function merchant(ownershipType: OwnershipType = 'PARTNERSHIP', token = asha) {
  const input = {
    panNumber: freshPan(ownershipType === 'PROPRIETORSHIP' ? 'P' : 'F'),
    ownershipType,
    name: 'Sharma Brothers Traders',
    legalName: 'Sharma Brothers Traders',
    mobileNumber: '9876543210',
    revenue: 2400000,
    businessProofType: 'SHOP_AND_ESTABLISHMENT' as const,
    businessProofNumber: 'PMC/II/12345',
    mccCode: '5411',
    contactName: 'Ravi Sharma',
    address: { addressLine1: 'Plot 12, GT Road', cityId: puneId, stateCode: 'MH', pinCode: '411001' },
  };
  const accountId = dataOf(await send(harness, CreateMerchantDocument, { input }, opts(token))).createMerchant.id;
  const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId } }, opts(token))).createOpportunity.id;
  return { accountId, opportunityId };
}

function partner(overrides: Partial<MerchantSignatoryItemInput> = {}): MerchantSignatoryItemInput {
  return {
    kind: 'PARTNER',
    panNumber: freshPan(),
    individualKycType: 'AADHAAR',
    stakePercentage: 50,
    dateOfBirth: '1984-06-15',
    mobileNumber: '98450 12345',
    email: 'partner@example.com',
    ...overrides,
  };
}

function create(accountId: string, overrides: Partial<CreateMerchantSignatoryInfoInput> = {}, token = asha) {
  const { id: _id, ...fields } = partner();
  return send(harness, CreateMerchantSignatoryInfoDocument, { input: { ...fields, accountId, ...overrides } }, opts(token));
}

function save(accountId: string, opportunityId: string, signatories: MerchantSignatoryItemInput[], token = asha) {
  return send(harness, PartnershipKycStep_SaveDocument, { input: { accountId, opportunityId, signatories } }, opts(token));
}

async function signatoriesOf(accountId: string, token = asha) {
  return dataOf(await send(harness, MerchantSignatoryInfoDocument, { input: { accountId } }, { token })).merchantSignatoryInfo;
}

async function stepsOf(opportunityId: string, token = asha) {
  const input = { idType: 'OPPORTUNITY' as const, isExistingMerchant: false, stateDataId: opportunityId, opportunityId: Number(opportunityId) };
  return dataOf(await send(harness, MerchantOnboardingStateV2Document, { input }, { token })).merchantOnboardingStateV2.steps;
}

async function kycStepOf(opportunityId: string) {
  return (await stepsOf(opportunityId)).find((s) => s.type === 'PartnershipKyc');
}

/** What the signatory's own KYC will record once it is done (built later): straight in the table. */
async function completeKyc(ids: string[]) {
  await harness.database.db.update(merchantSignatories).set({ kycSubmitted: true, kycCompleted: true }).where(inArray(merchantSignatories.id, ids));
}

async function setOpportunityStatus(id: string, status: string, submitted: boolean) {
  await harness.database.db.update(opportunities).set({ status, opportunitySubmitted: submitted }).where(eq(opportunities.id, Number(id)));
}

describe('adding, reading, changing and removing a partner or director', () => {
  test("createMerchantSignatoryInfo stores a person's verified PAN with the registry's name for it, and the details given", async () => {
    const { accountId } = await merchant();
    const pan = freshPan();
    const created = dataOf(await create(accountId, { panNumber: ` ${pan.toLowerCase()} `, stakePercentage: 60, isPrimaryContact: true })).createMerchantSignatoryInfo;
    expect(created.signatory).toEqual({
      id: created.id,
      accountId,
      kind: 'PARTNER',
      panNumber: pan,
      panName: sandboxPanRecord(pan)?.name,
      individualKycType: 'AADHAAR',
      stakePercentage: 60,
      kycCompleted: false,
      isPrimaryContact: true,
      dateOfBirth: '1984-06-15',
      isKycSubmitted: false,
      mobileNumber: '9845012345',
      email: 'partner@example.com',
      isEditable: true,
    });
    expect(await signatoriesOf(accountId)).toEqual({ signatories: [created.signatory], allKycCompleted: false });
  });

  test('a PAN that is malformed, unknown to the registry, blacklisted or not a person\'s is refused, naming the PAN', async () => {
    const { accountId } = await merchant();
    const cases = [
      { panNumber: 'ABCP1234K', code: 'MOS-1003' },
      { panNumber: 'ABCPD9999K', code: 'DE-4001' },
      { panNumber: 'ABCPD0666K', code: 'BLACKLISTED_PAN' },
      { panNumber: freshPan('F'), code: 'SIGNATORY_PAN_NOT_INDIVIDUAL' },
      { panNumber: freshPan('C'), code: 'SIGNATORY_PAN_NOT_INDIVIDUAL' },
    ] as const;
    for (const { panNumber, code } of cases) expect(expectCatalogueError(await create(accountId, { panNumber }), code).field).toBe('input.panNumber');
    expect((await signatoriesOf(accountId)).signatories).toEqual([]);
  });

  test('one person is added once: the same PAN again, however typed, is refused naming panNumber', async () => {
    const { accountId } = await merchant();
    const pan = freshPan();
    dataOf(await create(accountId, { panNumber: pan, stakePercentage: 10 }));
    const again = expectCatalogueError(await create(accountId, { panNumber: pan.toLowerCase(), stakePercentage: 10 }), 'SIGNATORY_ALREADY_ADDED');
    expect(again.field).toBe('input.panNumber');
    // The same person may be a partner of another merchant.
    const other = await merchant();
    dataOf(await create(other.accountId, { panNumber: pan }));
    expect((await signatoriesOf(accountId)).signatories).toHaveLength(1);
  });

  test('the stakes of an account never add up to more than 100, on adding or on changing one', async () => {
    const { accountId } = await merchant();
    const first = dataOf(await create(accountId, { stakePercentage: 60 })).createMerchantSignatoryInfo;
    const over = expectCatalogueError(await create(accountId, { stakePercentage: 40.01 }), 'SIGNATORY_STAKES_OVER_WHOLE');
    expect(over.field).toBe('input.stakePercentage');
    const second = dataOf(await create(accountId, { stakePercentage: 40 })).createMerchantSignatoryInfo;
    const raised = await send(harness, UpdateMerchantSignatoryInfoDocument, { input: { id: first.id, stakePercentage: 61 } }, opts(asha));
    expect(expectCatalogueError(raised, 'SIGNATORY_STAKES_OVER_WHOLE').field).toBe('input.stakePercentage');
    // Hundredths add up exactly: 33.33 + 33.33 + 33.34 is 100, not more.
    const thirds = await merchant();
    for (const stakePercentage of [33.33, 33.33, 33.34]) dataOf(await create(thirds.accountId, { stakePercentage }));
    expect((await signatoriesOf(accountId)).signatories.map((s) => [s.id, s.stakePercentage])).toEqual([
      [first.id, 60],
      [second.id, 40],
    ]);
  });

  test('every detail is checked with its rule, and the name on the PAN is never taken from the caller', async () => {
    const { accountId } = await merchant();
    const cases = [
      { input: { stakePercentage: 33.333 }, field: 'input.stakePercentage', message: signatoryMessages.stakeDecimals },
      { input: { dateOfBirth: '2099-01-01' }, field: 'input.dateOfBirth', message: DATE_MESSAGE },
      { input: { mobileNumber: '12345' }, field: 'input.mobileNumber', message: MOBILE_MESSAGE },
      { input: { email: 'not-an-email' }, field: 'input.email', message: EMAIL_MESSAGE },
    ];
    for (const c of cases) expect(onlyError(await create(accountId, c.input))).toMatchObject({ code: 'VALIDATION_ERROR', field: c.field, message: c.message });
    expect(onlyError(await create(accountId, { stakePercentage: 101 }))).toMatchObject({ code: 'MOS-1001', field: 'input.stakePercentage' });
    const typedName = await send(harness, CreateMerchantSignatoryInfoDocument, { input: { ...partner(), accountId, panName: 'Someone Else' } as CreateMerchantSignatoryInfoInput }, opts(asha));
    expect(onlyError(typedName).code).toBe('MOS-1001');
    expect((await signatoriesOf(accountId)).signatories).toEqual([]);
  });

  test('updateMerchantSignatoryInfo changes what is sent; a new PAN is verified, named by the registry, and starts its KYC afresh', async () => {
    const { accountId } = await merchant();
    const first = dataOf(await create(accountId, { stakePercentage: 50, isPrimaryContact: true })).createMerchantSignatoryInfo;
    const second = dataOf(await create(accountId, { stakePercentage: 30 })).createMerchantSignatoryInfo;
    await completeKyc([second.id]);

    const changed = dataOf(await send(harness, UpdateMerchantSignatoryInfoDocument, { input: { id: second.id, kind: 'DIRECTOR', stakePercentage: 50, isPrimaryContact: true } }, opts(asha)));
    expect(changed.updateMerchantSignatoryInfo.signatory).toMatchObject({ kind: 'DIRECTOR', stakePercentage: 50, isPrimaryContact: true, panNumber: second.signatory.panNumber, kycCompleted: true, email: 'partner@example.com' });
    // One primary contact per account: the new one takes over.
    expect((await signatoriesOf(accountId)).signatories.map((s) => s.isPrimaryContact)).toEqual([false, true]);

    const pan = freshPan();
    const moved = dataOf(await send(harness, UpdateMerchantSignatoryInfoDocument, { input: { id: second.id, panNumber: pan } }, opts(asha))).updateMerchantSignatoryInfo.signatory;
    expect(moved).toMatchObject({ panNumber: pan, panName: sandboxPanRecord(pan)?.name, kycCompleted: false, isKycSubmitted: false, stakePercentage: 50 });

    const taken = await send(harness, UpdateMerchantSignatoryInfoDocument, { input: { id: second.id, panNumber: first.signatory.panNumber } }, opts(asha));
    expect(expectCatalogueError(taken, 'SIGNATORY_ALREADY_ADDED').field).toBe('input.panNumber');
    const firm = await send(harness, UpdateMerchantSignatoryInfoDocument, { input: { id: second.id, panNumber: freshPan('F') } }, opts(asha));
    expectCatalogueError(firm, 'SIGNATORY_PAN_NOT_INDIVIDUAL');
    expectCatalogueError(await send(harness, UpdateMerchantSignatoryInfoDocument, { input: { id: randomUUID(), stakePercentage: 1 } }, opts(asha)), 'SIGNATORY_NOT_FOUND', 'Partner or director not found');
    expectCatalogueError(await send(harness, UpdateMerchantSignatoryInfoDocument, { input: { id: 'not-an-id', stakePercentage: 1 } }, opts(asha)), 'SIGNATORY_NOT_FOUND');
  });

  test('deleteMerchantSignatoryInfo removes one; removed, it is not found', async () => {
    const { accountId } = await merchant();
    const kept = dataOf(await create(accountId, { stakePercentage: 70 })).createMerchantSignatoryInfo;
    const gone = dataOf(await create(accountId, { stakePercentage: 30 })).createMerchantSignatoryInfo;
    expect(dataOf(await send(harness, DeleteMerchantSignatoryInfoDocument, { input: { id: gone.id } }, opts(asha))).deleteMerchantSignatoryInfo).toEqual({ id: gone.id, isDeleted: true });
    expect((await signatoriesOf(accountId)).signatories.map((s) => s.id)).toEqual([kept.id]);
    expectCatalogueError(await send(harness, DeleteMerchantSignatoryInfoDocument, { input: { id: gone.id } }, opts(asha)), 'SIGNATORY_NOT_FOUND');
  });

  test('a proprietorship takes no partners or directors', async () => {
    const { accountId, opportunityId } = await merchant('PROPRIETORSHIP');
    expect(expectCatalogueError(await create(accountId), 'SIGNATORIES_NOT_TAKEN').field).toBe('input.accountId');
    expect(expectCatalogueError(await save(accountId, opportunityId, [partner({ stakePercentage: 100 })]), 'SIGNATORIES_NOT_TAKEN').field).toBe('input.accountId');
  });

  test(`an account has at most ${SIGNATORY_LIMITS.perAccount} partners or directors, and the step offers no more`, async () => {
    const { accountId } = await merchant();
    for (let i = 0; i < SIGNATORY_LIMITS.perAccount; i++) dataOf(await create(accountId, { stakePercentage: 5 }));
    expect(onlyError(await create(accountId, { stakePercentage: 0 }))).toMatchObject({ code: 'VALIDATION_ERROR', message: signatoryMessages.tooMany, field: 'input.accountId' });
    const repeater = stepDefinitions(readFormsBundle()).get('PartnershipKyc')?.sections.flatMap((s) => s.fields).find(isRepeater);
    expect(repeater?.maxItems).toBe(SIGNATORY_LIMITS.perAccount);
  });
});

describe('the Partnership KYC step', () => {
  test('saves partners at 60/40; the step stays incomplete until every KYC is completed, and is complete then', async () => {
    const { accountId, opportunityId } = await merchant();
    expect(await kycStepOf(opportunityId)).toMatchObject({ isComplete: false, canSave: true, skippable: false, editableConfig: { editable: true } });
    const [ravi, sunita] = [partner({ stakePercentage: 60, isPrimaryContact: true }), partner({ stakePercentage: 40, kind: 'DIRECTOR', individualKycType: 'DRIVING_LICENSE', mobileNumber: null, email: null })];
    const saved = dataOf(await save(accountId, opportunityId, [ravi, sunita])).saveMerchantSignatories;
    expect(saved.removedIds).toEqual([]);
    expect(saved.allKycCompleted).toBe(false);
    expect(saved.signatories.map((s) => [s.panNumber, s.panName, s.stakePercentage, s.kind, s.isPrimaryContact, s.mobileNumber])).toEqual([
      [ravi.panNumber, sandboxPanRecord(ravi.panNumber)?.name, 60, 'PARTNER', true, '9845012345'],
      [sunita.panNumber, sandboxPanRecord(sunita.panNumber)?.name, 40, 'DIRECTOR', false, null],
    ]);
    expect((await signatoriesOf(accountId)).signatories).toEqual(saved.signatories);
    expect(await kycStepOf(opportunityId)).toMatchObject({ isComplete: false });

    await completeKyc(saved.signatories.slice(0, 1).map((s) => s.id));
    expect(await kycStepOf(opportunityId)).toMatchObject({ isComplete: false });
    await completeKyc(saved.signatories.map((s) => s.id));
    expect(await kycStepOf(opportunityId)).toMatchObject({ isComplete: true, displayStatus: 'completed' });
    expect((await signatoriesOf(accountId)).allKycCompleted).toBe(true);

    // A stake changed through the API below 100 in all: complete no more.
    const [first] = saved.signatories;
    dataOf(await send(harness, UpdateMerchantSignatoryInfoDocument, { input: { id: first?.id ?? '', stakePercentage: 50 } }, opts(asha)));
    expect(await kycStepOf(opportunityId)).toMatchObject({ isComplete: false });
  });

  test('the stakes listed must add up to 100, with the definition\'s message, and nothing is saved otherwise', async () => {
    const { accountId, opportunityId } = await merchant();
    const short = onlyError(await save(accountId, opportunityId, [partner({ stakePercentage: 60 }), partner({ stakePercentage: 30 })]));
    expect(short).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.signatories', message: signatoryMessages.stakesShort(90) });
    const over = onlyError(await save(accountId, opportunityId, [partner({ stakePercentage: 60 }), partner({ stakePercentage: 50 })]));
    expect(over).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.signatories', message: signatoryMessages.stakesShort(110) });
    expect((await signatoriesOf(accountId)).signatories).toEqual([]);
  });

  test('a kept one is updated in place, one left out is removed, a new one added; the same person without an id keeps the KYC done', async () => {
    const { accountId, opportunityId } = await merchant();
    const [a, b] = dataOf(await save(accountId, opportunityId, [partner({ stakePercentage: 50 }), partner({ stakePercentage: 50 })])).saveMerchantSignatories.signatories;
    if (!a || !b) throw new Error('two were saved');
    await completeKyc([a.id, b.id]);

    const c = partner({ stakePercentage: 25 });
    const next = dataOf(
      await save(accountId, opportunityId, [
        { ...partner(), id: a.id, panNumber: a.panNumber, stakePercentage: 50, email: null },
        { ...partner(), panNumber: b.panNumber.toLowerCase(), stakePercentage: 25 },
        c,
      ]),
    ).saveMerchantSignatories;
    expect(next.removedIds).toEqual([]);
    expect(next.signatories.map((s) => [s.id, s.stakePercentage, s.kycCompleted, s.email])).toEqual([
      [a.id, 50, true, null],
      [b.id, 25, true, 'partner@example.com'],
      [next.signatories[2]?.id, 25, false, 'partner@example.com'],
    ]);

    // Two kept ones trading PANs are two new people each: verified again, their KYC afresh.
    const traded = dataOf(
      await save(accountId, opportunityId, [
        { ...partner(), id: a.id, panNumber: b.panNumber, stakePercentage: 60 },
        { ...partner(), id: b.id, panNumber: a.panNumber, stakePercentage: 40 },
      ]),
    ).saveMerchantSignatories;
    expect(traded.removedIds).toEqual([next.signatories[2]?.id]);
    expect(traded.signatories.map((s) => [s.id, s.panNumber, s.panName, s.kycCompleted])).toEqual([
      [a.id, b.panNumber, b.panName, false],
      [b.id, a.panNumber, a.panName, false],
    ]);
    expect((await signatoriesOf(accountId)).signatories.map((s) => s.id)).toEqual([a.id, b.id]);
  });

  test("the definition checks the list as the form does; one person twice, two primary contacts or another account's record are refused", async () => {
    const { accountId, opportunityId } = await merchant();
    const cases = [
      { signatories: [], field: 'input.signatories', message: 'Please add at least 1 partner or director.' },
      { signatories: [partner({ stakePercentage: 100, individualKycType: null })], field: 'input.signatories.0.individualKycType', message: 'Please choose the KYC document.' },
      { signatories: [partner({ stakePercentage: 100, panNumber: 'ABCD' })], field: 'input.signatories.0.panNumber', message: PAN_MESSAGE },
      { signatories: [partner({ stakePercentage: 100, dateOfBirth: null })], field: 'input.signatories.0.dateOfBirth', message: 'Please enter the date of birth.' },
      { signatories: [partner({ stakePercentage: 50, isPrimaryContact: true }), partner({ stakePercentage: 50, isPrimaryContact: true })], field: 'input.signatories.1.isPrimaryContact', message: signatoryMessages.onePrimaryContact },
    ];
    for (const { signatories, field, message } of cases) {
      expect(onlyError(await save(accountId, opportunityId, signatories))).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    }
    const twice = partner({ stakePercentage: 50 });
    const duplicate = await save(accountId, opportunityId, [twice, { ...twice, panNumber: twice.panNumber.toLowerCase() }]);
    expect(expectCatalogueError(duplicate, 'SIGNATORY_ALREADY_ADDED').field).toBe('input.signatories.1.panNumber');
    const firm = await save(accountId, opportunityId, [partner({ stakePercentage: 100, panNumber: freshPan('F') })]);
    expect(expectCatalogueError(firm, 'SIGNATORY_PAN_NOT_INDIVIDUAL').field).toBe('input.signatories.0.panNumber');

    const other = await merchant();
    const [elsewhere] = dataOf(await save(other.accountId, other.opportunityId, [partner({ stakePercentage: 100 })])).saveMerchantSignatories.signatories;
    const foreign = await save(accountId, opportunityId, [{ ...partner({ stakePercentage: 100 }), id: elsewhere?.id }]);
    expect(expectCatalogueError(foreign, 'SIGNATORY_NOT_FOUND').field).toBe('input.signatories.0.id');
    // The opportunity of another account is not this account's step.
    expect(expectCatalogueError(await save(accountId, other.opportunityId, [partner({ stakePercentage: 100 })]), 'MOS-1007').field).toBe('input.opportunityId');
    expect((await signatoriesOf(accountId)).signatories).toEqual([]);
  });

  test("the step is part of a partnership's, LLP's and company's journey, not a proprietorship's; the later steps keep their order and statuses", async () => {
    const proprietorship = await merchant('PROPRIETORSHIP');
    const llp = await merchant('LLP');
    const company = await merchant('PRIVATE_LIMITED_COMPANY');
    const withoutKyc = (await stepsOf(proprietorship.opportunityId)).map((s) => s.type);
    expect(withoutKyc).not.toContain('PartnershipKyc');
    for (const journey of [llp, company]) {
      const steps = await stepsOf(journey.opportunityId);
      expect(steps.map((s) => s.type)).toEqual([...withoutKyc.slice(0, withoutKyc.indexOf('CapturePhoto')), 'PartnershipKyc', ...withoutKyc.slice(withoutKyc.indexOf('CapturePhoto'))]);
      expect(steps.map((s) => s.order)).toEqual(steps.map((_, i) => i + 1));
      // Steps after it wait for it, as any later incomplete step does.
      const after = steps.slice(steps.findIndex((s) => s.type === 'PartnershipKyc') + 1);
      expect(after.length).toBeGreaterThan(0);
      expect(after.map((s) => s.displayStatus)).toEqual(after.map(() => 'pending'));
    }
  });
});

describe('at the same time', () => {
  test('two partners of 60 added together: one is stored, the other refused, and the stakes stay within 100', async () => {
    const { accountId } = await merchant();
    const answers = await Promise.all([create(accountId, { stakePercentage: 60 }), create(accountId, { stakePercentage: 60 })]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.errors)) expectCatalogueError(answer, 'SIGNATORY_STAKES_OVER_WHOLE');
    expect((await signatoriesOf(accountId)).signatories.map((s) => s.stakePercentage)).toEqual([60]);
  });

  test('one PAN added ten times at once is stored once; the others are told it is already added', async () => {
    const { accountId } = await merchant();
    const pan = freshPan();
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(accountId, { panNumber: pan, stakePercentage: 1 })));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.errors)) expectCatalogueError(answer, 'SIGNATORY_ALREADY_ADDED');
    expect((await signatoriesOf(accountId)).signatories.map((s) => s.panNumber)).toEqual([pan]);
  });
});

describe('ownership and editability', () => {
  test("another agent's account and signatories are not reached", async () => {
    const { accountId, opportunityId } = await merchant();
    const mine = dataOf(await create(accountId, { stakePercentage: 100 })).createMerchantSignatoryInfo;
    expectCatalogueError(await send(harness, MerchantSignatoryInfoDocument, { input: { accountId } }, { token: rohit }), 'MOS-1012', 'Merchant Account not found');
    expectCatalogueError(await create(accountId, {}, rohit), 'MOS-1012');
    expectCatalogueError(await save(accountId, opportunityId, [partner({ stakePercentage: 100 })], rohit), 'MOS-1012');
    expectCatalogueError(await send(harness, UpdateMerchantSignatoryInfoDocument, { input: { id: mine.id, stakePercentage: 10 } }, opts(rohit)), 'SIGNATORY_NOT_FOUND');
    expectCatalogueError(await send(harness, DeleteMerchantSignatoryInfoDocument, { input: { id: mine.id } }, opts(rohit)), 'SIGNATORY_NOT_FOUND');
    const rohits = await merchant('PARTNERSHIP', rohit);
    const taken = await save(rohits.accountId, rohits.opportunityId, [{ ...partner({ stakePercentage: 100 }), id: mine.id }], rohit);
    expect(expectCatalogueError(taken, 'SIGNATORY_NOT_FOUND').field).toBe('input.signatories.0.id');
    const editable = dataOf(await send(harness, EditableIdsDocument, { input: { entityName: 'SIGNATORY', ids: [mine.id] } }, { token: rohit })).editableIds;
    expect(editable.entries).toEqual([{ id: mine.id, isEditable: false }]);
    expect((await signatoriesOf(accountId)).signatories).toEqual([mine.signatory]);
  });

  test('once the opportunity is submitted for review the signatories are locked (MOS-1007), and a new opportunity opens them again', async () => {
    const { accountId, opportunityId } = await merchant();
    const [saved] = dataOf(await save(accountId, opportunityId, [partner({ stakePercentage: 100 })])).saveMerchantSignatories.signatories;
    const id = saved?.id ?? '';
    expect(dataOf(await send(harness, EditableIdsDocument, { input: { entityName: 'SIGNATORY', ids: [id] } }, { token: asha })).editableIds.editableIds).toEqual([id]);

    await setOpportunityStatus(opportunityId, 'DEPLOYMENT_REQUESTED', true);
    const locked = [
      await save(accountId, opportunityId, [{ ...partner({ stakePercentage: 100 }), id }]),
      await create(accountId, { stakePercentage: 0 }),
      await send(harness, UpdateMerchantSignatoryInfoDocument, { input: { id, stakePercentage: 90 } }, opts(asha)),
      await send(harness, DeleteMerchantSignatoryInfoDocument, { input: { id } }, opts(asha)),
    ];
    for (const answer of locked) expectCatalogueError(answer, 'MOS-1007', 'Invalid fields or fields not allowed to change');
    expect((await signatoriesOf(accountId)).signatories).toMatchObject([{ id, stakePercentage: 100, isEditable: false }]);
    expect(await kycStepOf(opportunityId)).toMatchObject({ editableConfig: { editable: false } });

    const next = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId } }, opts(asha))).createOpportunity.id;
    dataOf(await send(harness, UpdateMerchantSignatoryInfoDocument, { input: { id, stakePercentage: 90 } }, opts(asha)));
    expect(await kycStepOf(next)).toMatchObject({ isComplete: false, canSave: true });
  });
});
