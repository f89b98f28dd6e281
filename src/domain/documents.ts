import { z } from 'zod';
import { imageSize, type ImageSize } from './image-dimensions';
import { isStepEditable } from './onboarding-steps';

// Opportunity documents (spec section 3, 'Opportunity document' and 'Image captures'; section 9,
// document codes and upload modes): what a document's category is by its sub-type, which files a
// page may be, and the rules of the document operations' input, used by the app's capture widgets
// and by the server.

export type DocumentCategoryCode =
  | 'PROOFOFIDENTITY'
  | 'BUSINESSLEGALITYPROOF'
  | 'BUSINESSOPERATINGLICENSE'
  | 'BANKPROOF'
  | 'PHOTOGRAPH'
  | 'PURCHASEORDER'
  | 'PAYMENTPROOF'
  | 'MANDATE'
  | 'DEPLOYMENTPROOF'
  | 'OTHERS';

/** The category each document sub-type belongs to. */
export const CATEGORY_OF_SUB_TYPE = {
  TRADELICENSE: 'BUSINESSLEGALITYPROOF',
  SHOPESTABLISHMENTCERTIFICATE: 'BUSINESSLEGALITYPROOF',
  GST: 'BUSINESSLEGALITYPROOF',
  UDYAMREGISTRATION: 'BUSINESSLEGALITYPROOF',
  CINCERTIFICATE: 'BUSINESSLEGALITYPROOF',
  LLPINCERTIFICATE: 'BUSINESSLEGALITYPROOF',
  INDIVIDUALPAN: 'PROOFOFIDENTITY',
  DRIVING_LICENSE: 'PROOFOFIDENTITY',
  AADHAAR: 'PROOFOFIDENTITY',
  INDIVIDUAL_PAN: 'PROOFOFIDENTITY',
  VOTER_ID: 'PROOFOFIDENTITY',
  PASSPORT: 'PROOFOFIDENTITY',
  IATACERTIFICATE: 'BUSINESSOPERATINGLICENSE',
  LIQUORLICENSE: 'BUSINESSOPERATINGLICENSE',
  DRUGLICENSE: 'BUSINESSOPERATINGLICENSE',
  EDUCATIONCERTIFICATE: 'BUSINESSOPERATINGLICENSE',
  FSSAILICENSE: 'BUSINESSOPERATINGLICENSE',
  CANCELLEDCHEQUE: 'BANKPROOF',
  SELFIE: 'PHOTOGRAPH',
  STOCKPHOTO: 'PHOTOGRAPH',
  SHOPPHOTO: 'PHOTOGRAPH',
  OPERATINGPHOTO: 'PHOTOGRAPH',
  APPLICATIONFORM: 'OTHERS',
  PURCHASEORDER: 'PURCHASEORDER',
  PHYSICALMANDATE: 'MANDATE',
  PAYMENTRECEIPT: 'PAYMENTPROOF',
  CARDTESTTRANSACTION: 'DEPLOYMENTPROOF',
  UPITESTTRANSACTION: 'DEPLOYMENTPROOF',
} as const satisfies Record<string, DocumentCategoryCode>;

export type DocumentSubTypeCode = keyof typeof CATEGORY_OF_SUB_TYPE;

export function isDocumentSubType(value: string): value is DocumentSubTypeCode {
  return Object.hasOwn(CATEGORY_OF_SUB_TYPE, value);
}

/** A sub-type is filed under its own category; OTHERS takes any (a document the agent names). */
export function fitsCategory(category: DocumentCategoryCode, subType: DocumentSubTypeCode): boolean {
  return category === 'OTHERS' || CATEGORY_OF_SUB_TYPE[subType] === category;
}

/** The business legality proofs the Other business documents step takes: at least one of them. */
export const BUSINESS_PROOF_SUB_TYPES = ['GST', 'SHOPESTABLISHMENTCERTIFICATE', 'TRADELICENSE', 'UDYAMREGISTRATION'] as const satisfies readonly DocumentSubTypeCode[];

/** The licence sub type a code of the licence-required MCCs' table names; null for any other code. */
export function licenceSubTypeOf(code: string | null): DocumentSubTypeCode | null {
  return code && isDocumentSubType(code) && CATEGORY_OF_SUB_TYPE[code] === 'BUSINESSOPERATINGLICENSE' ? code : null;
}

/**
 * Whether a document is kept with its number: a business proof's registration or a licence's
 * number, which the review and the registries check. OCR fills it; one it could not read the agent
 * types. Refused without one rather than confirmed: the number is on the paper in the agent's hand.
 */
export function documentNeedsNumber(subType: DocumentSubTypeCode): boolean {
  const category = CATEGORY_OF_SUB_TYPE[subType];
  return category === 'BUSINESSLEGALITYPROOF' || category === 'BUSINESSOPERATINGLICENSE';
}

/** The onboarding step on which documents of each category are captured. */
const STEP_OF_CATEGORY: Record<DocumentCategoryCode, string> = {
  PHOTOGRAPH: 'CapturePhoto',
  BUSINESSLEGALITYPROOF: 'OtherBusinessDoc',
  BUSINESSOPERATINGLICENSE: 'OtherBusinessDoc',
  OTHERS: 'OtherBusinessDoc',
  PROOFOFIDENTITY: 'KycDetails',
  BANKPROOF: 'BankAccount',
  PURCHASEORDER: 'PurchaseOrder',
  PAYMENTPROOF: 'POPayment',
  MANDATE: 'NachMandate',
  DEPLOYMENTPROOF: 'Deployment',
};

/** The onboarding step on which documents of a category are captured (its lock holds them). */
export function stepOfDocumentCategory(category: DocumentCategoryCode): string {
  return STEP_OF_CATEGORY[category];
}

/** Whether documents of a category may still be added, changed or removed: their step must be editable. */
export function isDocumentEditable(category: DocumentCategoryCode, opportunity: { status: string; submitted: boolean }): boolean {
  return isStepEditable(STEP_OF_CATEGORY[category], opportunity);
}

// Pages: what a file may be, told by its first bytes, never by the name or type the phone gives.

export type PageFileType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** The largest page the server stores, in bytes; a photo leaves the phone compressed far below it. */
export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most pages one document may have. */
export const DOCUMENT_MAX_PAGES = 10;

export const FILE_EXTENSION: Record<PageFileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

/** The file's real type from its magic number: JPEG, PNG, WebP or PDF; null for anything else. */
export function sniffFileType(bytes: Uint8Array): PageFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF, four bytes of length, WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** Photographs are images; any other document may also be a PDF. */
export function acceptsFileType(category: DocumentCategoryCode, type: PageFileType): boolean {
  return category !== 'PHOTOGRAPH' || type !== 'application/pdf';
}

/**
 * The largest image a page may be: 16,384 pixels a side and 64 megapixels (64 x 2^20 pixels). Every
 * phone camera's photo fits, up to the full-resolution mode of 64 MP sensors (9,248 x 6,936); the
 * app itself sends at most 1,600 pixels a side (PHOTO_COMPRESSION). Beyond it a browser needs more
 * than 256 MB just to show the page (4 bytes a pixel), and a 100,000 x 100,000 image, a few
 * kilobytes compressed, would take 40 GB: such a file is an attack on whoever opens it, not a photo.
 * (108 and 200 MP modes are refused: their photos are far over PAGE_MAX_BYTES anyway.)
 */
export const IMAGE_MAX_SIDE = 16_384;
export const IMAGE_MAX_PIXELS = 64 * 1024 * 1024;

export function isShowableSize(size: ImageSize): boolean {
  return size.width <= IMAGE_MAX_SIDE && size.height <= IMAGE_MAX_SIDE && size.width * size.height <= IMAGE_MAX_PIXELS;
}

export const documentMessages = {
  fileType: 'Please choose a JPEG, PNG or WebP photo, or a PDF.',
  photoType: 'Please choose a JPEG, PNG or WebP photo.',
  fileTooLarge: `Please choose a file of at most ${PAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  notDataUrl: 'The page could not be read. Please capture it again.',
  pageSource: 'Please capture or choose the page.',
  pageNumbers: 'Each page needs its own number, from 1.',
  tooManyPages: `A document may have at most ${DOCUMENT_MAX_PAGES} pages.`,
  noPages: 'Please capture or choose at least one page.',
  subTypeCategory: 'This document does not belong to the category chosen.',
  imageDamaged: 'This photo is damaged or is not only a photo. Please capture or choose it again.',
  numberMissing: 'Please type the document number: it could not be read from the document.',
  imageTooLarge: `This photo is too large to show. Please choose one of at most ${IMAGE_MAX_PIXELS / (1024 * 1024)} megapixels and ${IMAGE_MAX_SIDE} pixels a side.`,
} as const;

/** The message for a page whose bytes are no file the category takes. */
export function fileTypeMessage(category: DocumentCategoryCode): string {
  return category === 'PHOTOGRAPH' ? documentMessages.photoType : documentMessages.fileType;
}

export type PageFileCheck = { ok: true; contentType: PageFileType } | { ok: false; message: string };

/**
 * Whether a page's bytes may be stored for a document of the category, and as what: at most
 * PAGE_MAX_BYTES; a JPEG, PNG or WebP (or, outside photographs, a PDF) by its first bytes, whatever
 * the phone named; an image whole, from its header to its end marker with nothing after
 * (image-dimensions.ts), of a size a browser can show. A PDF keeps only its own first-bytes check.
 * When refused, the message the agent sees.
 */
export function checkPageFile(bytes: Uint8Array, category: DocumentCategoryCode): PageFileCheck {
  if (bytes.byteLength > PAGE_MAX_BYTES) return { ok: false, message: documentMessages.fileTooLarge };
  const contentType = sniffFileType(bytes);
  if (!contentType || !acceptsFileType(category, contentType)) return { ok: false, message: fileTypeMessage(category) };
  if (contentType === 'application/pdf') return { ok: true, contentType };
  const size = imageSize(bytes, contentType);
  if (!size) return { ok: false, message: documentMessages.imageDamaged };
  if (!isShowableSize(size)) return { ok: false, message: documentMessages.imageTooLarge };
  return { ok: true, contentType };
}

const page = z
  .object({
    pageNumber: z.number().int().min(1, documentMessages.pageNumbers),
    dataUrl: z.string().nullish(),
    url: z.string().nullish(),
  })
  .refine((p) => Boolean(p.dataUrl) !== Boolean(p.url), { message: documentMessages.pageSource, path: ['dataUrl'] });

const pages = z
  .array(page)
  .max(DOCUMENT_MAX_PAGES, documentMessages.tooManyPages)
  .refine((list) => new Set(list.map((p) => p.pageNumber)).size === list.length, documentMessages.pageNumbers);

const document = z
  .object({
    documentType: z.string(),
    documentSubType: z.string(),
    documentPages: pages.min(1, documentMessages.noPages),
  })
  .refine((d) => !isDocumentSubType(d.documentSubType) || fitsCategory(d.documentType as DocumentCategoryCode, d.documentSubType), {
    message: documentMessages.subTypeCategory,
    path: ['documentSubType'],
  });

export const createDocumentSchema = z.object({ document });
export const createDocumentsSchema = z.object({ documents: z.array(document).min(1) });
export const updateDocumentSchema = z.object({ documentPages: pages.min(1, documentMessages.noPages).nullish() });
/** A document's pages sent for a record of its own (the signed physical mandate form): at least one. */
export const documentPagesSchema = z.object({ documentPages: pages.min(1, documentMessages.noPages) });

/** OCR reads a stored document, or pages sent with the call: one of the two. */
export const performOcrSchema = z.object({
  documentId: z.string().nullish(),
  documentPages: pages.nullish(),
}).refine((input) => Boolean(input.documentId) !== Boolean(input.documentPages?.length), { message: documentMessages.noPages, path: ['documentPages'] });
