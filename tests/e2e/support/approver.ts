import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { APPROVER_DESKS, approverTexts, type ApproverDesk } from '../../../src/domain/approver-desks';
import { DEPLOYMENT_APPROVER_PATH } from '../../../src/server/features/deployment/approver-page';
import { PRICING_APPROVER_PATH } from '../../../src/server/features/pricing/pricing-approver-page';
import { PO_APPROVER_PATH } from '../../../src/server/features/purchase-order/purchase-orders';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-agents';
import { demoApprovers } from '../../../src/server/seed/demo-approvers';

const PATHS: Record<ApproverDesk, string> = { pricing: PRICING_APPROVER_PATH, purchaseOrder: PO_APPROVER_PATH, deployment: DEPLOYMENT_APPROVER_PATH };

/**
 * Opens a desk's approver page signed in as that desk's demo approver: the page asks for the sign-in
 * (server-rendered, no script), which is made once per browser context; afterwards the session
 * cookie opens the page directly.
 */
export async function openAsApprover(page: Page, serverUrl: string, desk: ApproverDesk): Promise<void> {
  const approver = demoApprovers.find((a) => a.userType === APPROVER_DESKS[desk].userType);
  if (!approver) throw new Error(`no demo approver of the ${desk} desk`);
  await page.goto(new URL(PATHS[desk], serverUrl).href);
  const signInButton = page.getByRole('button', { name: approverTexts.signIn, exact: true });
  if ((await signInButton.count()) > 0) {
    // The sign-in form fits the phone, and its fields and button are a thumb's size.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const control of [page.getByLabel(approverTexts.email), page.getByLabel(approverTexts.password, { exact: true }), signInButton]) {
      expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByLabel(approverTexts.email).fill(approver.email);
    await page.getByLabel(approverTexts.password, { exact: true }).fill(DEMO_PASSWORD);
    await signInButton.click();
  }
  await page.getByText(approverTexts.signedInAs(approver.name)).waitFor();
  expect((await page.getByRole('button', { name: approverTexts.signOut }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
}

/**
 * The href of the newest link of this name among the mails the agent sent to `email`, read from the
 * sandbox outbox in the agent's signed-in browser (the outbox shows an agent only their own mails).
 */
export async function linkFromOutbox(agentContext: BrowserContext, serverUrl: string, email: string, linkName: string): Promise<string> {
  const outbox = await agentContext.newPage();
  try {
    await outbox.goto(new URL(`/sandbox/outbox?to=${encodeURIComponent(email)}`, serverUrl).href);
    const href = await outbox.getByRole('link', { name: linkName }).first().getAttribute('href');
    if (!href) throw new Error(`no "${linkName}" link in the outbox of ${email}`);
    return href;
  } finally {
    await outbox.close();
  }
}
