import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateLeadDocument,
  MerchantOnboardingStateV2Document,
  PanDetailStep_SaveDocument,
  PostToSfIntegrationDocument,
  ReviewOpportunityDocument,
} from '../../generated/graphql';
import { opportunities } from '../../src/server/db/schema';
import { loadServerForms, type ServerForms } from '../../src/server/forms/server-forms';
import type { CrmProvider } from '../../src/server/features/onboarding/crm-sandbox';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { freshPan } from './fresh-pan';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { insertOpportunity } from './opportunity-rows';

// Spec section 4: after the last step the opportunity is submitted for review and cannot be edited.
// The journey here is the standard flow cut to the lead's own steps and the review, so that the rule
// "every earlier step complete" is seen with steps these tests can complete through the API.

function journeyOf(forms: ServerForms, keep: readonly string[]): ServerForms {
  const standard = forms.flows.STANDARD;
  return { ...forms, flows: { ...forms.flows, STANDARD: { ...standard, steps: standard.steps.filter((s) => keep.includes(s.type)) } } };
}

/** A CRM that can be switched off, to see a submission outlive an unreachable CRM. */
function switchableCrm() {
  const pushes: number[] = [];
  const crm: CrmProvider & { reachable: boolean; pushes: number[] } = {
    reachable: true,
    pushes,
    pushOpportunity(opportunity) {
      if (!crm.reachable) return Promise.resolve({ outcome: 'unavailable' });
      pushes.push(opportunity.id);
      return Promise.resolve({ outcome: 'pushed', crmRefId: `006TEST${opportunity.id}` });
    },
  };
  return crm;
}

let harness: Harness;
let token: string;
let otherToken: string;
const crm = switchableCrm();
beforeAll(async () => {
  harness = await startHarness({ forms: journeyOf(loadServerForms(), ['CreateLead', 'PanDetail', 'ReviewDetails']), crm });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  otherToken = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

async function newLead(): Promise<string> {
  const input = {
    shop: { name: `Review Stores ${randomUUID().slice(0, 8)}` },
    contact: { name: 'Farah Khan', number: '9123456782' },
    leadSource: 'SALES_APP' as const,
    product: ['POS_DEVICE' as const],
  };
  return dataOf(await send(harness, CreateLeadDocument, { input }, { token, idempotencyId: randomUUID() })).createLead.id;
}

/** An opportunity of a lead whose PAN step is saved: every step before the review is complete. */
async function readyOpportunity(): Promise<number> {
  const leadId = await newLead();
  dataOf(await send(harness, PanDetailStep_SaveDocument, { input: { id: leadId, panNumber: freshPan() } }, { token, idempotencyId: randomUUID() }));
  return insertOpportunity(harness, { leadId, status: 'PRICING_APPROVED' });
}

function submit(id: number, comment?: string, as = token) {
  return send(harness, ReviewOpportunityDocument, { input: { id: String(id), comment } }, { token: as, idempotencyId: randomUUID() });
}

async function stored(id: number) {
  const [row] = await harness.database.db.select().from(opportunities).where(eq(opportunities.id, id));
  return row;
}

async function reviewStep(id: number) {
  const state = dataOf(
    await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'OPPORTUNITY', stateDataId: String(id), isExistingMerchant: false } }, { token }),
  ).merchantOnboardingStateV2;
  return state.steps.find((s) => s.type === 'ReviewDetails');
}

describe('reviewOpportunity', () => {
  test('submits a journey whose earlier steps are complete: it is stored as submitted, the review step completes, and the CRM gets it', async () => {
    const id = await readyOpportunity();
    expect((await reviewStep(id))?.isComplete).toBe(false);
    const answer = dataOf(await submit(id, '  Merchant wants delivery next week.  ')).reviewOpportunity;
    expect(answer.opportunitySubmitted).toBe(true);
    expect(answer.opportunity.status).toBe('PO_APPROVAL_SUBMITTED');
    expect(answer.opportunity.crmRefId).toBe(`006TEST${id}`);
    const row = await stored(id);
    expect(row?.opportunitySubmitted).toBe(true);
    expect(row?.submissionComment).toBe('Merchant wants delivery next week.');
    expect(row?.submittedOn).not.toBeNull();
    const step = await reviewStep(id);
    expect(step?.isComplete).toBe(true);
    // Submitted, nothing of the journey is editable any more: every step shows disabled.
    expect(step?.editableConfig.editable).toBe(false);
  });

  test('is refused while an earlier step is incomplete: the review step is not open yet (STEP_NOT_OPEN), and nothing is stored', async () => {
    const id = await insertOpportunity(harness, { leadId: await newLead(), status: 'PRICING_APPROVED' });
    expect((await reviewStep(id))?.displayStatus).toBe('pending');
    expectCatalogueError(await submit(id), 'STEP_NOT_OPEN', 'Please complete the earlier steps first.');
    const row = await stored(id);
    expect(row).toMatchObject({ opportunitySubmitted: false, status: 'PRICING_APPROVED', submittedOn: null, crmRefId: null });
  });

  test('a second submit changes nothing and pushes nothing again', async () => {
    const id = await readyOpportunity();
    dataOf(await submit(id, 'First'));
    const pushes = crm.pushes.filter((p) => p === id).length;
    const again = await send(harness, ReviewOpportunityDocument, { input: { id: String(id), comment: 'Second' } }, { token, idempotencyId: randomUUID() });
    // The step is locked once submitted: its own save is refused before it is judged.
    expectCatalogueError(again, 'MOS-1007');
    expect((await stored(id))?.submissionComment).toBe('First');
    expect(crm.pushes.filter((p) => p === id)).toHaveLength(pushes);
  });

  test('concurrent submits of one opportunity submit it once', async () => {
    const id = await readyOpportunity();
    const answers = await Promise.all([submit(id, 'A'), submit(id, 'B'), submit(id, 'C')]);
    const accepted = answers.filter((a) => !a.errors);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((a) => a.errors)) expect(onlyError(refused).code).toBe('MOS-1007');
    expect(['A', 'B', 'C']).toContain((await stored(id))?.submissionComment);
    expect(crm.pushes.filter((p) => p === id)).toHaveLength(1);
  });

  test('a rejected or closed opportunity cannot be submitted', async () => {
    const leadId = await newLead();
    dataOf(await send(harness, PanDetailStep_SaveDocument, { input: { id: leadId, panNumber: freshPan() } }, { token, idempotencyId: randomUUID() }));
    const rejected = await insertOpportunity(harness, { leadId, status: 'PRICING_REJECTED' });
    expectCatalogueError(await submit(rejected), 'MOS-1007');
    // Its earlier steps complete, the closed one is refused for being closed.
    const closedLead = await newLead();
    dataOf(await send(harness, PanDetailStep_SaveDocument, { input: { id: closedLead, panNumber: freshPan() } }, { token, idempotencyId: randomUUID() }));
    const closed = await insertOpportunity(harness, { leadId: closedLead, status: 'INITIATED', closedAs: 'LOST' });
    expectCatalogueError(await submit(closed), 'MOS-1007');
    expect((await stored(rejected))?.opportunitySubmitted).toBe(false);
  });

  test("another agent's opportunity is not found, and stays unsubmitted", async () => {
    const id = await readyOpportunity();
    expectCatalogueError(await submit(id, undefined, otherToken), 'ODS-101');
    expect((await stored(id))?.opportunitySubmitted).toBe(false);
  });

  test('a comment that is not plain text is refused naming the field', async () => {
    const id = await readyOpportunity();
    const refused = await submit(id, 'Deliver <script>alert(1)</script>');
    expect(onlyError(refused).field).toBe('input.comment');
    expect((await stored(id))?.opportunitySubmitted).toBe(false);
  });

  test('after the submission, a save of an earlier step is refused (MOS-1007) and nothing changes', async () => {
    const leadId = await newLead();
    const pan = freshPan();
    dataOf(await send(harness, PanDetailStep_SaveDocument, { input: { id: leadId, panNumber: pan } }, { token, idempotencyId: randomUUID() }));
    const id = await insertOpportunity(harness, { leadId, status: 'PRICING_APPROVED' });
    dataOf(await submit(id));
    const edit = await send(harness, PanDetailStep_SaveDocument, { input: { id: leadId, panNumber: freshPan() } }, { token, idempotencyId: randomUUID() });
    expectCatalogueError(edit, 'MOS-1007');
  });
});

describe('postToSfIntegration', () => {
  function push(id: number, as = token) {
    return send(harness, PostToSfIntegrationDocument, { input: { opportunityId: String(id) } }, { token: as, idempotencyId: randomUUID() });
  }

  test('a submission made while the CRM was unreachable stands, and the push can be retried once it is back', async () => {
    const id = await readyOpportunity();
    crm.reachable = false;
    try {
      const answer = dataOf(await submit(id)).reviewOpportunity;
      expect(answer.opportunitySubmitted).toBe(true);
      expect(answer.opportunity.crmRefId).toBeNull();
      expect(dataOf(await push(id)).postToSfIntegration.pushedToSf).toBe(false);
    } finally {
      crm.reachable = true;
    }
    expect(dataOf(await push(id)).postToSfIntegration.pushedToSf).toBe(true);
    expect((await stored(id))?.crmRefId).toBe(`006TEST${id}`);
    // Held by the CRM, it is not sent again.
    expect(dataOf(await push(id)).postToSfIntegration.pushedToSf).toBe(true);
    expect(crm.pushes.filter((p) => p === id)).toHaveLength(1);
  });

  test('an opportunity not yet submitted is not pushed', async () => {
    const id = await readyOpportunity();
    const refused = await push(id);
    expect(onlyError(refused)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.opportunityId' });
    expect((await stored(id))?.crmRefId).toBeNull();
  });

  test("another agent's opportunity is not found", async () => {
    const id = await readyOpportunity();
    dataOf(await submit(id));
    expectCatalogueError(await push(id, otherToken), 'ODS-101');
  });
});
