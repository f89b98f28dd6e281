import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BillingEntityDocument,
  CacheAccountDocument,
  ContactListDocument,
  CreateBillingEntityDocument,
  CreateMerchantAccountMccDocument,
  CreateMerchantContactDocument,
  CreateMerchantDocument,
  CreateOliDocument,
  CreateOpportunityDocument,
  EditableIdsDocument,
  GetFilteredBillingEntitiesDocument,
  MerchantAccountDetailsDocument,
  MerchantFilterDocument,
  MerchantMccAndContactDataDocument,
  OpportunityDocument,
  UpdateBillingEntityDocument,
  UpdateMerchantContactDocument,
  UpdateMerchantDocument,
  UpdateMerchantMccDocument,
  type CreateMerchantInput,
} from '../../generated/graphql';
import { merchantMessages } from '../../src/domain/merchant-input';
import { cities, opportunities } from '../../src/server/db/schema';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { freshPan } from './fresh-pan';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { signInAs, startHarness, demoAgent, type Harness } from './harness';
import { formsWithSteps } from './step-flows';

// Merchant accounts, their contacts, MCC and billing entities: stored, owned by the agent who made
// them (another agent's are not found, with the spec's codes), and editable only while the
// account's latest opportunity leaves the business details step open (spec section 6).

let harness: Harness;
let asha: string;
let rohit: string;
let puneId: string;
beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('Products') });
  const [pune] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
  puneId = String(pune?.id);
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

function merchantInput(overrides: Partial<CreateMerchantInput> = {}): CreateMerchantInput {
  return {
    panNumber: freshPan(),
    ownershipType: 'PROPRIETORSHIP',
    name: 'Sai Krupa Stores',
    legalName: 'Ramesh Patil',
    mobileNumber: '9876543210',
    email: 'sai.krupa@example.com',
    revenue: 1500000,
    businessProofType: 'SHOP_AND_ESTABLISHMENT',
    businessProofNumber: 'PMC/II/12345',
    address: { addressLine1: 'Shop 4, Station Road', city: 'Pune', cityId: puneId, state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
    billingAddress: { addressLine1: 'Office 2, MG Road', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
    storeAddress: { addressLine1: 'Stall 9, Market Yard', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411037' },
    mccCode: '5411',
    contactName: 'Ramesh Patil',
    ...overrides,
  };
}

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

async function createMerchant(overrides: Partial<CreateMerchantInput> = {}, token = asha) {
  return dataOf(await send(harness, CreateMerchantDocument, { input: merchantInput(overrides) }, opts(token))).createMerchant;
}

async function setOpportunityStatus(id: string, status: string, submitted = false) {
  await harness.database.db.update(opportunities).set({ status, opportunitySubmitted: submitted }).where(eq(opportunities.id, Number(id)));
}

describe('createMerchant', () => {
  test('stores the account with its MCC from the master list, primary contact, billing entity and store address', async () => {
    const created = await createMerchant();
    expect(created.merchantAccount).toMatchObject({
      ownershipType: 'PROPRIETORSHIP',
      profile: { name: 'Sai Krupa Stores', legalName: 'Ramesh Patil', isExisting: false },
      storeAddress: { addressLine1: 'Stall 9, Market Yard', pinCode: '411037' },
      isEditable: true,
    });
    expect(created.mcc).toMatchObject({ mccCode: '5411', isEditable: true });
    expect(created.mcc?.businessCategoryType).toBeTruthy();
    expect(created.primaryContact).toMatchObject({ leadName: 'Ramesh Patil', mobileNumber: '9876543210', isPrimary: true });
    expect(created.billingEntity).toMatchObject({ businessName: 'Ramesh Patil', businessAddress: { addressLine1: 'Office 2, MG Road' } });

    const details = dataOf(await send(harness, MerchantAccountDetailsDocument, { input: { accountId: created.id } }, { token: asha }));
    expect(details.merchantAccountDetails.merchantAccount.panNumber).toBe(created.merchantAccount.panNumber);
    const data = dataOf(await send(harness, MerchantMccAndContactDataDocument, { input: { accountId: created.id } }, { token: asha })).merchantMccAndContactData;
    expect(data.mcc?.mccCode).toBe('5411');
    expect(data.primaryContact?.leadName).toBe('Ramesh Patil');
  });

  test('a city outside the address\'s state is refused with the code of that address, and stored names are the master list\'s', async () => {
    const [mumbai] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Mumbai'));
    const karnataka = { addressLine1: 'Shop 4, Station Road', cityId: puneId, stateCode: 'KA', pinCode: '560001' };
    const refused = [
      { input: { address: karnataka }, code: 'MOS-1015', message: 'Please choose city corresponding to updated state', field: 'input.address.cityId' },
      { input: { storeAddress: karnataka }, code: 'MSS-1016', message: 'Please select correct city and state for Business', field: 'input.storeAddress.cityId' },
      { input: { billingAddress: karnataka }, code: 'BS-1001', message: 'Please select Valid City and State', field: 'input.billingAddress.cityId' },
      { input: { address: { ...karnataka, stateCode: 'MH', cityId: '99999999' } }, code: 'MOS-1015', message: 'Please choose city corresponding to updated state', field: 'input.address.cityId' },
    ] as const;
    for (const { input, code, message, field } of refused) {
      expect(expectCatalogueError(await send(harness, CreateMerchantDocument, { input: merchantInput(input) }, opts(asha)), code, message).field).toBe(field);
    }
    const created = await createMerchant({ address: { addressLine1: 'Shop 4', cityId: String(mumbai?.id), city: 'Anything typed', stateCode: 'MH', state: 'Typed', pinCode: '400001' } });
    expect(created.merchantAccount.address).toMatchObject({ city: 'Mumbai', cityId: String(mumbai?.id), state: 'Maharashtra', stateCode: 'MH' });
  });

  test('a malformed PAN is MOS-1003, a negative revenue MOS-1004', async () => {
    expect(expectCatalogueError(await send(harness, CreateMerchantDocument, { input: merchantInput({ panNumber: 'ABCDE12345' }) }, opts(asha)), 'MOS-1003', 'Invalid PAN number, retry with a valid PAN').field).toBe('input.panNumber');
    // The business details step's own money field refuses a negative turnover on createMerchant;
    // an update, which no step definition checks, gets the spec's code.
    const created = await createMerchant();
    expectCatalogueError(await send(harness, UpdateMerchantDocument, { input: { id: created.id, revenue: -1 } }, opts(asha)), 'MOS-1004', 'Please enter a valid Annual Revenue value');
  });

  test('a second account for a PAN is MOS-1014, whoever asks', async () => {
    const created = await createMerchant();
    const again = await send(harness, CreateMerchantDocument, { input: merchantInput({ panNumber: created.merchantAccount.panNumber.toLowerCase() }) }, opts(rohit));
    expectCatalogueError(again, 'MOS-1014', 'Account already exists with shared PAN');
  });

  test('a blocked MCC cannot be chosen, nor a code outside the master list', async () => {
    const blocked = onlyError(await send(harness, CreateMerchantDocument, { input: merchantInput({ mccCode: '7995' }) }, opts(asha)));
    expect(blocked).toMatchObject({ code: 'VALIDATION_ERROR', message: merchantMessages.blockedMcc, field: 'input.mccCode' });
    const unknown = onlyError(await send(harness, CreateMerchantDocument, { input: merchantInput({ mccCode: '0001' }) }, opts(asha)));
    expect(unknown).toMatchObject({ code: 'VALIDATION_ERROR', message: merchantMessages.mccCode });
  });

  test('field rules answer with the field and its message', async () => {
    const mobile = onlyError(await send(harness, CreateMerchantDocument, { input: merchantInput({ mobileNumber: '12345' }) }, opts(asha)));
    expect(mobile).toMatchObject({ message: 'Please enter a valid 10-digit mobile number.', field: 'input.mobileNumber' });
    const name = onlyError(await send(harness, CreateMerchantDocument, { input: merchantInput({ name: '   ' }) }, opts(asha)));
    expect(name).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.name' });
    const { id } = await createMerchant();
    const renamed = onlyError(await send(harness, UpdateMerchantDocument, { input: { id, name: '   ' } }, opts(asha)));
    expect(renamed).toMatchObject({ code: 'VALIDATION_ERROR', message: merchantMessages.name, field: 'input.name' });
    const long = onlyError(await send(harness, CreateMerchantDocument, { input: merchantInput({ legalName: 'A'.repeat(101) }) }, opts(asha)));
    expect(long.field).toBe('input.legalName');
  });

  test('made for an opportunity, the account is linked to it with its MCC, contact and billing entity, as Business Details links them', async () => {
    const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: (await createMerchant()).id } }, opts(asha))).createOpportunity.id;
    const created = await createMerchant({ opportunityId });
    const { opportunity } = dataOf(await send(harness, OpportunityDocument, { input: { id: opportunityId } }, opts(asha))).opportunity;
    expect(opportunity).toMatchObject({ accountId: created.id, accountMccId: created.mcc?.id, contactId: created.primaryContact?.id, primaryBillingEntityId: created.billingEntity?.id });
    expect([opportunity.accountMccId, opportunity.contactId, opportunity.primaryBillingEntityId].every(Boolean)).toBe(true);
  });

  test("another agent's opportunity is not found (ODS-101); one submitted for review takes no account (MOS-1007)", async () => {
    const mine = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: (await createMerchant()).id } }, opts(asha))).createOpportunity.id;
    expectCatalogueError(await send(harness, CreateMerchantDocument, { input: merchantInput({ opportunityId: mine }) }, opts(rohit)), 'ODS-101');
    await setOpportunityStatus(mine, 'DEPLOYMENT_REQUESTED', true);
    expectCatalogueError(await send(harness, CreateMerchantDocument, { input: merchantInput({ opportunityId: mine }) }, opts(asha)), 'MOS-1007');
  });
});

describe('ownership', () => {
  test("another agent's account, contact, MCC and billing entity are not found, with the spec's codes", async () => {
    const created = await createMerchant();
    const accountId = created.id;
    const contactId = created.primaryContact?.id ?? '';
    const mccId = created.mcc?.id ?? '';
    const billingId = created.billingEntity?.id ?? '';
    expectCatalogueError(await send(harness, MerchantAccountDetailsDocument, { input: { accountId } }, opts(rohit)), 'MOS-1006', 'No Merchant Account details found');
    expectCatalogueError(await send(harness, MerchantMccAndContactDataDocument, { input: { accountId } }, opts(rohit)), 'MOS-1012', 'Merchant Account not found');
    expectCatalogueError(await send(harness, ContactListDocument, { input: { accountId } }, opts(rohit)), 'MOS-1012');
    expectCatalogueError(await send(harness, UpdateMerchantDocument, { input: { id: accountId, name: 'Taken Over' } }, opts(rohit)), 'MOS-1012');
    expectCatalogueError(await send(harness, CreateMerchantContactDocument, { input: { accountId, leadName: 'X Y', mobileNumber: '9876500000' } }, opts(rohit)), 'MOS-1012');
    expectCatalogueError(await send(harness, UpdateMerchantContactDocument, { input: { id: contactId, leadName: 'X Y' } }, opts(rohit)), 'MOS-1013', 'Merchant Contact not found');
    expectCatalogueError(await send(harness, CreateMerchantAccountMccDocument, { input: { accountId, businessCategoryType: 'x', businessSubCategoryType: 'x', merchantCategory: 'x', mccCode: '5411' } }, opts(rohit)), 'MOS-1012');
    expectCatalogueError(await send(harness, UpdateMerchantMccDocument, { input: { id: mccId, mccCode: '5812' } }, opts(rohit)), 'MOS-1010', 'Account MCC not found');
    expectCatalogueError(await send(harness, CreateBillingEntityDocument, { input: { merchantId: accountId, businessName: 'X' } }, opts(rohit)), 'MOS-1012');
    expectCatalogueError(await send(harness, UpdateBillingEntityDocument, { input: { id: billingId, businessName: 'X' } }, opts(rohit)), 'BS-1002', 'Billing Entity not found');
    expectCatalogueError(await send(harness, BillingEntityDocument, { input: { id: billingId } }, opts(rohit)), 'BS-1002');
    expectCatalogueError(await send(harness, GetFilteredBillingEntitiesDocument, { input: { merchantId: accountId } }, opts(rohit)), 'MOS-1012');
    expectCatalogueError(await send(harness, CacheAccountDocument, { input: { accountId } }, opts(rohit)), 'MOS-1012');
    expectCatalogueError(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId } }, opts(rohit)), 'MOS-1012');
    const editable = dataOf(await send(harness, EditableIdsDocument, { input: { entityName: 'ACCOUNT', ids: [accountId] } }, opts(rohit))).editableIds;
    expect(editable).toEqual({ entityName: 'ACCOUNT', editableIds: [], entries: [{ id: accountId, isEditable: false }] });
    const found = dataOf(await send(harness, MerchantFilterDocument, { input: { panNumber: created.merchantAccount.panNumber } }, opts(rohit))).merchantFilter;
    expect(found.merchants).toEqual([]);
    // Nothing changed.
    const details = dataOf(await send(harness, MerchantAccountDetailsDocument, { input: { accountId } }, { token: asha }));
    expect(details.merchantAccountDetails.merchantAccount.profile.name).toBe('Sai Krupa Stores');
  });
});

describe('contacts, MCC and billing entities', () => {
  test('contacts page by 10 with the primary first; a new primary replaces the old one', async () => {
    const { id: accountId } = await createMerchant();
    for (let i = 0; i < 10; i += 1) {
      dataOf(await send(harness, CreateMerchantContactDocument, { input: { accountId, leadName: `Partner ${i}`, mobileNumber: `98765000${String(i).padStart(2, '0')}` } }, opts(asha)));
    }
    const first = dataOf(await send(harness, ContactListDocument, { input: { accountId } }, { token: asha })).contactList;
    expect(first.contacts).toHaveLength(10);
    expect(first.contacts[0]?.isPrimary).toBe(true);
    expect(first.pageInfo).toMatchObject({ page: 0, size: 10, totalElements: 11, hasMore: true });
    const second = dataOf(await send(harness, ContactListDocument, { input: { accountId, page: 1 } }, { token: asha })).contactList;
    expect(second.contacts).toHaveLength(1);
    expect(second.pageInfo.hasMore).toBe(false);

    const target = second.contacts[0]?.id ?? '';
    const updated = dataOf(await send(harness, UpdateMerchantContactDocument, { input: { id: target, isPrimary: true, designation: 'Partner' } }, opts(asha))).updateMerchantContact.contact;
    expect(updated).toMatchObject({ isPrimary: true, designation: 'Partner' });
    const data = dataOf(await send(harness, MerchantMccAndContactDataDocument, { input: { accountId } }, { token: asha })).merchantMccAndContactData;
    expect(data.primaryContact?.id).toBe(target);
    expect(data.contacts.filter((c) => c.isPrimary)).toHaveLength(1);
    const missing = await send(harness, UpdateMerchantContactDocument, { input: { id: randomUUID(), leadName: 'Nobody' } }, opts(asha));
    expectCatalogueError(missing, 'MOS-1013');
  });

  test('the MCC takes its categories from the master list; one per account; a blocked one is refused on change', async () => {
    const created = await createMerchant({ mccCode: null });
    const mcc = dataOf(
      await send(harness, CreateMerchantAccountMccDocument, { input: { accountId: created.id, businessCategoryType: 'ignored', businessSubCategoryType: 'ignored', merchantCategory: 'ignored', mccCode: '5812' } }, opts(asha)),
    ).createMerchantAccountMcc.mcc;
    expect(mcc.mccCode).toBe('5812');
    expect(mcc.businessCategoryType).not.toBe('ignored');
    const second = await send(harness, CreateMerchantAccountMccDocument, { input: { accountId: created.id, businessCategoryType: 'x', businessSubCategoryType: 'x', merchantCategory: 'x', mccCode: '5411' } }, opts(asha));
    expectCatalogueError(second, 'MOS-1007');
    const blocked = onlyError(await send(harness, UpdateMerchantMccDocument, { input: { id: mcc.id, mccCode: '6010' } }, opts(asha)));
    expect(blocked).toMatchObject({ code: 'VALIDATION_ERROR', message: merchantMessages.blockedMcc });
    const changed = dataOf(await send(harness, UpdateMerchantMccDocument, { input: { id: mcc.id, mccCode: '5411', isMCCManualEntry: true } }, opts(asha))).updateMerchantMCC.mcc;
    expect(changed).toMatchObject({ mccCode: '5411', isMCCManualEntry: true });
    expectCatalogueError(await send(harness, UpdateMerchantMccDocument, { input: { id: randomUUID(), mccCode: '5411' } }, opts(asha)), 'MOS-1010');
  });

  test("the MCC cannot be changed while one of the account's opportunities has products", async () => {
    const created = await createMerchant();
    const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: created.id } }, opts(asha))).createOpportunity.id;
    const lineItems = [{ productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 1 }];
    dataOf(await send(harness, CreateOliDocument, { input: { opportunityId, lineItems } }, opts(asha)));
    const mccId = created.mcc?.id ?? '';
    expect(onlyError(await send(harness, UpdateMerchantMccDocument, { input: { id: mccId, mccCode: '5311' } }, opts(asha)))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The account MCC cannot be changed while products exist.',
      field: 'input.mccCode',
    });
    // The same MCC, with another flag, is no change of MCC.
    expect(dataOf(await send(harness, UpdateMerchantMccDocument, { input: { id: mccId, mccCode: '5411', isMCCManualEntry: true } }, opts(asha))).updateMerchantMCC.mcc.mccCode).toBe('5411');
  });

  test('billing entities are listed (limit 50 by default), read and changed', async () => {
    const created = await createMerchant();
    const extra = dataOf(await send(harness, CreateBillingEntityDocument, { input: { merchantId: created.id, businessName: 'Sai Krupa Wholesale', kycDocumentType: 'GST', kycDocumentNo: '27AAAPL1234C1ZE' } }, opts(asha))).createBillingEntity;
    const list = dataOf(await send(harness, GetFilteredBillingEntitiesDocument, { input: { merchantId: created.id } }, { token: asha })).getFilteredBillingEntities;
    expect(list.totalCount).toBe(2);
    expect(list.billingEntities.map((b) => b.businessName).sort()).toEqual(['Ramesh Patil', 'Sai Krupa Wholesale']);
    const updated = dataOf(await send(harness, UpdateBillingEntityDocument, { input: { id: extra.id, nameToBePrintedOnPO: 'SK Wholesale' } }, opts(asha))).updateBillingEntity.billingEntity;
    expect(updated).toMatchObject({ businessName: 'Sai Krupa Wholesale', nameToBePrintedOnPO: 'SK Wholesale' });
    expect(dataOf(await send(harness, BillingEntityDocument, { input: { id: extra.id } }, { token: asha })).billingEntity.billingEntity.nameToBePrintedOnPO).toBe('SK Wholesale');
    expectCatalogueError(await send(harness, BillingEntityDocument, { input: { id: randomUUID() } }, { token: asha }), 'BS-1002');
  });
});

describe('editability', () => {
  test("records follow their account's latest opportunity: editable while open, locked in review", async () => {
    const created = await createMerchant();
    const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: created.id } }, opts(asha))).createOpportunity.id;
    const ids = { ACCOUNT: created.id, CONTACT: created.primaryContact?.id, MCC: created.mcc?.id, BILLING_ENTITY: created.billingEntity?.id } as const;
    for (const [entityName, id] of Object.entries(ids)) {
      const answer = dataOf(await send(harness, EditableIdsDocument, { input: { entityName: entityName as keyof typeof ids, ids: [id ?? ''] } }, { token: asha })).editableIds;
      expect(answer.editableIds).toEqual([id]);
    }

    await setOpportunityStatus(opportunityId, 'PO_ACTIVATION_REQUESTED', true);
    for (const [entityName, id] of Object.entries(ids)) {
      const answer = dataOf(await send(harness, EditableIdsDocument, { input: { entityName: entityName as keyof typeof ids, ids: [id ?? ''] } }, { token: asha })).editableIds;
      expect(answer.entries).toEqual([{ id, isEditable: false }]);
    }
    const details = dataOf(await send(harness, MerchantAccountDetailsDocument, { input: { accountId: created.id } }, { token: asha }));
    expect(details.merchantAccountDetails.merchantAccount.isEditable).toBe(false);
    const locked = [
      await send(harness, UpdateMerchantDocument, { input: { id: created.id, name: 'Changed' } }, opts(asha)),
      await send(harness, UpdateMerchantContactDocument, { input: { id: ids.CONTACT ?? '', leadName: 'Changed' } }, opts(asha)),
      await send(harness, CreateMerchantContactDocument, { input: { accountId: created.id, leadName: 'New One', mobileNumber: '9876511111' } }, opts(asha)),
      await send(harness, UpdateMerchantMccDocument, { input: { id: ids.MCC ?? '', mccCode: '5812' } }, opts(asha)),
      await send(harness, UpdateBillingEntityDocument, { input: { id: ids.BILLING_ENTITY ?? '', businessName: 'Changed' } }, opts(asha)),
      await send(harness, CreateBillingEntityDocument, { input: { merchantId: created.id, businessName: 'Changed' } }, opts(asha)),
    ];
    for (const answer of locked) expectCatalogueError(answer, 'MOS-1007', 'Invalid fields or fields not allowed to change');

    // A new opportunity for the merchant opens its records again.
    dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: created.id } }, opts(asha)));
    const reopened = dataOf(await send(harness, UpdateMerchantDocument, { input: { id: created.id, name: 'Sai Krupa Super Stores', revenue: 2100000 } }, opts(asha))).updateMerchant;
    expect(reopened.merchantAccount).toMatchObject({ profile: { name: 'Sai Krupa Super Stores' }, revenue: 2100000 });
  });

  test('a rejected opportunity leaves only the first steps: business records are locked', async () => {
    const created = await createMerchant();
    const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: created.id } }, opts(asha))).createOpportunity.id;
    await setOpportunityStatus(opportunityId, 'PRICING_REJECTED');
    expectCatalogueError(await send(harness, UpdateMerchantDocument, { input: { id: created.id, email: 'new@example.com' } }, opts(asha)), 'MOS-1007');
  });
});

describe('existing merchants', () => {
  test("the sandbox's already registered PANs of the seed are the demo agent's accounts, found by PAN, name or mobile", async () => {
    const pan = 'DMNPK0058R';
    const registered = sandboxPanRecord(pan)?.existingMerchant;
    const byPan = dataOf(await send(harness, MerchantFilterDocument, { input: { panNumber: pan.toLowerCase() } }, { token: asha })).merchantFilter.merchants;
    expect(byPan).toHaveLength(1);
    const [merchant] = byPan;
    expect(merchant).toMatchObject({ id: registered?.accountId, panNumber: pan, profile: { name: registered?.name, isExisting: true }, address: { city: 'Nagpur' } });
    const byName = dataOf(await send(harness, MerchantFilterDocument, { input: { name: registered?.name.slice(0, 5).toLowerCase() } }, { token: asha })).merchantFilter.merchants;
    expect(byName.map((m) => m.id)).toContain(merchant?.id);
    const byMobile = dataOf(await send(harness, MerchantFilterDocument, { input: { mobileNumber: merchant?.mobileNumber?.slice(0, 7) } }, { token: asha })).merchantFilter.merchants;
    expect(byMobile.map((m) => m.id)).toContain(merchant?.id);
    expect(dataOf(await send(harness, MerchantFilterDocument, { input: { panNumber: pan } }, { token: rohit })).merchantFilter.merchants).toEqual([]);
    expectCatalogueError(await send(harness, MerchantFilterDocument, { input: { panNumber: 'NOTAPAN' } }, { token: asha }), 'MOS-1003');

    const opportunity = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: merchant?.id ?? '' } }, opts(asha))).createOpportunity.opportunity;
    expect(opportunity).toMatchObject({ accountId: merchant?.id, isExistingMerchant: true, name: registered?.name, status: 'INITIATED' });
  });

  test('cacheAccount links the account to an opportunity without one, and refuses another agent’s opportunity', async () => {
    const created = await createMerchant();
    const other = await createMerchant({}, rohit);
    const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: created.id } }, opts(asha))).createOpportunity.id;
    expect(dataOf(await send(harness, CacheAccountDocument, { input: { accountId: created.id, opportunityId } }, opts(asha))).cacheAccount).toEqual({ isCached: true, accountId: created.id });
    const rohitsOpportunity = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: other.id } }, opts(rohit))).createOpportunity.id;
    expectCatalogueError(await send(harness, CacheAccountDocument, { input: { accountId: created.id, opportunityId: rohitsOpportunity } }, opts(asha)), 'ODS-101');
    const rows = await harness.database.db.select().from(opportunities).where(and(eq(opportunities.id, Number(rohitsOpportunity))));
    expect(rows[0]?.accountId).toBe(other.id);
  });
});
