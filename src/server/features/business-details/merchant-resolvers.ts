import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { EditableEntityName, MutationResolvers, QueryResolvers } from '../../../../generated/resolvers';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import { isValidPan } from '../../../domain/identifiers/pan';
import { storedMobile } from '../../../domain/merchant-input';
import { isRecordEditable } from '../../../domain/onboarding-steps';
import { productMessages } from '../../../domain/pricing';
import { isUuid } from '../../../domain/record-ids';
import type { ErrorCode } from '../../../domain/error-catalogue';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import {
  bankAccounts,
  billingEntities,
  deploymentStores,
  merchantAccountMccs,
  merchantAccounts,
  merchantContacts,
  merchantSignatories,
  opportunities,
} from '../../db/schema';
import { appError } from '../../errors';
import { storedAddress } from '../../records/address-check';
import { containsPattern, pageInfo, startsWithPattern } from '../../graphql/list-helpers';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { contactWhere, editableAccounts, isEditable, ownAccount, requireEditable, trimmedText } from '../../records/merchant-accounts';
import { accountHasProducts } from '../pricing';
import { requireAgent } from '../../graphql/require-agent';
import { choosableMcc, mccFields, ownMccOfAccount } from './account-mccs';
import { toAccount, toBillingEntity, toContact, toMcc } from './merchant-mapper';
import { checkRevenue } from './revenue-check';

/** Spec section 9: the contact list's page size. */
export const CONTACT_PAGE_SIZE = 10;
/** Spec section 9: billing entities are fetched 50 at a time. */
export const BILLING_ENTITY_LIMIT = 50;

async function ownRecord<T>(rows: Promise<T[]>, code: ErrorCode): Promise<T> {
  const [row] = await rows;
  if (!row) throw appError(code, { field: 'input.id' });
  return row;
}

/** The fields of an update that were sent: an absent (or null) key keeps the stored value. */
function sent<T extends object, K extends keyof T>(input: T, keys: readonly K[]): { [P in K]?: NonNullable<T[P]> } {
  return Object.fromEntries(keys.filter((key) => input[key] != null).map((key) => [key, input[key]])) as { [P in K]?: NonNullable<T[P]> };
}

export const merchantQueries: QueryResolvers<GraphQLContext> = {
  merchantAccountDetails: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.accountId, 'MOS-1006');
    return { merchantAccount: toAccount(account, await isEditable(context.db, agent, 'ACCOUNT', account.id)) };
  },
  merchantMccAndContactData: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.accountId);
    const editable = await isEditable(context.db, agent, 'MCC', account.id);
    const [mcc, contacts] = await Promise.all([
      ownMccOfAccount(context.db, agent, account.id),
      context.db
        .select()
        .from(merchantContacts)
        .where(contactWhere(agent, account.id))
        .orderBy(desc(merchantContacts.isPrimary), asc(merchantContacts.createdAt), asc(merchantContacts.id))
        .limit(CONTACT_PAGE_SIZE),
    ]);
    const primary = contacts.find((c) => c.isPrimary);
    return {
      mcc: mcc ? toMcc(mcc, editable) : null,
      primaryContact: primary ? toContact(primary, editable) : null,
      contacts: contacts.map((c) => toContact(c, editable)),
    };
  },
  contactList: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.accountId);
    const page = input.page ?? 0;
    const size = input.size ?? CONTACT_PAGE_SIZE;
    const where = contactWhere(agent, account.id);
    const [rows, [total], editable] = await Promise.all([
      context.db
        .select()
        .from(merchantContacts)
        .where(where)
        .orderBy(desc(merchantContacts.isPrimary), asc(merchantContacts.createdAt), asc(merchantContacts.id))
        .limit(size)
        .offset(page * size),
      context.db.select({ value: count() }).from(merchantContacts).where(where),
      isEditable(context.db, agent, 'CONTACT', account.id),
    ]);
    return { contacts: rows.map((c) => toContact(c, editable)), pageInfo: pageInfo(page, size, total?.value ?? 0) };
  },
  getFilteredBillingEntities: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.merchantId, 'MOS-1012', 'input.merchantId');
    const where = and(eq(billingEntities.merchantId, account.id), eq(billingEntities.ownerEmployeeId, agent.employeeId));
    const [rows, [total], editable] = await Promise.all([
      context.db
        .select()
        .from(billingEntities)
        .where(where)
        .orderBy(asc(billingEntities.createdAt), asc(billingEntities.id))
        .limit(input.limit ?? BILLING_ENTITY_LIMIT)
        .offset(input.offset ?? 0),
      context.db.select({ value: count() }).from(billingEntities).where(where),
      isEditable(context.db, agent, 'BILLING_ENTITY', account.id),
    ]);
    const allowEdit = input.allowEdit ?? true;
    return { billingEntities: rows.map((row) => toBillingEntity(row, allowEdit && editable)), totalCount: total?.value ?? 0 };
  },
  billingEntity: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const row = await ownBillingEntity(context.db, agent, input.id);
    return { billingEntity: toBillingEntity(row, await isEditable(context.db, agent, 'BILLING_ENTITY', row.merchantId)) };
  },
  editableIds: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const ids = [...new Set(input.ids)].filter(isUuid);
    const accountOf = await ownedRecordAccounts(context.db, agent, input.entityName, ids);
    const editable = await editableAccounts(context.db, agent, input.entityName, [...new Set(accountOf.values())]);
    // An id the agent does not own (or a kind of record not stored yet) is not editable; which of
    // them exist is not revealed.
    const entries = input.ids.map((id) => {
      const accountId = accountOf.get(id);
      return { id, isEditable: accountId ? (editable.get(accountId) ?? false) : false };
    });
    return { entityName: input.entityName, editableIds: entries.filter((e) => e.isEditable).map((e) => e.id), entries };
  },
  merchantFilter: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const where: SQL[] = [eq(merchantAccounts.ownerEmployeeId, agent.employeeId)];
    const pan = input.panNumber ? normaliseIdentifier(input.panNumber) : '';
    if (pan) {
      if (!isValidPan(pan)) throw appError('MOS-1003', { field: 'input.panNumber' });
      where.push(eq(merchantAccounts.panNumber, pan));
    }
    const mobile = input.mobileNumber?.trim();
    // The number as typed so far: the start of the stored 10 digits (the input rule allows digits only).
    if (mobile) where.push(ilike(merchantAccounts.mobileNumber, startsWithPattern(mobile)));
    const name = input.name?.trim();
    if (name) {
      const condition = or(ilike(merchantAccounts.name, containsPattern(name)), ilike(merchantAccounts.legalName, containsPattern(name)));
      if (condition) where.push(condition);
    }
    const page = input.page ?? 0;
    const size = input.size ?? 20;
    const [rows, [total]] = await Promise.all([
      context.db
        .select()
        .from(merchantAccounts)
        .where(and(...where))
        .orderBy(asc(merchantAccounts.name), asc(merchantAccounts.id))
        .limit(size)
        .offset(page * size),
      context.db.select({ value: count() }).from(merchantAccounts).where(and(...where)),
    ]);
    const editable = await editableAccounts(context.db, agent, 'ACCOUNT', rows.map((r) => r.id));
    return { merchants: rows.map((row) => toAccount(row, editable.get(row.id) ?? false)), pageInfo: pageInfo(page, size, total?.value ?? 0) };
  },
};

async function ownBillingEntity(db: Database, agent: AgentIdentity, id: string) {
  if (!isUuid(id)) throw appError('BS-1002', { field: 'input.id' });
  return ownRecord(
    db.select().from(billingEntities).where(and(eq(billingEntities.id, id), eq(billingEntities.ownerEmployeeId, agent.employeeId))),
    'BS-1002',
  );
}

async function ownContact(db: Database, agent: AgentIdentity, id: string) {
  if (!isUuid(id)) throw appError('MOS-1013', { field: 'input.id' });
  return ownRecord(
    db.select().from(merchantContacts).where(and(eq(merchantContacts.id, id), eq(merchantContacts.ownerEmployeeId, agent.employeeId))),
    'MOS-1013',
  );
}

async function ownMcc(db: Database, agent: AgentIdentity, id: string) {
  if (!isUuid(id)) throw appError('MOS-1010', { field: 'input.id' });
  return ownRecord(
    db.select().from(merchantAccountMccs).where(and(eq(merchantAccountMccs.id, id), eq(merchantAccountMccs.ownerEmployeeId, agent.employeeId))),
    'MOS-1010',
  );
}

/** The account of each of the given records the agent owns. */
async function ownedRecordAccounts(db: Database, agent: AgentIdentity, kind: EditableEntityName, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const pairs = async (rows: Promise<{ id: string; accountId: string }[]>) => new Map((await rows).map((r) => [r.id, r.accountId]));
  switch (kind) {
    case 'ACCOUNT':
      return pairs(
        db
          .select({ id: merchantAccounts.id, accountId: merchantAccounts.id })
          .from(merchantAccounts)
          .where(and(inArray(merchantAccounts.id, ids), eq(merchantAccounts.ownerEmployeeId, agent.employeeId))),
      );
    case 'CONTACT':
      return pairs(
        db
          .select({ id: merchantContacts.id, accountId: merchantContacts.accountId })
          .from(merchantContacts)
          .where(and(inArray(merchantContacts.id, ids), eq(merchantContacts.ownerEmployeeId, agent.employeeId))),
      );
    case 'MCC':
      return pairs(
        db
          .select({ id: merchantAccountMccs.id, accountId: merchantAccountMccs.accountId })
          .from(merchantAccountMccs)
          .where(and(inArray(merchantAccountMccs.id, ids), eq(merchantAccountMccs.ownerEmployeeId, agent.employeeId))),
      );
    case 'BILLING_ENTITY':
      return pairs(
        db
          .select({ id: billingEntities.id, accountId: billingEntities.merchantId })
          .from(billingEntities)
          .where(and(inArray(billingEntities.id, ids), eq(billingEntities.ownerEmployeeId, agent.employeeId))),
      );
    case 'BANK_ACCOUNT':
      return pairs(
        db
          .select({ id: bankAccounts.id, accountId: bankAccounts.accountId })
          .from(bankAccounts)
          .where(and(inArray(bankAccounts.id, ids), eq(bankAccounts.ownerEmployeeId, agent.employeeId))),
      );
    case 'STORE':
      return pairs(
        db
          .select({ id: deploymentStores.id, accountId: deploymentStores.merchantId })
          .from(deploymentStores)
          .where(and(inArray(deploymentStores.id, ids), eq(deploymentStores.ownerEmployeeId, agent.employeeId))),
      );
    case 'SIGNATORY':
      return pairs(
        db
          .select({ id: merchantSignatories.id, accountId: merchantSignatories.accountId })
          .from(merchantSignatories)
          .where(and(inArray(merchantSignatories.id, ids), eq(merchantSignatories.ownerEmployeeId, agent.employeeId))),
      );
  }
}

export const merchantMutations: MutationResolvers<GraphQLContext> = {
  createMerchant: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const pan = normaliseIdentifier(input.panNumber);
    if (!isValidPan(pan)) throw appError('MOS-1003', { field: 'input.panNumber' });
    checkRevenue(input.revenue);
    const opportunity = input.opportunityId ? await ownOpportunityRow(context.db, agent, input.opportunityId) : null;
    if (opportunity && !isRecordEditable('ACCOUNT', { status: opportunity.status, submitted: opportunity.opportunitySubmitted })) {
      throw appError('MOS-1007', { field: 'input.opportunityId' });
    }
    const master = input.mccCode ? await choosableMcc(context, input.mccCode, 'input.mccCode') : null;
    const [businessAddress, storeAddress, billingAddress] = await Promise.all([
      storedAddress(context.db, input.address, 'MOS-1015', 'input.address'),
      storedAddress(context.db, input.storeAddress, 'MSS-1016', 'input.storeAddress'),
      storedAddress(context.db, input.billingAddress, 'BS-1001', 'input.billingAddress'),
    ]);
    const now = context.now();
    const created = await context.db.transaction(async (tx) => {
      // The unique PAN (merchant_accounts_pan_key) decides a race: the loser inserts nothing.
      const [account] = await tx
        .insert(merchantAccounts)
        .values({
          ownerEmployeeId: agent.employeeId,
          panNumber: pan,
          ownershipType: input.ownershipType,
          accountType: input.accountType ?? null,
          name: input.name.trim(),
          legalName: input.legalName.trim(),
          dateOfIncorporation: trimmedText(input.dateOfIncorporation),
          mobileNumber: input.mobileNumber ? storedMobile(input.mobileNumber) : null,
          email: trimmedText(input.email),
          revenue: input.revenue ?? null,
          gstin: input.gstin ? normaliseIdentifier(input.gstin) : null,
          udyamNumber: input.udyamNumber ? normaliseIdentifier(input.udyamNumber) : null,
          weeklySettlementUpperLimit: input.weeklySettlementUpperLimit ?? null,
          address: businessAddress,
          storeAddress,
          businessProofType: input.businessProofType ?? null,
          businessProofNumber: trimmedText(input.businessProofNumber),
          createdAt: now,
          modifiedAt: now,
        })
        .onConflictDoNothing({ target: merchantAccounts.panNumber })
        .returning();
      if (!account) throw appError('MOS-1014', { field: 'input.panNumber' });
      const [mcc] = master
        ? await tx
            .insert(merchantAccountMccs)
            .values({ accountId: account.id, ownerEmployeeId: agent.employeeId, ...mccFields(master), isMccManualEntry: input.isMCCManualEntry ?? false })
            .returning()
        : [];
      const contactName = trimmedText(input.contactName);
      const [contact] =
        contactName && account.mobileNumber
          ? await tx
              .insert(merchantContacts)
              .values({ accountId: account.id, ownerEmployeeId: agent.employeeId, leadName: contactName, isPrimary: true, mobileNumber: account.mobileNumber, email: account.email, createdAt: now })
              .returning()
          : [];
      const [billing] = await tx
        .insert(billingEntities)
        .values({
          merchantId: account.id,
          ownerEmployeeId: agent.employeeId,
          businessName: account.legalName,
          nameToBePrintedOnPo: account.name,
          businessAddress: billingAddress ?? account.address,
          createdAt: now,
        })
        .returning();
      if (opportunity) {
        await tx
          .update(opportunities)
          // As Business Details links them: the documents its MCC asks for, the PO's billing name,
          // and the name the merchant trades under as the opportunity's.
          .set({
            name: account.name,
            accountId: account.id,
            panNumber: pan,
            accountMccId: mcc?.id ?? null,
            contactId: contact?.id ?? null,
            primaryBillingEntityId: billing?.id ?? null,
            modifiedOn: now,
          })
          .where(and(eq(opportunities.id, opportunity.id), eq(opportunities.ownerEmployeeId, agent.employeeId)));
      }
      return { account, mcc, contact, billing };
    });
    const editable = await isEditable(context.db, agent, 'ACCOUNT', created.account.id);
    return {
      id: created.account.id,
      merchantAccount: toAccount(created.account, editable),
      mcc: created.mcc ? toMcc(created.mcc, editable) : null,
      primaryContact: created.contact ? toContact(created.contact, editable) : null,
      billingEntity: created.billing ? toBillingEntity(created.billing, editable) : null,
    };
  },
  updateMerchant: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.id, 'MOS-1012', 'input.id');
    await requireEditable(context.db, agent, 'ACCOUNT', account.id);
    checkRevenue(input.revenue);
    const [businessAddress, storeAddress] = await Promise.all([
      storedAddress(context.db, input.address, 'MOS-1015', 'input.address'),
      storedAddress(context.db, input.storeAddress, 'MSS-1016', 'input.storeAddress'),
    ]);
    const changes = sent(input, ['ownershipType', 'accountType', 'revenue', 'weeklySettlementUpperLimit', 'businessProofType']);
    const [row] = await context.db
      .update(merchantAccounts)
      .set({
        ...changes,
        ...(input.name != null && { name: input.name.trim() }),
        ...(input.legalName != null && { legalName: input.legalName.trim() }),
        ...(input.dateOfIncorporation != null && { dateOfIncorporation: trimmedText(input.dateOfIncorporation) }),
        ...(input.mobileNumber != null && { mobileNumber: storedMobile(input.mobileNumber) }),
        ...(input.email != null && { email: trimmedText(input.email) }),
        ...(input.gstin != null && { gstin: normaliseIdentifier(input.gstin) || null }),
        ...(input.udyamNumber != null && { udyamNumber: normaliseIdentifier(input.udyamNumber) || null }),
        ...(businessAddress && { address: businessAddress }),
        ...(storeAddress && { storeAddress }),
        ...(input.businessProofNumber != null && { businessProofNumber: trimmedText(input.businessProofNumber) }),
        modifiedAt: context.now(),
      })
      .where(and(eq(merchantAccounts.id, account.id), eq(merchantAccounts.ownerEmployeeId, agent.employeeId)))
      .returning();
    if (!row) throw appError('MOS-1012', { field: 'input.id' });
    return { isUpdated: true, merchantAccount: toAccount(row, true) };
  },
  createMerchantContact: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.accountId);
    await requireEditable(context.db, agent, 'CONTACT', account.id);
    const row = await context.db.transaction(async (tx) => {
      // One primary contact per account: a new primary replaces the old one.
      if (input.isPrimary) await tx.update(merchantContacts).set({ isPrimary: false }).where(contactWhere(agent, account.id));
      const [contact] = await tx
        .insert(merchantContacts)
        .values({
          accountId: account.id,
          ownerEmployeeId: agent.employeeId,
          leadName: input.leadName.trim(),
          designation: input.designation ?? null,
          isPrimary: input.isPrimary ?? false,
          dateOfBirth: trimmedText(input.dateOfBirth),
          mobileNumber: storedMobile(input.mobileNumber),
          email: trimmedText(input.email),
          createdAt: context.now(),
        })
        .returning();
      return contact;
    });
    if (!row) throw appError('MIS-1008');
    return { id: row.id, contact: toContact(row, true) };
  },
  updateMerchantContact: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const contact = await ownContact(context.db, agent, input.id);
    await requireEditable(context.db, agent, 'CONTACT', contact.accountId);
    const row = await context.db.transaction(async (tx) => {
      if (input.isPrimary) await tx.update(merchantContacts).set({ isPrimary: false }).where(contactWhere(agent, contact.accountId));
      const [updated] = await tx
        .update(merchantContacts)
        .set({
          ...sent(input, ['designation', 'isPrimary']),
          ...(input.leadName != null && { leadName: input.leadName.trim() }),
          ...(input.dateOfBirth != null && { dateOfBirth: trimmedText(input.dateOfBirth) }),
          ...(input.mobileNumber != null && { mobileNumber: storedMobile(input.mobileNumber) }),
          ...(input.email != null && { email: trimmedText(input.email) }),
        })
        .where(and(eq(merchantContacts.id, contact.id), eq(merchantContacts.ownerEmployeeId, agent.employeeId)))
        .returning();
      return updated;
    });
    if (!row) throw appError('MOS-1013', { field: 'input.id' });
    return { contact: toContact(row, true) };
  },
  createMerchantAccountMcc: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.accountId);
    await requireEditable(context.db, agent, 'MCC', account.id);
    const master = await choosableMcc(context, input.mccCode, 'input.mccCode');
    // An account has one MCC (merchant_account_mccs_account_key): a second is a change, made with updateMerchantMCC.
    const [row] = await context.db
      .insert(merchantAccountMccs)
      .values({ accountId: account.id, ownerEmployeeId: agent.employeeId, ...mccFields(master), isMccManualEntry: input.isMCCManualEntry ?? false })
      .onConflictDoNothing({ target: merchantAccountMccs.accountId })
      .returning();
    if (!row) throw appError('MOS-1007', { field: 'input.accountId' });
    return { id: row.id, mcc: toMcc(row, true) };
  },
  updateMerchantMCC: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const mcc = await ownMcc(context.db, agent, input.id);
    await requireEditable(context.db, agent, 'MCC', mcc.accountId);
    const master = input.mccCode ? await choosableMcc(context, input.mccCode, 'input.mccCode') : null;
    if (master && master.mccCode !== mcc.mccCode && (await accountHasProducts(context.db, agent, mcc.accountId))) {
      throw appError('VALIDATION_ERROR', { message: productMessages.mccLocked, field: 'input.mccCode' });
    }
    const [row] = await context.db
      .update(merchantAccountMccs)
      .set({ ...(master && mccFields(master)), ...(input.isMCCManualEntry != null && { isMccManualEntry: input.isMCCManualEntry }) })
      .where(and(eq(merchantAccountMccs.id, mcc.id), eq(merchantAccountMccs.ownerEmployeeId, agent.employeeId)))
      .returning();
    if (!row) throw appError('MOS-1010', { field: 'input.id' });
    return { mcc: toMcc(row, true) };
  },
  createBillingEntity: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.merchantId, 'MOS-1012', 'input.merchantId');
    await requireEditable(context.db, agent, 'BILLING_ENTITY', account.id);
    const businessAddress = await storedAddress(context.db, input.businessAddress, 'BS-1001', 'input.businessAddress');
    const [row] = await context.db
      .insert(billingEntities)
      .values({
        merchantId: account.id,
        ownerEmployeeId: agent.employeeId,
        businessName: input.businessName.trim(),
        nameToBePrintedOnPo: trimmedText(input.nameToBePrintedOnPO),
        kycDocumentType: input.kycDocumentType ?? null,
        kycDocumentNo: trimmedText(input.kycDocumentNo),
        beneficiaryId: trimmedText(input.beneficiaryId),
        businessAddress,
        createdAt: context.now(),
      })
      .returning();
    if (!row) throw appError('MIS-1008');
    return { id: row.id, billingEntity: toBillingEntity(row, true) };
  },
  updateBillingEntity: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const entity = await ownBillingEntity(context.db, agent, input.id);
    await requireEditable(context.db, agent, 'BILLING_ENTITY', entity.merchantId);
    const businessAddress = await storedAddress(context.db, input.businessAddress, 'BS-1001', 'input.businessAddress');
    const [row] = await context.db
      .update(billingEntities)
      .set({
        ...sent(input, ['kycDocumentType']),
        ...(input.businessName != null && { businessName: input.businessName.trim() }),
        ...(input.nameToBePrintedOnPO != null && { nameToBePrintedOnPo: trimmedText(input.nameToBePrintedOnPO) }),
        ...(input.kycDocumentNo != null && { kycDocumentNo: trimmedText(input.kycDocumentNo) }),
        ...(input.beneficiaryId != null && { beneficiaryId: trimmedText(input.beneficiaryId) }),
        ...(businessAddress && { businessAddress }),
      })
      .where(and(eq(billingEntities.id, entity.id), eq(billingEntities.ownerEmployeeId, agent.employeeId)))
      .returning();
    if (!row) throw appError('BS-1002', { field: 'input.id' });
    return { billingEntity: toBillingEntity(row, true) };
  },
  cacheAccount: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.accountId);
    if (input.opportunityId) {
      const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
      // An opportunity is for one merchant: it takes this account unless it already has another.
      if (opportunity.accountId && opportunity.accountId !== account.id) throw appError('MOS-1007', { field: 'input.accountId' });
      if (!opportunity.accountId) {
        await context.db
          .update(opportunities)
          .set({ accountId: account.id, modifiedOn: context.now() })
          .where(and(eq(opportunities.id, opportunity.id), eq(opportunities.ownerEmployeeId, agent.employeeId)));
      }
    }
    return { isCached: true, accountId: account.id };
  },
};
