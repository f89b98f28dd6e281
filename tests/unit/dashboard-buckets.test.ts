import { describe, expect, test } from 'vitest';
import { DashboardBucket, LeadProduct, LeadStatus, OpportunityClosure, OpportunityStatus } from '../../generated/enums';
import {
  bucketOf,
  closedLeadStatuses,
  dashboardBucketCodes,
  dashboardBucketLabels,
  dashboardBuckets,
  dashboardCountMeanings,
  openLeadStatuses,
  opportunityClosures,
  opportunityStatuses,
  statusesOfBucket,
  voicePodProducts,
} from '../../src/domain/dashboard-buckets';

const sorted = (values: Iterable<string>) => [...values].sort();

describe('the bucket table of spec section 4', () => {
  test('New: INITIATED, PRICING_SUBMITTED, PRICING_APPROVED, PO_ACTIVATION_APPROVED', () => {
    expect(statusesOfBucket('NEW')).toEqual(['INITIATED', 'PRICING_SUBMITTED', 'PRICING_APPROVED', 'PO_ACTIVATION_APPROVED']);
  });
  test('In review: DEPLOYMENT_REQUESTED, PO_ACTIVATION_REQUESTED', () => {
    expect(statusesOfBucket('IN_REVIEW')).toEqual(['DEPLOYMENT_REQUESTED', 'PO_ACTIVATION_REQUESTED']);
  });
  test('Deployment progress: DEPLOYMENT_APPROVED, DEPLOYMENT_COMPLETED', () => {
    expect(statusesOfBucket('DEPLOYMENT_PROGRESS')).toEqual(['DEPLOYMENT_APPROVED', 'DEPLOYMENT_COMPLETED']);
  });
  test('Rejected: PRICING_REJECTED, PO_ACTIVATION_REJECTED, DEPLOYMENT_REJECTED', () => {
    expect(statusesOfBucket('REJECTED')).toEqual(['PRICING_REJECTED', 'PO_ACTIVATION_REJECTED', 'DEPLOYMENT_REJECTED']);
  });
  test('the spec names the buckets', () => {
    expect(dashboardBucketLabels).toEqual({ NEW: 'New', IN_REVIEW: 'In review', DEPLOYMENT_PROGRESS: 'Deployment progress', REJECTED: 'Rejected' });
  });
  test('no status is in two buckets', () => {
    const all = Object.values(dashboardBuckets).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('bucketOf, for all 14 statuses', () => {
  const expected: Record<string, string | null> = {
    INITIATED: 'NEW',
    PRICING_SUBMITTED: 'NEW',
    PRICING_APPROVED: 'NEW',
    PRICING_REJECTED: 'REJECTED',
    PO_APPROVAL_SUBMITTED: null,
    CSE_APPROVED: null,
    CSE_REJECTED: null,
    DEPLOYMENT_REQUESTED: 'IN_REVIEW',
    DEPLOYMENT_APPROVED: 'DEPLOYMENT_PROGRESS',
    DEPLOYMENT_REJECTED: 'REJECTED',
    PO_ACTIVATION_REQUESTED: 'IN_REVIEW',
    PO_ACTIVATION_APPROVED: 'NEW',
    PO_ACTIVATION_REJECTED: 'REJECTED',
    DEPLOYMENT_COMPLETED: 'DEPLOYMENT_PROGRESS',
  };
  test('the table covers every status of the contract', () => {
    expect(sorted(Object.keys(expected))).toEqual(sorted(Object.values(OpportunityStatus)));
    expect(opportunityStatuses).toHaveLength(14);
  });
  test.each(Object.entries(expected))('%s -> %s', (status, bucket) => {
    expect(bucketOf(status)).toBe(bucket);
    if (bucket) expect(statusesOfBucket(bucket as keyof typeof dashboardBuckets)).toContain(status);
  });
  test('an unknown status is in no bucket', () => {
    expect(bucketOf('SOMETHING_ELSE')).toBeNull();
    expect(bucketOf('')).toBeNull();
  });
});

describe('the value sets match the contract', () => {
  test('opportunity statuses', () => {
    expect(sorted(opportunityStatuses)).toEqual(sorted(Object.values(OpportunityStatus)));
  });
  test('bucket codes are the DashboardBucket enum', () => {
    expect(sorted(dashboardBucketCodes)).toEqual(sorted(Object.values(DashboardBucket)));
  });
  test('open and closed lead statuses split LeadStatus', () => {
    expect(sorted([...openLeadStatuses, ...closedLeadStatuses])).toEqual(sorted(Object.values(LeadStatus)));
    expect(openLeadStatuses.filter((s) => (closedLeadStatuses as readonly string[]).includes(s))).toEqual([]);
  });
  test('closures are the OpportunityClosure enum', () => {
    expect(sorted(opportunityClosures)).toEqual(sorted(Object.values(OpportunityClosure)));
  });
  test('voice pod products are lead products', () => {
    expect(Object.values(LeadProduct)).toEqual(expect.arrayContaining([...voicePodProducts]));
  });
  test("every count of the dashboard has a meaning: the spec's eight, and the Live and Lost categories'", () => {
    expect(sorted(Object.keys(dashboardCountMeanings))).toEqual(
      sorted(['deploymentInProgress', 'inReview', 'new', 'assigned', 'voicePod', 'allLead', 'rejected', 'followUp', 'live', 'lost']),
    );
  });
});
