import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentCategory, DocumentSource, DocumentStatus, DocumentSubType, DocumentUploadMode } from '../../../../generated/resolvers';
import { agents } from './sign-in';
import { opportunities } from './leads';
import { createdAt } from './columns';

/** Documents of an opportunity (spec section 3, 'Opportunity document'): photos, proofs, licences. */
export const opportunityDocuments = pgTable(
  'opportunity_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    /** The partner or director the document belongs to, for their KYC. */
    signatoryId: text('signatory_id'),
    documentName: text('document_name'),
    documentType: text('document_type').$type<DocumentCategory>().notNull(),
    documentSubType: text('document_sub_type').$type<DocumentSubType>().notNull(),
    documentMode: text('document_mode').$type<DocumentUploadMode>(),
    documentSource: text('document_source').$type<DocumentSource>(),
    status: text('status').$type<DocumentStatus>().notNull().default('PENDING'),
    uniqueIdentifier: text('unique_identifier'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    offlineAcceptance: boolean('offline_acceptance'),
    verifiedThroughOnlinePortal: boolean('verified_through_online_portal'),
    cseL1Status: text('cse_l1_status').$type<DocumentStatus>(),
    cseL1Remarks: text('cse_l1_remarks'),
    cseL2Status: text('cse_l2_status').$type<DocumentStatus>(),
    cseL2Remarks: text('cse_l2_remarks'),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('opportunity_documents_opportunity_idx').on(t.opportunityId, t.createdAt)],
);

/** What was read from a document: the fields on it (KycDocumentData without its type and sub-type). */
export interface StoredExtraction {
  registrationNumber: string | null;
  name: string | null;
  fatherName: string | null;
  dateOfBirth: string | null;
  issueDate: string | null;
  validUpto: string | null;
  address: {
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    state: string;
    country: string;
    pinCode: string;
  } | null;
  confidence: number;
}

/**
 * The last successful reading of a document's pages (OCR, and whether an issuing registry confirmed
 * it). Reading is deterministic, so reading again writes the same row; new pages remove it.
 */
export const opportunityDocumentExtractions = pgTable('opportunity_document_extractions', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => opportunityDocuments.id, { onDelete: 'cascade' }),
  ownerEmployeeId: text('owner_employee_id')
    .notNull()
    .references(() => agents.employeeId),
  data: jsonb('data').$type<StoredExtraction>().notNull(),
  digitallyVerified: boolean('digitally_verified').notNull().default(false),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The pages of a document: each one file in the file storage, under a key of its own. The owner is
 * kept beside the key, so the file route serves a file only to the agent whose document it is.
 */
export const opportunityDocumentPages = pgTable(
  'opportunity_document_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => opportunityDocuments.id, { onDelete: 'cascade' }),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    pageNumber: integer('page_number').notNull(),
    fileKey: text('file_key').notNull(),
    /** The type the file's bytes were found to be, never the one the phone declared. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileName: text('file_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('opportunity_document_pages_file_key').on(t.fileKey),
    uniqueIndex('opportunity_document_pages_number').on(t.documentId, t.pageNumber),
  ],
);
