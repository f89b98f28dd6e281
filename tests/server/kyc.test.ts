import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AadhaarDetailsDigiLockerDocument,
  CreateDigiLockerRequestDocument,
  CreateMerchantDocument,
  CreateMerchantSignatoryInfoDocument,
  CreateOpportunityDocument,
  DlDetailsDocument,
  KycDetailsStep_SaveDocument,
  CreateOpportunityDocumentDocument,
  KycOpportunityDocumentDocument,
  KycVerificationRequestStatusDocument,
  MerchantOnboardingStateV2Document,
  MerchantSignatoryInfoDocument,
  OpportunityKycDetailsDocument,
  SaveKycDetailsDocument,
  type CreateMerchantInput,
  type KycOpportunityDocumentInput,
  type SaveKycDetailsInput,
} from '../../generated/graphql';
import { isValidAadhaar } from '../../src/domain/identifiers/aadhaar';
import { kycMessages } from '../../src/domain/kyc';
import { createServerApp } from '../../src/server/app';
import { cities, opportunities, opportunityDocuments } from '../../src/server/db/schema';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { freshPan } from './fresh-pan';
import { demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { postPageForm } from './page-forms';
import { jpegBytes } from '../support/image-files';

// KYC of a merchant and of its partners: Aadhaar through the DigiLocker consent page (sandbox
// answers by the Aadhaar number's last four digits, README 'Sandbox services'), the driving licence
// registry, voter ID and passport from the document; the name match with the PAN name, ownership,
// expiry and denial of consent, and the Aadhaar number never kept whole.

let harness: Harness;
let asha: string;
let rohit: string;
let puneId: string;
const logLines: string[] = [];

beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  const base = await startHarness({ forms: formsWithSteps('KycDetails') });
  // The same database behind an app whose log this file reads: the Aadhaar number must not reach it.
  const app = await createServerApp({ db: base.database.db, now: () => base.clock.now, log: (line) => void logLines.push(line), allowArbitraryOperations: true });
  const boundFetch: typeof fetch = (input, init) => app.fetch(input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init));
  harness = { ...base, app, fetch: boundFetch };
  const [pune] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
  puneId = String(pune?.id);
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

/** A Verhoeff-valid Aadhaar number whose last four digits are `ending` but for the check digit, which decides the last one. */
function aadhaarEndingWith(prefix: string): string {
  for (let check = 0; check <= 9; check += 1) {
    const candidate = `${prefix}${check}`;
    if (isValidAadhaar(candidate)) return candidate;
  }
  throw new Error(`no check digit for ${prefix}`);
}

/** UIDAI's published test resident: an ordinary ending, shared in the PAN name. */
const AADHAAR = '999941057058';
/** Last four 00x: DigiLocker cannot share the document. */
const AADHAAR_UNAVAILABLE = aadhaarEndingWith('23412341004');
/** Last four 99x: the Aadhaar is another person's. */
const AADHAAR_OTHER_PERSON = aadhaarEndingWith('23412341995');
const LICENCE = 'MH1220110062821';
const LICENCE_OTHER_PERSON = 'MH1220110069921';
const LICENCE_UNKNOWN = 'MH1220110060000';

async function merchant(overrides: Partial<CreateMerchantInput> = {}, token = asha) {
  const input: CreateMerchantInput = {
    panNumber: freshPan(),
    ownershipType: 'PROPRIETORSHIP',
    name: 'Sai Krupa Stores',
    legalName: 'Typed Business Name',
    revenue: 1500000,
    mobileNumber: '9876543210',
    email: 'sai.krupa@example.com',
    businessProofType: 'SHOP_AND_ESTABLISHMENT',
    businessProofNumber: 'PMC/II/12345',
    address: { addressLine1: 'Shop 4, Station Road', city: 'Pune', cityId: puneId, state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
    billingAddress: { addressLine1: 'Office 2, MG Road', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
    storeAddress: { addressLine1: 'Stall 9, Market Yard', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411037' },
    mccCode: '5411',
    contactName: 'Ramesh Patil',
    ...overrides,
  };
  const created = dataOf(await send(harness, CreateMerchantDocument, { input }, opts(token))).createMerchant;
  const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: created.id } }, opts(token)))
    .createOpportunity.id;
  return { accountId: created.id, opportunityId, panNumber: input.panNumber, panName: (sandboxPanRecord(input.panNumber)?.name ?? '').toUpperCase() };
}

function createRequest(opportunityId: string, merchantPAN: string, token = asha, extra: { signatoryId?: string; redirectUrl?: string } = {}) {
  return send(harness, CreateDigiLockerRequestDocument, { input: { opportunityId, merchantPAN, redirectUrl: '/kycDetails', ...extra } }, opts(token));
}

/** The consent page's one-time code, as the holder reads it on the page. */
async function consentCode(url: string): Promise<string> {
  const page = await harness.fetch(url);
  expect(page.status).toBe(200);
  const code = /one-time code is (\d{6})/.exec(await page.text())?.[1];
  if (!code) throw new Error('the consent page shows no code');
  return code;
}

/** The holder's answer, from the consent page's own form. */
function answerConsent(requestId: string, fields: Record<string, string>) {
  return postPageForm(harness, '/digilocker/consent', { request: requestId, ...fields }, { from: `/digilocker/consent?request=${requestId}` });
}

/** A request allowed on the consent page with this Aadhaar number; its id. */
async function allowedRequest(opportunityId: string, pan: string, aadhaar = AADHAAR, signatoryId?: string): Promise<string> {
  const { requestId, url } = dataOf(await createRequest(opportunityId, pan, asha, signatoryId ? { signatoryId } : {})).createDigiLockerRequest;
  const answer = await answerConsent(requestId, { aadhaar, code: await consentCode(url), decision: 'allow' });
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe(`/kycDetails?digiLockerRequest=${requestId}`);
  return requestId;
}

function details(requestId: string, merchantPAN: string, token = asha) {
  return send(harness, AadhaarDetailsDigiLockerDocument, { input: { requestId, merchantPAN } }, opts(token));
}

function saveKyc(input: SaveKycDetailsInput, token = asha) {
  return send(harness, KycDetailsStep_SaveDocument, { input }, opts(token));
}

async function kycStep(opportunityId: string) {
  const id = Number(opportunityId);
  const state = dataOf(
    await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'OPPORTUNITY', isExistingMerchant: false, stateDataId: opportunityId, opportunityId: id } }, { token: asha }),
  ).merchantOnboardingStateV2;
  return state.steps.find((s) => s.type === 'KycDetails');
}

describe('Aadhaar through DigiLocker', () => {
  test('the consent round trip shares the name, gender, date of birth and address, with only the last four digits of the number', async () => {
    const m = await merchant();
    const created = dataOf(await createRequest(m.opportunityId, m.panNumber)).createDigiLockerRequest;
    expect(created.url).toBe(`/digilocker/consent?request=${created.requestId}`);
    const validFor = new Date(created.validUpto).getTime() - harness.clock.now.getTime();
    expect(validFor).toBe(10 * 60_000);
    const before = dataOf(await details(created.requestId, m.panNumber)).aadhaarDetailsDigiLocker;
    expect(before).toMatchObject({ status: 'INITIATED', aadhaar: null, failureReason: kycMessages.requestPending });

    const requestId = await allowedRequest(m.opportunityId, m.panNumber);
    const shared = dataOf(await details(requestId, m.panNumber)).aadhaarDetailsDigiLocker;
    expect(shared.status).toBe('SUCCESS');
    expect(shared.nameMatch).toBe(true);
    expect(shared.aadhaar).toMatchObject({ identityType: 'AADHAAR', registrationNumber: 'XXXX XXXX 7058', name: m.panName });
    expect(shared.aadhaar?.gender).toMatch(/^(MALE|FEMALE)$/);
    expect(shared.aadhaar?.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shared.aadhaar?.address?.pincode).toBe('411005');

    expect((await kycStep(m.opportunityId))?.isComplete).toBe(false);
    const saved = dataOf(await saveKyc({ opportunityId: m.opportunityId, identityType: 'AADHAAR', digiLockerRequestId: requestId })).saveKycDetails;
    expect(saved.kycCompleted).toBe(true);
    expect(saved.verification).toMatchObject({ documentNumber: 'XXXX XXXX 7058', source: 'DIGILOCKER', nameMatch: true, status: 'SUCCESS', name: m.panName });
    expect((await kycStep(m.opportunityId))?.isComplete).toBe(true);
    const loaded = dataOf(await send(harness, OpportunityKycDetailsDocument, { input: { opportunityId: m.opportunityId } }, opts(asha))).opportunityKycDetails;
    expect(loaded.verification).toMatchObject({ identityType: 'AADHAAR', documentNumber: 'XXXX XXXX 7058', digiLockerRequestId: requestId });
    expect(loaded.kycCompleted).toBe(true);
  });

  test('the full Aadhaar number is in no table, and not in the server log, after a round trip', async () => {
    const m = await merchant();
    const requestId = await allowedRequest(m.opportunityId, m.panNumber, '999971658847');
    dataOf(await saveKyc({ opportunityId: m.opportunityId, identityType: 'AADHAAR', digiLockerRequestId: requestId }));
    // Both drivers (PGlite and node-postgres) answer with { rows }.
    const rows = async <T>(query: SQL) => ((await harness.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const columns = await rows<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const count = async (table: string, column: string, pattern: string) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${pattern}`))[0]?.n ?? 0;
    const hits: string[] = [];
    for (const { table_name: table, column_name: column } of columns) if ((await count(table, column, '%999971658847%')) > 0) hits.push(`${table}.${column}`);
    expect(hits).toEqual([]);
    // The same search finds what is kept: the masked form.
    expect(await count('digilocker_requests', 'masked_aadhaar', '%XXXX XXXX 8847%')).toBe(1);
    expect(logLines.join('\n')).not.toContain('999971658847');
  });

  test('the consent page refuses a number that fails the Verhoeff check and a wrong code, without echoing the number', async () => {
    const m = await merchant();
    const { requestId, url } = dataOf(await createRequest(m.opportunityId, m.panNumber)).createDigiLockerRequest;
    const code = await consentCode(url);
    const bad = await answerConsent(requestId, { aadhaar: '999941057059', code, decision: 'allow' });
    expect(bad.status).toBe(400);
    const badPage = bad.html;
    expect(badPage).toContain('Please enter a valid 12-digit Aadhaar number.');
    expect(badPage).not.toContain('999941057059');
    const wrongCode = await answerConsent(requestId, { aadhaar: AADHAAR, code: code === '000000' ? '111111' : '000000', decision: 'allow' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.html).toContain('The one-time code is not correct.');
    expect(dataOf(await details(requestId, m.panNumber)).aadhaarDetailsDigiLocker.status).toBe('INITIATED');
  });

  test('Deny sends the holder back and the request fails with the consent message; it cannot be saved', async () => {
    const m = await merchant();
    const { requestId } = dataOf(await createRequest(m.opportunityId, m.panNumber)).createDigiLockerRequest;
    const denied = await answerConsent(requestId, { decision: 'deny' });
    expect(denied.status).toBe(303);
    expect(denied.headers.get('location')).toBe(`/kycDetails?digiLockerRequest=${requestId}`);
    expect(dataOf(await details(requestId, m.panNumber)).aadhaarDetailsDigiLocker).toMatchObject({ status: 'FAILED', aadhaar: null, failureReason: kycMessages.consentDenied });
    const refused = onlyError(await saveKyc({ opportunityId: m.opportunityId, identityType: 'AADHAAR', digiLockerRequestId: requestId }));
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: kycMessages.consentDenied, field: 'input.digiLockerRequestId' });
    // A second answer changes nothing.
    const again = await answerConsent(requestId, { aadhaar: AADHAAR, code: '123456', decision: 'allow' });
    expect(again.status).toBe(409);
  });

  test('an Aadhaar ending in 0000-0099 is a DigiLocker failure that offers another KYC method', async () => {
    const m = await merchant();
    const requestId = await allowedRequest(m.opportunityId, m.panNumber, AADHAAR_UNAVAILABLE);
    expect(dataOf(await details(requestId, m.panNumber)).aadhaarDetailsDigiLocker).toMatchObject({ status: 'FAILED', failureReason: kycMessages.documentLockerFailed });
    expect(kycMessages.documentLockerFailed).toContain('try again later or use another KYC method');
  });

  test("an Aadhaar ending in 9900-9999 is another person's: the name does not match and the save is refused", async () => {
    const m = await merchant();
    const requestId = await allowedRequest(m.opportunityId, m.panNumber, AADHAAR_OTHER_PERSON);
    const shared = dataOf(await details(requestId, m.panNumber)).aadhaarDetailsDigiLocker;
    expect(shared.status).toBe('SUCCESS');
    expect(shared.nameMatch).toBe(false);
    const refused = onlyError(await saveKyc({ opportunityId: m.opportunityId, identityType: 'AADHAAR', digiLockerRequestId: requestId }));
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: kycMessages.nameMismatch, field: 'input.identityType' });
    expect((await kycStep(m.opportunityId))?.isComplete).toBe(false);
  });

  test('an expired request is EXPIRED, its page is closed and it cannot be saved', async () => {
    const m = await merchant();
    const { requestId, url } = dataOf(await createRequest(m.opportunityId, m.panNumber)).createDigiLockerRequest;
    const start = harness.clock.now;
    harness.clock.set(new Date(start.getTime() + 10 * 60_000 + 1000));
    try {
      expect((await harness.fetch(url)).status).toBe(409);
      expect(dataOf(await details(requestId, m.panNumber)).aadhaarDetailsDigiLocker).toMatchObject({ status: 'EXPIRED', failureReason: kycMessages.requestExpired });
      const refused = onlyError(await saveKyc({ opportunityId: m.opportunityId, identityType: 'AADHAAR', digiLockerRequestId: requestId }));
      expect(refused.message).toBe(kycMessages.requestExpired);
    } finally {
      harness.clock.set(start);
    }
  });

  test("another agent's opportunity or request is not found, and a PAN not the merchant's is refused", async () => {
    const m = await merchant();
    expectCatalogueError(await createRequest(m.opportunityId, m.panNumber, rohit), 'ODS-101');
    expectCatalogueError(await createRequest(m.opportunityId, freshPan()), 'DE-4001');
    const { requestId } = dataOf(await createRequest(m.opportunityId, m.panNumber)).createDigiLockerRequest;
    expectCatalogueError(await details(requestId, m.panNumber, rohit), 'DIGILOCKER_REQUEST_NOT_FOUND');
    expectCatalogueError(await details(randomUUID(), m.panNumber), 'DIGILOCKER_REQUEST_NOT_FOUND');
    const other = await merchant();
    const foreign = onlyError(await saveKyc({ opportunityId: other.opportunityId, identityType: 'AADHAAR', digiLockerRequestId: requestId }));
    expect(foreign.code).toBe('DIGILOCKER_REQUEST_NOT_FOUND');
    expectCatalogueError(await saveKyc({ opportunityId: m.opportunityId, identityType: 'AADHAAR', digiLockerRequestId: requestId }, rohit), 'ODS-101');
  });

  test('the return address must be a page of this app', async () => {
    const m = await merchant();
    for (const redirectUrl of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const refused = onlyError(await createRequest(m.opportunityId, m.panNumber, asha, { redirectUrl }));
      expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: kycMessages.unsafeRedirect, field: 'input.redirectUrl' });
    }
  });

  test('a submitted opportunity takes no new KYC (MOS-1007)', async () => {
    const m = await merchant();
    await harness.database.db.update(opportunities).set({ status: 'DEPLOYMENT_REQUESTED', opportunitySubmitted: true }).where(eq(opportunities.id, Number(m.opportunityId)));
    expectCatalogueError(await createRequest(m.opportunityId, m.panNumber), 'MOS-1007');
    expectCatalogueError(await saveKyc({ opportunityId: m.opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: LICENCE, dateOfBirth: '1990-04-12' }), 'MOS-1007');
  });
});

describe('driving licence, voter ID and passport', () => {
  test('dlDetails reads the licence from the registry, with the name match against the PAN name', async () => {
    const m = await merchant();
    const found = dataOf(await send(harness, DlDetailsDocument, { input: { dlNumber: 'mh-12 2011 0062821', dateOfBirth: '1990-04-12', opportunityId: m.opportunityId } }, opts(asha))).dlDetails;
    expect(found.nameMatch).toBe(true);
    expect(found.drivingLicense).toMatchObject({ identityType: 'DRIVING_LICENSE', registrationNumber: LICENCE, name: m.panName, dateOfBirth: '1990-04-12' });
    const other = dataOf(await send(harness, DlDetailsDocument, { input: { dlNumber: LICENCE_OTHER_PERSON, dateOfBirth: '1990-04-12', opportunityId: m.opportunityId } }, opts(asha))).dlDetails;
    expect(other.nameMatch).toBe(false);
    expectCatalogueError(await send(harness, DlDetailsDocument, { input: { dlNumber: LICENCE_UNKNOWN, dateOfBirth: '1990-04-12', opportunityId: m.opportunityId } }, opts(asha)), 'DE-2006');
    expectCatalogueError(await send(harness, DlDetailsDocument, { input: { dlNumber: LICENCE, dateOfBirth: '1990-04-12', opportunityId: m.opportunityId } }, opts(rohit)), 'ODS-101');
  });

  test("the licence's messages: number required, date of birth required, a valid date", async () => {
    const m = await merchant();
    const noNumber = onlyError(await saveKyc({ opportunityId: m.opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: '', dateOfBirth: '1990-04-12' }));
    expect(noNumber).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please enter the driving license registration number.', field: 'input.documentNumber' });
    const noDate = onlyError(await saveKyc({ opportunityId: m.opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: LICENCE }));
    expect(noDate).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please enter your date of birth.', field: 'input.dateOfBirth' });
    const future = onlyError(await send(harness, DlDetailsDocument, { input: { dlNumber: LICENCE, dateOfBirth: '2099-01-01', opportunityId: m.opportunityId } }, opts(asha)));
    expect(JSON.stringify(future)).toContain('Please enter a valid date.');
  });

  test('a mismatching licence is refused with the message asking for another document; a matching one then completes the KYC', async () => {
    const m = await merchant();
    const refused = onlyError(await saveKyc({ opportunityId: m.opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: LICENCE_OTHER_PERSON, dateOfBirth: '1990-04-12' }));
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: kycMessages.nameMismatch });
    const saved = dataOf(await saveKyc({ opportunityId: m.opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: LICENCE, dateOfBirth: '1990-04-12' })).saveKycDetails;
    expect(saved).toMatchObject({ kycCompleted: true, verification: { source: 'REGISTRY', documentNumber: LICENCE, name: m.panName } });
    expect((await kycStep(m.opportunityId))?.isComplete).toBe(true);
  });

  test("a firm's KYC Details take no driving licence, even one the registry answers in the firm's name: refused with its message, and nothing is kept", async () => {
    const m = await merchant({ panNumber: freshPan('F'), ownershipType: 'PARTNERSHIP' });
    const checked = onlyError(await send(harness, DlDetailsDocument, { input: { dlNumber: LICENCE, dateOfBirth: '1990-04-12', opportunityId: m.opportunityId } }, opts(asha)));
    expect(checked).toMatchObject({ code: 'VALIDATION_ERROR', message: 'A driving licence is issued to a person, not to a firm or company. Please choose another KYC document.', field: 'input.dlNumber' });
    const saved = onlyError(await saveKyc({ opportunityId: m.opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: LICENCE, dateOfBirth: '1990-04-12' }));
    expect(saved).toMatchObject({ code: 'VALIDATION_ERROR', message: kycMessages.licenceNotAPersons, field: 'input.identityType' });
    const loaded = dataOf(await send(harness, OpportunityKycDetailsDocument, { input: { opportunityId: m.opportunityId } }, opts(asha))).opportunityKycDetails;
    expect(loaded).toMatchObject({ verification: null, kycCompleted: false });
  });

  test('voter ID and passport are entered from the document, checked, and matched with the PAN name', async () => {
    const m = await merchant();
    const base = { opportunityId: m.opportunityId, name: m.panName, gender: 'FEMALE' as const, dateOfBirth: '1985-02-20', address: { addressLine1: '12 Tilak Road', city: 'Pune', pincode: '411002' } };
    const badVoter = onlyError(await send(harness, SaveKycDetailsDocument, { input: { ...base, identityType: 'VOTER_ID', documentNumber: 'YH12345678' } }, opts(asha)));
    expect(JSON.stringify(badVoter)).toContain('Please enter a valid voter ID (EPIC) number.');
    const { gender: _gender, ...withoutGender } = base;
    const noGender = onlyError(await send(harness, SaveKycDetailsDocument, { input: { ...withoutGender, identityType: 'VOTER_ID', documentNumber: 'YHA1234566' } }, opts(asha)));
    expect(noGender).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.gender', message: kycMessages.genderRequired });
    const other = onlyError(await send(harness, SaveKycDetailsDocument, { input: { ...base, identityType: 'VOTER_ID', documentNumber: 'YHA1234566', name: 'Meera Gopal Iyer' } }, opts(asha)));
    expect(other.message).toBe(kycMessages.nameMismatch);
    const voter = dataOf(await send(harness, SaveKycDetailsDocument, { input: { ...base, identityType: 'VOTER_ID', documentNumber: 'yha1234566' } }, opts(asha))).saveKycDetails;
    expect(voter.verification).toMatchObject({ source: 'MANUAL', documentNumber: 'YHA1234566', gender: 'FEMALE', address: { city: 'Pune' } });
    const badPassport = onlyError(await send(harness, SaveKycDetailsDocument, { input: { ...base, identityType: 'PASSPORT', documentNumber: '1234567K' } }, opts(asha)));
    expect(JSON.stringify(badPassport)).toContain('Please enter a valid passport number.');
    const passport = dataOf(await send(harness, SaveKycDetailsDocument, { input: { ...base, identityType: 'PASSPORT', documentNumber: 'K1234567' } }, opts(asha))).saveKycDetails;
    expect(passport.verification).toMatchObject({ identityType: 'PASSPORT', documentNumber: 'K1234567' });
    // The earlier verification gave way: one per person.
    const loaded = dataOf(await send(harness, OpportunityKycDetailsDocument, { input: { opportunityId: m.opportunityId } }, opts(asha))).opportunityKycDetails;
    expect(loaded.verification?.identityType).toBe('PASSPORT');
    expectCatalogueError(await send(harness, OpportunityKycDetailsDocument, { input: { opportunityId: m.opportunityId } }, opts(rohit)), 'ODS-101');
  });
});

describe("a partner's KYC", () => {
  test("is matched with the partner's PAN name and marks that partner's KYC done", async () => {
    const m = await merchant({ panNumber: freshPan('F'), ownershipType: 'PARTNERSHIP' });
    const partnerPan = freshPan();
    const partnerName = (sandboxPanRecord(partnerPan)?.name ?? '').toUpperCase();
    const partner = dataOf(
      await send(harness, CreateMerchantSignatoryInfoDocument, { input: { accountId: m.accountId, kind: 'PARTNER', panNumber: partnerPan, stakePercentage: 100 } }, opts(asha)),
    ).createMerchantSignatoryInfo;
    // The merchant's PAN is not the partner's.
    expectCatalogueError(await createRequest(m.opportunityId, m.panNumber, asha, { signatoryId: partner.id }), 'DE-4001');
    const requestId = await allowedRequest(m.opportunityId, partnerPan, AADHAAR, partner.id);
    const shared = dataOf(await details(requestId, partnerPan)).aadhaarDetailsDigiLocker;
    expect(shared).toMatchObject({ nameMatch: true, aadhaar: { name: partnerName } });
    // The partner's request is not the merchant's.
    expect(onlyError(await saveKyc({ opportunityId: m.opportunityId, identityType: 'AADHAAR', digiLockerRequestId: requestId })).code).toBe('DIGILOCKER_REQUEST_NOT_FOUND');
    const saved = dataOf(
      await send(harness, SaveKycDetailsDocument, { input: { opportunityId: m.opportunityId, signatoryId: partner.id, identityType: 'AADHAAR', digiLockerRequestId: requestId } }, opts(asha)),
    ).saveKycDetails;
    expect(saved.verification.signatoryId).toBe(partner.id);
    const listed = dataOf(await send(harness, MerchantSignatoryInfoDocument, { input: { accountId: m.accountId } }, opts(asha))).merchantSignatoryInfo;
    expect(listed.signatories[0]).toMatchObject({ kycCompleted: true, isKycSubmitted: true, individualKycType: 'AADHAAR' });
    expect(listed.allKycCompleted).toBe(true);
    expectCatalogueError(
      await send(harness, SaveKycDetailsDocument, { input: { opportunityId: m.opportunityId, signatoryId: randomUUID(), identityType: 'DRIVING_LICENSE', documentNumber: LICENCE, dateOfBirth: '1990-04-12' } }, opts(asha)),
      'SIGNATORY_NOT_FOUND',
    );
  });

  test("a licence in another name leaves the partner's KYC not done", async () => {
    const m = await merchant({ panNumber: freshPan('F'), ownershipType: 'PARTNERSHIP' });
    const partner = dataOf(
      await send(harness, CreateMerchantSignatoryInfoDocument, { input: { accountId: m.accountId, kind: 'PARTNER', panNumber: freshPan(), stakePercentage: 100 } }, opts(asha)),
    ).createMerchantSignatoryInfo;
    const input = { opportunityId: m.opportunityId, signatoryId: partner.id, identityType: 'DRIVING_LICENSE' as const, dateOfBirth: '1990-04-12' };
    expect(onlyError(await send(harness, SaveKycDetailsDocument, { input: { ...input, documentNumber: LICENCE_OTHER_PERSON } }, opts(asha))).message).toBe(kycMessages.nameMismatch);
    const listed = dataOf(await send(harness, MerchantSignatoryInfoDocument, { input: { accountId: m.accountId } }, opts(asha))).merchantSignatoryInfo;
    expect(listed.signatories[0]?.kycCompleted).toBe(false);
  });
});

describe('the identity document\'s photos (kycOpportunityDocument) and where a verification request stands', () => {
  const photoPage = () => {
    const bytes = jpegBytes({ size: 1024 });
    return { pageNumber: 1, dataUrl: `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`, fileName: 'aadhaar.jpg', contentType: 'image/jpeg' };
  };
  function recordDocument(input: Partial<KycOpportunityDocumentInput> & { opportunityId: string }, token = asha) {
    const full: KycOpportunityDocumentInput = { identityType: 'AADHAAR', documentMode: 'LIVEPHOTO', documentPages: [photoPage()], ...input };
    return send(harness, KycOpportunityDocumentDocument, { input: full }, opts(token));
  }
  async function documentCount(opportunityId: string) {
    const rows = await harness.database.db.select({ id: opportunityDocuments.id }).from(opportunityDocuments).where(eq(opportunityDocuments.opportunityId, Number(opportunityId)));
    return rows.length;
  }
  function requestStatus(requestId: string, token = asha) {
    return send(harness, KycVerificationRequestStatusDocument, { input: { requestId } }, opts(token));
  }

  test('stores the photo as an identity document of the merchant with the Aadhaar number masked; the KYC stays to do until it is verified', async () => {
    const { opportunityId } = await merchant();
    const answer = dataOf(await recordDocument({ opportunityId, documentNumber: AADHAAR })).kycOpportunityDocument;
    expect(answer.document).toMatchObject({ documentType: 'PROOFOFIDENTITY', documentSubType: 'AADHAAR', signatoryId: null, uniqueIdentifier: 'XXXX XXXX 7058' });
    expect(answer.document.documentPages).toHaveLength(1);
    expect(answer.kycCompleted).toBe(false);
    const stored = await harness.database.db.execute(sql`select unique_identifier from opportunity_documents where id = ${answer.document.id}`);
    expect(JSON.stringify(stored)).not.toContain(AADHAAR);
  });

  test('a number that is not its document\'s is refused naming the field, and nothing is stored', async () => {
    const { opportunityId } = await merchant();
    const refused = await recordDocument({ opportunityId, documentNumber: '123412341234' });
    expect(onlyError(refused)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.documentNumber', message: 'Please enter a valid 12-digit Aadhaar number.' });
    const licence = await recordDocument({ opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: 'not a licence' });
    expect(onlyError(licence).field).toBe('input.documentNumber');
    expect(await documentCount(opportunityId)).toBe(0);
  });

  test("another agent's opportunity is not found, and a partner of another merchant is refused", async () => {
    const { opportunityId } = await merchant();
    expectCatalogueError(await recordDocument({ opportunityId }, rohit), 'ODS-101');
    expectCatalogueError(await recordDocument({ opportunityId, signatoryId: randomUUID() }), 'SIGNATORY_NOT_FOUND');
    // A document of any kind names only a partner of the opportunity's own merchant.
    const document = { signatoryId: randomUUID(), documentType: 'PROOFOFIDENTITY' as const, documentSubType: 'AADHAAR' as const, documentPages: [photoPage()] };
    const refused = await send(harness, CreateOpportunityDocumentDocument, { input: { opportunityId, document } }, opts(asha));
    expect(onlyError(refused)).toMatchObject({ code: 'SIGNATORY_NOT_FOUND', field: 'input.document.signatoryId' });
    expect(await documentCount(opportunityId)).toBe(0);
  });

  test('a DigiLocker request of another opportunity cannot be named as the source', async () => {
    const first = await merchant();
    const second = await merchant();
    const requestId = await allowedRequest(first.opportunityId, first.panNumber);
    expectCatalogueError(await recordDocument({ opportunityId: second.opportunityId, digiLockerRequestId: requestId }), 'DIGILOCKER_REQUEST_NOT_FOUND');
    const own = dataOf(await recordDocument({ opportunityId: first.opportunityId, digiLockerRequestId: requestId })).kycOpportunityDocument;
    expect(own.document.documentSource).toBe('DIGILOCKER');
  });

  test('a DigiLocker request reads INITIATED until the holder answers, then SUCCESS; a denied one FAILED with why', async () => {
    const { opportunityId, panNumber } = await merchant();
    const { requestId, url } = dataOf(await createRequest(opportunityId, panNumber)).createDigiLockerRequest;
    expect(dataOf(await requestStatus(requestId)).kycVerificationRequestStatus).toMatchObject({ requestId, status: 'INITIATED', result: null });
    await answerConsent(requestId, { aadhaar: AADHAAR, code: await consentCode(url), decision: 'allow' });
    expect(dataOf(await requestStatus(requestId)).kycVerificationRequestStatus).toMatchObject({ status: 'SUCCESS', result: 'SUCCESS', failureReason: null });

    const denied = dataOf(await createRequest(opportunityId, panNumber)).createDigiLockerRequest;
    await answerConsent(denied.requestId, { decision: 'deny' });
    expect(dataOf(await requestStatus(denied.requestId)).kycVerificationRequestStatus).toMatchObject({
      status: 'FAILED',
      result: 'FAILED',
      failureReason: kycMessages.consentDenied,
    });
  });

  test('a stored document not yet read is INITIATED; another agent\'s request, or none, is not found', async () => {
    const { opportunityId, panNumber } = await merchant();
    const document = dataOf(await recordDocument({ opportunityId })).kycOpportunityDocument.document;
    expect(dataOf(await requestStatus(document.id)).kycVerificationRequestStatus).toMatchObject({ status: 'INITIATED', failureReason: kycMessages.documentNotRead });
    const { requestId } = dataOf(await createRequest(opportunityId, panNumber)).createDigiLockerRequest;
    expectCatalogueError(await requestStatus(requestId, rohit), 'DIGILOCKER_REQUEST_NOT_FOUND');
    expectCatalogueError(await requestStatus(document.id, rohit), 'DIGILOCKER_REQUEST_NOT_FOUND');
    expectCatalogueError(await requestStatus(randomUUID()), 'DIGILOCKER_REQUEST_NOT_FOUND');
  });
});
