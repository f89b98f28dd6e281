import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateLeadDocument,
  GstinsFromPanDocument,
  LeadDocument,
  LeadListDocument,
  PanDetailsDocument,
  UpdateLeadDocument,
  type CreateLeadInput,
  type UpdateLeadInput,
} from '../../generated/graphql';
import { errorCatalogue } from '../../src/domain/error-catalogue';
import { MOBILE_MESSAGE } from '../../src/domain/identifiers/contact';
import { PAN_NOT_LINKED_MESSAGE, TEST_GSTIN, gstinCheckCharacter, panOfGstin } from '../../src/domain/identifiers/gstin';
import { TEST_PAN } from '../../src/domain/identifiers/pan';
import { SANDBOX_PAN_DIGITS } from '../../src/server/sandbox/sandbox-registry';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { signedInHarness, type Harness } from './harness';

// Sandbox PANs (see the header of src/server/sandbox/sandbox-registry.ts): the 4th character is the
// holder type (P individual, C company), digits 0666 are blacklisted and 9999 do not exist.
const INDIVIDUAL_PAN = 'ABCPS1234K';
const COMPANY_PAN = 'AAACR5055K';
const BLACKLISTED_PANS = ['ABCPB0666K', 'AAACB0666K'];
const UNKNOWN_PANS = ['ABCPK9999L', 'AAACR9999K'];

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

let shops = 0;
const uniqueShop = () => `Pan Rule Stores ${Date.now().toString(36)}q${++shops}`;

function leadInput(overrides: Partial<CreateLeadInput> = {}): CreateLeadInput {
  return {
    shop: { name: uniqueShop() },
    contact: { name: 'Sunita Rao', number: '9123456780' },
    leadSource: 'SALES_APP',
    product: ['POS_DEVICE'],
    ...overrides,
  };
}

const createLead = (input: CreateLeadInput) => send(harness, CreateLeadDocument, { input }, { token, idempotencyId: randomUUID() });
const updateLead = (input: UpdateLeadInput) => send(harness, UpdateLeadDocument, { input }, { token, idempotencyId: randomUUID() });
const readLead = async (id: string) => dataOf(await send(harness, LeadDocument, { input: { id } }, { token })).lead.lead;
const leadsNamed = async (shopName: string) =>
  dataOf(await send(harness, LeadListDocument, { input: { search: shopName, size: 10 } }, { token })).leadList.pageInfo.totalElements;

/** The sandbox registry's GSTINs for a PAN, as the PAN step offers them. */
async function gstinsOf(panNumber: string): Promise<string[]> {
  return dataOf(await send(harness, GstinsFromPanDocument, { input: { panNumber } }, { token })).gstinsFromPAN.gstins.map((g) => g.gstin);
}
async function firstGstinOf(panNumber: string): Promise<string> {
  const [gstin] = await gstinsOf(panNumber);
  if (!gstin) throw new Error(`the sandbox has no GSTIN for ${panNumber}`);
  return gstin;
}

/** A well-formed GSTIN (right check character) for the PAN, registered or not. */
function gstinFor(pan: string): string {
  const first14 = `27${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

async function created(input: CreateLeadInput): Promise<string> {
  return dataOf(await createLead(input)).createLead.id;
}

/** createLead refused with the catalogue code; no lead was stored. */
async function expectCreateRefused(input: CreateLeadInput, code: keyof typeof errorCatalogue, message?: string) {
  const result = await createLead(input);
  expect(result.data).toBeNull();
  const error = expectCatalogueError(result, code, message);
  expect(await leadsNamed(input.shop.name)).toBe(0);
  return error;
}

/** updateLead refused with the catalogue code; the lead reads back exactly as before. */
async function expectUpdateRefused(input: UpdateLeadInput, code: keyof typeof errorCatalogue, message?: string) {
  const id = String(input.id);
  const before = await readLead(id);
  const result = await updateLead(input);
  expect(result.data).toBeNull();
  const error = expectCatalogueError(result, code, message);
  expect(await readLead(id)).toEqual(before);
  return error;
}

test('the sandbox agrees about the PANs used here', async () => {
  expect(SANDBOX_PAN_DIGITS).toMatchObject({ blacklisted: '0666', notFound: '9999' });
  for (const pan of BLACKLISTED_PANS) {
    const details = dataOf(await send(harness, PanDetailsDocument, { input: { panNumber: pan } }, { token })).panDetails.panDetails;
    expect(details.isBlacklisted).toBe(true);
  }
  for (const pan of UNKNOWN_PANS) {
    expectCatalogueError(await send(harness, PanDetailsDocument, { input: { panNumber: pan } }, { token }), 'DE-4001');
  }
  for (const pan of [INDIVIDUAL_PAN, COMPANY_PAN]) expect(await gstinsOf(pan)).not.toEqual([]);
});

describe('createLead', () => {
  test("a blacklisted PAN is refused: BLACKLISTED_PAN 'Blacklisted PAN', and no lead is created", async () => {
    for (const panNumber of BLACKLISTED_PANS) {
      await expectCreateRefused(leadInput({ panNumber }), 'BLACKLISTED_PAN', "This PAN is blacklisted and can't be used for onboarding");
      expect(errorCatalogue.BLACKLISTED_PAN.type).toBe('Blacklisted PAN');
    }
  });

  test('a blacklisted PAN is refused with its own GSTIN too', async () => {
    const [pan] = BLACKLISTED_PANS as [string];
    await expectCreateRefused(leadInput({ panNumber: pan, gstin: gstinFor(pan) }), 'BLACKLISTED_PAN');
  });

  test("a PAN the registry does not know is refused: DE-4001 'Incorrect PAN'", async () => {
    for (const panNumber of UNKNOWN_PANS) {
      await expectCreateRefused(leadInput({ panNumber }), 'DE-4001', 'Incorrect PAN');
      await expectCreateRefused(leadInput({ panNumber, gstin: gstinFor(panNumber) }), 'DE-4001', 'Incorrect PAN');
    }
  });

  test("a GSTIN of another PAN is refused with the spec's link message on input.gstin", async () => {
    const otherGstin = await firstGstinOf(COMPANY_PAN);
    expect(panOfGstin(otherGstin)).not.toBe(INDIVIDUAL_PAN);
    const error = await expectCreateRefused(
      leadInput({ panNumber: INDIVIDUAL_PAN, gstin: otherGstin }),
      'VALIDATION_ERROR',
      'PAN is not linked with GSTIN. Please enter correct details.',
    );
    expect(PAN_NOT_LINKED_MESSAGE).toBe('PAN is not linked with GSTIN. Please enter correct details.');
    expect(error.field).toBe('input.gstin');
  });

  test('a PAN with a GSTIN registered under it is accepted and stored', async () => {
    for (const pan of [INDIVIDUAL_PAN, COMPANY_PAN]) {
      const gstin = await firstGstinOf(pan);
      expect(panOfGstin(gstin)).toBe(pan);
      const lead = await readLead(await created(leadInput({ panNumber: pan, gstin })));
      expect([lead.panNumber, lead.gstin]).toEqual([pan, gstin]);
    }
  });

  test('a PAN alone, in lower case, is accepted and stored normalised', async () => {
    const lead = await readLead(await created(leadInput({ panNumber: ` ${INDIVIDUAL_PAN.toLowerCase()} ` })));
    expect(lead.panNumber).toBe(INDIVIDUAL_PAN);
  });

  test('TEST_PAN is always accepted, alone or with TEST_GSTIN', async () => {
    const alone = await readLead(await created(leadInput({ panNumber: TEST_PAN })));
    expect(alone.panNumber).toBe(TEST_PAN);
    const withGstin = await readLead(await created(leadInput({ panNumber: TEST_PAN, gstin: TEST_GSTIN })));
    expect([withGstin.panNumber, withGstin.gstin]).toEqual([TEST_PAN, TEST_GSTIN]);
  });

  test('field errors name the bind path of the field', async () => {
    const cases: [CreateLeadInput, string, string][] = [
      [leadInput({ shop: { name: '   ' } }), 'input.shop.name', 'Please enter the shop name.'],
      [leadInput({ contact: { name: 'Sunita Rao', number: '12345' } }), 'input.contact.number', MOBILE_MESSAGE],
      [leadInput({ product: [] }), 'input.product', 'To proceed further, please select at least one product from the list.'],
    ];
    for (const [input, field, message] of cases) {
      const result = await createLead(input);
      expect(result.data).toBeNull();
      const error = expectCatalogueError(result, 'VALIDATION_ERROR', message);
      expect(error.field).toBe(field);
    }
  });
});

describe('updateLead (the PAN step submits { id, panNumber, gstin })', () => {
  test('a blacklisted PAN is refused and the lead is unchanged', async () => {
    const id = await created(leadInput());
    for (const panNumber of BLACKLISTED_PANS) {
      await expectUpdateRefused({ id, panNumber, gstin: null }, 'BLACKLISTED_PAN', "This PAN is blacklisted and can't be used for onboarding");
    }
  });

  test('a PAN the registry does not know is refused with DE-4001 and the lead is unchanged', async () => {
    const id = await created(leadInput({ panNumber: COMPANY_PAN }));
    for (const panNumber of UNKNOWN_PANS) {
      await expectUpdateRefused({ id, panNumber, gstin: null }, 'DE-4001', 'Incorrect PAN');
    }
  });

  test('a GSTIN of another PAN is refused on input.gstin and the lead is unchanged', async () => {
    const id = await created(leadInput());
    const otherGstin = await firstGstinOf(COMPANY_PAN);
    const error = await expectUpdateRefused({ id, panNumber: INDIVIDUAL_PAN, gstin: otherGstin }, 'VALIDATION_ERROR', PAN_NOT_LINKED_MESSAGE);
    expect(error.field).toBe('input.gstin');
  });

  test('a matching PAN and GSTIN are saved; then a GSTIN alone that does not match is refused', async () => {
    const id = await created(leadInput());
    const gstin = await firstGstinOf(INDIVIDUAL_PAN);
    expect(dataOf(await updateLead({ id, panNumber: INDIVIDUAL_PAN, gstin })).updateLead.isUpdated).toBe(true);
    const lead = await readLead(id);
    expect([lead.panNumber, lead.gstin]).toEqual([INDIVIDUAL_PAN, gstin]);

    const error = await expectUpdateRefused({ id, gstin: await firstGstinOf(COMPANY_PAN) }, 'VALIDATION_ERROR', PAN_NOT_LINKED_MESSAGE);
    expect(error.field).toBe('input.gstin');
    // A new PAN that the stored GSTIN does not belong to is refused the same way.
    expect((await expectUpdateRefused({ id, panNumber: COMPANY_PAN }, 'VALIDATION_ERROR', PAN_NOT_LINKED_MESSAGE)).field).toBe('input.gstin');
  });

  test('a lead whose GSTIN came first gets only its own PAN', async () => {
    const gstin = await firstGstinOf(COMPANY_PAN);
    const id = await created(leadInput({ gstin }));
    await expectUpdateRefused({ id, panNumber: INDIVIDUAL_PAN }, 'VALIDATION_ERROR', PAN_NOT_LINKED_MESSAGE);
    dataOf(await updateLead({ id, panNumber: COMPANY_PAN }));
    expect((await readLead(id)).panNumber).toBe(COMPANY_PAN);
  });

  test('TEST_PAN is always accepted', async () => {
    const id = await created(leadInput({ panNumber: INDIVIDUAL_PAN }));
    dataOf(await updateLead({ id, panNumber: TEST_PAN, gstin: TEST_GSTIN }));
    const lead = await readLead(id);
    expect([lead.panNumber, lead.gstin]).toEqual([TEST_PAN, TEST_GSTIN]);
    dataOf(await updateLead({ id, panNumber: TEST_PAN, gstin: null }));
    expect((await readLead(id)).gstin).toBeNull();
  });

  test('a refused PAN change leaves other fields of the same call unsaved', async () => {
    const id = await created(leadInput({ notes: 'First visit.' }));
    const [pan] = BLACKLISTED_PANS as [string];
    const error = await expectUpdateRefused({ id, panNumber: pan, notes: 'Should not be saved.' }, 'BLACKLISTED_PAN');
    expect(onlyError(await updateLead({ id, panNumber: pan })).code).toBe(error.code);
    expect((await readLead(id)).notes).toBe('First visit.');
  });
});
