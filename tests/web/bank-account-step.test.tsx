import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CreateBankAccountDocument, CreateMerchantDocument, CreateOpportunityDocument, OpportunityBankAccountDocument, type CreateMerchantInput } from '../../generated/graphql';
import { bankMessages } from '../../src/domain/bank-account';
import { cities } from '../../src/server/db/schema';
import { dataOf, send } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { openedList } from './choose-option';
import { renderApp, signedInSession } from './render-app';

// The bank account step's widgets in the real app against the real server: the account number is
// typed twice, the IFSC names its bank, a savings account is not offered above the turnover limit,
// and the merchant's verified accounts can be chosen and saved for the opportunity.

let harness: Harness;
let token: string;
let puneId: string;
beforeAll(async () => {
  // The steps under test start the journey (tests/server/step-flows.ts): the step order is tests/server/step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('BankAccount') });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  const [pune] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
  puneId = String(pune?.id);
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

let merchants = 0;
const opts = () => ({ token, idempotencyId: randomUUID() });

async function merchantWithOpportunity(revenue: number) {
  merchants += 1;
  const input: CreateMerchantInput = {
    panNumber: `WEBP${'ABCDEFGHJK'.charAt(merchants % 10)}${String(3000 + merchants).slice(-4)}C`,
    ownershipType: 'PROPRIETORSHIP',
    name: 'Sai Krupa Stores',
    legalName: 'Sai Krupa Stores',
    revenue,
    mobileNumber: '9876543210',
    businessProofType: 'SHOP_AND_ESTABLISHMENT',
    businessProofNumber: 'PMC/II/12345',
    address: { addressLine1: 'Shop 4, Station Road', city: 'Pune', cityId: puneId, state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
    billingAddress: { addressLine1: 'Office 2, MG Road', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
    storeAddress: { addressLine1: 'Stall 9, Market Yard', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411037' },
    mccCode: '5411',
    contactName: 'Ramesh Patil',
  };
  const accountId = dataOf(await send(harness, CreateMerchantDocument, { input }, opts())).createMerchant.id;
  const opportunityId = dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId } }, opts())).createOpportunity.id;
  return { accountId, opportunityId };
}

async function openBankStep(opportunityId: string) {
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  renderApp('/BankAccount', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  return screen.findByRole('textbox', { name: /^Bank account number/ }, { timeout: 10_000 });
}

function fieldBox(bind: string): HTMLElement {
  const box = document.querySelector<HTMLElement>(`[data-field="${bind}"]`);
  if (!box) throw new Error(`no field ${bind}`);
  return box;
}

test('the account number must be typed twice alike, and the IFSC names its bank or is refused', async () => {
  const user = userEvent.setup();
  const { opportunityId } = await merchantWithOpportunity(1500000);
  const number = await openBankStep(opportunityId);
  await user.type(number, '50100012345678');
  await user.type(screen.getByRole('textbox', { name: /Re-enter bank account number/ }), '50100012345670');
  expect(await screen.findByText(bankMessages.accountNumbersDiffer)).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: /Re-enter bank account number/ }));
  await user.type(screen.getByRole('textbox', { name: /Re-enter bank account number/ }), '50100012345678');
  await waitFor(() => expect(screen.queryByText(bankMessages.accountNumbersDiffer)).not.toBeInTheDocument());

  const ifsc = within(fieldBox('input.ifscCode')).getByRole('textbox', { name: /IFSC/ });
  await user.type(ifsc, 'hdfc0000001');
  expect(ifsc).toHaveValue('HDFC0000001');
  expect(await within(fieldBox('input.ifscCode')).findByText('HDFC Bank', {}, { timeout: 10_000 })).toBeInTheDocument();
  await user.clear(ifsc);
  await user.type(ifsc, 'ZZZZ0000001');
  expect(await within(fieldBox('input.ifscCode')).findByText(bankMessages.unknownIfsc, {}, { timeout: 10_000 })).toBeInTheDocument();
}, 60_000);

test("a savings account is not offered above the turnover limit; a merchant's verified account can be chosen and saved", async () => {
  const user = userEvent.setup();
  const { accountId, opportunityId } = await merchantWithOpportunity(2500000);
  const saved = dataOf(
    await send(
      harness,
      CreateBankAccountDocument,
      { input: { accountId, bankAccountNumber: '60200012344321', ifscCode: 'SBIN0000001', accountType: 'CURRENT', accountHolderName: 'Ramesh Patil' } },
      opts(),
    ),
  ).createBankAccount;
  expect(saved.nameMatchSuccess).toBe(true);
  await openBankStep(opportunityId);

  const select = within(fieldBox('input.accountType')).getByRole('combobox', { name: /Account type/ });
  const list = await openedList(user, select);
  expect(within(list).getByRole('option', { name: 'Savings', hidden: true })).toHaveAttribute('data-combobox-disabled', 'true');
  await user.keyboard('{Escape}');

  const choice = await screen.findByRole('button', { name: /XXXX4321/ }, { timeout: 10_000 });
  expect(choice).toHaveTextContent('State Bank of India');
  await user.click(choice);
  expect(choice).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('textbox', { name: /^Bank account number/ })).toHaveValue('60200012344321');
  expect(within(fieldBox('input.ifscCode')).getByRole('textbox', { name: /IFSC/ })).toHaveValue('SBIN0000001');
  expect(within(fieldBox('input.accountHolderName')).getByRole('textbox')).toHaveValue('Ramesh Patil');

  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(
    async () =>
      expect(dataOf(await send(harness, OpportunityBankAccountDocument, { input: { opportunityId } }, { token })).opportunityBankAccount.bankAccount?.id).toBe(saved.id),
    { timeout: 10_000 },
  );
}, 60_000);

test('saving with no account entered or chosen says a bank account must be chosen, and sends nothing', async () => {
  const user = userEvent.setup();
  const { opportunityId } = await merchantWithOpportunity(1_200_000);
  await openBankStep(opportunityId);
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  const alert = await screen.findByRole('alert', { name: bankMessages.selectionRequiredTitle }, { timeout: 10_000 });
  expect(alert).toHaveTextContent(bankMessages.chooseAccount);
  expect((await send(harness, OpportunityBankAccountDocument, { input: { opportunityId } }, { token })).data?.opportunityBankAccount.bankAccount ?? null).toBeNull();
}, 30_000);
