import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateLeadDocument, CreateOpportunityDocument } from '../../generated/graphql';
import { opportunities } from '../../src/server/db/schema';
import { dataOf, send } from './call';
import { signedInHarness, type Harness } from './harness';

// Invariants that must hold however many calls race: the database holds them, not a read before a
// write. On PostgreSQL (the server layer's second pass) the calls really run side by side.

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

test('30 concurrent createOpportunity calls for one lead, each with its own id, make one opportunity and all answer with it', async () => {
  const input = {
    shop: { name: `Race Stores ${randomUUID().slice(0, 8)}` },
    contact: { name: 'Lata Menon', number: '9123456783' },
    leadSource: 'SALES_APP' as const,
    product: ['POS_DEVICE' as const],
  };
  const leadId = dataOf(await send(harness, CreateLeadDocument, { input }, { token, idempotencyId: randomUUID() })).createLead.id;
  const answers = await Promise.all(
    Array.from({ length: 30 }, () =>
      send(harness, CreateOpportunityDocument, { input: { leadId, isExistingMerchant: false } }, { token, idempotencyId: randomUUID() }),
    ),
  );
  const ids = new Set(answers.map((answer) => dataOf(answer).createOpportunity.id));
  expect(ids.size).toBe(1);
  const rows = await harness.database.db.select().from(opportunities).where(and(eq(opportunities.leadId, leadId), eq(opportunities.ownerEmployeeId, 'EMP1001')));
  expect(rows).toHaveLength(1);
});
