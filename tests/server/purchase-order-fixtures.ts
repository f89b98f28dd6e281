import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PurchaseOrderStep_SaveDocument, type PaymentType } from '../../generated/graphql';
import { opportunities } from '../../src/server/db/schema';
import { dataOf, send } from './call';
import type { Harness } from './harness';
import { insertOpportunity } from './opportunity-rows';

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

/** The acceptance link's token from the mail the sandbox outbox holds for the address. */
export async function latestLinkIn(harness: Harness, email: string, label: string): Promise<string> {
  const html = await (await harness.fetch(`/sandbox/outbox?to=${encodeURIComponent(email)}`)).text();
  const match = new RegExp(`href="([^"]+)">${label}</a>`).exec(html);
  expect(match, `no "${label}" link in the outbox of ${email}`).toBeTruthy();
  return match?.[1] ?? '';
}

export async function postForm(harness: Harness, url: string, fields: Record<string, string>) {
  const response = await harness.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
}

/** A PO the merchant accepted online, for the payment's tests. */
export async function acceptedPo(harness: Harness, token: string, opportunityId: string, paymentType: PaymentType, email: string) {
  dataOf(await savePo(harness, token, opportunityId, { paymentType, email }));
  const link = await latestLinkIn(harness, email, 'Open the purchase order');
  await postForm(harness, link, { decision: 'accept', mobile: '9876543210' });
}
