import type { BillingEntity, MerchantAccount, MerchantContact, MerchantMcc } from '../../../../generated/resolvers';
import type { billingEntities, merchantAccountMccs, merchantContacts } from '../../db/schema';
import type { AccountRow } from '../../records/merchant-accounts';

type ContactRow = typeof merchantContacts.$inferSelect;
type MccRow = typeof merchantAccountMccs.$inferSelect;
type BillingRow = typeof billingEntities.$inferSelect;

export function toAccount(row: AccountRow, editable: boolean): MerchantAccount {
  return {
    id: row.id,
    panNumber: row.panNumber,
    ownershipType: row.ownershipType,
    accountType: row.accountType,
    profile: { name: row.name, legalName: row.legalName, isBlocked: row.isBlocked, isExisting: row.isExisting, blockedOn: null, allowedOn: null },
    lmsId: row.lmsId,
    dateOfIncorporation: row.dateOfIncorporation,
    mobileNumber: row.mobileNumber,
    email: row.email,
    revenue: row.revenue,
    gstin: row.gstin,
    udyamNumber: row.udyamNumber,
    weeklySettlementUpperLimit: row.weeklySettlementUpperLimit,
    address: row.address,
    storeAddress: row.storeAddress,
    businessProofType: row.businessProofType,
    businessProofNumber: row.businessProofNumber,
    isEditable: editable,
    createdOn: row.createdAt.toISOString(),
    modifiedOn: row.modifiedAt.toISOString(),
  };
}

export function toContact(row: ContactRow, editable: boolean): MerchantContact {
  return {
    id: row.id,
    accountId: row.accountId,
    leadName: row.leadName,
    designation: row.designation,
    isPrimary: row.isPrimary,
    dateOfBirth: row.dateOfBirth,
    mobileNumber: row.mobileNumber,
    email: row.email,
    isEditable: editable,
  };
}

export function toMcc(row: MccRow, editable: boolean): MerchantMcc {
  return {
    id: row.id,
    accountId: row.accountId,
    businessCategoryType: row.businessCategoryType,
    businessSubCategoryType: row.businessSubCategoryType,
    merchantCategory: row.merchantCategory,
    mccCode: row.mccCode,
    isMCCManualEntry: row.isMccManualEntry,
    riskCategory: row.riskCategory,
    isEditable: editable,
  };
}

export function toBillingEntity(row: BillingRow, editable: boolean): BillingEntity {
  return {
    id: row.id,
    merchantId: row.merchantId,
    businessName: row.businessName,
    nameToBePrintedOnPO: row.nameToBePrintedOnPo,
    kycDocumentType: row.kycDocumentType,
    kycDocumentNo: row.kycDocumentNo,
    beneficiaryId: row.beneficiaryId,
    businessAddress: row.businessAddress,
    isEditable: editable,
  };
}
