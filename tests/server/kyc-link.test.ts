import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  CheckEmailInExperimentDocument,
  CreateMerchantDocument,
  CreateOpportunityDocument,
  KycLinkDocument,
  KycStatusDataDocument,
  MerchantOnboardingStateV2Document,
  SendKycLinkDocument,
  VerifyPublicCredentialDocument,
  type CreateMerchantInput,
} from '../../generated/graphql';
import { EMAIL_MESSAGE } from '../../src/domain/identifiers/contact';
import { KYC_LINK_MAX_ATTEMPTS, KYC_LINK_VALIDITY_MS, kycLinkMessages } from '../../src/domain/kyc-link';
import { cities, kycLinks } from '../../src/server/db/schema';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { outboxOf, postPageForm } from './page-forms';
import { freshPan } from './fresh-pan';

// The KYC link by e-mail: the agent sends it (a resend CLOSES the previous one), it lands in the
// sandbox outbox, the merchant proves who they are on the link's page (a few wrong tries, then no
// more) and completes the KYC with a document whose name matches the PAN name; the agent then sees
// COMPLETED. A link past its 72 hours is EXPIRED for both.

let harness: Harness;
let asha: string;
let rohit: string;
let puneId: string;
const realNow = new Date();

beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('KycDetails') });
  harness.clock.set(realNow);
  const [pune] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
  puneId = String(pune?.id);
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());
afterEach(() => harness.clock.set(realNow));

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });
const MOBILE = '9876543210';

let merchantCount = 0;
async function opportunityWithMerchant(token = asha) {
  merchantCount += 1;
  const panNumber = freshPan();
  const email = `merchant${merchantCount}.${Date.now()}@example.com`;
  const input: CreateMerchantInput = {
    panNumber,
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
  const created = dataOf(await send(harness, CreateMerchantDocument, { input }, opts(token))).createMerchant;
  const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: created.id } }, opts(token)))
    .createOpportunity.id;
  return { opportunityId, email, panName: sandboxPanRecord(panNumber)?.name ?? '' };
}

async function sendLink(opportunityId: string, email: string, token = asha) {
  return send(harness, SendKycLinkDocument, { input: { opportunityId, email } }, opts(token));
}

async function status(opportunityId: string, token = asha) {
  return dataOf(await send(harness, KycStatusDataDocument, { input: { opportunityId } }, { token })).kycStatusData;
}

const tokenOf = (url: string) => url.split('/kyc/')[1] ?? '';

async function verify(token: string, email: string, mobileNumber = MOBILE) {
  return send(harness, VerifyPublicCredentialDocument, { input: { token, email, mobileNumber } }, { idempotencyId: null });
}

async function pageGet(token: string): Promise<{ status: number; html: string }> {
  const response = await harness.fetch(`/kyc/${token}`);
  return { status: response.status, html: await response.text() };
}

/** A form posted on the link's page, from the page itself (its CSRF token). */
async function pagePost(token: string, fields: Record<string, string>): Promise<{ status: number; html: string }> {
  const { status, html } = await postPageForm(harness, `/kyc/${token}`, fields);
  return { status, html };
}

const proofIn = (html: string) => /name="proof" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe('sending the link', () => {
  test('the agent sends an ACTIVE link valid for 72 hours, which lands in the sandbox outbox', async () => {
    const { opportunityId, email } = await opportunityWithMerchant();
    const sent = dataOf(await sendLink(opportunityId, email)).sendKycLink;
    expect(sent.isEmailSent).toBe(true);
    expect(sent.link).toMatchObject({ state: 'ACTIVE', email });
    expect(new Date(sent.link.expiry).getTime() - realNow.getTime()).toBe(KYC_LINK_VALIDITY_MS);
    expect(tokenOf(sent.link.url).length).toBeGreaterThan(30);

    const outbox = await outboxOf(harness, asha, email);
    expect(outbox).toContain(`href="${sent.link.url}"`);
    // Only the token's hash is stored.
    const rows = await harness.database.db.select().from(kycLinks);
    expect(rows.some((row) => JSON.stringify(row).includes(tokenOf(sent.link.url)))).toBe(false);

    const seen = await status(opportunityId);
    expect(seen).toMatchObject({ linkState: 'ACTIVE', kycCompleted: false, link: { email, state: 'ACTIVE' } });
    // Afterwards the agent sees the page's address, never the token.
    expect(seen.link?.url.endsWith('/kyc/')).toBe(true);
    const current = dataOf(await send(harness, KycLinkDocument, { input: { opportunityId } }, { token: asha })).kycLink;
    expect(current).toMatchObject({ isEmailSent: false, link: { state: 'ACTIVE', email } });
  });

  test('a new e-mail becomes the contact e-mail the merchant proves', async () => {
    const { opportunityId } = await opportunityWithMerchant();
    const other = `other.${Date.now()}@example.com`;
    const sent = dataOf(await sendLink(opportunityId, other)).sendKycLink;
    expect(dataOf(await verify(tokenOf(sent.link.url), other)).verifyPublicCredential).toEqual({ email: other, mobileNumber: MOBILE });
  });

  test('an e-mail the domain rule refuses is refused with its message', async () => {
    const { opportunityId } = await opportunityWithMerchant();
    expectCatalogueError(await sendLink(opportunityId, 'not-an-email'), 'VALIDATION_ERROR', EMAIL_MESSAGE);
    expectCatalogueError(await send(harness, CheckEmailInExperimentDocument, { input: { email: 'nope@' } }, { token: asha }), 'VALIDATION_ERROR', EMAIL_MESSAGE);
    expect(dataOf(await send(harness, CheckEmailInExperimentDocument, { input: { email: 'a@example.com' } }, { token: asha })).checkEmailInExperiment).toEqual({
      isInExperiment: true,
    });
  });

  test('before any link, the status has none and kycLink says the link is unavailable', async () => {
    const { opportunityId } = await opportunityWithMerchant();
    expect(await status(opportunityId)).toMatchObject({ linkState: null, link: null, kycCompleted: false });
    expectCatalogueError(await send(harness, KycLinkDocument, { input: { opportunityId } }, { token: asha }), 'KYC_LINK_UNAVAILABLE', kycLinkMessages.unavailable);
  });

  test('resending makes a new link and CLOSES the old one', async () => {
    const { opportunityId, email } = await opportunityWithMerchant();
    const first = dataOf(await sendLink(opportunityId, email)).sendKycLink.link;
    const second = dataOf(await sendLink(opportunityId, email)).sendKycLink.link;
    expect(tokenOf(second.url)).not.toBe(tokenOf(first.url));
    expect((await status(opportunityId)).linkState).toBe('ACTIVE');
    const old = await pageGet(tokenOf(first.url));
    expect(old.html).toContain(kycLinkMessages.closed);
    expectCatalogueError(await verify(tokenOf(first.url), email), 'KYC_LINK_UNAVAILABLE');
    expect((await pageGet(tokenOf(second.url))).html).toContain('Verify your details');
  });
});

describe('expiry', () => {
  test('past 72 hours the link is EXPIRED for the agent and the merchant page says so', async () => {
    const { opportunityId, email } = await opportunityWithMerchant();
    const link = dataOf(await sendLink(opportunityId, email)).sendKycLink.link;
    harness.clock.set(new Date(realNow.getTime() + KYC_LINK_VALIDITY_MS - 1000));
    expect((await status(opportunityId)).linkState).toBe('ACTIVE');
    harness.clock.set(new Date(realNow.getTime() + KYC_LINK_VALIDITY_MS));
    expect((await status(opportunityId)).linkState).toBe('EXPIRED');
    const page = await pageGet(tokenOf(link.url));
    expect(page.status).toBe(410);
    expect(page.html).toContain(kycLinkMessages.expired);
    expectCatalogueError(await verify(tokenOf(link.url), email), 'KYC_LINK_EXPIRED', kycLinkMessages.expired);
  });
});

describe('verifyPublicCredential', () => {
  test('the e-mail and mobile on record prove the merchant; the link is then IN_PROGRESS', async () => {
    const { opportunityId, email } = await opportunityWithMerchant();
    const token = tokenOf(dataOf(await sendLink(opportunityId, email)).sendKycLink.link.url);
    // Case of the e-mail and the +91 of the mobile do not count.
    expect(dataOf(await verify(token, email.toUpperCase(), `+91 ${MOBILE}`)).verifyPublicCredential).toEqual({ email, mobileNumber: MOBILE });
    expect((await status(opportunityId)).linkState).toBe('IN_PROGRESS');
  });

  test('a wrong pair proves nothing, and after the limit even the right pair is refused', async () => {
    const { opportunityId, email } = await opportunityWithMerchant();
    const token = tokenOf(dataOf(await sendLink(opportunityId, email)).sendKycLink.link.url);
    expect(dataOf(await verify(token, email, '9123456780')).verifyPublicCredential).toEqual({ email: null, mobileNumber: null });
    expect(dataOf(await verify(token, 'someone@example.com')).verifyPublicCredential).toEqual({ email: null, mobileNumber: null });
    for (let attempt = 2; attempt < KYC_LINK_MAX_ATTEMPTS; attempt += 1) await verify(token, email, '9123456780');
    expectCatalogueError(await verify(token, email), 'KYC_LINK_ATTEMPTS_EXCEEDED', kycLinkMessages.tooManyAttempts);
    expect((await status(opportunityId)).linkState).toBe('ACTIVE');
  });

  test('a signed-in caller counts attempts too', async () => {
    const { opportunityId, email } = await opportunityWithMerchant();
    const token = tokenOf(dataOf(await sendLink(opportunityId, email)).sendKycLink.link.url);
    for (let attempt = 0; attempt < KYC_LINK_MAX_ATTEMPTS; attempt += 1) {
      await send(harness, VerifyPublicCredentialDocument, { input: { token, email, mobileNumber: '9123456780' } }, opts(asha));
    }
    expectCatalogueError(await verify(token, email), 'KYC_LINK_ATTEMPTS_EXCEEDED');
  });

  test('an unknown token is an unavailable link', async () => {
    expectCatalogueError(await verify('no-such-token', 'a@example.com'), 'KYC_LINK_UNAVAILABLE', kycLinkMessages.unavailable);
    const page = await pageGet('no-such-token');
    expect(page.status).toBe(404);
    expect(page.html).toContain(kycLinkMessages.unavailable);
  });
});

describe('the merchant completes the KYC on the link page', () => {
  async function kycStepComplete(opportunityId: string) {
    const input = { idType: 'OPPORTUNITY' as const, isExistingMerchant: false, stateDataId: opportunityId, opportunityId: Number(opportunityId) };
    const state = dataOf(await send(harness, MerchantOnboardingStateV2Document, { input }, { token: asha })).merchantOnboardingStateV2;
    return state.steps.find((s) => s.type === 'KycDetails')?.isComplete;
  }

  async function provedLink() {
    const { opportunityId, email, panName } = await opportunityWithMerchant();
    const token = tokenOf(dataOf(await sendLink(opportunityId, email)).sendKycLink.link.url);
    const wrong = await pagePost(token, { step: 'verify', email, mobile: '9123456780' });
    expect(wrong.html).toContain(`${kycLinkMessages.credentialMismatch} ${KYC_LINK_MAX_ATTEMPTS - 1} attempts left.`);
    expect(proofIn(wrong.html)).toBe('');
    const proved = await pagePost(token, { step: 'verify', email, mobile: MOBILE });
    const proof = proofIn(proved.html);
    expect(proof).not.toBe('');
    return { opportunityId, token, proof, panName };
  }

  test('with a passport in the PAN name the link is COMPLETED and the agent sees it', async () => {
    const { opportunityId, token, proof, panName } = await provedLink();
    const done = await pagePost(token, { step: 'complete', proof, identityType: 'PASSPORT', documentNumber: 'k1234567', nameOnDocument: panName, dateOfBirth: '1985-04-12' });
    expect(done.html).toContain(kycLinkMessages.completed);
    expect(await status(opportunityId)).toMatchObject({ linkState: 'COMPLETED', kycCompleted: true });
    expect(await kycStepComplete(opportunityId)).toBe(true);
    const [row] = await harness.database.db.select().from(kycLinks).where(eq(kycLinks.tokenHash, (await import('../../src/server/auth/secret-hash')).hashSecret(token)));
    expect(row).toMatchObject({ completedBy: 'KycMerchantApp', identityType: 'PASSPORT', documentNumber: 'K1234567', dateOfBirth: '1985-04-12' });
    expect((await pageGet(token)).html).toContain(kycLinkMessages.completed);
  });

  test('a name that does not match the PAN name is refused with the spec message', async () => {
    const { opportunityId, token, proof } = await provedLink();
    const refused = await pagePost(token, { step: 'complete', proof, identityType: 'PASSPORT', documentNumber: 'K1234567', nameOnDocument: 'Zubin Mistry', dateOfBirth: '1985-04-12' });
    expect(refused.html).toContain(kycLinkMessages.nameMismatch.replace(/'/g, '&#39;'));
    expect((await status(opportunityId)).linkState).toBe('IN_PROGRESS');
  });

  test('what the merchant typed is shown back on the page as text, never as markup', async () => {
    const { token, proof } = await provedLink();
    const typed = '"><script>alert(1)</script>';
    const refused = await pagePost(token, { step: 'complete', proof, identityType: 'PASSPORT', documentNumber: 'K1234567', nameOnDocument: typed, dateOfBirth: '1985-04-12' });
    expect(refused.status).toBe(200);
    expect(refused.html).toContain('name="nameOnDocument" required maxlength="100" value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(refused.html).not.toContain('<script>');
  });

  test('a document number its rule refuses, and a missing date of birth, are refused with their messages', async () => {
    const { token, proof, panName } = await provedLink();
    const badNumber = await pagePost(token, { step: 'complete', proof, identityType: 'VOTER_ID', documentNumber: 'ABC123', nameOnDocument: panName, dateOfBirth: '1985-04-12' });
    expect(badNumber.html).toContain('Please enter a valid voter ID (EPIC) number.');
    const noDate = await pagePost(token, { step: 'complete', proof, identityType: 'PASSPORT', documentNumber: 'K1234567', nameOnDocument: panName, dateOfBirth: '' });
    expect(noDate.html).toContain(kycLinkMessages.dateOfBirthRequired);
  });

  test('without the proof of identity the form is not taken', async () => {
    const { opportunityId, token, panName } = await provedLink();
    const refused = await pagePost(token, { step: 'complete', proof: 'guessed', identityType: 'PASSPORT', documentNumber: 'K1234567', nameOnDocument: panName, dateOfBirth: '1985-04-12' });
    expect(refused.html).toContain('Verify your details');
    expect((await status(opportunityId)).kycCompleted).toBe(false);
  });
});

describe('ownership', () => {
  test("another agent's opportunity is not found for every agent operation", async () => {
    const { opportunityId, email } = await opportunityWithMerchant();
    dataOf(await sendLink(opportunityId, email));
    expectCatalogueError(await sendLink(opportunityId, email, rohit), 'ODS-101');
    expectCatalogueError(await send(harness, KycStatusDataDocument, { input: { opportunityId } }, { token: rohit }), 'ODS-101');
    expectCatalogueError(await send(harness, KycLinkDocument, { input: { opportunityId } }, { token: rohit }), 'ODS-101');
    expect((await status(opportunityId)).linkState).toBe('ACTIVE');
  });
});
