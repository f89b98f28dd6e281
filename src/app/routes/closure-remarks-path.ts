import type { OpportunityClosure } from '../../../generated/graphql';

// Closure Remarks opened on one opportunity: its id and the closure chosen are in the address, so a
// reload (or a link) opens the same opportunity whatever the onboarding selection holds.

export const CLOSURE_OPPORTUNITY_PARAM = 'opportunity';
export const CLOSURE_AS_PARAM = 'closedAs';

export function closureRemarksPath(opportunityId: string, closedAs: OpportunityClosure): string {
  const params = new URLSearchParams({ [CLOSURE_OPPORTUNITY_PARAM]: opportunityId, [CLOSURE_AS_PARAM]: closedAs });
  return `/closureRemarks?${params.toString()}`;
}
