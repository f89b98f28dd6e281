import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CreateLeadDocument, LeadDocument, PanDetailStep_SaveDocument, UpdateLeadDocument, type CreateLeadInput, type UpdateLeadInput } from '../../generated/graphql';
import { GSTIN_MESSAGE } from '../../src/domain/identifiers/gstin';
import { leadStatusWithVerifiedPan } from '../../src/domain/lead-values';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, signedInHarness, type Harness } from './harness';

// The PAN step's save (PanDetailStep_Save): a verified PAN moves the lead out of NEW, and each field
// answers with its own message.

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

let shops = 0;
async function newLead(extra: Partial<CreateLeadInput> = {}, who = token): Promise<string> {
  const input: CreateLeadInput = {
    shop: { name: `Pan Step Stores ${++shops}` },
    contact: { name: 'Meena Iyer', number: `96${String(Date.now() % 1e6).padStart(6, '0')}${String(shops).padStart(2, '0')}` },
    leadSource: 'SALES_APP',
    product: ['POS_DEVICE'],
    ...extra,
  };
  return dataOf(await send(harness, CreateLeadDocument, { input }, { token: who, idempotencyId: randomUUID() })).createLead.id;
}

const savePan = (input: UpdateLeadInput, who = token) =>
  send(harness, PanDetailStep_SaveDocument, { input }, { token: who, idempotencyId: randomUUID() });
const statusOf = async (id: string, who = token) => dataOf(await send(harness, LeadDocument, { input: { id } }, { token: who })).lead.lead.status;

describe("the lead's status", () => {
  test('a NEW lead whose PAN is verified and saved on the PAN step is OPEN_CONTACTED', async () => {
    const id = await newLead();
    expect(await statusOf(id)).toBe('NEW');
    dataOf(await savePan({ id, panNumber: 'AAACR5055K', gstin: '27AAACR5055K1Z7' }));
    expect(await statusOf(id)).toBe('OPEN_CONTACTED');
  });

  test('a lead created with its PAN moves out of NEW when the PAN step saves it', async () => {
    const id = await newLead({ panNumber: 'TESTP0000T' });
    expect(await statusOf(id)).toBe('NEW');
    dataOf(await savePan({ id, panNumber: 'TESTP0000T' }));
    expect(await statusOf(id)).toBe('OPEN_CONTACTED');
  });

  test('a lead marked not contacted is contacted once its PAN is verified; a lost lead stays lost', async () => {
    const notContacted = await newLead();
    dataOf(await send(harness, UpdateLeadDocument, { input: { id: notContacted, status: 'OPEN_NOT_CONTACTED' } }, { token, idempotencyId: randomUUID() }));
    dataOf(await savePan({ id: notContacted, panNumber: 'ABCPS1234K' }));
    expect(await statusOf(notContacted)).toBe('OPEN_CONTACTED');

    const lost = await newLead();
    dataOf(await send(harness, UpdateLeadDocument, { input: { id: lost, status: 'LOST', lostReason: 'ON_HOLD' } }, { token, idempotencyId: randomUUID() }));
    dataOf(await savePan({ id: lost, panNumber: 'ABCPS1234K' }));
    expect(await statusOf(lost)).toBe('LOST');
    expect(leadStatusWithVerifiedPan('CONVERTED')).toBe('CONVERTED');
  });

  test('a PAN the registry refuses leaves the lead NEW', async () => {
    const id = await newLead();
    expectCatalogueError(await savePan({ id, panNumber: 'ABCPS9999K' }), 'DE-4001');
    expectCatalogueError(await savePan({ id, panNumber: 'ABCPK0666L' }), 'BLACKLISTED_PAN');
    expect(await statusOf(id)).toBe('NEW');
  });

  test("another agent's lead is not found and keeps its status", async () => {
    const id = await newLead();
    const other = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
    expectCatalogueError(await savePan({ id, panNumber: 'ABCPS1234K' }, other), 'LMS-101');
    expect(await statusOf(id)).toBe('NEW');
  });
});

describe("each field's own message", () => {
  test("a malformed GSTIN is refused with the GSTIN's message, never the one of the PAN or GST box", async () => {
    const id = await newLead();
    const error = expectCatalogueError(await savePan({ id, panNumber: 'AAACR5055K', gstin: '27AAACR5055K1' }), 'VALIDATION_ERROR', GSTIN_MESSAGE);
    expect(error.message).toBe('Invalid GST Number format');
    expect(error.field).toBe('input.gstin');
    expect(await statusOf(id)).toBe('NEW');
  });
});
