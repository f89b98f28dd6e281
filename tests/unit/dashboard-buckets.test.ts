import { describe, expect, test } from 'vitest';
import { DashboardBucket, HomePlace, LeadProduct, LeadStatus, OpportunityClosure, OpportunityStatus } from '../../generated/enums';
import {
  bucketOf,
  closedLeadStatuses,
  dashboardBucketCodes,
  dashboardBucketLabels,
  dashboardBuckets,
  dashboardCountMeanings,
  homePlaceCodes,
  homePlaceLabels,
  homePlaceOf,
  leadPlaceOf,
  openLeadStatuses,
  openOpportunityPlaces,
  openPlaceOf,
  opportunityClosures,
  opportunityStatusLabels,
  opportunityStatuses,
  opportunityWaitingTexts,
  placeCounts,
  statusesOfBucket,
  voicePodProducts,
  waitingTextOf,
} from '../../src/domain/dashboard-buckets';
import { extraCategories, mainTabs } from '../../src/app/features/home/home-texts';

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

describe("Home's places: every status of the contract has exactly one (issue 42)", () => {
  /** Restated from the README's Home section on purpose, so that the domain table is checked against what agents are told. */
  const expected: Record<OpportunityStatus, string> = {
    INITIATED: 'NEW',
    PRICING_SUBMITTED: 'NEW',
    PRICING_APPROVED: 'NEW',
    PO_ACTIVATION_APPROVED: 'NEW',
    DEPLOYMENT_REQUESTED: 'IN_REVIEW',
    PO_ACTIVATION_REQUESTED: 'IN_REVIEW',
    PO_APPROVAL_SUBMITTED: 'IN_REVIEW',
    CSE_APPROVED: 'IN_REVIEW',
    DEPLOYMENT_APPROVED: 'BEING_DEPLOYED',
    DEPLOYMENT_COMPLETED: 'LIVE',
    PRICING_REJECTED: 'REJECTED',
    PO_ACTIVATION_REJECTED: 'REJECTED',
    DEPLOYMENT_REJECTED: 'REJECTED',
    CSE_REJECTED: 'REJECTED',
  };

  test.each(Object.entries(expected))('an open opportunity in %s is under %s', (status, place) => {
    expect(openPlaceOf(status)).toBe(place);
    expect(homePlaceOf({ status, closedAs: null })).toBe(place);
  });

  test('each of the 14 statuses of the contract is in exactly one open place', () => {
    const statuses = Object.values(OpportunityStatus);
    expect(statuses).toHaveLength(14);
    const placed = Object.values(openOpportunityPlaces).flat();
    expect(placed).toHaveLength(14);
    expect(sorted(placed)).toEqual(sorted(statuses));
    for (const status of statuses) {
      expect(Object.values(openOpportunityPlaces).filter((list) => (list as readonly string[]).includes(status)), status).toHaveLength(1);
    }
  });

  test("the places keep the spec's buckets: each bucket's statuses stay together, and only DEPLOYMENT_COMPLETED leaves Deployment progress, for Live", () => {
    for (const status of statusesOfBucket('NEW')) expect(openPlaceOf(status)).toBe('NEW');
    for (const status of statusesOfBucket('IN_REVIEW')) expect(openPlaceOf(status)).toBe('IN_REVIEW');
    for (const status of statusesOfBucket('REJECTED')) expect(openPlaceOf(status)).toBe('REJECTED');
    expect(statusesOfBucket('DEPLOYMENT_PROGRESS').map(openPlaceOf)).toEqual(['BEING_DEPLOYED', 'LIVE']);
  });

  test('a closed opportunity is under how it was closed, whatever its status', () => {
    for (const status of Object.values(OpportunityStatus)) {
      expect(homePlaceOf({ status, closedAs: 'LOST' })).toBe('LOST');
      expect(homePlaceOf({ status, closedAs: 'NOT_CONVERTED' })).toBe('NOT_CONVERTED');
    }
    expect(homePlaceOf({ status: 'SOMETHING_ELSE' })).toBeNull();
  });

  test('a lead is under Leads while open, under Lost or Not converted once closed that way; a converted one is its opportunity', () => {
    expect(Object.fromEntries(Object.values(LeadStatus).map((status) => [status, leadPlaceOf(status)]))).toEqual({
      NEW: 'LEADS',
      OPEN_CONTACTED: 'LEADS',
      OPEN_NOT_CONTACTED: 'LEADS',
      LOST: 'LOST',
      NOT_CONVERTED: 'NOT_CONVERTED',
      CONVERTED: null,
    });
  });

  test('the places are the HomePlace enum of the contract, each with a tab or category of Home and a count', () => {
    expect(sorted(homePlaceCodes)).toEqual(sorted(Object.values(HomePlace)));
    const tabLabels: string[] = [...mainTabs, ...extraCategories].map((t) => t.label);
    for (const place of homePlaceCodes) {
      expect(tabLabels).toContain(homePlaceLabels[place]);
      expect(Object.keys(dashboardCountMeanings)).toContain(placeCounts[place]);
    }
    expect(homePlaceLabels).toEqual({
      NEW: 'Opportunities',
      IN_REVIEW: 'In review',
      BEING_DEPLOYED: 'Being deployed',
      LIVE: 'Live',
      REJECTED: 'Rejected',
      LOST: 'Lost',
      NOT_CONVERTED: 'Not converted',
    });
  });

  test('every status has words for its badge and for what it waits for', () => {
    for (const status of Object.values(OpportunityStatus)) {
      expect(opportunityStatusLabels[status], status).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(opportunityWaitingTexts[status], status).toMatch(/^(Waiting for |Nothing is waiting)/);
      expect(waitingTextOf({ status, closedAs: null })).toBe(opportunityWaitingTexts[status]);
    }
    expect(waitingTextOf({ status: 'PO_APPROVAL_SUBMITTED' })).toBe("Waiting for the CSE team's review.");
    expect(opportunityStatusLabels.PO_APPROVAL_SUBMITTED).toBe('Submitted for review');
    expect(waitingTextOf({ status: 'INITIATED', closedAs: 'NOT_CONVERTED' })).toMatch(/^Nothing is waiting: it was marked as not converted\. Reopen it/);
    expect(waitingTextOf({ status: 'SOMETHING_ELSE' })).toBeNull();
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
  test("every count of the dashboard has a meaning: the spec's eight, and the Live, Lost and Not converted categories'", () => {
    expect(sorted(Object.keys(dashboardCountMeanings))).toEqual(
      sorted(['deploymentInProgress', 'inReview', 'new', 'assigned', 'voicePod', 'allLead', 'rejected', 'followUp', 'live', 'lost', 'notConverted']),
    );
  });
});
