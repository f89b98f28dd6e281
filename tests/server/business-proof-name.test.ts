import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BusinessDetailsStepDocument,
  BusinessDetailsStep_SaveDocument,
  CreateLeadDocument,
  PanDetailStep_SaveDocument,
  ShopAndEstablishmentDetailsDocument,
  type CreateLeadInput,
  type SaveBusinessDetailsInput,
} from '../../generated/graphql';
import { otherRegisteredNameMessage } from '../../src/domain/business-proof';
import { cities, merchantAccounts } from '../../src/server/db/schema';
import { SE_OTHER_BUSINESS_ENDING, sandboxShopEstablishmentRecord } from '../../src/server/sandbox/business-registries';
import { businessDetailsInput } from './business-details-input';
import { freshPan } from './fresh-pan';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';

// Business Details' shop and establishment certificate registered under another business's name:
// the sandbox registry answers with the name it is asked about, except for its reserved numbers
// (ending 1111), and the save is refused until the agent confirms the certificate is the merchant's.

let harness: Harness;
let asha: string;
let rohit: string;
let puneId: string;
beforeAll(async () => {
  harness = await startHarness({ forms: formsWithSteps('BusinessDetails', 'Products') });
  puneId = String((await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune')))[0]?.id);
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });
const OTHER_NUMBER = 'PMC/II/51111';

let leads = 0;
async function leadWithPan(): Promise<string> {
  const number = `97${String(Date.now() % 1e6).padStart(6, '0')}${String(++leads % 100).padStart(2, '0')}`;
  const input: CreateLeadInput = { shop: { name: 'Sai Krupa Stores' }, contact: { name: 'Ramesh Patil', number }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] };
  const leadId = dataOf(await send(harness, CreateLeadDocument, { input }, opts(asha))).createLead.id;
  dataOf(await send(harness, PanDetailStep_SaveDocument, { input: { id: leadId, panNumber: freshPan() } }, opts(asha)));
  return leadId;
}

const save = (input: Partial<SaveBusinessDetailsInput>) => send(harness, BusinessDetailsStep_SaveDocument, { input: businessDetailsInput(puneId, input) }, opts(asha));
const load = async (input: { leadId?: string; opportunityId?: string }, token = asha) =>
  send(harness, BusinessDetailsStepDocument, { input }, { token });
const lookUp = (registrationNumber: string, name?: string) => send(harness, ShopAndEstablishmentDetailsDocument, { input: { registrationNumber, name } }, { token: asha });

describe('the sandbox shop and establishment registry', () => {
  test('names the business it is asked about; a number ending 1111 another business; no name asked, one made from the number', async () => {
    expect(SE_OTHER_BUSINESS_ENDING).toBe('1111');
    const named = dataOf(await lookUp('PMC/II/12345', 'Sai Krupa Stores')).shopAndEstablishmentDetails.seDetails;
    expect(named).toMatchObject({ registrationNumber: 'PMC/II/12345', entityName: 'Sai Krupa Stores', status: 'ACTIVE' });

    const other = dataOf(await lookUp(OTHER_NUMBER, 'Sai Krupa Stores')).shopAndEstablishmentDetails.seDetails;
    expect(other.entityName).not.toBe('Sai Krupa Stores');
    expect(other.entityName).toBe(sandboxShopEstablishmentRecord(OTHER_NUMBER, null)?.entityName);

    const unnamed = dataOf(await lookUp('PMC/II/12345')).shopAndEstablishmentDetails.seDetails;
    expect(unnamed.entityName).toBe(sandboxShopEstablishmentRecord('PMC/II/12345', null)?.entityName);
    expect(unnamed.entityName).toBe(dataOf(await lookUp('PMC/II/12345')).shopAndEstablishmentDetails.seDetails.entityName);
  });
});

describe('a certificate the registry has under another name', () => {
  const otherName = sandboxShopEstablishmentRecord(OTHER_NUMBER, null)?.entityName ?? '';

  test('is refused without the confirmation, naming the registry\'s name and the field; nothing is stored', async () => {
    const leadId = await leadWithPan();
    expect(onlyError(await save({ leadId, businessProofNumber: OTHER_NUMBER }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: otherRegisteredNameMessage(otherName),
      field: 'input.businessProofNameConfirmed',
    });
    expect(otherRegisteredNameMessage(otherName)).toContain(otherName);
    expectCatalogueError(await save({ leadId, businessProofNumber: OTHER_NUMBER, businessProofNameConfirmed: false }), 'VALIDATION_ERROR', otherRegisteredNameMessage(otherName));
    expect(dataOf(await load({ leadId })).businessDetailsStep.businessDetails.accountId).toBeNull();
  });

  test('is saved with it; the step shows the confirmation again, each later save needs it, and the account stays the agent\'s', async () => {
    const leadId = await leadWithPan();
    const saved = dataOf(await save({ leadId, businessProofNumber: OTHER_NUMBER, businessProofNameConfirmed: true })).saveBusinessDetails;
    expect(saved.merchantAccount).toMatchObject({ ownershipType: 'PROPRIETORSHIP', profile: { name: 'Sai Krupa Stores', legalName: 'Ramesh Patil' } });
    const opportunityId = saved.opportunityId;
    expect(dataOf(await load({ opportunityId })).businessDetailsStep.businessDetails).toMatchObject({
      accountId: saved.merchantAccount.id,
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: OTHER_NUMBER,
      businessProofNameConfirmed: true,
    });
    const [row] = await harness.database.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, saved.merchantAccount.id));
    expect(row).toMatchObject({ ownerEmployeeId: 'EMP1001', businessProofNameConfirmed: true });

    expect(onlyError(await save({ opportunityId, businessProofNumber: OTHER_NUMBER }))).toMatchObject({ field: 'input.businessProofNameConfirmed' });
    // Another agent neither sees the step nor learns the name.
    expect(onlyError(await load({ opportunityId }, rohit)).message).not.toContain(otherName);

    // A certificate under the merchant's own name needs no confirmation, and none is kept.
    dataOf(await save({ opportunityId, businessProofNumber: 'PMC/II/12345', businessProofNameConfirmed: true }));
    expect(dataOf(await load({ opportunityId })).businessDetailsStep.businessDetails.businessProofNameConfirmed).toBe(false);
  });
});
