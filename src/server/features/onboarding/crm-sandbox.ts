// The CRM the submitted onboarding is pushed to (postToSfIntegration). A provider calling the real
// CRM can replace the sandbox in createServerApp({ crm }) without touching resolvers.

export interface CrmOpportunity {
  id: number;
  name: string;
  panNumber: string | null;
  totalAmount: number | null;
}

export type CrmPushResult =
  /** The CRM holds the opportunity under this id. */
  | { outcome: 'pushed'; crmRefId: string }
  /** The CRM could not be reached or refused the push: nothing is known to it yet, the push may be retried. */
  | { outcome: 'unavailable' };

export interface CrmProvider {
  pushOpportunity(opportunity: CrmOpportunity): Promise<CrmPushResult>;
}

/**
 * The deterministic sandbox (README, 'Sandbox services'): every push is taken, and the id is the
 * opportunity's own, in the CRM's 18-character shape, so the same opportunity always gets the same id.
 */
export function createSandboxCrm(): CrmProvider {
  return {
    pushOpportunity: (opportunity) => Promise.resolve({ outcome: 'pushed', crmRefId: `006SBX${String(opportunity.id).padStart(12, '0')}` }),
  };
}
