import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DocumentPageInput, OpportunityDocument, OpportunityDocumentInput } from '../../../generated/resolvers';
import {
  acceptsFileType,
  checkPageFile,
  fileTypeMessage,
  FILE_EXTENSION,
  documentMessages,
  isDocumentEditable,
  type DocumentCategoryCode,
  type PageFileType,
} from '../../domain/documents';
import { isUuid } from '../../domain/record-ids';
import type { AgentIdentity, GraphQLContext } from '../context';
import type { Database } from '../db/connection';
import { opportunities, opportunityDocumentPages, opportunityDocuments } from '../db/schema';
import { appError } from '../errors';
import { fileKey } from '../files/file-storage';
import { decodeDataUrl, keyOfPageUrl, pageUrl } from '../files/page-files';
import { requireAgent } from '../graphql/require-agent';
import { ownOpportunityRow } from './opportunity-rows';
import { accountSignatory } from './signatories';

// An opportunity's documents and their pages, the agent's own: the documents step stores them, and
// the KYC and mandate steps store theirs the same way.

export type DocumentRow = typeof opportunityDocuments.$inferSelect;
type PageRow = typeof opportunityDocumentPages.$inferSelect;
type OpportunityRow = typeof opportunities.$inferSelect;

function toDocument(row: DocumentRow, pages: readonly PageRow[]): OpportunityDocument {
  return {
    id: row.id,
    opportunityId: String(row.opportunityId),
    signatoryId: row.signatoryId,
    documentName: row.documentName,
    documentType: row.documentType,
    documentSubType: row.documentSubType,
    documentMode: row.documentMode,
    documentSource: row.documentSource,
    documentPages: pages.map((page) => ({ pageNumber: page.pageNumber, fileName: page.fileName, contentType: page.contentType, url: pageUrl(page.fileKey) })),
    offlineAcceptance: row.offlineAcceptance,
    cseL1Status: row.cseL1Status,
    cseL1Remarks: row.cseL1Remarks,
    cseL2Status: row.cseL2Status,
    cseL2Remarks: row.cseL2Remarks,
    status: row.status,
    uniqueIdentifier: row.uniqueIdentifier,
    latLng: row.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : null,
    verifiedThroughOnlinePortal: row.verifiedThroughOnlinePortal,
    createdOn: row.createdAt.toISOString(),
  };
}

/** The pages of these documents, each document's in page order. */
export async function pagesOf(db: Database, documentIds: readonly string[]): Promise<Map<string, PageRow[]>> {
  const byDocument = new Map<string, PageRow[]>(documentIds.map((id) => [id, []]));
  if (documentIds.length === 0) return byDocument;
  const rows = await db
    .select()
    .from(opportunityDocumentPages)
    .where(inArray(opportunityDocumentPages.documentId, [...documentIds]))
    .orderBy(asc(opportunityDocumentPages.pageNumber));
  for (const row of rows) byDocument.get(row.documentId)?.push(row);
  return byDocument;
}

export async function withPages(db: Database, rows: readonly DocumentRow[]): Promise<OpportunityDocument[]> {
  const pages = await pagesOf(db, rows.map((row) => row.id));
  return rows.map((row) => toDocument(row, pages.get(row.id) ?? []));
}

/** The agent's own documents of these ids; an unknown id, or another agent's, is not found (DE-2006). */
export async function ownDocuments(db: Database, agent: AgentIdentity, ids: readonly string[], field: (index: number) => string): Promise<DocumentRow[]> {
  const wanted = ids.filter(isUuid);
  const rows = wanted.length
    ? await db
        .select()
        .from(opportunityDocuments)
        .where(and(inArray(opportunityDocuments.id, wanted), eq(opportunityDocuments.ownerEmployeeId, agent.employeeId)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id, index) => {
    const row = byId.get(id);
    if (!row) throw appError('DE-2006', { field: field(index) });
    return row;
  });
}

/** Documents of this category may still change on the opportunity (MOS-1007 once its step is locked). */
export function requireEditable(opportunity: OpportunityRow, category: DocumentCategoryCode, field: string) {
  if (!isDocumentEditable(category, { status: opportunity.status, submitted: opportunity.opportunitySubmitted })) {
    throw appError('MOS-1007', { field });
  }
}

/** A page to store as its document's: new bytes, a copy of another document's page, or one of its own kept. */
type PlannedPage =
  | { kind: 'new'; pageNumber: number; fileName: string | null; bytes: Uint8Array; contentType: PageFileType }
  | { kind: 'copy'; pageNumber: number; fileName: string | null; from: PageRow }
  | { kind: 'kept'; pageNumber: number; fileName: string | null; from: PageRow };

function refuse(message: string, field: string): never {
  throw appError('VALIDATION_ERROR', { message, field });
}

/**
 * Checks every page before anything is stored: a data URL's bytes must be a whole JPEG, PNG or WebP
 * photo of a size a browser can show (or, outside photographs, a PDF) of at most PAGE_MAX_BYTES,
 * whatever type the phone named (checkPageFile); a url must be a page the agent has stored.
 * `documentId` is the document being changed, whose own pages are kept rather than copied.
 */
export async function planPages(
  db: Database,
  agent: AgentIdentity,
  category: DocumentCategoryCode,
  pages: readonly DocumentPageInput[],
  field: string,
  documentId?: string,
): Promise<PlannedPage[]> {
  const keys = pages.map((page) => (page.url ? keyOfPageUrl(page.url) : null));
  const known = keys.filter((key): key is string => key !== null);
  const stored = known.length
    ? await db
        .select()
        .from(opportunityDocumentPages)
        .where(and(inArray(opportunityDocumentPages.fileKey, known), eq(opportunityDocumentPages.ownerEmployeeId, agent.employeeId)))
    : [];
  const byKey = new Map(stored.map((row) => [row.fileKey, row]));
  return pages.map((page, index): PlannedPage => {
    const at = `${field}.${index}`;
    const fileName = page.fileName?.trim() || null;
    if (page.url) {
      const from = byKey.get(keys[index] ?? '');
      if (!from) throw appError('DE-2006', { field: `${at}.url` });
      if (!acceptsFileType(category, from.contentType as PageFileType)) refuse(fileTypeMessage(category), `${at}.url`);
      return { kind: from.documentId === documentId ? 'kept' : 'copy', pageNumber: page.pageNumber, fileName: fileName ?? from.fileName, from };
    }
    const bytes = decodeDataUrl(page.dataUrl ?? '');
    if (!bytes) refuse(documentMessages.notDataUrl, `${at}.dataUrl`);
    const checked = checkPageFile(bytes, category);
    if (!checked.ok) refuse(checked.message, `${at}.dataUrl`);
    return { kind: 'new', pageNumber: page.pageNumber, fileName, bytes, contentType: checked.contentType };
  });
}

/**
 * Stores a document's planned pages: new bytes and copies go to the file storage under new keys
 * (removed again if the mutation rolls back), and the page rows are written.
 */
export async function storePages(context: GraphQLContext, agent: AgentIdentity, documentId: string, planned: readonly PlannedPage[]): Promise<void> {
  const rows = [];
  for (const page of planned) {
    if (page.kind === 'kept') {
      rows.push({ ...pageColumns(page, page.from.fileKey, page.from.contentType, page.from.sizeBytes), documentId, ownerEmployeeId: agent.employeeId });
      continue;
    }
    const bytes = page.kind === 'new' ? page.bytes : await context.files.get(page.from.fileKey);
    if (!bytes) throw appError('DE-2006');
    const contentType = page.kind === 'new' ? page.contentType : (page.from.contentType as PageFileType);
    const key = fileKey(FILE_EXTENSION[contentType]);
    await context.files.put(key, bytes);
    context.effects.afterRollback(() => context.files.delete(key));
    rows.push({ ...pageColumns(page, key, contentType, bytes.byteLength), documentId, ownerEmployeeId: agent.employeeId });
  }
  if (rows.length) await context.db.insert(opportunityDocumentPages).values(rows);
}

function pageColumns(page: PlannedPage, fileKey: string, contentType: string, sizeBytes: number) {
  return { pageNumber: page.pageNumber, fileKey, contentType, sizeBytes, fileName: page.fileName };
}

/** The columns a document input sets; a field left out keeps what is stored, null clears it. */
export function documentColumns(input: Omit<Partial<OpportunityDocumentInput>, 'documentPages'>) {
  const columns: Partial<typeof opportunityDocuments.$inferInsert> = {};
  if (input.documentName !== undefined) columns.documentName = input.documentName?.trim() || null;
  if (input.documentMode !== undefined) columns.documentMode = input.documentMode;
  if (input.documentSource !== undefined) columns.documentSource = input.documentSource;
  if (input.offlineAcceptance !== undefined) columns.offlineAcceptance = input.offlineAcceptance;
  if (input.uniqueIdentifier !== undefined) columns.uniqueIdentifier = input.uniqueIdentifier?.trim() || null;
  if (input.verifiedThroughOnlinePortal !== undefined) columns.verifiedThroughOnlinePortal = input.verifiedThroughOnlinePortal;
  if (input.latLng !== undefined) {
    columns.latitude = input.latLng?.latitude ?? null;
    columns.longitude = input.latLng?.longitude ?? null;
  }
  return columns;
}

/** Creates documents on the agent's opportunity, each with its pages; every page is checked before any is stored. */
export async function createDocuments(
  context: GraphQLContext,
  opportunityId: string,
  documents: readonly OpportunityDocumentInput[],
  field: (index: number) => string,
): Promise<OpportunityDocument[]> {
  const agent = requireAgent(context);
  const opportunity = await ownOpportunityRow(context.db, agent, opportunityId);
  const planned = [];
  for (const [index, document] of documents.entries()) {
    requireEditable(opportunity, document.documentType, 'input.opportunityId');
    // A partner's or director's document names one of the opportunity's merchant's own.
    if (document.signatoryId) await accountSignatory(context.db, agent, opportunity.accountId, document.signatoryId, `${field(index)}.signatoryId`);
    planned.push(await planPages(context.db, agent, document.documentType, document.documentPages, `${field(index)}.documentPages`));
  }
  const created: OpportunityDocument[] = [];
  for (const [index, document] of documents.entries()) {
    const [row] = await context.db
      .insert(opportunityDocuments)
      .values({
        opportunityId: opportunity.id,
        ownerEmployeeId: agent.employeeId,
        signatoryId: document.signatoryId ?? null,
        documentType: document.documentType,
        documentSubType: document.documentSubType,
        documentSource: 'MANUAL_UPLOAD',
        ...documentColumns(document),
        createdAt: context.now(),
        modifiedAt: context.now(),
      })
      .returning();
    if (!row) throw appError('INTERNAL_SERVER_ERROR');
    await storePages(context, agent, row.id, planned[index] ?? []);
    const [withItsPages] = await withPages(context.db, [row]);
    if (withItsPages) created.push(withItsPages);
  }
  return created;
}
