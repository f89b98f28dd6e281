import { and, count, desc, eq } from 'drizzle-orm';
import type { LeadLostReason, OwnerType } from '../../../generated/resolvers';
import { opportunityStatuses, type OpportunityStatusCode } from '../../domain/dashboard-buckets';
import type { Database } from '../db/connection';
import { leads, opportunities } from '../db/schema';
import { sandboxPanRecord } from '../sandbox/sandbox-registry';

// Demo opportunities in every status of spec section 4, so that every dashboard bucket, tab and
// count has content: taken forward from the agent's CONVERTED leads, some for existing merchants
// (PANs with digits 00xx, which the sandbox registry knows as registered merchants), some closed as
// lost (one of each lost reason) or not converted. Deterministic for a given `now`.

type NewOpportunity = typeof opportunities.$inferInsert;
type LeadRow = Pick<typeof leads.$inferSelect, 'id' | 'shopName' | 'panNumber' | 'contactNumber' | 'ownerType' | 'createdAt'>;

interface Planned {
  status: OpportunityStatusCode;
  /** An existing merchant's opportunity, with the merchant's PAN. */
  existingPan?: string;
  closedAs?: 'LOST' | 'NOT_CONVERTED';
  lostReason?: LeadLostReason;
  closureRemarks?: string;
}

/** Statuses reached after the NACH step, when the opportunity is submitted for review. */
const SUBMITTED: readonly OpportunityStatusCode[] = [
  'PO_APPROVAL_SUBMITTED',
  'CSE_APPROVED',
  'DEPLOYMENT_REQUESTED',
  'DEPLOYMENT_APPROVED',
  'DEPLOYMENT_COMPLETED',
  'PO_ACTIVATION_REQUESTED',
  'PO_ACTIVATION_APPROVED',
];

const plans: Readonly<Record<string, readonly Planned[]>> = {
  EMP1001: [
    // Two of every status, from leads.
    ...opportunityStatuses.flatMap((status) => [{ status }, { status }]),
    // Existing merchants.
    { status: 'INITIATED', existingPan: 'BHKPS0017L' },
    { status: 'PO_ACTIVATION_REQUESTED', existingPan: 'CDRPM0023N' },
    { status: 'DEPLOYMENT_COMPLETED', existingPan: 'AAEFS0052B' },
    // The Lost category: one of each lost reason, and two not converted.
    { status: 'INITIATED', closedAs: 'LOST', lostReason: 'HIGH_COMMERCIALS', closureRemarks: 'MDR too high compared with the local bank.' },
    { status: 'PRICING_SUBMITTED', closedAs: 'LOST', lostReason: 'MERCHANT_NOT_REACHABLE' },
    { status: 'PRICING_REJECTED', closedAs: 'LOST', lostReason: 'INSTANT_SETTLEMENT_REQUIRED', closureRemarks: 'Needs T+0 settlement.' },
    { status: 'PRICING_APPROVED', closedAs: 'LOST', lostReason: 'ON_HOLD' },
    { status: 'INITIATED', closedAs: 'LOST', lostReason: 'NOT_INTERESTED', closureRemarks: 'Owner prefers cash.' },
    { status: 'INITIATED', closedAs: 'NOT_CONVERTED' },
    { status: 'PRICING_APPROVED', existingPan: 'AJXPR0031Q', closedAs: 'NOT_CONVERTED', closureRemarks: 'Merchant chose to stay on the current plan.' },
  ],
  EMP1002: [
    { status: 'INITIATED' },
    { status: 'PRICING_SUBMITTED' },
    { status: 'DEPLOYMENT_REQUESTED' },
    { status: 'DEPLOYMENT_APPROVED' },
    { status: 'PRICING_REJECTED' },
    { status: 'PO_ACTIVATION_APPROVED', existingPan: 'EKLPG0045H' },
    { status: 'INITIATED', closedAs: 'LOST', lostReason: 'ON_HOLD' },
  ],
  EMP3001: [
    { status: 'INITIATED' },
    { status: 'PO_ACTIVATION_REQUESTED' },
    { status: 'DEPLOYMENT_COMPLETED' },
    { status: 'PO_ACTIVATION_REJECTED' },
    { status: 'INITIATED', closedAs: 'NOT_CONVERTED' },
  ],
};

const HOUR_MS = 60 * 60 * 1000;

/** The demo opportunities of an agent, given their CONVERTED leads (newest first). */
export function demoOpportunities(
  ownerEmployeeId: string,
  isPartner: boolean,
  convertedLeads: readonly LeadRow[],
  now: Date,
): NewOpportunity[] {
  const plan = plans[ownerEmployeeId] ?? [];
  const agentOwnerType: OwnerType = isPartner ? 'StandardMini' : 'SalesApp';
  let nextLead = 0;
  return plan.map((entry, index) => {
    const existing = entry.existingPan ? sandboxPanRecord(entry.existingPan)?.existingMerchant : null;
    // Without enough converted leads (a smaller seed), the rest have no lead.
    const lead = entry.existingPan ? undefined : convertedLeads[nextLead++];
    const createdOn = lead
      ? new Date(Math.min(lead.createdAt.getTime() + (1 + (index % 5)) * HOUR_MS, now.getTime() - HOUR_MS))
      : new Date(now.getTime() - (2 + index) * 24 * HOUR_MS);
    const modifiedOn = new Date(Math.min(createdOn.getTime() + (index % 7) * 6 * HOUR_MS, now.getTime()));
    const submitted = SUBMITTED.includes(entry.status);
    return {
      ownerEmployeeId,
      leadId: lead?.id ?? null,
      name: existing?.name ?? lead?.shopName ?? `Demo merchant ${index + 1}`,
      status: entry.status,
      ownerType: lead?.ownerType ?? agentOwnerType,
      isExistingMerchant: Boolean(entry.existingPan),
      accountId: existing?.accountId ?? null,
      panNumber: entry.existingPan ?? lead?.panNumber ?? null,
      contactNumber: lead?.contactNumber ?? null,
      opportunitySubmitted: submitted,
      nachSubmitted: submitted,
      closedAs: entry.closedAs ?? null,
      lostReason: entry.lostReason ?? null,
      closureRemarks: entry.closureRemarks ?? null,
      closedOn: entry.closedAs ? modifiedOn : null,
      createdOn,
      modifiedOn,
    };
  });
}

/** Seeds an agent's demo opportunities unless the agent has opportunities already; returns how many. */
export async function seedDemoOpportunities(db: Database, ownerEmployeeId: string, isPartner: boolean, now: Date): Promise<number> {
  if (!plans[ownerEmployeeId]) return 0;
  const [existing] = await db.select({ value: count() }).from(opportunities).where(eq(opportunities.ownerEmployeeId, ownerEmployeeId));
  if (existing?.value) return 0;
  const converted = await db
    .select({
      id: leads.id,
      shopName: leads.shopName,
      panNumber: leads.panNumber,
      contactNumber: leads.contactNumber,
      ownerType: leads.ownerType,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(and(eq(leads.ownerEmployeeId, ownerEmployeeId), eq(leads.status, 'CONVERTED')))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  const rows = demoOpportunities(ownerEmployeeId, isPartner, converted, now);
  if (rows.length) await db.insert(opportunities).values(rows);
  return rows.length;
}
