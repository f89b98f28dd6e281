import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BusinessDetailsStepDocument,
  BusinessDetailsStep_SaveDocument,
  CreateLeadDocument,
  CreateOpportunityDocument,
  JourneyLeadDocument,
  LeadDocument,
  OpportunityDocument,
  PanDetailStep_SaveDocument,
  SendKycLinkDocument,
  type CreateLeadInput,
  type SaveBusinessDetailsInput,
} from '../../generated/graphql';
import { kycLinkMessages } from '../../src/domain/kyc-link';
import { cities, merchantAccountMccs, merchantAccounts, merchantContacts, sandboxOutbox } from '../../src/server/db/schema';
import { demoMerchants } from '../../src/server/seed/demo-merchants';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { businessDetailsInput } from './business-details-input';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { freshPan } from './fresh-pan';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';

// An opportunity for a merchant the provider already has: its Create Lead and Pan Details steps show
// what the merchant account holds (journeyLead), Business Details is prefilled with the account's
// MCC, contact, turnover and proof and refuses a save with a required field empty. A lead's pincode
// fills its address's state and city on Business Details. The opportunity takes the DBA name saved
// on Business Details, the lead keeps its shop name, and the KYC e-mail greets the lead's contact.

let harness: Harness;
let asha: string;
let rohit: string;
let cityIds: Record<string, string>;
beforeAll(async () => {
  // The journeys start with the steps under test (step-flows.ts); step-order.test.ts tests the order.
  harness = await startHarness({ forms: formsWithSteps('CreateLead', 'PanDetail', 'BusinessDetails', 'KycDetails') });
  const rows = await harness.database.db.select({ id: cities.id, name: cities.name }).from(cities);
  cityIds = Object.fromEntries(rows.map((row) => [row.name, String(row.id)]));
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

async function accountOf(pan: string) {
  const [account] = await harness.database.db.select().from(merchantAccounts).where(eq(merchantAccounts.panNumber, pan));
  if (!account) throw new Error(`the seed has no merchant with PAN ${pan}`);
  return account;
}

async function newOpportunityFor(pan: string, token = asha): Promise<string> {
  const account = await accountOf(pan);
  return dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: account.id } }, opts(token))).createOpportunity.id;
}

const journeyLead = (input: { leadId?: string; opportunityId?: string }, token = asha) => send(harness, JourneyLeadDocument, { input }, { token });
const businessDetails = async (input: { leadId?: string; opportunityId?: string }, token = asha) =>
  dataOf(await send(harness, BusinessDetailsStepDocument, { input }, { token })).businessDetailsStep.businessDetails;
const save = (input: SaveBusinessDetailsInput, token = asha) => send(harness, BusinessDetailsStep_SaveDocument, { input }, opts(token));

let leadCount = 0;
async function leadWithPan(lead: Partial<CreateLeadInput> = {}): Promise<{ leadId: string; pan: string }> {
  const pan = freshPan();
  const input: CreateLeadInput = {
    shop: { name: 'Sai Krupa Stores' },
    contact: { name: 'Ramesh Patil', number: `97${String(Date.now() % 1e6).padStart(6, '0')}${String(++leadCount % 100).padStart(2, '0')}`, email: 'ramesh@example.com' },
    leadSource: 'SALES_APP',
    product: ['POS_DEVICE'],
    ...lead,
  };
  const leadId = dataOf(await send(harness, CreateLeadDocument, { input }, opts(asha))).createLead.id;
  dataOf(await send(harness, PanDetailStep_SaveDocument, { input: { id: leadId, panNumber: pan } }, opts(asha)));
  return { leadId, pan };
}

describe("Create Lead and Pan Details of an existing merchant's opportunity (journeyLead)", () => {
  test("show the merchant account's name, address, PAN and contact, with the lead source Existing merchant and no products", async () => {
    // Menon Electronics (CDRPM0023N) was onboarded before (the seed's demo journey): it has a contact.
    const opportunityId = await newOpportunityFor('CDRPM0023N');
    const details = dataOf(await journeyLead({ opportunityId })).journeyLead.details;
    expect(details).toMatchObject({
      panNumber: 'CDRPM0023N',
      shop: { name: 'Menon Electronics', address: { city: 'Pune', pincode: '411001' } },
      contact: { name: 'Vikram Prasad Menon', number: '9820000231' },
      leadSource: 'EXISTING_MERCHANT',
      product: [],
    });
  });

  test("a merchant with no onboarding here yet shows its account's primary contact", async () => {
    // Kumar Textiles (DMNPK0058R): registered, with no opportunity in the seed, its proprietor its contact.
    const opportunityId = await newOpportunityFor('DMNPK0058R');
    const details = dataOf(await journeyLead({ opportunityId })).journeyLead.details;
    expect(details).toMatchObject({ panNumber: 'DMNPK0058R', shop: { name: 'Kumar Textiles', address: { city: 'Nagpur', pincode: '440001' } }, leadSource: 'EXISTING_MERCHANT' });
    expect(details.contact).toEqual({ name: 'Rajesh Kumar', email: 'kumartextiles.nagpur@example.com', number: '9820000584', role: 'Owner' });
  });

  test('an account without a contact shows its own mobile number and no contact name', async () => {
    const kumar = await accountOf('DMNPK0058R');
    const pan = freshPan();
    const [account] = await harness.database.db
      .insert(merchantAccounts)
      .values({ ...kumar, id: randomUUID(), panNumber: pan, mobileNumber: '9820011223', email: null })
      .returning();
    const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: account?.id ?? '' } }, opts(asha))).createOpportunity.id;
    expect(dataOf(await journeyLead({ opportunityId })).journeyLead.details.contact).toEqual({ name: null, email: null, number: '9820011223', role: null });
  });

  test('a journey with a lead shows the lead, by the lead or by its opportunity', async () => {
    const { leadId, pan } = await leadWithPan({ shop: { name: 'Ganesh Kirana', address: { pincode: '411030' } } });
    expect(dataOf(await journeyLead({ leadId })).journeyLead.details).toMatchObject({ panNumber: pan, shop: { name: 'Ganesh Kirana', address: { pincode: '411030' } }, contact: { name: 'Ramesh Patil' }, product: ['POS_DEVICE'] });
    const saved = dataOf(await save(businessDetailsInput(cityIds.Pune ?? '', { leadId }))).saveBusinessDetails;
    expect(dataOf(await journeyLead({ leadId, opportunityId: saved.opportunityId })).journeyLead.details.shop.name).toBe('Ganesh Kirana');
    expect(dataOf(await journeyLead({ opportunityId: saved.opportunityId })).journeyLead.details.shop.name).toBe('Ganesh Kirana');
  });

  test("another agent's opportunity or lead is not found, nor is an opportunity named with another lead", async () => {
    const opportunityId = await newOpportunityFor('DMNPK0058R');
    expectCatalogueError(await journeyLead({ opportunityId }, rohit), 'ODS-101');
    const { leadId } = await leadWithPan();
    expectCatalogueError(await journeyLead({ leadId }, rohit), 'LMS-101');
    expect(expectCatalogueError(await journeyLead({ leadId, opportunityId }), 'ODS-101').field).toBe('input.opportunityId');
    expect(expectCatalogueError(await journeyLead({}), 'LMS-101').field).toBe('input.leadId');
    expectCatalogueError(await journeyLead({ opportunityId }, ''), 'UNAUTHORIZED_ERROR');
  });
});

describe("Business Details of an existing merchant's opportunity", () => {
  test("is prefilled with the account's MCC, contact, turnover and proof", async () => {
    const opportunityId = await newOpportunityFor('CDRPM0023N');
    expect(await businessDetails({ opportunityId })).toMatchObject({
      name: 'Menon Electronics',
      mccCode: '5411',
      contactName: 'Vikram Prasad Menon',
      mobileNumber: '9820000231',
      revenue: 2000000,
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: 'PMC/II/54181',
      address: { pinCode: '411001', stateCode: 'MH', cityId: cityIds.Pune },
    });
  });

  test.each([
    ['DMNPK0058R', { name: 'Kumar Textiles', mccCode: '5651', contactName: 'Rajesh Kumar', revenue: 3600000, businessProofNumber: 'NMC/SE/2016/01004' }],
    ['GHTPA0064C', { name: 'Acharya Mobiles', mccCode: '4812', contactName: 'Arjun Acharya', revenue: 5400000, businessProofNumber: 'MH/BMC/L/2018/14480' }],
  ])('of %s, registered with no onboarding here yet, is prefilled with what its account holds, which saves as it is', async (pan, held) => {
    const opportunityId = await newOpportunityFor(pan);
    const account = await accountOf(pan);
    const shown = await businessDetails({ opportunityId });
    expect(shown).toMatchObject({ ...held, mobileNumber: account.mobileNumber, businessProofType: 'SHOP_AND_ESTABLISHMENT', ownershipType: 'PROPRIETORSHIP' });
    // Nothing typed: the proof is one the registry knows, the MCC one the master list offers.
    const { address } = shown;
    const saved = await save({
      opportunityId,
      name: shown.name ?? '',
      legalName: shown.legalName ?? '',
      ownershipType: shown.ownershipType ?? 'PROPRIETORSHIP',
      accountType: shown.accountType,
      revenue: shown.revenue ?? 0,
      contactName: shown.contactName ?? '',
      mobileNumber: shown.mobileNumber ?? '',
      email: shown.email,
      address: { addressLine1: address?.addressLine1 ?? '', pinCode: address?.pinCode ?? '', stateCode: address?.stateCode ?? '', cityId: address?.cityId ?? '' },
      businessProofType: shown.businessProofType ?? 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: shown.businessProofNumber,
      mccCode: shown.mccCode ?? '',
    });
    expect(dataOf(saved).saveBusinessDetails.merchantAccount).toMatchObject({ id: account.id, panNumber: pan });
  });

  test("every registered merchant of the seed holds its MCC, primary contact, turnover and proof", async () => {
    for (const { pan } of demoMerchants) {
      const account = await accountOf(pan);
      const [mcc] = await harness.database.db.select().from(merchantAccountMccs).where(eq(merchantAccountMccs.accountId, account.id));
      const [contact] = await harness.database.db.select().from(merchantContacts).where(and(eq(merchantContacts.accountId, account.id), eq(merchantContacts.isPrimary, true)));
      expect({ pan, mcc: mcc?.mccCode, contact: contact?.leadName, revenue: account.revenue, proof: account.businessProofType }).toEqual({
        pan,
        mcc: expect.stringMatching(/^\d{4}$/),
        contact: expect.any(String),
        revenue: expect.any(Number),
        proof: expect.any(String),
      });
    }
  });

  test('an address kept with its pincode but no city shows the city the pincode names', async () => {
    const opportunityId = await newOpportunityFor('DMNPK0058R');
    expect((await businessDetails({ opportunityId })).address).toMatchObject({ pinCode: '440001', stateCode: 'MH', state: 'Maharashtra', cityId: cityIds.Nagpur, city: 'Nagpur' });
  });

  test('a save with a required field empty is refused at that field, and nothing of the account changes', async () => {
    const opportunityId = await newOpportunityFor('DMNPK0058R');
    const before = await accountOf('DMNPK0058R');
    const input = businessDetailsInput(cityIds.Nagpur ?? '', { opportunityId, name: 'Kumar Textiles', legalName: before.legalName, address: { addressLine1: 'Shop No. 15, Main Road', pinCode: '440001', stateCode: 'MH', cityId: cityIds.Nagpur } });
    expect(onlyError(await save({ ...input, contactName: '' }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.contactName', message: 'Please enter the full name of the contact.' });
    expect(onlyError(await save({ ...input, mccCode: '' }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.mccCode' });
    expect(await accountOf('DMNPK0058R')).toEqual(before);
  });
});

describe("a lead's pincode on Business Details", () => {
  test.each([
    ['411030', 'Pune'],
    ['411001', 'Pune'],
    ['440001', 'Nagpur'],
  ])('%s fills the state and the city %s', async (pincode, city) => {
    const { leadId } = await leadWithPan({ shop: { name: 'Ganesh Kirana', address: { addressLine1: '12, Tilak Road', pincode } } });
    expect((await businessDetails({ leadId })).address).toMatchObject({ addressLine1: '12, Tilak Road', pinCode: pincode, stateCode: 'MH', state: 'Maharashtra', cityId: cityIds[city], city });
  });

  test('a pincode nobody knows fills neither', async () => {
    const { leadId } = await leadWithPan({ shop: { name: 'Ganesh Kirana', address: { pincode: '999999' } } });
    const { address } = await businessDetails({ leadId });
    expect(address).toMatchObject({ pinCode: '999999' });
    expect(address?.stateCode ?? null).toBeNull();
    expect(address?.cityId ?? null).toBeNull();
  });
});

describe('names', () => {
  test('the opportunity takes the DBA name saved on Business Details; the lead keeps its shop name', async () => {
    const { leadId } = await leadWithPan({ shop: { name: 'Sai Krupa Stores' } });
    const saved = dataOf(await save(businessDetailsInput(cityIds.Pune ?? '', { leadId, name: 'Sai Krupa Mart' }))).saveBusinessDetails;
    const opportunity = dataOf(await send(harness, OpportunityDocument, { input: { id: saved.opportunityId } }, { token: asha })).opportunity.opportunity;
    expect(opportunity.name).toBe('Sai Krupa Mart');
    expect(dataOf(await send(harness, LeadDocument, { input: { id: leadId } }, { token: asha })).lead.lead.shop.name).toBe('Sai Krupa Stores');

    // An existing merchant's opportunity, named after the account at first, follows its DBA name too.
    const existing = await newOpportunityFor('CDRPM0023N');
    const account = await accountOf('CDRPM0023N');
    const opportunityOf = async () => dataOf(await send(harness, OpportunityDocument, { input: { id: existing } }, { token: asha })).opportunity.opportunity.name;
    expect(await opportunityOf()).toBe('Menon Electronics');
    dataOf(
      await save(
        businessDetailsInput(cityIds.Pune ?? '', {
          opportunityId: existing,
          name: 'Menon Electronics & Mobiles',
          legalName: account.legalName,
          contactName: 'Vikram Prasad Menon',
          mobileNumber: '9820000231',
          businessProofNumber: 'PMC/II/54181',
        }),
      ),
    );
    expect(await opportunityOf()).toBe('Menon Electronics & Mobiles');
  });

  test("the KYC e-mail greets the lead's contact person, not the PAN holder", async () => {
    const { leadId, pan } = await leadWithPan({ contact: { name: 'Sunita Deshmukh', number: '9811122233', email: 'sunita@example.com' } });
    const holder = sandboxPanRecord(pan)?.name ?? '';
    expect(holder).not.toBe('Sunita Deshmukh');
    const form = await businessDetails({ leadId });
    expect(form.contactName).toBe('Sunita Deshmukh');
    const saved = dataOf(
      await save(businessDetailsInput(cityIds.Pune ?? '', { leadId, legalName: holder, contactName: form.contactName ?? '', mobileNumber: '9811122233', email: 'sunita@example.com' })),
    ).saveBusinessDetails;
    dataOf(await send(harness, SendKycLinkDocument, { input: { opportunityId: saved.opportunityId, email: 'sunita@example.com' } }, opts(asha)));
    const [mail] = await harness.database.db
      .select()
      .from(sandboxOutbox)
      .where(and(eq(sandboxOutbox.toEmail, 'sunita@example.com'), eq(sandboxOutbox.senderEmployeeId, 'EMP1001')))
      .orderBy(desc(sandboxOutbox.sentAt))
      .limit(1);
    expect(mail?.subject).toBe(kycLinkMessages.emailSubject);
    expect(mail?.body.startsWith('Dear Sunita Deshmukh, please complete the KYC')).toBe(true);
    expect(mail?.body).not.toContain(holder);
  });
});
