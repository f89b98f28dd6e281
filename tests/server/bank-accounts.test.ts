import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BankAccountDocument,
  BankAccountStep_SaveDocument,
  CreateBankAccountDocument,
  CreateMerchantDocument,
  CreateOpportunityDocument,
  EditableIdsDocument,
  GetFilteredBankAccountDocument,
  IfscDetailsDocument,
  MerchantOnboardingStateV2Document,
  OpportunityBankAccountDocument,
  ProcessPennyDropDocument,
  UpdateBankAccountDocument,
  type CreateBankAccountInput,
  type CreateMerchantInput,
} from '../../generated/graphql';
import { bankMessages } from '../../src/domain/bank-account';
import { createServerApp } from '../../src/server/app';
import { bankAccounts, cities, opportunities } from '../../src/server/db/schema';
import { createSandboxPennyDrop, type PennyDropProvider } from '../../src/server/features/bank-account/penny-drop-sandbox';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { freshPan } from './fresh-pan';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { POSTGRES_PASS_URL } from './test-database';

// The bank account step's operations: penny drop and name match against the PAN name (sandbox
// accounts by their last four digits, README 'Sandbox services'), the savings-turnover rule, one
// merchant per account and IFSC (MPS-3008), ownership and the step's edit lock.

let harness: Harness;
let asha: string;
let rohit: string;
let puneId: string;
beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('BankAccount') });
  const [pune] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
  puneId = String(pune?.id);
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const HDFC_BRANCH = 'HDFC0000001';
let accountCounter = 0;

/** A fresh account number ending in the sandbox's four digits (default: credited in the expected name). */
function accountNumber(ending = '4321'): string {
  accountCounter += 1;
  return `5010${String(Date.now() % 1_000_000).padStart(6, '0')}${String(accountCounter).padStart(2, '0')}${ending}`;
}

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

async function merchant(overrides: Partial<CreateMerchantInput> = {}, token = asha) {
  const input: CreateMerchantInput = {
    panNumber: freshPan(),
    ownershipType: 'PROPRIETORSHIP',
    name: 'Sai Krupa Stores',
    legalName: 'Typed Business Name',
    revenue: 1500000,
    mobileNumber: '9876543210',
    email: 'sai.krupa@example.com',
    businessProofType: 'SHOP_AND_ESTABLISHMENT',
    businessProofNumber: 'PMC/II/12345',
    address: { addressLine1: 'Shop 4, Station Road', city: 'Pune', cityId: puneId, state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
    billingAddress: { addressLine1: 'Office 2, MG Road', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
    storeAddress: { addressLine1: 'Stall 9, Market Yard', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411037' },
    mccCode: '5411',
    contactName: 'Ramesh Patil',
    ...overrides,
  };
  const created = dataOf(await send(harness, CreateMerchantDocument, { input }, opts(token))).createMerchant;
  const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: created.id } }, opts(token)))
    .createOpportunity.id;
  return { accountId: created.id, opportunityId, panName: sandboxPanRecord(input.panNumber)?.name ?? '' };
}

function bankInput(m: { accountId: string; opportunityId?: string }, overrides: Partial<CreateBankAccountInput> = {}): CreateBankAccountInput {
  return {
    accountId: m.accountId,
    opportunityId: m.opportunityId,
    bankAccountNumber: accountNumber(),
    ifscCode: HDFC_BRANCH,
    accountType: 'CURRENT',
    accountHolderName: 'Ramesh Patil',
    ...overrides,
  };
}

const create = (input: CreateBankAccountInput, token = asha) => send(harness, CreateBankAccountDocument, { input }, opts(token));

async function chosenFor(opportunityId: string, token = asha) {
  return dataOf(await send(harness, OpportunityBankAccountDocument, { input: { opportunityId } }, { token })).opportunityBankAccount.bankAccount;
}

async function bankStepComplete(opportunityId: string) {
  const id = Number(opportunityId);
  const state = dataOf(
    await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'OPPORTUNITY', isExistingMerchant: false, stateDataId: opportunityId, opportunityId: id } }, { token: asha }),
  ).merchantOnboardingStateV2;
  return state.steps.find((s) => s.type === 'BankAccount');
}

async function submitOpportunity(opportunityId: string) {
  await harness.database.db.update(opportunities).set({ status: 'DEPLOYMENT_REQUESTED', opportunitySubmitted: true }).where(eq(opportunities.id, Number(opportunityId)));
}

describe('createBankAccount', () => {
  test("an account the bank credits in the PAN holder's name is verified, chosen for the opportunity, and completes the step", async () => {
    const m = await merchant();
    expect((await bankStepComplete(m.opportunityId))?.isComplete).toBe(false);
    const input = bankInput(m);
    const saved = dataOf(await create(input)).createBankAccount;
    expect(saved).toMatchObject({ pennyDropSuccess: true, nameMatchSuccess: true, failureReason: null });
    expect(saved.bankAccount).toMatchObject({
      accountId: m.accountId,
      bankAccountNumber: input.bankAccountNumber,
      ifscCode: HDFC_BRANCH,
      accountType: 'CURRENT',
      accountHolderName: 'Ramesh Patil',
      beneficiaryName: m.panName.toUpperCase(),
      bankName: 'HDFC Bank',
      isEditable: true,
    });
    expect((await chosenFor(m.opportunityId))?.id).toBe(saved.id);
    expect(await bankStepComplete(m.opportunityId)).toMatchObject({ isComplete: true, canSave: true });
  });

  test("penny drop failing and a beneficiary who is not the PAN holder are stored with the spec's reasons, and choose nothing", async () => {
    const m = await merchant();
    const failed = dataOf(await create(bankInput(m, { bankAccountNumber: accountNumber('0000') }))).createBankAccount;
    expect(failed).toMatchObject({ pennyDropSuccess: false, nameMatchSuccess: false, failureReason: 'Unable to verify account. Please re-check all the details.' });
    const mismatch = dataOf(await create(bankInput(m, { bankAccountNumber: accountNumber('1111') }))).createBankAccount;
    expect(mismatch).toMatchObject({ pennyDropSuccess: true, nameMatchSuccess: false, failureReason: 'Name from the bank account does not match the name from the PAN.' });
    expect(mismatch.bankAccount.beneficiaryName).not.toBe(m.panName.toUpperCase());
    const stored = dataOf(await send(harness, BankAccountDocument, { input: { id: failed.id } }, { token: asha })).bankAccount.bankAccount;
    expect(stored.failureReason).toBe(bankMessages.unableToVerify);
    expect(await chosenFor(m.opportunityId)).toBeNull();
    expect((await bankStepComplete(m.opportunityId))?.isComplete).toBe(false);
  });

  test('the same account saved again for its merchant is that record, verified and chosen; a failed one is sent to the bank again', async () => {
    const m = await merchant();
    const input = bankInput(m, { opportunityId: undefined });
    const first = dataOf(await create(input)).createBankAccount;
    expect(await chosenFor(m.opportunityId)).toBeNull();
    const again = dataOf(await create({ ...input, opportunityId: m.opportunityId, accountType: 'SAVINGS' })).createBankAccount;
    expect(again.id).toBe(first.id);
    expect(again.bankAccount.accountType).toBe('SAVINGS');
    expect((await chosenFor(m.opportunityId))?.id).toBe(first.id);
    const listed = dataOf(await send(harness, GetFilteredBankAccountDocument, { input: { accountId: m.accountId } }, { token: asha })).getFilteredBankAccount;
    expect(listed.bankAccounts.map((a) => a.id)).toEqual([first.id]);
  });

  test('a savings account is refused above 2000000 of annual turnover, a current account is not', async () => {
    const m = await merchant({ revenue: 2500000 });
    const refused = onlyError(await create(bankInput(m, { accountType: 'SAVINGS' })));
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Saving account is not eligible for annual turnover greater than 2000000.', field: 'input.accountType' });
    expect(dataOf(await create(bankInput(m, { accountType: 'CURRENT' }))).createBankAccount.pennyDropSuccess).toBe(true);
    const atLimit = await merchant({ revenue: 2000000 });
    expect(dataOf(await create(bankInput(atLimit, { accountType: 'SAVINGS' }))).createBankAccount.nameMatchSuccess).toBe(true);
  });

  test('an account and IFSC stored for another merchant is MPS-3008, as is one the bank links with another; an unsupported bank MPS-2003', async () => {
    const first = await merchant();
    const second = await merchant({}, rohit);
    const taken = bankInput(first);
    dataOf(await create(taken));
    const again = expectCatalogueError(await create({ ...taken, accountId: second.accountId, opportunityId: second.opportunityId }, rohit), 'MPS-3008', 'Bank account already linked with another merchant');
    expect(again.field).toBe('input.bankAccountNumber');
    expectCatalogueError(await create(bankInput(first, { bankAccountNumber: accountNumber('3008') })), 'MPS-3008');
    expectCatalogueError(await create(bankInput(first, { bankAccountNumber: accountNumber('2003') })), 'MPS-2003', 'Bank not yet supported');
    expectCatalogueError(await create(bankInput(first, { bankAccountNumber: accountNumber('1002') })), 'MPS-1002', 'Error occurred while verifying Bank Account, try later');
  });

  test('an IFSC no branch has, and malformed numbers, are refused at their fields', async () => {
    const m = await merchant();
    expect(onlyError(await create(bankInput(m, { ifscCode: 'HDFC0ZZZZZZ' })))).toMatchObject({ code: 'VALIDATION_ERROR', message: bankMessages.unknownIfsc, field: 'input.ifscCode' });
    expect(onlyError(await create(bankInput(m, { ifscCode: 'HDFC1000001' })))).toMatchObject({ field: 'input.ifscCode', message: 'Please enter a valid IFSC code.' });
    expect(onlyError(await create(bankInput(m, { bankAccountNumber: '12AB5678' })))).toMatchObject({ field: 'input.bankAccountNumber', message: bankMessages.accountNumber });
    expect(onlyError(await create(bankInput(m, { accountHolderName: 'A'.repeat(121) }))).field).toBe('input.accountHolderName');
  });
});

describe('ifscDetails', () => {
  test('names the bank of a known IFSC and refuses an unknown one', async () => {
    const known = dataOf(await send(harness, IfscDetailsDocument, { input: { ifscCode: 'sbin0000001' } }, { token: asha })).ifscDetails.ifscDetails;
    expect(known).toEqual({ ifscCode: 'SBIN0000001', bankCode: 'SBIN', bankName: 'State Bank of India' });
    const unknown = onlyError(await send(harness, IfscDetailsDocument, { input: { ifscCode: 'ZZZZ0000001' } }, { token: asha }));
    expect(unknown).toMatchObject({ code: 'VALIDATION_ERROR', message: bankMessages.unknownIfsc, field: 'input.ifscCode' });
  });
});

describe('updateBankAccount and processPennyDrop', () => {
  test('a failed account corrected is verified again and chosen', async () => {
    const m = await merchant();
    const failed = dataOf(await create(bankInput(m, { bankAccountNumber: accountNumber('0000') }))).createBankAccount;
    const corrected = dataOf(await send(harness, UpdateBankAccountDocument, { input: { id: failed.id, bankAccountNumber: accountNumber(), opportunityId: m.opportunityId } }, opts(asha)))
      .updateBankAccount;
    expect(corrected).toMatchObject({ pennyDropSuccess: true, nameMatchSuccess: true, failureReason: null });
    expect((await chosenFor(m.opportunityId))?.id).toBe(failed.id);
    const tooRich = await merchant({ revenue: 9000000 });
    const current = dataOf(await create(bankInput(tooRich))).createBankAccount;
    expect(onlyError(await send(harness, UpdateBankAccountDocument, { input: { id: current.id, accountType: 'SAVINGS' } }, opts(asha)))).toMatchObject({
      message: bankMessages.savingsNotEligible,
      field: 'input.accountType',
    });
  });

  test('moving an account onto another merchant\'s number and IFSC is MPS-3008', async () => {
    const first = await merchant();
    const second = await merchant();
    const taken = dataOf(await create(bankInput(first))).createBankAccount.bankAccount;
    const other = dataOf(await create(bankInput(second))).createBankAccount;
    expectCatalogueError(await send(harness, UpdateBankAccountDocument, { input: { id: other.id, bankAccountNumber: taken.bankAccountNumber } }, opts(asha)), 'MPS-3008');
  });

  test('penny drop of details before saving, and of a stored account, answers the verification with the name-match score', async () => {
    const m = await merchant();
    const ok = dataOf(await send(harness, ProcessPennyDropDocument, { input: { accountId: m.accountId, bankAccountNumber: accountNumber(), ifscCode: HDFC_BRANCH } }, opts(asha)))
      .processPennyDrop;
    expect(ok).toMatchObject({ result: 'SUCCESS', pennyDropSuccess: true, nameMatchSuccess: true, nameMatchScore: 100, bankName: 'HDFC Bank' });
    const mismatch = dataOf(await send(harness, ProcessPennyDropDocument, { input: { accountId: m.accountId, bankAccountNumber: accountNumber('1111'), ifscCode: HDFC_BRANCH } }, opts(asha)))
      .processPennyDrop;
    expect(mismatch).toMatchObject({ result: 'FAILED', pennyDropSuccess: true, nameMatchSuccess: false, failureReason: bankMessages.nameMismatch });
    const stored = dataOf(await create(bankInput(m, { bankAccountNumber: accountNumber('0000') }))).createBankAccount;
    const again = dataOf(await send(harness, ProcessPennyDropDocument, { input: { bankAccountId: stored.id } }, opts(asha))).processPennyDrop;
    expect(again).toMatchObject({ result: 'FAILED', pennyDropSuccess: false, failureReason: bankMessages.unableToVerify });
    const none = onlyError(await send(harness, ProcessPennyDropDocument, { input: {} }, opts(asha)));
    expect(none).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please choose a bank account to continue.', field: 'input.bankAccountId' });
  });
});

describe('ownership and the edit lock', () => {
  test("another agent's merchant, account and opportunity are not found", async () => {
    const m = await merchant();
    const saved = dataOf(await create(bankInput(m))).createBankAccount;
    expectCatalogueError(await create(bankInput(m), rohit), 'MOS-1012');
    expectCatalogueError(await send(harness, BankAccountDocument, { input: { id: saved.id } }, { token: rohit }), 'MPS-2001', 'Bank account details not found');
    expectCatalogueError(await send(harness, UpdateBankAccountDocument, { input: { id: saved.id, accountType: 'SAVINGS' } }, opts(rohit)), 'MPS-2001');
    expectCatalogueError(await send(harness, ProcessPennyDropDocument, { input: { bankAccountId: saved.id } }, opts(rohit)), 'MPS-2001');
    expectCatalogueError(await send(harness, GetFilteredBankAccountDocument, { input: { accountId: m.accountId } }, { token: rohit }), 'MOS-1012');
    expectCatalogueError(await send(harness, OpportunityBankAccountDocument, { input: { opportunityId: m.opportunityId } }, { token: rohit }), 'ODS-101');
    const roh = await merchant({}, rohit);
    expectCatalogueError(await create(bankInput({ accountId: m.accountId, opportunityId: roh.opportunityId })), 'ODS-101');
    const editable = dataOf(await send(harness, EditableIdsDocument, { input: { entityName: 'BANK_ACCOUNT', ids: [saved.id] } }, { token: rohit })).editableIds;
    expect(editable.editableIds).toEqual([]);
  });

  test('an opportunity of another merchant is MOS-1009', async () => {
    const m = await merchant();
    const other = await merchant();
    expectCatalogueError(await create(bankInput({ accountId: m.accountId, opportunityId: other.opportunityId })), 'MOS-1009', 'Invalid Account ID');
  });

  test('once the opportunity is submitted for review its bank accounts are locked (MOS-1007), the step save too', async () => {
    const m = await merchant();
    const saved = dataOf(await create(bankInput(m))).createBankAccount;
    const before = dataOf(await send(harness, EditableIdsDocument, { input: { entityName: 'BANK_ACCOUNT', ids: [saved.id] } }, { token: asha })).editableIds;
    expect(before.editableIds).toEqual([saved.id]);
    await submitOpportunity(m.opportunityId);
    const message = 'Invalid fields or fields not allowed to change';
    expectCatalogueError(await create(bankInput(m)), 'MOS-1007', message);
    expectCatalogueError(await create(bankInput(m, { opportunityId: undefined })), 'MOS-1007', message);
    expectCatalogueError(await send(harness, BankAccountStep_SaveDocument, { input: bankInput(m) }, opts(asha)), 'MOS-1007', message);
    expectCatalogueError(await send(harness, UpdateBankAccountDocument, { input: { id: saved.id, accountType: 'SAVINGS' } }, opts(asha)), 'MOS-1007', message);
    expectCatalogueError(await send(harness, ProcessPennyDropDocument, { input: { bankAccountId: saved.id } }, opts(asha)), 'MOS-1007', message);
    const after = dataOf(await send(harness, BankAccountDocument, { input: { id: saved.id } }, { token: asha })).bankAccount.bankAccount;
    expect(after.isEditable).toBe(false);
  });
});

describe('the same account for two merchants at once', () => {
  test('one is stored and the other is MPS-3008: the unique index decides', async () => {
    const first = await merchant();
    const second = await merchant();
    // Both requests wait inside penny drop until both have passed the check for a stored account
    // (on PostgreSQL), so the insert itself meets the other's row. PGlite runs one transaction at a
    // time: there the second request starts only after the first has finished.
    const arrivals: (() => void)[] = [];
    const expected = POSTGRES_PASS_URL ? 2 : 1;
    const sandbox = createSandboxPennyDrop();
    const gated: PennyDropProvider = {
      async verify(request) {
        await new Promise<void>((resolve) => {
          arrivals.push(resolve);
          if (arrivals.length >= expected) arrivals.splice(0).forEach((release) => release());
        });
        return sandbox.verify(request);
      },
    };
    const app = await createServerApp({ db: harness.database.db, now: () => harness.clock.now, log: () => undefined, allowArbitraryOperations: true, pennyDrop: gated });
    const gatedHarness: Harness = {
      ...harness,
      fetch: (input, init) => app.fetch(new Request(new URL(String(input), ORIGIN), init)),
    };
    const post = (input: CreateBankAccountInput) => send(gatedHarness, CreateBankAccountDocument, { input }, opts(asha));
    const number = accountNumber();
    const answers = await Promise.all([post(bankInput(first, { bankAccountNumber: number })), post(bankInput(second, { bankAccountNumber: number }))]);
    const codes = answers.map((a) => a.errors?.[0]?.extensions?.code ?? 'stored').sort();
    expect(codes).toEqual(['MPS-3008', 'stored']);
    const rows = await harness.database.db.select().from(bankAccounts).where(eq(bankAccounts.bankAccountNumber, number));
    expect(rows).toHaveLength(1);
  });
});
