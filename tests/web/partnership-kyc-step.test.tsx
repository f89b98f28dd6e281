import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CreateMerchantDocument, CreateOpportunityDocument, MerchantOnboardingStateV2Document, MerchantSignatoryInfoDocument } from '../../generated/graphql';
import { errorCatalogue } from '../../src/domain/error-catalogue';
import { kycMessages } from '../../src/domain/kyc';
import { signatoryMessages } from '../../src/domain/signatories';
import { cities, digiLockerRequests, kycVerifications } from '../../src/server/db/schema';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { dataOf, send } from '../server/call';
import { freshPan } from '../server/fresh-pan';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { postPageForm } from '../server/page-forms';
import { openedList } from './choose-option';
import { renderApp, signedInSession } from './render-app';
import { keepIndexedDbInMemory } from './doubles/idb-keyval';

// The Partnership KYC step in the real app against the real server: each partner's PAN verified on
// entry (a firm's PAN is not a person's), the name on it shown, two partners at 60/40 saved, and the
// journey held on the step with the spec's message while their KYC is pending; with one removed, the
// stakes no longer add up to 100 and nothing is sent.

// jsdom has no IndexedDB: what the app keeps there (drafts, answers, the outbox) is kept in memory.
keepIndexedDbInMemory();

let harness: Harness;
let token: string;
let puneId: string;
beforeAll(async () => {
  // The steps under test start the journey (tests/server/step-flows.ts): the step order is tests/server/step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('PartnershipKyc') });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  const [pune] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
  puneId = String(pune?.id);
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

const opts = () => ({ token, idempotencyId: randomUUID() });

async function merchantWithOpportunity(ownershipType: 'PARTNERSHIP' | 'PROPRIETORSHIP' = 'PARTNERSHIP') {
  const input = {
    panNumber: freshPan(ownershipType === 'PARTNERSHIP' ? 'F' : 'P'),
    ownershipType,
    name: 'Sharma Brothers Traders',
    legalName: 'Sharma Brothers Traders',
    mobileNumber: '9876543210',
    revenue: 2400000,
    businessProofType: 'SHOP_AND_ESTABLISHMENT' as const,
    businessProofNumber: 'PMC/II/12345',
    mccCode: '5411',
    contactName: 'Ravi Sharma',
    address: { addressLine1: 'Plot 12, GT Road', cityId: puneId, stateCode: 'MH', pinCode: '411001' },
  };
  const accountId = dataOf(await send(harness, CreateMerchantDocument, { input }, opts())).createMerchant.id;
  const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId } }, opts())).createOpportunity.id;
  return { accountId, opportunityId };
}

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-repeater="input.signatories"] .mantine-Card-root')];
function card(index: number): HTMLElement {
  const found = cards()[index];
  if (!found) throw new Error(`no partner ${index + 1} on screen`);
  return found;
}

async function verifyPan(box: HTMLElement, pan: string) {
  const user = userEvent.setup();
  const input = within(box).getByRole('textbox', { name: /^PAN/ });
  await user.clear(input);
  await user.type(input, pan);
  await user.click(within(box).getByRole('button', { name: 'Verify' }));
}

async function fillPartner(box: HTMLElement, pan: string, stake: string, kycDocument = 'Aadhaar (DigiLocker)') {
  const user = userEvent.setup();
  await verifyPan(box, pan);
  const verified = await within(box).findByRole('status', {}, { timeout: 10_000 });
  expect(verified).toHaveTextContent('PAN verified');
  expect(verified).toHaveTextContent(sandboxPanRecord(pan)?.name ?? 'no name');
  const kyc = within(box).getByRole('combobox', { name: /^KYC document/ });
  const list = await openedList(user, kyc);
  await user.click(within(list).getByRole('option', { name: kycDocument, hidden: true }));
  await user.type(within(box).getByRole('textbox', { name: /^Stake/ }), stake);
  await user.type(within(box).getByRole('textbox', { name: /^Date of birth/ }), '1984-06-15');
  await user.tab();
}

test('two partners at 60/40 are verified and saved, and the journey waits for their KYC; with one removed the stakes must add up to 100', async () => {
  const user = userEvent.setup();
  const { accountId, opportunityId } = await merchantWithOpportunity();
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  const { router } = renderApp('/partnershipKyc', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const add = await screen.findByRole('button', { name: 'Add partner or director' }, { timeout: 10_000 });
  await user.click(add);
  await user.click(add);
  expect(cards()).toHaveLength(2);

  // A firm's PAN is no partner's own: refused on entry, with nothing held.
  await verifyPan(card(0), freshPan('F'));
  expect(await within(card(0)).findByText(errorCatalogue.SIGNATORY_PAN_NOT_INDIVIDUAL.message, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(within(card(0)).queryByRole('status')).toBeNull();

  const [ravi, sunita] = [freshPan(), freshPan()];
  await fillPartner(card(0), ravi, '60');
  await fillPartner(card(1), sunita, '40');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  const held = await screen.findByRole('alert', { name: 'KYC pending' }, { timeout: 10_000 });
  expect(held).toHaveTextContent(signatoryMessages.kycPending);
  expect(router.location.pathname).toBe('/partnershipKyc');
  const stored = dataOf(await send(harness, MerchantSignatoryInfoDocument, { input: { accountId } }, { token })).merchantSignatoryInfo;
  expect(stored.signatories.map((s) => [s.panNumber, s.panName, s.stakePercentage])).toEqual([
    [ravi, sandboxPanRecord(ravi)?.name, 60],
    [sunita, sandboxPanRecord(sunita)?.name, 40],
  ]);
  expect(stored.allKycCompleted).toBe(false);

  // The step shows what was stored, each partner with the name on the PAN.
  await waitFor(() => expect(cards()).toHaveLength(2), { timeout: 10_000 });
  await waitFor(() => expect(within(card(1)).getByRole('status')).toHaveTextContent(sandboxPanRecord(sunita)?.name ?? 'no name'), { timeout: 10_000 });
  expect(within(card(0)).getByRole('textbox', { name: /^Stake/ })).toHaveValue('60');

  await user.click(within(card(0)).getByRole('button', { name: 'Remove' }));
  expect(cards()).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText(signatoryMessages.stakesShort(40))).toBeInTheDocument();
  // Nothing was sent: both partners are still stored.
  const after = dataOf(await send(harness, MerchantSignatoryInfoDocument, { input: { accountId } }, { token })).merchantSignatoryInfo;
  expect(after.signatories.map((s) => s.panNumber)).toEqual([ravi, sunita]);
}, 120_000);

test("a proprietorship's journey has no Partnership KYC: opened by its address, the step says so and offers no save", async () => {
  const { opportunityId } = await merchantWithOpportunity('PROPRIETORSHIP');
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  renderApp('/partnershipKyc', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const notHere = await screen.findByText("This step is not part of this merchant's onboarding.", {}, { timeout: 10_000 });
  expect(notHere).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
}, 60_000);

/** UIDAI's published test resident: an ordinary ending, shared in the PAN name. */
const AADHAAR = '999941057058';
const LICENCE = 'MH1220110062821';
/** Last four 99xx: the registry's licence is another person's. */
const LICENCE_OTHER_PERSON = 'MH1220110069921';

const kycStatus = (box: HTMLElement) => box.querySelector('[data-kyc-status]')?.getAttribute('data-kyc-status');

test("each saved partner's KYC: one by DigiLocker, one by driving licence refused in another name and then verified; with both done the step completes", async () => {
  const user = userEvent.setup();
  const { opportunityId } = await merchantWithOpportunity();
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  const session = await signedInSession(harness, 'EMP1001');
  const first = renderApp('/partnershipKyc', { fetchFn: harness.fetch, session });
  const add = await screen.findByRole('button', { name: 'Add partner or director' }, { timeout: 10_000 });
  await user.click(add);
  await user.click(add);
  const [ravi, sunita] = [freshPan(), freshPan()];
  await fillPartner(card(0), ravi, '60');
  await fillPartner(card(1), sunita, '40', 'Driving License');
  // Not saved yet, a partner has no KYC to verify.
  expect(within(card(0)).queryByRole('button', { name: 'Verify with DigiLocker' })).toBeNull();
  expect(kycStatus(card(0))).toBe('pending');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await screen.findByRole('alert', { name: 'KYC pending' }, { timeout: 10_000 });

  // Ravi by DigiLocker: the phone goes to the consent page and comes back to his card.
  await user.click(await within(card(0)).findByRole('button', { name: 'Verify with DigiLocker' }, { timeout: 10_000 }));
  const request = await waitFor(async () => {
    const [row] = await harness.database.db.select().from(digiLockerRequests).where(eq(digiLockerRequests.opportunityId, Number(opportunityId)));
    if (!row?.signatoryId) throw new Error('no DigiLocker request for the partner yet');
    return row;
  });
  const consent = await harness.fetch(`/digilocker/consent?request=${request.id}`);
  const code = /one-time code is (\d{6})/.exec(await consent.text())?.[1] ?? '';
  const answer = await postPageForm(harness, '/digilocker/consent', { request: request.id, aadhaar: AADHAAR, code, decision: 'allow' }, { from: `/digilocker/consent?request=${request.id}` });
  const back = answer.headers.get('location') ?? '';
  expect(back).toBe(`/partnershipKyc?signatory=${request.signatoryId}&digiLockerRequest=${request.id}`);
  first.unmount();

  const { router } = renderApp(back, { fetchFn: harness.fetch, session });
  await waitFor(() => expect(cards()).toHaveLength(2), { timeout: 10_000 });
  await waitFor(() => expect(kycStatus(card(0))).toBe('done'), { timeout: 10_000 });
  expect(card(0)).toHaveTextContent('Aadhaar XXXX XXXX 7058');
  expect(card(0)).toHaveTextContent((sandboxPanRecord(ravi)?.name ?? 'no name').toUpperCase());
  expect(kycStatus(card(1))).toBe('pending');

  // Sunita by driving licence: another person's is refused, her own verified.
  const number = await within(card(1)).findByRole('textbox', { name: 'Registration number' });
  await user.type(number, LICENCE_OTHER_PERSON);
  await user.click(within(card(1)).getByRole('button', { name: 'Verify KYC' }));
  expect(await within(card(1)).findByText(kycMessages.nameMismatch)).toBeInTheDocument();
  expect(kycStatus(card(1))).toBe('pending');
  await user.clear(number);
  await user.type(number, LICENCE);
  await user.click(within(card(1)).getByRole('button', { name: 'Verify KYC' }));
  await waitFor(() => expect(kycStatus(card(1))).toBe('done'), { timeout: 10_000 });
  expect(card(1)).toHaveTextContent(LICENCE);

  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(router.location.pathname).not.toBe('/partnershipKyc'), { timeout: 10_000 });
  const input = { idType: 'OPPORTUNITY' as const, isExistingMerchant: false, stateDataId: opportunityId, opportunityId: Number(opportunityId) };
  const state = dataOf(await send(harness, MerchantOnboardingStateV2Document, { input }, { token })).merchantOnboardingStateV2;
  expect(state.steps.find((s) => s.type === 'PartnershipKyc')?.isComplete).toBe(true);
}, 120_000);

test("a partner's voter ID: entered from the document with the gender (asked for when missing) and the address, matched with the partner's PAN name", async () => {
  const user = userEvent.setup();
  const { opportunityId } = await merchantWithOpportunity();
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  renderApp('/partnershipKyc', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await user.click(await screen.findByRole('button', { name: 'Add partner or director' }, { timeout: 10_000 }));
  const pan = freshPan();
  await fillPartner(card(0), pan, '100', 'Voter ID');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await screen.findByRole('alert', { name: 'KYC pending' }, { timeout: 10_000 });

  const box = card(0);
  await user.type(await within(box).findByRole('textbox', { name: 'Registration number' }, { timeout: 10_000 }), 'YHA1234566');
  await user.type(within(box).getByRole('textbox', { name: 'Name on the document' }), (sandboxPanRecord(pan)?.name ?? 'no name').toUpperCase());
  await user.click(within(box).getByRole('button', { name: 'Verify KYC' }));
  expect(await within(box).findByText(kycMessages.genderRequired)).toBeInTheDocument();
  expect(kycStatus(box)).toBe('pending');

  await user.click(within(box).getByRole('radio', { name: 'Female' }));
  await user.type(within(box).getByRole('textbox', { name: 'Address' }), '12 Tilak Road');
  await user.type(within(box).getByRole('textbox', { name: 'City' }), 'Pune');
  await user.type(within(box).getByRole('textbox', { name: 'PIN code' }), '411002');
  await user.click(within(box).getByRole('button', { name: 'Verify KYC' }));
  await waitFor(() => expect(kycStatus(card(0))).toBe('done'), { timeout: 10_000 });
  expect(card(0)).toHaveTextContent('Female');
  expect(card(0)).toHaveTextContent('12 Tilak Road, Pune, 411002');

  const [stored] = await harness.database.db.select().from(kycVerifications).where(eq(kycVerifications.opportunityId, Number(opportunityId)));
  expect(stored).toMatchObject({ identityType: 'VOTER_ID', documentNumber: 'YHA1234566', gender: 'FEMALE', address: { addressLine1: '12 Tilak Road', city: 'Pune', pincode: '411002' } });
}, 120_000);
