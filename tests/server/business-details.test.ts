import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BusinessDetailsStepDocument,
  BusinessDetailsStep_SaveDocument,
  CreateLeadDocument,
  CreateOliDocument,
  CreateOpportunityDocument,
  ExtractMccsDocument,
  MccsFromGstinDocument,
  MerchantOnboardingStateV2Document,
  PanDetailsDocument,
  PanDetailStep_SaveDocument,
  type CreateLeadInput,
  type SaveBusinessDetailsInput,
} from '../../generated/graphql';
import { AUTO_FETCHED_GSTIN_MESSAGE, BUSINESS_PROOF_UNVERIFIED_MESSAGE } from '../../src/domain/business-proof';
import { CIN_MESSAGE } from '../../src/domain/identifiers/cin';
import { PAN_NOT_LINKED_MESSAGE } from '../../src/domain/identifiers/gstin';
import { merchantMessages } from '../../src/domain/merchant-input';
import blockedMccs from '../../forms/rules/blocked-mccs.json';
import { cities, mccMaster, merchantAccounts, opportunities } from '../../src/server/db/schema';
import { sandboxGstRecord, sandboxGstin, sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { businessDetailsInput } from './business-details-input';
import { freshPan } from './fresh-pan';
import { insertOpportunity } from './opportunity-rows';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';

// The Business Details step (BusinessDetailsStep_Save, businessDetailsStep): the first save makes the
// lead's opportunity and the merchant account for its verified PAN, later saves change them; the
// step's completion comes from what is stored; the server judges the save with the step's definition
// in the journey's own context (mini flow, ownership), and answers with the spec's codes.

let harness: Harness;
let asha: string;
let rohit: string;
let partner: string;
let puneId: string;
let mumbaiId: string;
let bengaluruId: string;
beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('BusinessDetails', 'Products') });
  const cityId = async (name: string) => String((await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name)))[0]?.id);
  [puneId, mumbaiId, bengaluruId] = await Promise.all([cityId('Pune'), cityId('Mumbai'), cityId('Bengaluru')]);
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
  partner = (await signInAs(harness, demoAgent('EMP3001').email)).accessToken;
});
afterAll(() => harness.close());

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

let leads = 0;
/** A lead whose PAN was verified and saved on the PAN step. */
async function leadWithPan(token = asha, pan = freshPan()): Promise<{ leadId: string; pan: string }> {
  const input: CreateLeadInput = {
    shop: { name: 'Sai Krupa Stores' },
    contact: { name: 'Ramesh Patil', number: `98${String(Date.now() % 1e6).padStart(6, '0')}${String(++leads % 100).padStart(2, '0')}`, email: 'ramesh@example.com' },
    leadSource: 'SALES_APP',
    product: token === partner ? ['SQR_MINI'] : ['POS_DEVICE'],
  };
  const leadId = dataOf(await send(harness, CreateLeadDocument, { input }, opts(token))).createLead.id;
  dataOf(await send(harness, PanDetailStep_SaveDocument, { input: { id: leadId, panNumber: pan } }, opts(token)));
  return { leadId, pan };
}

function details(overrides: Partial<SaveBusinessDetailsInput> = {}): SaveBusinessDetailsInput {
  return businessDetailsInput(puneId, overrides);
}

const save = (input: SaveBusinessDetailsInput, token = asha) => send(harness, BusinessDetailsStep_SaveDocument, { input }, opts(token));
const load = async (input: { leadId?: string; opportunityId?: string }, token = asha) =>
  dataOf(await send(harness, BusinessDetailsStepDocument, { input }, { token })).businessDetailsStep.businessDetails;

async function stepComplete(leadId: string, token = asha) {
  const state = dataOf(await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'LEAD', stateDataId: leadId, isExistingMerchant: false } }, { token }));
  return state.merchantOnboardingStateV2.steps.find((s) => s.type === 'BusinessDetails')?.isComplete;
}

describe('the first save and the next ones', () => {
  test("before a save the step shows the lead's shop and contact and the PAN's name; the save makes the opportunity and the account", async () => {
    const { leadId, pan } = await leadWithPan();
    expect(await load({ leadId })).toMatchObject({
      accountId: null,
      name: 'Sai Krupa Stores',
      legalName: sandboxPanRecord(pan)?.name,
      ownershipType: 'PROPRIETORSHIP',
      contactName: 'Ramesh Patil',
      storeAtBusinessAddress: true,
    });
    expect(await stepComplete(leadId)).toBe(false);

    const saved = dataOf(await save(details({ leadId }))).saveBusinessDetails;
    expect(saved.merchantAccount).toMatchObject({ panNumber: pan, profile: { name: 'Sai Krupa Stores', legalName: 'Ramesh Patil' }, isEditable: true });
    expect(saved.mcc.mccCode).toBe('5411');
    expect(saved.primaryContact).toMatchObject({ leadName: 'Ramesh Patil', mobileNumber: '9876543210', isPrimary: true });
    expect(saved.billingEntity.businessAddress).toMatchObject({ city: 'Pune', state: 'Maharashtra' });
    expect(await stepComplete(leadId)).toBe(true);

    // Reloaded, by the lead and by its new opportunity alike.
    for (const journey of [{ leadId }, { leadId, opportunityId: saved.opportunityId }]) {
      expect(await load(journey)).toMatchObject({
        accountId: saved.merchantAccount.id,
        mccCode: '5411',
        address: { addressLine1: 'Shop 4, Station Road', cityId: puneId, city: 'Pune', stateCode: 'MH' },
        businessProofType: 'SHOP_AND_ESTABLISHMENT',
        storeAtBusinessAddress: true,
        billingAtBusinessAddress: true,
      });
    }
  });

  test("a lead's save goes to its latest opportunity, the one its step list and edit lock read", async () => {
    const { leadId } = await leadWithPan();
    const lost = await insertOpportunity(harness, { leadId, status: 'INITIATED', closedAs: 'LOST' });
    const latest = await insertOpportunity(harness, { leadId, status: 'INITIATED' });
    expect(latest).toBeGreaterThan(lost);
    expect(dataOf(await save(details({ leadId }))).saveBusinessDetails.opportunityId).toBe(String(latest));
    expect(await stepComplete(leadId)).toBe(true);
  });

  test('a later save changes the same account, MCC, contact and billing entity, and keeps a separate store and billing address', async () => {
    const { leadId } = await leadWithPan();
    const first = dataOf(await save(details({ leadId }))).saveBusinessDetails;
    const storeAddress = { addressLine1: 'Stall 9, Market Yard', pinCode: '400001', stateCode: 'MH', cityId: mumbaiId };
    const billingAddress = { addressLine1: 'Office 2, MG Road', pinCode: '560001', stateCode: 'KA', cityId: bengaluruId };
    const second = dataOf(
      await save(details({ leadId, opportunityId: first.opportunityId, name: 'Sai Krupa Mart', mccCode: '5912', licenceNumber: 'DL-MH-2024-118', contactName: 'Suresh Patil', storeAtBusinessAddress: false, storeAddress, billingAtBusinessAddress: false, billingAddress })),
    ).saveBusinessDetails;
    expect(second.opportunityId).toBe(first.opportunityId);
    expect(second.merchantAccount.id).toBe(first.merchantAccount.id);
    expect(second.mcc.id).toBe(first.mcc.id);
    expect(second.primaryContact.id).toBe(first.primaryContact.id);
    expect(second.billingEntity.id).toBe(first.billingEntity.id);
    expect(await load({ leadId })).toMatchObject({
      name: 'Sai Krupa Mart',
      mccCode: '5912',
      licenceNumber: 'DL-MH-2024-118',
      contactName: 'Suresh Patil',
      storeAtBusinessAddress: false,
      storeAddress: { city: 'Mumbai' },
      billingAtBusinessAddress: false,
      billingAddress: { city: 'Bengaluru', state: 'Karnataka' },
    });
  });
});

describe('a PAN a merchant account uses', () => {
  test('is already registered from then on: named to the agent who owns the account, not to another agent', async () => {
    const { leadId, pan } = await leadWithPan();
    const panDetails = async (token: string) => dataOf(await send(harness, PanDetailsDocument, { input: { panNumber: pan } }, { token })).panDetails.panDetails;
    expect(await panDetails(asha)).toMatchObject({ isExisting: false, existingAccountId: null });
    const saved = dataOf(await save(details({ leadId }))).saveBusinessDetails;
    expect(await panDetails(asha)).toMatchObject({ isExisting: true, existingAccountId: saved.merchantAccount.id });
    expect(await panDetails(rohit)).toMatchObject({ isExisting: true, existingAccountId: null });
  });
});

describe("an existing merchant's opportunity", () => {
  test('shows the merchant account, and a save changes that account and completes the step', async () => {
    const [account] = await harness.database.db.select().from(merchantAccounts).where(eq(merchantAccounts.panNumber, 'GHTPA0064C'));
    if (!account) throw new Error('the seed has no merchant with PAN GHTPA0064C');
    const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: account.id } }, opts(asha))).createOpportunity.id;
    // Onboarded before: the account holds its MCC, contact, turnover and proof (the seed's demo-merchants.ts).
    expect(await load({ opportunityId })).toMatchObject({
      accountId: account.id,
      name: account.name,
      legalName: account.legalName,
      mccCode: '4812',
      contactName: 'Arjun Acharya',
      mobileNumber: account.mobileNumber,
      revenue: 5400000,
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: 'MH/BMC/L/2018/14480',
    });
    const stateOf = async () =>
      dataOf(await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'OPPORTUNITY', stateDataId: opportunityId, opportunityId: Number(opportunityId), isExistingMerchant: true } }, { token: asha }))
        .merchantOnboardingStateV2.steps.find((s) => s.type === 'BusinessDetails')?.isComplete;
    expect(await stateOf()).toBe(false);

    const saved = dataOf(await save(details({ opportunityId, name: 'Ghatkopar Mobile Hub', ownershipType: account.ownershipType }))).saveBusinessDetails;
    expect(saved.merchantAccount).toMatchObject({ id: account.id, panNumber: 'GHTPA0064C', profile: { name: 'Ghatkopar Mobile Hub' } });
    expect(await stateOf()).toBe(true);
  });
});

describe('what the server refuses', () => {
  test('a licence-required MCC without its licence number, and a blocked MCC', async () => {
    const { leadId } = await leadWithPan();
    const withoutLicence = onlyError(await save(details({ leadId, mccCode: '5813' })));
    expect(withoutLicence).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.licenceNumber', message: 'Please enter the licence number.' });
    const blocked = onlyError(await save(details({ leadId, mccCode: '7995' })));
    expect(blocked).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.mccCode', message: merchantMessages.blockedMcc });
    expect(await stepComplete(leadId)).toBe(false);
  });

  test("a proof the ownership type does not offer, and in the mini flow anything but GSTIN and Udyam", async () => {
    const { leadId } = await leadWithPan();
    expect(onlyError(await save(details({ leadId, businessProofType: 'CIN', businessProofNumber: 'U52100MH2010PTC123456' })))).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'input.businessProofType',
      message: 'Please choose the business proof.',
    });
    const mini = await leadWithPan(partner);
    expect(onlyError(await save(details({ leadId: mini.leadId }), partner))).toMatchObject({ field: 'input.businessProofType', message: 'Please choose the business proof.' });
    expect(onlyError(await save(details({ leadId: mini.leadId, businessProofType: 'UDYAM', udyamNumber: 'UDYAM-MH-12' }), partner))).toMatchObject({
      field: 'input.udyamNumber',
      message: 'Enter a valid udyam number',
    });
    dataOf(await save(details({ leadId: mini.leadId, businessProofType: 'UDYAM', udyamNumber: 'UDYAM-MH-26-0012345' }), partner));
  });

  test('a city outside its state: MOS-1015 for the business address, MSS-1016 for the store, BS-1001 for billing', async () => {
    const { leadId } = await leadWithPan();
    const wrong = { addressLine1: 'Shop 4', pinCode: '560001', stateCode: 'KA', cityId: puneId };
    expect(expectCatalogueError(await save(details({ leadId, address: wrong })), 'MOS-1015').field).toBe('input.address.cityId');
    expect(expectCatalogueError(await save(details({ leadId, storeAtBusinessAddress: false, storeAddress: wrong })), 'MSS-1016').field).toBe('input.storeAddress.cityId');
    expect(expectCatalogueError(await save(details({ leadId, billingAtBusinessAddress: false, billingAddress: wrong })), 'BS-1001').field).toBe('input.billingAddress.cityId');
  });

  test('a lead without a verified PAN, and a PAN another account already uses (MOS-1014)', async () => {
    const leadId = dataOf(
      await send(harness, CreateLeadDocument, { input: { shop: { name: 'No Pan Stores' }, contact: { name: 'Asha', number: '9812345670' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] } }, opts(asha)),
    ).createLead.id;
    expect(onlyError(await save(details({ leadId })))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.leadId', message: merchantMessages.panFirst });

    const pan = freshPan();
    dataOf(await save(details({ leadId: (await leadWithPan(asha, pan)).leadId })));
    expect(expectCatalogueError(await save(details({ leadId: (await leadWithPan(asha, pan)).leadId })), 'MOS-1014').field).toBe('input.leadId');
  });

  test("another agent's lead or opportunity is not found, and a submitted opportunity's step is locked (MOS-1007)", async () => {
    const { leadId } = await leadWithPan();
    const saved = dataOf(await save(details({ leadId }))).saveBusinessDetails;
    expect(expectCatalogueError(await save(details({ leadId }), rohit), 'LMS-101'));
    expect(expectCatalogueError(await save(details({ opportunityId: saved.opportunityId }), rohit), 'ODS-101'));
    expect(onlyError(await send(harness, BusinessDetailsStepDocument, { input: { leadId } }, { token: rohit })).code).toBe('LMS-101');

    await harness.database.db.update(opportunities).set({ opportunitySubmitted: true }).where(eq(opportunities.id, Number(saved.opportunityId)));
    expectCatalogueError(await save(details({ leadId, opportunityId: saved.opportunityId, name: 'Changed' })), 'MOS-1007');
    expect((await load({ leadId })).name).toBe('Sai Krupa Stores');
  });

  test('the account MCC cannot be changed while the opportunity has products; the rest of the step still can', async () => {
    const { leadId } = await leadWithPan();
    const { opportunityId } = dataOf(await save(details({ leadId }))).saveBusinessDetails;
    dataOf(
      await send(
        harness,
        CreateOliDocument,
        { input: { opportunityId, lineItems: [{ productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 1 }] } },
        opts(asha),
      ),
    );
    expect(onlyError(await save(details({ leadId, opportunityId, mccCode: '5311' })))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The account MCC cannot be changed while products exist.',
      field: 'input.mccCode',
    });
    expect((await load({ leadId })).mccCode).toBe('5411');
    dataOf(await save(details({ leadId, opportunityId, name: 'Sai Krupa Super Stores' })));
    expect((await load({ leadId })).name).toBe('Sai Krupa Super Stores');
  });
});

describe('the business proof is checked with its registry', () => {
  const unverified = (field: string) => ({ code: 'VALIDATION_ERROR', field, message: BUSINESS_PROOF_UNVERIFIED_MESSAGE });

  test("a GSTIN must be registered, under the journey's PAN; the lead's own GSTIN saves", async () => {
    const { leadId, pan } = await leadWithPan();
    const gstin = (owner: string) => sandboxGstin('27', owner, '1');
    // The right shape and check character, but its PAN (digits 9999) is nobody's: not registered.
    expect(onlyError(await save(details({ leadId, businessProofType: 'GSTIN_MANUAL', gstin: gstin('ABCPE9999Z') })))).toMatchObject(unverified('input.gstin'));
    expect(onlyError(await save(details({ leadId, businessProofType: 'GSTIN_MANUAL', gstin: gstin(freshPan()) })))).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'input.gstin',
      message: PAN_NOT_LINKED_MESSAGE,
    });
    expect(await stepComplete(leadId)).toBe(false);
    dataOf(await save(details({ leadId, businessProofType: 'GSTIN_MANUAL', gstin: gstin(pan) })));
    expect(await load({ leadId })).toMatchObject({ businessProofType: 'GSTIN_MANUAL', gstin: gstin(pan) });
  });

  test("an auto-fetched GSTIN proof is the lead's own GSTIN; another of the PAN's GSTINs is entered as a manual one", async () => {
    const { leadId, pan } = await leadWithPan();
    const fetched = sandboxGstin('27', pan, '1');
    const another = sandboxGstin('29', pan, '1');
    dataOf(await send(harness, PanDetailStep_SaveDocument, { input: { id: leadId, panNumber: pan, gstin: fetched } }, opts(asha)));
    expect(onlyError(await save(details({ leadId, businessProofType: 'GSTIN_AUTO_FETCHED', gstin: another })))).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'input.gstin',
      message: AUTO_FETCHED_GSTIN_MESSAGE,
    });
    dataOf(await save(details({ leadId, businessProofType: 'GSTIN_MANUAL', gstin: another })));
    dataOf(await save(details({ leadId, businessProofType: 'GSTIN_AUTO_FETCHED', gstin: fetched })));
    expect(await load({ leadId })).toMatchObject({ businessProofType: 'GSTIN_AUTO_FETCHED', gstin: fetched });
  });

  test('a Udyam, shop and establishment, CIN or LLPIN number nobody registered; a trade licence is taken as typed', async () => {
    const mini = await leadWithPan(partner);
    expect(onlyError(await save(details({ leadId: mini.leadId, businessProofType: 'UDYAM', udyamNumber: 'UDYAM-MH-26-0000000' }), partner))).toMatchObject(
      unverified('input.udyamNumber'),
    );

    // A company's PAN: every ownership type is offered.
    const { leadId } = await leadWithPan(asha, freshPan('C'));
    expect(onlyError(await save(details({ leadId, businessProofNumber: 'PMC/II/10000' })))).toMatchObject(unverified('input.businessProofNumber'));
    const company = { ownershipType: 'PRIVATE_LIMITED_COMPANY', businessProofType: 'CIN' } as const;
    expect(onlyError(await save(details({ leadId, ...company, businessProofNumber: 'U52100MH2010PTC000000' })))).toMatchObject(unverified('input.businessProofNumber'));
    expect(onlyError(await save(details({ leadId, ...company, businessProofNumber: 'U52100MH2010' })))).toMatchObject({ field: 'input.businessProofNumber', message: CIN_MESSAGE });
    const llp = { ownershipType: 'LLP', businessProofType: 'LLPIN' } as const;
    expect(onlyError(await save(details({ leadId, ...llp, businessProofNumber: 'AAB-0000' })))).toMatchObject(unverified('input.businessProofNumber'));
    expect(await stepComplete(leadId)).toBe(false);

    dataOf(await save(details({ leadId, ...llp, businessProofNumber: 'aab1234' })));
    dataOf(await save(details({ leadId, businessProofType: 'TRADE_LICENSE', businessProofNumber: 'TL/0000' })));
    expect(await load({ leadId })).toMatchObject({ businessProofType: 'TRADE_LICENSE', businessProofNumber: 'TL/0000' });
  });
});

describe('MCCs from the GSTIN', () => {
  const mccsFromGstin = async (gstin: string, token = asha) => send(harness, MccsFromGstinDocument, { input: { gstin } }, { token });
  /** A registered GSTIN of a fresh PAN whose natures of business include the given one. */
  function gstinWith(nature: string): string {
    for (let entity = 1; entity <= 8; entity += 1) {
      for (const state of ['27', '29', '24', '07', '33', '09', '19', '32']) {
        const gstin = sandboxGstin(state, 'AAPFK1234L', String(entity));
        if (sandboxGstRecord(gstin)?.natureOfBusiness.includes(nature)) return gstin;
      }
    }
    throw new Error(`no sandbox GSTIN with ${nature}`);
  }

  test("a registration's natures of business give master-list MCCs, the same for any agent (a GST registration is public)", async () => {
    const gstin = gstinWith('Retail Business');
    const answer = dataOf(await mccsFromGstin(gstin.toLowerCase())).mccsFromGSTIN;
    expect(answer.gstin).toBe(gstin);
    expect(answer.natureOfBusiness).toEqual(sandboxGstRecord(gstin)?.natureOfBusiness);
    expect(answer.mccList.map((m) => m.mccCode)).toEqual(expect.arrayContaining(['5411', '5311', '5999']));
    expect(answer.mccList.find((m) => m.mccCode === '5411')).toMatchObject({ categoryType: 'RETAIL', merchantCategory: 'Grocery Stores, Supermarkets' });
    expect(dataOf(await mccsFromGstin(gstin, rohit)).mccsFromGSTIN).toEqual(answer);
  });

  test('a blocked MCC is never offered', async () => {
    const blocked = new Set(Object.keys(blockedMccs.values));
    for (const [nature, code] of [['Retail Business', '5993'], ['Wholesale Business', '5094']] as const) {
      const codes = dataOf(await mccsFromGstin(gstinWith(nature))).mccsFromGSTIN.mccList.map((m) => m.mccCode);
      expect(codes.length).toBeGreaterThan(0);
      expect(codes).not.toContain(code);
      expect(codes.filter((c) => blocked.has(c))).toEqual([]);
    }
  });

  test('a malformed GSTIN is BS-1006; a wrong check character or an unregistered one BS-1007', async () => {
    expectCatalogueError(await mccsFromGstin('27ABCDE1234'), 'BS-1006');
    const gstin = sandboxGstin('27', 'AAPFK1234L', '1');
    const wrongCheck = gstin.slice(0, 14) + (gstin.endsWith('A') ? 'B' : 'A');
    expectCatalogueError(await mccsFromGstin(wrongCheck), 'BS-1007');
    expectCatalogueError(await mccsFromGstin(sandboxGstin('27', 'ABCPE9999Z', '1')), 'BS-1007');
  });

  describe('extractMccs', () => {
    const extract = async (input: { text?: string; natureOfBusiness?: string[]; gstin?: string; seCategory?: string }) =>
      dataOf(await send(harness, ExtractMccsDocument, { input }, { token: asha })).extractMccs.mccList.map((m) => m.mccCode);

    test('GST natures, the GSTIN\'s natures, the shop and establishment category and the description give master-list MCCs, each once, blocked ones never', async () => {
      expect(await extract({ natureOfBusiness: ['Retail Business'] })).toEqual(['5411', '5311', '5399', '5499', '5999']);
      expect(await extract({ gstin: gstinWith('Wholesale Business') })).toEqual(expect.arrayContaining(['5099', '5199']));
      expect(await extract({ seCategory: 'Medical Store' })).toEqual(['5912']);
      expect(await extract({ text: 'A small grocery shop near the station' })).toContain('5411');
      expect(await extract({ natureOfBusiness: ['Retail Business'], seCategory: 'Retail Trade' })).toEqual(['5411', '5311', '5399', '5499', '5999']);
      expect(await extract({ natureOfBusiness: ['Wholesale Business'] })).not.toContain('5094');
      expect(await extract({ text: '!!' })).toEqual([]);
    });

    test("a description's categories are the first ten it matches by code, whatever order the database keeps the master list in", async () => {
      const text = 'A small grocery shop near the station';
      const first = ['4899', '5111', '5131', '5411', '5422', '5441', '5451', '5499', '5541', '5542'];
      expect(await extract({ text })).toEqual(first);
      // Written again, the first category's row is stored after the others.
      const [row] = await harness.database.db.delete(mccMaster).where(eq(mccMaster.mccCode, '4899')).returning();
      if (!row) throw new Error('the master list has no 4899');
      await harness.database.db.insert(mccMaster).values(row);
      expect(await extract({ text })).toEqual(first);
    });

    test('a GSTIN it cannot read is refused as mccsFromGSTIN refuses it, and its lists are bounded', async () => {
      expect(expectCatalogueError(await send(harness, ExtractMccsDocument, { input: { gstin: '27ABCDE1234' } }, { token: asha }), 'BS-1006').field).toBe('input.gstin');
      const tooMany = await send(harness, ExtractMccsDocument, { input: { natureOfBusiness: Array.from({ length: 21 }, () => 'Retail Business') } }, { token: asha });
      expect(onlyError(tooMany)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.natureOfBusiness' });
    });
  });
});
