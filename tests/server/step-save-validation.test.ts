import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CreateLeadDocument, LeadDocument, PanDetailStep_SaveDocument, UpdateLeadDocument } from '../../generated/graphql';
import { readFormsBundle, readOperations, stepDefinitions } from '../../src/server/forms/forms-on-disk';
import { stepSubmissions } from '../../src/server/input/step-submissions';
import { dataOf, expectCatalogueError, send } from './call';
import { signedInHarness, type Harness } from './harness';

// A step's save is validated on the server with the definition the app rendered it from, found by
// the save operation the step submits; the same mutation sent by another screen keeps its own rules.

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

async function newLead(): Promise<string> {
  const input = {
    shop: { name: `Step Save Stores ${randomUUID().slice(0, 8)}` },
    contact: { name: 'Meena Iyer', number: '9123456781' },
    leadSource: 'SALES_APP' as const,
    product: ['POS_DEVICE' as const],
  };
  return dataOf(await send(harness, CreateLeadDocument, { input }, { token, idempotencyId: randomUUID() })).createLead.id;
}

describe('the PAN step saves through PanDetailStep_Save, validated with forms/steps/PanDetail.json', () => {
  test("a save without a PAN gets the definition's required message, naming the field, and stores nothing", async () => {
    const id = await newLead();
    const result = await send(harness, PanDetailStep_SaveDocument, { input: { id, notes: 'no PAN yet' } }, { token, idempotencyId: randomUUID() });
    expect(expectCatalogueError(result, 'VALIDATION_ERROR', 'Please enter a valid PAN number.').field).toBe('input.panNumber');
    const lead = dataOf(await send(harness, LeadDocument, { input: { id } }, { token })).lead.lead;
    expect(lead.notes).toBeNull();
  });

  test('a save with a PAN the registry knows is stored', async () => {
    const id = await newLead();
    dataOf(await send(harness, PanDetailStep_SaveDocument, { input: { id, panNumber: 'abcpp1234k' } }, { token, idempotencyId: randomUUID() }));
    expect(dataOf(await send(harness, LeadDocument, { input: { id } }, { token })).lead.lead.panNumber).toBe('ABCPP1234K');
  });

  test("the lead card's update of the same mutation is not held to the PAN step's required PAN", async () => {
    const id = await newLead();
    dataOf(await send(harness, UpdateLeadDocument, { input: { id, rating: 'HOT' } }, { token, idempotencyId: randomUUID() }));
    expect(dataOf(await send(harness, LeadDocument, { input: { id } }, { token })).lead.lead.rating).toBe('HOT');
  });
});

test('the server refuses forms in which two steps submit one operation', () => {
  const steps = new Map(stepDefinitions(readFormsBundle()));
  const pricing = steps.get('PricingPlan');
  const order = steps.get('PurchaseOrder');
  if (!pricing || !order) throw new Error('PricingPlan and PurchaseOrder are expected in forms/steps');
  steps.set('PurchaseOrder', { ...order, submit: { ...order.submit, operation: pricing.submit.operation } });
  expect(() => stepSubmissions(steps, readOperations())).toThrow(`both submit ${pricing.submit.operation}`);
});
