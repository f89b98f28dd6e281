import { createHash } from 'node:crypto';
import type { DocumentSubTypeCode } from '../../../domain/documents';
import type { RegistryAddress, RegistryProvider } from '../../sandbox/registry-provider';
import { dateBetween, hash } from '../../sandbox/sandbox-values';

// Reading documents (OCR and the registry check behind it) and matching a selfie's face with a
// document's, as the server sees them. The default implementation is the deterministic sandbox
// below; a provider calling a real OCR and face-match vendor can replace it in
// createServerApp({ documentReader }) without touching resolvers.

/** A stored (or sent) page: its bytes and the type they were found to be. */
export interface PageBytes {
  bytes: Uint8Array;
  contentType: string;
}

/** What the server knows of the merchant a document is read for: the registries answer for it. */
export interface MerchantFacts {
  panNumber: string | null;
  /** The name on the PAN (the registry's). */
  panName: string | null;
  /** The PAN holder's date of birth (YYYY-MM-DD), from the registry. */
  panDateOfBirth: string | null;
  /** The merchant's name: its account's legal name, else the PAN's. */
  businessName: string | null;
  /** The name the merchant trades under (its account's DBA name), when known. */
  tradeName: string | null;
  gstin: string | null;
  udyamNumber: string | null;
  shopEstablishmentNumber: string | null;
  /** Two-letter state code of the business address, when known. */
  stateCode: string | null;
}

/** What was read from a document. */
export interface ExtractedFields {
  registrationNumber: string | null;
  name: string | null;
  fatherName: string | null;
  dateOfBirth: string | null;
  issueDate: string | null;
  validUpto: string | null;
  address: RegistryAddress | null;
  /** From 0 to 1. */
  confidence: number;
}

export type ReadFailure = 'UNREADABLE' | 'NO_DATA';

export type Reading = { ok: true; fields: ExtractedFields; digitallyVerified: boolean } | { ok: false; failure: ReadFailure };

export interface DocumentReader {
  /**
   * Reads a document's pages: the fields on it, and whether an issuing registry confirms them.
   * `number` is what the agent typed as the document's number, if anything.
   */
  read(subType: DocumentSubTypeCode, pages: readonly PageBytes[], merchant: MerchantFacts, number: string | null): Promise<Reading>;
  /** How alike the faces on two pictures are, from 0 to 100. */
  faceMatchScore(selfie: PageBytes, reference: PageBytes): Promise<number>;
}

/** The smallest page the sandbox can read: anything smaller holds no legible text (a blank or tiny image). */
export const SANDBOX_MIN_READABLE_BYTES = 1024;
/** A face-match score from this up is a match. */
export const FACE_MATCH_THRESHOLD = 70;
/** A name another person has, read from an identity document whose number ends 1111. */
export const SANDBOX_OTHER_NAME = 'SUNDARAM VENKATESH PILLAI';

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

function digits(key: string, label: string, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) out += String(hash(key, `${label}-${i}`) % 1_000_000_000).padStart(9, '0');
  return out.slice(0, length);
}

/** A serial that the sandbox registries count as registered and active: never all zeros, never ending 8. */
function activeSerial(key: string, label: string, length: number): string {
  const body = digits(key, label, length - 1);
  return `${body}${1 + (hash(key, `${label}-last`) % 7)}`;
}

const LICENCE_NUMBER: Partial<Record<DocumentSubTypeCode, (key: string, state: string) => string>> = {
  FSSAILICENSE: (key) => `1${digits(key, 'fssai', 13)}`,
  IATACERTIFICATE: (key) => digits(key, 'iata', 8),
  LIQUORLICENSE: (key, state) => `${state}-LQ-${digits(key, 'liquor', 6)}`,
  DRUGLICENSE: (key, state) => `${state}-DL-${digits(key, 'drug', 6)}`,
  EDUCATIONCERTIFICATE: (key) => `EDU-${digits(key, 'education', 8)}`,
  TRADELICENSE: (key, state) => `TL-${state}-${digits(key, 'trade', 7)}`,
};

/**
 * The deterministic sandbox (README, Sandbox services): the same pages for the same merchant always
 * read the same.
 * - A page under SANDBOX_MIN_READABLE_BYTES cannot be read (UNREADABLE: DE-3018 or DE-2014).
 * - Confidence 0.80 to 0.99, from the first page's bytes.
 * - Business proofs read the registry's record for the merchant: GST its GSTIN (the lead's or the
 *   account's, else the first under its PAN), Udyam and shop and establishment the account's number
 *   (else one made from the PAN), asked about the merchant's DBA name; a merchant the registry has
 *   no record for gives NO_DATA (DE-2011).
 *   These are digitally verified. A trade licence and the operating licences have no registry: a
 *   number made from the PAN, the merchant's name, issued and valid dates; not digitally verified.
 * - Identity documents read the PAN holder's name and date of birth, the number the agent typed
 *   (the PAN for a PAN card); a number ending 1111 reads SANDBOX_OTHER_NAME, one ending 2222 another
 *   date of birth, one ending 3333 a document that expired.
 * - Face match: 100 for the same picture; otherwise 100 minus (the first bytes of the two pictures'
 *   SHA-256 XORed) modulo 51, a match from FACE_MATCH_THRESHOLD.
 */
export function createSandboxDocumentReader(registries: RegistryProvider): DocumentReader {
  return {
    async read(subType, pages, merchant, number) {
      const first = pages[0];
      if (!first || pages.some((page) => page.bytes.byteLength < SANDBOX_MIN_READABLE_BYTES)) return { ok: false, failure: 'UNREADABLE' };
      const confidence = (80 + (digest(first.bytes).readUInt8(0) % 20)) / 100;
      const key = merchant.panNumber ?? merchant.businessName ?? 'merchant';
      const state = merchant.stateCode ?? 'MH';
      const empty = { fatherName: null, dateOfBirth: null, issueDate: null, validUpto: null, address: null, confidence };
      switch (subType) {
        case 'GST': {
          const gstin = merchant.gstin ?? (merchant.panNumber ? (await registries.gstinsForPan(merchant.panNumber))[0]?.gstin : undefined);
          const record = gstin ? await registries.gstDetails(gstin) : null;
          if (!record) return { ok: false, failure: 'NO_DATA' };
          return { ok: true, digitallyVerified: true, fields: { ...empty, registrationNumber: record.gstin, name: record.legalName, issueDate: record.registrationDate, address: record.address } };
        }
        case 'UDYAMREGISTRATION': {
          const udyam = merchant.udyamNumber ?? `UDYAM-${state}-${digits(key, 'udyam-district', 2)}-${activeSerial(key, 'udyam', 7)}`;
          const record = await registries.udyamDetails(udyam);
          if (!record) return { ok: false, failure: 'NO_DATA' };
          return {
            ok: true,
            digitallyVerified: true,
            fields: { ...empty, registrationNumber: record.udyamNumber, name: record.enterpriseName, issueDate: record.dateOfRegistration, address: record.address },
          };
        }
        case 'SHOPESTABLISHMENTCERTIFICATE': {
          const registration = merchant.shopEstablishmentNumber ?? `SE-${state}-${activeSerial(key, 'shop', 7)}`;
          const record = await registries.shopEstablishmentDetails(registration, merchant.shopEstablishmentNumber ? null : state, merchant.tradeName ?? merchant.businessName);
          if (!record) return { ok: false, failure: 'NO_DATA' };
          return {
            ok: true,
            digitallyVerified: true,
            fields: { ...empty, registrationNumber: record.registrationNumber, name: record.entityName, issueDate: record.registrationDate, validUpto: record.validUpto, address: record.address },
          };
        }
        case 'INDIVIDUALPAN':
        case 'INDIVIDUAL_PAN':
        case 'DRIVING_LICENSE':
        case 'AADHAAR':
        case 'VOTER_ID':
        case 'PASSPORT': {
          if (!merchant.panName) return { ok: false, failure: 'NO_DATA' };
          const isPan = subType === 'INDIVIDUALPAN' || subType === 'INDIVIDUAL_PAN';
          const read = isPan ? merchant.panNumber : number;
          const ending = read?.slice(-4) ?? '';
          return {
            ok: true,
            digitallyVerified: isPan,
            fields: {
              ...empty,
              registrationNumber: read,
              name: ending === '1111' ? SANDBOX_OTHER_NAME : merchant.panName,
              dateOfBirth: ending === '2222' ? '1970-01-01' : merchant.panDateOfBirth,
              validUpto: isPan ? null : ending === '3333' ? '2020-12-31' : '2040-12-31',
            },
          };
        }
        default: {
          const made = LICENCE_NUMBER[subType];
          if (!made) return { ok: false, failure: 'NO_DATA' };
          const issued = dateBetween('2019-01-01', '2023-12-31', key, `${subType}-issued`);
          const validUpto = `${Number(issued.slice(0, 4)) + 5}${issued.slice(4)}`;
          return { ok: true, digitallyVerified: false, fields: { ...empty, registrationNumber: made(key, state), name: merchant.businessName, issueDate: issued, validUpto } };
        }
      }
    },
    faceMatchScore(selfie, reference) {
      const distance = digest(selfie.bytes).readUInt8(0) ^ digest(reference.bytes).readUInt8(0);
      return Promise.resolve(100 - (distance % 51));
    },
  };
}
