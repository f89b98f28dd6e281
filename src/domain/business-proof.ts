import { CIN_MESSAGE, isValidCin } from './identifiers/cin';
import { LLPIN_MESSAGE, normaliseLlpin } from './identifiers/llpin';
import { normaliseIdentifier } from './identifiers/normalise';
import { SHOP_ESTABLISHMENT_MESSAGE, isValidShopEstablishmentNumber } from './identifiers/shop-establishment';

// Spec section 5, word for word: a business proof the registry could not confirm (a GSTIN, CIN,
// LLPIN, Udyam or shop and establishment number nobody registered).
export const BUSINESS_PROOF_UNVERIFIED_MESSAGE = 'Unable to validate. Please capture the certificate or try other business proof.';
/** An auto-fetched GSTIN proof is the one fetched for the lead's PAN; another is entered as a manual GSTIN. */
export const AUTO_FETCHED_GSTIN_MESSAGE = 'The auto-fetched GSTIN is the one found for this PAN. Choose GSTIN (manual) to enter another.';

/** The registry that confirms a business proof; a trade licence has none. */
export type ProofRegistry = 'gst' | 'udyam' | 'shopAndEstablishment' | 'cin' | 'llpin';

const PROOF_REGISTRIES: Readonly<Record<string, ProofRegistry>> = {
  GSTIN_MANUAL: 'gst',
  GSTIN_AUTO_FETCHED: 'gst',
  UDYAM: 'udyam',
  SHOP_AND_ESTABLISHMENT: 'shopAndEstablishment',
  CIN: 'cin',
  LLPIN: 'llpin',
};

/** The registry that verifies a proof of the given type (a BusinessProofOption), or null when none does. */
export function proofRegistryOf(proofType: string | null | undefined): ProofRegistry | null {
  return (proofType && PROOF_REGISTRIES[proofType]) || null;
}

/**
 * A registration number (the field shared by shop and establishment, CIN and LLPIN) normalised the
 * way its registry reads it, or its field's message when it is not of that registry's shape.
 */
export function registrationNumberFor(registry: 'shopAndEstablishment' | 'cin' | 'llpin', raw: string): { number: string } | { problem: string } {
  const text = normaliseIdentifier(raw);
  if (registry === 'cin') return isValidCin(text) ? { number: text } : { problem: CIN_MESSAGE };
  if (registry === 'llpin') {
    const llpin = normaliseLlpin(text);
    return llpin ? { number: llpin } : { problem: LLPIN_MESSAGE };
  }
  return isValidShopEstablishmentNumber(text) ? { number: text } : { problem: SHOP_ESTABLISHMENT_MESSAGE };
}

/**
 * A business's name as names are compared: case, punctuation and spacing apart, and without the
 * 'M/s' (Messrs) a certificate often puts before a firm's name.
 */
export function comparableBusinessName(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  const rest = words[0] === 'm' && words[1] === 's' ? words.slice(2) : words[0] === 'messrs' ? words.slice(1) : words;
  return rest.join('');
}

/**
 * The name a shop and establishment registry holds for a certificate, when it is neither the
 * business's legal name nor its DBA name; null when it is one of them. A shop is often registered
 * under a name other than the one it trades under, and the agent cannot correct a certificate, so a
 * certificate under another name is kept once the agent confirms it is the merchant's (the app asks,
 * the server refuses the save until then). Only this registry's name is compared: the GST, MCA and
 * Udyam registries name the legal entity the PAN already names.
 */
export function otherRegisteredName(
  proofType: string | null | undefined,
  registeredName: string | null | undefined,
  names: readonly (string | null | undefined)[],
): string | null {
  if (proofRegistryOf(proofType) !== 'shopAndEstablishment' || !registeredName?.trim()) return null;
  const registered = comparableBusinessName(registeredName);
  return names.some((name) => name?.trim() && comparableBusinessName(name) === registered) ? null : registeredName.trim();
}

/** What the agent reads when the certificate names another business: on the step, and in the save's refusal. */
export function otherRegisteredNameMessage(registeredName: string): string {
  return `The registry has this certificate under the name ${registeredName}, not the business name or the DBA name. If it is this merchant's certificate, confirm it to continue.`;
}
