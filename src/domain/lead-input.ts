import { z } from 'zod';
import { FREE_TEXT_MESSAGE, EMAIL_MESSAGE, MOBILE_MESSAGE, isValidEmail, isValidFreeText, normaliseMobile } from './identifiers/contact';
import { GSTIN_MESSAGE, isValidGstin } from './identifiers/gstin';
import { normaliseIdentifier } from './identifiers/normalise';
import { PAN_MESSAGE, isValidPan } from './identifiers/pan';
import { allowedLeadProducts, allLeadProducts, type LeadProductCode } from './lead-products';
import { maxLengthMessage } from './text-limits';
import { FOLLOW_UP_PAST_MESSAGE } from './lead-follow-up';

// The lead form's rules, used by the Create Lead screen and again by the server on createLead
// and updateLead, so that both sides reject the same input with the same message.

export const LEAD_LIMITS = { shopName: 100, contactName: 80, notes: 1000, email: 120 } as const;

export const leadMessages = {
  shopName: 'Please enter the shop name.',
  contactName: 'Please enter the contact name.',
  // Spec section 5: 'No products selected blocks progress', in the spec's words.
  products: 'To proceed further, please select at least one product from the list.',
  partnerProducts: 'Partners can create leads only for SQR Mini and DQR Mini.',
  followUp: 'Please enter a valid date.',
  followUpPast: FOLLOW_UP_PAST_MESSAGE,
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(max))
    .refine((v) => v === '' || isValidFreeText(v), message)
    .transform((v) => (v === '' ? null : v));

const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, maxLengthMessage(max))
    .refine(isValidFreeText, FREE_TEXT_MESSAGE);

const optionalIdentifier = (isValid: (v: string) => boolean, message: string) =>
  z
    .string()
    .transform(normaliseIdentifier)
    .refine((v) => v === '' || isValid(v), message)
    .transform((v) => (v === '' ? null : v));

export const mobileNumberSchema = z
  .string({ error: MOBILE_MESSAGE })
  .refine((v) => normaliseMobile(v) !== null, MOBILE_MESSAGE)
  .transform((v) => normaliseMobile(v) ?? v);

const emailSchema = z
  .string()
  .trim()
  .max(LEAD_LIMITS.email, maxLengthMessage(LEAD_LIMITS.email))
  .refine((v) => v === '' || isValidEmail(v), EMAIL_MESSAGE)
  .transform((v) => (v === '' ? null : v.toLowerCase()));

const productSchema = z.enum(allLeadProducts as [LeadProductCode, ...LeadProductCode[]]);

const followUpSchema = z
  .string()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), leadMessages.followUp)
  .transform((v) => (v === '' ? null : new Date(v).toISOString()));

export function leadProductsSchema(isPartner: boolean) {
  const allowed = allowedLeadProducts(isPartner);
  return z
    .array(productSchema)
    .min(1, leadMessages.products)
    .refine((list) => list.every((p) => allowed.includes(p)), leadMessages.partnerProducts)
    .transform((list) => [...new Set(list)]);
}

function buildLeadDetailsSchema(isPartner: boolean) {
  return z.object({
    shopName: requiredText(LEAD_LIMITS.shopName, leadMessages.shopName),
    contactName: requiredText(LEAD_LIMITS.contactName, leadMessages.contactName),
    contactNumber: mobileNumberSchema,
    contactEmail: emailSchema.optional().prefault(''),
    panNumber: optionalIdentifier(isValidPan, PAN_MESSAGE).optional().prefault(''),
    gstin: optionalIdentifier(isValidGstin, GSTIN_MESSAGE).optional().prefault(''),
    notes: optionalText(LEAD_LIMITS.notes, FREE_TEXT_MESSAGE).optional().prefault(''),
    scheduledFollowUp: followUpSchema.optional().prefault(''),
    product: leadProductsSchema(isPartner),
  });
}

// Built once: the server checks a lead against these on every createLead and updateLead.
const leadDetailsSchemas = { partner: buildLeadDetailsSchema(true), agent: buildLeadDetailsSchema(false) };

/** The editable lead fields every lead form shares. */
export function leadDetailsSchema(isPartner: boolean) {
  return isPartner ? leadDetailsSchemas.partner : leadDetailsSchemas.agent;
}

export type LeadDetailsValues = z.input<ReturnType<typeof leadDetailsSchema>>;
export type LeadDetails = z.output<ReturnType<typeof leadDetailsSchema>>;

/** The lead fields as createLead's and updateLead's inputs carry them. */
export interface LeadFormInput {
  shop?: { name: string } | null;
  contact?: { name: string; number: string; email?: string | null } | null;
  panNumber?: string | null;
  gstin?: string | null;
  notes?: string | null;
  scheduledFollowUp?: string | null;
  product?: readonly string[] | null;
}

/** Where each flat lead rule's field sits in createLead's and updateLead's variables. */
export const leadFieldPaths = {
  shopName: 'input.shop.name',
  contactName: 'input.contact.name',
  contactNumber: 'input.contact.number',
  contactEmail: 'input.contact.email',
  panNumber: 'input.panNumber',
  gstin: 'input.gstin',
  notes: 'input.notes',
  scheduledFollowUp: 'input.scheduledFollowUp',
  product: 'input.product',
} as const;

/** The lead form's fields, flat, as leadDetailsSchema reads them. */
export function flattenLeadInput(input: LeadFormInput) {
  return {
    shopName: input.shop?.name,
    contactName: input.contact?.name,
    contactNumber: input.contact?.number,
    contactEmail: input.contact?.email ?? '',
    panNumber: input.panNumber ?? '',
    gstin: input.gstin ?? '',
    notes: input.notes ?? '',
    scheduledFollowUp: input.scheduledFollowUp ?? '',
    product: input.product,
  };
}
