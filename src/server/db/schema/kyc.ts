import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Gender, IdentityType, KycDataSource, KycLinkState, KycRequestStatus, OwnerType, SignatoryKind, VerificationResult } from '../../../../generated/resolvers';
import { agents } from './sign-in';
import { opportunities } from './leads';
import { merchantAccounts } from './business-details';
import { createdAt } from './columns';

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
