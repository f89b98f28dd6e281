import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import type { LeadListInput, LeadListPayload } from '../generated/resolvers';
import type { AgentIdentity, GraphQLContext } from '../src/server/context';
import { openDatabase, type DatabaseHandle } from '../src/server/db/connection';
import { agents, leads } from '../src/server/db/schema';
import { leadListQueries, leadQueries } from '../src/server/features/leads/lead-resolvers';
import { random } from '../src/server/seed/demo-leads';
import { openFreshPostgresDatabase } from '../tests/server/test-database';

// leadList with 100,000 leads for one agent, in an in-memory PGlite migrated like production
// (the same migrations, so the same indexes), or, when BENCH_DATABASE_URL names a database on a
// PostgreSQL server, in a fresh database beside it (dropped at the end). Each case runs the real resolver for one page of 20
// and is reported as a ratio against the baseline (the same page with no search, filter or sort),
// measured in the same run; the plans show which index serves each case. Results: bench/lead-list.md.

const POSTGRES_URL = process.env.BENCH_DATABASE_URL || undefined;
const AGENT = 'BENCH001';
const OTHER_AGENT = 'BENCH002';
const LEADS = 100_000;
const OTHER_LEADS = 5_000;
const BATCH = 2_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BASELINE = 'baseline: newest first, no search or filter';
const OPEN = ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'] as const;

const now = new Date('2026-06-15T06:30:00.000Z');
const today = { from: new Date('2026-06-14T18:30:00.000Z').toISOString(), to: new Date('2026-06-15T18:30:00.000Z').toISOString() };

/** The cases: one page of 20 each. */
const cases: Record<string, LeadListInput> = {
  [BASELINE]: {},
  'search shop name (common word, ~5% of leads)': { search: 'kirana' },
  'search contact name (full name, rare)': { search: 'Harpreet Sharma' },
  'search phone digits': { search: '98765' },
  'search with no match': { search: 'zzqxw' },
  'filter open statuses + assigned': { leadStatuses: [...OPEN], isAssigned: true },
  'filter voice pod products': { product: ['VOICE_POD', 'VOICE_POD_PRO'] },
  'filter follow-ups today, next scheduled first': { scheduledFollowUp: today, sort: { field: 'scheduledFollowUp', direction: 'ASC' } },
  'sort createdAt ASC': { sort: { field: 'createdAt', direction: 'ASC' } },
  'sort rating DESC': { sort: { field: 'rating', direction: 'DESC' } },
  'sort rating ASC': { sort: { field: 'rating', direction: 'ASC' } },
  'sort scheduledFollowUp DESC': { sort: { field: 'scheduledFollowUp', direction: 'DESC' } },
  'sort scheduledFollowUp ASC': { sort: { field: 'scheduledFollowUp', direction: 'ASC' } },
  'search + open statuses + sort rating DESC': { search: 'medic', leadStatuses: [...OPEN], sort: { field: 'rating', direction: 'DESC' } },
  'page 50 (offset 1,000), newest first': { page: 50 },
};

// ---- data ----

const owners = ['Sharma', 'Gupta', 'Patel', 'Reddy', 'Iyer', 'Khan', 'Singh', 'Das', 'Mehta', 'Joshi', 'Nair', 'Bose', 'Yadav', 'Kulkarni', 'Pillai', 'Chopra', 'Agarwal', 'Banerjee', 'Menon', 'Shetty'];
const kinds = ['Kirana Store', 'Medicals', 'Electronics', 'Sweets', 'Garments', 'Hardware', 'Mobile Point', 'Restaurant', 'Bakery', 'Stationers', 'Jewellers', 'Footwear', 'Opticals', 'Dairy', 'Fruits', 'Tea Stall', 'Salon', 'Pharmacy', 'Provision Store', 'Book Depot'];
const firstNames = ['Ramesh', 'Sunita', 'Arjun', 'Priya', 'Imran', 'Kavita', 'Suresh', 'Anjali', 'Vijay', 'Deepa', 'Manoj', 'Farah', 'Ganesh', 'Lakshmi', 'Harpreet', 'Neha', 'Rakesh', 'Pooja', 'Abdul', 'Sneha'];
const statuses = ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED', 'CONVERTED', 'LOST', 'NOT_CONVERTED'] as const;
const ratings = ['HOT', 'WARM', 'COLD', null] as const;
const products = ['POS_DEVICE', 'VOICE_POD', 'SQR_MINI', 'DQR_MINI', 'VOICE_POD_PRO'] as const;
const sources = ['WEBSITE', 'SALES_APP', 'BANK', 'DSA', 'REFERRAL', 'WALK_IN', 'COLD_CALL', 'VOICE_POD'] as const;

function leadRows(owner: string, from: number, count: number, next: () => number): (typeof leads.$inferInsert)[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const surname = pick(owners);
    const createdAt = new Date(now.getTime() - Math.floor(next() * 365 * DAY_MS));
    const status = statuses[i % statuses.length] ?? 'NEW';
    return {
      ownerEmployeeId: owner,
      status,
      shopName: `${surname} ${pick(kinds)}`,
      contactName: `${pick(firstNames)} ${surname}`,
      contactNumber: `${pick(['9', '8', '7', '6'])}${String(Math.floor(next() * 1e9)).padStart(9, '0')}`,
      rating: ratings[i % ratings.length] ?? null,
      // A quarter unscheduled; the rest spread over a month before and after today.
      scheduledFollowUp: next() < 0.25 ? null : new Date(now.getTime() + Math.floor((next() - 0.5) * 60 * DAY_MS)),
      leadSource: sources[i % sources.length] ?? 'OTHERS',
      ownerType: 'SalesApp' as const,
      products: [...new Set([pick(products), ...(next() < 0.4 ? [pick(products)] : [])])],
      isAssigned: i % 3 === 0,
      lostReason: status === 'LOST' ? ('ON_HOLD' as const) : null,
      createdAt,
      modifiedAt: createdAt,
    };
  });
}

// ---- setup ----

let database: DatabaseHandle;
let context: GraphQLContext;
const agent = { employeeId: AGENT, isPartner: false } as AgentIdentity;
const leadList = leadQueries.leadList as unknown as (
  parent: unknown,
  args: { input: LeadListInput },
  context: GraphQLContext,
  info: unknown,
) => Promise<LeadListPayload>;
const timings = new Map<string, number[]>();

beforeAll(async () => {
  const started = performance.now();
  database = POSTGRES_URL ? await openFreshPostgresDatabase(POSTGRES_URL) : await openDatabase({});
  await database.migrate();
  const { db } = database;
  await db.insert(agents).values([
    { employeeId: AGENT, email: 'bench.one@bench.example', name: 'Bench One', passwordHash: '-', userType: 'SalesAgent' },
    { employeeId: OTHER_AGENT, email: 'bench.two@bench.example', name: 'Bench Two', passwordHash: '-', userType: 'SalesAgent' },
  ]);
  const next = random(20260615);
  for (let from = 0; from < LEADS; from += BATCH) await db.insert(leads).values(leadRows(AGENT, from, Math.min(BATCH, LEADS - from), next));
  for (let from = 0; from < OTHER_LEADS; from += BATCH) await db.insert(leads).values(leadRows(OTHER_AGENT, from, Math.min(BATCH, OTHER_LEADS - from), next));
  if (process.env.LEAD_BENCH_WITHOUT_TRGM) {
    // For comparison only: the same run without the trigram indexes (search falls back to scanning).
    for (const index of ['leads_shop_name_trgm_idx', 'leads_contact_name_trgm_idx', 'leads_contact_number_trgm_idx']) {
      await db.execute(sql.raw(`drop index ${index}`));
    }
  }
  // What autovacuum does on a real PostgreSQL: statistics for the planner, visibility for index-only scans.
  await db.execute(sql`vacuum analyze leads`);
  context = { db, agent, now: () => now } as unknown as GraphQLContext;
  // Every case once as a check that it finds something, then twice more to warm caches and the JIT.
  for (let round = 0; round < 3; round++) {
    for (const [name, input] of Object.entries(cases)) {
      const page = await leadList({}, { input }, context, null);
      if (name !== 'search with no match' && page.leads.length === 0) throw new Error(`case "${name}" found no leads`);
    }
  }
  console.log(`seeded ${LEADS.toLocaleString('en')} leads for ${AGENT} (+${OTHER_LEADS.toLocaleString('en')} for ${OTHER_AGENT}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}, 600_000);

type PlanRow = Record<string, unknown>;
async function plan(query: SQLWrapper): Promise<string[]> {
  const result = (await database.db.execute(sql`explain (analyze, costs off, timing off, summary off, buffers off) ${query}`)) as unknown as
    | { rows: PlanRow[] }
    | PlanRow[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((row) => String(row['QUERY PLAN']));
}

/** The plan nodes that read the table: which index (or none) serves the case. */
function accessPath(lines: string[]): string {
  const nodes = lines
    .map((l) => l.trim())
    .filter((l, index) => index === 0 || l.startsWith('->'))
    .map((l) => l.replace(/^->\s*/, '').replace(/\s+\(actual .*$/, '').replace(/ on leads\b/, ''))
    .filter((l) => l !== 'Limit' && l !== 'Aggregate');
  return nodes.join(' > ');
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const median = (values: number[]) => quantile(values, 0.5);

afterAll(async () => {
  const base = median(timings.get(BASELINE) ?? []);
  const variant = process.env.LEAD_BENCH_WITHOUT_TRGM ? ', WITHOUT the trigram indexes' : '';
  const lines: string[] = [
    '',
    `leadList on ${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}, ${LEADS.toLocaleString('en')} leads for one agent${variant}, page of 20 (ratio of medians to the baseline's ${base.toFixed(2)} ms; median; p95):`,
  ];
  const plans: string[] = ['', 'EXPLAIN (ANALYZE) access paths: rows query | count query'];
  for (const [name, input] of Object.entries(cases)) {
    const ms = median(timings.get(name) ?? []);
    const p95 = quantile(timings.get(name) ?? [], 0.95);
    lines.push(`  ${(ms / base).toFixed(2).padStart(6)}x  ${ms.toFixed(2).padStart(7)} ms  ${p95.toFixed(2).padStart(7)} ms  ${name}`);
    const { rows, total } = leadListQueries(database.db, agent, input);
    plans.push(`  ${name}`, `    rows:  ${accessPath(await plan(rows))}`, `    count: ${accessPath(await plan(total))}`);
  }
  const searchCase = cases['search shop name (common word, ~5% of leads)'] ?? {};
  const full = await plan(leadListQueries(database.db, agent, searchCase).total);
  process.stdout.write(`${[...lines, ...plans, '', 'Full plan of the count for the shop-name search:', ...full.map((l) => `  ${l}`)].join('\n')}\n`);
  await database.close();
});

describe(`leadList over ${LEADS.toLocaleString('en')} leads of one agent, one page of 20`, () => {
  for (const [name, input] of Object.entries(cases)) {
    bench(
      name,
      async () => {
        const t = performance.now();
        await leadList({}, { input }, context, null);
        const list = timings.get(name) ?? [];
        list.push(performance.now() - t);
        timings.set(name, list);
      },
      { time: 600, iterations: 40, warmupIterations: 5 },
    );
  }
});
