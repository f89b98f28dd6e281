import type { DashboardBucket, OpportunityStatus } from '../../generated/graphql';

// Spec section 4, restated here on purpose: tests check the server against the spec's own table,
// not against src/domain's copy of it.

export const SPEC_BUCKETS: Readonly<Record<DashboardBucket, readonly OpportunityStatus[]>> = {
  NEW: ['INITIATED', 'PRICING_SUBMITTED', 'PRICING_APPROVED', 'PO_ACTIVATION_APPROVED'],
  IN_REVIEW: ['DEPLOYMENT_REQUESTED', 'PO_ACTIVATION_REQUESTED'],
  DEPLOYMENT_PROGRESS: ['DEPLOYMENT_APPROVED', 'DEPLOYMENT_COMPLETED'],
  REJECTED: ['PRICING_REJECTED', 'PO_ACTIVATION_REJECTED', 'DEPLOYMENT_REJECTED'],
};

export const ALL_STATUSES: readonly OpportunityStatus[] = [
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
];

/**
 * Home's places of open opportunities (issue 42, and the README's Home section), restated here on
 * purpose like the spec's table: the spec's buckets, with PO_APPROVAL_SUBMITTED and CSE_APPROVED
 * In review, CSE_REJECTED Rejected, and DEPLOYMENT_COMPLETED Live rather than Being deployed.
 */
export const HOME_PLACES = {
  NEW: SPEC_BUCKETS.NEW,
  IN_REVIEW: [...SPEC_BUCKETS.IN_REVIEW, 'PO_APPROVAL_SUBMITTED', 'CSE_APPROVED'],
  BEING_DEPLOYED: ['DEPLOYMENT_APPROVED'],
  LIVE: ['DEPLOYMENT_COMPLETED'],
  REJECTED: [...SPEC_BUCKETS.REJECTED, 'CSE_REJECTED'],
} as const satisfies Readonly<Record<string, readonly OpportunityStatus[]>>;
