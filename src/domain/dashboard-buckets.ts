// The Home dashboard's groupings (spec section 4, 'Dashboard buckets', and the counts beside them):
// which opportunity statuses make up each bucket, which leads are still open, and what each of the
// dashboard's counts takes in. The server filters and counts with these tables; the app labels with them.

/** Every opportunity status of spec section 4 (DEPLOYMENT_COMPLETED 'also appears in the buckets'). */
export const opportunityStatuses = [
  'INITIATED',
  'PRICING_SUBMITTED',
  'PRICING_APPROVED',
  'PRICING_REJECTED',
  'PO_APPROVAL_SUBMITTED',
  'CSE_APPROVED',
  'CSE_REJECTED',
  'DEPLOYMENT_REQUESTED',
  'DEPLOYMENT_APPROVED',
  'DEPLOYMENT_REJECTED',
  'PO_ACTIVATION_REQUESTED',
  'PO_ACTIVATION_APPROVED',
  'PO_ACTIVATION_REJECTED',
  'DEPLOYMENT_COMPLETED',
] as const;

export type OpportunityStatusCode = (typeof opportunityStatuses)[number];

/**
 * The spec's bucket table, as data. A status in no bucket (PO_APPROVAL_SUBMITTED, CSE_APPROVED,
 * CSE_REJECTED) is listed only among all opportunities, never in a bucket or a bucket count.
 */
export const dashboardBuckets = {
  NEW: ['INITIATED', 'PRICING_SUBMITTED', 'PRICING_APPROVED', 'PO_ACTIVATION_APPROVED'],
  IN_REVIEW: ['DEPLOYMENT_REQUESTED', 'PO_ACTIVATION_REQUESTED'],
  DEPLOYMENT_PROGRESS: ['DEPLOYMENT_APPROVED', 'DEPLOYMENT_COMPLETED'],
  REJECTED: ['PRICING_REJECTED', 'PO_ACTIVATION_REJECTED', 'DEPLOYMENT_REJECTED'],
} as const satisfies Record<string, readonly OpportunityStatusCode[]>;

export type DashboardBucketCode = keyof typeof dashboardBuckets;

export const dashboardBucketCodes = Object.keys(dashboardBuckets) as DashboardBucketCode[];

/** The spec's names for the buckets. */
export const dashboardBucketLabels: Record<DashboardBucketCode, string> = {
  NEW: 'New',
  IN_REVIEW: 'In review',
  DEPLOYMENT_PROGRESS: 'Deployment progress',
  REJECTED: 'Rejected',
};

/** The statuses of a bucket. */
export function statusesOfBucket(bucket: DashboardBucketCode): readonly OpportunityStatusCode[] {
  return dashboardBuckets[bucket];
}

/** The bucket a status belongs to, or null when it is in none. */
export function bucketOf(status: string): DashboardBucketCode | null {
  for (const bucket of dashboardBucketCodes) {
    if ((dashboardBuckets[bucket] as readonly string[]).includes(status)) return bucket;
  }
  return null;
}

/** How an opportunity can be closed without onboarding (spec: 'mark lost, mark as not converted'). */
export const opportunityClosures = ['LOST', 'NOT_CONVERTED'] as const;

/** Lead statuses still being worked on. */
export const openLeadStatuses = ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'] as const;
/** Lead statuses a lead ends in: taken forward as an opportunity, lost, or not converted. */
export const closedLeadStatuses = ['CONVERTED', 'LOST', 'NOT_CONVERTED'] as const;
/** The lead statuses the agent closes a lead with (mark lost, mark as not converted); an undo reopens them. */
export const leadClosures = ['LOST', 'NOT_CONVERTED'] as const;

export function isLeadClosure(status: string): status is (typeof leadClosures)[number] {
  return (leadClosures as readonly string[]).includes(status);
}

/** The Live category: merchants whose deployment is complete (their opportunity still open). */
export const liveOpportunityStatuses = ['DEPLOYMENT_COMPLETED'] as const satisfies readonly OpportunityStatusCode[];
/** The Lost category: opportunities closed this way, and leads in this status. */
export const lostOpportunityClosure = 'LOST' as const;
export const lostLeadStatus = 'LOST' as const;

/** Products that make a lead a 'voice pod lead'. */
export const voicePodProducts = ['VOICE_POD', 'VOICE_POD_PRO'] as const;

/**
 * What each dashboard count takes in; all are the signed-in agent's own records only.
 * Lead counts look at open leads (openLeadStatuses); opportunity counts at open opportunities
 * (not closed as LOST or NOT_CONVERTED), by bucket; Live and Lost count what their categories list
 * (records marked not converted are in no category, so in no count).
 */
export const dashboardCountMeanings = {
  deploymentInProgress: 'open opportunities in the Deployment progress bucket',
  inReview: 'open opportunities in the In review bucket',
  new: 'open opportunities in the New bucket',
  rejected: 'open opportunities in the Rejected bucket',
  assigned: 'open leads assigned to the agent from the CRM (isAssigned)',
  voicePod: 'open leads interested in Voice Pod or Voice Pod Pro',
  allLead: 'open leads (not CONVERTED, LOST or NOT_CONVERTED)',
  followUp: 'open leads with a scheduled follow-up inside the window (default: today in India, src/domain/follow-up-windows.ts)',
  live: 'open opportunities in DEPLOYMENT_COMPLETED (liveOpportunityStatuses): the Live category',
  lost: 'opportunities closed as LOST plus leads marked LOST: the Lost category, which lists both',
} as const;
