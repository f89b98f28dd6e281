import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Opportunity, PaymentType, PurchaseOrderDetails } from '../../../../generated/resolvers';
import {
  amountPayable,
  canRequestActivation,
  effectiveAcceptance,
  isPaymentComplete,
  isPoFrozen,
  isPurchaseOrderComplete,
  isRectifyEligible,
  PO_ACCEPTANCE_MAX_ATTEMPTS,
  PO_LINK_VALIDITY_MS,
  poPrintedName,
  toPaise,
} from '../../../domain/purchase-order';
import { normaliseMobile } from '../../../domain/identifiers/contact';
import { ruleOptions } from '../../../engine/conditions';
import type { RuleBook } from '../../../engine/rules';
import type { AgentIdentity } from '../../context';
import type { Database } from '../../db/connection';
import { billingEntities, opportunities, opportunityDocumentPages, opportunityDocuments, opportunityPayments, purchaseOrders, sandboxOutbox } from '../../db/schema';
import { fileKey, type FileStorage } from '../../files/file-storage';
import { pageUrl } from '../../files/page-files';
import { hashSecret } from '../../auth/secret-hash';
import { purchaseOrderPdf } from './po-pdf';

// The purchase order's and its payments' life on the server, shared by the agent's operations and
// the pages the merchant (acceptance, payment) and the sandbox approver open.

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PaymentRow = typeof opportunityPayments.$inferSelect;
type OpportunityRow = typeof opportunities.$inferSelect;

/** The merchant's acceptance page; the link's token follows. */
export const PO_ACCEPTANCE_PATH = '/po/';
/** The sandbox payment provider's page a payment link opens; the link's token follows. */
export const PAY_PAGE_PATH = '/sandbox/pay/';
/** The sandbox back office where a PO's activation is approved or rejected. */
export const PO_APPROVER_PATH = '/sandbox/po-approver';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function acceptanceUrl(origin: string, token: string): string {
  return `${origin}${PO_ACCEPTANCE_PATH}${token}`;
}

export function payLinkUrl(origin: string, token: string): string {
  return `${origin}${PAY_PAGE_PATH}${token}`;
}

/** A payment type's label, from forms/rules/payment-types.json. */
export function paymentTypeLabel(rules: RuleBook, paymentType: string): string {
  const option = ruleOptions('payment-types', { values: {}, context: {}, rules }).find((o) => o.value === paymentType);
  return option?.label ?? paymentType;
}

export async function findPurchaseOrder(db: Database, opportunityId: number): Promise<PurchaseOrderRow | null> {
  const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.opportunityId, opportunityId));
  return row ?? null;
}

/** The PO row, locked until the transaction ends: payments and changes to one PO happen one at a time. */
export async function lockPurchaseOrder(db: Database, opportunityId: number): Promise<PurchaseOrderRow | null> {
  const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.opportunityId, opportunityId)).for('update');
  return row ?? null;
}

/** The link to the first page of each of these PDF documents, by document id, in one query. */
async function pdfUrlsOf(db: Database, documentIds: readonly string[]): Promise<Map<string, string>> {
  if (!documentIds.length) return new Map();
  const pages = await db
    .select({ documentId: opportunityDocumentPages.documentId, fileKey: opportunityDocumentPages.fileKey })
    .from(opportunityDocumentPages)
    .where(inArray(opportunityDocumentPages.documentId, [...documentIds]))
    .orderBy(desc(opportunityDocumentPages.pageNumber));
  // Ordered last page first, so that each document's first page is the one left in the map.
  return new Map(pages.map((page) => [page.documentId, pageUrl(page.fileKey)]));
}

function poLinkOf(po: PurchaseOrderRow, links: ReadonlyMap<string, string>): string | null {
  return po.documentId ? (links.get(po.documentId) ?? null) : null;
}

function detailsOf(po: PurchaseOrderRow, poLink: string | null, now: Date): PurchaseOrderDetails {
  return {
    poNumber: po.poNumber,
    revision: po.revision,
    paymentType: po.paymentType,
    totalAmount: po.totalAmount,
    poLink,
    offlinePOGeneration: po.offlinePOGeneration,
    sendOnlineAcceptance: !po.offlinePOGeneration,
    poAcceptanceEmail: po.acceptanceEmail,
    poAcceptanceMobile: po.acceptanceMobile,
    onlineAcceptanceStatus: effectiveAcceptance(po.onlineAcceptanceStatus, po.acceptanceExpiresAt, now),
    acceptedAt: po.acceptedAt?.toISOString() ?? null,
    isFrozen: isPoFrozen(po),
    poActivationStatus: po.activationStatus,
    activationComment: po.activationComment,
    canRequestActivation: canRequestActivation(po),
    rectifyPoEligible: isRectifyEligible(po),
    rectifyPo: po.rectifyPo,
    poRemarks: po.poRemarks,
  };
}

export async function toDetails(db: Database, po: PurchaseOrderRow, now: Date): Promise<PurchaseOrderDetails> {
  const links = await pdfUrlsOf(db, po.documentId ? [po.documentId] : []);
  return detailsOf(po, poLinkOf(po, links), now);
}

/**
 * Makes the PO's PDF and keeps it as a PURCHASEORDER document of the opportunity, so that the file
 * route serves it to the agent who owns it and to no one else. A rolled back save removes the file.
 */
export async function storePoPdf(
  db: Database,
  files: FileStorage,
  afterRollback: (task: () => Promise<void>) => void,
  input: { opportunity: OpportunityRow; poNumber: string; paymentTypeLabel: string; totalAmount: number; offline: boolean; remarks: string | null; now: Date },
): Promise<string> {
  const { opportunity, now } = input;
  const [billing] = opportunity.primaryBillingEntityId
    ? await db
        .select({ nameToBePrintedOnPo: billingEntities.nameToBePrintedOnPo, businessName: billingEntities.businessName })
        .from(billingEntities)
        .where(and(eq(billingEntities.id, opportunity.primaryBillingEntityId), eq(billingEntities.ownerEmployeeId, opportunity.ownerEmployeeId)))
    : [];
  const bytes = await purchaseOrderPdf({
    poNumber: input.poNumber,
    merchantName: poPrintedName(billing ?? null, opportunity.name),
    paymentTypeLabel: input.paymentTypeLabel,
    totalAmount: input.totalAmount,
    offline: input.offline,
    issuedOn: now,
    remarks: input.remarks,
  });
  const key = fileKey('pdf');
  await files.put(key, bytes);
  afterRollback(() => files.delete(key));
  const [document] = await db
    .insert(opportunityDocuments)
    .values({
      opportunityId: opportunity.id,
      ownerEmployeeId: opportunity.ownerEmployeeId,
      documentName: `Purchase order ${input.poNumber}`,
      documentType: 'PURCHASEORDER',
      documentSubType: 'PURCHASEORDER',
      documentSource: 'MANUAL_UPLOAD',
      offlineAcceptance: input.offline,
      status: 'SUBMITTED',
      uniqueIdentifier: input.poNumber,
      createdAt: now,
      modifiedAt: now,
    })
    .returning({ id: opportunityDocuments.id });
  if (!document) throw new Error('the purchase order document was not stored');
  await db.insert(opportunityDocumentPages).values({
    documentId: document.id,
    ownerEmployeeId: opportunity.ownerEmployeeId,
    pageNumber: 1,
    fileKey: key,
    contentType: 'application/pdf',
    sizeBytes: bytes.byteLength,
    fileName: `${input.poNumber}.pdf`,
  });
  return document.id;
}

/** Puts a mail in the sandbox outbox, the merchant's mailbox while no mail service is wired. */
export async function sendMail(
  db: Database,
  mail: { to: string; subject: string; body: string; linkUrl: string; linkLabel: string; senderEmployeeId: string; now: Date },
): Promise<void> {
  await db.insert(sandboxOutbox).values({
    toEmail: mail.to.toLowerCase(),
    subject: mail.subject,
    body: mail.body,
    linkUrl: mail.linkUrl,
    linkLabel: mail.linkLabel,
    senderEmployeeId: mail.senderEmployeeId,
    sentAt: mail.now,
  });
}

/** What has been paid against the opportunity: the sum of its successful payments, in rupees. */
export function amountPaid(payments: readonly PaymentRow[]): number {
  return payments.filter((p) => p.status === 'SUCCESS').reduce((sum, p) => sum + toPaise(p.amount), 0) / 100;
}

export async function paymentsOf(db: Database, opportunityId: number): Promise<PaymentRow[]> {
  return db.select().from(opportunityPayments).where(eq(opportunityPayments.opportunityId, opportunityId)).orderBy(asc(opportunityPayments.createdAt), asc(opportunityPayments.id));
}

export interface PaymentFacts {
  paymentType: PaymentType | null;
  total: number;
  paid: number;
  payable: number;
  completed: boolean;
}

/** The payment as the step reads it: the PO's total (the opportunity's before there is a PO), paid, payable, done. */
export function paymentFacts(po: PurchaseOrderRow | null, opportunity: OpportunityRow, payments: readonly PaymentRow[]): PaymentFacts {
  const total = po?.totalAmount ?? opportunity.totalAmount ?? 0;
  const paid = amountPaid(payments);
  const paymentType = po?.paymentType ?? null;
  // Nothing is paid or due on a PO the merchant has not accepted (or that is being rectified).
  return { paymentType, total, paid, payable: amountPayable(total, paid), completed: po !== null && isPoFrozen(po) && isPaymentComplete(paymentType, total, paid) };
}

/** What the Purchase Order and Payment steps' completeWhen read; null before the journey has an opportunity. */
export async function storedPurchaseOrderFacts(db: Database, agent: AgentIdentity, opportunity: OpportunityRow | null) {
  if (!opportunity || opportunity.ownerEmployeeId !== agent.employeeId) return { purchaseOrder: null, payment: null };
  const po = await findPurchaseOrder(db, opportunity.id);
  const facts = paymentFacts(po, opportunity, po ? await paymentsOf(db, opportunity.id) : []);
  return { purchaseOrder: { completed: isPurchaseOrderComplete(po) }, payment: { completed: facts.completed } };
}

/** Closes the opportunity's open payment links: only the latest link may be paid. */
export async function cancelOpenLinks(db: Database, opportunityId: number, now: Date): Promise<void> {
  await db
    .update(opportunityPayments)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(
      and(
        eq(opportunityPayments.opportunityId, opportunityId),
        eq(opportunityPayments.paymentMode, 'PAYMENT_LINK'),
        inArray(opportunityPayments.status, ['INITIATED', 'PENDING']),
      ),
    );
}

export async function latestLinkPayment(db: Database, opportunityId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(opportunityPayments)
    .where(and(eq(opportunityPayments.opportunityId, opportunityId), eq(opportunityPayments.paymentMode, 'PAYMENT_LINK')))
    .orderBy(desc(opportunityPayments.createdAt), desc(opportunityPayments.id))
    .limit(1);
  return row ?? null;
}

/** The PO whose acceptance link carries this token. */
export async function poByAcceptanceToken(db: Database, token: string): Promise<PurchaseOrderRow | null> {
  if (!token) return null;
  const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.acceptanceTokenHash, hashSecret(token)));
  return row ?? null;
}

export type AcceptanceAnswer =
  | { ok: true; po: PurchaseOrderRow }
  | { ok: false; reason: 'closed' | 'limited' }
  | { ok: false; reason: 'mobile'; attemptsLeft: number };

/**
 * The merchant's answer on the acceptance page; only a sent, unexpired link takes one, and only with
 * the mobile number the PO was sent to: the link alone (a forwarded mail) does not bind the merchant.
 * Each answer claims one of the link's attempts first, so that concurrent tries cannot exceed the
 * limit; the right number gives it back.
 */
export async function answerAcceptance(db: Database, token: string, accept: boolean, mobile: string, now: Date): Promise<AcceptanceAnswer> {
  const po = await poByAcceptanceToken(db, token);
  if (!po || effectiveAcceptance(po.onlineAcceptanceStatus, po.acceptanceExpiresAt, now) !== 'SENT') return { ok: false, reason: 'closed' };
  const [claimed] = await db
    .update(purchaseOrders)
    .set({ acceptanceFailedAttempts: sql`${purchaseOrders.acceptanceFailedAttempts} + 1` })
    .where(and(eq(purchaseOrders.id, po.id), lt(purchaseOrders.acceptanceFailedAttempts, PO_ACCEPTANCE_MAX_ATTEMPTS)))
    .returning({ failedAttempts: purchaseOrders.acceptanceFailedAttempts });
  if (!claimed) return { ok: false, reason: 'limited' };
  if (!po.acceptanceMobile || normaliseMobile(mobile) !== po.acceptanceMobile) {
    return { ok: false, reason: 'mobile', attemptsLeft: PO_ACCEPTANCE_MAX_ATTEMPTS - claimed.failedAttempts };
  }
  const [row] = await db
    .update(purchaseOrders)
    .set({
      ...(accept ? { onlineAcceptanceStatus: 'ACCEPTED' as const, acceptedAt: now } : { onlineAcceptanceStatus: 'REJECTED' as const }),
      acceptanceFailedAttempts: sql`${purchaseOrders.acceptanceFailedAttempts} - 1`,
      updatedAt: now,
    })
    .where(and(eq(purchaseOrders.id, po.id), eq(purchaseOrders.onlineAcceptanceStatus, 'SENT')))
    .returning();
  return row ? { ok: true, po: row } : { ok: false, reason: 'closed' };
}

/** The approver's decision on a requested activation; the opportunity's status follows it. */
export async function decideActivation(db: Database, poId: string, approve: boolean, comment: string | null, now: Date): Promise<PurchaseOrderRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(purchaseOrders)
      .set({ activationStatus: approve ? 'APPROVED' : 'REJECTED', activationComment: comment, updatedAt: now })
      .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.activationStatus, 'REQUESTED')))
      .returning();
    if (!row) return null;
    await tx
      .update(opportunities)
      .set({ status: approve ? 'PO_ACTIVATION_APPROVED' : 'PO_ACTIVATION_REJECTED', modifiedOn: now })
      .where(eq(opportunities.id, row.opportunityId));
    return row;
  });
}

export async function requestedActivations(db: Database): Promise<(PurchaseOrderRow & { merchantName: string })[]> {
  const rows = await db
    .select({ po: purchaseOrders, merchantName: opportunities.name })
    .from(purchaseOrders)
    .innerJoin(opportunities, eq(opportunities.id, purchaseOrders.opportunityId))
    .where(eq(purchaseOrders.activationStatus, 'REQUESTED'))
    .orderBy(asc(purchaseOrders.updatedAt))
    .limit(50);
  return rows.map((r) => ({ ...r.po, merchantName: r.merchantName }));
}

export async function paymentByLinkToken(db: Database, token: string): Promise<PaymentRow | null> {
  if (!token) return null;
  const [row] = await db.select().from(opportunityPayments).where(eq(opportunityPayments.payLinkTokenHash, hashSecret(token)));
  return row ?? null;
}

export type PayOutcome = 'SUCCESS' | 'FAILED' | 'PENDING';

/**
 * The sandbox provider's answer to a payment link: the merchant paid, the payment failed, or the bank
 * has not confirmed yet (pending, payable later on the same link). A payment that would take more than
 * is payable by the time it is paid (another payment came first) fails.
 */
export async function settleLinkPayment(db: Database, token: string, outcome: PayOutcome, now: Date): Promise<PaymentRow | null> {
  return db.transaction(async (tx) => {
    const payment = await paymentByLinkToken(tx, token);
    if (!payment || !['INITIATED', 'PENDING'].includes(payment.status) || (payment.payLinkExpiresAt && payment.payLinkExpiresAt <= now)) return null;
    const po = await lockPurchaseOrder(tx, payment.opportunityId);
    let status: PayOutcome = outcome;
    if (outcome === 'SUCCESS') {
      const paid = amountPaid(await paymentsOf(tx, payment.opportunityId));
      const payable = amountPayable(po?.totalAmount ?? 0, paid);
      if (!po || toPaise(payment.amount) > toPaise(payable)) status = 'FAILED';
    }
    const [row] = await tx
      .update(opportunityPayments)
      .set({
        status,
        updatedAt: now,
        ...(status === 'SUCCESS' ? { collectionDate: now.toISOString().slice(0, 10), invoiceTxnRefNo: `SBX${now.getTime()}` } : {}),
      })
      .where(and(eq(opportunityPayments.id, payment.id), inArray(opportunityPayments.status, ['INITIATED', 'PENDING'])))
      .returning();
    return row ?? null;
  });
}

export function acceptanceExpiry(now: Date): Date {
  return new Date(now.getTime() + PO_LINK_VALIDITY_MS);
}


/**
 * Opportunities as the contract shows them, each with its purchase order's fields (paymentType,
 * poNumber, purchaseOrder): two queries for a whole page of them, not two for each.
 */
export async function withPurchaseOrders(db: Database, list: readonly Opportunity[], now: Date): Promise<Opportunity[]> {
  if (!list.length) return [];
  const pos = await db.select().from(purchaseOrders).where(inArray(purchaseOrders.opportunityId, list.map((o) => Number(o.id))));
  const links = await pdfUrlsOf(db, pos.flatMap((po) => (po.documentId ? [po.documentId] : [])));
  const byOpportunity = new Map(pos.map((po) => [String(po.opportunityId), po]));
  return list.map((opportunity) => {
    const po = byOpportunity.get(opportunity.id);
    if (!po) return opportunity;
    const details = detailsOf(po, poLinkOf(po, links), now);
    return {
      ...opportunity,
      paymentType: po.paymentType,
      poNumber: po.poNumber,
      purchaseOrder: {
        poLink: details.poLink,
        poActivationStatus: details.poActivationStatus,
        offlinePOGeneration: details.offlinePOGeneration,
        sendOnlineAcceptance: details.sendOnlineAcceptance,
        poAcceptanceEmail: details.poAcceptanceEmail,
        poAcceptanceMobile: details.poAcceptanceMobile,
        applicationStatus: null,
        onlineAcceptanceStatus: details.onlineAcceptanceStatus,
        rectifyPoEligible: details.rectifyPoEligible,
        rectifyPo: details.rectifyPo,
        poRemarks: details.poRemarks,
      },
    };
  });
}
