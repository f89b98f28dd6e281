import { z } from 'zod';
import { FREE_TEXT_MESSAGE, isValidFreeText } from './identifiers/contact';
import { GSTIN_MESSAGE, isValidGstin } from './identifiers/gstin';
import { normaliseIdentifier } from './identifiers/normalise';
import { PINCODE_MESSAGE, isValidPincode } from './identifiers/pincode';
import { SHOP_ESTABLISHMENT_MESSAGE, isValidShopEstablishmentNumber } from './identifiers/shop-establishment';
import { UDYAM_MESSAGE, isValidUdyam } from './identifiers/udyam';
import { LEAD_LIMITS, leadMessages } from './lead-input';
import { MERCHANT_LIMITS, optionalFreeText, requiredFreeText } from './merchant-input';
import { maxLengthMessage } from './text-limits';

// The rules of a merchant's deployment stores (spec section 3, 'Deployment store'), checked by the
// server before the store operations run. A store's name is a shop name: the lead's rule. The Multi
// Stores step's definition (forms/steps/MultiStores.json) offers the same limits and proof types.

export const STORE_LIMITS = { perMerchant: 20, proofNumber: 30, pcId: 40 } as const;

/** Spec section 3: a store's proof is one of the business legality proofs. */
export const STORE_PROOF_TYPES = ['GST', 'SHOPESTABLISHMENTCERTIFICATE', 'TRADELICENSE', 'UDYAMREGISTRATION'] as const;
export type StoreProofType = (typeof STORE_PROOF_TYPES)[number];

export const storeMessages = {
  tooMany: `A merchant can have at most ${STORE_LIMITS.perMerchant} stores.`,
  atLeastOne: 'Please add at least 1 store.',
  proofType: 'Please choose GSTIN, Shop and Establishment, Trade License or Udyam as the store proof.',
  proofNumber: 'Please enter the proof number.',
  addressLine1: 'Please enter address line 1.',
  state: 'Please choose the state.',
  city: 'Please choose the city.',
  duplicateStore: 'A store appears twice in the list.',
} as const;

function isStoreProofType(value: string): value is StoreProofType {
  return (STORE_PROOF_TYPES as readonly string[]).includes(value);
}

const isTradeLicenceNumber = (value: string) => value.length <= STORE_LIMITS.proofNumber && isValidFreeText(value);

const PROOF_NUMBER_RULES: Record<StoreProofType, { isValid: (value: string) => boolean; message: string }> = {
  GST: { isValid: isValidGstin, message: GSTIN_MESSAGE },
  SHOPESTABLISHMENTCERTIFICATE: { isValid: isValidShopEstablishmentNumber, message: SHOP_ESTABLISHMENT_MESSAGE },
  TRADELICENSE: { isValid: isTradeLicenceNumber, message: FREE_TEXT_MESSAGE },
  UDYAMREGISTRATION: { isValid: isValidUdyam, message: UDYAM_MESSAGE },
};

export interface StoreProofProblem {
  field: 'documentType' | 'documentNumber';
  message: string;
}

/**
 * What is wrong with a store's proof, if anything: a number needs its type, a type its number, and
 * the number must be one of that type (a GSTIN for GST...). A store without either has no proof yet.
 */
export function storeProofProblem(type: string | null | undefined, number: string | null | undefined): StoreProofProblem | null {
  const value = number?.trim() ?? '';
  if (!type) return value ? { field: 'documentType', message: storeMessages.proofType } : null;
  if (!isStoreProofType(type)) return { field: 'documentType', message: storeMessages.proofType };
  if (!value) return { field: 'documentNumber', message: storeMessages.proofNumber };
  if (value.length > STORE_LIMITS.proofNumber) return { field: 'documentNumber', message: maxLengthMessage(STORE_LIMITS.proofNumber) };
  const rule = PROOF_NUMBER_RULES[type];
  return rule.isValid(normaliseIdentifier(value)) ? null : { field: 'documentNumber', message: rule.message };
}

const chosen = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A store's address: where a field engineer goes, so its line, pincode, state and city are all needed. */
export const storeAddressSchema = z.object({
  addressLine1: requiredFreeText(MERCHANT_LIMITS.addressLine, storeMessages.addressLine1),
  addressLine2: optionalFreeText(MERCHANT_LIMITS.addressLine),
  landmark: optionalFreeText(MERCHANT_LIMITS.landmark),
  pinCode: z.string({ error: PINCODE_MESSAGE }).refine(isValidPincode, PINCODE_MESSAGE),
  stateCode: chosen(storeMessages.state),
  cityId: chosen(storeMessages.city),
});

const storeFields = {
  name: requiredFreeText(LEAD_LIMITS.shopName, leadMessages.shopName),
  pcId: optionalFreeText(STORE_LIMITS.pcId),
  documentType: z.string().nullish(),
  documentNumber: z.string().nullish(),
  address: storeAddressSchema,
};

function withProof<T extends z.ZodType<{ documentType?: string | null; documentNumber?: string | null }>>(schema: T) {
  return schema.superRefine((store, ctx) => {
    const problem = storeProofProblem(store.documentType, store.documentNumber);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

const storeSchema = withProof(z.object(storeFields));
const listedStoreSchema = withProof(z.object({ ...storeFields, id: z.string().nullish() }));

const storeList = <T extends z.ZodType>(item: T) => z.array(item).min(1, storeMessages.atLeastOne).max(STORE_LIMITS.perMerchant, storeMessages.tooMany);

export const createStoreSchema = z.object({ store: storeSchema });
export const createStoresSchema = z.object({ stores: storeList(storeSchema) });

/** The Multi Stores step's list: a store named twice would be saved twice over. */
export const saveStoresSchema = z.object({
  stores: storeList(listedStoreSchema).superRefine((stores, ctx) => {
    const seen = new Set<string>();
    stores.forEach((store, index) => {
      if (!store.id) return;
      if (seen.has(store.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: storeMessages.duplicateStore });
      seen.add(store.id);
    });
  }),
});

/**
 * An update checks the fields it sends; an address sent replaces the stored one, so it is whole.
 * Its proof is checked with the stored type or number it keeps, by the resolver.
 */
export const updateStoreSchema = z.object(storeFields).partial().extend({ address: storeAddressSchema.nullish(), name: storeFields.name.nullish() });
