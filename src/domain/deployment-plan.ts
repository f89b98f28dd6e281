// Where an opportunity's devices would be deployed, as the sandbox CSE review says it and the
// deployment screens show a store's address. Apart from ./deployment.ts, which Home loads first.

/** A store's or merchant's address on one line, as the deployment screens and the CSE review show it. */
export function addressOnOneLine(
  address: { addressLine1?: string | null; addressLine2?: string | null; city?: string | null; state?: string | null; pinCode?: string | null } | null | undefined,
): string {
  if (!address) return '';
  return [address.addressLine1, address.addressLine2, address.city, address.state, address.pinCode].map((part) => part?.trim()).filter(Boolean).join(', ');
}

/** What the sandbox CSE review says of where an opportunity's devices would be deployed. */
export const deploymentPlanTexts = {
  heading: 'What would be deployed where',
  at: (store: string) => `At ${store}`,
  fromBusinessDetails: "The merchant has no store yet: on approval this address from the business details becomes its deployment store.",
  otherStores: (names: string) => `The agent may also raise requests at the merchant's other stores: ${names}.`,
  nothingBought: 'Nothing to deploy: the merchant bought no device (soft POS and value added services need none).',
  noPlace: 'Nothing can be deployed: the merchant has no store and no business address.',
} as const;
