import { and, eq } from 'drizzle-orm';
import type { MutationResolvers, OpportunityPaymentRecord, QueryResolvers } from '../../../../generated/resolvers';
import { normaliseMobile } from '../../../domain/identifiers/contact';
import {
  canRequestActivation,
  effectiveAcceptance,
  isPoFrozen,
  isRectifyEligible,
  PO_ACCEPTANCE_MAX_ATTEMPTS,
  PO_LINK_VALIDITY_MS,
  paymentAmountProblem,
  paymentDatesProblem,
  paymentFieldMessages,
  poMessages,
  poNumberOf,
  toPaise,
} from '../../../domain/purchase-order';
import { indianToday } from '../../../domain/mandate';
import { formatRupees } from '../../../domain/rupees';
import { isUuid } from '../../../domain/record-ids';
import type { GraphQLContext } from '../../context';
import { opportunities, opportunityPayments, purchaseOrders } from '../../db/schema';
import { appError } from '../../errors';
import { hashSecret } from '../../auth/secret-hash';
import {
  acceptanceExpiry,
  acceptanceUrl,
  cancelOpenLinks,
  findPurchaseOrder,
  latestLinkPayment,
  lockPurchaseOrder,
  newToken,
  payLinkUrl,
  paymentFacts,
  paymentsOf,
  paymentTypeLabel,
  sendMail,
  storePoPdf,
  toDetails,
  type PaymentRow,
  type PurchaseOrderRow,
} from './purchase-orders';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { requireAgent } from '../../graphql/require-agent';
import { stepEditable } from '../../journey/step-saving';

type OpportunityRow = typeof opportunities.$inferSelect;

/** Refuses a change once the opportunity no longer lets the step change (submitted, in review, rejected). */
function checkEditable(stepType: 'PurchaseOrder' | 'POPayment', opportunity: OpportunityRow) {
  if (!stepEditable(stepType, opportunity)) throw appError('MOS-1007');
}

function toRecord(row: PaymentRow): OpportunityPaymentRecord {
  return {
    id: row.id,
    opportunityId: String(row.opportunityId),
    paymentMode: row.paymentMode,
    bankName: row.bankName,
    collectionDate: row.collectionDate,
    depositDate: row.depositDate,
    amount: row.amount,
    status: row.status,
    invoiceTxnRefNo: row.invoiceTxnRefNo,
    initiationTime: row.initiationTime?.toISOString() ?? null,
    proofDocumentId: row.proofDocumentId,
  };
}

/** A PO that the merchant has accepted, for a payment against it. */
function acceptedPo(po: PurchaseOrderRow | null): PurchaseOrderRow {
  if (!po || !isPoFrozen(po)) throw appError('PO_NOT_ACCEPTED', { field: 'input.opportunityId' });
  return po;
}

/** Payments to one PO are taken one at a time, so two cannot together pass what is payable. */
async function checkAmount(context: GraphQLContext, opportunity: OpportunityRow, amount: number, field: string, excluding?: string) {
  const po = acceptedPo(await lockPurchaseOrder(context.db, opportunity.id));
  const payments = (await paymentsOf(context.db, opportunity.id)).filter((p) => p.id !== excluding);
  const facts = paymentFacts(po, opportunity, payments);
  const problem = paymentAmountProblem(po.paymentType, amount, facts.payable);
  if (problem) throw appError(problem === poMessages.paymentNotDue ? 'PAYMENT_NOT_DUE' : 'VALIDATION_ERROR', { message: problem, field });
}

async function paymentStatus(context: GraphQLContext, opportunity: OpportunityRow, paymentId?: string | null) {
  const po = await findPurchaseOrder(context.db, opportunity.id);
  const payments = await paymentsOf(context.db, opportunity.id);
  const facts = paymentFacts(po, opportunity, payments);
  let asked: PaymentRow | null;
  if (paymentId) {
    asked = payments.find((p) => p.id === paymentId) ?? null;
    if (!asked) throw appError('PAYMENT_RECORD_NOT_FOUND', { field: 'input.paymentId' });
  } else {
    asked = await latestLinkPayment(context.db, opportunity.id);
  }
  return {
    paymentId: asked?.id ?? null,
    status: asked?.status ?? null,
    isPaymentComplete: facts.completed,
    amountPaid: facts.paid,
    amountPayable: facts.payable,
    paymentRecords: payments.map(toRecord),
  };
}

/** A recorded payment's dates, by the rule the app checks them with, against the server's own day. */
function checkPaymentDates(dates: { collectionDate?: string | null; depositDate?: string | null }, now: Date) {
  const problem = paymentDatesProblem(dates, indianToday(now));
  if (problem) throw appError('VALIDATION_ERROR', { message: problem.message, field: `input.${problem.field}` });
}

export const purchaseOrderQueries: QueryResolvers<GraphQLContext> = {
  purchaseOrderStep: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const po = await findPurchaseOrder(context.db, opportunity.id);
    return {
      paymentType: po?.paymentType ?? null,
      offlinePOGeneration: po?.offlinePOGeneration ?? null,
      poAcceptanceEmail: po?.acceptanceEmail ?? null,
      poAcceptanceMobile: po?.acceptanceMobile ?? null,
      totalAmount: opportunity.totalAmount,
      purchaseOrder: po ? await toDetails(context.db, po, context.now()) : null,
    };
  },
  getOpportunityPaymentStatus: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    return paymentStatus(context, opportunity, input.paymentId);
  },
};

export const purchaseOrderMutations: MutationResolvers<GraphQLContext> = {
  savePurchaseOrder: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    checkEditable('PurchaseOrder', opportunity);
    const total = opportunity.totalAmount;
    if (total === null || toPaise(total) <= 0) throw appError('PO_TOTAL_MISSING', { field: 'input.opportunityId' });
    const now = context.now();
    const offline = input.offlinePOGeneration;
    const email = offline ? null : (input.poAcceptanceEmail?.trim().toLowerCase() ?? null);
    const mobile = offline ? null : normaliseMobile(input.poAcceptanceMobile ?? '');
    const current = await lockPurchaseOrder(context.db, opportunity.id);

    if (current) {
      const sameContent = current.paymentType === input.paymentType && current.offlinePOGeneration === offline && toPaise(current.totalAmount) === toPaise(total);
      const sameContact = current.acceptanceEmail === email && current.acceptanceMobile === mobile;
      if (isPoFrozen(current)) {
        // Saving the accepted PO as it is moves the journey on; changing it needs a rectification first.
        if (sameContent && sameContact) return { purchaseOrder: await toDetails(context.db, current, now), isEmailSent: false };
        // Said as the spec's dialog (its title and message), not under the field: the choice is not wrong, the update failed.
        if (current.paymentType !== input.paymentType) throw appError('PAYMENT_TYPE_UPDATE_ERROR');
        throw appError('PO_FROZEN', { field: 'input.opportunityId' });
      }
      // Payments were taken on the payment type: it stays.
      if (current.paymentType !== input.paymentType && toPaise(paymentFacts(current, opportunity, await paymentsOf(context.db, opportunity.id)).paid) > 0) {
        throw appError('PAYMENT_TYPE_UPDATE_ERROR');
      }
      // A link closed by too many wrong mobile numbers is sent again, as an expired one is.
      const pending =
        effectiveAcceptance(current.onlineAcceptanceStatus, current.acceptanceExpiresAt, now) === 'SENT' && current.acceptanceFailedAttempts < PO_ACCEPTANCE_MAX_ATTEMPTS;
      if (sameContent && sameContact && current.documentId && (offline || pending)) {
        return { purchaseOrder: await toDetails(context.db, current, now), isEmailSent: false };
      }
    }

    const revision = current?.revision ?? 0;
    const poNumber = poNumberOf(opportunity.id, revision);
    const contentChanged =
      !current?.documentId ||
      current.paymentType !== input.paymentType ||
      current.offlinePOGeneration !== offline ||
      toPaise(current.totalAmount) !== toPaise(total);
    const documentId = contentChanged
      ? await storePoPdf(context.db, context.files, (task) => context.effects.afterRollback(task), {
          opportunity,
          poNumber,
          paymentTypeLabel: paymentTypeLabel(context.forms.rules, input.paymentType),
          totalAmount: total,
          offline,
          remarks: current?.poRemarks ?? null,
          now,
        })
      : current.documentId;
    const token = offline ? null : newToken();
    const columns = {
      paymentType: input.paymentType,
      poNumber,
      totalAmount: total,
      offlinePOGeneration: offline,
      acceptanceEmail: email,
      acceptanceMobile: mobile,
      acceptanceTokenHash: token ? hashSecret(token) : null,
      acceptanceExpiresAt: token ? acceptanceExpiry(now) : null,
      acceptanceFailedAttempts: 0,
      onlineAcceptanceStatus: token ? ('SENT' as const) : ('NOT_SENT' as const),
      // An offline PO is made to be signed there and then: the agent's save stands for the signed paper.
      acceptedAt: offline ? now : null,
      documentId,
      updatedAt: now,
    };
    const [po] = current
      ? await context.db.update(purchaseOrders).set(columns).where(eq(purchaseOrders.id, current.id)).returning()
      : await context.db
          .insert(purchaseOrders)
          .values({ ...columns, opportunityId: opportunity.id, ownerEmployeeId: agent.employeeId, createdAt: now })
          // Another save of the same opportunity's first PO, running beside this one, made it first.
          .onConflictDoNothing({ target: purchaseOrders.opportunityId })
          .returning();
    if (!po) throw appError('REQUEST_IN_PROGRESS');
    if (token && email) {
      await sendMail(context.db, {
        to: email,
        subject: `Purchase order ${poNumber} for your acceptance`,
        body: `Dear merchant, please review and accept purchase order ${poNumber} for ${opportunity.name}. The link is valid for ${PO_LINK_VALIDITY_MS / 86_400_000} days.`,
        linkUrl: acceptanceUrl(context.origin, token),
        linkLabel: 'Open the purchase order',
        senderEmployeeId: agent.employeeId,
        now,
      });
    }
    return { purchaseOrder: await toDetails(context.db, po, now), isEmailSent: Boolean(token) };
  },

  requestPoActivation: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    checkEditable('PurchaseOrder', opportunity);
    const po = acceptedPo(await lockPurchaseOrder(context.db, opportunity.id));
    if (!canRequestActivation(po)) throw appError('VALIDATION_ERROR', { message: poMessages.activationPending, field: 'input.opportunityId' });
    const now = context.now();
    const [row] = await context.db
      .update(purchaseOrders)
      .set({ activationStatus: 'REQUESTED', activationComment: null, statusBeforeActivation: opportunity.status, updatedAt: now })
      .where(eq(purchaseOrders.id, po.id))
      .returning();
    if (!row) throw appError('PO_NOT_ACCEPTED', { field: 'input.opportunityId' });
    await context.db
      .update(opportunities)
      .set({ status: 'PO_ACTIVATION_REQUESTED', modifiedOn: now })
      .where(and(eq(opportunities.id, opportunity.id), eq(opportunities.ownerEmployeeId, agent.employeeId)));
    return { purchaseOrder: await toDetails(context.db, row, now), isEmailSent: false };
  },

  rectifyPurchaseOrder: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    checkEditable('PurchaseOrder', opportunity);
    const po = await lockPurchaseOrder(context.db, opportunity.id);
    if (!po || !isRectifyEligible(po)) throw appError('VALIDATION_ERROR', { message: poMessages.notRectifiable, field: 'input.opportunityId' });
    const now = context.now();
    const revision = po.revision + 1;
    // The next save makes the new revision's PDF and sends it for acceptance again.
    const [row] = await context.db
      .update(purchaseOrders)
      .set({
        revision,
        poNumber: poNumberOf(opportunity.id, revision),
        rectifyPo: true,
        poRemarks: input.poRemarks.trim(),
        acceptedAt: null,
        onlineAcceptanceStatus: 'NOT_SENT',
        acceptanceTokenHash: null,
        acceptanceExpiresAt: null,
        documentId: null,
        activationStatus: 'NOT_REQUESTED',
        updatedAt: now,
      })
      .where(eq(purchaseOrders.id, po.id))
      .returning();
    if (!row) throw appError('PO_NOT_ACCEPTED', { field: 'input.opportunityId' });
    if (opportunity.status === 'PO_ACTIVATION_REJECTED') {
      await context.db
        .update(opportunities)
        .set({ status: po.statusBeforeActivation ?? 'INITIATED', modifiedOn: now })
        .where(eq(opportunities.id, opportunity.id));
    }
    return { purchaseOrder: await toDetails(context.db, row, now), isEmailSent: false };
  },

  createOpportunityPaymentRecord: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    checkEditable('POPayment', opportunity);
    await checkAmount(context, opportunity, input.amount, 'input.amount');
    const now = context.now();
    checkPaymentDates(input, now);
    const [row] = await context.db
      .insert(opportunityPayments)
      .values({
        opportunityId: opportunity.id,
        ownerEmployeeId: agent.employeeId,
        paymentMode: input.paymentMode,
        amount: input.amount,
        // A payment the agent records has been received: it counts at once.
        status: 'SUCCESS',
        bankName: input.bankName?.trim() || null,
        collectionDate: input.collectionDate ?? null,
        depositDate: input.depositDate ?? null,
        invoiceTxnRefNo: input.invoiceTxnRefNo?.trim() || null,
        proofDocumentId: input.proofDocumentId && isUuid(input.proofDocumentId) ? input.proofDocumentId : null,
        initiationTime: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('the payment record was not stored');
    return { id: row.id, paymentRecord: toRecord(row) };
  },

  updateOpportunityPaymentRecord: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const [current] = isUuid(input.id)
      ? await context.db
          .select()
          .from(opportunityPayments)
          .where(and(eq(opportunityPayments.id, input.id), eq(opportunityPayments.ownerEmployeeId, agent.employeeId)))
      : [];
    if (!current) throw appError('PAYMENT_RECORD_NOT_FOUND', { field: 'input.id' });
    if (current.paymentMode === 'PAYMENT_LINK' || current.paymentMode === 'UPI_AUTOPAY') {
      throw appError('VALIDATION_ERROR', { message: poMessages.linkNotEditable, field: 'input.id' });
    }
    const opportunity = await ownOpportunityRow(context.db, agent, String(current.opportunityId));
    checkEditable('POPayment', opportunity);
    const paymentMode = input.paymentMode ?? current.paymentMode;
    if (paymentMode === 'PAYMENT_LINK' || paymentMode === 'UPI_AUTOPAY') {
      throw appError('VALIDATION_ERROR', { message: poMessages.linkPaymentOnly, field: 'input.paymentMode' });
    }
    const amount = input.amount ?? current.amount;
    await checkAmount(context, opportunity, amount, 'input.amount', current.id);
    const invoiceTxnRefNo = input.invoiceTxnRefNo !== undefined ? input.invoiceTxnRefNo?.trim() || null : current.invoiceTxnRefNo;
    if (paymentMode !== 'CASH' && !invoiceTxnRefNo) throw appError('VALIDATION_ERROR', { message: paymentFieldMessages.reference, field: 'input.invoiceTxnRefNo' });
    const collectionDate = input.collectionDate !== undefined ? input.collectionDate : current.collectionDate;
    const depositDate = input.depositDate !== undefined ? input.depositDate : current.depositDate;
    checkPaymentDates({ collectionDate, depositDate }, context.now());
    const [row] = await context.db
      .update(opportunityPayments)
      .set({
        paymentMode,
        amount,
        invoiceTxnRefNo,
        bankName: input.bankName !== undefined ? input.bankName?.trim() || null : current.bankName,
        collectionDate: collectionDate ?? null,
        depositDate: depositDate ?? null,
        proofDocumentId: input.proofDocumentId !== undefined ? (input.proofDocumentId && isUuid(input.proofDocumentId) ? input.proofDocumentId : null) : current.proofDocumentId,
        updatedAt: context.now(),
      })
      .where(eq(opportunityPayments.id, current.id))
      .returning();
    if (!row) throw appError('PAYMENT_RECORD_NOT_FOUND', { field: 'input.id' });
    return { paymentRecord: toRecord(row) };
  },

  initiatePayment: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    checkEditable('POPayment', opportunity);
    const po = acceptedPo(await findPurchaseOrder(context.db, opportunity.id));
    const payable = paymentFacts(po, opportunity, await paymentsOf(context.db, opportunity.id)).payable;
    const amount = input.amount ?? payable;
    await checkAmount(context, opportunity, amount, 'input.amount');
    const email = input.email?.trim().toLowerCase() || po.acceptanceEmail;
    if (!email) throw appError('VALIDATION_ERROR', { message: 'Please enter the e-mail ID the payment link is sent to.', field: 'input.email' });
    const now = context.now();
    await cancelOpenLinks(context.db, opportunity.id, now);
    const token = newToken();
    const [row] = await context.db
      .insert(opportunityPayments)
      .values({
        opportunityId: opportunity.id,
        ownerEmployeeId: agent.employeeId,
        paymentMode: 'PAYMENT_LINK',
        amount,
        status: 'INITIATED',
        initiationTime: now,
        payLinkTokenHash: hashSecret(token),
        payLinkEmail: email,
        payLinkExpiresAt: new Date(now.getTime() + PO_LINK_VALIDITY_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('the payment was not stored');
    const url = payLinkUrl(context.origin, token);
    await sendMail(context.db, {
      to: email,
      subject: `Payment for purchase order ${po.poNumber}`,
      body: `Dear merchant, please pay ${formatRupees(amount)} for purchase order ${po.poNumber} of ${opportunity.name}.`,
      linkUrl: url,
      linkLabel: 'Pay now',
      senderEmployeeId: agent.employeeId,
      now,
    });
    return { payLinkUrl: url, isEmailSent: true, isPaymentInitiated: true, paymentId: row.id, redirectPage: null };
  },

  savePoPayment: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    checkEditable('POPayment', opportunity);
    const status = await paymentStatus(context, opportunity);
    if (!status.isPaymentComplete) throw appError('VALIDATION_ERROR', { message: poMessages.paymentIncomplete, field: 'input.opportunityId' });
    return status;
  },
};
