import { z } from 'zod';
import { DATE_MESSAGE, isValidPastDate } from './dates';
import { EMAIL_MESSAGE, FREE_TEXT_MESSAGE, MOBILE_MESSAGE, isValidEmail, isValidFreeText, normaliseMobile } from './identifiers/contact';
import { GSTIN_MESSAGE, isValidGstin } from './identifiers/gstin';
import { PINCODE_MESSAGE, isValidPincode } from './identifiers/pincode';
import { UDYAM_MESSAGE, isValidUdyam } from './identifiers/udyam';
import { maxLengthMessage } from './text-limits';

// The rules of a merchant account, its contacts, MCC and billing entities (spec sections 3 and 5),
// checked by the server before the merchant operations run. The PAN and the annual revenue are the
// resolvers' own: their errors are spec codes (MOS-1003, MOS-1004).

export const MERCHANT_LIMITS = { name: 100, contactName: 100, addressLine: 150, landmark: 100, proofNumber: 30, mccCode: 4, search: 100, licenceNumber: 40 } as const;

export const merchantMessages = {
  name: 'Please enter the business name.',
  contactName: 'Please enter the full name of the contact.',
  mccCode: 'Please choose a merchant category from the list.',
  blockedMcc: 'This merchant category cannot be onboarded. Please choose another.',
  weeklyLimit: 'Please enter a valid weekly settlement upper limit.',
  panFirst: "Please verify the merchant's PAN before the business details.",
} as const;

/** Free text that must be given, trimmed and within its limit. */
export const requiredFreeText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxLengthMessage(max)).refine(isValidFreeText, FREE_TEXT_MESSAGE);

/** Free text that may be left empty, trimmed and within its limit. */
export const optionalFreeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(max))
    .refine((v) => v === '' || isValidFreeText(v), FREE_TEXT_MESSAGE)
    .nullish();

export const optionalChecked = (isValid: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isValid(v), message)
    .nullish();

export const mobile = z.string().refine((v) => normaliseMobile(v) !== null, MOBILE_MESSAGE);
export const pastDate = (value: string) => value.length <= 10 && isValidPastDate(value);

export const merchantAddressSchema = z
  .object({
    addressLine1: optionalFreeText(MERCHANT_LIMITS.addressLine),
    addressLine2: optionalFreeText(MERCHANT_LIMITS.addressLine),
    landmark: optionalFreeText(MERCHANT_LIMITS.landmark),
    pinCode: optionalChecked(isValidPincode, PINCODE_MESSAGE),
  })
  .nullish();

const accountFields = {
  name: requiredFreeText(MERCHANT_LIMITS.name, merchantMessages.name),
  legalName: requiredFreeText(MERCHANT_LIMITS.name, merchantMessages.name),
  dateOfIncorporation: optionalChecked(pastDate, DATE_MESSAGE),
  mobileNumber: mobile.nullish(),
  email: optionalChecked(isValidEmail, EMAIL_MESSAGE),
  gstin: optionalChecked(isValidGstin, GSTIN_MESSAGE),
  udyamNumber: optionalChecked(isValidUdyam, UDYAM_MESSAGE),
  weeklySettlementUpperLimit: z.number().refine(Number.isFinite, merchantMessages.weeklyLimit).nullish(),
  address: merchantAddressSchema,
  storeAddress: merchantAddressSchema,
  businessProofNumber: optionalFreeText(MERCHANT_LIMITS.proofNumber),
};

export const mccCodeSchema = z.string().regex(/^[0-9]{4}$/, merchantMessages.mccCode);

export const createMerchantSchema = z.object({
  ...accountFields,
  billingAddress: merchantAddressSchema,
  mccCode: mccCodeSchema.nullish(),
  contactName: optionalFreeText(MERCHANT_LIMITS.contactName),
});

/** The Business Details step's save: what createMerchant takes, with the primary contact and the MCC required. */
export const saveBusinessDetailsSchema = createMerchantSchema.extend({
  mobileNumber: mobile,
  contactName: requiredFreeText(MERCHANT_LIMITS.contactName, merchantMessages.contactName),
  mccCode: mccCodeSchema,
  licenceNumber: optionalFreeText(MERCHANT_LIMITS.licenceNumber),
});

/** An update checks only the fields it sends; a name sent must still be a name. */
export const updateMerchantSchema = z.object(accountFields).partial();

const contactFields = {
  leadName: requiredFreeText(MERCHANT_LIMITS.contactName, merchantMessages.contactName),
  mobileNumber: mobile,
  email: optionalChecked(isValidEmail, EMAIL_MESSAGE),
  dateOfBirth: optionalChecked(pastDate, DATE_MESSAGE),
};

export const createContactSchema = z.object(contactFields);
export const updateContactSchema = z.object(contactFields).partial();

export const mccInputSchema = z.object({ mccCode: mccCodeSchema });
export const mccUpdateSchema = z.object({ mccCode: mccCodeSchema.nullish() });

const billingFields = {
  businessName: requiredFreeText(MERCHANT_LIMITS.name, merchantMessages.name),
  nameToBePrintedOnPO: optionalFreeText(MERCHANT_LIMITS.name),
  kycDocumentNo: optionalFreeText(MERCHANT_LIMITS.proofNumber),
  businessAddress: merchantAddressSchema,
};

export const createBillingEntitySchema = z.object(billingFields);
export const updateBillingEntitySchema = z.object(billingFields).partial();

export const merchantFilterSchema = z.object({
  mobileNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{0,10}$/, MOBILE_MESSAGE)
    .nullish(),
  name: optionalFreeText(MERCHANT_LIMITS.search),
});

/** The stored 10-digit form of a mobile number that passed the rules above. */
export function storedMobile(value: string): string {
  return normaliseMobile(value) ?? value.trim();
}
