import { boolean, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BusinessProofOption, BusinessType, DocumentSubType, OwnershipType, PersonRelation } from '../../../../generated/resolvers';
import { agents } from './sign-in';
import { mccMaster } from './master-data';
import { createdAt } from './columns';

/** A merchant-side address (landmark and pinCode, spec section 3), as the contract's MerchantAddress. */
export interface StoredMerchantAddress {
  addressLine1?: string | null;
  addressLine2?: string | null;
  landmark?: string | null;
  city?: string | null;
  cityId?: string | null;
  state?: string | null;
  stateCode?: string | null;
  country?: string | null;
  pinCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** Merchant accounts, each owned by the agent who created it (the seed's existing merchants by a demo agent). */
export const merchantAccounts = pgTable(
  'merchant_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    // One account per PAN, held by the database: concurrent createMerchant calls for one PAN make one.
    panNumber: text('pan_number').notNull().unique('merchant_accounts_pan_key'),
    ownershipType: text('ownership_type').$type<OwnershipType>().notNull(),
    accountType: text('account_type').$type<BusinessType>(),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** A merchant the provider already had (the seed's registered PANs); new accounts are not. */
    isExisting: boolean('is_existing').notNull().default(false),
    lmsId: text('lms_id'),
    dateOfIncorporation: text('date_of_incorporation'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    revenue: doublePrecision('revenue'),
    gstin: text('gstin'),
    udyamNumber: text('udyam_number'),
    weeklySettlementUpperLimit: doublePrecision('weekly_settlement_upper_limit'),
    address: jsonb('address').$type<StoredMerchantAddress>(),
    storeAddress: jsonb('store_address').$type<StoredMerchantAddress>(),
    businessProofType: text('business_proof_type').$type<BusinessProofOption>(),
    businessProofNumber: text('business_proof_number'),
    /** The agent confirmed a shop and establishment certificate its registry has under another name as the merchant's. */
    businessProofNameConfirmed: boolean('business_proof_name_confirmed').notNull().default(false),
    /** The business operating licence a licence-required MCC needs (forms/rules/licence-required-mccs.json). */
    licenceNumber: text('licence_number'),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_accounts_owner_idx').on(t.ownerEmployeeId, t.createdAt),
    // merchantFilter's name and mobile search (ILIKE '%text%'): trigram indexes (pg_trgm).
    index('merchant_accounts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('merchant_accounts_legal_name_trgm_idx').using('gin', t.legalName.op('gin_trgm_ops')),
    index('merchant_accounts_mobile_trgm_idx').using('gin', t.mobileNumber.op('gin_trgm_ops')),
  ],
);

export const merchantContacts = pgTable(
  'merchant_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => merchantAccounts.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    leadName: text('lead_name').notNull(),
    designation: text('designation').$type<PersonRelation>(),
    isPrimary: boolean('is_primary').notNull().default(false),
    dateOfBirth: text('date_of_birth'),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [index('merchant_contacts_account_idx').on(t.accountId, t.createdAt)],
);

/** The account's MCC: one per account, its categories taken from the master list. */
export const merchantAccountMccs = pgTable('merchant_account_mccs', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .unique('merchant_account_mccs_account_key')
    .references(() => merchantAccounts.id),
  ownerEmployeeId: text('owner_employee_id')
    .notNull()
    .references(() => agents.employeeId),
  businessCategoryType: text('business_category_type').notNull(),
  businessSubCategoryType: text('business_sub_category_type').notNull(),
  merchantCategory: text('merchant_category').notNull(),
  mccCode: text('mcc_code')
    .notNull()
    .references(() => mccMaster.mccCode),
  isMccManualEntry: boolean('is_mcc_manual_entry').notNull().default(false),
  riskCategory: text('risk_category'),
  createdAt: createdAt(),
});

export const billingEntities = pgTable(
  'billing_entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchantAccounts.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    businessName: text('business_name').notNull(),
    nameToBePrintedOnPo: text('name_to_be_printed_on_po'),
    kycDocumentType: text('kyc_document_type').$type<DocumentSubType>(),
    kycDocumentNo: text('kyc_document_no'),
    beneficiaryId: text('beneficiary_id'),
    businessAddress: jsonb('business_address').$type<StoredMerchantAddress>(),
    createdAt: createdAt(),
  },
  (t) => [index('billing_entities_merchant_idx').on(t.merchantId, t.createdAt)],
);
