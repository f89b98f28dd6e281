import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateMerchantDocument } from '../../generated/graphql';
import { cities, merchantAccounts } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, send } from './call';
import { signedInHarness, type Harness } from './harness';

// One merchant account per PAN is held by the database (a unique PAN), not by a read before the
// write. On PostgreSQL (the server layer's second pass) the calls really run side by side.

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

test('20 concurrent createMerchant calls for one PAN make one account; the others get MOS-1014', async () => {
  const letter = 'ABCDEFGHJK'.charAt(Math.floor(Math.random() * 10));
  const pan = `RCEP${letter}${1000 + Math.floor(Math.random() * 8999)}Q`;
  const [city] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
  const input = {
    panNumber: pan,
    ownershipType: 'PROPRIETORSHIP' as const,
    name: 'Race Stores',
    legalName: 'Lata Menon',
    revenue: 900000,
    businessProofType: 'TRADE_LICENSE' as const,
    businessProofNumber: 'TL-4471',
    address: { addressLine1: 'Shop 7, Camp Road', pinCode: '411001', stateCode: 'MH', cityId: String(city?.id) },
  };
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => send(harness, CreateMerchantDocument, { input }, { token, idempotencyId: randomUUID() })),
  );
  const created = answers.filter((answer) => !answer.errors);
  expect(created).toHaveLength(1);
  const [winner] = created;
  if (!winner) throw new Error('no account was made');
  for (const answer of answers.filter((a) => a.errors)) expectCatalogueError(answer, 'MOS-1014', 'Account already exists with shared PAN');
  const rows = await harness.database.db.select().from(merchantAccounts).where(eq(merchantAccounts.panNumber, pan));
  expect(rows.map((r) => r.id)).toEqual([dataOf(winner).createMerchant.id]);
});
