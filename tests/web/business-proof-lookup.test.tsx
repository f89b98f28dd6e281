import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CreateLeadDocument, type CreateLeadInput } from '../../generated/graphql';
import { BUSINESS_PROOF_UNVERIFIED_MESSAGE, otherRegisteredNameMessage } from '../../src/domain/business-proof';
import { TEST_GSTIN } from '../../src/domain/identifiers/gstin';
import { SE_OTHER_BUSINESS_ENDING, sandboxCinRecord, sandboxShopEstablishmentRecord } from '../../src/server/sandbox/business-registries';
import { dataOf, send } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { chooseOption } from './choose-option';
import { renderApp, signedInSession } from './render-app';

// Business Details' business proof in the real app against the real server: the number is checked
// with the registry its proof type names, the registry's answer is shown and fills what the form
// asks for, the verified number is locked until the agent changes it; and the GSTIN's categories
// are offered before the master list, a category from the master list being marked as picked by hand.

let harness: Harness;
let token: string;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

let shops = 0;
async function newLead(extra: Partial<CreateLeadInput>): Promise<string> {
  const input: CreateLeadInput = {
    shop: { name: `Proof Lookup Traders ${++shops}` },
    contact: { name: 'Kiran Shah', number: `96${String(Date.now() % 1e6).padStart(6, '0')}${String(shops).padStart(2, '0')}` },
    leadSource: 'SALES_APP',
    product: ['POS_DEVICE'],
    ...extra,
  };
  return dataOf(await send(harness, CreateLeadDocument, { input }, { token, idempotencyId: randomUUID() })).createLead.id;
}

async function openBusinessDetails(leadId: string) {
  localStorage.setItem('id', leadId);
  localStorage.setItem('isExisting', 'false');
  renderApp('/BusinessDetails', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByRole('combobox', { name: /Business proof/ }, { timeout: 10_000 });
}

function fieldBox(bind: string): HTMLElement {
  const box = document.querySelector<HTMLElement>(`[data-field="${bind}"]`);
  if (!box) throw new Error(`no field ${bind}`);
  return box;
}

test('a registration number the registry does not know is refused in the spec\'s words; a known one shows its holder and is locked until changed', async () => {
  const user = userEvent.setup();
  await openBusinessDetails(await newLead({ panNumber: 'ABCPS1231K' }));
  await chooseOption(user, /Business proof/, 'Shop and Establishment');
  const proof = within(fieldBox('input.businessProofNumber'));
  const box = proof.getByRole('textbox', { name: /Registration number/ });

  await user.type(box, 'pmc/ii/10000');
  await user.click(proof.getByRole('button', { name: 'Verify' }));
  expect(await proof.findByText(BUSINESS_PROOF_UNVERIFIED_MESSAGE)).toBeInTheDocument();
  expect(proof.queryByRole('status')).toBeNull();

  await user.clear(box);
  await user.type(box, 'PMC/II/4521{Enter}');
  const verified = await proof.findByRole('status');
  // The sandbox registry has it under the DBA name the form holds, the lead's shop name.
  expect(verified).toHaveTextContent(`Proof Lookup Traders ${shops}`);
  expect(verified).toHaveTextContent('Status: Active');
  expect(box).toHaveAttribute('readonly');
  expect(proof.queryByText(BUSINESS_PROOF_UNVERIFIED_MESSAGE)).toBeNull();

  await user.click(proof.getByRole('button', { name: 'Change' }));
  expect(box).not.toHaveAttribute('readonly');
  expect(proof.queryByRole('status')).toBeNull();
  expect(proof.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
}, 60_000);

test('a certificate the registry has under another business\'s name says so, and the agent confirms it is the merchant\'s', async () => {
  const user = userEvent.setup();
  await openBusinessDetails(await newLead({ panNumber: 'ABCPS1232K' }));
  await chooseOption(user, /Business proof/, 'Shop and Establishment');
  const proof = within(fieldBox('input.businessProofNumber'));
  const confirmation = "This certificate is the merchant's, under the name the registry shows";
  const number = `PMC/II/7${SE_OTHER_BUSINESS_ENDING}`;
  const otherName = sandboxShopEstablishmentRecord(number, null)?.entityName ?? '';
  await user.type(proof.getByRole('textbox', { name: /Registration number/ }), `${number}{Enter}`);
  const verified = await proof.findByRole('status');
  expect(verified).toHaveTextContent(otherName);
  expect(verified).toHaveTextContent(otherRegisteredNameMessage(otherName));
  const box = await screen.findByRole('checkbox', { name: confirmation });
  expect(box).not.toBeChecked();
  await user.click(box);
  expect(box).toBeChecked();

  // Another number: the confirmation was of the certificate replaced.
  await user.click(proof.getByRole('button', { name: 'Change' }));
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: confirmation })).toBeNull());
  const input = proof.getByRole('textbox', { name: /Registration number/ });
  await user.clear(input);
  await user.type(input, 'PMC/II/4521{Enter}');
  expect(await proof.findByRole('status')).not.toHaveTextContent(otherRegisteredNameMessage(otherName));
  expect(screen.queryByRole('checkbox', { name: confirmation })).toBeNull();
  await user.click(proof.getByRole('button', { name: 'Change' }));
  await user.clear(input);
  await user.type(input, `${number}{Enter}`);
  expect(await screen.findByRole('checkbox', { name: confirmation })).not.toBeChecked();
}, 60_000);

test("a company's CIN fills the incorporation date the registry holds", async () => {
  const user = userEvent.setup();
  // AAACR5055K: a company's PAN, so the CIN is its only business proof.
  await openBusinessDetails(await newLead({ panNumber: 'AAACR5055K' }));
  await chooseOption(user, /Business proof/, 'CIN');
  const proof = within(fieldBox('input.businessProofNumber'));
  await user.type(proof.getByRole('textbox', { name: /Registration number/ }), 'U52100MH2010PTC123456');
  await user.click(proof.getByRole('button', { name: 'Verify' }));
  const company = sandboxCinRecord('U52100MH2010PTC123456');
  expect(await proof.findByRole('status')).toHaveTextContent(company?.companyName ?? '');
  const incorporation = within(fieldBox('input.dateOfIncorporation')).getByRole('textbox');
  const [year, month, day] = (company?.dateOfIncorporation ?? '').split('-');
  const monthName = new Date(Date.UTC(2000, Number(month) - 1, 1)).toLocaleString('en', { month: 'short', timeZone: 'UTC' });
  await waitFor(() => expect(incorporation).toHaveValue(`${day} ${monthName}, ${year}`));
}, 60_000);

test("the lead's GSTIN is the auto-fetched proof, verified and not typed; its categories come first, and one from the master list is marked as picked by hand", async () => {
  const user = userEvent.setup();
  await openBusinessDetails(await newLead({ panNumber: 'TESTP0000T', gstin: TEST_GSTIN }));
  await chooseOption(user, /Business proof/, 'GSTIN (auto-fetched)');
  const gstin = within(fieldBox('input.gstin'));
  expect(await gstin.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(`GSTIN ${TEST_GSTIN}`);
  expect(gstin.getByRole('textbox', { name: /GSTIN/ })).toHaveValue(TEST_GSTIN);
  expect(gstin.queryByRole('button', { name: 'Change' })).toBeNull();

  const category = within(fieldBox('input.mccCode'));
  const suggested = await category.findByRole('radiogroup', { name: /The GSTIN's business categories/ }, { timeout: 10_000 });
  const choices = within(suggested).getAllByRole('radio');
  expect(choices.length).toBeGreaterThan(0);
  expect(category.queryByRole('combobox', { name: /Business category/ })).toBeNull();
  await user.click(choices[0] as HTMLElement);
  expect(screen.queryByRole('checkbox', { name: 'Merchant category picked by hand from the master list' })).toBeNull();

  await user.click(category.getByRole('button', { name: 'Choose another category' }));
  await chooseOption(user, /Business category/, 'Healthcare');
  await chooseOption(user, /Business sub-category/, 'Pharmacy');
  await chooseOption(user, /Merchant category/, 'Drug Stores and Pharmacies (5912)');
  expect(await screen.findByRole('checkbox', { name: 'Merchant category picked by hand from the master list' })).toBeChecked();
  expect(within(suggested).getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
}, 60_000);
