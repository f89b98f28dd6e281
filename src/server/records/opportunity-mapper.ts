import type { Opportunity, OpportunityStatus } from '../../../generated/resolvers';
import type { opportunities } from '../db/schema';

export type OpportunityRow = typeof opportunities.$inferSelect;

/**
 * An opportunity as the contract shows it. Fields that later steps of the journey fill (billing
 * entity, bank account, purchase order...) are null until those steps store them.
 */
export function toOpportunity(row: OpportunityRow): Opportunity {
  return {
    id: String(row.id),
    leadId: row.leadId,
    accountId: row.accountId,
    status: row.status as OpportunityStatus,
    name: row.name,
    category: null,
    queryCode: null,
    createdOn: row.createdOn.toISOString(),
    modifiedOn: row.modifiedOn.toISOString(),
    ownerType: row.ownerType,
    primaryBillingEntityId: row.primaryBillingEntityId,
    primaryStoreId: row.primaryStoreId,
    bankAccountId: row.bankAccountId,
    accountMccId: row.accountMccId,
    crmRefId: row.crmRefId,
    contactId: row.contactId,
    isExistingMerchant: row.isExistingMerchant,
    annualturnoverpreviousfinancialyr: row.annualTurnover,
    paymentType: null,
    totalAmount: row.totalAmount,
    acquirer: null,
    deploymentStatus: null,
    regeneratePO: null,
    sponsorMerchantMappingId: null,
    aggregatorProductCount: null,
    nachSubmitted: row.nachSubmitted,
    opportunitySubmitted: row.opportunitySubmitted,
    mdpOnboardingStatus: null,
    pricingApprovalComment: null,
    approvalStatus: null,
    stageName: null,
    pageStage: null,
    poNumber: null,
    lmsID: null,
    oldDeploymentFlow: null,
    cseL1CaseStatus: null,
    rblIntegrationStatus: null,
    allVASCheck: null,
    isProductEditableFromSA: null,
    settlementCycle: null,
    cseRejectionData: null,
    kyc: null,
    purchaseOrder: null,
    closedAs: row.closedAs,
    lostReason: row.lostReason,
    closureRemarks: row.closureRemarks,
  };
}
