import { randomUUID } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import {
  CreateMerchantDocument,
  CreateOpportunityDocument,
  CreateOpportunityDocumentDocument,
  MerchantOnboardingStateV2Document,
  OpportunityKycDetailsDocument,
} from '../../generated/graphql';
import { kycMessages } from '../../src/domain/kyc';
import { cities, digiLockerRequests } from '../../src/server/db/schema';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { dataOf, send } from '../server/call';
import { freshPan } from '../server/fresh-pan';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { postPageForm } from '../server/page-forms';
import { renderApp, signedInSession } from './render-app';
import { keepIndexedDbInMemory } from './doubles/idb-keyval';
import { jpegBytes } from '../support/image-files';

// The KYC Details step in the real app against the real server: Aadhaar through the DigiLocker
// consent page (the phone leaves the app and comes back with the request's id, the chosen document
// kept by the draft), shown with only its last four digits and saved; a driving licence looked up
// by its number and the holder's date of birth, one in another name than the PAN's refused with the
// spec's message, and the spec's messages for a missing number or date and a date that cannot be.

// jsdom has no IndexedDB: what the app keeps there (drafts, answers, the outbox) is kept in memory.
keepIndexedDbInMemory();

/** UIDAI's published test resident: an ordinary ending, shared in the PAN name. */
const AADHAAR = '999941057058';
const LICENCE = 'MH1220110062821';
/** Last four 99xx: the registry's licence is another person's. */
const LICENCE_OTHER_PERSON = 'MH1220110069921';

let harness: Harness;
let token: string;
let puneId: string;
beforeAll(async () => {
  // The steps under test start the journey (tests/server/step-flows.ts): the step order is tests/server/step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('KycDetails') });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  const [pune] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
  puneId = String(pune?.id);
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

const opts = () => ({ token, idempotencyId: randomUUID() });

async function proprietorship() {
  const panNumber = freshPan('P');
  const input = {
    panNumber,
    ownershipType: 'PROPRIETORSHIP' as const,
    name: 'Sai Krupa Stores',
    legalName: 'Sai Krupa Stores',
    mobileNumber: '9876543210',
    revenue: 1500000,
    businessProofType: 'SHOP_AND_ESTABLISHMENT' as const,
    businessProofNumber: 'PMC/II/12345',
    mccCode: '5411',
    contactName: 'Ramesh Patil',
    address: { addressLine1: 'Shop 4, Station Road', cityId: puneId, stateCode: 'MH', pinCode: '411001' },
  };
  const accountId = dataOf(await send(harness, CreateMerchantDocument, { input }, opts())).createMerchant.id;
  const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId } }, opts())).createOpportunity.id;
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  return { opportunityId, panName: (sandboxPanRecord(panNumber)?.name ?? 'no name').toUpperCase() };
}

async function openStep(path = '/kycDetails') {
  const view = renderApp(path, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByRole('heading', { name: 'KYC Details', level: 2 });
  return view;
}

async function chooseDocument(label: string) {
  const user = userEvent.setup();
  const select = await screen.findByRole('combobox', { name: /^KYC document/ });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

async function kycStepComplete(opportunityId: string): Promise<boolean | undefined> {
  const input = { idType: 'OPPORTUNITY' as const, isExistingMerchant: false, stateDataId: opportunityId, opportunityId: Number(opportunityId) };
  const state = dataOf(await send(harness, MerchantOnboardingStateV2Document, { input }, { token })).merchantOnboardingStateV2;
  return state.steps.find((s) => s.type === 'KycDetails')?.isComplete;
}

/** The holder on the consent page: reads the code it shows, types the Aadhaar and the code, and allows; where the page sends the phone back. */
async function allowOnConsentPage(requestId: string): Promise<string> {
  const page = await harness.fetch(`/digilocker/consent?request=${requestId}`);
  const code = /one-time code is (\d{6})/.exec(await page.text())?.[1] ?? '';
  const answer = await postPageForm(harness, '/digilocker/consent', { request: requestId, aadhaar: AADHAAR, code, decision: 'allow' }, { from: `/digilocker/consent?request=${requestId}` });
  expect(answer.status).toBe(303);
  return answer.headers.get('location') ?? '';
}

test('Aadhaar by DigiLocker: the phone goes to the consent page and back, the shared details are shown with the last four digits only, and the KYC is saved', async () => {
  const user = userEvent.setup();
  const { opportunityId, panName } = await proprietorship();
  const first = await openStep();
  await chooseDocument('Aadhaar (DigiLocker)');
  // Straight away, as an agent would: the chosen document must be in the draft before the phone leaves.
  await user.click(await screen.findByRole('button', { name: 'Verify with DigiLocker' }));
  const request = await waitFor(async () => {
    const [row] = await harness.database.db.select().from(digiLockerRequests).where(eq(digiLockerRequests.opportunityId, Number(opportunityId)));
    if (!row) throw new Error('no DigiLocker request yet');
    return row;
  });
  expect(request.redirectPath).toBe('/kycDetails');
  const back = await allowOnConsentPage(request.id);
  expect(back).toBe(`/kycDetails?digiLockerRequest=${request.id}`);
  first.unmount();

  const { router } = await openStep(back);
  const card = (await screen.findByText('Aadhaar shared by DigiLocker')).closest<HTMLElement>('[data-kyc-document]');
  expect(card).toHaveTextContent(panName);
  expect(card).toHaveTextContent('Aadhaar XXXX XXXX 7058');
  expect(card).toHaveTextContent(/(Male|Female) · \d{2} [A-Z][a-z]{2}, \d{4}/);
  expect(card).toHaveTextContent('Shivaji Nagar, Near Bus Stand, Pune, Maharashtra, 411005');
  expect(document.body).not.toHaveTextContent(AADHAAR);
  // The request's id has done its work in the address: a reload does not bring it back.
  await waitFor(() => expect(router.location.search).toBe(''));

  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(router.location.pathname).not.toBe('/kycDetails'), { timeout: 10_000 });
  const stored = dataOf(await send(harness, OpportunityKycDetailsDocument, { input: { opportunityId } }, { token })).opportunityKycDetails;
  expect(stored.verification).toMatchObject({ identityType: 'AADHAAR', documentNumber: 'XXXX XXXX 7058', name: panName, digiLockerRequestId: request.id });
  expect(await kycStepComplete(opportunityId)).toBe(true);
}, 120_000);

test("a driving licence: the spec's messages for a missing number and date and a date that cannot be, another person's licence refused, the holder's saved", async () => {
  const user = userEvent.setup();
  const { opportunityId, panName } = await proprietorship();
  const view = await openStep();
  const { router } = view;
  await chooseDocument('Driving License');

  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText(kycMessages.drivingLicenceRequired)).toBeInTheDocument();
  expect(screen.getByText(kycMessages.dateOfBirthRequired)).toBeInTheDocument();

  const date = screen.getByRole('textbox', { name: /^Date of birth/ });
  await user.type(date, '01/01/2090');
  await user.tab();
  expect(await screen.findByText(kycMessages.validDate)).toBeInTheDocument();
  await user.clear(date);
  await user.type(date, '15/06/1984');
  await user.tab();
  await waitFor(() => expect(screen.queryByText(kycMessages.validDate)).toBeNull());

  const number = screen.getByRole('textbox', { name: /^Registration number/ });
  await user.type(number, LICENCE_OTHER_PERSON);
  await user.click(screen.getByRole('button', { name: 'Check licence' }));
  expect(await screen.findByText(kycMessages.nameMismatch)).toBeInTheDocument();
  // Saved anyway, the server refuses it with the same message, and nothing is stored.
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(screen.getAllByText(kycMessages.nameMismatch).length).toBeGreaterThan(0));
  expect(router.location.pathname).toBe('/kycDetails');
  expect(dataOf(await send(harness, OpportunityKycDetailsDocument, { input: { opportunityId } }, { token })).opportunityKycDetails.verification).toBeNull();

  await user.clear(number);
  await user.type(number, LICENCE);
  await user.click(screen.getByRole('button', { name: 'Check licence' }));
  const found = (await screen.findByText('Driving licence found')).closest<HTMLElement>('[data-kyc-document]');
  expect(found).toHaveTextContent(panName);
  expect(found).toHaveTextContent(LICENCE);
  expect(found).toHaveTextContent('15 Jun, 1984');
  expect(screen.queryByText(kycMessages.nameMismatch)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(router.location.pathname).not.toBe('/kycDetails'), { timeout: 10_000 });
  const stored = dataOf(await send(harness, OpportunityKycDetailsDocument, { input: { opportunityId } }, { token })).opportunityKycDetails;
  expect(stored.verification).toMatchObject({ identityType: 'DRIVING_LICENSE', documentNumber: LICENCE, name: panName, dateOfBirth: '1984-06-15' });
  expect(await kycStepComplete(opportunityId)).toBe(true);

  // Opened again, the step shows whose licence was verified, not only its number.
  view.unmount();
  await openStep();
  const shown = (await screen.findByText('Driving licence verified')).closest<HTMLElement>('[data-kyc-document]');
  expect(shown).toHaveTextContent(panName);
  expect(shown).toHaveTextContent(LICENCE);
  expect(shown).toHaveTextContent('15 Jun, 1984');
}, 120_000);

test("the document's photo is matched with the selfie: the agent is told what is missing first, then that the face matches", async () => {
  const user = userEvent.setup();
  const { opportunityId } = await proprietorship();
  await openStep();
  await chooseDocument('Driving License');
  const match = await screen.findByRole('button', { name: 'Match the face with the selfie' });
  await user.click(match);
  expect(await screen.findByText('Take a photo of the document first.')).toBeInTheDocument();

  const face = jpegBytes({ size: 1024 });
  const page = { pageNumber: 1, dataUrl: `data:image/jpeg;base64,${Buffer.from(face).toString('base64')}`, fileName: 'photo.jpg', contentType: 'image/jpeg' };
  const store = (documentType: 'PROOFOFIDENTITY' | 'PHOTOGRAPH', documentSubType: 'DRIVING_LICENSE' | 'SELFIE') =>
    send(harness, CreateOpportunityDocumentDocument, { input: { opportunityId, document: { documentType, documentSubType, documentMode: 'LIVEPHOTO', documentPages: [page] } } }, opts());
  dataOf(await store('PROOFOFIDENTITY', 'DRIVING_LICENSE'));
  await user.click(match);
  expect(await screen.findByText(/Take the selfie with the merchant on Capture photos first/)).toBeInTheDocument();

  // The same face on both: the sandbox's face match scores it 100.
  dataOf(await store('PHOTOGRAPH', 'SELFIE'));
  await user.click(match);
  expect(await screen.findByText('The face on the document matches the selfie (score 100 of 100).')).toBeInTheDocument();
}, 120_000);
