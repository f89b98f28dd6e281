import type { SponsorMerchantMapping } from '../../../generated/resolvers';

// The sandbox registry of sponsors who pay for a merchant's devices (spec section 3, 'Sponsor
// mapping'). Deterministic by the merchant's PAN: a PAN whose four digits start with 9 is sponsored
// by the Sandbox Merchant Sponsors Trust, which still gives as many devices as the PAN's last digit
// (ABCPE9005K: 5); any other PAN has no sponsor. README.md, 'Sandboxes', says the same.

const SPONSORED_DIGITS = /^[A-Z]{5}9\d{2}(\d)[A-Z]$/;

/** The sponsor mappings of a merchant's PAN. */
export function sponsorMappings(panNumber: string): SponsorMerchantMapping[] {
  const pan = panNumber.trim().toUpperCase();
  const match = SPONSORED_DIGITS.exec(pan);
  if (!match) return [];
  return [
    {
      id: `SPN-${pan}`,
      panNumber: pan,
      sponsorName: 'Sandbox Merchant Sponsors Trust',
      availableDevices: Number(match[1]),
      cumulativeSponsoredDevices: 25,
    },
  ];
}
