import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { OpportunityKycDetailsDocument } from '../../generated/graphql';
import { kycMessages } from '../../src/domain/kyc';
import { stepRoutes } from '../../src/domain/step-routes';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { agentApi, type AgentApi } from './support/api';
import type { RunningServer } from './support/app-server';
import { choose, stepStatuses } from './support/journey';
import { allowOnConsentPage, completeStepsBefore, everythingStored, merchantJourney } from './support/merchant-journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// KYC Details on a 360 px phone: a proprietor's Aadhaar through the DigiLocker consent page (the
// phone leaves the app and comes back to the step with the chosen document still chosen), saved,
// shown again after a reload and completed in the step list, with the full Aadhaar number nowhere
// on the phone nor in anything the app sent; and a driving licence in another name than the PAN's
// refused with the spec's message before the proprietor's own is saved; a firm's licence refused.

/** UIDAI's published test resident, Verhoeff-valid, with an ordinary ending (tests/unit/aadhaar.test.ts). */
const AADHAAR = '999941057058';
const LICENCE = 'MH1220110062821';
/** Last four 99xx: the sandbox registry's licence is another person's. */
const LICENCE_OTHER_PERSON = 'MH1220110069921';

let app: SignedInPage | undefined;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let api: AgentApi;
/** The body of every GraphQL request the page sent. */
const graphqlBodies: string[] = [];

beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '');
  ({ server, page, context } = app);
  api = await agentApi(server.url, context);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphqlBodies.push(request.postData() ?? request.url());
  });
});
afterAll(() => app?.close());

async function openKycDetails() {
  await page.goto(new URL(stepRoutes.KycDetails, server.url).href);
  await page.getByRole('heading', { name: 'KYC Details' }).waitFor();
}

const kycDone = async () => Object.entries(await stepStatuses(page)).find(([label]) => label.endsWith('. KYC Details'))?.[1];
const fitsThePhone = () => page.evaluate(() => document.documentElement.scrollWidth <= 360);

test('a proprietor verifies the Aadhaar on the DigiLocker consent page and comes back to the step; saved, it shows again after a reload, and the full number is kept nowhere', async () => {
  const journey = await merchantJourney(api, page, 'PROPRIETORSHIP');
  await completeStepsBefore(api, journey, 'KycDetails');
  const panName = (sandboxPanRecord(journey.pan)?.name ?? 'no name').toUpperCase();
  await openKycDetails();
  await choose(page, 'KYC document', 'Aadhaar (DigiLocker)');
  const verify = page.getByRole('button', { name: 'Verify with DigiLocker' });
  expect((await verify.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await verify.tap();

  await allowOnConsentPage(page, AADHAAR);
  await page.waitForURL((url) => url.pathname === stepRoutes.KycDetails);
  const card = page.locator('[data-kyc-document]');
  await card.waitFor();
  expect(await card.textContent()).toContain(panName);
  expect(await card.textContent()).toContain('Aadhaar XXXX XXXX 7058');
  expect(await card.textContent()).toContain('Shivaji Nagar, Near Bus Stand, Pune, Maharashtra, 411005');
  // The document chosen before the phone left is still chosen.
  expect(await page.getByRole('combobox', { name: 'KYC document', exact: true }).inputValue()).toBe('Aadhaar (DigiLocker)');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(await fitsThePhone()).toBe(true);

  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.waitForURL((url) => url.pathname !== stepRoutes.KycDetails);
  const { opportunityKycDetails } = await api.send(OpportunityKycDetailsDocument, { input: { opportunityId: journey.opportunityId } });
  expect(opportunityKycDetails).toMatchObject({ kycCompleted: true, verification: { identityType: 'AADHAAR', documentNumber: 'XXXX XXXX 7058', name: panName } });

  await openKycDetails();
  await page.reload();
  await page.getByRole('heading', { name: 'KYC Details' }).waitFor();
  await card.waitFor();
  expect(await card.textContent()).toContain('Aadhaar XXXX XXXX 7058');
  expect(await page.getByRole('combobox', { name: 'KYC document', exact: true }).inputValue()).toBe('Aadhaar (DigiLocker)');
  expect(await kycDone()).toBe('completed');

  // UIDAI's rule: only the last four digits ever leave the consent page.
  expect(graphqlBodies.length).toBeGreaterThan(0);
  expect(graphqlBodies.filter((body) => body.includes(AADHAAR))).toEqual([]);
  const stored = await page.evaluate(everythingStored);
  expect(stored).toContain('merchant-onboarding');
  expect(stored).not.toContain(AADHAAR);
});

test("a driving licence in another name than the PAN's is refused with the spec's message; the proprietor's own is saved and the step completes", async () => {
  const journey = await merchantJourney(api, page, 'PROPRIETORSHIP');
  await completeStepsBefore(api, journey, 'KycDetails');
  const panName = (sandboxPanRecord(journey.pan)?.name ?? 'no name').toUpperCase();
  await openKycDetails();
  await choose(page, 'KYC document', 'Driving License');
  await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('15/06/1984');
  const number = page.getByRole('textbox', { name: 'Registration number' });
  await number.fill(LICENCE_OTHER_PERSON);
  await page.getByRole('button', { name: 'Check licence' }).tap();
  await page.getByText(kycMessages.nameMismatch).first().waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await expect.poll(() => page.getByText(kycMessages.nameMismatch).count()).toBe(2);
  expect(new URL(page.url()).pathname).toBe(stepRoutes.KycDetails);
  expect((await api.send(OpportunityKycDetailsDocument, { input: { opportunityId: journey.opportunityId } })).opportunityKycDetails.verification).toBeNull();

  await number.fill(LICENCE);
  await page.getByRole('button', { name: 'Check licence' }).tap();
  const found = page.locator('[data-kyc-document]');
  await found.waitFor();
  expect(await found.textContent()).toContain(panName);
  expect(await page.getByText(kycMessages.nameMismatch).count()).toBe(0);
  expect(await fitsThePhone()).toBe(true);
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.waitForURL((url) => url.pathname !== stepRoutes.KycDetails);

  await openKycDetails();
  expect(await number.inputValue()).toBe(LICENCE);
  expect(await page.getByRole('textbox', { name: 'Date of birth' }).inputValue()).toBe('15 Jun, 1984');
  expect(await kycDone()).toBe('completed');
});

test("a firm's KYC Details take no driving licence, even one the registry answers in the firm's name: the check and the save say why, and nothing is kept", async () => {
  const journey = await merchantJourney(api, page, 'PARTNERSHIP');
  await completeStepsBefore(api, journey, 'KycDetails');
  await openKycDetails();
  await choose(page, 'KYC document', 'Driving License');
  await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('15/06/1984');
  await page.getByRole('textbox', { name: 'Registration number' }).fill(LICENCE);
  await page.getByRole('button', { name: 'Check licence' }).tap();
  await page.getByText(kycMessages.licenceNotAPersons).first().waitFor();
  expect(await page.locator('[data-kyc-document]').count()).toBe(0);
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await expect.poll(() => page.getByText(kycMessages.licenceNotAPersons).count()).toBeGreaterThanOrEqual(1);
  expect(new URL(page.url()).pathname).toBe(stepRoutes.KycDetails);
  expect((await api.send(OpportunityKycDetailsDocument, { input: { opportunityId: journey.opportunityId } })).opportunityKycDetails.verification).toBeNull();
  expect(await fitsThePhone()).toBe(true);
});
