import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MandateFrequency } from '../../../../generated/resolvers';
import type { MandateKind, MandateModeCode, MandateStatusCode } from '../../../domain/mandate';
import { agents } from './sign-in';
import { opportunities } from './leads';
import { bankAccounts } from './bank-account';
import { opportunityDocuments } from './documents';
import { createdAt } from './columns';

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
