import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentSubType } from '../../../../generated/resolvers';
import { agents } from './sign-in';
import { opportunities } from './leads';
import { StoredMerchantAddress, merchantAccounts, merchantContacts } from './business-details';
import { products } from './pricing';
import { productItems } from './inventory';
import { createdAt } from './columns';

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
  /** A rejection's reason and sub-reason, from the CSE team's list (src/server/features/deployment/cse-rejection-reasons.ts). */
  rejectReason: text('reject_reason'),
  rejectSubReason: text('reject_sub_reason'),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
});
