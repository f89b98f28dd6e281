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

/** The MCC codes the natures of business suggest, each once, in the natures' order. */
export function sandboxMccCodesForNatures(natures: readonly string[]): string[] {
  return [...new Set(natures.flatMap((nature) => MCCS_BY_NATURE[nature] ?? []))];
}
