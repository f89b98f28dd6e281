import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LeadLostReason, OpportunityClosure, LeadProduct, LeadRating, LeadSource, LeadStatus, OwnerType, PersonRelation, SalesStage } from '../../../../generated/resolvers';
import { agents } from './sign-in';
import { createdAt } from './columns';

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
