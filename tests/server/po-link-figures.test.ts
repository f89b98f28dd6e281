import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { InitiatePaymentDocument } from '../../generated/graphql';
import { dataOf, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { acceptedPo, latestLinkIn, opportunityWithProducts, opts, postForm, savePo } from './purchase-order-fixtures';

// The figures docs/journey.md gives the merchant's PO acceptance page and the sandbox payment page,
// written out: each link is valid 7 days, and five wrong mobile numbers close the PO link. The set-up
// is tests/server/purchase-order.test.ts's and tests/server/po-payments.test.ts's.

const DAY_MS = 24 * 60 * 60 * 1000;

let harness: Harness;
let asha: string;
const start = new Date();

beforeAll(async () => {
  harness = await startHarness({ forms: formsWithSteps('PurchaseOrder', 'POPayment') });
  harness.clock.set(start);
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
});
afterAll(() => harness.close());
afterEach(() => harness.clock.set(start));

let mails = 0;
const newEmail = () => `figures${++mails}.${Date.now()}@example.com`;

async function poLink() {
  const opportunityId = await opportunityWithProducts(harness);
  const email = newEmail();
  dataOf(await savePo(harness, asha, opportunityId, { email }));
  return latestLinkIn(harness, asha, email, 'Open the purchase order');
}

describe('the PO acceptance page', () => {
  test('opens for 7 days after the PO was sent, and has expired at 7 days', async () => {
    const link = await poLink();
    harness.clock.set(new Date(start.getTime() + 7 * DAY_MS - 1000));
    expect((await harness.fetch(link)).status).toBe(200);
    harness.clock.set(new Date(start.getTime() + 7 * DAY_MS));
    expect((await harness.fetch(link)).status).toBe(410);
  });

  test('after 4 wrong mobile numbers the right one still accepts the PO', async () => {
    const link = await poLink();
    for (let wrong = 0; wrong < 4; wrong += 1) await postForm(harness, link, { decision: 'accept', mobile: '9822000000' });
    expect((await postForm(harness, link, { decision: 'accept', mobile: '9876543210' })).html).toContain('Purchase order accepted');
  });

  test('5 wrong mobile numbers close the link: the right one is then refused', async () => {
    const link = await poLink();
    for (let wrong = 0; wrong < 5; wrong += 1) await postForm(harness, link, { decision: 'accept', mobile: '9822000000' });
    const refused = await postForm(harness, link, { decision: 'accept', mobile: '9876543210' });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Too many attempts');
  });
});

describe('the sandbox payment page', () => {
  test('opens for 7 days after the link was sent, and has expired at 7 days', async () => {
    const opportunityId = await opportunityWithProducts(harness);
    const email = newEmail();
    await acceptedPo(harness, asha, opportunityId, 'PARTPAYMENT', email);
    dataOf(await send(harness, InitiatePaymentDocument, { input: { opportunityId, paymentMode: 'PAYMENT_LINK', amount: 1000 } }, opts(asha)));
    const link = await latestLinkIn(harness, asha, email, 'Pay now');
    harness.clock.set(new Date(start.getTime() + 7 * DAY_MS - 1000));
    const open = await harness.fetch(link);
    expect(open.status).toBe(200);
    expect(await open.text()).toContain('Pay ₹1,000.00');
    harness.clock.set(new Date(start.getTime() + 7 * DAY_MS));
    const expired = await harness.fetch(link);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Link expired');
  });
});
