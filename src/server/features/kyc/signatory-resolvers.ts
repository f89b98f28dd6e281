import { and, eq, inArray, max } from 'drizzle-orm';
import type { MerchantSignatory, MerchantSignatoryItemInput, MutationResolvers, QueryResolvers } from '../../../../generated/resolvers';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import { isValidPan } from '../../../domain/identifiers/pan';
import { storedMobile } from '../../../domain/merchant-input';
import {
  allSignatoriesVerified,
  isSignatoryHolder,
  signatoryFacts,
  signatoryMessages,
  SIGNATORY_LIMITS,
  stakesExceedWhole,
} from '../../../domain/signatories';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { merchantAccounts, merchantSignatories } from '../../db/schema';
import { appError } from '../../errors';
import { stepApplies } from '../../forms/step-completion';
import { isEditable, ownAccount, trimmedText, type AccountRow } from '../../records/merchant-accounts';
import { ownSignatory, type SignatoryRow } from '../../records/signatories';
import { signatoriesOf, signatoryWhere } from './signatory-list';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { requireAgent } from '../../graphql/require-agent';
import { stepEditable } from '../../journey/step-saving';

// The partners or directors of a merchant account (spec section 3, 'Signatory'): owned by the agent
// who added them (another agent's is SIGNATORY_NOT_FOUND), changed only while the Partnership KYC
// step is open for the account's latest opportunity (MOS-1007), and only for an account whose
// ownership type the step applies to (forms/steps/PartnershipKyc.json, appliesWhen). A PAN is a
// person's own, verified with the PAN registry, which also gives its name. Every change takes the
// account's row first, so the stakes, the count and the one primary contact are judged one change
// at a time, whatever runs at the same moment.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const STEP = 'PartnershipKyc';

function toSignatory(row: SignatoryRow, editable: boolean): MerchantSignatory {
  return {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind,
    panNumber: row.panNumber,
    panName: row.panName,
    individualKycType: row.individualKycType,
    stakePercentage: row.stakePercentage,
    kycCompleted: row.kycCompleted,
    isPrimaryContact: row.isPrimaryContact,
    dateOfBirth: row.dateOfBirth,
    isKycSubmitted: row.kycSubmitted,
    mobileNumber: row.mobileNumber,
    email: row.email,
    isEditable: editable,
  };
}

/** Whether the account's ownership type takes partners or directors: the step's own appliesWhen. */
function takesSignatories(context: GraphQLContext, agent: AgentIdentity, account: AccountRow): boolean {
  return stepApplies(context.forms, STEP, { ownershipType: account.ownershipType, isPartner: agent.isPartner });
}

/** The agent's account, open to changes of its signatories. */
async function changeableAccount(context: GraphQLContext, agent: AgentIdentity, accountId: string, field: string, adding: boolean): Promise<AccountRow> {
  const account = await ownAccount(context.db, agent, accountId, 'MOS-1012', field);
  if (!(await isEditable(context.db, agent, 'SIGNATORY', account.id))) throw appError('MOS-1007', { field });
  // An account that no longer takes signatories may still lose the ones it has.
  if (adding && !takesSignatories(context, agent, account)) throw appError('SIGNATORIES_NOT_TAKEN', { field });
  return account;
}

interface VerifiedPan {
  panNumber: string;
  panName: string;
}

/** A person's own PAN, as the registry knows it: the name is the registry's, never a typed one. */
async function verifiedPan(context: GraphQLContext, raw: string, field: string): Promise<VerifiedPan> {
  const pan = normaliseIdentifier(raw);
  if (!isValidPan(pan)) throw appError('MOS-1003', { field });
  const record = await context.registries.panDetails(pan);
  if (!record) throw appError('DE-4001', { field });
  if (record.isBlacklisted) throw appError('BLACKLISTED_PAN', { field });
  if (!isSignatoryHolder(record.holderType)) throw appError('SIGNATORY_PAN_NOT_INDIVIDUAL', { field });
  return { panNumber: record.pan, panName: record.name };
}

/** Holds the account's row until the transaction ends, so that changes to its signatories come one at a time. */
async function lockAccount(tx: Transaction, accountId: string) {
  await tx.select({ id: merchantAccounts.id }).from(merchantAccounts).where(eq(merchantAccounts.id, accountId)).for('update');
}

function checkStakes(stakes: readonly (number | null | undefined)[], field: string) {
  if (stakesExceedWhole(stakes)) throw appError('SIGNATORY_STAKES_OVER_WHOLE', { field });
}

type DetailInput = Pick<MerchantSignatoryItemInput, 'individualKycType' | 'stakePercentage' | 'dateOfBirth' | 'mobileNumber' | 'email'>;

/** The columns an agent gives, normalised; one left empty is empty. */
function detailColumns(input: DetailInput) {
  return {
    individualKycType: input.individualKycType ?? null,
    stakePercentage: input.stakePercentage ?? null,
    dateOfBirth: trimmedText(input.dateOfBirth),
    mobileNumber: input.mobileNumber?.trim() ? storedMobile(input.mobileNumber) : null,
    email: trimmedText(input.email),
  };
}

/** The columns an update sends: an absent (or null) one keeps what is stored. */
function sentDetailColumns(input: DetailInput) {
  const columns = detailColumns(input);
  return Object.fromEntries(Object.entries(columns).filter(([key]) => input[key as keyof DetailInput] != null)) as Partial<typeof columns>;
}

/** A new PAN is a new person: what the KYC found for the old one does not hold for them. */
function panColumns(pan: VerifiedPan, now: Date) {
  return { ...pan, panVerifiedAt: now, kycSubmitted: false, kycCompleted: false };
}

async function clearPrimary(tx: Transaction, agent: AgentIdentity, accountId: string) {
  await tx.update(merchantSignatories).set({ isPrimaryContact: false }).where(signatoryWhere(agent, accountId));
}

/** Creation times after the account's newest signatory, a millisecond apart, so the list keeps the order given. */
async function creationTimes(tx: Transaction, accountId: string, count: number, now: Date): Promise<Date[]> {
  const [last] = await tx.select({ at: max(merchantSignatories.createdAt) }).from(merchantSignatories).where(eq(merchantSignatories.accountId, accountId));
  const start = Math.max(now.getTime(), (last?.at?.getTime() ?? 0) + 1);
  return Array.from({ length: count }, (_, index) => new Date(start + index));
}

interface Listed {
  id: string | null;
  item: MerchantSignatoryItemInput;
  pan: VerifiedPan;
  panChanged: boolean;
}

/**
 * The step's list checked against what is stored: its own records, each PAN verified (a kept one not
 * again), none twice. An item without an id whose PAN a stored signatory has, not listed by its id,
 * is that signatory: the same person keeps the KYC done for them.
 */
async function listedSignatories(context: GraphQLContext, agent: AgentIdentity, accountId: string, items: readonly MerchantSignatoryItemInput[]): Promise<Listed[]> {
  const listed: Listed[] = [];
  const pans = new Set<string>();
  const current = await signatoriesOf(context.db, agent, accountId);
  const named = new Set(items.flatMap((item) => (item.id ? [item.id] : [])));
  for (const [index, item] of items.entries()) {
    const field = `input.signatories.${index}`;
    const samePerson = item.id ? undefined : current.find((s) => !named.has(s.id) && s.panNumber === normaliseIdentifier(item.panNumber));
    const stored = item.id ? await ownSignatory(context.db, agent, item.id, `${field}.id`) : (samePerson ?? null);
    if (stored && stored.accountId !== accountId) throw appError('SIGNATORY_NOT_FOUND', { field: `${field}.id` });
    if (samePerson) named.add(samePerson.id);
    const kept = stored !== null && normaliseIdentifier(item.panNumber) === stored.panNumber;
    const pan = kept ? { panNumber: stored.panNumber, panName: stored.panName } : await verifiedPan(context, item.panNumber, `${field}.panNumber`);
    if (pans.has(pan.panNumber)) throw appError('SIGNATORY_ALREADY_ADDED', { field: `${field}.panNumber` });
    pans.add(pan.panNumber);
    listed.push({ id: stored?.id ?? null, item, pan, panChanged: stored !== null && !kept });
  }
  return listed;
}

export const signatoryQueries: QueryResolvers<GraphQLContext> = {
  merchantSignatoryInfo: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.accountId);
    const [rows, editable] = await Promise.all([signatoriesOf(context.db, agent, account.id), isEditable(context.db, agent, 'SIGNATORY', account.id)]);
    return {
      signatories: rows.filter((row) => !input.kind || row.kind === input.kind).map((row) => toSignatory(row, editable)),
      allKycCompleted: allSignatoriesVerified(signatoryFacts(rows)),
    };
  },
};

export const signatoryMutations: MutationResolvers<GraphQLContext> = {
  createMerchantSignatoryInfo: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await changeableAccount(context, agent, input.accountId, 'input.accountId', true);
    const pan = await verifiedPan(context, input.panNumber, 'input.panNumber');
    const now = context.now();
    const row = await context.db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      const stored = await signatoriesOf(tx, agent, account.id);
      if (stored.length >= SIGNATORY_LIMITS.perAccount) throw appError('VALIDATION_ERROR', { message: signatoryMessages.tooMany, field: 'input.accountId' });
      checkStakes([...stored.map((s) => s.stakePercentage), input.stakePercentage], 'input.stakePercentage');
      if (input.isPrimaryContact) await clearPrimary(tx, agent, account.id);
      const [createdAt] = await creationTimes(tx, account.id, 1, now);
      // The unique index on the account and the PAN decides whether this person is already added.
      const [inserted] = await tx
        .insert(merchantSignatories)
        .values({
          accountId: account.id,
          ownerEmployeeId: agent.employeeId,
          kind: input.kind,
          ...panColumns(pan, now),
          ...detailColumns(input),
          isPrimaryContact: input.isPrimaryContact ?? false,
          createdAt,
          modifiedAt: now,
        })
        .onConflictDoNothing({ target: [merchantSignatories.accountId, merchantSignatories.panNumber] })
        .returning();
      if (!inserted) throw appError('SIGNATORY_ALREADY_ADDED', { field: 'input.panNumber' });
      return inserted;
    });
    return { id: row.id, signatory: toSignatory(row, true) };
  },
  updateMerchantSignatoryInfo: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const current = await ownSignatory(context.db, agent, input.id);
    const account = await changeableAccount(context, agent, current.accountId, 'input.id', true);
    const newPan = input.panNumber != null && normaliseIdentifier(input.panNumber) !== current.panNumber ? await verifiedPan(context, input.panNumber, 'input.panNumber') : null;
    const now = context.now();
    const row = await context.db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      const others = (await signatoriesOf(tx, agent, account.id)).filter((s) => s.id !== current.id);
      if (newPan && others.some((s) => s.panNumber === newPan.panNumber)) throw appError('SIGNATORY_ALREADY_ADDED', { field: 'input.panNumber' });
      checkStakes([...others.map((s) => s.stakePercentage), input.stakePercentage ?? current.stakePercentage], 'input.stakePercentage');
      if (input.isPrimaryContact) await clearPrimary(tx, agent, account.id);
      const [updated] = await tx
        .update(merchantSignatories)
        .set({
          ...(input.kind != null && { kind: input.kind }),
          ...(newPan && panColumns(newPan, now)),
          ...sentDetailColumns(input),
          ...(input.isPrimaryContact != null && { isPrimaryContact: input.isPrimaryContact }),
          modifiedAt: now,
        })
        .where(and(eq(merchantSignatories.id, current.id), eq(merchantSignatories.ownerEmployeeId, agent.employeeId)))
        .returning();
      // Removed while this change waited for the account.
      if (!updated) throw appError('SIGNATORY_NOT_FOUND', { field: 'input.id' });
      return updated;
    });
    return { signatory: toSignatory(row, true) };
  },
  deleteMerchantSignatoryInfo: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const current = await ownSignatory(context.db, agent, input.id);
    await changeableAccount(context, agent, current.accountId, 'input.id', false);
    await context.db.delete(merchantSignatories).where(and(eq(merchantSignatories.id, current.id), eq(merchantSignatories.ownerEmployeeId, agent.employeeId)));
    return { id: current.id, isDeleted: true };
  },
  saveMerchantSignatories: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await changeableAccount(context, agent, input.accountId, 'input.accountId', true);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    if (opportunity.accountId !== account.id || !stepEditable(STEP, opportunity)) throw appError('MOS-1007', { field: 'input.opportunityId' });
    const listed = await listedSignatories(context, agent, account.id, input.signatories);
    checkStakes(listed.map((s) => s.item.stakePercentage), 'input.signatories');
    const now = context.now();
    const result = await context.db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      const stored = await signatoriesOf(tx, agent, account.id);
      const storedIds = new Set(stored.map((s) => s.id));
      // A signatory removed since the list was loaded cannot be changed any more.
      const gone = listed.findIndex((s) => s.id !== null && !storedIds.has(s.id));
      if (gone >= 0) throw appError('SIGNATORY_NOT_FOUND', { field: `input.signatories.${gone}.id` });
      const kept = new Set(listed.flatMap((s) => (s.id ? [s.id] : [])));
      const removedIds = stored.map((s) => s.id).filter((id) => !kept.has(id));
      if (removedIds.length) await tx.delete(merchantSignatories).where(inArray(merchantSignatories.id, removedIds));
      // Kept signatories whose PANs change may trade them with each other: each first gives its PAN
      // up (for its own id, which is never a PAN), so that no two hold one PAN at any moment.
      const changing = listed.flatMap((s) => (s.id && s.panChanged ? [s.id] : []));
      for (const id of changing) await tx.update(merchantSignatories).set({ panNumber: id }).where(eq(merchantSignatories.id, id));
      const rows = new Map<string, SignatoryRow>();
      for (const signatory of listed) {
        if (!signatory.id) continue;
        const [row] = await tx
          .update(merchantSignatories)
          .set({
            kind: signatory.item.kind,
            ...(signatory.panChanged ? panColumns(signatory.pan, now) : {}),
            ...detailColumns(signatory.item),
            isPrimaryContact: signatory.item.isPrimaryContact ?? false,
            modifiedAt: now,
          })
          .where(and(eq(merchantSignatories.id, signatory.id), eq(merchantSignatories.ownerEmployeeId, agent.employeeId)))
          .returning();
        if (row) rows.set(signatory.id, row);
      }
      const added = listed.filter((s) => !s.id);
      const times = await creationTimes(tx, account.id, added.length, now);
      const created = added.length
        ? await tx
            .insert(merchantSignatories)
            .values(
              added.map((s, index) => ({
                accountId: account.id,
                ownerEmployeeId: agent.employeeId,
                kind: s.item.kind,
                ...panColumns(s.pan, now),
                ...detailColumns(s.item),
                isPrimaryContact: s.item.isPrimaryContact ?? false,
                createdAt: times[index] ?? now,
                modifiedAt: now,
              })),
            )
            .returning()
        : [];
      const ordered = listed.map((s) => (s.id ? rows.get(s.id) : created.shift()));
      const signatories = ordered.filter((row): row is SignatoryRow => row !== undefined);
      if (signatories.length !== listed.length) throw appError('MIS-1008');
      return { signatories, removedIds };
    });
    return {
      signatories: result.signatories.map((row) => toSignatory(row, true)),
      removedIds: result.removedIds,
      allKycCompleted: allSignatoriesVerified(signatoryFacts(result.signatories)),
    };
  },
};
