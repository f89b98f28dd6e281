import { z } from 'zod';
import type { Mutation, Query } from '../../../generated/resolvers';
import { APP_VERSION_MESSAGE, isAppVersion } from '../../domain/app-version';
import {
  deviceDeLinkingSchema,
  deviceLinkingSchema,
  productsConsumedSchema,
  updateDeploymentRequestSchema,
} from '../../domain/deployment-input';
import { createDocumentSchema, createDocumentsSchema, documentPagesSchema, performOcrSchema, updateDocumentSchema } from '../../domain/documents';
import { createBankAccountSchema, ifscLookupSchema, processPennyDropSchema, updateBankAccountSchema } from '../../domain/bank-account';
import { FORMS_PREVIEW_SOURCE_MESSAGE, isFormsPreviewSource } from '../../domain/forms-preview-source';
import { CIN_MESSAGE, isValidCin } from '../../domain/identifiers/cin';
import { LLPIN_MESSAGE, isValidLlpin } from '../../domain/identifiers/llpin';
import { PAN_MESSAGE, isValidPan } from '../../domain/identifiers/pan';
import { PINCODE_MESSAGE, isValidPincode } from '../../domain/identifiers/pincode';
import { SHOP_ESTABLISHMENT_MESSAGE, isValidShopEstablishmentNumber } from '../../domain/identifiers/shop-establishment';
import { UDYAM_MESSAGE, isValidUdyam } from '../../domain/identifiers/udyam';
import {
  createBillingEntitySchema,
  createContactSchema,
  createMerchantSchema,
  mccInputSchema,
  mccUpdateSchema,
  merchantFilterSchema,
  saveBusinessDetailsSchema,
  updateBillingEntitySchema,
  updateContactSchema,
  updateMerchantSchema,
} from '../../domain/merchant-input';
import { submissionCommentSchema } from '../../domain/opportunity-input';
import { flattenLeadInput, leadDetailsSchema, leadFieldPaths, type LeadFormInput } from '../../domain/lead-input';
import { createProductTransferSchema, updateProductItemSchema, updateProductTransferSchema } from '../../domain/inventory-input';
import { createDigiLockerRequestSchema, dlDetailsSchema, kycOpportunityDocumentSchema, saveKycDetailsSchema } from '../../domain/kyc';
import { kycLinkEmail } from '../../domain/kyc-link';
import { addTrainingVideoSchema } from '../../domain/training-videos';
import {
  createPaymentRecordSchema,
  initiatePaymentSchema,
  rectifyPurchaseOrderSchema,
  savePurchaseOrderSchema,
  updatePaymentRecordSchema,
} from '../../domain/purchase-order';
import { createSignatorySchema, saveSignatoriesSchema, updateSignatorySchema } from '../../domain/signatories';
import { createStoreSchema, createStoresSchema, saveStoresSchema, updateStoreSchema } from '../../domain/store-input';
import type { AgentIdentity } from '../context';

// Every operation of the contract, and the rules its input is checked with before its resolver
// runs (after the contract's @bound limits, which hold for all). An operation a step definition
// submits is also validated with that definition (src/server/input/step-submissions.ts).

export type OperationName = Exclude<keyof Query | keyof Mutation, '__typename' | 'health' | '_noop'>;

export interface OperationInput {
  /**
   * The operation's own rules from src/domain, beyond the contract's bounds. Without it the bounds
   * are the whole of what its input may be checked for before the resolver runs: what is left
   * needs stored data (an id naming no record is not found, LMS-101 or ODS-101) or is a spec code
   * the resolver raises itself (MOS-1004, MOS-1009).
   */
  schema?: (agent: AgentIdentity | null) => z.ZodType;
  /** Where a problem at a path of the schema's value sits in the operation's variables, when they differ. */
  fieldPaths?: Readonly<Record<string, string>>;
  /** Callable without a signed-in agent (only the sign-in itself). */
  public?: boolean;
  /**
   * Who among the signed in may call it: agents (the default: every merchant operation), product
   * owners (the forms preview), or both (signing out, the app version, master data).
   */
  callers?: Callers;
}

type Callers = 'agents' | 'productOwners' | 'everyone';

/** An operation any signed-in user may call: nothing in it is a merchant's. */
const FOR_EVERYONE: OperationInput = { callers: 'everyone' };

/**
 * Operations whose resolvers are not built yet: they answer NOT_IMPLEMENTED after the contract's
 * bounds. A test fails when an operation with a resolver is still marked so.
 */
export const NOT_BUILT = 'not built' as const;

export type OperationInputEntry = OperationInput | typeof NOT_BUILT;

/** A built operation whose input the contract's bounds check entirely. */
const BOUNDS_ONLY: OperationInput = {};

/** A schema that depends on whether the agent is a partner, built once for each. */
function byPartner(build: (isPartner: boolean) => z.ZodType): OperationInput['schema'] {
  const schemas = { partner: build(true), agent: build(false) };
  return (agent) => (agent?.isPartner ? schemas.partner : schemas.agent);
}

/** The flat lead fields an update sends (a missing key keeps the stored value). */
function sentLeadFields(input: LeadFormInput): Set<string> {
  const sent = new Set<string>();
  if (input.shop) sent.add('shopName');
  if (input.contact) ['contactName', 'contactNumber', 'contactEmail'].forEach((k) => sent.add(k));
  for (const key of ['panNumber', 'gstin', 'notes', 'scheduledFollowUp'] as const) if (input[key] != null) sent.add(key);
  if (input.product) sent.add('product');
  return sent;
}

const extractMccsSchema = z.object({
  natureOfBusiness: z.array(z.string().max(100)).max(20).nullish(),
  gstin: z.string().max(20).nullish(),
  seCategory: z.string().max(100).nullish(),
});

/** An input holding one identifier of a registry, checked with its rule from src/domain/identifiers. */
function identifierInput(key: string, isValid: (value: string) => boolean, message: string): OperationInput {
  const schema = z.object({ [key]: z.string().refine(isValid, message) });
  return { schema: () => schema };
}

const formsPreviewInput = z.object({ source: z.string().refine(isFormsPreviewSource, FORMS_PREVIEW_SOURCE_MESSAGE) });

const appVersion = z.object({ currentVersion: z.string().refine(isAppVersion, APP_VERSION_MESSAGE).nullish() });

export const operationInputs: Record<OperationName, OperationInputEntry> = {
  // Sign-in and the app version.
  ssoLoginInternal: { public: true },
  ssoLogoutInternal: FOR_EVERYONE,
  salesAppLatestVersion: { schema: () => appVersion, callers: 'everyone' },
  // The merchant's own call, from the KYC link's page: the link's token stands for the session.
  verifyPublicCredential: { public: true },
  checkEmailInExperiment: { schema: () => z.object({ email: kycLinkEmail }) },

  // Leads.
  lead: BOUNDS_ONLY,
  journeyLead: BOUNDS_ONLY,
  leadList: BOUNDS_ONLY,
  createLead: {
    schema: byPartner((isPartner) => z.custom<LeadFormInput>().transform((input): Record<string, unknown> => flattenLeadInput(input)).pipe(leadDetailsSchema(isPartner))),
    fieldPaths: leadFieldPaths,
  },
  // Only the fields sent are checked here; the resolver checks the lead they make with the rest.
  updateLead: {
    schema: byPartner((isPartner) =>
      z
        .custom<LeadFormInput>()
        .transform((input): Record<string, unknown> => {
          const flat = flattenLeadInput(input);
          return Object.fromEntries(Object.entries(flat).filter(([key]) => sentLeadFields(input).has(key)));
        })
        .pipe(leadDetailsSchema(isPartner).partial()),
    ),
    fieldPaths: leadFieldPaths,
  },

  // Opportunities and the dashboard.
  opportunity: BOUNDS_ONLY,
  opportunityList: BOUNDS_ONLY,
  dashboardCounts: BOUNDS_ONLY,
  storeAddressList: BOUNDS_ONLY,
  // Whether a closure may still be undone needs stored data and the server's clock: CLOSURE_UNDO_REFUSED from the resolver.
  reopenLead: BOUNDS_ONLY,
  reopenOpportunity: BOUNDS_ONLY,
  // Their resolvers apply the opportunity rules (src/domain/opportunity-input.ts) with the spec's
  // codes, on the values they store.
  createOpportunity: BOUNDS_ONLY,
  updateOpportunity: BOUNDS_ONLY,
  // Whether every step is complete needs stored data: ODS-104 from the resolver.
  reviewOpportunity: { schema: () => z.object({ comment: submissionCommentSchema.nullish() }), fieldPaths: { comment: 'input.comment' } },
  // The opportunity (and a payment id) must be the agent's: ODS-101 and PAYMENT_RECORD_NOT_FOUND from the resolver.
  getOpportunityPaymentStatus: BOUNDS_ONLY,
  // The opportunity must be the agent's (ODS-101); a malformed UPI id is answered as not valid.
  validateVPA: BOUNDS_ONLY,
  // Documents: rules of src/domain/documents.ts (pages, numbers, a sub-type's category); the
  // resolvers judge the pages' bytes (type and size, VALIDATION_ERROR naming the page), the page
  // urls and document ids (DE-2006 for none of the agent's), and the step's lock (MOS-1007).
  opportunityDocuments: BOUNDS_ONLY,
  createOpportunityDocument: { schema: () => createDocumentSchema },
  createOpportunityDocuments: { schema: () => createDocumentsSchema },
  updateOpportunityDocument: { schema: () => updateDocumentSchema },
  deleteOpportunityDocuments: BOUNDS_ONLY,
  saveOpportunityDocuments: BOUNDS_ONLY,
  // Payments: rules of src/domain/purchase-order.ts; the resolvers answer what needs the stored PO and
  // payments (PO_NOT_ACCEPTED, PAYMENT_NOT_DUE, an amount past what is payable, MOS-1007).
  createOpportunityPaymentRecord: { schema: () => createPaymentRecordSchema },
  updateOpportunityPaymentRecord: { schema: () => updatePaymentRecordSchema },
  initiatePayment: { schema: () => initiatePaymentSchema },
  // The purchase order: the resolvers answer PO_TOTAL_MISSING, PO_FROZEN, PAYMENT_TYPE_UPDATE_ERROR,
  // PO_NOT_ACCEPTED and the step's lock from what is stored.
  purchaseOrderStep: BOUNDS_ONLY,
  savePurchaseOrder: { schema: () => savePurchaseOrderSchema },
  requestPoActivation: BOUNDS_ONLY,
  rectifyPurchaseOrder: { schema: () => rectifyPurchaseOrderSchema },
  savePoPayment: BOUNDS_ONLY,
  // Its resolver checks each line against the catalogue (src/domain/pricing.ts) and answers the spec's message without products.
  createOLI: BOUNDS_ONLY,
  // The opportunity must be the agent's and submitted: ODS-101 and VALIDATION_ERROR from the resolver.
  postToSfIntegration: BOUNDS_ONLY,
  // The account and the opportunity must be the agent's: MOS-1012 and ODS-101 from the resolver.
  cacheAccount: BOUNDS_ONLY,

  // Onboarding state.
  merchantOnboardingStateV2: BOUNDS_ONLY,
  createMerchantOnboardingState: BOUNDS_ONLY,
  updateMerchantOnboardingState: BOUNDS_ONLY,
  // Any release's step, for any signed-in agent: FORM_RELEASE_NOT_FOUND from the resolver.
  formReleaseStep: BOUNDS_ONLY,
  // The product owners' preview: FORM_RELEASE_NOT_FOUND from the resolver for a source naming no release.
  formsPreview: { callers: 'productOwners', schema: () => formsPreviewInput },

  // Master data, the same for everyone: the preview's address fields read it too.
  masterStateList: FOR_EVERYONE,
  cityList: FOR_EVERYONE,
  cityDetails: FOR_EVERYONE,
  stateAndCityName: FOR_EVERYONE,
  stateAndCityNameFromCityId: FOR_EVERYONE,
  masterMccList: FOR_EVERYONE,
  pincodeDetails: identifierInput('pinCode', isValidPincode, PINCODE_MESSAGE),
  // The contract's bounds hold latitude and longitude to the globe; the resolver judges where in it.
  locateMeAddress: BOUNDS_ONLY,

  // Registries.
  // The registries' resolvers check PAN and GSTIN shapes themselves: their errors are the spec's
  // registry codes (BS-1006, BS-1007) and messages, which a check here would pre-empt.
  panDetails: BOUNDS_ONLY,
  gstinsFromPAN: BOUNDS_ONLY,
  gstDetails: BOUNDS_ONLY,
  // The other registries have no codes of their own: a malformed number gets its field's message.
  cinDetails: identifierInput('cin', (cin) => isValidCin(cin), CIN_MESSAGE),
  cinsFromPAN: identifierInput('panNumber', isValidPan, PAN_MESSAGE),
  llpinDetails: identifierInput('llpin', isValidLlpin, LLPIN_MESSAGE),
  udyamRegnSearch: identifierInput('udyamNumber', isValidUdyam, UDYAM_MESSAGE),
  // The state code, when sent, must be one of the master list's: the resolver answers BS-1001.
  shopAndEstablishmentDetails: identifierInput('registrationNumber', isValidShopEstablishmentNumber, SHOP_ESTABLISHMENT_MESSAGE),

  // Training and support.
  faqList: BOUNDS_ONLY,
  // Every signed-in user's: agents watch them, a product owner sees the ones added.
  trainingVideoList: FOR_EVERYONE,
  // A product owner's only: an agent gets MOS-2001. The file is judged by its bytes in the resolver.
  addTrainingVideo: { callers: 'productOwners', schema: () => addTrainingVideoSchema },

  // Bank accounts.
  // Rules of src/domain/bank-account.ts; the resolvers answer what needs stored data or the list
  // of bank branches (not found, an IFSC no branch has, MPS-3008, the savings-turnover rule).
  getFilteredBankAccount: BOUNDS_ONLY,
  bankAccount: BOUNDS_ONLY,
  opportunityBankAccount: BOUNDS_ONLY,
  ifscDetails: { schema: () => ifscLookupSchema },
  createBankAccount: { schema: () => createBankAccountSchema },
  updateBankAccount: { schema: () => updateBankAccountSchema },
  processPennyDrop: { schema: () => processPennyDropSchema },

  // Deployment.
  // Stores: rules of src/domain/store-input.ts; the resolvers answer the spec's codes for what needs
  // stored data (MSS-1001, MOS-1012, MOS-1013, MSS-1017 for a city outside its state, MOS-1007).
  deploymentStore: BOUNDS_ONLY,
  deploymentStoresByMerchantId: BOUNDS_ONLY,
  createDeploymentStore: { schema: () => createStoreSchema },
  createDeploymentStores: { schema: () => createStoresSchema },
  updateDeploymentStore: { schema: () => updateStoreSchema },
  saveDeploymentStores: { schema: () => saveStoresSchema },
  deleteDeploymentStore: BOUNDS_ONLY,
  // Deployment requests: rules of src/domain/deployment.ts; the resolvers answer what needs stored
  // data (ODS-101, DEPLOYMENT_NOT_APPROVED, DEPLOYMENT_REQUEST_NOT_FOUND, MSS-1001, DE-2006 for a proof
  // photo not of the opportunity), the 2-minute wait (DEPLOYMENT_REQUEST_WAIT), what is left to deploy,
  // a device's availability (PRODUCT_ITEM_UNAVAILABLE) and a serial linked elsewhere (DEVICE_LINKED_ELSEWHERE).
  posDeployment: BOUNDS_ONLY,
  devicesToBeLinked: BOUNDS_ONLY,
  deploymentRequestByAssetId: BOUNDS_ONLY,
  getProductsConsumed: BOUNDS_ONLY,
  // A store added on the Deployment screen: a store's rules; the resolver answers ODS-101,
  // DEPLOYMENT_NOT_APPROVED, DEPLOYMENT_COMPLETED, MOS-1013 and MSS-1017.
  addDeploymentStore: { schema: () => createStoreSchema },
  // The items are checked with its step definition (forms/steps/Deployment.json), as the app sends them.
  processDeployment: BOUNDS_ONLY,
  updateDeploymentRequest: { schema: () => updateDeploymentRequestSchema },
  productsConsumed: { schema: () => productsConsumedSchema },
  deviceLinkingDetails: { schema: () => deviceLinkingSchema },
  deviceDeLinkingDetails: { schema: () => deviceDeLinkingSchema },

  // Inventory: rules of src/domain/inventory.ts; the resolvers answer what needs the stored stock
  // (an item not at the agent's location or in transit, a destination that is none or the agent's
  // own, a transfer not from or to them, closed, or changed by the wrong side of it).
  getProductItems: BOUNDS_ONLY,
  getProductTransfers: BOUNDS_ONLY,
  getProductTransfer: BOUNDS_ONLY,
  LocationFilter: BOUNDS_ONLY,
  createProductTransfer: { schema: () => createProductTransferSchema },
  updateProductTransfer: { schema: () => updateProductTransferSchema },
  // The item must be at the agent's location and not in transit: PRODUCT_ITEM_NOT_FOUND or
  // PRODUCT_ITEM_IN_TRANSIT from the resolver.
  updateProductItem: { schema: () => updateProductItemSchema },

  // KYC.
  // Rules of src/domain/kyc.ts; the resolvers answer what needs stored data (not found, the PAN
  // not the person's, the name match against the PAN name, the step's edit lock).
  aadhaarDetailsDigiLocker: BOUNDS_ONLY,
  dlDetails: { schema: () => dlDetailsSchema },
  opportunityKycDetails: BOUNDS_ONLY,
  saveKycDetails: { schema: () => saveKycDetailsSchema },
  kycDocEExtractedData: BOUNDS_ONLY,
  getExtractedData: BOUNDS_ONLY,
  // The request must be the agent's: DIGILOCKER_REQUEST_NOT_FOUND from the resolver.
  kycVerificationRequestStatus: BOUNDS_ONLY,
  // The opportunity must be the agent's: ODS-101 from the resolver.
  kycLink: BOUNDS_ONLY,
  kycStatusData: BOUNDS_ONLY,
  sendKycLink: { schema: () => z.object({ email: kycLinkEmail }) },
  createDigiLockerRequest: { schema: () => createDigiLockerRequestSchema },
  performOCR: { schema: () => performOcrSchema },
  performOCRandDigitallyExtract: BOUNDS_ONLY,
  performKYCRulesValidation: BOUNDS_ONLY,
  performFaceMatch: BOUNDS_ONLY,
  performKycDocDigitalSync: BOUNDS_ONLY,
  kycOpportunityDocument: { schema: () => kycOpportunityDocumentSchema },
  checkOSV: BOUNDS_ONLY,

  // Mandates.
  // The opportunity must be the agent's (ODS-101). The creations check the details with the rules
  // of src/domain/mandate.ts in the resolver, against the server's clock (a start date not in the
  // past), after what needs stored data: the step's lock (MOS-1007), the amount (ODS-105), the
  // bank account (ODS-118) and whether its bank takes the kind (the special codes).
  eMandate: BOUNDS_ONLY,
  eSignMandate: BOUNDS_ONLY,
  pMandate: BOUNDS_ONLY,
  achList: BOUNDS_ONLY,
  createEMandate: BOUNDS_ONLY,
  createESignMandate: BOUNDS_ONLY,
  createPMandate: BOUNDS_ONLY,
  // At least one page, each judged like any document's (src/server/records/documents.ts).
  uploadPMandate: { schema: () => documentPagesSchema },

  // Merchants.
  // Rules of src/domain/merchant-input.ts; the resolvers answer the spec's codes for what needs
  // stored data (not found, MOS-1014 for a PAN with an account) and for the PAN and the revenue
  // (MOS-1003, MOS-1004), which a check here would pre-empt.
  businessDetailsStep: BOUNDS_ONLY,
  merchantAccountDetails: BOUNDS_ONLY,
  merchantMccAndContactData: BOUNDS_ONLY,
  merchantFilter: { schema: () => merchantFilterSchema },
  contactList: BOUNDS_ONLY,
  getFilteredBillingEntities: BOUNDS_ONLY,
  billingEntity: BOUNDS_ONLY,
  merchantSignatoryInfo: BOUNDS_ONLY,
  editableIds: BOUNDS_ONLY,
  // Like gstDetails, its resolver answers a malformed or unknown GSTIN with the registry codes.
  mccsFromGSTIN: BOUNDS_ONLY,
  // A registry's words are short; a description is bounded by the contract.
  extractMccs: { schema: () => extractMccsSchema },
  saveBusinessDetails: { schema: () => saveBusinessDetailsSchema },
  createMerchant: { schema: () => createMerchantSchema },
  updateMerchant: { schema: () => updateMerchantSchema },
  createMerchantContact: { schema: () => createContactSchema },
  updateMerchantContact: { schema: () => updateContactSchema },
  createMerchantAccountMcc: { schema: () => mccInputSchema },
  updateMerchantMCC: { schema: () => mccUpdateSchema },
  createBillingEntity: { schema: () => createBillingEntitySchema },
  updateBillingEntity: { schema: () => updateBillingEntitySchema },
  // Partners and directors: rules of src/domain/signatories.ts; the resolvers answer what needs the
  // PAN registry or stored data (MOS-1003 for a malformed PAN, DE-4001 for one the registry does
  // not know, a PAN not a person's, one already added, stakes past 100, not found, MOS-1007).
  createMerchantSignatoryInfo: { schema: () => createSignatorySchema },
  updateMerchantSignatoryInfo: { schema: () => updateSignatorySchema },
  deleteMerchantSignatoryInfo: BOUNDS_ONLY,
  saveMerchantSignatories: { schema: () => saveSignatoriesSchema },

  // Products and plans.
  productList: BOUNDS_ONLY,
  planList: BOUNDS_ONLY,
  getOpportunityProduct: BOUNDS_ONLY,
  // The opportunity must be the agent's (ODS-101); the location the agent's own or a warehouse.
  productsRequiredAndInventory: BOUNDS_ONLY,
  getSponsorMerchantMapping: { schema: () => z.object({ panNumber: z.string().refine(isValidPan, PAN_MESSAGE).nullish() }) },
  // Pricing: the resolvers answer what needs stored data (ODS-109/ODS-110 without products, MOS-1004, MOS-1007 out of turn).
  opportunityPricing: BOUNDS_ONLY,
  submitPricing: BOUNDS_ONLY,
  revisePricing: BOUNDS_ONLY,
};
