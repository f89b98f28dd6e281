import { and, eq } from 'drizzle-orm';
import type { BusinessDetails, MutationResolvers, QueryResolvers, SaveBusinessDetailsInput } from '../../../../generated/resolvers';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import { merchantMessages, storedMobile } from '../../../domain/merchant-input';
import { isRecordEditable } from '../../../domain/onboarding-steps';
import { productMessages } from '../../../domain/pricing';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { billingEntities, merchantAccountMccs, merchantAccounts, merchantContacts, opportunities, type leads, type StoredMerchantAddress } from '../../db/schema';
import { appError } from '../../errors';
import { suggestedOwnershipType } from '../../sandbox/registry-provider';
import { storedAddress } from '../../records/address-check';
import { withPincodePlace } from './pincode-places';
import { checkBusinessProof } from './business-proof-check';
import { ownLead } from '../../records/leads';
import { contactWhere, isEditable, ownAccount, trimmedText } from '../../records/merchant-accounts';
import { choosableMcc, mccFields, ownMccOfAccount } from './account-mccs';
import { toAccount, toBillingEntity, toContact, toMcc } from './merchant-mapper';
import { checkRevenue } from './revenue-check';
import { createOpportunity } from '../leads';
import { leadOpportunityRow, ownOpportunityRow } from '../../records/opportunity-rows';
import type { OpportunityRow } from '../../records/opportunity-mapper';
import { storedLineItems } from '../pricing';
import { requireAgent } from '../../graphql/require-agent';

type LeadRow = typeof leads.$inferSelect;

interface Journey {
  lead: LeadRow | null;
  opportunity: OpportunityRow | null;
}

/** The journey the step is for: the agent's own opportunity, or the agent's own lead (and its latest opportunity, if any). */
async function journeyOf(context: GraphQLContext, agent: AgentIdentity, input: { leadId?: string | null; opportunityId?: string | null }): Promise<Journey> {
  if (input.opportunityId) {
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    // An opportunity of another lead is a stale selection, not this journey.
    if (input.leadId && opportunity.leadId !== input.leadId) throw appError('ODS-101', { field: 'input.opportunityId' });
    return { opportunity, lead: opportunity.leadId ? await ownLead(context.db, agent, opportunity.leadId) : null };
  }
  if (!input.leadId) throw appError('VALIDATION_ERROR', { message: merchantMessages.panFirst, field: 'input.leadId' });
  const lead = await ownLead(context.db, agent, input.leadId);
  // The lead's latest opportunity, as the step list and the edit lock take it.
  return { lead, opportunity: await leadOpportunityRow(context.db, agent, lead.id) };
}

function sameAddress(a: StoredMerchantAddress | null | undefined, b: StoredMerchantAddress | null | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * What the step shows before anything is saved: what the lead and the PAN registry already say. The
 * lead's pincode fills the address's state and city, as the pincode field fills them when typed.
 */
async function fromLead(context: GraphQLContext, lead: LeadRow | null): Promise<BusinessDetails> {
  const pan = lead?.panNumber ? await context.registries.panDetails(lead.panNumber) : null;
  const address = lead?.shopAddress
    ? await withPincodePlace(context.db, {
        addressLine1: lead.shopAddress.addressLine1 ?? null,
        addressLine2: lead.shopAddress.addressLine2 ?? null,
        pinCode: lead.shopAddress.pincode ?? null,
      })
    : null;
  return {
    accountId: null,
    name: lead?.shopName ?? null,
    legalName: pan?.name ?? null,
    ownershipType: pan ? suggestedOwnershipType(pan.holderType) : null,
    contactName: lead?.contactName ?? null,
    mobileNumber: lead?.contactNumber ?? null,
    email: lead?.contactEmail ?? null,
    gstin: lead?.gstin ?? null,
    address,
    storeAtBusinessAddress: true,
    billingAtBusinessAddress: true,
    isMCCManualEntry: false,
  };
}

async function fromAccount(context: GraphQLContext, agent: AgentIdentity, opportunity: OpportunityRow, accountId: string): Promise<BusinessDetails> {
  const account = await ownAccount(context.db, agent, accountId, 'MOS-1006', 'input.opportunityId');
  const [mcc, [contact], [billing]] = await Promise.all([
    ownMccOfAccount(context.db, agent, account.id),
    opportunity.contactId
      ? context.db.select().from(merchantContacts).where(and(eq(merchantContacts.id, opportunity.contactId), contactWhere(agent, account.id)))
      : context.db.select().from(merchantContacts).where(and(contactWhere(agent, account.id), eq(merchantContacts.isPrimary, true))),
    opportunity.primaryBillingEntityId
      ? context.db
          .select()
          .from(billingEntities)
          .where(and(eq(billingEntities.id, opportunity.primaryBillingEntityId), eq(billingEntities.ownerEmployeeId, agent.employeeId)))
      : Promise.resolve([]),
  ]);
  const billingAtBusinessAddress = !billing || sameAddress(billing.businessAddress, account.address);
  // An address kept with its pincode but without its city (an account from before the master list's
  // cities) shows the city its pincode names, as the pincode field fills it when typed.
  const [address, storeAddress, billingAddress] = await Promise.all([
    withPincodePlace(context.db, account.address),
    withPincodePlace(context.db, account.storeAddress),
    billingAtBusinessAddress ? null : withPincodePlace(context.db, billing?.businessAddress),
  ]);
  return {
    accountId: account.id,
    name: account.name,
    legalName: account.legalName,
    ownershipType: account.ownershipType,
    accountType: account.accountType,
    revenue: account.revenue,
    dateOfIncorporation: account.dateOfIncorporation,
    email: account.email,
    weeklySettlementUpperLimit: account.weeklySettlementUpperLimit,
    contactName: contact?.leadName ?? null,
    mobileNumber: contact?.mobileNumber ?? account.mobileNumber,
    address,
    storeAtBusinessAddress: account.storeAddress === null,
    storeAddress,
    billingAtBusinessAddress,
    billingAddress,
    businessProofType: account.businessProofType,
    businessProofNumber: account.businessProofNumber,
    businessProofNameConfirmed: account.businessProofNameConfirmed,
    gstin: account.gstin,
    udyamNumber: account.udyamNumber,
    mccCode: mcc?.mccCode ?? null,
    isMCCManualEntry: mcc?.isMccManualEntry ?? false,
    licenceNumber: account.licenceNumber,
  };
}

/** The account's fields as the step saves them; the PAN is the journey's, never the client's. */
function accountValues(
  input: SaveBusinessDetailsInput,
  addresses: { address: StoredMerchantAddress | null; storeAddress: StoredMerchantAddress | null },
  proof: { nameConfirmed: boolean },
  now: Date,
) {
  return {
    ownershipType: input.ownershipType,
    accountType: input.accountType ?? null,
    name: input.name.trim(),
    legalName: input.legalName.trim(),
    dateOfIncorporation: trimmedText(input.dateOfIncorporation),
    mobileNumber: storedMobile(input.mobileNumber),
    email: trimmedText(input.email),
    revenue: input.revenue,
    gstin: input.gstin ? normaliseIdentifier(input.gstin) : null,
    udyamNumber: input.udyamNumber ? normaliseIdentifier(input.udyamNumber) : null,
    weeklySettlementUpperLimit: input.weeklySettlementUpperLimit ?? null,
    address: addresses.address,
    storeAddress: addresses.storeAddress,
    businessProofType: input.businessProofType,
    businessProofNumber: trimmedText(input.businessProofNumber),
    businessProofNameConfirmed: proof.nameConfirmed,
    licenceNumber: trimmedText(input.licenceNumber),
    modifiedAt: now,
  };
}

async function saveAccount(db: Database, agent: AgentIdentity, accountId: string | null, pan: string, values: ReturnType<typeof accountValues>) {
  if (accountId) {
    const [row] = await db
      .update(merchantAccounts)
      .set(values)
      .where(and(eq(merchantAccounts.id, accountId), eq(merchantAccounts.ownerEmployeeId, agent.employeeId)))
      .returning();
    if (!row) throw appError('MOS-1012', { field: 'input.opportunityId' });
    return row;
  }
  // The unique PAN (merchant_accounts_pan_key) decides a race: the loser inserts nothing.
  const [row] = await db
    .insert(merchantAccounts)
    .values({ ...values, ownerEmployeeId: agent.employeeId, panNumber: pan, createdAt: values.modifiedAt })
    .onConflictDoNothing({ target: merchantAccounts.panNumber })
    .returning();
  if (!row) throw appError('MOS-1014', { field: 'input.leadId' });
  return row;
}

export const businessDetailsQueries: QueryResolvers<GraphQLContext> = {
  businessDetailsStep: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const { lead, opportunity } = await journeyOf(context, agent, input);
    const businessDetails = opportunity?.accountId ? await fromAccount(context, agent, opportunity, opportunity.accountId) : await fromLead(context, lead);
    return { businessDetails };
  },
};

export const businessDetailsMutations: MutationResolvers<GraphQLContext> = {
  saveBusinessDetails: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    checkRevenue(input.revenue);
    const journey = await journeyOf(context, agent, input);
    const pan = journey.opportunity?.panNumber ?? journey.lead?.panNumber;
    if (!journey.opportunity?.accountId && !pan) throw appError('VALIDATION_ERROR', { message: merchantMessages.panFirst, field: 'input.leadId' });
    const master = await choosableMcc(context, input.mccCode, 'input.mccCode');
    const proof = await checkBusinessProof(context, input, pan, journey.lead?.gstin);
    const [address, storeAddress, billingAddress] = await Promise.all([
      storedAddress(context.db, input.address, 'MOS-1015', 'input.address'),
      input.storeAtBusinessAddress === false ? storedAddress(context.db, input.storeAddress, 'MSS-1016', 'input.storeAddress') : null,
      input.billingAtBusinessAddress === false ? storedAddress(context.db, input.billingAddress, 'BS-1001', 'input.billingAddress') : null,
    ]);
    // A new lead's journey gets its opportunity with its first save (the lead's open one when it has one).
    const opportunity =
      journey.opportunity ?? (journey.lead ? await createOpportunity(context, agent, { leadId: journey.lead.id, isExistingMerchant: false }) : null);
    if (!opportunity) throw appError('ODS-101', { field: 'input.opportunityId' });
    if (!isRecordEditable('ACCOUNT', { status: opportunity.status, submitted: opportunity.opportunitySubmitted })) {
      throw appError('MOS-1007', { field: 'input.opportunityId' });
    }
    const now = context.now();
    const saved = await context.db.transaction(async (tx) => {
      const account = await saveAccount(tx, agent, opportunity.accountId, pan ?? '', accountValues(input, { address, storeAddress }, proof, now));
      const existingMcc = await ownMccOfAccount(tx, agent, account.id);
      if (existingMcc && existingMcc.mccCode !== master.mccCode && (await storedLineItems(tx, agent, opportunity.id)).length > 0) {
        throw appError('VALIDATION_ERROR', { message: productMessages.mccLocked, field: 'input.mccCode' });
      }
      const mccValues = { ...mccFields(master), isMccManualEntry: input.isMCCManualEntry ?? false };
      const [mcc] = existingMcc
        ? await tx.update(merchantAccountMccs).set(mccValues).where(eq(merchantAccountMccs.id, existingMcc.id)).returning()
        : await tx.insert(merchantAccountMccs).values({ accountId: account.id, ownerEmployeeId: agent.employeeId, ...mccValues }).returning();
      const contactValues = { leadName: input.contactName.trim(), mobileNumber: storedMobile(input.mobileNumber), email: trimmedText(input.email), isPrimary: true };
      // One primary contact per account: the step's contact is it.
      await tx.update(merchantContacts).set({ isPrimary: false }).where(contactWhere(agent, account.id));
      const [contact] = opportunity.contactId
        ? await tx.update(merchantContacts).set(contactValues).where(and(eq(merchantContacts.id, opportunity.contactId), contactWhere(agent, account.id))).returning()
        : await tx.insert(merchantContacts).values({ ...contactValues, accountId: account.id, ownerEmployeeId: agent.employeeId, createdAt: now }).returning();
      const billingValues = { businessName: account.legalName, nameToBePrintedOnPo: account.name, businessAddress: billingAddress ?? account.address };
      const [billing] = opportunity.primaryBillingEntityId
        ? await tx
            .update(billingEntities)
            .set(billingValues)
            .where(and(eq(billingEntities.id, opportunity.primaryBillingEntityId), eq(billingEntities.ownerEmployeeId, agent.employeeId)))
            .returning()
        : await tx.insert(billingEntities).values({ ...billingValues, merchantId: account.id, ownerEmployeeId: agent.employeeId, createdAt: now }).returning();
      if (!mcc || !contact || !billing) throw appError('MOS-1007', { field: 'input.opportunityId' });
      await tx
        .update(opportunities)
        .set({
          // The opportunity is known by the name the merchant trades under, as corrected here and
          // printed on the purchase order; the lead keeps the shop name it was taken with.
          name: account.name,
          accountId: account.id,
          accountMccId: mcc.id,
          contactId: contact.id,
          primaryBillingEntityId: billing.id,
          panNumber: account.panNumber,
          contactNumber: contact.mobileNumber,
          annualTurnover: input.revenue,
          modifiedOn: now,
        })
        .where(and(eq(opportunities.id, opportunity.id), eq(opportunities.ownerEmployeeId, agent.employeeId)));
      return { account, mcc, contact, billing };
    });
    const editable = await isEditable(context.db, agent, 'ACCOUNT', saved.account.id);
    return {
      opportunityId: String(opportunity.id),
      merchantAccount: toAccount(saved.account, editable),
      mcc: toMcc(saved.mcc, editable),
      primaryContact: toContact(saved.contact, editable),
      billingEntity: toBillingEntity(saved.billing, editable),
    };
  },
};
