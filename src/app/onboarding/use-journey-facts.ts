import { useQuery } from 'urql';
import { LeadDocument, MerchantMccAndContactDataDocument, OpportunityDocument, PanDetailsDocument } from '../../../generated/graphql';

/** What the definitions' rules read about the merchant being onboarded, from the stored lead. */
export interface JourneyFacts {
  /** True until the lead (and its PAN's record) has answered: the step waits, so its rules see the facts from the start. */
  loading: boolean;
  panNumber: string | null;
  gstin: string | null;
  /** The ownership the PAN's holder type gives (a company's PAN: private limited company...), when it gives one. */
  ownershipType: string | null;
  /** The merchant account the opportunity is for, once the Business Details step (or an existing merchant) gave it one. */
  accountId: string | null;
  /** The account's MCC, once Business Details saved one: some need a business operating licence. */
  mccCode: string | null;
}

/**
 * The journey's lead, the registry's record of its PAN for the ownership type, and its account's MCC. An opportunity
 * without a lead (an existing merchant's) has none of these yet: its rules take their fallback.
 */
export function useJourneyFacts(leadId: string | null, opportunityId: number | null): JourneyFacts {
  const [lead] = useQuery({ query: LeadDocument, variables: { input: { id: leadId ?? '' } }, pause: !leadId });
  const [opportunity] = useQuery({ query: OpportunityDocument, variables: { input: { id: String(opportunityId ?? '') } }, pause: opportunityId === null });
  const record = lead.data?.lead.lead;
  const panNumber = record?.panNumber || null;
  const [pan] = useQuery({ query: PanDetailsDocument, variables: { input: { panNumber: panNumber ?? '' } }, pause: !panNumber });
  const leadPending = Boolean(leadId) && !lead.data && !lead.error;
  const accountId = opportunity.data?.opportunity.opportunity.accountId ?? null;
  const [mcc] = useQuery({ query: MerchantMccAndContactDataDocument, variables: { input: { accountId: accountId ?? '' } }, pause: !accountId });
  const mccPending = Boolean(accountId) && !mcc.data && !mcc.error;
  const panPending = Boolean(panNumber) && !pan.data && !pan.error;
  const opportunityPending = opportunityId !== null && !opportunity.data && !opportunity.error;
  return {
    loading: leadPending || panPending || opportunityPending || mccPending,
    panNumber,
    gstin: record?.gstin || null,
    ownershipType: pan.data?.panDetails.panDetails.suggestedOwnershipType ?? null,
    accountId,
    mccCode: mcc.data?.merchantMccAndContactData.mcc?.mccCode ?? null,
  };
}
