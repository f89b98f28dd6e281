// The sandbox CSE team's reasons for rejecting a deployment, each with its sub-reasons. The spec names
// the fields an opportunity carries (cseRejectReason, cseRejectSubReason, rejectionComments) but not
// the real team's list; these stand in for it, so that an agent sees why a deployment came back.

export const CSE_REJECTION_REASONS: Readonly<Record<string, readonly string[]>> = {
  'Site visit': ['Shop closed at the visit', 'Address not found', 'Business not running at the address'],
  'Merchant documents': ['KYC document unclear', 'Business proof missing', 'Name does not match the PAN'],
  'Order and payment': ['Purchase order not signed', 'Payment not received'],
  Devices: ['Device not available in the region', 'Network not available at the shop'],
};

/** The reason and sub-reason a form's value names ('Site visit/Address not found'), or null when it names none of the list. */
export function cseRejectionReason(value: string): { reason: string; subReason: string } | null {
  const cut = value.indexOf('/');
  if (cut < 0) return null;
  const reason = value.slice(0, cut);
  const subReason = value.slice(cut + 1);
  return Object.hasOwn(CSE_REJECTION_REASONS, reason) && CSE_REJECTION_REASONS[reason]?.includes(subReason) ? { reason, subReason } : null;
}

export const cseRejectionValue = (reason: string, subReason: string) => `${reason}/${subReason}`;
