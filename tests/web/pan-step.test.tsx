import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CreateLeadDocument, GstinsFromPanDocument, LeadDocument, PanDetailsDocument, type CreateLeadInput } from '../../generated/graphql';
import { PAN_NOT_LINKED_MESSAGE } from '../../src/domain/identifiers/gstin';
import { PAN_OR_GSTIN_MESSAGE } from '../../src/domain/validators';
import { dataOf, send } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { openedList } from './choose-option';
import { renderApp, signedInSession } from './render-app';

// The PAN step in the real app against the real server: the GSTIN list is the PAN's registrations,
// a GSTIN chosen is verified, the verified names are shown again when the agent comes back, and
// the lead leaves NEW once its verified PAN is saved.

let harness: Harness;
let token: string;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

let shops = 0;
async function newLead(extra: Partial<CreateLeadInput> = {}): Promise<string> {
  const input: CreateLeadInput = {
    shop: { name: `Pan Step Traders ${++shops}` },
    contact: { name: 'Kiran Shah', number: `97${String(Date.now() % 1e6).padStart(6, '0')}${String(shops).padStart(2, '0')}` },
    leadSource: 'SALES_APP',
    product: ['POS_DEVICE'],
    ...extra,
  };
  return dataOf(await send(harness, CreateLeadDocument, { input }, { token, idempotencyId: randomUUID() })).createLead.id;
}

async function openPanStep(leadId: string) {
  localStorage.setItem('id', leadId);
  localStorage.setItem('isExisting', 'false');
  const view = renderApp('/PanDetails', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByRole('textbox', { name: /PAN ID\/ GST number/ }, { timeout: 10_000 });
  return view;
}

const lead = async (id: string) => dataOf(await send(harness, LeadDocument, { input: { id } }, { token })).lead.lead;
const holderName = async (panNumber: string) =>
  dataOf(await send(harness, PanDetailsDocument, { input: { panNumber } }, { token })).panDetails.panDetails.name;
const registeredGstins = async (panNumber: string) =>
  dataOf(await send(harness, GstinsFromPanDocument, { input: { panNumber } }, { token })).gstinsFromPAN.gstins.map((g) => g.gstin);

/** The GSTIN select's choices: the options of the list it opened. */
async function openGstinChoices(user: ReturnType<typeof userEvent.setup>) {
  const select = await screen.findByRole('combobox', { name: /GSTIN/ }, { timeout: 10_000 });
  await waitFor(() => expect(select).not.toHaveAttribute('placeholder', 'Loading...'));
  const list = await openedList(user, select);
  return { select, options: within(list).queryAllByRole('option', { hidden: true }) };
}

async function verifyPan(user: ReturnType<typeof userEvent.setup>, entry: string) {
  const box = await screen.findByRole('textbox', { name: /PAN ID\/ GST number/ }, { timeout: 10_000 });
  await user.clear(box);
  await user.type(box, entry);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

function fieldBox(bind: string): HTMLElement {
  const box = document.querySelector<HTMLElement>(`[data-field="${bind}"]`);
  if (!box) throw new Error(`no field ${bind}`);
  return box;
}

test("the GSTIN list is the PAN's registrations; the one chosen is verified, saved, and the lead leaves NEW", async () => {
  const user = userEvent.setup();
  const leadId = await newLead();
  expect((await lead(leadId)).status).toBe('NEW');
  await openPanStep(leadId);
  await verifyPan(user, 'aaacr5055k');
  expect(await screen.findByText('PAN verified')).toBeInTheDocument();

  const registered = await registeredGstins('AAACR5055K');
  expect(registered).toHaveLength(2);
  const { options } = await openGstinChoices(user);
  expect(options.map((o) => o.textContent)).toEqual(registered);
  const chosen = registered[1] ?? '';
  await user.click(options[1] as HTMLElement);

  const verified = await within(fieldBox('input.gstin')).findByRole('status');
  expect(verified).toHaveTextContent('GSTIN verified');
  expect(verified).toHaveTextContent(await holderName('AAACR5055K'));
  expect(verified).toHaveTextContent(`GSTIN ${chosen}`);
  expect(verified).toHaveTextContent('Status: Active');

  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(async () => expect((await lead(leadId)).gstin).toBe(chosen), { timeout: 10_000 });
  expect(await lead(leadId)).toMatchObject({ panNumber: 'AAACR5055K', status: 'OPEN_CONTACTED' });
}, 60_000);

test('coming back to the step shows the verified PAN holder and GSTIN again', async () => {
  const [gstin] = await registeredGstins('ABCPS1234K');
  const leadId = await newLead({ panNumber: 'ABCPS1234K', gstin });
  await openPanStep(leadId);
  const pan = within(fieldBox('input.panNumber'));
  const verifiedPan = await pan.findByRole('status', {}, { timeout: 10_000 });
  expect(verifiedPan).toHaveTextContent('PAN verified');
  expect(verifiedPan).toHaveTextContent(await holderName('ABCPS1234K'));
  expect(pan.getByRole('textbox', { name: /PAN ID\/ GST number/ })).toHaveValue('ABCPS1234K');
  expect(await within(fieldBox('input.gstin')).findByRole('status')).toHaveTextContent(`GSTIN ${gstin}`);
}, 60_000);

test("a PAN with no GSTIN says so in the list; a GSTIN of another PAN is refused under the GSTIN, in the GSTIN's words", async () => {
  const user = userEvent.setup();
  const [gstin] = await registeredGstins('ABCPS1234K');
  const leadId = await newLead({ panNumber: 'ABCPS1234K', gstin });
  await openPanStep(leadId);
  await within(fieldBox('input.gstin')).findByRole('status', {}, { timeout: 10_000 });

  // ABCPS1230K: its last digit 0 gives no GSTIN.
  await verifyPan(user, 'ABCPS1230K');
  const gstinField = within(fieldBox('input.gstin'));
  expect(await gstinField.findByText(PAN_NOT_LINKED_MESSAGE)).toBeInTheDocument();
  expect(gstinField.queryByRole('status')).toBeNull();
  expect(within(fieldBox('input.panNumber')).getByRole('status')).toHaveTextContent('PAN verified');
  expect(document.body.textContent).not.toContain(PAN_OR_GSTIN_MESSAGE);
  const { select, options } = await openGstinChoices(user);
  expect(options).toHaveLength(0);
  expect(select).toHaveAttribute('placeholder', 'No GSTIN is registered with this PAN.');
}, 60_000);
