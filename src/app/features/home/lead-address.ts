import type { LeadFieldsFragment } from '../../../../generated/graphql';

/** A lead's shop address on one line. */
export function leadAddress(lead: LeadFieldsFragment): string {
  const a = lead.shop.address;
  if (!a) return '';
  return [a.addressLine1, a.addressLine2, a.addressLine3, a.area, a.district, a.city, a.state, a.pincode]
    .filter(Boolean)
    .join(', ');
}
