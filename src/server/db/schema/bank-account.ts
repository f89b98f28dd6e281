import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agents } from './sign-in';
import { merchantAccounts } from './business-details';
import { createdAt } from './columns';

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
