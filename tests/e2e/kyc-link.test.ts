import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BusinessDetailsStep_SaveDocument, CityListDocument, CreateMerchantDocument, CreateOpportunityDocument, KycStatusDataDocument } from '../../generated/graphql';
import { kycLinkMessages } from '../../src/domain/kyc-link';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { freshPan } from '../server/fresh-pan';
import { agentApi, type AgentApi } from './support/api';
import { startAppServer, type RunningServer } from './support/app-server';
import { linkFromOutbox } from './support/approver';
import { openBrowser, type TestBrowser } from './support/browser';
import { signIn, stepStatuses } from './support/journey';
import { completeStepsBefore } from './support/merchant-journey';

// The KYC link on 360 px phones: the agent sends the link from the KYC Details step of an
// opportunity with a merchant account; the merchant, on a phone of their own, opens the link the
// sandbox outbox shows the agent, proves who they are, is refused a document in another name,
// completes the KYC with one in the PAN name, and the agent's refresh shows it completed, and the
// step with it.

const emailOf = (employeeId: string) => demoAgents.find((a) => a.employeeId === employeeId)?.email ?? '';
const MOBILE = '9822012345';

let server: RunningServer;
let browser: TestBrowser;
let agentContext: BrowserContext;
let merchantContext: BrowserContext;
let api: AgentApi;
let agentPage: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), openBrowser()]);
  agentContext = await browser.newContext();
  agentPage = await agentContext.newPage();
  await agentPage.goto(server.url);
  await signIn(agentPage, emailOf('EMP1001'));
  await agentPage.getByText(/^\d+ leads$/).waitFor();
  api = await agentApi(server.url, agentContext);
  merchantContext = await browser.newContext();
});
afterAll(async () => {
  await merchantContext?.close();
  await agentContext?.close();
  await browser?.close();
  await server?.stop();
});

async function fillKyc(page: Page, name: string) {
  await page.getByLabel('KYC document').selectOption('PASSPORT');
  await page.getByLabel('Document number').fill('K1234567');
  await page.getByLabel('Name as on the document').fill(name);
  await page.getByLabel('Date of birth').fill('1985-04-12');
  await page.getByRole('button', { name: 'Submit KYC' }).click();
}

test('a KYC link sent by the agent is opened from the outbox, completed by the merchant, and seen as COMPLETED', async () => {
  const panNumber = freshPan();
  const email = `kyc.link.${Date.now()}@example.com`;
  const account = await api.send(CreateMerchantDocument, {
    input: {
      panNumber,
      ownershipType: 'PROPRIETORSHIP',
      name: 'Ganesh Provisions',
      legalName: 'Ganesh Provisions',
      revenue: 1500000,
      mobileNumber: MOBILE,
      email,
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: 'PMC/II/12345',
      mccCode: '5411',
      contactName: 'Suresh Jadhav',
    },
  });
  const { createOpportunity } = await api.send(CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: account.createMerchant.id } });
  const opportunityId = createOpportunity.id;
  // The steps before KYC Details, as the agent completes them: the account's details confirmed on
  // Business Details, then the rest (support/merchant-journey.ts).
  const { cityList } = await api.send(CityListDocument, { input: { stateCode: 'MH' } });
  await api.send(BusinessDetailsStep_SaveDocument, {
    input: {
      opportunityId,
      ownershipType: 'PROPRIETORSHIP',
      name: 'Ganesh Provisions',
      legalName: 'Ganesh Provisions',
      accountType: 'RETAIL',
      revenue: 1500000,
      contactName: 'Suresh Jadhav',
      mobileNumber: MOBILE,
      email,
      address: { addressLine1: 'Shop 4, Station Road', pinCode: '411001', stateCode: 'MH', cityId: cityList.cityList.find((city) => city.name === 'Pune')?.id },
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: 'PMC/II/12345',
      mccCode: '5411',
    },
  });
  await completeStepsBefore(api, { leadId: null, opportunityId, accountId: account.createMerchant.id }, 'KycDetails');
  await agentPage.evaluate((id) => {
    localStorage.setItem('id', '');
    localStorage.setItem('oppId', id);
    localStorage.setItem('isExisting', 'true');
  }, opportunityId);
  await agentPage.goto(new URL('/kycDetails', server.url).href);
  const panel = agentPage.getByTestId('kyc-link-panel');
  // The merchant contact's e-mail is offered; the agent sends the link to it.
  await expect.poll(() => panel.getByLabel("Merchant's e-mail ID").inputValue()).toBe(email);
  const send = panel.getByRole('button', { name: 'Send KYC link' });
  expect((await send.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await send.tap();
  await panel.getByText('Sent, waiting for the merchant').waitFor();

  // The outbox, the merchant's mailbox in the sandbox, shows the agent the mail they sent; the merchant opens its link on their own phone.
  const link = await linkFromOutbox(agentContext, server.url, email, 'Open the KYC link');
  const page = await merchantContext.newPage();
  await page.goto(new URL(link, server.url).href);
  await page.getByRole('heading', { name: 'Verify your details' }).waitFor();
  await page.getByLabel('E-mail ID').fill(email);
  await page.getByLabel('Mobile number').fill('9822000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain(kycLinkMessages.credentialMismatch);
  await page.getByLabel('Mobile number').fill(MOBILE);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: 'Complete your KYC' }).waitFor();
  expect((await api.send(KycStatusDataDocument, { input: { opportunityId } })).kycStatusData.linkState).toBe('IN_PROGRESS');

  await fillKyc(page, 'Zubin Mistry');
  await expect.poll(() => page.getByRole('alert').textContent()).toBe(kycLinkMessages.nameMismatch);
  await fillKyc(page, sandboxPanRecord(panNumber)?.name ?? '');
  await page.getByText(kycLinkMessages.completed).waitFor();
  // Nothing on the merchant's pages is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const status = (await api.send(KycStatusDataDocument, { input: { opportunityId } })).kycStatusData;
  expect(status).toMatchObject({ linkState: 'COMPLETED', kycCompleted: true });

  await panel.getByRole('button', { name: 'Refresh status' }).tap();
  await panel.getByText('Completed').waitFor();
  // The panel asks for the step list again; the drawer follows once it has answered.
  const kycStep = async () => Object.entries(await stepStatuses(agentPage)).find(([label]) => label.endsWith('. KYC Details'))?.[1];
  await expect.poll(kycStep, { timeout: 15_000 }).toBe('completed');
});
