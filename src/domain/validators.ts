import { AADHAAR_MAX_INPUT_LENGTH, AADHAAR_MESSAGE, VID_MAX_INPUT_LENGTH, VID_MESSAGE, normaliseAadhaar, normaliseVid } from './identifiers/aadhaar';
import { CIN_MESSAGE, isValidCin } from './identifiers/cin';
import { EMAIL_MESSAGE, FREE_TEXT_MESSAGE, MOBILE_MESSAGE, isValidEmail, isValidFreeText, normaliseMobile } from './identifiers/contact';
import { GSTIN_CHECK_MESSAGE, GSTIN_MESSAGE, gstinProblem, isValidGstin } from './identifiers/gstin';
import { bankMessages, isValidAccountNumber, normaliseAccountNumber } from './bank-account';
import {
  DRIVING_LICENCE_MAX_INPUT_LENGTH,
  DRIVING_LICENCE_MESSAGE,
  DRIVING_LICENCE_REQUIRED_MESSAGE,
  normaliseDrivingLicence,
} from './identifiers/driving-licence';
import { IFSC_MESSAGE, isValidIfsc } from './identifiers/ifsc';
import { LLPIN_MESSAGE, normaliseLlpin } from './identifiers/llpin';
import { normaliseIdentifier } from './identifiers/normalise';
import { PAN_MESSAGE, isValidPan } from './identifiers/pan';
import { PASSPORT_LENGTH, PASSPORT_MESSAGE, isValidPassport } from './identifiers/passport';
import { PINCODE_MESSAGE, isValidPincode } from './identifiers/pincode';
import { UDYAM_MESSAGE, isValidUdyam } from './identifiers/udyam';
import { VOTER_ID_LENGTH, VOTER_ID_MESSAGE, isValidVoterId } from './identifiers/voter-id';
import { DATE_MESSAGE, isValidPastDate } from './dates';
import { isFollowUpAllowed } from './lead-follow-up';
import { LEAD_LIMITS, leadMessages } from './lead-input';

// The validators that form definitions name in a field's `validate` list
// (forms/form-definition.schema.json). The form engine runs them in the browser and the server
// runs the same ones again, so both reject the same input with the same message.
//
// Contract:
// - test() is only called on non-empty, trimmed values. Whether a field may be empty is the
//   field's `required` setting, not a validator's business, so an empty value never reaches one.
// - message is what to show when test() fails. A validator that can say more precisely what
//   is wrong also has messageFor(value), which the caller should prefer when present.
// - normalise(), when present, is applied to a value that passed test(), to give the form the
//   caller stores (upper-cased identifiers, the bare 10-digit mobile, 'AAA-1234' LLPINs, compact
//   Aadhaar numbers and driving licence numbers).

export interface Validator {
  /** The message shown when test() fails. */
  message: string;
  /** Whether a non-empty, trimmed value is acceptable. */
  test(value: string): boolean;
  /** The stored form of a value that passed test(). */
  normalise?(value: string): string;
  /** The most precise message for a value that failed test(); `message` for any other value. */
  messageFor?(value: string): string;
  /** The longest value it takes: a form stops typing there, and a longer value gets the length message. */
  maxLength?: number;
  /**
   * It judges a value by the clock (an appointment passes): the app judges it by the phone's clock as
   * the agent types, the server by its own clock in the resolver, and a stored record is never judged
   * again (a release's move checks stored records).
   */
  judgedByClock?: boolean;
  /** What an empty required field says, when the validator knows what the field holds. */
  requiredMessage?: string;
}


// Spec section 5, word for word: the one message for a field that takes either identifier.
export const PAN_OR_GSTIN_MESSAGE = 'Enter a valid PAN ID/ GST number';

const trim = (value: string): string => value.trim();

// Dates travel as 'YYYY-MM-DD'; anything longer is refused before the date pattern runs.
const ISO_DATE_LENGTH = 10;

/** A GSTIN that is well formed but has the wrong check character gets its own message. */
const gstinMessageFor = (otherwise: string) => (value: string): string =>
  gstinProblem(value) === 'checkCharacter' ? GSTIN_CHECK_MESSAGE : otherwise;

export const validators = {
  pan: { message: PAN_MESSAGE, test: isValidPan, normalise: normaliseIdentifier },
  gstin: {
    message: GSTIN_MESSAGE,
    test: isValidGstin,
    normalise: normaliseIdentifier,
    messageFor: gstinMessageFor(GSTIN_MESSAGE),
  },
  panOrGstin: {
    message: PAN_OR_GSTIN_MESSAGE,
    test: (value: string) => isValidPan(value) || isValidGstin(value),
    normalise: normaliseIdentifier,
    messageFor: gstinMessageFor(PAN_OR_GSTIN_MESSAGE),
  },
  email: { message: EMAIL_MESSAGE, test: isValidEmail, normalise: trim, maxLength: LEAD_LIMITS.email },
  freeText: { message: FREE_TEXT_MESSAGE, test: isValidFreeText, normalise: trim },
  // The lead's own texts, with their limits and messages from the lead rules.
  shopName: {
    message: FREE_TEXT_MESSAGE,
    test: isValidFreeText,
    normalise: trim,
    maxLength: LEAD_LIMITS.shopName,
    requiredMessage: leadMessages.shopName,
  },
  contactName: {
    message: FREE_TEXT_MESSAGE,
    test: isValidFreeText,
    normalise: trim,
    maxLength: LEAD_LIMITS.contactName,
    requiredMessage: leadMessages.contactName,
  },
  notes: { message: FREE_TEXT_MESSAGE, test: isValidFreeText, normalise: trim, maxLength: LEAD_LIMITS.notes },
  // Called without `today`, so the date is checked against the clock of the machine running it.
  pastDate: {
    message: DATE_MESSAGE,
    test: (value: string) => value.length <= ISO_DATE_LENGTH && isValidPastDate(value),
    normalise: trim,
  },
  nextAppointment: { message: leadMessages.followUpPast, test: (value: string) => isFollowUpAllowed(value), judgedByClock: true },
  udyam: { message: UDYAM_MESSAGE, test: isValidUdyam, normalise: normaliseIdentifier },
  ifsc: { message: IFSC_MESSAGE, test: isValidIfsc, normalise: normaliseIdentifier },
  bankAccountNumber: { message: bankMessages.accountNumber, test: isValidAccountNumber, normalise: normaliseAccountNumber },
  cin: { message: CIN_MESSAGE, test: (value: string) => isValidCin(value), normalise: normaliseIdentifier },
  llpin: {
    message: LLPIN_MESSAGE,
    test: (value: string) => normaliseLlpin(value) !== null,
    normalise: (value: string) => normaliseLlpin(value) ?? normaliseIdentifier(value),
  },
  pincode: { message: PINCODE_MESSAGE, test: isValidPincode, normalise: trim },
  mobile: {
    message: MOBILE_MESSAGE,
    test: (value: string) => normaliseMobile(value) !== null,
    normalise: (value: string) => normaliseMobile(value) ?? value.trim(),
  },
  // Gives all 12 digits, so that the server can check the number again; once checked, only
  // maskedAadhaar's form of it may be shown or kept (UIDAI).
  aadhaar: {
    message: AADHAAR_MESSAGE,
    test: (value: string) => normaliseAadhaar(value) !== null,
    normalise: (value: string) => normaliseAadhaar(value) ?? value.trim(),
    maxLength: AADHAAR_MAX_INPUT_LENGTH,
  },
  aadhaarVid: {
    message: VID_MESSAGE,
    test: (value: string) => normaliseVid(value) !== null,
    normalise: (value: string) => normaliseVid(value) ?? value.trim(),
    maxLength: VID_MAX_INPUT_LENGTH,
  },
  voterId: { message: VOTER_ID_MESSAGE, test: isValidVoterId, normalise: normaliseIdentifier, maxLength: VOTER_ID_LENGTH },
  passport: { message: PASSPORT_MESSAGE, test: isValidPassport, normalise: normaliseIdentifier, maxLength: PASSPORT_LENGTH },
  // Called without `today`, so the year of issue is checked against the clock of the machine running it.
  drivingLicence: {
    message: DRIVING_LICENCE_MESSAGE,
    test: (value: string) => normaliseDrivingLicence(value) !== null,
    normalise: (value: string) => normaliseDrivingLicence(value) ?? normaliseIdentifier(value),
    maxLength: DRIVING_LICENCE_MAX_INPUT_LENGTH,
    requiredMessage: DRIVING_LICENCE_REQUIRED_MESSAGE,
  },
} satisfies Record<string, Validator>;

export type ValidatorName = keyof typeof validators;

export function isValidatorName(name: string): name is ValidatorName {
  return Object.hasOwn(validators, name);
}
