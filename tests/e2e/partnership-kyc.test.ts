import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  CityListDocument,
  CreateLeadDocument,
  CreateMerchantDocument,
  CreateOpportunityDocument,
  MerchantSignatoryInfoDocument,
  UpdateLeadDocument,
} from '../../generated/graphql';
import { signatoryMessages } from '../../src/domain/signatories';
import { stepRoutes } from '../../src/domain/step-routes';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { agentApi, type AgentApi } from './support/api';
import type { RunningServer } from './support/app-server';
import { choose, stepStatuses } from './support/journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// The Partnership KYC step on a phone: a partnership's journey has it, the agent adds two partners at
// 60/40, each PAN verified with the registry and its name shown, the save holds the journey on the
// step while their KYC is pending, and a reload shows both partners again.

let app: SignedInPage | undefined;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let api: AgentApi;

beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '');
  ({ server, page, context } = app);
  api = await agentApi(server.url, context);
});
afterAll(() => app?.close());

/** A PAN the sandbox knows and has not registered: the holder type's letter fourth, digits 1000-8999. */
function sandboxPan(holder: 'P' | 'F'): string {
  const letters = Array.from({ length: 4 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${letters.slice(0, 3)}${holder}${letters.charAt(3)}${randomInt(1000, 9000)}K`;
}

/** A partnership firm's lead with its verified PAN, its opportunity and the merchant account made for it, through the API. */
async function partnershipJourney() {
  const pan = sandboxPan('F');
  const shopName = `Sharma Bros Dhaba ${Date.now()}`;
  const { createLead } = await api.send(CreateLeadDocument, {
    input: { shop: { name: shopName }, contact: { name: 'Ravi Sharma', number: '9845012345' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] },
  });
  await api.send(UpdateLeadDocument, { input: { id: createLead.id, panNumber: pan } });
  const { cityList } = await api.send(CityListDocument, { input: { stateCode: 'MH' } });
  const pune = cityList.cityList.find((city) => city.name === 'Pune');
  const { createOpportunity } = await api.send(CreateOpportunityDocument, { input: { leadId: createLead.id, isExistingMerchant: false } });
  const { createMerchant } = await api.send(CreateMerchantDocument, {
    input: {
      opportunityId: createOpportunity.id,
      panNumber: pan,
      ownershipType: 'PARTNERSHIP',
      name: shopName,
      legalName: sandboxPanRecord(pan)?.name ?? shopName,
      mobileNumber: '9845012345',
      revenue: 2400000,
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: 'PMC/II/54321',
      mccCode: '5812',
      contactName: 'Ravi Sharma',
      address: { addressLine1: 'Plot 12, GT Road', stateCode: 'MH', cityId: pune?.id, pinCode: '411001' },
    },
  });
  return { leadId: createLead.id, opportunityId: createOpportunity.id, accountId: createMerchant.id };
}

const partnerCards = () => page.locator('[data-repeater="input.signatories"] .mantine-Card-root');

async function openPartnershipKyc() {
  await page.goto(new URL(stepRoutes.PartnershipKyc, server.url).href);
  await page.getByRole('heading', { name: 'Partnership KYC' }).waitFor();
  await page.getByRole('button', { name: 'Add partner or director' }).waitFor();
}

async function addPartner(card: Locator, pan: string, stake: string) {
  await card.getByRole('textbox', { name: 'PAN' }).fill(pan);
  await card.getByRole('button', { name: 'Verify' }).tap();
  const verified = card.getByRole('status').filter({ hasText: 'PAN verified' });
  await verified.waitFor();
  expect(await verified.textContent()).toContain(sandboxPanRecord(pan)?.name ?? 'no name');
  await choose(page, 'KYC document', 'Driving License', card);
  await card.getByRole('textbox', { name: 'Stake (%)' }).fill(stake);
  // Typed day first, as agents write dates; the calendar folds away once the date is whole, so that
  // it does not cover the next partner's fields.
  await card.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('15/06/1984');
  await expect.poll(() => page.locator('.mantine-DateInput-weekday').count()).toBe(0);
}

async function shownPartners(): Promise<string[]> {
  return partnerCards().getByRole('textbox', { name: 'PAN' }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

test('a partnership adds two partners at 60/40 with verified PANs; the journey waits for their KYC, and a reload shows them', async () => {
  const journey = await partnershipJourney();
  await page.evaluate(({ leadId, opportunityId }) => {
    localStorage.setItem('id', leadId);
    localStorage.setItem('oppId', opportunityId);
    localStorage.setItem('isExisting', 'false');
  }, journey);
  await openPartnershipKyc();
  // A partnership's journey has the step, after KYC Details and before the photos.
  const statuses = await stepStatuses(page);
  const listed = Object.keys(statuses);
  expect(listed.findIndex((s) => s.endsWith('Partnership KYC'))).toBe(listed.findIndex((s) => s.endsWith('KYC Details')) + 1);
  expect(statuses[listed.find((s) => s.endsWith('Partnership KYC')) ?? '']).toBe('pending');

  const add = page.getByRole('button', { name: 'Add partner or director' });
  await add.tap();
  await add.tap();
  const [ravi, sunita] = [sandboxPan('P'), sandboxPan('P')];
  await addPartner(partnerCards().nth(0), ravi, '60');
  await addPartner(partnerCards().nth(1), sunita, '40');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save and continue' }).tap();

  const held = page.getByRole('alert').filter({ hasText: signatoryMessages.kycPending });
  await held.waitFor();
  expect(new URL(page.url()).pathname).toBe(stepRoutes.PartnershipKyc);
  const { merchantSignatoryInfo } = await api.send(MerchantSignatoryInfoDocument, { input: { accountId: journey.accountId } });
  expect(merchantSignatoryInfo.signatories.map((s) => [s.panNumber, s.panName, s.stakePercentage, s.individualKycType, s.dateOfBirth, s.kycCompleted])).toEqual([
    [ravi, sandboxPanRecord(ravi)?.name, 60, 'DRIVING_LICENSE', '1984-06-15', false],
    [sunita, sandboxPanRecord(sunita)?.name, 40, 'DRIVING_LICENSE', '1984-06-15', false],
  ]);

  await page.reload();
  await page.getByRole('heading', { name: 'Partnership KYC' }).waitFor();
  await expect.poll(shownPartners).toEqual([ravi, sunita]);
  for (const [index, pan] of [ravi, sunita].entries()) {
    const card = partnerCards().nth(index);
    await card.getByRole('status').filter({ hasText: sandboxPanRecord(pan)?.name ?? 'no name' }).waitFor();
  }
  expect(await partnerCards().nth(0).getByRole('textbox', { name: 'Stake (%)' }).inputValue()).toBe('60');
  expect(await partnerCards().nth(1).getByRole('textbox', { name: 'Stake (%)' }).inputValue()).toBe('40');
  expect(await partnerCards().nth(1).getByRole('textbox', { name: 'Date of birth' }).inputValue()).toBe('15 Jun, 1984');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
