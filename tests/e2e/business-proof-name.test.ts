import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { CreateLeadDocument, CreateMerchantDocument, CreateOpportunityDocument, PanDetailStep_SaveDocument, PincodeDetailsDocument } from '../../generated/graphql';
import { otherRegisteredNameMessage } from '../../src/domain/business-proof';
import { stepRoutes } from '../../src/domain/step-routes';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { SE_OTHER_BUSINESS_ENDING, sandboxShopEstablishmentRecord } from '../../src/server/sandbox/business-registries';
import { freshPan } from '../server/fresh-pan';
import { agentApi, type AgentApi } from './support/api';
import { startAppServer, type RunningServer } from './support/app-server';
import { openBrowser, type TestBrowser } from './support/browser';
import { signIn } from './support/journey';

// Business Details on a 360 px phone, for a shop whose shop and establishment certificate the
// registry has under another business's name (the sandbox's numbers ending 1111): the agent reads
// the registry's name, cannot save until confirming the certificate is the merchant's, and finds
// the confirmation again after a reload.

let server: RunningServer;
let browser: TestBrowser;
let context: BrowserContext;
let page: Page;
let api: AgentApi;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), openBrowser()]);
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(server.url);
  await signIn(page, demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '');
  await page.getByText(/^\d+ leads$/).waitFor();
  api = await agentApi(server.url, context);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const NUMBER = `PMC/II/6${SE_OTHER_BUSINESS_ENDING}`;
const CONFIRMATION = "This certificate is the merchant's, under the name the registry shows";

test("a certificate under another business's name is saved once the agent confirms it is the merchant's", async () => {
  const shopName = `Annapurna Sweets ${Date.now()}`;
  const pan = freshPan();
  const lead = await api.send(CreateLeadDocument, {
    input: { shop: { name: shopName }, contact: { name: 'Lakshmi Rao', number: '9845012345' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] },
  });
  const leadId = lead.createLead.id;
  await api.send(PanDetailStep_SaveDocument, { input: { id: leadId, panNumber: pan } });
  const opportunityId = (await api.send(CreateOpportunityDocument, { input: { leadId, isExistingMerchant: false } })).createOpportunity.id;
  const pune = (await api.send(PincodeDetailsDocument, { input: { pinCode: '411001' } })).pincodeDetails;
  // Made as an earlier save left it, before the registry's name was compared.
  await api.send(CreateMerchantDocument, {
    input: {
      opportunityId,
      leadId,
      panNumber: pan,
      ownershipType: 'PROPRIETORSHIP',
      name: shopName,
      legalName: 'Lakshmi Rao',
      revenue: 1200000,
      mobileNumber: '9845012345',
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: NUMBER,
      address: { addressLine1: 'Shop 4, Station Road', cityId: pune.city?.id ?? null, stateCode: 'MH', pinCode: '411001' },
      mccCode: '5411',
      contactName: 'Lakshmi Rao',
    },
  });
  await page.evaluate(({ leadId, opportunityId }) => {
    localStorage.setItem('id', leadId);
    localStorage.setItem('oppId', opportunityId);
    localStorage.setItem('isExisting', 'false');
  }, { leadId, opportunityId });
  await page.goto(new URL(stepRoutes.BusinessDetails, server.url).href);
  await page.getByRole('heading', { name: 'Business Details', exact: true, level: 2 }).waitFor();

  const otherName = sandboxShopEstablishmentRecord(NUMBER, null)?.entityName ?? '';
  const message = page.getByText(otherRegisteredNameMessage(otherName));
  await message.waitFor();
  expect(await message.isVisible()).toBe(true);
  const box = page.getByRole('checkbox', { name: CONFIRMATION });
  expect(await box.isChecked()).toBe(false);

  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.getByText("Please confirm that this certificate is the merchant's, or enter another registration number.").waitFor();
  expect(page.url()).toMatch(/\/BusinessDetails$/);

  await page.getByText(CONFIRMATION).tap();
  expect(await box.isChecked()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.waitForURL((url) => !url.pathname.endsWith('/BusinessDetails'));

  await page.goto(new URL(stepRoutes.BusinessDetails, server.url).href);
  await page.getByText(otherRegisteredNameMessage(otherName)).waitFor();
  expect(await page.getByRole('checkbox', { name: CONFIRMATION }).isChecked()).toBe(true);
}, 120_000);
