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
 * The spec's bucket table, as data, word for word: the API's `bucket` filter. It names only some
 * statuses (PO_APPROVAL_SUBMITTED, CSE_APPROVED and CSE_REJECTED are in no bucket); Home places
 * every status, by openOpportunityPlaces and homePlaceOf below, which the dashboard's counts count.
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

/**
 * Where each opportunity is on Home: every status of the contract in exactly one place, so that an
 * agent finds every merchant (issue 42). An open opportunity is placed by its status: the spec's
 * buckets, with the statuses its table leaves out put where an agent looks for them
 * (PO_APPROVAL_SUBMITTED and CSE_APPROVED wait for a review: In review; CSE_REJECTED: Rejected), and
 * DEPLOYMENT_COMPLETED under Live rather than Being deployed, as its deployment is over (the spec's
 * Deployment progress bucket holds it too; a merchant in two places would be counted twice). A
 * closed opportunity is placed by how it was closed, whatever its status: Lost or Not converted.
 */
export const openOpportunityPlaces = {
  NEW: [...dashboardBuckets.NEW],
  IN_REVIEW: [...dashboardBuckets.IN_REVIEW, 'PO_APPROVAL_SUBMITTED', 'CSE_APPROVED'],
  BEING_DEPLOYED: ['DEPLOYMENT_APPROVED'],
  LIVE: ['DEPLOYMENT_COMPLETED'],
  REJECTED: [...dashboardBuckets.REJECTED, 'CSE_REJECTED'],
} as const satisfies Record<string, readonly OpportunityStatusCode[]>;

export type OpenPlaceCode = keyof typeof openOpportunityPlaces;
/** The places of closed opportunities (and of leads closed the same way). */
export const closedPlaceCodes = ['LOST', 'NOT_CONVERTED'] as const;
export type ClosedPlaceCode = (typeof closedPlaceCodes)[number];
export type HomePlaceCode = OpenPlaceCode | ClosedPlaceCode;
export const openPlaceCodes = Object.keys(openOpportunityPlaces) as OpenPlaceCode[];
/** Every place, in the order Home shows them (the HomePlace enum of the contract). */
export const homePlaceCodes: readonly HomePlaceCode[] = [...openPlaceCodes, ...closedPlaceCodes];

/** The names Home gives the places: its tabs' and categories' names. */
export const homePlaceLabels: Record<HomePlaceCode, string> = {
  NEW: 'Opportunities',
  IN_REVIEW: 'In review',
  BEING_DEPLOYED: 'Being deployed',
  LIVE: 'Live',
  REJECTED: 'Rejected',
  LOST: 'Lost',
  NOT_CONVERTED: 'Not converted',
};

/** What Home says about its places: a search's finds elsewhere, and the Not converted category. */
export const homePlaceTexts = {
  foundElsewhere: 'Found in other places',
  /** Where a record a search found is on Home: the name of its tab or category. */
  foundUnder: (placeName: string) => `Under ${placeName}`,
  leadsPlace: 'Leads',
  noNotConvertedOpportunities: 'No opportunities marked as not converted.',
  noNotConvertedLeads: 'No leads marked as not converted.',
  leadsHeading: 'Leads',
  opportunitiesHeading: 'Opportunities',
} as const;

export function isClosedPlace(place: HomePlaceCode): place is ClosedPlaceCode {
  return (closedPlaceCodes as readonly string[]).includes(place);
}

/** The open place a status belongs to, or null for a status the contract does not have. */
export function openPlaceOf(status: string): OpenPlaceCode | null {
  for (const place of openPlaceCodes) {
    if ((openOpportunityPlaces[place] as readonly string[]).includes(status)) return place;
  }
  return null;
}

/** Where an opportunity is on Home: by how it was closed, else by its status. */
export function homePlaceOf(opportunity: { status: string; closedAs?: string | null }): HomePlaceCode | null {
  if (opportunity.closedAs === 'LOST' || opportunity.closedAs === 'NOT_CONVERTED') return opportunity.closedAs;
  return openPlaceOf(opportunity.status);
}

/** The statuses in words, for the card's badge. */
export const opportunityStatusLabels: Record<OpportunityStatusCode, string> = {
  INITIATED: 'Initiated',
  PRICING_SUBMITTED: 'Pricing submitted',
  PRICING_APPROVED: 'Pricing approved',
  PRICING_REJECTED: 'Pricing rejected',
  PO_APPROVAL_SUBMITTED: 'Submitted for review',
  CSE_APPROVED: 'Approved by the CSE team',
  CSE_REJECTED: 'Rejected by the CSE team',
  DEPLOYMENT_REQUESTED: 'Deployment requested',
  DEPLOYMENT_APPROVED: 'Deployment approved',
  DEPLOYMENT_REJECTED: 'Deployment rejected',
  PO_ACTIVATION_REQUESTED: 'PO activation requested',
  PO_ACTIVATION_APPROVED: 'PO activated',
  PO_ACTIVATION_REJECTED: 'PO activation rejected',
  DEPLOYMENT_COMPLETED: 'Deployment completed',
};

/**
 * What an open opportunity waits for, in words, on its card: whose move it is (the agent's, or which
 * team's) and for what. Every status has one.
 */
export const opportunityWaitingTexts: Record<OpportunityStatusCode, string> = {
  INITIATED: 'Waiting for you to complete the onboarding steps.',
  PRICING_SUBMITTED: "Waiting for the pricing approver's decision.",
  PRICING_APPROVED: 'Waiting for you to complete the onboarding steps.',
  PRICING_REJECTED: 'Waiting for you to revise the pricing.',
  PO_APPROVAL_SUBMITTED: "Waiting for the CSE team's review.",
  CSE_APPROVED: 'Waiting for the CSE team to request the deployment.',
  CSE_REJECTED: 'Waiting for you to talk to the merchant about why the CSE team rejected it.',
  DEPLOYMENT_REQUESTED: "Waiting for the CSE team's approval of the deployment.",
  DEPLOYMENT_APPROVED: 'Waiting for you to deploy the devices.',
  DEPLOYMENT_REJECTED: 'Waiting for you to talk to the merchant about why the deployment was rejected.',
  PO_ACTIVATION_REQUESTED: 'Waiting for the PO approver to activate the purchase order.',
  PO_ACTIVATION_APPROVED: 'Waiting for you to complete the onboarding steps and submit them for review.',
  PO_ACTIVATION_REJECTED: 'Waiting for you to rectify the purchase order.',
  DEPLOYMENT_COMPLETED: 'Nothing is waiting: the merchant is live.',
};

/** What a closed record's card says instead: nothing waits, and whether it can be opened again. */
export const closedWaitingTexts: Record<ClosedPlaceCode, string> = {
  LOST: 'Nothing is waiting: it was marked lost.',
  NOT_CONVERTED: 'Nothing is waiting: it was marked as not converted. Reopen it when the merchant comes back.',
};

/** The line an opportunity's card shows about what it waits for; null for a status the contract does not have. */
export function waitingTextOf(opportunity: { status: string; closedAs?: string | null }): string | null {
  if (opportunity.closedAs === 'LOST' || opportunity.closedAs === 'NOT_CONVERTED') return closedWaitingTexts[opportunity.closedAs];
  return Object.hasOwn(opportunityWaitingTexts, opportunity.status) ? opportunityWaitingTexts[opportunity.status as OpportunityStatusCode] : null;
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
export const liveOpportunityStatuses = openOpportunityPlaces.LIVE;
/** The Lost category: opportunities closed this way, and leads in this status. */
export const lostOpportunityClosure = 'LOST' as const;
export const lostLeadStatus = 'LOST' as const;
/** The Not converted category, beside Lost: opportunities closed this way, and leads in this status. */
export const notConvertedClosure = 'NOT_CONVERTED' as const;
export const notConvertedLeadStatus = 'NOT_CONVERTED' as const;

/** Where a lead is on Home: an open one under Leads, a closed one under Lost or Not converted; a CONVERTED lead is its opportunity. */
export function leadPlaceOf(status: string): 'LEADS' | ClosedPlaceCode | null {
  if ((openLeadStatuses as readonly string[]).includes(status)) return 'LEADS';
  if (status === lostLeadStatus || status === notConvertedLeadStatus) return status;
  return null;
}

/** Products that make a lead a 'voice pod lead'. */
export const voicePodProducts = ['VOICE_POD', 'VOICE_POD_PRO'] as const;

/**
 * What each dashboard count takes in; all are the signed-in agent's own records only. Each count
 * is the number its place on Home lists. Lead counts look at open leads (openLeadStatuses);
 * opportunity counts at open opportunities (not closed as LOST or NOT_CONVERTED), by place
 * (openOpportunityPlaces); Lost and Not converted count what their categories list, opportunities
 * and leads together.
 */
export const dashboardCountMeanings = {
  new: 'open opportunities in the New bucket: the Opportunities tab',
  inReview: 'open opportunities in the In review place: the In review bucket and PO_APPROVAL_SUBMITTED, CSE_APPROVED',
  deploymentInProgress: 'open opportunities being deployed (DEPLOYMENT_APPROVED): the Being deployed tab',
  live: 'open opportunities in DEPLOYMENT_COMPLETED (liveOpportunityStatuses): the Live category',
  rejected: 'open opportunities in the Rejected place: the Rejected bucket and CSE_REJECTED',
  assigned: 'open leads assigned to the agent from the CRM (isAssigned)',
  voicePod: 'open leads interested in Voice Pod or Voice Pod Pro',
  allLead: 'open leads (not CONVERTED, LOST or NOT_CONVERTED)',
  followUp: 'open leads with a scheduled follow-up inside the window (default: today in India, src/domain/follow-up-windows.ts)',
  lost: 'opportunities closed as LOST plus leads marked LOST: the Lost category, which lists both',
  notConverted: 'opportunities closed as NOT_CONVERTED plus leads marked NOT_CONVERTED: the Not converted category, which lists both',
} as const;

/** The count of each opportunity place (the Lost and Not converted counts also take in leads). */
export const placeCounts: Record<HomePlaceCode, keyof typeof dashboardCountMeanings> = {
  NEW: 'new',
  IN_REVIEW: 'inReview',
  BEING_DEPLOYED: 'deploymentInProgress',
  LIVE: 'live',
  REJECTED: 'rejected',
  LOST: 'lost',
  NOT_CONVERTED: 'notConverted',
};
