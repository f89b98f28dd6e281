// The KYC link the agent sends the merchant by e-mail (spec sections 4 and 7): its states, how long
// it stays valid, how the merchant proves who they are, and what the merchant's KYC form accepts.
import { z } from 'zod';
import { DATE_MESSAGE, isValidPastDate } from './dates';
import { isValidEmail, EMAIL_MESSAGE, normaliseMobile } from './identifiers/contact';
import { namesMatch } from './name-match';
import { kycLinkMessages } from './kyc-link-messages';
import { validators } from './validators';

export { kycLinkMessages };

export type KycLinkState = 'ACTIVE' | 'EXPIRED' | 'COMPLETED' | 'CLOSED' | 'IN_PROGRESS';

/**
 * A link is valid for 72 hours: long enough for a merchant to find the mail over a weekend or a
 * market day and have the documents at hand, short enough that a forwarded or forgotten mail soon
 * stops being a way into the merchant's KYC.
 */
export const KYC_LINK_VALIDITY_HOURS = 72;
export const KYC_LINK_VALIDITY_MS = KYC_LINK_VALIDITY_HOURS * 60 * 60 * 1000;

/** Wrong e-mail and mobile pairs a link takes before it refuses every further attempt. */
export const KYC_LINK_MAX_ATTEMPTS = 5;

/** How long the merchant has to fill the KYC form once identity is proved. */
export const KYC_PROOF_VALIDITY_MS = 30 * 60 * 1000;

/** What the merchant sees of a stored link: a live link past its expiry is EXPIRED. */
export function effectiveLinkState(stored: KycLinkState, expiresAt: Date, now: Date): KycLinkState {
  if ((stored === 'ACTIVE' || stored === 'IN_PROGRESS') && expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return stored;
}

/** The e-mail a link is sent to, checked by the domain's e-mail rule. */
export const kycLinkEmail = z.string().trim().refine(isValidEmail, EMAIL_MESSAGE);

/** E-mail and mobile compared as stored: e-mail without case, mobile as its bare ten digits. */
export function credentialKey(email: string, mobile: string): string {
  return `${email.trim().toLowerCase()}|${normaliseMobile(mobile) ?? mobile.trim()}`;
}

/** Identity documents a merchant may complete the KYC with through the link. */
export const KYC_LINK_DOCUMENTS = ['DRIVING_LICENSE', 'VOTER_ID', 'PASSPORT'] as const;
export type KycLinkDocument = (typeof KYC_LINK_DOCUMENTS)[number];

export const kycLinkDocumentLabels: Readonly<Record<KycLinkDocument, string>> = {
  DRIVING_LICENSE: 'Driving licence',
  VOTER_ID: 'Voter ID',
  PASSPORT: 'Passport',
};

const documentValidators = {
  DRIVING_LICENSE: validators.drivingLicence,
  VOTER_ID: validators.voterId,
  PASSPORT: validators.passport,
} as const;

export interface KycLinkForm {
  identityType: string;
  documentNumber: string;
  nameOnDocument: string;
  dateOfBirth: string;
}

export interface KycLinkDocumentDetails {
  identityType: KycLinkDocument;
  documentNumber: string;
  nameOnDocument: string;
  dateOfBirth: string;
}

export type KycLinkFormResult = { ok: true; value: KycLinkDocumentDetails } | { ok: false; field: keyof KycLinkForm; message: string };

/**
 * The merchant's KYC form: a document of the list, its number by that document's rule, the name as
 * on it (which must match the PAN name) and a past date of birth ('YYYY-MM-DD').
 */
export function checkKycLinkForm(form: KycLinkForm, panName: string, today: Date): KycLinkFormResult {
  const identityType = KYC_LINK_DOCUMENTS.find((type) => type === form.identityType);
  if (!identityType) return { ok: false, field: 'identityType', message: kycLinkMessages.documentRequired };
  const validator: { message: string; test(value: string): boolean; normalise?(value: string): string; requiredMessage?: string } =
    documentValidators[identityType];
  const number = form.documentNumber.trim();
  if (!number) return { ok: false, field: 'documentNumber', message: validator.requiredMessage ?? validator.message };
  if (!validator.test(number)) return { ok: false, field: 'documentNumber', message: validator.message };
  const name = form.nameOnDocument.trim();
  if (!name) return { ok: false, field: 'nameOnDocument', message: kycLinkMessages.nameRequired };
  const dateOfBirth = form.dateOfBirth.trim();
  if (!dateOfBirth) return { ok: false, field: 'dateOfBirth', message: kycLinkMessages.dateOfBirthRequired };
  if (!isValidPastDate(dateOfBirth, today)) return { ok: false, field: 'dateOfBirth', message: DATE_MESSAGE };
  if (!namesMatch(name, panName)) return { ok: false, field: 'nameOnDocument', message: kycLinkMessages.nameMismatch };
  return { ok: true, value: { identityType, documentNumber: validator.normalise?.(number) ?? number, nameOnDocument: name, dateOfBirth } };
}
