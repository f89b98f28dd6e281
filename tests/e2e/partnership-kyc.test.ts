import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { MerchantSignatoryInfoDocument } from '../../generated/graphql';
import { kycMessages } from '../../src/domain/kyc';
import { signatoryMessages } from '../../src/domain/signatories';
import { stepRoutes } from '../../src/domain/step-routes';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { agentApi, type AgentApi } from './support/api';
import type { RunningServer } from './support/app-server';
import { choose, stepStatuses } from './support/journey';
import { allowOnConsentPage, completeStepsBefore, merchantJourney, sandboxPan } from './support/merchant-journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// The Partnership KYC step on a phone: a partnership's journey has it, the agent adds two partners at
// 60/40, each PAN verified with the registry and its name shown, the save holds the journey on the
// step while their KYC is pending, and a reload shows both partners again; then each partner's KYC is
// verified on their card (DigiLocker for one, a driving licence for the other after another person's
// is refused) and the step completes.

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

const partnerCards = () => page.locator('[data-repeater="input.signatories"] .mantine-Card-root');

async function openPartnershipKyc() {
  await page.goto(new URL(stepRoutes.PartnershipKyc, server.url).href);
  await page.getByRole('heading', { name: 'Partnership KYC' }).waitFor();
  await page.getByRole('button', { name: 'Add partner or director' }).waitFor();
}

async function addPartner(card: Locator, pan: string, stake: string, kycDocument = 'Driving License') {
  await card.getByRole('textbox', { name: 'PAN' }).fill(pan);
  await card.getByRole('button', { name: 'Verify' }).tap();
  const verified = card.getByRole('status').filter({ hasText: 'PAN verified' });
  await verified.waitFor();
  expect(await verified.textContent()).toContain(sandboxPanRecord(pan)?.name ?? 'no name');
  await choose(page, 'KYC document', kycDocument, card);
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
  const journey = await merchantJourney(api, page, 'PARTNERSHIP');
  await completeStepsBefore(api, journey, 'PartnershipKyc');
  await openPartnershipKyc();
  // A partnership's journey has the step, after KYC Details and before the photos: the steps before it done, it is in progress.
  const statuses = await stepStatuses(page);
  const listed = Object.keys(statuses);
  expect(listed.findIndex((s) => s.endsWith('Partnership KYC'))).toBe(listed.findIndex((s) => s.endsWith('KYC Details')) + 1);
  expect(statuses[listed.find((s) => s.endsWith('Partnership KYC')) ?? '']).toBe('inprogress');

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

const kycStatus = (card: Locator) => card.locator('[data-kyc-status]').getAttribute('data-kyc-status');

test("two partners at 60/40 verify their KYC on their cards, one by DigiLocker and one by driving licence after another person's is refused; the step then completes", async () => {
  const journey = await merchantJourney(api, page, 'PARTNERSHIP');
  await completeStepsBefore(api, journey, 'PartnershipKyc');
  await openPartnershipKyc();
  const add = page.getByRole('button', { name: 'Add partner or director' });
  await add.tap();
  await add.tap();
  const [ravi, sunita] = [sandboxPan('P'), sandboxPan('P')];
  await addPartner(partnerCards().nth(0), ravi, '60', 'Aadhaar (DigiLocker)');
  await addPartner(partnerCards().nth(1), sunita, '40');
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.getByRole('alert').filter({ hasText: signatoryMessages.kycPending }).waitFor();

  const verify = partnerCards().nth(0).getByRole('button', { name: 'Verify with DigiLocker' });
  expect((await verify.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await verify.tap();
  await allowOnConsentPage(page, '999941057058');
  await page.waitForURL((url) => url.pathname === stepRoutes.PartnershipKyc);
  await expect.poll(() => kycStatus(partnerCards().nth(0))).toBe('done');
  expect(await partnerCards().nth(0).textContent()).toContain('Aadhaar XXXX XXXX 7058');
  expect(await kycStatus(partnerCards().nth(1))).toBe('pending');

  const sunitaCard = partnerCards().nth(1);
  const number = sunitaCard.getByRole('textbox', { name: 'Registration number' });
  await number.fill('MH1220110069921');
  await sunitaCard.getByRole('button', { name: 'Verify KYC' }).tap();
  await sunitaCard.getByText(kycMessages.nameMismatch).waitFor();
  expect(await kycStatus(sunitaCard)).toBe('pending');
  await number.fill('MH1220110062821');
  await sunitaCard.getByRole('button', { name: 'Verify KYC' }).tap();
  await expect.poll(() => kycStatus(sunitaCard)).toBe('done');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.waitForURL((url) => url.pathname !== stepRoutes.PartnershipKyc);
  const { merchantSignatoryInfo } = await api.send(MerchantSignatoryInfoDocument, { input: { accountId: journey.accountId } });
  expect(merchantSignatoryInfo.allKycCompleted).toBe(true);
  await openPartnershipKyc();
  const statuses = Object.entries(await stepStatuses(page));
  expect(statuses.find(([label]) => label.endsWith('. Partnership KYC'))?.[1]).toBe('completed');
});
