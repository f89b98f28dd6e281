import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentPageInput, IdentityType, KycDocumentData, MutationResolvers, QueryResolvers } from '../../../../generated/resolvers';
import { checkPageFile, documentMessages, type DocumentSubTypeCode } from '../../../domain/documents';
import { kycRuleResults } from '../../../domain/kyc-rules';
import { isUuid } from '../../../domain/record-ids';
import type { AgentIdentity, GraphQLContext } from '../../context';
import {
  leads,
  merchantAccounts,
  merchantSignatories,
  opportunityDocumentExtractions,
  opportunityDocumentPages,
  opportunityDocuments,
  type opportunities,
  type StoredExtraction,
} from '../../db/schema';
import { appError } from '../../errors';
import { decodeDataUrl, keyOfPageUrl } from '../../files/page-files';
import { FACE_MATCH_THRESHOLD, type ExtractedFields, type MerchantFacts, type PageBytes } from './document-reader-sandbox';
import { ownDocuments, pagesOf, withPages } from '../../records/documents';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { requireAgent } from '../../graphql/require-agent';

// OCR, the registry check behind it, face match, KYC rules, digital sync and the OSV check of an
// opportunity's documents, through the document reader (the deterministic sandbox by default).
// Every document named must be the agent's and the opportunity's (DE-2006), the opportunity the
// agent's (ODS-101).

type OpportunityRow = typeof opportunities.$inferSelect;
type DocumentRow = typeof opportunityDocuments.$inferSelect;

/** Which catalogued error an unreadable page gives: each operation answers with its own code of the pair. */
type UnreadableCode = 'DE-3018' | 'DE-2014';

const IDENTITY_TYPES: Partial<Record<DocumentSubTypeCode, IdentityType>> = {
  DRIVING_LICENSE: 'DRIVING_LICENSE',
  AADHAAR: 'AADHAAR',
  INDIVIDUAL_PAN: 'INDIVIDUAL_PAN',
  INDIVIDUALPAN: 'INDIVIDUAL_PAN',
  VOTER_ID: 'VOTER_ID',
  PASSPORT: 'PASSPORT',
};

/** The merchant (or the partner or director, for their documents) the registries answer for. */
async function merchantFacts(context: GraphQLContext, agent: AgentIdentity, opportunity: OpportunityRow, signatoryId: string | null): Promise<MerchantFacts> {
  const [lead] = opportunity.leadId ? await context.db.select().from(leads).where(and(eq(leads.id, opportunity.leadId), eq(leads.ownerEmployeeId, agent.employeeId))) : [];
  const [account] = opportunity.accountId
    ? await context.db.select().from(merchantAccounts).where(and(eq(merchantAccounts.id, opportunity.accountId), eq(merchantAccounts.ownerEmployeeId, agent.employeeId)))
    : [];
  const [signatory] =
    signatoryId && isUuid(signatoryId) && account
      ? await context.db
          .select()
          .from(merchantSignatories)
          .where(and(eq(merchantSignatories.id, signatoryId), eq(merchantSignatories.accountId, account.id), eq(merchantSignatories.ownerEmployeeId, agent.employeeId)))
      : [];
  if (signatoryId && !signatory) throw appError('DE-2006', { field: 'input.signatoryId' });
  const panNumber = signatory?.panNumber ?? account?.panNumber ?? opportunity.panNumber ?? lead?.panNumber ?? null;
  const pan = panNumber ? await context.registries.panDetails(panNumber) : null;
  const proof = account?.businessProofType;
  return {
    panNumber,
    panName: signatory?.panName ?? pan?.name ?? account?.legalName ?? null,
    panDateOfBirth: signatory?.dateOfBirth ?? pan?.dateOfBirth ?? null,
    businessName: account?.legalName ?? pan?.name ?? null,
    tradeName: account?.name ?? null,
    gstin: lead?.gstin || account?.gstin || null,
    udyamNumber: account?.udyamNumber ?? (proof === 'UDYAM' ? account?.businessProofNumber : null) ?? null,
    shopEstablishmentNumber: proof === 'SHOP_AND_ESTABLISHMENT' ? (account?.businessProofNumber ?? null) : null,
    stateCode: account?.address?.stateCode ?? null,
  };
}

/** The agent's document of this opportunity. */
async function opportunityDocument(context: GraphQLContext, agent: AgentIdentity, opportunity: OpportunityRow, id: string, field: string): Promise<DocumentRow> {
  const [row] = await ownDocuments(context.db, agent, [id], () => field);
  if (!row || row.opportunityId !== opportunity.id) throw appError('DE-2006', { field });
  return row;
}

async function storedPages(context: GraphQLContext, document: DocumentRow): Promise<PageBytes[]> {
  const rows = (await pagesOf(context.db, [document.id])).get(document.id) ?? [];
  const pages: PageBytes[] = [];
  for (const row of rows) {
    const bytes = await context.files.get(row.fileKey);
    if (!bytes) throw appError('DE-2006');
    pages.push({ bytes, contentType: row.contentType });
  }
  return pages;
}

function toStored(fields: ExtractedFields): StoredExtraction {
  const a = fields.address;
  return {
    ...fields,
    address: a && { addressLine1: a.addressLine1, addressLine2: a.addressLine2, city: a.city, state: a.state, country: a.country, pinCode: a.pinCode },
  };
}

function toKycData(data: StoredExtraction, subType: DocumentSubTypeCode): KycDocumentData {
  const a = data.address;
  return {
    identityType: IDENTITY_TYPES[subType] ?? null,
    documentSubType: subType,
    registrationNumber: data.registrationNumber,
    name: data.name,
    fatherName: data.fatherName,
    gender: null,
    dateOfBirth: data.dateOfBirth,
    address: a && { addressLine1: a.addressLine1, addressLine2: a.addressLine2, city: a.city, state: a.state, country: a.country, pincode: a.pinCode },
    issueDate: data.issueDate,
    validUpto: data.validUpto,
    photoUrl: null,
    confidence: data.confidence,
  };
}

interface Extraction {
  data: StoredExtraction;
  digitallyVerified: boolean;
}

/** Reads pages, or refuses with the operation's code for an unreadable page, DE-2011 for a document with no data to give. */
async function readPages(
  context: GraphQLContext,
  subType: DocumentSubTypeCode,
  pages: readonly PageBytes[],
  facts: MerchantFacts,
  number: string | null,
  unreadable: UnreadableCode,
): Promise<Extraction> {
  const reading = await context.documentReader.read(subType, pages, facts, number);
  if (!reading.ok) throw appError(reading.failure === 'UNREADABLE' ? unreadable : 'DE-2011');
  return { data: toStored(reading.fields), digitallyVerified: reading.digitallyVerified };
}

async function storedExtractions(context: GraphQLContext, ids: readonly string[]): Promise<Map<string, Extraction>> {
  if (ids.length === 0) return new Map();
  const rows = await context.db.select().from(opportunityDocumentExtractions).where(inArray(opportunityDocumentExtractions.documentId, [...ids]));
  return new Map(rows.map((row) => [row.documentId, { data: row.data, digitallyVerified: row.digitallyVerified }]));
}

/**
 * What a stored document says: the stored reading, else its pages read now. A mutation stores the
 * reading (reading the same pages again writes the same row); a query only reads.
 */
async function extractionOf(
  context: GraphQLContext,
  agent: AgentIdentity,
  opportunity: OpportunityRow,
  document: DocumentRow,
  unreadable: UnreadableCode,
  store: boolean,
): Promise<Extraction> {
  const known = (await storedExtractions(context, [document.id])).get(document.id);
  if (known) return known;
  const facts = await merchantFacts(context, agent, opportunity, document.signatoryId);
  const extraction = await readPages(context, document.documentSubType, await storedPages(context, document), facts, document.uniqueIdentifier, unreadable);
  if (store) {
    const values = { data: extraction.data, digitallyVerified: extraction.digitallyVerified, readAt: context.now() };
    await context.db
      .insert(opportunityDocumentExtractions)
      .values({ documentId: document.id, ownerEmployeeId: agent.employeeId, ...values })
      .onConflictDoUpdate({ target: opportunityDocumentExtractions.documentId, set: values });
  }
  return extraction;
}

/** Pages sent with the call rather than stored: each a data URL of an accepted file, or a page the agent stored. */
async function sentPages(context: GraphQLContext, agent: AgentIdentity, pages: readonly DocumentPageInput[]): Promise<PageBytes[]> {
  const out: PageBytes[] = [];
  for (const [index, page] of pages.entries()) {
    const field = `input.documentPages.${index}`;
    if (page.url) {
      const key = keyOfPageUrl(page.url);
      const [row] = key
        ? await context.db
            .select()
            .from(opportunityDocumentPages)
            .where(and(eq(opportunityDocumentPages.fileKey, key), eq(opportunityDocumentPages.ownerEmployeeId, agent.employeeId)))
        : [];
      const bytes = row ? await context.files.get(row.fileKey) : null;
      if (!row || !bytes) throw appError('DE-2006', { field: `${field}.url` });
      out.push({ bytes, contentType: row.contentType });
      continue;
    }
    const bytes = decodeDataUrl(page.dataUrl ?? '');
    if (!bytes) throw appError('VALIDATION_ERROR', { message: documentMessages.notDataUrl, field: `${field}.dataUrl` });
    // Read, not stored: checked as a page of a document that may also be a PDF.
    const checked = checkPageFile(bytes, 'OTHERS');
    if (!checked.ok) throw appError('VALIDATION_ERROR', { message: checked.message, field: `${field}.dataUrl` });
    out.push({ bytes, contentType: checked.contentType });
  }
  return out;
}

const today = (context: GraphQLContext) => context.now().toISOString().slice(0, 10);

export const documentCheckQueries: QueryResolvers<GraphQLContext> = {
  kycDocEExtractedData: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const [document] = await ownDocuments(context.db, agent, [input.documentId], () => 'input.documentId');
    if (!document) throw appError('DE-2006', { field: 'input.documentId' });
    const opportunity = await ownOpportunityRow(context.db, agent, String(document.opportunityId));
    const extraction = await extractionOf(context, agent, opportunity, document, 'DE-2014', false);
    return { documentId: document.id, status: 'SUCCESS', extractedData: toKycData(extraction.data, document.documentSubType) };
  },
  getExtractedData: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const where = [eq(opportunityDocuments.opportunityId, opportunity.id), eq(opportunityDocuments.ownerEmployeeId, agent.employeeId)];
    if (input.documentSubType) where.push(eq(opportunityDocuments.documentSubType, input.documentSubType));
    if (input.signatoryId) where.push(eq(opportunityDocuments.signatoryId, input.signatoryId));
    // Photographs and documents the agent names have nothing on them to read.
    where.push(inArray(opportunityDocuments.documentType, ['PROOFOFIDENTITY', 'BUSINESSLEGALITYPROOF', 'BUSINESSOPERATINGLICENSE']));
    const rows = await context.db.select().from(opportunityDocuments).where(and(...where)).orderBy(opportunityDocuments.createdAt, opportunityDocuments.id);
    const items = [];
    for (const row of rows) {
      const extraction = await extractionOf(context, agent, opportunity, row, 'DE-2014', false);
      items.push({ documentId: row.id, documentSubType: row.documentSubType, extractedData: toKycData(extraction.data, row.documentSubType) });
    }
    return { items };
  },
};

export const documentCheckMutations: MutationResolvers<GraphQLContext> = {
  performOCR: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    if (input.documentId) {
      const document = await opportunityDocument(context, agent, opportunity, input.documentId, 'input.documentId');
      const extraction = await extractionOf(context, agent, opportunity, document, 'DE-3018', true);
      return { status: 'SUCCESS', extractedData: toKycData(extraction.data, document.documentSubType), failureReason: null };
    }
    const pages = await sentPages(context, agent, input.documentPages ?? []);
    const facts = await merchantFacts(context, agent, opportunity, null);
    const extraction = await readPages(context, input.documentSubType, pages, facts, null, 'DE-3018');
    return { status: 'SUCCESS', extractedData: toKycData(extraction.data, input.documentSubType), failureReason: null };
  },
  performOCRandDigitallyExtract: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const document = await opportunityDocument(context, agent, opportunity, input.documentId, 'input.documentId');
    const extraction = await extractionOf(context, agent, opportunity, document, 'DE-2014', true);
    return {
      status: 'SUCCESS',
      extractedData: toKycData(extraction.data, document.documentSubType),
      digitallyVerified: extraction.digitallyVerified,
      result: extraction.digitallyVerified ? 'SUCCESS' : 'FAILED',
      failureReason: extraction.digitallyVerified ? null : 'No registry holds this document to check it against.',
    };
  },
  performKYCRulesValidation: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const document = await opportunityDocument(context, agent, opportunity, input.documentId, 'input.documentId');
    const extraction = await extractionOf(context, agent, opportunity, document, 'DE-2014', true);
    // The PAN name is the server's (the registry's, or the partner's as stored), never the caller's.
    const facts = await merchantFacts(context, agent, opportunity, input.signatoryId ?? document.signatoryId);
    const rules = kycRuleResults({
      documentName: extraction.data.name,
      documentDateOfBirth: extraction.data.dateOfBirth,
      validUpto: extraction.data.validUpto,
      panName: facts.panName,
      panDateOfBirth: facts.panDateOfBirth,
      today: today(context),
    });
    const failed = rules.find((rule) => !rule.passed);
    return {
      isValid: !failed,
      nameMatch: rules.find((rule) => rule.rule === 'NAME_MATCH')?.passed ?? false,
      rules,
      failureReason: failed?.message ?? null,
    };
  },
  performFaceMatch: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const selfie = await opportunityDocument(context, agent, opportunity, input.selfieDocumentId, 'input.selfieDocumentId');
    const reference = await opportunityDocument(context, agent, opportunity, input.referenceDocumentId, 'input.referenceDocumentId');
    const [selfiePage] = await storedPages(context, selfie);
    const [referencePage] = await storedPages(context, reference);
    if (!selfiePage) throw appError('DE-2006', { field: 'input.selfieDocumentId' });
    if (!referencePage) throw appError('DE-2006', { field: 'input.referenceDocumentId' });
    const score = await context.documentReader.faceMatchScore(selfiePage, referencePage);
    const isMatch = score >= FACE_MATCH_THRESHOLD;
    return { isMatch, matchScore: score, result: isMatch ? 'SUCCESS' : 'FAILED', failureReason: isMatch ? null : 'The face on the selfie does not match the face on the document.' };
  },
  performKycDocDigitalSync: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const current = await opportunityDocument(context, agent, opportunity, input.documentId, 'input.documentId');
    const extraction = await extractionOf(context, agent, opportunity, current, 'DE-2014', true);
    let row = current;
    if (extraction.digitallyVerified && !current.verifiedThroughOnlinePortal) {
      const [updated] = await context.db
        .update(opportunityDocuments)
        .set({ verifiedThroughOnlinePortal: true, modifiedAt: context.now() })
        .where(eq(opportunityDocuments.id, current.id))
        .returning();
      if (updated) row = updated;
    }
    const [document] = await withPages(context.db, [row]);
    return { requestId: current.id, status: extraction.digitallyVerified ? 'SUCCESS' : 'FAILED', isSynced: extraction.digitallyVerified, document: document ?? null };
  },
  checkOSV: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const rows = await ownDocuments(context.db, agent, input.documentIds, (index) => `input.documentIds.${index}`);
    rows.forEach((row, index) => {
      if (row.opportunityId !== opportunity.id) throw appError('DE-2006', { field: `input.documentIds.${index}` });
    });
    // The original was seen when the agent photographed it there and then, or a registry confirmed it.
    const pending = rows.filter((row) => row.documentMode !== 'LIVEPHOTO' && !row.verifiedThroughOnlinePortal).map((row) => row.id);
    return { isOsvDone: pending.length === 0, pendingDocumentIds: [...new Set(pending)] };
  },
};
