import { z } from 'zod';
import type { Mutation, Query } from '../../../generated/resolvers';
import { FREE_TEXT_MESSAGE, isValidFreeText } from '../../domain/identifiers/contact';
import { flattenLeadInput, leadDetailsSchema, leadFieldPaths, type LeadFormInput } from '../../domain/lead-input';
import { OPPORTUNITY_LIMITS, closureRemarksSchema, opportunityMessages } from '../../domain/opportunity-input';
import type { AgentIdentity } from '../context';

// Every operation of the contract, and the rules its input is checked with before its resolver
// runs (after the contract's @bound limits, which hold for all). An operation a step definition
// submits is also validated with that definition (src/server/input/step-submissions.ts).

export type OperationName = Exclude<keyof Query | keyof Mutation, '__typename' | 'health' | '_noop'>;

export interface OperationInput {
  /** The operation's own rules from src/domain; the agent decides some (partners' products). */
  schema: (agent: AgentIdentity | null) => z.ZodType;
  /** Where a problem at a path of the schema's value sits in the operation's variables, when they differ. */
  fieldPaths?: Readonly<Record<string, string>>;
  /** Callable without a signed-in agent (only the sign-in itself). */
  public?: boolean;
}

/**
 * Operations whose resolvers are not built yet: they answer NOT_IMPLEMENTED after the contract's
 * bounds. A test fails when an operation with a resolver is still marked so.
 */
export const NOT_BUILT = 'not built' as const;

export type OperationInputEntry = OperationInput | typeof NOT_BUILT;

const text = (max: number) => z.string().trim().max(max);
// A malformed id names no record: the resolvers answer not found (LMS-101, ODS-101), as for another agent's.
const recordId = z.string();
const freeText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((v) => v === '' || isValidFreeText(v), FREE_TEXT_MESSAGE);
const onboardingJourney = {
  stateDataId: z.string(),
  opportunityId: z.number().int().min(1).nullish(),
};

/** The flat lead fields an update sends (a missing key keeps the stored value). */
function sentLeadFields(input: LeadFormInput): Set<string> {
  const sent = new Set<string>();
  if (input.shop) sent.add('shopName');
  if (input.contact) ['contactName', 'contactNumber', 'contactEmail'].forEach((k) => sent.add(k));
  for (const key of ['panNumber', 'gstin', 'notes', 'scheduledFollowUp'] as const) if (input[key] != null) sent.add(key);
  if (input.product) sent.add('product');
  return sent;
}

const fixed = (value: z.ZodType): OperationInput => ({ schema: () => value });

export const operationInputs: Record<OperationName, OperationInputEntry> = {
  // Sign-in and the app version.
  ssoLoginInternal: { schema: () => z.object({ refreshToken: z.string().min(1) }), public: true },
  ssoLogoutInternal: fixed(z.object({ allDevices: z.boolean().nullish() })),
  salesAppLatestVersion: fixed(z.object({ currentVersion: z.string().regex(/^[0-9]{1,5}(?:\.[0-9]{1,5}){0,3}$/, 'Please send a version like 1.4.2.').nullish() })),
  verifyPublicCredential: NOT_BUILT,
  checkEmailInExperiment: NOT_BUILT,

  // Leads.
  lead: fixed(z.object({ id: recordId })),
  leadList: fixed(z.object({ search: text(100).nullish() })),
  createLead: {
    schema: (agent) => z.custom<LeadFormInput>().transform((input): Record<string, unknown> => flattenLeadInput(input)).pipe(leadDetailsSchema(agent?.isPartner ?? false)),
    fieldPaths: leadFieldPaths,
  },
  // Only the fields sent are checked here; the resolver checks the lead they make with the rest.
  updateLead: {
    schema: (agent) =>
      z
        .custom<LeadFormInput>()
        .transform((input): Record<string, unknown> => {
          const flat = flattenLeadInput(input);
          return Object.fromEntries(Object.entries(flat).filter(([key]) => sentLeadFields(input).has(key)));
        })
        .pipe(leadDetailsSchema(agent?.isPartner ?? false).partial()),
    fieldPaths: leadFieldPaths,
  },

  // Opportunities and the dashboard.
  opportunity: fixed(z.object({ id: recordId })),
  opportunityList: fixed(z.object({ search: text(100).nullish() })),
  dashboardCounts: fixed(z.object({})),
  createOpportunity: fixed(
    z.object({
      leadId: recordId.nullish(),
      accountId: z.string().trim().max(OPPORTUNITY_LIMITS.accountId).nullish(),
      name: freeText(OPPORTUNITY_LIMITS.name, opportunityMessages.name).nullish(),
    }),
  ),
  updateOpportunity: fixed(
    z.object({
      id: recordId,
      closureRemarks: closureRemarksSchema.nullish(),
    }),
  ),
  reviewOpportunity: NOT_BUILT,
  getOpportunityPaymentStatus: NOT_BUILT,
  validateVPA: NOT_BUILT,
  createOpportunityDocument: NOT_BUILT,
  createOpportunityDocuments: NOT_BUILT,
  updateOpportunityDocument: NOT_BUILT,
  deleteOpportunityDocuments: NOT_BUILT,
  createOpportunityPaymentRecord: NOT_BUILT,
  updateOpportunityPaymentRecord: NOT_BUILT,
  initiatePayment: NOT_BUILT,
  createOLI: NOT_BUILT,
  postToSfIntegration: NOT_BUILT,
  cacheAccount: NOT_BUILT,

  // Onboarding state.
  merchantOnboardingStateV2: fixed(z.object(onboardingJourney)),
  createMerchantOnboardingState: fixed(z.object(onboardingJourney)),
  updateMerchantOnboardingState: fixed(z.object(onboardingJourney)),

  // Master data.
  masterStateList: fixed(z.object({ country: text(60).nullish() }).nullish()),
  cityList: fixed(z.object({ stateCode: text(4) })),
  cityDetails: fixed(z.object({ cityId: z.string() })),
  stateAndCityName: fixed(z.object({ stateCode: text(4), cityName: text(100) })),
  stateAndCityNameFromCityId: fixed(z.object({ cityId: z.string() })),
  masterMccList: fixed(z.object({ categoryType: text(100).nullish() }).nullish()),
  locateMeAddress: NOT_BUILT,

  // Registries.
  // The registries' resolvers check PAN and GSTIN shapes themselves: their errors are the spec's
  // registry codes (BS-1006, BS-1007) and messages, which a generic check here would pre-empt.
  panDetails: fixed(z.object({ panNumber: z.string() })),
  gstinsFromPAN: fixed(z.object({ panNumber: z.string() })),
  gstDetails: fixed(z.object({ gstin: z.string(), panNumber: z.string().nullish() })),
  cinDetails: NOT_BUILT,
  cinsFromPAN: NOT_BUILT,
  llpinDetails: NOT_BUILT,
  udyamRegnSearch: NOT_BUILT,
  shopAndEstablishmentDetails: NOT_BUILT,

  // Training and support.
  faqList: fixed(z.object({ search: text(100).nullish() }).nullish()),
  trainingVideoList: fixed(z.object({ id: z.string().nullish() }).nullish()),

  // Bank accounts.
  getFilteredBankAccount: NOT_BUILT,
  bankAccount: NOT_BUILT,
  createBankAccount: NOT_BUILT,
  updateBankAccount: NOT_BUILT,
  processPennyDrop: NOT_BUILT,

  // Deployment.
  deploymentStore: NOT_BUILT,
  deploymentStoresByMerchantId: NOT_BUILT,
  posDeployment: NOT_BUILT,
  devicesToBeLinked: NOT_BUILT,
  deploymentRequestByAssetId: NOT_BUILT,
  getProductsConsumed: NOT_BUILT,
  createDeploymentStore: NOT_BUILT,
  createDeploymentStores: NOT_BUILT,
  updateDeploymentStore: NOT_BUILT,
  processDeployment: NOT_BUILT,
  updateDeploymentRequest: NOT_BUILT,
  productsConsumed: NOT_BUILT,
  deviceLinkingDetails: NOT_BUILT,
  deviceDeLinkingDetails: NOT_BUILT,

  // Inventory.
  getProductItems: NOT_BUILT,
  getProductTransfers: NOT_BUILT,
  getProductTransfer: NOT_BUILT,
  LocationFilter: NOT_BUILT,
  createProductTransfer: NOT_BUILT,
  updateProductTransfer: NOT_BUILT,

  // KYC.
  aadhaarDetailsDigiLocker: NOT_BUILT,
  dlDetails: NOT_BUILT,
  kycDocEExtractedData: NOT_BUILT,
  getExtractedData: NOT_BUILT,
  kycVerificationRequestStatus: NOT_BUILT,
  kycLink: NOT_BUILT,
  kycStatusData: NOT_BUILT,
  createDigiLockerRequest: NOT_BUILT,
  performOCR: NOT_BUILT,
  performOCRandDigitallyExtract: NOT_BUILT,
  performKYCRulesValidation: NOT_BUILT,
  performFaceMatch: NOT_BUILT,
  performKycDocDigitalSync: NOT_BUILT,
  kycOpportunityDocument: NOT_BUILT,
  checkOSV: NOT_BUILT,

  // Mandates.
  eMandate: NOT_BUILT,
  eSignMandate: NOT_BUILT,
  pMandate: NOT_BUILT,
  achList: NOT_BUILT,
  createEMandate: NOT_BUILT,
  createESignMandate: NOT_BUILT,
  createPMandate: NOT_BUILT,
  uploadPMandate: NOT_BUILT,

  // Merchants.
  merchantAccountDetails: NOT_BUILT,
  merchantMccAndContactData: NOT_BUILT,
  merchantFilter: NOT_BUILT,
  contactList: NOT_BUILT,
  getFilteredBillingEntities: NOT_BUILT,
  billingEntity: NOT_BUILT,
  merchantSignatoryInfo: NOT_BUILT,
  editableIds: NOT_BUILT,
  mccsFromGSTIN: NOT_BUILT,
  extractMccs: NOT_BUILT,
  createMerchant: NOT_BUILT,
  updateMerchant: NOT_BUILT,
  createMerchantContact: NOT_BUILT,
  updateMerchantContact: NOT_BUILT,
  createMerchantAccountMcc: NOT_BUILT,
  updateMerchantMCC: NOT_BUILT,
  createBillingEntity: NOT_BUILT,
  updateBillingEntity: NOT_BUILT,
  createMerchantSignatoryInfo: NOT_BUILT,
  updateMerchantSignatoryInfo: NOT_BUILT,
  deleteMerchantSignatoryInfo: NOT_BUILT,

  // Products and plans.
  productList: NOT_BUILT,
  planList: NOT_BUILT,
  getOpportunityProduct: NOT_BUILT,
  productsRequiredAndInventory: NOT_BUILT,
  getSponsorMerchantMapping: NOT_BUILT,
};
