import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { AccountType, BankAccount, MutationResolvers, QueryResolvers } from '../../../../generated/resolvers';
import { bankMessages, isAccountTypeEligible, normaliseAccountNumber, normaliseIfsc } from '../../../domain/bank-account';
import { isValidIfsc } from '../../../domain/identifiers/ifsc';
import { nameMatchScore, NAME_MATCH_THRESHOLD } from '../../../domain/name-match';
import { isRecordEditable } from '../../../domain/onboarding-steps';
import { isUuid } from '../../../domain/record-ids';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { bankAccounts, opportunities } from '../../db/schema';
import { appError } from '../../errors';
import { bankOfIfsc } from '../../sandbox/ifsc-branches';
import { isEditable, ownAccount, requireEditable, type AccountRow } from '../../records/merchant-accounts';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { panNameOf } from './pan-name';
import { pageInfo, pageOf } from '../../graphql/list-helpers';
import { requireAgent } from '../../graphql/require-agent';

type BankRow = typeof bankAccounts.$inferSelect;
type OpportunityRow = typeof opportunities.$inferSelect;

/** What penny drop and name match found for an account. */
interface Verification {
  pennyDropSuccess: boolean;
  nameMatchSuccess: boolean;
  beneficiaryName: string | null;
  nameMatchScore: number | null;
  failureReason: string | null;
}

function toBankAccount(row: BankRow, editable: boolean): BankAccount {
  return {
    id: row.id,
    accountId: row.accountId,
    bankAccountNumber: row.bankAccountNumber,
    accountType: row.accountType,
    ifscCode: row.ifscCode,
    accountHolderName: row.accountHolderName,
    beneficiaryName: row.beneficiaryName,
    pennyDropSuccess: row.pennyDropSuccess,
    nameMatchSuccess: row.nameMatchSuccess,
    failureReason: row.failureReason,
    bankName: row.bankName,
    branchName: row.branchName,
    isEditable: editable,
    cancelledCheque: row.cancelledCheque,
  };
}

const isVerified = (row: Pick<BankRow, 'pennyDropSuccess' | 'nameMatchSuccess'>) => row.pennyDropSuccess && row.nameMatchSuccess;

/** The agent's own bank account; another agent's (or an unknown id) is not found (MPS-2001). */
async function ownBankAccount(db: Database, agent: AgentIdentity, id: string, field = 'input.id'): Promise<BankRow> {
  const [row] = isUuid(id)
    ? await db.select().from(bankAccounts).where(and(eq(bankAccounts.id, id), eq(bankAccounts.ownerEmployeeId, agent.employeeId)))
    : [];
  if (!row) throw appError('MPS-2001', { field });
  return row;
}

/** The account's IFSC, upper case, with its bank from the list of branches; an IFSC no branch has is refused. */
function knownIfsc(raw: string, field: string) {
  const ifsc = normaliseIfsc(raw);
  const bank = ifsc && isValidIfsc(ifsc) ? bankOfIfsc(ifsc) : null;
  if (!ifsc || !bank) throw appError('VALIDATION_ERROR', { message: bankMessages.unknownIfsc, field });
  return { ifsc, bank };
}

function checkAccountType(accountType: AccountType, account: AccountRow) {
  if (!isAccountTypeEligible(accountType, account.revenue)) throw appError('VALIDATION_ERROR', { message: bankMessages.savingsNotEligible, field: 'input.accountType' });
}

/** Penny drop, then the beneficiary name against the PAN name; what the provider refuses outright is an error. */
async function verify(context: GraphQLContext, bankAccountNumber: string, ifscCode: string, panName: string): Promise<Verification> {
  const answer = await context.pennyDrop.verify({ bankAccountNumber, ifscCode, expectedName: panName });
  switch (answer.outcome) {
    case 'linkedElsewhere':
      throw appError('MPS-3008', { field: 'input.bankAccountNumber' });
    case 'bankNotSupported':
      throw appError('MPS-2003', { field: 'input.ifscCode' });
    case 'unavailable':
      throw appError('MPS-1002');
    case 'failed':
      return { pennyDropSuccess: false, nameMatchSuccess: false, beneficiaryName: null, nameMatchScore: null, failureReason: bankMessages.unableToVerify };
    case 'credited': {
      const score = nameMatchScore(answer.beneficiaryName, panName);
      const matched = score >= NAME_MATCH_THRESHOLD;
      return {
        pennyDropSuccess: true,
        nameMatchSuccess: matched,
        beneficiaryName: answer.beneficiaryName,
        nameMatchScore: score,
        failureReason: matched ? null : bankMessages.nameMismatch,
      };
    }
  }
}

/** The stored verification of an account already verified: not sent to the bank again. */
function storedVerification(row: BankRow): Verification {
  return {
    pennyDropSuccess: row.pennyDropSuccess,
    nameMatchSuccess: row.nameMatchSuccess,
    beneficiaryName: row.beneficiaryName,
    nameMatchScore: null,
    failureReason: row.failureReason,
  };
}

async function storedWithNumber(db: Database, ifsc: string, bankAccountNumber: string): Promise<BankRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.ifscCode, ifsc), eq(bankAccounts.bankAccountNumber, bankAccountNumber)));
  return row;
}

/** The same account and IFSC may belong to one merchant only (MPS-3008); it may be saved once for that one. */
function refuseTaken(existing: BankRow | undefined, accountId: string, self?: string) {
  if (!existing || existing.id === self) return;
  if (existing.accountId !== accountId) throw appError('MPS-3008', { field: 'input.bankAccountNumber' });
  if (self) throw appError('VALIDATION_ERROR', { message: bankMessages.alreadySaved, field: 'input.bankAccountNumber' });
}

/** The opportunity the account is chosen for: the agent's, of this merchant, and still open to the bank account step. */
async function opportunityFor(db: Database, agent: AgentIdentity, opportunityId: string | null | undefined, accountId: string): Promise<OpportunityRow | null> {
  if (!opportunityId) return null;
  const opportunity = await ownOpportunityRow(db, agent, opportunityId);
  if (opportunity.accountId !== accountId) throw appError('MOS-1009', { field: 'input.opportunityId' });
  if (!isRecordEditable('BANK_ACCOUNT', { status: opportunity.status, submitted: opportunity.opportunitySubmitted })) {
    throw appError('MOS-1007', { field: 'input.opportunityId' });
  }
  return opportunity;
}

/** A verified account becomes the opportunity's; a failed one leaves the opportunity's choice as it was. */
async function chooseForOpportunity(context: GraphQLContext, opportunity: OpportunityRow | null, row: BankRow) {
  if (!opportunity || !isVerified(row)) return;
  await context.db.update(opportunities).set({ bankAccountId: row.id, modifiedOn: context.now() }).where(eq(opportunities.id, opportunity.id));
}

function verificationColumns(v: Verification) {
  return {
    pennyDropSuccess: v.pennyDropSuccess,
    nameMatchSuccess: v.nameMatchSuccess,
    beneficiaryName: v.beneficiaryName,
    failureReason: v.failureReason,
  };
}

export const bankQueries: QueryResolvers<GraphQLContext> = {
  getFilteredBankAccount: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.accountId);
    const where: SQL[] = [eq(bankAccounts.accountId, account.id), eq(bankAccounts.ownerEmployeeId, agent.employeeId)];
    if (input.accountType) where.push(eq(bankAccounts.accountType, input.accountType));
    if (input.verifiedOnly) where.push(eq(bankAccounts.pennyDropSuccess, true), eq(bankAccounts.nameMatchSuccess, true));
    const { page, size, offset } = pageOf(input);
    const [rows, [total], editable] = await Promise.all([
      context.db
        .select()
        .from(bankAccounts)
        .where(and(...where))
        .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
        .limit(size)
        .offset(offset),
      context.db.select({ value: count() }).from(bankAccounts).where(and(...where)),
      isEditable(context.db, agent, 'BANK_ACCOUNT', account.id),
    ]);
    return { bankAccounts: rows.map((row) => toBankAccount(row, editable)), pageInfo: pageInfo(page, size, total?.value ?? 0) };
  },
  bankAccount: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const row = await ownBankAccount(context.db, agent, input.id);
    return { bankAccount: toBankAccount(row, await isEditable(context.db, agent, 'BANK_ACCOUNT', row.accountId)) };
  },
  opportunityBankAccount: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    if (!opportunity.bankAccountId) return { bankAccount: null };
    const [row] = await context.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, opportunity.bankAccountId), eq(bankAccounts.ownerEmployeeId, agent.employeeId)));
    if (!row) return { bankAccount: null };
    return { bankAccount: toBankAccount(row, await isEditable(context.db, agent, 'BANK_ACCOUNT', row.accountId)) };
  },
  ifscDetails: (_parent, { input }, context) => {
    requireAgent(context);
    const { ifsc, bank } = knownIfsc(input.ifscCode, 'input.ifscCode');
    return { ifscDetails: { ifscCode: ifsc, bankCode: bank.bankCode, bankName: bank.bankName } };
  },
};

export const bankMutations: MutationResolvers<GraphQLContext> = {
  createBankAccount: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.accountId);
    const opportunity = await opportunityFor(context.db, agent, input.opportunityId, account.id);
    await requireEditable(context.db, agent, 'BANK_ACCOUNT', account.id);
    const bankAccountNumber = normaliseAccountNumber(input.bankAccountNumber);
    const { ifsc, bank } = knownIfsc(input.ifscCode, 'input.ifscCode');
    checkAccountType(input.accountType, account);
    const existing = await storedWithNumber(context.db, ifsc, bankAccountNumber);
    refuseTaken(existing, account.id);
    // The merchant's own account saved before is that record: chosen again, and sent to the bank
    // again only when it was not verified.
    const verification = existing && isVerified(existing) ? storedVerification(existing) : await verify(context, bankAccountNumber, ifsc, await panNameOf(context, account));
    const now = context.now();
    const values = {
      accountType: input.accountType,
      accountHolderName: input.accountHolderName.trim(),
      bankName: bank.bankName,
      ...verificationColumns(verification),
      ...(input.cancelledCheque ? { cancelledCheque: input.cancelledCheque } : {}),
      modifiedAt: now,
    };
    // The unique index on IFSC and number decides a race: the loser inserts nothing and finds the
    // winner's record, the same merchant's (then updated) or another's (MPS-3008).
    const [inserted] = existing
      ? []
      : await context.db
          .insert(bankAccounts)
          .values({ accountId: account.id, ownerEmployeeId: agent.employeeId, bankAccountNumber, ifscCode: ifsc, createdAt: now, ...values })
          .onConflictDoNothing({ target: [bankAccounts.ifscCode, bankAccounts.bankAccountNumber] })
          .returning();
    let row = inserted;
    if (!row) {
      const winner = existing ?? (await storedWithNumber(context.db, ifsc, bankAccountNumber));
      if (!winner) throw appError('INTERNAL_SERVER_ERROR');
      refuseTaken(winner, account.id);
      [row] = await context.db.update(bankAccounts).set(values).where(eq(bankAccounts.id, winner.id)).returning();
      if (!row) throw appError('INTERNAL_SERVER_ERROR');
    }
    await chooseForOpportunity(context, opportunity, row);
    return {
      id: row.id,
      pennyDropSuccess: row.pennyDropSuccess,
      nameMatchSuccess: row.nameMatchSuccess,
      failureReason: row.failureReason,
      bankAccount: toBankAccount(row, true),
    };
  },
  updateBankAccount: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const current = await ownBankAccount(context.db, agent, input.id);
    const account = await ownAccount(context.db, agent, current.accountId);
    const opportunity = await opportunityFor(context.db, agent, input.opportunityId, account.id);
    await requireEditable(context.db, agent, 'BANK_ACCOUNT', account.id);
    const bankAccountNumber = input.bankAccountNumber != null ? normaliseAccountNumber(input.bankAccountNumber) : current.bankAccountNumber;
    const { ifsc, bank } = knownIfsc(input.ifscCode ?? current.ifscCode, 'input.ifscCode');
    const accountType = input.accountType ?? current.accountType;
    checkAccountType(accountType, account);
    const moved = bankAccountNumber !== current.bankAccountNumber || ifsc !== current.ifscCode;
    if (moved) refuseTaken(await storedWithNumber(context.db, ifsc, bankAccountNumber), account.id, current.id);
    const verification = !moved && isVerified(current) ? storedVerification(current) : await verify(context, bankAccountNumber, ifsc, await panNameOf(context, account));
    const [row] = await context.db
      .update(bankAccounts)
      .set({
        bankAccountNumber,
        ifscCode: ifsc,
        accountType,
        accountHolderName: input.accountHolderName?.trim() ?? current.accountHolderName,
        bankName: bank.bankName,
        ...verificationColumns(verification),
        ...(input.cancelledCheque ? { cancelledCheque: input.cancelledCheque } : {}),
        modifiedAt: context.now(),
      })
      .where(eq(bankAccounts.id, current.id))
      .returning();
    if (!row) throw appError('MPS-2001', { field: 'input.id' });
    await chooseForOpportunity(context, opportunity, row);
    return {
      pennyDropSuccess: row.pennyDropSuccess,
      nameMatchSuccess: row.nameMatchSuccess,
      failureReason: row.failureReason,
      bankAccount: toBankAccount(row, true),
    };
  },
  processPennyDrop: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    let verification: Verification;
    let bankName: string;
    if (input.bankAccountId) {
      const row = await ownBankAccount(context.db, agent, input.bankAccountId, 'input.bankAccountId');
      const account = await ownAccount(context.db, agent, row.accountId);
      await requireEditable(context.db, agent, 'BANK_ACCOUNT', account.id);
      verification = await verify(context, row.bankAccountNumber, row.ifscCode, input.nameToMatch?.trim() || (await panNameOf(context, account)));
      bankName = row.bankName ?? knownIfsc(row.ifscCode, 'input.bankAccountId').bank.bankName;
      await context.db
        .update(bankAccounts)
        .set({ ...verificationColumns(verification), modifiedAt: context.now() })
        .where(eq(bankAccounts.id, row.id));
    } else {
      if (!input.bankAccountNumber || !input.ifscCode) throw appError('VALIDATION_ERROR', { message: bankMessages.chooseAccount, field: 'input.bankAccountId' });
      if (!input.accountId && !input.nameToMatch?.trim()) throw appError('MOS-1009', { field: 'input.accountId' });
      const account = input.accountId ? await ownAccount(context.db, agent, input.accountId) : null;
      const bankAccountNumber = normaliseAccountNumber(input.bankAccountNumber);
      const { ifsc, bank } = knownIfsc(input.ifscCode, 'input.ifscCode');
      if (account) refuseTaken(await storedWithNumber(context.db, ifsc, bankAccountNumber), account.id);
      const expected = input.nameToMatch?.trim() || (account ? await panNameOf(context, account) : '');
      verification = await verify(context, bankAccountNumber, ifsc, expected);
      bankName = bank.bankName;
    }
    return {
      result: verification.pennyDropSuccess && verification.nameMatchSuccess ? 'SUCCESS' : 'FAILED',
      ...verification,
      bankName,
    };
  },
};
