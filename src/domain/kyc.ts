import { z } from 'zod';
import { DATE_MESSAGE, isEmptyDate } from './dates';
import { FREE_TEXT_MESSAGE, isValidFreeText } from './identifiers/contact';
import { DRIVING_LICENCE_MESSAGE, DRIVING_LICENCE_REQUIRED_MESSAGE, normaliseDrivingLicence } from './identifiers/driving-licence';
import { normaliseIdentifier } from './identifiers/normalise';
import { PASSPORT_MESSAGE, isValidPassport } from './identifiers/passport';
import { VOTER_ID_MESSAGE, isValidVoterId } from './identifiers/voter-id';
import { AADHAAR_MESSAGE, isValidAadhaar, maskedAadhaar } from './identifiers/aadhaar';
import { PAN_MESSAGE, TEST_PAN, isValidPan, panHolderLetter } from './identifiers/pan';
import { pastDate } from './merchant-input';
import { KYC_DATE_OF_BIRTH_REQUIRED_MESSAGE, KYC_NAME_MISMATCH_MESSAGE } from './kyc-rules';
import { namesMatch } from './name-match';

// KYC of a merchant or of a partner or director: the identity document's name must match the PAN
// name (spec section 5), and the document is one of the identity options of
// forms/rules/identity-documents.json.

export const kycMessages = {
  nameMismatch: KYC_NAME_MISMATCH_MESSAGE,
  drivingLicenceRequired: DRIVING_LICENCE_REQUIRED_MESSAGE,
  dateOfBirthRequired: KYC_DATE_OF_BIRTH_REQUIRED_MESSAGE,
  validDate: DATE_MESSAGE,
  documentLockerFailed: 'We could not validate the KYC through DigiLocker. Please try again later or use another KYC method.',
  consentDenied: 'Access to the Aadhaar in DigiLocker was not allowed. Please try again or use another KYC method.',
  requestExpired: 'The DigiLocker request has expired. Please verify with DigiLocker again.',
  requestPending: 'DigiLocker has not shared the Aadhaar yet. Please verify with DigiLocker again.',
  verifyWithDigiLocker: 'Please verify the Aadhaar with DigiLocker.',
  documentNumberRequired: 'Please enter the document number.',
  nameRequired: 'Please enter the name as printed on the document.',
  genderRequired: 'Please choose the gender.',
  unsafeRedirect: 'The return address must be a page of this app.',
  documentNotRead: 'The document has not been read yet.',
  documentNotConfirmed: 'No registry confirmed the document.',
  licenceNotAPersons: "A driving licence is issued to a person, not to a firm or company. Please choose another KYC document.",
} as const;

/**
 * Whether a driving licence can be the KYC of a PAN's holder: the transport registry issues
 * licences to persons only, so only an individual's PAN (fourth letter P, or the spec's test PAN)
 * can hold one. A licence answered in a firm's name is refused rather than confirmed: no agent can
 * vouch for a document that does not exist.
 */
export function isLicenceHolderPan(pan: string): boolean {
  return pan === TEST_PAN || panHolderLetter(pan) === 'P';
}

/**
 * How long a DigiLocker request may be answered: long enough to open the consent page on the
 * phone, enter the Aadhaar number and the one-time code, and short enough that a consent link left
 * open (in a browser history, on a shared phone) soon stops working, as DigiLocker's own
 * authorisation codes do.
 */
export const DIGILOCKER_REQUEST_MINUTES = 10;

/** The PAN name and the name on the identity document are one person's (src/domain/name-match.ts). */
export function kycNameMatches(documentName: string, panName: string): boolean {
  return namesMatch(documentName, panName);
}

/**
 * A page of this app to come back to after DigiLocker's consent: a path, never another site (an
 * absolute or scheme-relative URL would make the consent page an open redirect).
 */
export function isAppPath(value: string): boolean {
  return /^\/[^\s\\]*$/.test(value) && !value.includes('//');
}

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const optionalText = z.string().nullish();

/** The date of birth a document must give: present, and a real day in the past. */
const dateOfBirth = z
  .string()
  .nullish()
  .superRefine((value, ctx) => {
    if (isEmptyDate(value)) ctx.addIssue({ code: 'custom', message: kycMessages.dateOfBirthRequired });
    else if (!pastDate(value)) ctx.addIssue({ code: 'custom', message: kycMessages.validDate });
  });

export const dlDetailsSchema = z.object({
  dlNumber: required(kycMessages.drivingLicenceRequired).refine((value) => normaliseDrivingLicence(value) !== null, DRIVING_LICENCE_MESSAGE),
  dateOfBirth,
});

export const createDigiLockerRequestSchema = z.object({
  redirectUrl: z
    .string()
    .nullish()
    .refine((value) => !value || isAppPath(value), kycMessages.unsafeRedirect),
});

/** What each identity document needs on the KYC step's save; the name of a DigiLocker or registry document is theirs, never typed. */
export const saveKycDetailsSchema = z
  .object({
    identityType: z.string(),
    digiLockerRequestId: optionalText,
    documentNumber: optionalText,
    dateOfBirth: z.string().nullish(),
    name: optionalText,
    gender: optionalText,
  })
  .superRefine((input, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const number = normaliseIdentifier(input.documentNumber ?? '');
    const checkDate = () => {
      if (isEmptyDate(input.dateOfBirth)) problem('dateOfBirth', kycMessages.dateOfBirthRequired);
      else if (!pastDate(input.dateOfBirth)) problem('dateOfBirth', kycMessages.validDate);
    };
    const checkName = () => {
      const name = input.name?.trim() ?? '';
      if (!name) problem('name', kycMessages.nameRequired);
      else if (!isValidFreeText(name)) problem('name', FREE_TEXT_MESSAGE);
      if (!input.gender) problem('gender', kycMessages.genderRequired);
    };
    switch (input.identityType) {
      case 'AADHAAR':
        if (!input.digiLockerRequestId) problem('digiLockerRequestId', kycMessages.verifyWithDigiLocker);
        return;
      case 'DRIVING_LICENSE':
        if (!number) problem('documentNumber', kycMessages.drivingLicenceRequired);
        else if (normaliseDrivingLicence(number) === null) problem('documentNumber', DRIVING_LICENCE_MESSAGE);
        checkDate();
        return;
      case 'VOTER_ID':
        if (!number) problem('documentNumber', kycMessages.documentNumberRequired);
        else if (!isValidVoterId(number)) problem('documentNumber', VOTER_ID_MESSAGE);
        checkName();
        checkDate();
        return;
      case 'PASSPORT':
        if (!number) problem('documentNumber', kycMessages.documentNumberRequired);
        else if (!isValidPassport(number)) problem('documentNumber', PASSPORT_MESSAGE);
        checkName();
        checkDate();
        return;
      default:
        problem('identityType', 'Please choose the KYC document.');
    }
  });

/** Whether a number is a well-formed one of its identity document, and the message when it is not. */
const identityNumberChecks: Readonly<Record<string, { valid: (number: string) => boolean; message: string }>> = {
  AADHAAR: { valid: isValidAadhaar, message: AADHAAR_MESSAGE },
  DRIVING_LICENSE: { valid: (number) => normaliseDrivingLicence(number) !== null, message: DRIVING_LICENCE_MESSAGE },
  VOTER_ID: { valid: isValidVoterId, message: VOTER_ID_MESSAGE },
  PASSPORT: { valid: isValidPassport, message: PASSPORT_MESSAGE },
  INDIVIDUAL_PAN: { valid: isValidPan, message: PAN_MESSAGE },
};

/**
 * An identity document's number as it is kept with the document's photos: normalised, and for
 * Aadhaar only its masked form (the full number is never stored).
 */
export function storedIdentityNumber(identityType: string, raw: string): string {
  const number = normaliseIdentifier(raw);
  return identityType === 'AADHAAR' ? (maskedAadhaar(number) ?? '') : number;
}

/** A KYC document recorded with its photos: the number, when given, must be its document's. */
export const kycOpportunityDocumentSchema = z
  .object({ identityType: z.string(), documentNumber: optionalText })
  .superRefine((input, ctx) => {
    const number = normaliseIdentifier(input.documentNumber ?? '');
    const check = identityNumberChecks[input.identityType];
    if (number && check && !check.valid(number)) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: check.message });
  });
