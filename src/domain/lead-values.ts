// The lead value sets the app offers as choices; tests/unit/lead-values.test.ts keeps them equal to the contract's enums.

/** Lead sources (spec section 9: about 50, e.g. website, sales app, bank, DSA). */
export const leadSources = [
  'WEBSITE', 'SALES_APP', 'BANK', 'DSA', 'REFERRAL', 'WALK_IN', 'COLD_CALL', 'TELE_SALES', 'EMAIL_CAMPAIGN',
  'SMS_CAMPAIGN', 'WHATSAPP', 'SOCIAL_MEDIA', 'FACEBOOK', 'INSTAGRAM', 'GOOGLE_ADS', 'LINKEDIN', 'YOUTUBE',
  'TRADE_SHOW', 'EXHIBITION', 'EVENT', 'PARTNER', 'CHANNEL_PARTNER', 'POWER_PARTNER', 'DISTRIBUTOR', 'RESELLER',
  'FRANCHISE', 'MERCHANT_REFERRAL', 'EMPLOYEE_REFERRAL', 'EXISTING_MERCHANT', 'UPSELL', 'CROSS_SELL', 'VOICE_POD',
  'SOUNDBOX_CAMPAIGN', 'QR_CAMPAIGN', 'MARKETPLACE', 'AGGREGATOR', 'ACQUIRER_BANK', 'NBFC', 'CALL_CENTRE',
  'INBOUND_CALL', 'CHATBOT', 'MOBILE_APP', 'KYC_MERCHANT_APP', 'WEBINAR', 'NEWSPAPER', 'RADIO', 'TELEVISION',
  'HOARDING', 'PAMPHLET', 'DOOR_TO_DOOR', 'MARKET_SURVEY', 'OTHERS',
] as const;

/** Person relation options (spec section 3). */
export const personRelations = ['Owner', 'Partner', 'Director', 'Employee', 'Others'] as const;

export const leadRatings = ['COLD', 'WARM', 'HOT'] as const;

export const leadStatuses = ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED', 'CONVERTED', 'LOST', 'NOT_CONVERTED'] as const;

/** Lead-lost reasons (spec section 9), with the spec's labels. */
export const leadLostReasonLabels = {
  HIGH_COMMERCIALS: 'High Commercials',
  MERCHANT_NOT_REACHABLE: 'Merchant Not Reachable',
  INSTANT_SETTLEMENT_REQUIRED: 'Instant Settlement Required',
  ON_HOLD: 'On Hold',
  NOT_INTERESTED: 'Not Interested',
} as const;

export const salesStages = ['Prospecting', 'Approach', 'Demo', 'Evaluation', 'Commitment_To_Purchase', 'Sales_Closed', 'Null_CurrentStatus'] as const;

type LeadStatus = (typeof leadStatuses)[number];

/**
 * A lead's status once the PAN step has stored a verified PAN: the agent has met the merchant, so
 * a lead still NEW (or marked not contacted) is now OPEN_CONTACTED. A lead already contacted, won
 * or closed keeps its status.
 */
export function leadStatusWithVerifiedPan(status: LeadStatus): LeadStatus {
  return status === 'NEW' || status === 'OPEN_NOT_CONTACTED' ? 'OPEN_CONTACTED' : status;
}
