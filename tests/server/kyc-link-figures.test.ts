import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateMerchantDocument,
  CreateOpportunityDocument,
  KycStatusDataDocument,
  SendKycLinkDocument,
  VerifyPublicCredentialDocument,
  type CreateMerchantInput,
} from '../../generated/graphql';
import { kycLinkMessages } from '../../src/domain/kyc-link';
import { cities } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { freshPan } from './fresh-pan';

// The figures docs/journey.md gives the KYC link, written out: valid for 72 hours, and 5 wrong
// pairs of e-mail ID and mobile number close it. The set-up is tests/server/kyc-link.test.ts's.

const HOUR_MS = 60 * 60 * 1000;

let harness: Harness;
let asha: string;
let puneId: string;
const realNow = new Date();

beforeAll(async () => {
  harness = await startHarness({ forms: formsWithSteps('KycDetails') });
  harness.clock.set(realNow);
  const [pune] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
  puneId = String(pune?.id);
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
});
afterAll(() => harness.close());
afterEach(() => harness.clock.set(realNow));

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });
const MOBILE = '9876543210';

let merchantCount = 0;
async function opportunityWithMerchant() {
  merchantCount += 1;
  const email = `figures${merchantCount}.${Date.now()}@example.com`;
  const input: CreateMerchantInput = {
    panNumber: freshPan(),
    ownershipType: 'PROPRIETORSHIP',
    name: 'Sai Krupa Stores',
    legalName: 'Sai Krupa Stores',
    revenue: 1500000,
    mobileNumber: MOBILE,
    email,
    businessProofType: 'SHOP_AND_ESTABLISHMENT',
    businessProofNumber: 'PMC/II/12345',
    address: { addressLine1: 'Shop 4, Station Road', city: 'Pune', cityId: puneId, state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
    mccCode: '5411',
    contactName: 'Ramesh Patil',
  };
  const created = dataOf(await send(harness, CreateMerchantDocument, { input }, opts(asha))).createMerchant;
  const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: created.id } }, opts(asha))).createOpportunity.id;
  return { opportunityId, email };
}

const sendLink = (opportunityId: string, email: string) => send(harness, SendKycLinkDocument, { input: { opportunityId, email } }, opts(asha));
const linkState = async (opportunityId: string) => dataOf(await send(harness, KycStatusDataDocument, { input: { opportunityId } }, { token: asha })).kycStatusData.linkState;
const tokenOf = (url: string) => url.split('/kyc/')[1] ?? '';
const verify = (token: string, email: string, mobileNumber = MOBILE) =>
  send(harness, VerifyPublicCredentialDocument, { input: { token, email, mobileNumber } }, { idempotencyId: null });

describe('the KYC link', () => {
  test('is valid for 72 hours: its expiry is 72 hours after it was sent, it opens until then and is EXPIRED at 72 hours', async () => {
    const { opportunityId, email } = await opportunityWithMerchant();
    const link = dataOf(await sendLink(opportunityId, email)).sendKycLink.link;
    expect(new Date(link.expiry).getTime() - realNow.getTime()).toBe(72 * HOUR_MS);

    harness.clock.set(new Date(realNow.getTime() + 72 * HOUR_MS - 1000));
    expect(await linkState(opportunityId)).toBe('ACTIVE');
    expect((await harness.fetch(`/kyc/${tokenOf(link.url)}`)).status).toBe(200);

    harness.clock.set(new Date(realNow.getTime() + 72 * HOUR_MS));
    expect(await linkState(opportunityId)).toBe('EXPIRED');
    const page = await harness.fetch(`/kyc/${tokenOf(link.url)}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(kycLinkMessages.expired);
  });

  test('takes 4 wrong pairs and still proves the right one', async () => {
    const { opportunityId, email } = await opportunityWithMerchant();
    const token = tokenOf(dataOf(await sendLink(opportunityId, email)).sendKycLink.link.url);
    for (let wrong = 0; wrong < 4; wrong += 1) {
      expect(dataOf(await verify(token, email, '9123456780')).verifyPublicCredential).toEqual({ email: null, mobileNumber: null });
    }
    expect(dataOf(await verify(token, email)).verifyPublicCredential).toEqual({ email, mobileNumber: MOBILE });
  });

  test('after 5 wrong pairs refuses every attempt, the right pair too', async () => {
    const { opportunityId, email } = await opportunityWithMerchant();
    const token = tokenOf(dataOf(await sendLink(opportunityId, email)).sendKycLink.link.url);
    for (let wrong = 0; wrong < 5; wrong += 1) await verify(token, email, '9123456780');
    expectCatalogueError(await verify(token, email), 'KYC_LINK_ATTEMPTS_EXCEEDED', kycLinkMessages.tooManyAttempts);
  });
});
