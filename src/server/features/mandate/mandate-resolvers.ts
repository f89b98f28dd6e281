import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Mandate, MandateDetailsInput, MandateType, MutationResolvers, QueryResolvers } from '../../../../generated/resolvers';
import {
  awaitsMerchant,
  isLiveMandate,
  letsJourneyContinue,
  mandateDetailsProblems,
  mandateMessages,
  mandateStatusMessage,
  modeOfKind,
  upiMessages,
  type MandateKind,
} from '../../../domain/mandate';
import { normaliseMobile } from '../../../domain/identifiers/contact';
import { isUuid } from '../../../domain/record-ids';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { mandates, opportunities } from '../../db/schema';
import { appError } from '../../errors';
import { MANDATE_AUTHORISATION_PATH, MANDATE_FORM_PATH } from './authorisation-page';
import { moveMandate, type MandateRow } from './mandate-status';
import { checkSandboxVpa, sandboxAutoPayRequestFails } from './upi-autopay-sandbox';
import { debitedAccount, eligibilityOf, liveMandate } from './mandate-facts';
import { createDocuments } from '../../records/documents';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { requireAgent } from '../../graphql/require-agent';
import { stepEditable } from '../../journey/step-saving';

// NACH mandates of an opportunity: UPI AutoPay and e-mandates (createEMandate), e-sign
// (createESignMandate) and physical NACH (createPMandate, then uploadPMandate with the photo of
// the signed form). Electronic mandates are authorised by the merchant on the sandbox's
// authorisation page (src/server/features/mandate/authorisation-page.ts). At most one mandate stands at a
// time: creating the same mandate again answers the one standing, one the merchant has not yet
// authorised is withdrawn when another is asked for, and one already signed refuses any other
// (ODS-124). The opportunity's NACH counts as submitted once a mandate is signed.

type OpportunityRow = typeof opportunities.$inferSelect;

const MANDATE_STEP = 'NachMandate';
const PENDING = ['pending_no_error', 'pending_submission'] as const;

function toMandate(context: GraphQLContext, row: MandateRow): Mandate {
  const redirectUrl =
    row.mandateType !== 'PHYSICAL_NACH' && awaitsMerchant(row.status) ? `${context.origin}${MANDATE_AUTHORISATION_PATH}?request=${row.requestId}` : null;
  return {
    id: row.id,
    opportunityId: String(row.opportunityId),
    mandateType: row.mandateType,
    mandateMode: modeOfKind(row.mandateType),
    mandateStatus: row.status,
    mandateStatusCode: row.statusCode,
    mandateStatusDescription: row.statusDescription,
    statusMessage: mandateStatusMessage(row.status),
    redirectUrl,
    requestId: row.requestId,
    reference1: row.reference1,
    isSignUploaded: row.isSignUploaded,
    amountType: row.amountType,
    amount: row.amount,
    frequency: row.frequency,
    startDate: row.startDate,
    endDate: row.endDate,
    mobileNumber: row.mobileNumber,
    email: row.email,
    vpa: row.vpa,
    bankAccountId: row.bankAccountId,
    isActive: row.status === 'active',
    createdOn: row.createdAt.toISOString(),
  };
}

const formUrlOf = (context: GraphQLContext, row: MandateRow | undefined) => (row ? `${context.origin}${MANDATE_FORM_PATH}?request=${row.requestId}` : null);

async function latestOfKinds(db: Database, agent: AgentIdentity, opportunity: OpportunityRow, kinds: readonly MandateKind[]): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(mandates)
    .where(and(eq(mandates.opportunityId, opportunity.id), eq(mandates.ownerEmployeeId, agent.employeeId), inArray(mandates.mandateType, [...kinds])))
    .orderBy(desc(mandates.createdAt), desc(mandates.id))
    .limit(1);
  return row;
}

interface CreateRequest {
  opportunityId: string;
  details: MandateDetailsInput;
  vpa?: string | null;
}

/** The details as stored: the mobile's bare ten digits, an e-mail trimmed, an empty end date none. */
function storedDetails(details: MandateDetailsInput, now: Date, kind: MandateKind) {
  const values = {
    amount: details.amount,
    startDate: details.startDate,
    endDate: details.endDate || null,
    mobileNumber: details.mobileNumber.trim(),
    email: details.email?.trim() || null,
  };
  for (const [field, message] of Object.entries(mandateDetailsProblems(values, kind, now))) {
    throw appError('VALIDATION_ERROR', { message, field: `input.details.${field}` });
  }
  return {
    ...values,
    mobileNumber: normaliseMobile(values.mobileNumber) ?? values.mobileNumber,
    amountType: details.amountType,
    frequency: details.frequency,
  };
}

const sameDetails = (row: MandateRow, wanted: ReturnType<typeof storedDetails>, vpa: string | null) =>
  row.amount === wanted.amount &&
  row.amountType === wanted.amountType &&
  row.frequency === wanted.frequency &&
  row.startDate === wanted.startDate &&
  row.endDate === wanted.endDate &&
  row.mobileNumber === wanted.mobileNumber &&
  row.email === wanted.email &&
  row.vpa === vpa;

/**
 * Creates a mandate of a kind, or answers the one standing when it is that mandate. Checks, in
 * order: the step is still open (MOS-1007), a signed mandate stands (ODS-124 for another kind),
 * the opportunity has an amount to mandate (ODS-105),
 * a bank account of the merchant to debit (ODS-118), the bank takes the kind (the special codes),
 * the details' rules, and what stands already.
 */
async function createMandate(context: GraphQLContext, kind: MandateKind, request: CreateRequest): Promise<MandateRow> {
  const agent = requireAgent(context);
  const opportunity = await ownOpportunityRow(context.db, agent, request.opportunityId);
  if (!stepEditable(MANDATE_STEP, opportunity)) throw appError('MOS-1007', { field: 'input.opportunityId' });
  // A signed mandate is what it was signed as, whatever the dates say now: the same kind asked for
  // again is that mandate, another kind is refused.
  const standing = await liveMandate(context.db, opportunity);
  if (standing && letsJourneyContinue(standing.status)) {
    if (standing.mandateType === kind) return standing;
    throw appError('ODS-124', { field: 'input.opportunityId' });
  }
  if (opportunity.totalAmount == null) throw appError('ODS-105', { field: 'input.opportunityId' });
  const account = await debitedAccount(context.db, agent, opportunity, request.details.bankAccountId);
  if (!account) throw appError('ODS-118', { field: request.details.bankAccountId ? 'input.details.bankAccountId' : 'input.opportunityId' });
  const eligibility = await eligibilityOf(context.db, opportunity, account);
  if (kind === 'E_MANDATE' && !eligibility.isENachEligible) throw appError(eligibility.isESignEligible ? 'NOT_ENACH_ELIGIBLE' : 'NOT_ENACH_ESIGN_ELIGIBLE');
  if (kind === 'E_SIGN' && !eligibility.isESignEligible) throw appError('NOT_ENACH_ESIGN_ELIGIBLE');
  const details = storedDetails(request.details, context.now(), kind);

  let vpa: string | null = null;
  if (kind === 'UPI_AUTOPAY') {
    vpa = request.vpa?.trim() ?? '';
    const check = checkSandboxVpa(vpa);
    if (!check.isValid) throw appError('VALIDATION_ERROR', { message: upiMessages.invalid, field: 'input.vpa' });
    if (!check.isAutoPayEligible) throw appError('VALIDATION_ERROR', { message: upiMessages.notEligible, field: 'input.vpa' });
  }

  if (standing) {
    if (standing.mandateType === kind && sameDetails(standing, details, vpa)) return standing;
    await moveMandate(context.db, standing, PENDING, 'withdrawn', context.now(), { statusCode: 'WITHDRAWN' });
  }

  // The payer's app answers a UPI AutoPay request at once when it fails: the failure is kept in the
  // ACH list, and the agent can change the UPI ID or switch to a link payment.
  const fails = kind === 'UPI_AUTOPAY' && vpa !== null && sandboxAutoPayRequestFails(vpa);
  // Created at the database's clock, not the request's: the ACH list and the latest mandate are told
  // apart by when each was really made.
  const [created] = await context.db
    .insert(mandates)
    .values({
      opportunityId: opportunity.id,
      ownerEmployeeId: agent.employeeId,
      mandateType: kind,
      mandateMode: modeOfKind(kind),
      status: fails ? 'failed' : 'pending_submission',
      statusCode: fails ? 'TRANSACTION_FAILED' : 'PENDING',
      statusDescription: fails ? upiMessages.transactionFailed : null,
      ...details,
      vpa,
      bankAccountId: account.id,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Another call created a mandate for the opportunity at the same time.
  const raced = await liveMandate(context.db, opportunity);
  if (raced?.mandateType === kind) return raced;
  throw appError('ODS-124', { field: 'input.opportunityId' });
}

async function ownMandate(db: Database, agent: AgentIdentity, opportunity: OpportunityRow, id: string): Promise<MandateRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(mandates)
        .where(and(eq(mandates.id, id), eq(mandates.opportunityId, opportunity.id), eq(mandates.ownerEmployeeId, agent.employeeId)))
    : [];
  if (!row) throw appError('MANDATE_NOT_FOUND', { field: 'input.mandateId' });
  return row;
}

const E_MANDATE_KINDS: readonly MandateKind[] = ['E_MANDATE', 'UPI_AUTOPAY'];

/**
 * The step's save names the mode the agent chose: an e-sign or physical mandate is created with its
 * own operation, so the save only answers the one of that kind standing (the step then completes
 * once it is signed).
 */
async function standingOfKind(context: GraphQLContext, opportunityId: string, kind: MandateType): Promise<MandateRow> {
  const agent = requireAgent(context);
  const opportunity = await ownOpportunityRow(context.db, agent, opportunityId);
  const standing = await liveMandate(context.db, opportunity);
  if (standing?.mandateType !== kind || standing.ownerEmployeeId !== agent.employeeId) {
    throw appError('VALIDATION_ERROR', { message: mandateMessages.useOwnButton, field: 'input.mandateType' });
  }
  return standing;
}

export const mandateQueries: QueryResolvers<GraphQLContext> = {
  eMandate: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const row = await latestOfKinds(context.db, agent, opportunity, E_MANDATE_KINDS);
    const eligibility = await eligibilityOf(context.db, opportunity, await debitedAccount(context.db, agent, opportunity, null));
    return { mandate: row ? toMandate(context, row) : null, eligibility: { ...eligibility, nachAmount: opportunity.totalAmount } };
  },
  eSignMandate: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const row = await latestOfKinds(context.db, agent, opportunity, ['E_SIGN']);
    return { mandate: row ? toMandate(context, row) : null };
  },
  pMandate: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const row = await latestOfKinds(context.db, agent, opportunity, ['PHYSICAL_NACH']);
    return { mandate: row ? toMandate(context, row) : null, formUrl: formUrlOf(context, row) };
  },
  achList: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const where = [eq(mandates.opportunityId, opportunity.id), eq(mandates.ownerEmployeeId, agent.employeeId)];
    if (input.activeOnly) where.push(eq(mandates.status, 'active'));
    const rows = await context.db
      .select()
      .from(mandates)
      .where(and(...where))
      .orderBy(desc(mandates.createdAt), desc(mandates.id));
    return { achList: rows.map((row) => toMandate(context, row)) };
  },
  validateVPA: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    await ownOpportunityRow(context.db, agent, input.opportunityId);
    const vpa = input.vpa.trim();
    const check = checkSandboxVpa(vpa);
    return { vpa, ...check, accountHolderName: null };
  },
};

export const mandateMutations: MutationResolvers<GraphQLContext> = {
  createEMandate: async (_parent, { input }, context) => {
    const row = E_MANDATE_KINDS.includes(input.mandateType)
      ? await createMandate(context, input.mandateType, input)
      : await standingOfKind(context, input.opportunityId, input.mandateType);
    const mandate = toMandate(context, row);
    return { mandate, redirectUrl: mandate.redirectUrl, requestId: row.requestId };
  },
  createESignMandate: async (_parent, { input }, context) => {
    const row = await createMandate(context, 'E_SIGN', input);
    const mandate = toMandate(context, row);
    return { mandate, redirectUrl: mandate.redirectUrl, requestId: row.requestId };
  },
  createPMandate: async (_parent, { input }, context) => {
    const row = await createMandate(context, 'PHYSICAL_NACH', input);
    return { mandate: toMandate(context, row), formUrl: formUrlOf(context, row) };
  },
  uploadPMandate: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const row = await ownMandate(context.db, agent, opportunity, input.mandateId);
    if (row.mandateType !== 'PHYSICAL_NACH' || !isLiveMandate(row.status) || row.status === 'active') {
      throw appError('MOS-1007', { field: 'input.mandateId' });
    }
    const [document] = await createDocuments(
      context,
      input.opportunityId,
      [{ documentType: 'MANDATE', documentSubType: 'PHYSICALMANDATE', documentMode: input.documentMode, documentPages: input.documentPages }],
      () => 'input',
    );
    if (!document) throw appError('INTERNAL_SERVER_ERROR');
    // The signed form goes to the bank with the photo: submitted, waiting for the bank's activation.
    const moved = await moveMandate(context.db, row, [...PENDING, 'submitted', 'acknowledged'], 'submitted', context.now(), {
      isSignUploaded: true,
      documentId: document.id,
      statusCode: 'SUBMITTED',
    });
    if (!moved) throw appError('MOS-1007', { field: 'input.mandateId' });
    return { isSignUploaded: true, mandate: toMandate(context, moved), document };
  },
};
