import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateLeadDocument, type CreateLeadInput } from '../../generated/graphql';
import { createServerApp } from '../../src/server/app';
import { formatServerLog } from '../../src/server/logs/server-log';
import { expectCatalogueError } from './call';
import { demoAgent, ORIGIN, signInAs, startHarness, type GraphQLResponse, type Harness } from './harness';

// The server's own log never holds a customer's data: not in a failed statement's parameters, not in
// any message or error it writes.

const PAN = 'ABCPK1234F';
const MOBILE = '9123456780';
const EMAIL = 'sunita.rao@shop.example';
const AADHAAR = '2345 6789 0123';

let harness: Harness;
let token: string;
const lines: string[] = [];
let app: Awaited<ReturnType<typeof createServerApp>>;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  app = await createServerApp({ db: harness.database.db, log: (line) => lines.push(line), allowArbitraryOperations: true });
});
afterAll(() => harness.close());

test('a failed database statement is logged with the statement but without its parameters', async () => {
  const input: CreateLeadInput = {
    shop: { name: 'Rao General Stores' },
    contact: { name: 'Sunita Rao', number: MOBILE, email: EMAIL },
    leadSource: 'SALES_APP',
    product: ['POS_DEVICE'],
    panNumber: PAN,
  };
  // The statement fails inside the resolver as a real database failure would.
  await harness.database.db.execute(sql`alter table leads rename to leads_elsewhere`);
  let result: GraphQLResponse;
  try {
    const response = await app.fetch(
      new Request(`${ORIGIN}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-idempotency-id': randomUUID() },
        body: JSON.stringify({ query: print(CreateLeadDocument), variables: { input } }),
      }),
    );
    result = (await response.json()) as GraphQLResponse;
  } finally {
    await harness.database.db.execute(sql`alter table leads_elsewhere rename to leads`);
  }
  expectCatalogueError(result, 'INTERNAL_SERVER_ERROR');

  const logged = lines.join('\n');
  expect(logged).toContain('unexpected resolver error');
  expect(logged).toMatch(/Failed query: .*"leads"/);
  expect(logged).toContain('relation "leads" does not exist');
  expect(logged).not.toContain('params');
  for (const value of [PAN, MOBILE, EMAIL, 'Sunita Rao', 'Rao General Stores']) expect(logged).not.toContain(value);
});

test('PAN, mobile, e-mail, Aadhaar and tokens are redacted from any message or error the server logs', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJFTVAxMDAxIn0.c2lnbmF0dXJlLXBhcnQ';
  const cause = new Error(`lookup of ${PAN.toLowerCase()} for +91 ${MOBILE} failed`);
  const error = new Error(`registry refused ${EMAIL}`, { cause });
  const line = formatServerLog(`request for ${PAN} with aadhaar ${AADHAAR} and Bearer ${jwt}`, error);
  for (const value of [PAN, PAN.toLowerCase(), MOBILE, EMAIL, AADHAAR, '234567890123', jwt]) expect(line).not.toContain(value);
  expect(line).toContain('aadhaar XXXXXXXX0123');
  expect(line).toContain('registry refused [redacted]');
  expect(line).toContain('caused by Error: lookup of [redacted] for [redacted] failed');
  expect(line).toMatch(/\n {4}at /);
});

test('an error that is not an Error is logged as text, redacted too', () => {
  expect(formatServerLog('rejected', `no lead for ${MOBILE}`)).toBe('rejected: no lead for [redacted]');
});
