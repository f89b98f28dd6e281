import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  MerchantOnboardingStateV2Document,
  OpportunityDocument,
  OpportunityListDocument,
  PurchaseOrderStepDocument,
  RectifyPurchaseOrderDocument,
  RequestPoActivationDocument,
} from '../../generated/graphql';
import { EMAIL_MESSAGE, MOBILE_MESSAGE } from '../../src/domain/identifiers/contact';
import { poMessages } from '../../src/domain/purchase-order';
import { opportunities, purchaseOrders, sandboxOutbox } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { createServerApp } from '../../src/server/app';
import { demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { approverPage } from './page-forms';
import { latestLinkIn, opportunityWithProducts, opts, postForm, savePo } from './purchase-order-fixtures';

// The Purchase Order step: the PO is made from the opportunity's total, sent to the merchant for
// online acceptance (or generated offline as a PDF), frozen once accepted, rectified with remarks,
// and its activation requested and decided on the sandbox approver page.

let harness: Harness;
let asha: string;
let rohit: string;

beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('PurchaseOrder', 'POPayment') });
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

let mails = 0;
const newEmail = () => `merchant${++mails}.${Date.now()}@example.com`;

async function stepOf(opportunityId: string, token = asha) {
  return dataOf(await send(harness, PurchaseOrderStepDocument, { input: { opportunityId } }, { token })).purchaseOrderStep;
}

async function journeyStep(opportunityId: string, type: string) {
  const state = dataOf(
    await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'OPPORTUNITY', stateDataId: opportunityId, opportunityId: Number(opportunityId), isExistingMerchant: false } }, { token: asha }),
  ).merchantOnboardingStateV2;
  const step = state.steps.find((s) => s.type === type);
  if (!step) throw new Error(`no ${type} step`);
  return step;
}

async function statusOf(opportunityId: string) {
  const [row] = await harness.database.db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, Number(opportunityId)));
  return row?.status;
}

const rectify = (opportunityId: string, poRemarks: string, token = asha) => send(harness, RectifyPurchaseOrderDocument, { input: { opportunityId, poRemarks } }, opts(token));
const requestActivation = (opportunityId: string, token = asha) => send(harness, RequestPoActivationDocument, { input: { opportunityId } }, opts(token));

async function fileAs(url: string, token: string) {
  return harness.fetch(url, { headers: { authorization: `Bearer ${token}` } });
}

describe('making the PO', () => {
  test('a PO needs the total of the chosen products', async () => {
    const none = await opportunityWithProducts(harness, null);
    expectCatalogueError(await savePo(harness, asha, none), 'PO_TOTAL_MISSING', poMessages.totalMissing);
    const zero = await opportunityWithProducts(harness, 0);
    expectCatalogueError(await savePo(harness, asha, zero), 'PO_TOTAL_MISSING');
    expect(await harness.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.opportunityId, Number(none)))).toEqual([]);
  });

  test('online: the PO is made from the total, its PDF is the agent’s alone, and its link goes to the sandbox outbox', async () => {
    const opportunityId = await opportunityWithProducts(harness, 11800);
    const email = newEmail();
    const saved = dataOf(await savePo(harness, asha, opportunityId, { paymentType: 'PARTPAYMENT', email })).savePurchaseOrder;
    expect(saved.isEmailSent).toBe(true);
    expect(saved.purchaseOrder).toMatchObject({
      poNumber: `PO-${opportunityId.padStart(6, '0')}`,
      paymentType: 'PARTPAYMENT',
      totalAmount: 11800,
      sendOnlineAcceptance: true,
      poAcceptanceEmail: email,
      poAcceptanceMobile: '9876543210',
      onlineAcceptanceStatus: 'SENT',
      isFrozen: false,
      poActivationStatus: 'NOT_REQUESTED',
      canRequestActivation: false,
      rectifyPoEligible: false,
    });
    const pdf = await fileAs(saved.purchaseOrder.poLink ?? '', asha);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fileAs(saved.purchaseOrder.poLink ?? '', rohit)).status).toBe(404);

    const link = await latestLinkIn(harness, asha, email, 'Open the purchase order');
    const token = link.split('/po/')[1] ?? '';
    expect(token.length).toBeGreaterThan(30);
    const [row] = await harness.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.opportunityId, Number(opportunityId)));
    expect(JSON.stringify(row)).not.toContain(token);

    const step = await stepOf(opportunityId);
    expect(step).toMatchObject({ paymentType: 'PARTPAYMENT', offlinePOGeneration: false, poAcceptanceEmail: email, totalAmount: 11800 });
    // The opportunity shows its PO too.
    const opportunity = dataOf(await send(harness, OpportunityDocument, { input: { id: opportunityId } }, { token: asha })).opportunity.opportunity;
    expect(opportunity).toMatchObject({
      paymentType: 'PARTPAYMENT',
      poNumber: saved.purchaseOrder.poNumber,
      purchaseOrder: { poLink: saved.purchaseOrder.poLink, onlineAcceptanceStatus: 'SENT', poAcceptanceEmail: email, sendOnlineAcceptance: true, rectifyPoEligible: false },
    });
    // And so does the list of opportunities, read for a whole page at once.
    const listed = dataOf(await send(harness, OpportunityListDocument, { input: { status: ['PRICING_APPROVED'], size: 1000 } }, { token: asha })).opportunityList.opportunities;
    expect(listed.find((o) => o.id === opportunityId)).toEqual(opportunity);
    expect((await journeyStep(opportunityId, 'PurchaseOrder')).isComplete).toBe(false);
  });

  test('saving again while the merchant has not answered sends nothing new', async () => {
    const opportunityId = await opportunityWithProducts(harness);
    const email = newEmail();
    dataOf(await savePo(harness, asha, opportunityId, { email }));
    expect(dataOf(await savePo(harness, asha, opportunityId, { email })).savePurchaseOrder.isEmailSent).toBe(false);
    expect(await harness.database.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.toEmail, email))).toHaveLength(1);
  });

  test('an online acceptance needs a valid e-mail ID and mobile number', async () => {
    const opportunityId = await opportunityWithProducts(harness);
    expect(onlyError(await savePo(harness, asha, opportunityId, { email: 'not-mail' }))).toMatchObject({ code: 'VALIDATION_ERROR', message: EMAIL_MESSAGE, field: 'input.poAcceptanceEmail' });
    expect(onlyError(await savePo(harness, asha, opportunityId, { mobile: '12345' }))).toMatchObject({ code: 'VALIDATION_ERROR', message: MOBILE_MESSAGE, field: 'input.poAcceptanceMobile' });
  });

  test('offline: the PDF is generated for the merchant to sign, nothing is mailed, and the step is complete', async () => {
    const opportunityId = await opportunityWithProducts(harness, 2500.5);
    const saved = dataOf(await savePo(harness, asha, opportunityId, { offline: true, paymentType: 'POSTINVOICING' })).savePurchaseOrder;
    expect(saved.isEmailSent).toBe(false);
    expect(saved.purchaseOrder).toMatchObject({ offlinePOGeneration: true, onlineAcceptanceStatus: 'NOT_SENT', isFrozen: true, totalAmount: 2500.5 });
    expect((await fileAs(saved.purchaseOrder.poLink ?? '', asha)).status).toBe(200);
    expect((await journeyStep(opportunityId, 'PurchaseOrder')).isComplete).toBe(true);
  });
});

describe('the merchant’s acceptance page', () => {
  test('shows the PO and its PDF, and accepting it freezes the PO and completes the step', async () => {
    const opportunityId = await opportunityWithProducts(harness, 11800);
    const email = newEmail();
    dataOf(await savePo(harness, asha, opportunityId, { email }));
    const link = await latestLinkIn(harness, asha, email, 'Open the purchase order');
    const page = await (await harness.fetch(link)).text();
    expect(page).toContain(`PO-${opportunityId.padStart(6, '0')}`);
    expect(page).toContain('Full Payment');
    expect(page).toContain('₹11,800.00');
    const pdf = await harness.fetch(`${link}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // The link alone does not bind the merchant: the mobile number the PO was sent for is asked.
    const wrong = await postForm(harness, link, { decision: 'accept', mobile: '9822000000' });
    expect(wrong.html).toContain('The mobile number does not match the one this purchase order was sent for. 4 attempts left.');
    expect((await stepOf(opportunityId)).purchaseOrder?.onlineAcceptanceStatus).toBe('SENT');
    expect((await postForm(harness, link, { decision: 'accept', mobile: '+91 98765 43210' })).html).toContain('Purchase order accepted');
    const po = (await stepOf(opportunityId)).purchaseOrder;
    expect(po).toMatchObject({ onlineAcceptanceStatus: 'ACCEPTED', isFrozen: true, rectifyPoEligible: true, canRequestActivation: true });
    expect(po?.acceptedAt).toBeTruthy();
    expect((await journeyStep(opportunityId, 'PurchaseOrder')).isComplete).toBe(true);
    // A second answer changes nothing.
    await postForm(harness, link, { decision: 'decline', mobile: '9876543210' });
    expect((await stepOf(opportunityId)).purchaseOrder?.onlineAcceptanceStatus).toBe('ACCEPTED');
  });

  test('five wrong mobile numbers close the link, also when tried at once; a PO sent again opens a new one', async () => {
    const opportunityId = await opportunityWithProducts(harness);
    const email = newEmail();
    dataOf(await savePo(harness, asha, opportunityId, { email }));
    const link = await latestLinkIn(harness, asha, email, 'Open the purchase order');
    const tries = await Promise.all(Array.from({ length: 8 }, (_, i) => postForm(harness, link, { decision: 'accept', mobile: `98220000${String(i).padStart(2, '0')}` })));
    // Four are told how many tries are left; the fifth and every one after it are refused.
    expect(tries.filter((t) => /\d attempts? left\./.test(t.html))).toHaveLength(4);
    expect(tries.filter((t) => t.status === 429 && t.html.includes('Too many attempts. Please ask your sales agent to send the purchase order again.'))).toHaveLength(4);
    // Even the right number is refused now, and the page says so without asking for one.
    expect((await postForm(harness, link, { decision: 'accept', mobile: '9876543210' })).html).toContain('Too many attempts');
    const page = await harness.fetch(link);
    expect(page.status).toBe(429);
    expect(await page.text()).not.toContain('name="mobile"');
    expect((await stepOf(opportunityId)).purchaseOrder?.onlineAcceptanceStatus).toBe('SENT');

    // Saving the PO as it is sends a new link, as for an expired one.
    harness.clock.set(new Date(harness.clock.now.getTime() + 60_000));
    expect(dataOf(await savePo(harness, asha, opportunityId, { email })).savePurchaseOrder.isEmailSent).toBe(true);
    expect((await harness.fetch(link)).status).toBe(404);
    const again = await latestLinkIn(harness, asha, email, 'Open the purchase order');
    expect((await postForm(harness, again, { decision: 'accept', mobile: '9876543210' })).html).toContain('Purchase order accepted');
  });

  test('a declined PO is sent again by saving; the earlier link no longer works', async () => {
    const opportunityId = await opportunityWithProducts(harness);
    const email = newEmail();
    dataOf(await savePo(harness, asha, opportunityId, { email }));
    const first = await latestLinkIn(harness, asha, email, 'Open the purchase order');
    expect((await postForm(harness, first, { decision: 'decline', mobile: '9876543210' })).html).toContain('Purchase order declined');
    expect((await stepOf(opportunityId)).purchaseOrder?.onlineAcceptanceStatus).toBe('REJECTED');
    expect((await journeyStep(opportunityId, 'PurchaseOrder')).isComplete).toBe(false);

    // The outbox lists the latest mail first.
    harness.clock.set(new Date(harness.clock.now.getTime() + 60_000));
    expect(dataOf(await savePo(harness, asha, opportunityId, { email })).savePurchaseOrder.isEmailSent).toBe(true);
    expect((await harness.fetch(first)).status).toBe(404);
    const second = await latestLinkIn(harness, asha, email, 'Open the purchase order');
    expect(second).not.toBe(first);
    expect((await stepOf(opportunityId)).purchaseOrder?.onlineAcceptanceStatus).toBe('SENT');
  });

  test('a link past its validity has expired', async () => {
    const opportunityId = await opportunityWithProducts(harness);
    const email = newEmail();
    dataOf(await savePo(harness, asha, opportunityId, { email }));
    const link = await latestLinkIn(harness, asha, email, 'Open the purchase order');
    harness.clock.set(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    try {
      expect((await harness.fetch(link)).status).toBe(410);
      expect((await stepOf(opportunityId)).purchaseOrder?.onlineAcceptanceStatus).toBe('EXPIRED');
    } finally {
      harness.clock.set(new Date());
    }
  });
});

describe('freeze and rectify', () => {
  async function acceptedPo(email = newEmail()) {
    const opportunityId = await opportunityWithProducts(harness, 11800);
    dataOf(await savePo(harness, asha, opportunityId, { email }));
    await postForm(harness, await latestLinkIn(harness, asha, email, 'Open the purchase order'), { decision: 'accept', mobile: '9876543210' });
    return { opportunityId, email };
  }

  test('an accepted PO saves as it is, but its payment type cannot change (Payment Type Update Error) nor anything else', async () => {
    const { opportunityId, email } = await acceptedPo();
    expect(dataOf(await savePo(harness, asha, opportunityId, { email })).savePurchaseOrder).toMatchObject({ isEmailSent: false, purchaseOrder: { isFrozen: true } });
    const typeChange = expectCatalogueError(await savePo(harness, asha, opportunityId, { email, paymentType: 'PARTPAYMENT' }), 'PAYMENT_TYPE_UPDATE_ERROR');
    expect(typeChange).toMatchObject({ type: 'Payment Type Update Error', message: "Sorry, we couldn't update the payment type for this opportunity. Please try again later." });
    expect(typeChange.field).toBeUndefined();
    expectCatalogueError(await savePo(harness, asha, opportunityId, { email: newEmail() }), 'PO_FROZEN');
  });

  test('rectifying needs remarks; it unfreezes the PO as a new revision that is sent for acceptance again', async () => {
    const { opportunityId, email } = await acceptedPo();
    expect(onlyError(await rectify(opportunityId, '   '))).toMatchObject({ code: 'VALIDATION_ERROR', message: poMessages.remarksRequired, field: 'input.poRemarks' });
    expect(onlyError(await rectify(opportunityId, 'x'.repeat(501)))).toMatchObject({ code: 'MOS-1001', field: 'input.poRemarks' });

    const rectified = dataOf(await rectify(opportunityId, 'Merchant wants two more soundboxes')).rectifyPurchaseOrder.purchaseOrder;
    expect(rectified).toMatchObject({
      revision: 1,
      poNumber: `PO-${opportunityId.padStart(6, '0')}-R1`,
      isFrozen: false,
      rectifyPo: true,
      poRemarks: 'Merchant wants two more soundboxes',
      onlineAcceptanceStatus: 'NOT_SENT',
      poLink: null,
    });
    expect((await journeyStep(opportunityId, 'PurchaseOrder')).isComplete).toBe(false);
    // Not frozen any more: the payment type may change, and the new revision goes to the merchant.
    const saved = dataOf(await savePo(harness, asha, opportunityId, { email, paymentType: 'PARTPAYMENT' })).savePurchaseOrder;
    expect(saved).toMatchObject({ isEmailSent: true, purchaseOrder: { paymentType: 'PARTPAYMENT', onlineAcceptanceStatus: 'SENT', poNumber: `PO-${opportunityId.padStart(6, '0')}-R1` } });
    expect(saved.purchaseOrder.poLink).toBeTruthy();
    // Only an accepted PO is rectified.
    expect(onlyError(await rectify(opportunityId, 'again'))).toMatchObject({ code: 'VALIDATION_ERROR', message: poMessages.notRectifiable });
  });
});

describe('PO activation', () => {
  async function requested() {
    const opportunityId = await opportunityWithProducts(harness, 5000);
    dataOf(await savePo(harness, asha, opportunityId, { offline: true, paymentType: 'POSTDEPLOYMENTPAYMENT' }));
    const answer = dataOf(await requestActivation(opportunityId)).requestPoActivation.purchaseOrder;
    expect(answer).toMatchObject({ poActivationStatus: 'REQUESTED', canRequestActivation: false, rectifyPoEligible: false });
    return opportunityId;
  }

  const approverForm = async (opportunityId: string) => {
    const { html } = await approverPage(harness, 'purchaseOrder');
    const poNumber = `PO-${opportunityId.padStart(6, '0')}`;
    const at = html.indexOf(`<h1>${poNumber}</h1>`);
    expect(at, `${poNumber} is not waiting on the approver page`).toBeGreaterThan(-1);
    return /name="po" value="([^"]+)"/.exec(html.slice(at))?.[1] ?? '';
  };

  test('only an accepted PO asks for activation', async () => {
    const opportunityId = await opportunityWithProducts(harness);
    expectCatalogueError(await requestActivation(opportunityId), 'PO_NOT_ACCEPTED');
    dataOf(await savePo(harness, asha, opportunityId, { email: newEmail() }));
    expectCatalogueError(await requestActivation(opportunityId), 'PO_NOT_ACCEPTED');
  });

  test('requested: the opportunity is in review and no step changes; the approver approves it', async () => {
    const opportunityId = await requested();
    expect(await statusOf(opportunityId)).toBe('PO_ACTIVATION_REQUESTED');
    expectCatalogueError(await savePo(harness, asha, opportunityId, { offline: true, paymentType: 'POSTDEPLOYMENTPAYMENT' }), 'MOS-1007');
    expectCatalogueError(await requestActivation(opportunityId), 'MOS-1007');

    const po = await approverForm(opportunityId);
    expect((await postForm(harness, '/sandbox/po-approver', { po, decision: 'approve', comment: '' })).html).toContain('approved');
    expect(await statusOf(opportunityId)).toBe('PO_ACTIVATION_APPROVED');
    expect((await stepOf(opportunityId)).purchaseOrder).toMatchObject({ poActivationStatus: 'APPROVED', rectifyPoEligible: false });
    expect((await journeyStep(opportunityId, 'PurchaseOrder')).isComplete).toBe(true);
  });

  test('rejected with a comment: the agent sees it, rectifies the PO, and the opportunity returns to its status', async () => {
    const opportunityId = await requested();
    const po = await approverForm(opportunityId);
    expect((await postForm(harness, '/sandbox/po-approver', { po, decision: 'reject', comment: '' })).html).toContain('Please give the reason for the rejection.');
    expect(await statusOf(opportunityId)).toBe('PO_ACTIVATION_REQUESTED');
    await postForm(harness, '/sandbox/po-approver', { po, decision: 'reject', comment: 'Credit terms need the sales head’s approval' });
    expect(await statusOf(opportunityId)).toBe('PO_ACTIVATION_REJECTED');
    expect((await stepOf(opportunityId)).purchaseOrder).toMatchObject({ poActivationStatus: 'REJECTED', activationComment: 'Credit terms need the sales head’s approval', rectifyPoEligible: true });
    const step = await journeyStep(opportunityId, 'PurchaseOrder');
    expect(step).toMatchObject({ isComplete: false, editableConfig: { editable: true } });
    expect((await journeyStep(opportunityId, 'POPayment')).editableConfig.editable).toBe(false);

    dataOf(await rectify(opportunityId, 'Changed to full payment'));
    expect(await statusOf(opportunityId)).toBe('PRICING_APPROVED');
    expect((await stepOf(opportunityId)).purchaseOrder?.poActivationStatus).toBe('NOT_REQUESTED');
  });
});

describe('ownership', () => {
  test('another agent’s opportunity is not found by any PO operation', async () => {
    const opportunityId = await opportunityWithProducts(harness);
    dataOf(await savePo(harness, asha, opportunityId, { offline: true }));
    expectCatalogueError(await send(harness, PurchaseOrderStepDocument, { input: { opportunityId } }, { token: rohit }), 'ODS-101');
    expectCatalogueError(await savePo(harness, rohit, opportunityId, { offline: true }), 'ODS-101');
    expectCatalogueError(await rectify(opportunityId, 'Not mine', rohit), 'ODS-101');
    expectCatalogueError(await requestActivation(opportunityId, rohit), 'ODS-101');
    expect((await stepOf(opportunityId)).purchaseOrder?.rectifyPo).toBe(false);
  });
});

test('without the sandboxes, the sandbox payment and PO approver pages are not served; the merchant\'s acceptance page is', async () => {
  const app = await createServerApp({ db: harness.database.db, log: () => undefined, sandboxes: false });
  const approver = await app.fetch(new Request(`${ORIGIN}/sandbox/po-approver`));
  expect(approver.status).toBe(404);
  expect(await approver.text()).not.toContain('PO activation');
  expect((await app.fetch(new Request(`${ORIGIN}/sandbox/pay/some-token`))).status).toBe(404);
  expect(await (await app.fetch(new Request(`${ORIGIN}/po/some-token`))).text()).toContain('This purchase order link is not valid.');
});
