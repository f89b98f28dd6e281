import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ApprovalStatus,
  BusinessProofOption,
  BusinessType,
  DocumentCategory,
  DocumentSource,
  DocumentStatus,
  DocumentSubType,
  Gender,
  IdentityType,
  KycDataSource,
  KycLinkState,
  KycRequestStatus,
  DocumentUploadMode,
  LeadLostReason,
  OpportunityClosure,
  OnlineAcceptanceStatus,
  PaymentMode,
  PaymentRecordStatus,
  PaymentType,
  PoActivationStatus,
  ProductTransferStatus,
  ProductType,
  LeadProduct,
  LeadRating,
  LeadSource,
  LeadStatus,
  MandateFrequency,
  OwnerType,
  OwnershipType,
  PersonRelation,
  SettlementCycle,
  SalesStage,
  SignatoryKind,
  UserType,
  VerificationResult,
  WorkingCondition,
} from '../../../generated/resolvers';
import type { ApproverUserType } from '../../domain/approver-desks';
import type { MandateKind, MandateModeCode, MandateStatusCode } from '../../domain/mandate';
import type { PlanBundle, PlanPricing, ProductKind } from '../../domain/pricing';
import type { SignInLimitKind } from '../../domain/sign-in-limit';
import type { ReleasedForms } from '../forms/released-forms';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Sales agents and partner agents; the sandbox identity provider checks their passwords. */
export const agents = pgTable('agents', {
  employeeId: text('employee_id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** An agent's user type, or an approver desk's (src/domain/approver-desks.ts), who works on the approver pages only. */
  userType: text('user_type').$type<UserType | ApproverUserType>().notNull(),
  locationId: text('location_id'),
  crmAccess: boolean('crm_access').notNull().default(true),
  createdAt: createdAt(),
});

/** One row per signed-in device; revoking it ends its access and refresh tokens. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: text('employee_id')
      .notNull()
      .references(() => agents.employeeId),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The company SSO token this session was opened with: unique, so that token opens one session only. */
    ssoTokenId: uuid('sso_token_id').unique(),
    /** The one refresh token of this session that may still be used; each refresh replaces it. */
    refreshTokenId: uuid('refresh_token_id').notNull().defaultRandom(),
  },
  (t) => [index('auth_sessions_employee_idx').on(t.employeeId)],
);

/**
 * Failed company sign-ins per e-mail and per client address (src/domain/sign-in-limit.ts). Kept in the
 * database so that every server instance on it sees the same counts.
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    // Free text: a new kind of limit needs no migration.
    kind: text('kind').$type<SignInLimitKind>().notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    lockouts: integer('lockouts').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('sign_in_limits_updated_idx').on(t.updatedAt)],
);

/** Secrets shared by every server instance on the same database (token signing keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Stored first responses of mutations, keyed by the caller's idempotency id. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    // json, not jsonb: a replay is the first answer byte for byte, and jsonb reorders an object's keys.
    response: json('response'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export interface StoredAddress {
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  area?: string | null;
  district?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  pincode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * Lead rating as a number for sorting (HOT 3, WARM 2, COLD 1, none 0). leadList orders by this very
 * expression, so that leads_owner_rating_idx (built on it) serves the rating sort.
 */
export function leadRatingRank(rating: AnyPgColumn): SQL<number> {
  return sql<number>`(case ${rating} when 'HOT' then 3 when 'WARM' then 2 when 'COLD' then 1 else 0 end)`;
}

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    status: text('status').$type<LeadStatus>().notNull(),
    salesStage: text('sales_stage').$type<SalesStage>(),
    panNumber: text('pan_number'),
    gstin: text('gstin'),
    shopName: text('shop_name').notNull(),
    shopAddress: jsonb('shop_address').$type<StoredAddress>(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email'),
    contactNumber: text('contact_number').notNull(),
    contactRole: text('contact_role').$type<PersonRelation>(),
    rating: text('rating').$type<LeadRating>(),
    notes: text('notes'),
    scheduledFollowUp: timestamp('scheduled_follow_up', { withTimezone: true }),
    leadSource: text('lead_source').$type<LeadSource>().notNull(),
    ownerType: text('owner_type').$type<OwnerType>().notNull(),
    products: text('products').array().$type<LeadProduct[]>().notNull().default(sql`'{}'::text[]`),
    isAssigned: boolean('is_assigned').notNull().default(false),
    lostReason: text('lost_reason').$type<LeadLostReason>(),
    /** When and by whom the lead was closed (LOST or NOT_CONVERTED), and the status an undo gives back. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByEmployeeId: text('closed_by_employee_id'),
    statusBeforeClosure: text('status_before_closure').$type<LeadStatus>(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_owner_created_idx').on(t.ownerEmployeeId, t.createdAt),
    index('leads_owner_follow_up_idx').on(t.ownerEmployeeId, t.scheduledFollowUp),
    index('leads_owner_status_idx').on(t.ownerEmployeeId, t.status),
    // leadList sorts (bench/README.md): next scheduled descending keeps unscheduled leads last, and rating.
    index('leads_owner_follow_up_desc_idx').on(t.ownerEmployeeId, t.scheduledFollowUp.desc().nullsLast()),
    index('leads_owner_rating_idx').on(t.ownerEmployeeId, leadRatingRank(t.rating), t.createdAt),
    // leadList search (ILIKE '%text%' over shop name, contact name and phone): trigram indexes (pg_trgm).
    index('leads_shop_name_trgm_idx').using('gin', t.shopName.op('gin_trgm_ops')),
    index('leads_contact_name_trgm_idx').using('gin', t.contactName.op('gin_trgm_ops')),
    index('leads_contact_number_trgm_idx').using('gin', t.contactNumber.op('gin_trgm_ops')),
  ],
);

export const states = pgTable('states', {
  stateCode: text('state_code').primaryKey(),
  gstStateCode: text('gst_state_code').notNull().unique(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    district: text('district'),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.stateCode),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The head post office's pincode: the one a position in the city is given. */
    pinCode: text('pin_code'),
  },
  (t) => [index('cities_state_idx').on(t.stateCode)],
);

/** Pincode prefixes (3 to 6 digits) and the city each belongs to: a pincode is its longest prefix's. */
export const pincodePrefixes = pgTable('pincode_prefixes', {
  prefix: text('prefix').primaryKey(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
});

export const mccMaster = pgTable('mcc_master', {
  mccCode: text('mcc_code').primaryKey(),
  categoryType: text('category_type').notNull(),
  categoryLabel: text('category_label').notNull(),
  subCategoryType: text('sub_category_type').notNull(),
  subCategoryLabel: text('sub_category_label').notNull(),
  merchantCategory: text('merchant_category').notNull(),
  riskCategory: text('risk_category').notNull(),
});

/** Published builds of the sales app; salesAppLatestVersion compares the caller's build with them. */
export const appReleases = pgTable('app_releases', {
  version: text('version').primaryKey(),
  forced: boolean('forced').notNull().default(false),
  releasedAt: createdAt(),
});

/** Opportunities: the onboarding of a merchant once a lead is taken forward (more columns come with the dashboard). */
export const opportunities = pgTable(
  'opportunities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid('lead_id').references(() => leads.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    name: text('name').notNull(),
    status: text('status').notNull().default('INITIATED'),
    ownerType: text('owner_type').$type<OwnerType>().notNull(),
    isExistingMerchant: boolean('is_existing_merchant').notNull().default(false),
    opportunitySubmitted: boolean('opportunity_submitted').notNull().default(false),
    createdOn: createdAt(),
    modifiedOn: timestamp('modified_on', { withTimezone: true }).notNull().defaultNow(),
    /** The merchant account (an existing merchant's, given at creation). */
    accountId: text('account_id'),
    /** Copied from the lead at creation, so the opportunity list searches without a join. */
    panNumber: text('pan_number'),
    contactNumber: text('contact_number'),
    annualTurnover: doublePrecision('annual_turnover'),
    nachSubmitted: boolean('nach_submitted').notNull().default(false),
    /** Set when the agent closes the opportunity without onboarding; it then leaves the open lists. */
    closedAs: text('closed_as').$type<OpportunityClosure>(),
    lostReason: text('lost_reason').$type<LeadLostReason>(),
    closureRemarks: text('closure_remarks'),
    closedOn: timestamp('closed_on', { withTimezone: true }),
    /** Who closed it: only they may undo the closure (src/domain/closure-undo.ts). */
    closedByEmployeeId: text('closed_by_employee_id'),
    // The records the journey's steps chose for this opportunity; a step is complete when its record is set.
    accountMccId: uuid('account_mcc_id'),
    contactId: uuid('contact_id'),
    primaryBillingEntityId: uuid('primary_billing_entity_id'),
    primaryStoreId: uuid('primary_store_id'),
    bankAccountId: uuid('bank_account_id'),
    /** What the merchant pays for the products chosen (createOLI sets it), in rupees; what the purchase order, payment and mandate start from. */
    totalAmount: doublePrecision('total_amount'),
    /** When the agent submitted the onboarding for review; from then on nothing of it may change. */
    submittedOn: timestamp('submitted_on', { withTimezone: true }),
    submissionComment: text('submission_comment'),
    /** The CRM's id of the opportunity once the submission reached it; null until a push succeeds. */
    crmRefId: text('crm_ref_id'),
  },
  (t) => [
    index('opportunities_owner_idx').on(t.ownerEmployeeId, t.status),
    index('opportunities_lead_idx').on(t.leadId),
    // One open opportunity per lead, held by the database: concurrent createOpportunity calls for
    // one lead, on any number of servers, make one.
    uniqueIndex('opportunities_one_open_per_lead')
      .on(t.leadId)
      .where(sql`${t.closedAs} is null and ${t.isExistingMerchant} = false`),
    index('opportunities_owner_created_idx').on(t.ownerEmployeeId, t.createdOn),
  ],
);

/**
 * The released versions of forms/ (`npm run forms:release`): each the flows, step definitions and
 * rule tables as they were released, never changed afterwards. An onboarding keeps the version it
 * started with; a new one gets the latest.
 */
export const formReleases = pgTable('form_releases', {
  version: integer('version').primaryKey(),
  forms: jsonb('forms').$type<ReleasedForms>().notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One record per onboarding journey (kept under its lead when it has one): the steps the agent skipped. */
export const onboardingStates = pgTable(
  'onboarding_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    idType: text('id_type').$type<'LEAD' | 'OPPORTUNITY'>().notNull(),
    stateDataId: text('state_data_id').notNull(),
    opportunityId: integer('opportunity_id').references(() => opportunities.id),
    isExistingMerchant: boolean('is_existing_merchant').notNull().default(false),
    // Completion is derived from what is stored (forms' completeWhen); only skips are the agent's word.
    skippedSteps: text('skipped_steps').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The release of forms/ the onboarding keeps: its step list, definitions and rules, from its start
     * until `npm run forms:move` moves it to a later one.
     */
    formVersion: integer('form_version').references(() => formReleases.version),
    /**
     * The steps a move to a later release asks again: their stored values are ones that release's
     * definitions refuse. Each stays incomplete until its step is saved again.
     */
    reopenedSteps: text('reopened_steps').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('onboarding_states_key').on(t.ownerEmployeeId, t.idType, t.stateDataId)],
);

/** What a step asked again after a move: the first field its stored values are refused on, with the release's message. */
export interface ReopenedStep {
  step: string;
  field: string;
  message: string;
}

/** The log of onboardings moved from one release of forms/ to a later one (`npm run forms:move`). */
export const formReleaseMoves = pgTable(
  'form_release_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onboardingStateId: uuid('onboarding_state_id')
      .notNull()
      .references(() => onboardingStates.id),
    fromVersion: integer('from_version')
      .notNull()
      .references(() => formReleases.version),
    toVersion: integer('to_version')
      .notNull()
      .references(() => formReleases.version),
    reopened: jsonb('reopened').$type<ReopenedStep[]>().notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('form_release_moves_state_idx').on(t.onboardingStateId)],
);

/** Training and Support: the FAQ, by topic; positions give the display order. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: text('id').primaryKey(),
    topic: text('topic').notNull(),
    topicPosition: integer('topic_position').notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [index('faq_entries_order_idx').on(t.topicPosition, t.position)],
);

/**
 * Training and Support: the training videos the player lists. A product owner's has its file in the
 * file storage (file_key, served at /videos/<key>); the seed's sample clip is the server's own media.
 */
export const trainingVideos = pgTable('training_videos', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** As the file's own container records it, read when it was added; null when it does not say. */
  durationSeconds: integer('duration_seconds'),
  url: text('url').notNull(),
  fileKey: text('file_key').unique('training_videos_file_key'),
  /** The container the bytes were found to be (video/mp4, video/webm), never the one the phone named. */
  contentType: text('content_type'),
  sizeBytes: integer('size_bytes'),
  isSample: boolean('is_sample').notNull().default(false),
  addedByEmployeeId: text('added_by_employee_id').references(() => agents.employeeId),
  addedAt: timestamp('added_at', { withTimezone: true }),
});

/**
 * What the app's log client posts to /logs (spec section 7, logging), redacted again on arrival.
 * employee_id is the signed-in agent's when the batch came with a valid Bearer token.
 */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    employeeId: text('employee_id'),
    logLevel: text('log_level').notNull(),
    message: text('message').notNull(),
    client: text('client').notNull(),
    version: text('version').notNull(),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
    deviceInfo: jsonb('device_info').$type<Record<string, string | number | boolean | null>>().notNull(),
    exceptionName: text('exception_name'),
    exceptionMessage: text('exception_message'),
    stack: jsonb('stack').$type<string[]>(),
  },
  (t) => [index('client_logs_received_idx').on(t.receivedAt), index('client_logs_employee_idx').on(t.employeeId, t.receivedAt)],
);

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

/** A merchant's bank accounts, each with the last penny drop and name match the verifier gave it. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => merchantAccounts.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    bankAccountNumber: text('bank_account_number').notNull(),
    accountType: text('account_type').$type<'SAVINGS' | 'CURRENT'>().notNull(),
    ifscCode: text('ifsc_code').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    beneficiaryName: text('beneficiary_name'),
    pennyDropSuccess: boolean('penny_drop_success').notNull().default(false),
    nameMatchSuccess: boolean('name_match_success').notNull().default(false),
    failureReason: text('failure_reason'),
    bankName: text('bank_name'),
    branchName: text('branch_name'),
    cancelledCheque: jsonb('cancelled_cheque').$type<{ documentId?: string | null; imgName?: string | null; imgUrl?: string | null }>(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_accounts_account_idx').on(t.accountId, t.createdAt),
    // One merchant per bank account, held by the database: the same account and IFSC cannot be
    // stored for a second merchant (MPS-3008), nor twice for one.
    uniqueIndex('bank_accounts_number_key').on(t.ifscCode, t.bankAccountNumber),
  ],
);

/** A merchant's stores, where its devices are deployed. */
export const deploymentStores = pgTable(
  'deployment_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchantAccounts.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    name: text('name').notNull(),
    primaryContactId: uuid('primary_contact_id').references(() => merchantContacts.id),
    pcId: text('pc_id'),
    documentType: text('document_type').$type<DocumentSubType>(),
    documentNumber: text('document_number'),
    address: jsonb('address').$type<StoredMerchantAddress>().notNull(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deployment_stores_merchant_idx').on(t.merchantId, t.createdAt)],
);

/**
 * The partners or directors of a merchant account (spec section 3, 'Signatory'): each a person whose
 * PAN the registry verified, with the name the registry gives for it, and a KYC of their own.
 */
export const merchantSignatories = pgTable(
  'merchant_signatories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => merchantAccounts.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    kind: text('kind').$type<SignatoryKind>().notNull(),
    panNumber: text('pan_number').notNull(),
    /** The name the PAN registry holds for the PAN, never a typed one. */
    panName: text('pan_name').notNull(),
    /** When the registry confirmed the PAN as a person's own: a signatory is stored only then. */
    panVerifiedAt: timestamp('pan_verified_at', { withTimezone: true }).notNull(),
    individualKycType: text('individual_kyc_type').$type<IdentityType>(),
    stakePercentage: doublePrecision('stake_percentage'),
    dateOfBirth: text('date_of_birth'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    isPrimaryContact: boolean('is_primary_contact').notNull().default(false),
    /** Set by the signatory's KYC, never by the agent. */
    kycSubmitted: boolean('kyc_submitted').notNull().default(false),
    kycCompleted: boolean('kyc_completed').notNull().default(false),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_signatories_account_idx').on(t.accountId, t.createdAt),
    // One person once per merchant, held by the database whatever the callers do at the same time.
    uniqueIndex('merchant_signatories_account_pan_key').on(t.accountId, t.panNumber),
  ],
);

/** Documents of an opportunity (spec section 3, 'Opportunity document'): photos, proofs, licences. */
export const opportunityDocuments = pgTable(
  'opportunity_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    /** The partner or director the document belongs to, for their KYC. */
    signatoryId: text('signatory_id'),
    documentName: text('document_name'),
    documentType: text('document_type').$type<DocumentCategory>().notNull(),
    documentSubType: text('document_sub_type').$type<DocumentSubType>().notNull(),
    documentMode: text('document_mode').$type<DocumentUploadMode>(),
    documentSource: text('document_source').$type<DocumentSource>(),
    status: text('status').$type<DocumentStatus>().notNull().default('PENDING'),
    uniqueIdentifier: text('unique_identifier'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    offlineAcceptance: boolean('offline_acceptance'),
    verifiedThroughOnlinePortal: boolean('verified_through_online_portal'),
    cseL1Status: text('cse_l1_status').$type<DocumentStatus>(),
    cseL1Remarks: text('cse_l1_remarks'),
    cseL2Status: text('cse_l2_status').$type<DocumentStatus>(),
    cseL2Remarks: text('cse_l2_remarks'),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('opportunity_documents_opportunity_idx').on(t.opportunityId, t.createdAt)],
);

/** What was read from a document: the fields on it (KycDocumentData without its type and sub-type). */
export interface StoredExtraction {
  registrationNumber: string | null;
  name: string | null;
  fatherName: string | null;
  dateOfBirth: string | null;
  issueDate: string | null;
  validUpto: string | null;
  address: {
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    state: string;
    country: string;
    pinCode: string;
  } | null;
  confidence: number;
}

/**
 * The last successful reading of a document's pages (OCR, and whether an issuing registry confirmed
 * it). Reading is deterministic, so reading again writes the same row; new pages remove it.
 */
export const opportunityDocumentExtractions = pgTable('opportunity_document_extractions', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => opportunityDocuments.id, { onDelete: 'cascade' }),
  ownerEmployeeId: text('owner_employee_id')
    .notNull()
    .references(() => agents.employeeId),
  data: jsonb('data').$type<StoredExtraction>().notNull(),
  digitallyVerified: boolean('digitally_verified').notNull().default(false),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The pages of a document: each one file in the file storage, under a key of its own. The owner is
 * kept beside the key, so the file route serves a file only to the agent whose document it is.
 */
export const opportunityDocumentPages = pgTable(
  'opportunity_document_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => opportunityDocuments.id, { onDelete: 'cascade' }),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    pageNumber: integer('page_number').notNull(),
    fileKey: text('file_key').notNull(),
    /** The type the file's bytes were found to be, never the one the phone declared. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileName: text('file_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('opportunity_document_pages_file_key').on(t.fileKey),
    uniqueIndex('opportunity_document_pages_number').on(t.documentId, t.pageNumber),
  ],
);

/** An address read from a KYC document, in the contract's Address shape. */
export interface KycAddress {
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  area?: string | null;
  district?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  pincode?: string | null;
}

/**
 * A request for the holder's Aadhaar through DigiLocker: the consent page is opened with its id, and
 * the holder's answer is kept here until the step saves it. Only the Aadhaar number's last four
 * digits are ever kept (UIDAI): the full number is checked on the consent page and dropped.
 */
export const digiLockerRequests = pgTable(
  'digilocker_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    signatoryId: uuid('signatory_id').references(() => merchantSignatories.id, { onDelete: 'cascade' }),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    merchantPan: text('merchant_pan').notNull(),
    /** A path of this app the consent page sends the holder back to. */
    redirectPath: text('redirect_path').notNull(),
    /** The one-time code the sandbox's consent page shows and asks for. */
    oneTimeCode: text('one_time_code').notNull(),
    status: text('status').$type<KycRequestStatus>().notNull(),
    /** ALLOWED, DENIED, or UNAVAILABLE when the document locker could not share the document. */
    consentResult: text('consent_result').$type<'ALLOWED' | 'DENIED' | 'UNAVAILABLE'>(),
    /** maskedAadhaar's form of the number the holder gave: only its last four digits. */
    maskedAadhaar: text('masked_aadhaar'),
    name: text('name'),
    gender: text('gender').$type<Gender>(),
    dateOfBirth: text('date_of_birth'),
    address: jsonb('address').$type<KycAddress>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('digilocker_requests_opportunity_idx').on(t.opportunityId, t.createdAt)],
);

/**
 * The KYC verification of an opportunity's merchant (no signatory) or of one of its partners or
 * directors: one per person, replaced when the KYC is done again.
 */
export const kycVerifications = pgTable(
  'kyc_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    signatoryId: uuid('signatory_id').references(() => merchantSignatories.id, { onDelete: 'cascade' }),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    identityType: text('identity_type').$type<IdentityType>().notNull(),
    /** For Aadhaar only maskedAadhaar's form ('XXXX XXXX 1234'). */
    documentNumber: text('document_number').notNull(),
    name: text('name').notNull(),
    gender: text('gender').$type<Gender>(),
    dateOfBirth: text('date_of_birth'),
    address: jsonb('address').$type<KycAddress>(),
    source: text('source').$type<KycDataSource>().notNull(),
    /** The PAN name the document's name was matched with, and whether it matched. */
    panName: text('pan_name').notNull(),
    nameMatch: boolean('name_match').notNull(),
    status: text('status').$type<VerificationResult>().notNull(),
    digiLockerRequestId: uuid('digilocker_request_id').references(() => digiLockerRequests.id),
    createdAt: createdAt(),
  },
  (t) => [
    // One verification per person of an opportunity: the merchant's (no signatory) and each partner's.
    uniqueIndex('kyc_verifications_merchant_key')
      .on(t.opportunityId)
      .where(sql`${t.signatoryId} is null`),
    uniqueIndex('kyc_verifications_signatory_key').on(t.opportunityId, t.signatoryId),
  ],
);

/**
 * KYC links sent to merchants by e-mail. Only a hash of the link's token is kept, so the table does
 * not hand out working links. A link past expires_at is EXPIRED whatever its stored state; resending
 * closes the opportunity's live link (one live link per opportunity, held by the database).
 */
export const kycLinks = pgTable(
  'kyc_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    state: text('state').$type<KycLinkState>().notNull().default('ACTIVE'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong e-mail and mobile pairs tried with this link. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Hash of the short-lived proof the merchant's KYC form carries once identity is proved. */
    proofHash: text('proof_hash'),
    proofExpiresAt: timestamp('proof_expires_at', { withTimezone: true }),
    // The KYC the merchant completed through the link.
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: text('completed_by').$type<OwnerType>(),
    identityType: text('identity_type').$type<IdentityType>(),
    documentNumber: text('document_number'),
    nameOnDocument: text('name_on_document'),
    dateOfBirth: text('date_of_birth'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('kyc_links_token_hash').on(t.tokenHash),
    index('kyc_links_opportunity_idx').on(t.opportunityId, t.sentAt),
    uniqueIndex('kyc_links_one_live_per_opportunity')
      .on(t.opportunityId)
      .where(sql`${t.state} in ('ACTIVE', 'IN_PROGRESS')`),
  ],
);

/** E-mails the sandbox mail service "sent": the sandbox outbox page lists them by recipient. */
export const sandboxOutbox = pgTable(
  'sandbox_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The one link the mail carries, shown as a link on the outbox page. */
    linkUrl: text('link_url'),
    /** What the outbox page calls the link; a mail without one carries a KYC link. */
    linkLabel: text('link_label'),
    senderEmployeeId: text('sender_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_outbox_to_idx').on(t.toEmail, t.sentAt)],
);

/**
 * NACH mandates of an opportunity (spec section 3, 'Mandates'): UPI AutoPay, e-mandate, e-sign or
 * physical. Ended ones (failed, withdrawn...) are kept as the opportunity's ACH list; at most one
 * stands at a time (live: awaiting the merchant, submitted or active), held by the database.
 */
export const mandates = pgTable(
  'mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    mandateType: text('mandate_type').$type<MandateKind>().notNull(),
    mandateMode: text('mandate_mode').$type<MandateModeCode>().notNull(),
    status: text('status').$type<MandateStatusCode>().notNull(),
    statusCode: text('status_code'),
    statusDescription: text('status_description'),
    /** The id the sandbox authorisation page is opened with. */
    requestId: uuid('request_id').notNull().defaultRandom(),
    /** The mandate's reference (UMRN) once the bank took it. */
    reference1: text('reference1'),
    isSignUploaded: boolean('is_sign_uploaded').notNull().default(false),
    /** The photo of the signed physical form, an opportunity document. */
    documentId: uuid('document_id').references(() => opportunityDocuments.id, { onDelete: 'set null' }),
    amountType: text('amount_type').$type<'FIXED' | 'MAXIMUM'>().notNull(),
    amount: doublePrecision('amount').notNull(),
    frequency: text('frequency').$type<MandateFrequency>().notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email'),
    vpa: text('vpa'),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mandates_opportunity_idx').on(t.opportunityId, t.createdAt),
    uniqueIndex('mandates_request_id').on(t.requestId),
    uniqueIndex('mandates_one_live_per_opportunity')
      .on(t.opportunityId)
      .where(sql`${t.status} in ('acknowledged', 'submitted', 'active', 'pending_no_error', 'pending_submission')`),
  ],
);

/**
 * The product catalogue (spec section 3, 'Product'). `family` is the product of a lead (LeadProduct)
 * it is offered as, which decides who may offer it (spec section 6).
 */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  family: text('family').$type<LeadProduct>().notNull(),
  type: text('type').$type<ProductKind>().notNull(),
  imageUrl: text('image_url'),
  hardwareSubTypeName: text('hardware_sub_type_name'),
  position: integer('position').notNull(),
});

/** Plans of a product: their standard pricing and related-product bundles (spec section 3, 'Plan'). */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    isPrimeEnabled: boolean('is_prime_enabled').notNull().default(false),
    standard: jsonb('standard').$type<PlanPricing>().notNull(),
    relatedProducts: jsonb('related_products').$type<PlanBundle[]>().notNull().default(sql`'[]'::jsonb`),
    position: integer('position').notNull(),
  },
  (t) => [index('plans_product_idx').on(t.productId, t.position)],
);

/** An opportunity's chosen products and plans (opportunity line items, createOLI). */
export const opportunityLineItems = pgTable(
  'opportunity_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    quantity: integer('quantity').notNull().default(0),
    relatedPlanBundleId: text('related_plan_bundle_id'),
    primeVas: boolean('prime_vas').notNull().default(false),
    /** What the merchant pays for this line at list price, in rupees. */
    totalAmount: doublePrecision('total_amount').notNull(),
    /** Prices the agent asked for on the pricing step; null means the list price. */
    requestedSetupFee: doublePrecision('requested_setup_fee'),
    requestedRentalPerMonth: doublePrecision('requested_rental_per_month'),
    position: integer('position').notNull(),
  },
  (t) => [index('opportunity_line_items_opportunity_idx').on(t.opportunityId, t.position)],
);

/** The pricing step of an opportunity: what the agent set and where its approval stands. */
export const opportunityPricing = pgTable('opportunity_pricing', {
  opportunityId: integer('opportunity_id')
    .primaryKey()
    .references(() => opportunities.id),
  ownerEmployeeId: text('owner_employee_id')
    .notNull()
    .references(() => agents.employeeId),
  settlementCycle: text('settlement_cycle').$type<SettlementCycle>(),
  allVasCheck: boolean('all_vas_check').notNull().default(false),
  agentComment: text('agent_comment'),
  approvalStatus: text('approval_status').$type<ApprovalStatus>(),
  approverComment: text('approver_comment'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/**
 * The purchase order of an opportunity (one per opportunity, revised in place when rectified): its
 * payment type, the total it was made for, how the merchant accepts it, its PDF and its activation.
 * Only a hash of the acceptance link's token is kept, as for KYC links.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    poNumber: text('po_number').notNull(),
    /** Rectifications so far; each gives the PO a new number and a new PDF. */
    revision: integer('revision').notNull().default(0),
    /** The opportunity's total when the PO was made, in rupees: what the PO and its payments are for. */
    totalAmount: doublePrecision('total_amount').notNull(),
    offlinePOGeneration: boolean('offline_po_generation').notNull(),
    acceptanceEmail: text('acceptance_email'),
    acceptanceMobile: text('acceptance_mobile'),
    acceptanceTokenHash: text('acceptance_token_hash'),
    acceptanceExpiresAt: timestamp('acceptance_expires_at', { withTimezone: true }),
    onlineAcceptanceStatus: text('online_acceptance_status').$type<OnlineAcceptanceStatus>().notNull().default('NOT_SENT'),
    /** Wrong mobile numbers given on the current acceptance link; a new link starts again at 0. */
    acceptanceFailedAttempts: integer('acceptance_failed_attempts').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The file of the PO's PDF in the file storage, kept as a PURCHASEORDER document of the opportunity. */
    documentId: uuid('document_id').references(() => opportunityDocuments.id),
    activationStatus: text('activation_status').$type<PoActivationStatus>().notNull().default('NOT_REQUESTED'),
    activationComment: text('activation_comment'),
    /** The opportunity's status before activation was requested, given back when the PO is rectified. */
    statusBeforeActivation: text('status_before_activation'),
    rectifyPo: boolean('rectify_po').notNull().default(false),
    poRemarks: text('po_remarks'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_opportunity_key').on(t.opportunityId),
    uniqueIndex('purchase_orders_acceptance_token').on(t.acceptanceTokenHash),
  ],
);

/**
 * Payments against an opportunity's purchase order: those the agent records (cheque, NEFT, cash...)
 * and those started with a payment link, whose token (kept as a hash) opens the sandbox payment page.
 */
export const opportunityPayments = pgTable(
  'opportunity_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    paymentMode: text('payment_mode').$type<PaymentMode>().notNull(),
    amount: doublePrecision('amount').notNull(),
    status: text('status').$type<PaymentRecordStatus>().notNull(),
    bankName: text('bank_name'),
    collectionDate: text('collection_date'),
    depositDate: text('deposit_date'),
    invoiceTxnRefNo: text('invoice_txn_ref_no'),
    proofDocumentId: uuid('proof_document_id'),
    initiationTime: timestamp('initiation_time', { withTimezone: true }),
    payLinkTokenHash: text('pay_link_token_hash'),
    payLinkEmail: text('pay_link_email'),
    payLinkExpiresAt: timestamp('pay_link_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('opportunity_payments_opportunity_idx').on(t.opportunityId, t.createdAt),
    uniqueIndex('opportunity_payments_pay_link_token').on(t.payLinkTokenHash),
  ],
);

/** Where stock is held: a warehouse, or an agent (the location their sign-in carries). */
export const inventoryLocations = pgTable('inventory_locations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<'WAREHOUSE' | 'AGENT'>().notNull(),
  /** The agent holding the location; one location per agent. */
  employeeId: text('employee_id')
    .unique()
    .references(() => agents.employeeId),
});

/**
 * One serialised device or QR code (spec section 3, 'Product item'). The database holds the stock
 * invariants, so that no read-then-write in code can break them under concurrent requests: a serial
 * exists once; an item is either at exactly one location or consumed by exactly one deployment
 * request; an item in transit is never consumed.
 */
export const productItems = pgTable(
  'product_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productItemNumber: text('product_item_number').notNull().unique(),
    productId: text('product_id').references(() => products.id),
    productType: text('product_type').$type<ProductType>().notNull(),
    productName: text('product_name').notNull(),
    serialNumber: text('serial_number').notNull(),
    secondarySerialNumber: text('secondary_serial_number'),
    workingCondition: text('working_condition').$type<WorkingCondition>().notNull().default('WORKING'),
    /** Null once consumed by a deployment. While in transit it stays at the sending location. */
    locationId: text('location_id').references(() => inventoryLocations.id),
    inTransit: boolean('in_transit').notNull().default(false),
    /** When the holding location received it, as an ISO date. */
    receivingDate: text('receiving_date'),
    quantityOnHand: integer('quantity_on_hand').notNull().default(1),
    consumedByRequestId: uuid('consumed_by_request_id'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_items_serial_key').on(t.serialNumber),
    index('product_items_location_idx').on(t.locationId, t.productType),
    index('product_items_consumed_idx').on(t.consumedByRequestId),
    check('product_items_one_place', sql`(${t.locationId} is null) = (${t.consumedByRequestId} is not null)`),
    check('product_items_transit_not_consumed', sql`not (${t.inTransit} and ${t.consumedByRequestId} is not null)`),
  ],
);

/** A stock transfer of one product item from one location to another (spec section 3, 'Product transfer'). */
export const productTransfers = pgTable(
  'product_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productItemId: uuid('product_item_id')
      .notNull()
      .references(() => productItems.id),
    sourceLocationId: text('source_location_id')
      .notNull()
      .references(() => inventoryLocations.id),
    destinationLocationId: text('destination_location_id')
      .notNull()
      .references(() => inventoryLocations.id),
    status: text('status').$type<ProductTransferStatus>().notNull(),
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    createdByEmployeeId: text('created_by_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open transfer per item, held by the database: two agents sending the same item at once make one transfer.
    uniqueIndex('product_transfers_one_open_per_item')
      .on(t.productItemId)
      .where(sql`${t.status} in ('INITIATED', 'IN_TRANSIT')`),
    index('product_transfers_source_idx').on(t.sourceLocationId, t.createdDate),
    index('product_transfers_destination_idx').on(t.destinationLocationId, t.createdDate),
  ],
);

/** The proof of a test transaction: a photo (an opportunity document), its reference and amount. */
export interface StoredTestProof {
  documentId: string;
  transactionRef: string;
  amount: number | null;
  doneAt: string;
}

/**
 * A deployment request (spec section 3): a quantity of one product to deploy on one of the
 * merchant's stores, raised with the acquirer, which gives it its MID, TID and POS id, and with the
 * CRM, which gives it a ticket. The devices it consumes are product items pointing to it
 * (product_items.consumed_by_request_id).
 */
export const deploymentRequests = pgTable(
  'deployment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    storeId: uuid('store_id')
      .notNull()
      .references(() => deploymentStores.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    selfDeployment: boolean('self_deployment').notNull().default(false),
    /** The item's place in the call that raised it: requests raised together keep the agent's order. */
    position: integer('position').notNull().default(0),
    acquirer: text('acquirer'),
    crmTicketId: text('crm_ticket_id'),
    mid: text('mid'),
    tid: text('tid'),
    posId: text('pos_id'),
    revisionNumber: text('revision_number'),
    soundboxLink: text('soundbox_link'),
    upiTestProof: jsonb('upi_test_proof').$type<StoredTestProof>(),
    cardTestProof: jsonb('card_test_proof').$type<StoredTestProof>(),
    acknowledgement: boolean('acknowledgement').notNull().default(false),
    closureRemarks: text('closure_remarks'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The merchant-enablement (ME) team's check of a completed request: PENDING until it decides, APPROVED or REJECTED. */
    meTeamStatus: text('me_team_status'),
    createdOn: createdAt(),
    modifiedOn: timestamp('modified_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deployment_requests_opportunity_idx').on(t.opportunityId, t.createdOn),
    check('deployment_requests_quantity', sql`${t.quantity} > 0`),
    // Checked only once complete; always one of the contract's MeTeamStatus values.
    check('deployment_requests_me_team_status', sql`${t.meTeamStatus} is null or (${t.completedAt} is not null and ${t.meTeamStatus} in ('PENDING', 'APPROVED', 'REJECTED'))`),
  ],
);

/**
 * When an opportunity's last deployment request was placed. The 2-minute wait is held here by one
 * conditional write, so that two requests placed at once, on any number of servers, make one.
 */
export const deploymentRequestWindows = pgTable('deployment_request_windows', {
  opportunityId: integer('opportunity_id')
    .primaryKey()
    .references(() => opportunities.id),
  lastRequestAt: timestamp('last_request_at', { withTimezone: true }).notNull(),
});

/**
 * A QR code or sound box linked to a deployment request's terminal; de-linking keeps the row with
 * its reason. A serial is linked to one terminal at a time, held by the database.
 */
export const deviceLinks = pgTable(
  'device_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => deploymentRequests.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    serialNumber: text('serial_number').notNull(),
    productItemId: uuid('product_item_id').references(() => productItems.id),
    qrCodeId: text('qr_code_id'),
    tid: text('tid').notNull(),
    posId: text('pos_id'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    delinkedAt: timestamp('delinked_at', { withTimezone: true }),
    delinkReason: text('delink_reason'),
  },
  (t) => [
    index('device_links_request_idx').on(t.requestId, t.linkedAt),
    uniqueIndex('device_links_one_live_per_serial')
      .on(t.serialNumber)
      .where(sql`${t.delinkedAt} is null`),
  ],
);

/** The field engineers' (CSE) review of a submitted onboarding's deployment, made on the sandbox approver page. */
export const deploymentReviews = pgTable('deployment_reviews', {
  opportunityId: integer('opportunity_id')
    .primaryKey()
    .references(() => opportunities.id),
  approved: boolean('approved').notNull(),
  comment: text('comment'),
  /** A rejection's reason and sub-reason, from the CSE team's list (src/server/deployment/cse-rejection-reasons.ts). */
  rejectReason: text('reject_reason'),
  rejectSubReason: text('reject_sub_reason'),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
});
