import { useQuery } from 'urql';
import {
  LeadDocument,
  MerchantAccountDetailsDocument,
  MerchantMccAndContactDataDocument,
  OpportunityDocument,
  PanDetailsDocument,
} from '../../../../generated/graphql';

/** What the definitions' rules read about the merchant being onboarded, from the stored lead or merchant account. */
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
  /** The shop's name on the lead, or the merchant account's name: what the agent knows the merchant by. */
  merchantName: string | null;
}

/**
 * The journey's lead, the registry's record of its PAN for the ownership type, and its account's
 * MCC. An opportunity without a lead (an existing merchant's) takes its PAN from its merchant
 * account; the GSTIN is the lead's only, so such a journey's rules take their fallback for it.
 */
export function useJourneyFacts(leadId: string | null, opportunityId: number | null): JourneyFacts {
  const [lead] = useQuery({ query: LeadDocument, variables: { input: { id: leadId ?? '' } }, pause: !leadId });
  const [opportunity] = useQuery({ query: OpportunityDocument, variables: { input: { id: String(opportunityId ?? '') } }, pause: opportunityId === null });
  const record = lead.data?.lead.lead;
  const accountId = opportunity.data?.opportunity.opportunity.accountId ?? null;
  const leadPan = record?.panNumber || null;
  const [account] = useQuery({ query: MerchantAccountDetailsDocument, variables: { input: { accountId: accountId ?? '' } }, pause: Boolean(leadId) || !accountId });
  const panNumber = leadPan ?? (account.data?.merchantAccountDetails.merchantAccount.panNumber || null);
  const [pan] = useQuery({ query: PanDetailsDocument, variables: { input: { panNumber: panNumber ?? '' } }, pause: !panNumber });
  const [mcc] = useQuery({ query: MerchantMccAndContactDataDocument, variables: { input: { accountId: accountId ?? '' } }, pause: !accountId });
  const leadPending = Boolean(leadId) && !lead.data && !lead.error;
  const mccPending = Boolean(accountId) && !mcc.data && !mcc.error;
  const panPending = Boolean(panNumber) && !pan.data && !pan.error;
  const opportunityPending = opportunityId !== null && !opportunity.data && !opportunity.error;
  const accountPending = !leadId && Boolean(accountId) && !account.data && !account.error;
  return {
    loading: leadPending || panPending || opportunityPending || accountPending || mccPending,
    panNumber,
    gstin: record?.gstin || null,
    ownershipType: pan.data?.panDetails.panDetails.suggestedOwnershipType ?? null,
    accountId,
    mccCode: mcc.data?.merchantMccAndContactData.mcc?.mccCode ?? null,
    merchantName: record?.shop.name || account.data?.merchantAccountDetails.merchantAccount.profile.name || null,
  };
}
