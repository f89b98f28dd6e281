// Products a lead can be interested in, and what a partner agent may offer (spec section 6).

export const leadProductLabels = {
  POS_DEVICE: 'POS Device',
  VOICE_POD: 'Voice Pod',
  SQR_MINI: 'SQR Mini',
  DQR_MINI: 'DQR Mini',
  VOICE_POD_PRO: 'Voice Pod Pro',
} as const;

export type LeadProductCode = keyof typeof leadProductLabels;

export const allLeadProducts = Object.keys(leadProductLabels) as LeadProductCode[];
export const partnerLeadProducts: readonly LeadProductCode[] = ['SQR_MINI', 'DQR_MINI'];

export function allowedLeadProducts(isPartner: boolean): readonly LeadProductCode[] {
  return isPartner ? partnerLeadProducts : allLeadProducts;
}
