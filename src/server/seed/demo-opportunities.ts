import type { DocumentNode } from 'graphql';
import { and, count, desc, eq } from 'drizzle-orm';
import type { LeadLostReason } from '../../../generated/resolvers';
import type { OpportunityStatusCode } from '../../domain/dashboard-buckets';
import type { ServerApp } from '../app';
import type { AgentIdentity } from '../context';
import type { Database } from '../db/connection';
import { agents, leads, merchantAccounts, opportunities } from '../db/schema';
import { sandboxPanRecord } from '../sandbox/sandbox-registry';
import { demoMerchants } from './demo-merchants';
import { receiveDemoDevices } from './demo-inventory';
import {
  closeOpportunity,
  decideDeploymentAs,
  deployAll,
  JourneyClock,
  walkJourney,
  type DemoMerchantPlan,
  type JourneyStage,
  type RunOperation,
  type WalkOptions,
} from './demo-journeys';

// Demo opportunities in the statuses of spec section 4, so that every dashboard bucket, tab and count
// has content, each one a real journey could have produced and standing at the step its status
// implies: every one is walked there through the product's own operations (demo-journeys.ts). They are
// taken forward from the agent's CONVERTED leads, a few for existing merchants (PANs with digits 00xx,
// which the sandbox registry knows as registered merchants), some closed as lost (one of each lost
// reason) or not converted. Deterministic for a given `now`, but for the records' ids.
//
// Not seeded: CSE_APPROVED and CSE_REJECTED. No operation of this product gives or takes them (the
// CSE review on the sandbox deployment approver's page decides DEPLOYMENT_APPROVED or
// DEPLOYMENT_REJECTED), so an opportunity in them could neither have come from a journey nor go on.
// DEPLOYMENT_REQUESTED is the one status set here by hand: the CRM's field engineers raise it, outside
// the app, on a submitted onboarding; the sandbox CSE review then takes it as it takes a submitted one.

interface Planned {
  status: OpportunityStatusCode;
  /** An existing merchant's opportunity, with the merchant's PAN. */
  existingPan?: string;
  /** How far an open journey has gone within its status (INITIATED, PRICING_APPROVED): its last stage done. */
  at?: JourneyStage;
  /** The stores step: skipped (the business address is the store) or two stores added. */
  stores?: 'skip' | 'add';
  closedAs?: 'LOST' | 'NOT_CONVERTED';
  lostReason?: LeadLostReason;
  closureRemarks?: string;
}

/** The statuses a partner's mini flow reaches: it has no pricing, purchase order or PO activation. */
const MINI_STATUSES: readonly OpportunityStatusCode[] = ['INITIATED', 'PO_APPROVAL_SUBMITTED', 'DEPLOYMENT_REQUESTED', 'DEPLOYMENT_APPROVED', 'DEPLOYMENT_REJECTED', 'DEPLOYMENT_COMPLETED'];

export const demoOpportunityPlans: Readonly<Record<string, readonly Planned[]>> = {
  EMP1001: [
    // Every status a journey reaches, from leads; two where the journey may stand at different steps.
    { status: 'INITIATED', at: 'opportunity' },
    { status: 'INITIATED', at: 'products' },
    { status: 'PRICING_SUBMITTED' },
    { status: 'PRICING_SUBMITTED', stores: 'add' },
    { status: 'PRICING_APPROVED' },
    { status: 'PRICING_APPROVED', at: 'documents', stores: 'add' },
    { status: 'PRICING_REJECTED' },
    { status: 'PO_ACTIVATION_REQUESTED', stores: 'add' },
    { status: 'PO_ACTIVATION_APPROVED' },
    { status: 'PO_ACTIVATION_REJECTED' },
    { status: 'PO_APPROVAL_SUBMITTED', stores: 'add' },
    { status: 'DEPLOYMENT_REQUESTED' },
    { status: 'DEPLOYMENT_APPROVED' },
    { status: 'DEPLOYMENT_APPROVED', stores: 'add' },
    { status: 'DEPLOYMENT_REJECTED' },
    { status: 'DEPLOYMENT_COMPLETED' },
    // Existing merchants.
    { status: 'INITIATED', existingPan: 'BHKPS0017L', at: 'business' },
    { status: 'PO_ACTIVATION_REQUESTED', existingPan: 'CDRPM0023N' },
    { status: 'DEPLOYMENT_COMPLETED', existingPan: 'AAEFS0052B', stores: 'add' },
    // The Lost category: one of each lost reason, and two not converted.
    { status: 'INITIATED', closedAs: 'LOST', lostReason: 'HIGH_COMMERCIALS', closureRemarks: 'MDR too high compared with the local bank.' },
    { status: 'PRICING_SUBMITTED', closedAs: 'LOST', lostReason: 'MERCHANT_NOT_REACHABLE' },
    { status: 'PRICING_REJECTED', closedAs: 'LOST', lostReason: 'INSTANT_SETTLEMENT_REQUIRED', closureRemarks: 'Needs T+0 settlement.' },
    { status: 'PRICING_APPROVED', closedAs: 'LOST', lostReason: 'ON_HOLD' },
    { status: 'INITIATED', at: 'business', closedAs: 'LOST', lostReason: 'NOT_INTERESTED', closureRemarks: 'Owner prefers cash.' },
    { status: 'INITIATED', at: 'opportunity', closedAs: 'NOT_CONVERTED' },
    { status: 'PRICING_APPROVED', existingPan: 'AJXPR0031Q', closedAs: 'NOT_CONVERTED', closureRemarks: 'Merchant chose to stay on the current plan.' },
  ],
  EMP1002: [
    { status: 'INITIATED', at: 'bank' },
    { status: 'PRICING_SUBMITTED' },
    { status: 'DEPLOYMENT_REQUESTED' },
    { status: 'DEPLOYMENT_APPROVED' },
    { status: 'PRICING_REJECTED' },
    { status: 'PO_ACTIVATION_APPROVED', existingPan: 'EKLPG0045H' },
    { status: 'INITIATED', at: 'opportunity', closedAs: 'LOST', lostReason: 'ON_HOLD' },
  ],
  // A partner's mini flow: its statuses are those a journey without pricing or a purchase order reaches.
  EMP3001: [
    { status: 'INITIATED', at: 'business' },
    { status: 'DEPLOYMENT_REQUESTED' },
    { status: 'DEPLOYMENT_COMPLETED' },
    { status: 'DEPLOYMENT_REJECTED' },
    { status: 'INITIATED', at: 'opportunity', closedAs: 'NOT_CONVERTED' },
  ],
};

/** How far each status's journey goes by default, and how its pricing and PO activation were answered. */
function walkOf(planned: Planned): WalkOptions {
  const stores = planned.stores ?? 'skip';
  switch (planned.status) {
    case 'INITIATED':
      return { upTo: planned.at ?? 'products', stores };
    case 'PRICING_SUBMITTED':
      return { upTo: 'pricing', pricing: 'submitted', stores };
    case 'PRICING_REJECTED':
      return { upTo: 'pricing', pricing: 'reject', stores };
    case 'PRICING_APPROVED':
      return { upTo: planned.at ?? 'pricing', pricing: 'approve', stores };
    case 'PO_ACTIVATION_REQUESTED':
      return { upTo: 'purchaseOrder', pricing: 'approve', poActivation: 'requested', stores };
    case 'PO_ACTIVATION_APPROVED':
      return { upTo: 'purchaseOrder', pricing: 'approve', poActivation: 'approve', stores };
    case 'PO_ACTIVATION_REJECTED':
      return { upTo: 'purchaseOrder', pricing: 'approve', poActivation: 'reject', stores };
    default:
      // Submitted for review, and what the reviewers and the deployment made of it. Priced at the list price: auto-approved.
      return { upTo: 'review', pricing: 'list', stores };
  }
}

/** The demo PAN of the n-th new merchant of an agent: an individual's (fourth letter P), digits 0100-0599, which no test's fresh PAN uses. */
export function demoPan(agentIndex: number, n: number): string {
  return `DM${String.fromCharCode(65 + agentIndex)}P${String.fromCharCode(65 + (n % 26))}${String(100 + n).padStart(4, '0')}D`;
}

const AGENT_CITIES: Readonly<Record<string, DemoMerchantPlan['city'][]>> = {
  EMP1001: [
    { name: 'Pune', stateCode: 'MH', pinCode: '411001' },
    { name: 'Mumbai', stateCode: 'MH', pinCode: '400001' },
  ],
  EMP1002: [{ name: 'Bengaluru', stateCode: 'KA', pinCode: '560001' }],
  EMP3001: [{ name: 'New Delhi', stateCode: 'DL', pinCode: '110001' }],
};

/**
 * The registered names of the seed's existing merchants (demo-merchants.ts): a lead of the same name
 * is not taken forward as a new merchant, which the agent would take for the one they serve.
 */
const registeredNames = new Set(demoMerchants.map((m) => sandboxPanRecord(m.pan)?.existingMerchant?.name));

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type LeadRow = Pick<typeof leads.$inferSelect, 'id' | 'shopName' | 'contactName' | 'contactNumber' | 'createdAt'>;

/** The server the journeys are walked on: its operations as an agent runs them. */
export type JourneyServer = Pick<ServerApp, 'queryAs'>;

function runAs(server: JourneyServer, db: Database, agent: AgentIdentity): RunOperation {
  return async (document, variables) => {
    const result = await server.queryAs(agent, db, document as DocumentNode, variables);
    if (result.errors?.length) {
      const [error] = result.errors;
      const name = (document.definitions[0] as { name?: { value: string } } | undefined)?.name?.value ?? 'an operation';
      throw new Error(`the demo journey's ${name} was refused: ${String(error?.extensions?.code ?? '')} ${error?.message ?? ''}`);
    }
    return result.data as never;
  };
}

/**
 * Walks an agent's demo opportunities unless the agent has opportunities already; returns how many.
 * `clock` is the one the server's operations read: each journey sets it from its own start.
 */
export async function seedDemoOpportunities(
  db: Database,
  server: JourneyServer,
  clock: { current: JourneyClock },
  employeeId: string,
  agentIndex: number,
  now: Date,
  serials: { next: number },
): Promise<number> {
  const plan = demoOpportunityPlans[employeeId];
  if (!plan) return 0;
  const [existing] = await db.select({ value: count() }).from(opportunities).where(eq(opportunities.ownerEmployeeId, employeeId));
  if (existing?.value) return 0;
  const [row] = await db.select().from(agents).where(eq(agents.employeeId, employeeId));
  if (!row) return 0;
  const agent: AgentIdentity = {
    employeeId,
    employeeName: row.name,
    userType: row.userType,
    locationId: row.locationId,
    sessionId: '',
    issuedAt: 0,
    isPartner: row.userType === 'PowerPartner',
  };
  const run = runAs(server, db, agent);
  const converted: LeadRow[] = await db
    .select({ id: leads.id, shopName: leads.shopName, contactName: leads.contactName, contactNumber: leads.contactNumber, createdAt: leads.createdAt })
    .from(leads)
    .where(and(eq(leads.ownerEmployeeId, employeeId), eq(leads.status, 'CONVERTED')))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .then((rows) => rows.filter((lead) => !registeredNames.has(lead.shopName)));
  const cityChoices = AGENT_CITIES[employeeId] ?? AGENT_CITIES.EMP1001 ?? [];
  let nextLead = 0;
  let made = 0;
  const latest = new Date(now.getTime() - 60_000);
  for (const [index, entry] of plan.entries()) {
    if (agent.isPartner && !MINI_STATUSES.includes(entry.status)) throw new Error(`a partner's mini flow never reaches ${entry.status}`);
    const merchant = entry.existingPan ? demoMerchants.find((m) => m.pan === entry.existingPan) : undefined;
    const registered = entry.existingPan ? sandboxPanRecord(entry.existingPan)?.existingMerchant : null;
    // Without enough converted leads (a smaller seed), the rest are not seeded.
    const lead = entry.existingPan ? undefined : converted[nextLead++];
    if (!entry.existingPan && !lead) break;
    if (entry.existingPan && (!merchant || !registered)) throw new Error(`${entry.existingPan} is not a demo merchant`);
    const serial = serials.next++;
    const [account] = registered ? await db.select({ mobileNumber: merchantAccounts.mobileNumber }).from(merchantAccounts).where(eq(merchantAccounts.id, registered.accountId)) : [];
    const holder = sandboxPanRecord(entry.existingPan ?? demoPan(agentIndex, index));
    const merchantPlan: DemoMerchantPlan = {
      leadId: lead?.id ?? null,
      existingAccountId: registered?.accountId ?? null,
      pan: entry.existingPan ?? demoPan(agentIndex, index),
      shopName: registered?.name ?? lead?.shopName ?? `Demo merchant ${index + 1}`,
      contactName: lead?.contactName ?? holder?.name ?? 'Shop owner',
      mobileNumber: lead?.contactNumber ?? account?.mobileNumber ?? `98200${String(10_000 + serial).slice(-5)}`,
      city: merchant ? { name: merchant.city, stateCode: merchant.stateCode, pinCode: merchant.pinCode } : (cityChoices[index % cityChoices.length] ?? { name: 'Pune', stateCode: 'MH', pinCode: '411001' }),
      mini: agent.isPartner,
      serial,
    };
    // A journey starts an hour or more after its lead (an existing merchant's a few days ago) and
    // takes up to five days; a recent lead's journey is pressed into the time there is.
    const start = lead ? new Date(lead.createdAt.getTime() + (1 + (index % 5)) * HOUR_MS) : new Date(now.getTime() - (6 + index) * DAY_MS);
    clock.current = new JourneyClock(start, latest, Math.min(1, (latest.getTime() - start.getTime()) / (5 * DAY_MS)));
    const journeyClock = clock.current;
    const ids = await walkJourney(run, db, journeyClock, merchantPlan, walkOf(entry));
    if (entry.status === 'DEPLOYMENT_REQUESTED') {
      await db.update(opportunities).set({ status: 'DEPLOYMENT_REQUESTED', modifiedOn: journeyClock.step(6 * 60) }).where(eq(opportunities.id, Number(ids.opportunityId)));
    }
    if (['DEPLOYMENT_APPROVED', 'DEPLOYMENT_REJECTED', 'DEPLOYMENT_COMPLETED'].includes(entry.status)) {
      await decideDeploymentAs(db, journeyClock, ids.opportunityId, entry.status !== 'DEPLOYMENT_REJECTED');
    }
    if (entry.status === 'DEPLOYMENT_COMPLETED') {
      await deployAll(run, db, journeyClock, agent, ids, (productId, quantity) => receiveDemoDevices(db, agent, productId, quantity, journeyClock.now));
    }
    if (entry.closedAs) await closeOpportunity(run, journeyClock, ids, entry.closedAs, entry.lostReason ?? null, entry.closureRemarks ?? null);
    const [walked] = await db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, Number(ids.opportunityId)));
    if (walked?.status !== entry.status) throw new Error(`the demo journey ${index} of ${employeeId} ended ${walked?.status ?? 'nowhere'}, not ${entry.status}`);
    made += 1;
  }
  return made;
}
