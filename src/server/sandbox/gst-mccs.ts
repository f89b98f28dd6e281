/*
 * Sandbox MCC suggestions for a GST registration: each nature of business the GST portal records
 * for the principal place of business stands for a few merchant categories of the master list.
 * Deterministic like the registries: the same natures always give the same codes, in this order.
 * Like a real mapping it names codes the onboarding rules block (5094, 5993); the resolver leaves
 * those out (forms/rules/blocked-mccs.json) along with any code the master list does not hold.
 */
const MCCS_BY_NATURE: Readonly<Record<string, readonly string[]>> = {
  'Retail Business': ['5411', '5311', '5399', '5499', '5999', '5993'],
  'Wholesale Business': ['5099', '5199', '5045', '5094'],
  'Supplier of Services': ['7399', '8999', '7349'],
  'Office / Sale Office': ['7399', '8931', '7392'],
  'Warehouse / Depot': ['4225', '4214'],
  'Factory / Manufacturing': ['5085', '5099', '5199'],
};

/** A shop and establishment registration's nature of business (the sandbox registry's) and the categories it stands for. */
const MCCS_BY_ESTABLISHMENT_NATURE: Readonly<Record<string, readonly string[]>> = {
  'Retail Trade': ['5411', '5311', '5399'],
  'Wholesale Trade': ['5099', '5199'],
  Restaurant: ['5812', '5814'],
  'Medical Store': ['5912'],
  'Repair Services': ['7699', '7629'],
  Office: ['7399', '8999'],
};

/** The MCC codes a shop and establishment registration's nature of business suggests. */
export function sandboxMccCodesForEstablishment(nature: string): string[] {
  return [...(MCCS_BY_ESTABLISHMENT_NATURE[nature] ?? [])];
}

/** The MCC codes the natures of business suggest, each once, in the natures' order. */
export function sandboxMccCodesForNatures(natures: readonly string[]): string[] {
  return [...new Set(natures.flatMap((nature) => MCCS_BY_NATURE[nature] ?? []))];
}
