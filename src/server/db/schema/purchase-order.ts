import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OnlineAcceptanceStatus, PaymentMode, PaymentRecordStatus, PaymentType, PoActivationStatus } from '../../../../generated/resolvers';
import { agents } from './sign-in';
import { opportunities } from './leads';
import { opportunityDocuments } from './documents';
import { createdAt } from './columns';

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
