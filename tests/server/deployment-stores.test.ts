import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateDeploymentStoreDocument,
  CreateDeploymentStoresDocument,
  CreateMerchantContactDocument,
  CreateMerchantDocument,
  CreateOpportunityDocument,
  DeleteDeploymentStoreDocument,
  DeploymentStoreDocument,
  DeploymentStoresByMerchantIdDocument,
  EditableIdsDocument,
  MerchantOnboardingStateV2Document,
  MultiStoresStep_SaveDocument,
  UpdateDeploymentStoreDocument,
  type CreateMerchantInput,
  type DeploymentStoreFieldsInput,
  type DeploymentStoreItemInput,
} from '../../generated/graphql';
import { leadMessages } from '../../src/domain/lead-input';
import { PINCODE_MESSAGE } from '../../src/domain/identifiers/pincode';
import { GSTIN_MESSAGE } from '../../src/domain/identifiers/gstin';
import { STORE_LIMITS, STORE_PROOF_TYPES, storeMessages } from '../../src/domain/store-input';
import { isRepeater } from '../../src/engine/definition';
import { cities, opportunities } from '../../src/server/db/schema';
import { readFormsBundle, stepDefinitions } from '../../src/server/forms/forms-on-disk';
import { freshPan } from './fresh-pan';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';

// A merchant's deployment stores (spec section 3) and the Multi Stores step that saves them: owned
// by the agent who made them (another agent's is MSS-1001 'Store not found'), changed only while the
// step is open for the merchant's latest opportunity (MOS-1007), a store's city in its state
// (MSS-1017), at most STORE_LIMITS.perMerchant per merchant, and the opportunity's primary store,
// which completes the step, set when stores are saved for it.

let harness: Harness;
let asha: string;
let rohit: string;
let puneId: string;
let mumbaiId: string;
let bengaluruId: string;
beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('MultiStores') });
  const byName = async (name: string) => String((await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name)))[0]?.id);
  [puneId, mumbaiId, bengaluruId] = await Promise.all([byName('Pune'), byName('Mumbai'), byName('Bengaluru')]);
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

function merchantInput(overrides: Partial<CreateMerchantInput> = {}): CreateMerchantInput {
  return {
    panNumber: freshPan(),
    ownershipType: 'PROPRIETORSHIP',
    name: 'Sai Krupa Stores',
    legalName: 'Ramesh Patil',
    mobileNumber: '9876543210',
    revenue: 1500000,
    businessProofType: 'SHOP_AND_ESTABLISHMENT',
    businessProofNumber: 'PMC/II/12345',
    mccCode: '5411',
    contactName: 'Ramesh Patil',
    address: { addressLine1: 'Shop 4, Station Road', cityId: puneId, stateCode: 'MH', pinCode: '411001' },
    ...overrides,
  };
}

/** A merchant of the agent with an open opportunity for it: what the Multi Stores step works on. */
async function merchantWithOpportunity(token = asha) {
  const merchant = dataOf(await send(harness, CreateMerchantDocument, { input: merchantInput() }, opts(token))).createMerchant;
  const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: merchant.id } }, opts(token))).createOpportunity.id;
  return { merchantId: merchant.id, contactId: merchant.primaryContact?.id ?? '', opportunityId };
}

function store(name: string, overrides: Partial<DeploymentStoreFieldsInput> = {}): DeploymentStoreFieldsInput {
  return {
    name,
    documentType: 'SHOPESTABLISHMENTCERTIFICATE',
    documentNumber: 'pmc/ii/12345',
    address: { addressLine1: 'Stall 9, Market Yard', cityId: puneId, stateCode: 'MH', pinCode: '411037' },
    ...overrides,
  };
}

async function save(merchantId: string, opportunityId: string, stores: DeploymentStoreItemInput[], token = asha) {
  return send(harness, MultiStoresStep_SaveDocument, { input: { merchantId, opportunityId, stores } }, opts(token));
}

async function storesOf(merchantId: string, token = asha) {
  return dataOf(await send(harness, DeploymentStoresByMerchantIdDocument, { input: { merchantId } }, { token })).deploymentStoresByMerchantId.stores;
}

async function primaryStoreOf(opportunityId: string) {
  const [row] = await harness.database.db.select({ primaryStoreId: opportunities.primaryStoreId }).from(opportunities).where(eq(opportunities.id, Number(opportunityId)));
  return row?.primaryStoreId ?? null;
}

async function setOpportunityStatus(id: string, status: string, submitted = false) {
  await harness.database.db.update(opportunities).set({ status, opportunitySubmitted: submitted }).where(eq(opportunities.id, Number(id)));
}

async function multiStoresStep(opportunityId: string) {
  const state = dataOf(await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'OPPORTUNITY', isExistingMerchant: false, stateDataId: opportunityId, opportunityId: Number(opportunityId) } }, { token: asha }));
  return state.merchantOnboardingStateV2.steps.find((s) => s.type === 'MultiStores');
}

describe('creating, reading and changing stores', () => {
  test('createDeploymentStore stores a store with the master list\'s city and state and makes it the opportunity\'s primary store', async () => {
    const { merchantId, contactId, opportunityId } = await merchantWithOpportunity();
    const created = dataOf(
      await send(harness, CreateDeploymentStoreDocument, { input: { merchantId, opportunityId, store: store('  Sai Krupa Market Yard ', { primaryContactId: contactId, address: { addressLine1: 'Stall 9', cityId: mumbaiId, city: 'Typed', stateCode: 'MH', state: 'Typed', pinCode: '400001' } }) } }, opts(asha)),
    ).createDeploymentStore;
    expect(created.store).toMatchObject({
      id: created.id,
      merchantId,
      name: 'Sai Krupa Market Yard',
      primaryContactId: contactId,
      documentType: 'SHOPESTABLISHMENTCERTIFICATE',
      documentNumber: 'PMC/II/12345',
      address: { addressLine1: 'Stall 9', city: 'Mumbai', cityId: mumbaiId, state: 'Maharashtra', stateCode: 'MH', pinCode: '400001' },
      isEditable: true,
    });
    expect(await primaryStoreOf(opportunityId)).toBe(created.id);
    expect(dataOf(await send(harness, DeploymentStoreDocument, { input: { id: created.id } }, { token: asha })).deploymentStore.store).toEqual(created.store);

    // A second store leaves the primary store as it is.
    const second = dataOf(await send(harness, CreateDeploymentStoreDocument, { input: { merchantId, opportunityId, store: store('Second Counter') } }, opts(asha))).createDeploymentStore;
    expect(await primaryStoreOf(opportunityId)).toBe(created.id);
    expect((await storesOf(merchantId)).map((s) => s.id)).toEqual([created.id, second.id]);
  });

  test('createDeploymentStores stores several in the order given, the first the primary store; the step is then complete', async () => {
    const { merchantId, opportunityId } = await merchantWithOpportunity();
    expect(await multiStoresStep(opportunityId)).toMatchObject({ isComplete: false, canSave: true });
    const created = dataOf(await send(harness, CreateDeploymentStoresDocument, { input: { merchantId, opportunityId, stores: ['A One', 'B Two', 'C Three'].map((n) => store(n)) } }, opts(asha))).createDeploymentStores;
    expect(created.stores.map((s) => s.name)).toEqual(['A One', 'B Two', 'C Three']);
    expect(created.ids).toEqual(created.stores.map((s) => s.id));
    expect((await storesOf(merchantId)).map((s) => s.name)).toEqual(['A One', 'B Two', 'C Three']);
    expect(await primaryStoreOf(opportunityId)).toBe(created.ids[0]);
    expect(await multiStoresStep(opportunityId)).toMatchObject({ isComplete: true });
  });

  test('updateDeploymentStore changes the fields sent and keeps the others', async () => {
    const { merchantId } = await merchantWithOpportunity();
    const { id } = dataOf(await send(harness, CreateDeploymentStoreDocument, { input: { merchantId, store: store('Old Name') } }, opts(asha))).createDeploymentStore;
    const updated = dataOf(
      await send(harness, UpdateDeploymentStoreDocument, { input: { id, name: 'New Name', documentType: 'GST', documentNumber: '27aaacr5055k1z7' } }, opts(asha)),
    ).updateDeploymentStore.store;
    expect(updated).toMatchObject({ name: 'New Name', documentType: 'GST', documentNumber: '27AAACR5055K1Z7', address: { addressLine1: 'Stall 9, Market Yard', city: 'Pune' } });
    const moved = dataOf(
      await send(harness, UpdateDeploymentStoreDocument, { input: { id, address: { addressLine1: 'MG Road', cityId: bengaluruId, stateCode: 'KA', pinCode: '560001' } } }, opts(asha)),
    ).updateDeploymentStore.store;
    expect(moved).toMatchObject({ name: 'New Name', documentNumber: '27AAACR5055K1Z7', address: { addressLine1: 'MG Road', city: 'Bengaluru', state: 'Karnataka' } });
    // A number that is not of the type it keeps is refused.
    const wrong = onlyError(await send(harness, UpdateDeploymentStoreDocument, { input: { id, documentNumber: 'PMC/II/12345' } }, opts(asha)));
    expect(wrong).toMatchObject({ code: 'VALIDATION_ERROR', message: GSTIN_MESSAGE, field: 'input.documentNumber' });
    expectCatalogueError(await send(harness, UpdateDeploymentStoreDocument, { input: { id: randomUUID(), name: 'Nobody' } }, opts(asha)), 'MSS-1001', 'Store not found');
    expectCatalogueError(await send(harness, DeploymentStoreDocument, { input: { id: 'not-a-store' } }, { token: asha }), 'MSS-1001', 'Store not found');
  });

  test('deleteDeploymentStore removes a store, but not one an opportunity has as its primary store', async () => {
    const { merchantId, opportunityId } = await merchantWithOpportunity();
    const { ids } = dataOf(await send(harness, CreateDeploymentStoresDocument, { input: { merchantId, opportunityId, stores: [store('Primary One'), store('Spare Two')] } }, opts(asha))).createDeploymentStores;
    const [primary, spare] = ids as [string, string];
    expect(dataOf(await send(harness, DeleteDeploymentStoreDocument, { input: { id: spare } }, opts(asha))).deleteDeploymentStore).toEqual({ id: spare, isDeleted: true });
    expect((await storesOf(merchantId)).map((s) => s.id)).toEqual([primary]);
    expect(expectCatalogueError(await send(harness, DeleteDeploymentStoreDocument, { input: { id: primary } }, opts(asha)), 'MOS-1007').field).toBe('input.id');
    expect((await storesOf(merchantId)).map((s) => s.id)).toEqual([primary]);
    expectCatalogueError(await send(harness, DeleteDeploymentStoreDocument, { input: { id: spare } }, opts(asha)), 'MSS-1001');
  });
});

describe('the Multi Stores step save', () => {
  test('creates the listed stores, updates a listed store with an id, removes one left out, and moves the primary store to the first', async () => {
    const { merchantId, opportunityId } = await merchantWithOpportunity();
    const first = dataOf(await save(merchantId, opportunityId, [store('Andheri Counter'), store('Bandra Counter')])).saveDeploymentStores;
    expect(first.removedIds).toEqual([]);
    const [andheri, bandra] = first.stores;
    if (!andheri || !bandra) throw new Error('two stores were saved');
    expect(first.primaryStoreId).toBe(andheri.id);
    expect(await primaryStoreOf(opportunityId)).toBe(andheri.id);
    expect(await multiStoresStep(opportunityId)).toMatchObject({ isComplete: true });

    // Saved again as loaded, with one renamed: updated in place, nothing duplicated.
    const again = dataOf(await save(merchantId, opportunityId, [{ ...store('Andheri West Counter'), id: andheri.id }, { ...store('Bandra Counter'), id: bandra.id }])).saveDeploymentStores;
    expect(again.stores.map((s) => [s.id, s.name])).toEqual([[andheri.id, 'Andheri West Counter'], [bandra.id, 'Bandra Counter']]);
    expect(await storesOf(merchantId)).toHaveLength(2);

    // The first store removed: it goes, and the next is the primary store.
    const removed = dataOf(await save(merchantId, opportunityId, [{ ...store('Bandra Counter'), id: bandra.id }, store('Colaba Counter')])).saveDeploymentStores;
    expect(removed.removedIds).toEqual([andheri.id]);
    expect(removed.primaryStoreId).toBe(bandra.id);
    expect((await storesOf(merchantId)).map((s) => s.name)).toEqual(['Bandra Counter', 'Colaba Counter']);
    expectCatalogueError(await send(harness, DeploymentStoreDocument, { input: { id: andheri.id } }, { token: asha }), 'MSS-1001');
  });

  test("a store another opportunity has as its primary store is not removed (MOS-1007), and an id not of this merchant's stores is MSS-1001", async () => {
    const { merchantId, opportunityId } = await merchantWithOpportunity();
    const [kept] = dataOf(await save(merchantId, opportunityId, [store('Shared Store')])).saveDeploymentStores.stores;
    const later = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: merchantId } }, opts(asha))).createOpportunity.id;
    const refused = await save(merchantId, later, [store('Only New Store')]);
    expect(expectCatalogueError(refused, 'MOS-1007').field).toBe('input.stores');
    expect((await storesOf(merchantId)).map((s) => s.id)).toEqual([kept?.id]);

    const other = await merchantWithOpportunity();
    const [elsewhere] = dataOf(await save(other.merchantId, other.opportunityId, [store('Other Merchant Store')])).saveDeploymentStores.stores;
    const foreign = await save(merchantId, later, [{ ...store('Taken Over'), id: elsewhere?.id }]);
    expect(expectCatalogueError(foreign, 'MSS-1001', 'Store not found').field).toBe('input.stores.0.id');
  });

  test('the step definition validates the save: the same required fields and messages as the form', async () => {
    const { merchantId, opportunityId } = await merchantWithOpportunity();
    const cases = [
      { stores: [], field: 'input.stores', message: storeMessages.atLeastOne },
      { stores: [store('   ')], field: 'input.stores.0.name', message: leadMessages.shopName },
      { stores: [store('Good Store', { address: { addressLine1: 'Road', cityId: puneId, stateCode: 'MH', pinCode: '011001' } })], field: 'input.stores.0.address.pinCode', message: PINCODE_MESSAGE },
      { stores: [store('Good Store', { documentNumber: '' })], field: 'input.stores.0.documentNumber', message: storeMessages.proofNumber },
      { stores: [store('Good Store', { address: { addressLine1: 'Road', stateCode: 'MH', pinCode: '411001' } })], field: 'input.stores.0.address.cityId', message: storeMessages.city },
    ];
    for (const { stores, field, message } of cases) {
      expect(onlyError(await save(merchantId, opportunityId, stores))).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    }
    // Past the definition, the server's own rule: one store listed twice.
    const twice = randomUUID();
    const duplicate = onlyError(await save(merchantId, opportunityId, [{ ...store('One'), id: twice }, { ...store('Two'), id: twice }]));
    expect(duplicate).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.stores.1.id', message: storeMessages.duplicateStore });
    expect(await storesOf(merchantId)).toEqual([]);
  });

  test('a city outside its state is refused with MSS-1017, naming the store and field', async () => {
    const { merchantId, opportunityId } = await merchantWithOpportunity();
    const wrongState = store('Karnataka Store', { address: { addressLine1: 'MG Road', cityId: puneId, stateCode: 'KA', pinCode: '560001' } });
    const refused = await save(merchantId, opportunityId, [store('Fine Store'), wrongState]);
    expect(expectCatalogueError(refused, 'MSS-1017', 'Please select correct city and state for Business').field).toBe('input.stores.1.address.cityId');
    const single = await send(harness, CreateDeploymentStoreDocument, { input: { merchantId, store: wrongState } }, opts(asha));
    expect(expectCatalogueError(single, 'MSS-1017').field).toBe('input.store.address.cityId');
    const { id } = dataOf(await send(harness, CreateDeploymentStoreDocument, { input: { merchantId, store: store('Pune Store') } }, opts(asha))).createDeploymentStore;
    const update = await send(harness, UpdateDeploymentStoreDocument, { input: { id, address: { addressLine1: 'MG Road', cityId: mumbaiId, stateCode: 'KA', pinCode: '560001' } } }, opts(asha));
    expect(expectCatalogueError(update, 'MSS-1017').field).toBe('input.address.cityId');
    expect((await storesOf(merchantId)).map((s) => s.name)).toEqual(['Pune Store']);
  });
});

describe('bounds', () => {
  test(`a merchant has at most ${STORE_LIMITS.perMerchant} stores, in one call or over several`, async () => {
    const { merchantId, opportunityId } = await merchantWithOpportunity();
    const many = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => store(`${prefix} ${i + 1}`));
    const tooMany = onlyError(await send(harness, CreateDeploymentStoresDocument, { input: { merchantId, stores: many(STORE_LIMITS.perMerchant + 1, 'Store') } }, opts(asha)));
    expect(tooMany).toMatchObject({ code: 'VALIDATION_ERROR', message: storeMessages.tooMany, field: 'input.stores' });
    const savedTooMany = onlyError(await save(merchantId, opportunityId, many(STORE_LIMITS.perMerchant + 1, 'Store')));
    expect(savedTooMany).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.stores' });

    dataOf(await send(harness, CreateDeploymentStoresDocument, { input: { merchantId, stores: many(STORE_LIMITS.perMerchant - 1, 'Store') } }, opts(asha)));
    dataOf(await send(harness, CreateDeploymentStoreDocument, { input: { merchantId, store: store('The Last One') } }, opts(asha)));
    const over = onlyError(await send(harness, CreateDeploymentStoreDocument, { input: { merchantId, store: store('One Too Many') } }, opts(asha)));
    expect(over).toMatchObject({ code: 'VALIDATION_ERROR', message: storeMessages.tooMany, field: 'input.merchantId' });
    expect(await storesOf(merchantId)).toHaveLength(STORE_LIMITS.perMerchant);
  });

  test('every text is bounded and checked with its rule', async () => {
    const { merchantId } = await merchantWithOpportunity();
    const create = (s: DeploymentStoreFieldsInput) => send(harness, CreateDeploymentStoreDocument, { input: { merchantId, store: s } }, opts(asha));
    const cases = [
      { store: store('A'.repeat(101)), field: 'input.store.name', message: 'Please enter at most 100 characters.' },
      { store: store('<script>'), field: 'input.store.name', message: 'Please use letters, numbers and common punctuation only.' },
      { store: store('Good', { documentType: 'GST', documentNumber: 'NOT-A-GSTIN' }), field: 'input.store.documentNumber', message: GSTIN_MESSAGE },
      { store: store('Good', { documentType: null }), field: 'input.store.documentType', message: storeMessages.proofType },
      { store: store('Good', { documentType: 'PASSPORT', documentNumber: 'K1234567' }), field: 'input.store.documentType', message: storeMessages.proofType },
      { store: store('Good', { pcId: 'x'.repeat(STORE_LIMITS.pcId + 1) }), field: 'input.store.pcId', message: `Please enter at most ${STORE_LIMITS.pcId} characters.` },
      { store: store('Good', { address: { addressLine1: '', cityId: puneId, stateCode: 'MH', pinCode: '411001' } }), field: 'input.store.address.addressLine1', message: storeMessages.addressLine1 },
    ];
    for (const c of cases) expect(onlyError(await create(c.store))).toMatchObject({ code: 'VALIDATION_ERROR', field: c.field, message: c.message });
    const overLong = onlyError(await create(store('Good', { documentNumber: 'X'.repeat(256) })));
    expect(overLong).toMatchObject({ code: 'MOS-1001', field: 'input.store.documentNumber' });
    expect(await storesOf(merchantId)).toEqual([]);
  });

  test("a store's contact is one of its merchant's contacts (MOS-1013 otherwise)", async () => {
    const { merchantId } = await merchantWithOpportunity();
    const other = await merchantWithOpportunity();
    const foreign = await send(harness, CreateDeploymentStoreDocument, { input: { merchantId, store: store('Good', { primaryContactId: other.contactId }) } }, opts(asha));
    expect(expectCatalogueError(foreign, 'MOS-1013', 'Merchant Contact not found').field).toBe('input.store.primaryContactId');
    const extra = dataOf(await send(harness, CreateMerchantContactDocument, { input: { accountId: merchantId, leadName: 'Store Manager', mobileNumber: '9876500001' } }, opts(asha))).createMerchantContact;
    const created = dataOf(await send(harness, CreateDeploymentStoreDocument, { input: { merchantId, store: store('Good', { primaryContactId: extra.id }) } }, opts(asha))).createDeploymentStore;
    expect(created.store.primaryContactId).toBe(extra.id);
  });

  test('the step definition offers what the server takes: the same proof types and at most as many stores', () => {
    const definition = stepDefinitions(readFormsBundle()).get('MultiStores');
    const repeater = definition?.sections.flatMap((s) => s.fields).find(isRepeater);
    expect(repeater?.maxItems).toBe(STORE_LIMITS.perMerchant);
    const proof = repeater?.fields.find((f) => f.bind === 'item.documentType')?.options;
    expect(proof && 'only' in proof ? proof.only : null).toEqual([...STORE_PROOF_TYPES]);
  });
});

describe('ownership and editability', () => {
  test("another agent's merchant, stores and opportunity are not reached, with the spec's codes", async () => {
    const { merchantId, opportunityId } = await merchantWithOpportunity();
    const [mine] = dataOf(await save(merchantId, opportunityId, [store('Asha Store')])).saveDeploymentStores.stores;
    const id = mine?.id ?? '';
    expectCatalogueError(await send(harness, DeploymentStoreDocument, { input: { id } }, { token: rohit }), 'MSS-1001', 'Store not found');
    expectCatalogueError(await send(harness, UpdateDeploymentStoreDocument, { input: { id, name: 'Taken Over' } }, opts(rohit)), 'MSS-1001');
    expectCatalogueError(await send(harness, DeleteDeploymentStoreDocument, { input: { id } }, opts(rohit)), 'MSS-1001');
    expectCatalogueError(await send(harness, DeploymentStoresByMerchantIdDocument, { input: { merchantId } }, { token: rohit }), 'MOS-1012', 'Merchant Account not found');
    expectCatalogueError(await send(harness, CreateDeploymentStoreDocument, { input: { merchantId, store: store('Intruder') } }, opts(rohit)), 'MOS-1012');
    expectCatalogueError(await send(harness, CreateDeploymentStoresDocument, { input: { merchantId, stores: [store('Intruder')] } }, opts(rohit)), 'MOS-1012');
    expectCatalogueError(await save(merchantId, opportunityId, [store('Intruder')], rohit), 'MOS-1012');
    const editable = dataOf(await send(harness, EditableIdsDocument, { input: { entityName: 'STORE', ids: [id] } }, { token: rohit })).editableIds;
    expect(editable.entries).toEqual([{ id, isEditable: false }]);

    // Rohit's own merchant with Asha's opportunity: the opportunity is not found.
    const rohits = await merchantWithOpportunity(rohit);
    expectCatalogueError(await save(rohits.merchantId, opportunityId, [store('Mixed Up')], rohit), 'ODS-101');
    // Asha's opportunity of another of her merchants: not this merchant's, so not changed through it.
    const another = await merchantWithOpportunity();
    expect(expectCatalogueError(await save(merchantId, another.opportunityId, [store('Mixed Up')]), 'MOS-1007').field).toBe('input.opportunityId');

    expect(await storesOf(merchantId)).toMatchObject([{ id, name: 'Asha Store' }]);
  });

  test('once the opportunity is submitted for review the stores are locked (MOS-1007), and a new opportunity opens them again', async () => {
    const { merchantId, opportunityId } = await merchantWithOpportunity();
    const [saved] = dataOf(await save(merchantId, opportunityId, [store('Locked Store')])).saveDeploymentStores.stores;
    const id = saved?.id ?? '';
    expect(dataOf(await send(harness, EditableIdsDocument, { input: { entityName: 'STORE', ids: [id] } }, { token: asha })).editableIds.editableIds).toEqual([id]);

    await setOpportunityStatus(opportunityId, 'DEPLOYMENT_REQUESTED', true);
    const locked = [
      await save(merchantId, opportunityId, [{ ...store('Changed'), id }]),
      await send(harness, CreateDeploymentStoreDocument, { input: { merchantId, store: store('Another') } }, opts(asha)),
      await send(harness, CreateDeploymentStoresDocument, { input: { merchantId, stores: [store('Another')] } }, opts(asha)),
      await send(harness, UpdateDeploymentStoreDocument, { input: { id, name: 'Changed' } }, opts(asha)),
      await send(harness, DeleteDeploymentStoreDocument, { input: { id } }, opts(asha)),
    ];
    for (const answer of locked) expectCatalogueError(answer, 'MOS-1007', 'Invalid fields or fields not allowed to change');
    expect(dataOf(await send(harness, DeploymentStoreDocument, { input: { id } }, { token: asha })).deploymentStore.store).toMatchObject({ name: 'Locked Store', isEditable: false });
    expect(await multiStoresStep(opportunityId)).toMatchObject({ isComplete: true, editableConfig: { editable: false } });

    const next = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: merchantId } }, opts(asha))).createOpportunity.id;
    const renamed = dataOf(await send(harness, UpdateDeploymentStoreDocument, { input: { id, name: 'Reopened Store' } }, opts(asha))).updateDeploymentStore.store;
    expect(renamed.name).toBe('Reopened Store');
    expect(await multiStoresStep(next)).toMatchObject({ isComplete: false, canSave: true });
  });
});
