import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PurchaseOrderStep_SaveDocument, type PaymentType } from '../../generated/graphql';
import { opportunities } from '../../src/server/db/schema';
import { dataOf, send } from './call';
import type { Harness } from './harness';
import { insertOpportunity } from './opportunity-rows';
import { outboxOf, postAsPageDoes } from './page-forms';

/** The opportunity's total as createOLI leaves it once the products and plans are chosen, in rupees. */
export async function setProductsTotal(harness: Harness, opportunityId: number, totalAmount: number | null): Promise<void> {
  await harness.database.db.update(opportunities).set({ totalAmount }).where(eq(opportunities.id, opportunityId));
}

/** An opportunity of the agent's whose products come to `total`, ready for its purchase order. */
export async function opportunityWithProducts(harness: Harness, total: number | null = 11800, owner = 'EMP1001'): Promise<string> {
  const id = await insertOpportunity(harness, { leadId: null, status: 'PRICING_APPROVED', owner });
  await setProductsTotal(harness, id, total);
  return String(id);
}

export const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

export function savePo(
  harness: Harness,
  token: string,
  opportunityId: string,
  input: { paymentType?: PaymentType; offline?: boolean; email?: string; mobile?: string } = {},
) {
  const offline = input.offline ?? false;
  return send(
    harness,
    PurchaseOrderStep_SaveDocument,
    {
      input: {
        opportunityId,
        paymentType: input.paymentType ?? 'FULLPAYMENT',
        offlinePOGeneration: offline,
        ...(offline ? {} : { poAcceptanceEmail: input.email ?? 'owner@saikrupa.example', poAcceptanceMobile: input.mobile ?? '9876543210' }),
      },
    },
    opts(token),
  );
}

/** The link of this label in the newest mail to the address, in the sandbox outbox as the agent who sent it (their access token) sees it. */
export async function latestLinkIn(harness: Harness, agentToken: string, email: string, label: string): Promise<string> {
  const html = await outboxOf(harness, agentToken, email);
  const match = new RegExp(`href="([^"]+)">${label}</a>`).exec(html);
  expect(match, `no "${label}" link in the outbox of ${email}`).toBeTruthy();
  return match?.[1] ?? '';
}

/** A form posted on one of the server's pages as its own user posts it (tests/server/page-forms.ts): a merchant from the page, an approver signed in. */
export async function postForm(harness: Harness, url: string, fields: Record<string, string>) {
  const { status, html } = await postAsPageDoes(harness, url, fields);
  return { status, html };
}

/** A PO the merchant accepted online, for the payment's tests. */
export async function acceptedPo(harness: Harness, token: string, opportunityId: string, paymentType: PaymentType, email: string) {
  dataOf(await savePo(harness, token, opportunityId, { paymentType, email }));
  const link = await latestLinkIn(harness, token, email, 'Open the purchase order');
  await postForm(harness, link, { decision: 'accept', mobile: '9876543210' });
}
