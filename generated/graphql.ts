/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AadhaarDetailsDigiLockerInput = {
  merchantPAN: string;
  opportunityId?: string | number | null | undefined;
  /** Request id from createDigiLockerRequest */
  requestId: string | number;
  signatoryId?: string | number | null | undefined;
};

/** Bank account type; a savings account is not eligible when annual turnover is above 2000000 */
export type AccountType =
  | 'CURRENT'
  | 'SAVINGS';

export type AchListInput = {
  /** Only active mandates */
  activeOnly?: boolean | null | undefined;
  opportunityId: string | number;
};

/** A store the agent adds on the Deployment screen, to deploy the opportunity's devices at */
export type AddDeploymentStoreInput = {
  /** An opportunity whose deployment is approved (DEPLOYMENT_APPROVED) */
  opportunityId: string | number;
  store: DeploymentStoreFieldsInput;
};

export type AddTrainingVideoInput = {
  /** The video file as a data URL: an MP4 or a WebM video of at most 7 MB (VIDEO_TOO_LARGE, VIDEO_NOT_SUPPORTED), judged by its bytes; the request itself is at most 10 MB */
  dataUrl: string;
  description?: string | null | undefined;
  title: string;
};

export type AddressInput = {
  addressLine1?: string | null | undefined;
  addressLine2?: string | null | undefined;
  addressLine3?: string | null | undefined;
  area?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  district?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  pincode?: string | null | undefined;
  state?: string | null | undefined;
};

export type AppUpdateType =
  | 'FORCED'
  | 'NONE'
  | 'OPTIONAL';

/** Pricing approval status of an opportunity */
export type ApprovalStatus =
  /** Approved */
  | 'APPROVED'
  /** Auto Approved */
  | 'AUTO_APPROVED'
  /** Rejected */
  | 'REJECTED'
  /** Review in Progress */
  | 'REVIEW_IN_PROGRESS'
  /** Submitted */
  | 'SUBMITTED';

export type BankAccountInput = {
  id: string | number;
};

export type BillingEntityInput = {
  id: string | number;
};

export type BusinessDetailsStepInput = {
  leadId?: string | number | null | undefined;
  opportunityId?: string | number | null | undefined;
};

/** Business proof options (which ones are offered depends on the ownership type and the flow) */
export type BusinessProofOption =
  /** Company identification number (company types) */
  | 'CIN'
  /** GSTIN fetched from the PAN (offered when auto-fetch applies) */
  | 'GSTIN_AUTO_FETCHED'
  /** GSTIN entered by hand */
  | 'GSTIN_MANUAL'
  /** LLP identification number */
  | 'LLPIN'
  | 'SHOP_AND_ESTABLISHMENT'
  | 'TRADE_LICENSE'
  /** Udyam registration (mini flow) */
  | 'UDYAM';

/** Business kind: Retail Merchant or Petroleum (petroleum is hidden in the mini flow) */
export type BusinessType =
  | 'PETROLEUM'
  | 'RETAIL';

export type CacheAccountInput = {
  accountId: string | number;
  opportunityId?: string | number | null | undefined;
};

export type CancelledChequeInput = {
  /** An opportunity document holding the cheque */
  documentId?: string | number | null | undefined;
  imgName?: string | null | undefined;
  imgUrl?: string | null | undefined;
};

/** Card or instrument kind an MDR applies to */
export type CardType =
  | 'CORPORATE'
  | 'CREDIT'
  | 'DEBIT'
  | 'INTERNATIONAL'
  | 'PREPAID'
  | 'UPI';

export type CheckEmailInExperimentInput = {
  email: string;
};

export type CheckOsvInput = {
  documentIds: Array<string | number>;
  opportunityId: string | number;
};

export type CinDetailsInput = {
  cin: string;
};

export type CinsFromPanInput = {
  panNumber: string;
};

export type CityDetailsInput = {
  cityId: string | number;
};

export type CityListInput = {
  stateCode: string;
};

export type ContactListInput = {
  accountId: string | number;
  page?: number | null | undefined;
  size?: number | null | undefined;
};

export type CreateBankAccountInput = {
  accountHolderName: string;
  accountId: string | number;
  accountType: AccountType;
  /** 6 to 18 digits */
  bankAccountNumber: string;
  cancelledCheque?: CancelledChequeInput | null | undefined;
  ifscCode: string;
  /** The opportunity the account is chosen for once it is verified; the same number and IFSC already stored for the merchant is that record, verified again */
  opportunityId?: string | number | null | undefined;
};

export type CreateBillingEntityInput = {
  beneficiaryId?: string | number | null | undefined;
  businessAddress?: MerchantAddressInput | null | undefined;
  businessName: string;
  kycDocumentNo?: string | null | undefined;
  kycDocumentType?: DocumentSubType | null | undefined;
  merchantId: string | number;
  nameToBePrintedOnPO?: string | null | undefined;
};

/** With an opportunityId, the store becomes that opportunity's primary store when it has none yet (so for createDeploymentStores, the first) */
export type CreateDeploymentStoreInput = {
  merchantId: string | number;
  opportunityId?: string | number | null | undefined;
  store: DeploymentStoreFieldsInput;
};

export type CreateDeploymentStoresInput = {
  merchantId: string | number;
  opportunityId?: string | number | null | undefined;
  /** At most 20 in one call, and a merchant has at most 20 stores */
  stores: Array<DeploymentStoreFieldsInput>;
};

export type CreateDigiLockerRequestInput = {
  merchantPAN: string;
  opportunityId?: string | number | null | undefined;
  /** Where DigiLocker sends the user back after consent */
  redirectUrl?: string | null | undefined;
  signatoryId?: string | number | null | undefined;
};

export type CreateEMandateInput = {
  details: MandateDetailsInput;
  /** E_MANDATE or UPI_AUTOPAY */
  mandateType: MandateType;
  opportunityId: string | number;
  /** UPI id, required for UPI_AUTOPAY */
  vpa?: string | null | undefined;
};

export type CreateESignMandateInput = {
  details: MandateDetailsInput;
  opportunityId: string | number;
};

export type CreateLeadInput = {
  contact: LeadContactInput;
  gstin?: string | null | undefined;
  leadSource: LeadSource;
  notes?: string | null | undefined;
  panNumber?: string | null | undefined;
  product: Array<LeadProduct>;
  rating?: LeadRating | null | undefined;
  scheduledFollowUp?: string | null | undefined;
  shop: LeadShopInput;
};

export type CreateMerchantAccountMccInput = {
  accountId: string | number;
  businessCategoryType: string;
  businessSubCategoryType: string;
  isMCCManualEntry?: boolean | null | undefined;
  mccCode: string;
  merchantCategory: string;
};

export type CreateMerchantContactInput = {
  accountId: string | number;
  dateOfBirth?: string | null | undefined;
  designation?: PersonRelation | null | undefined;
  email?: string | null | undefined;
  isPrimary?: boolean | null | undefined;
  leadName: string;
  mobileNumber: string;
};

export type CreateMerchantInput = {
  accountType?: BusinessType | null | undefined;
  address?: MerchantAddressInput | null | undefined;
  /** Address printed on the billing entity; the business address when not given */
  billingAddress?: MerchantAddressInput | null | undefined;
  businessProofNumber?: string | null | undefined;
  businessProofType?: BusinessProofOption | null | undefined;
  /** Primary contact's full name; with mobileNumber it makes the primary contact */
  contactName?: string | null | undefined;
  dateOfIncorporation?: string | null | undefined;
  email?: string | null | undefined;
  gstin?: string | null | undefined;
  /** The MCC was entered by hand rather than picked from the suggestions */
  isMCCManualEntry?: boolean | null | undefined;
  leadId?: string | number | null | undefined;
  legalName: string;
  /** The account MCC, from the master list (its categories come from there) */
  mccCode?: string | null | undefined;
  mobileNumber?: string | null | undefined;
  /** Doing-business-as (shop) name */
  name: string;
  opportunityId?: string | number | null | undefined;
  ownershipType: OwnershipType;
  panNumber: string;
  revenue?: number | null | undefined;
  /** Where the devices are deployed, when not at the business address */
  storeAddress?: MerchantAddressInput | null | undefined;
  udyamNumber?: string | null | undefined;
  weeklySettlementUpperLimit?: number | null | undefined;
};

export type CreateMerchantOnboardingStateInput = {
  idType: OnboardingIdType;
  isExistingMerchant?: boolean | null | undefined;
  opportunityId?: number | null | undefined;
  stateDataId: string | number;
};

export type CreateMerchantSignatoryInfoInput = {
  accountId: string | number;
  dateOfBirth?: string | null | undefined;
  email?: string | null | undefined;
  individualKycType?: IdentityType | null | undefined;
  isPrimaryContact?: boolean | null | undefined;
  kind: SignatoryKind;
  mobileNumber?: string | null | undefined;
  /** A person's own PAN (an individual's), verified with the PAN registry */
  panNumber: string;
  stakePercentage?: number | null | undefined;
};

export type CreateOliInput = {
  /** Replaces the opportunity's line items */
  lineItems: Array<OpportunityLineItemInput>;
  opportunityId: string | number;
};

export type CreateOpportunityDocumentInput = {
  document: OpportunityDocumentInput;
  opportunityId: string | number;
};

export type CreateOpportunityDocumentsInput = {
  documents: Array<OpportunityDocumentInput>;
  opportunityId: string | number;
};

export type CreateOpportunityInput = {
  /** The existing merchant account; required when isExistingMerchant */
  accountId?: string | number | null | undefined;
  annualturnoverpreviousfinancialyr?: number | null | undefined;
  isExistingMerchant: boolean;
  /** The lead being converted (new merchant); required unless isExistingMerchant */
  leadId?: string | number | null | undefined;
  /** Required for an existing merchant; from a lead it defaults to the lead's shop name */
  name?: string | null | undefined;
};

export type CreateOpportunityPaymentRecordInput = {
  amount: number;
  bankName?: string | null | undefined;
  collectionDate?: string | null | undefined;
  depositDate?: string | null | undefined;
  invoiceTxnRefNo?: string | null | undefined;
  opportunityId: string | number;
  paymentMode: PaymentMode;
  proofDocumentId?: string | number | null | undefined;
};

export type CreatePMandateInput = {
  details: MandateDetailsInput;
  opportunityId: string | number;
};

export type CreateProductTransferInput = {
  courierName?: string | null | undefined;
  destinationLocationId: string | number;
  productItemIds: Array<string | number>;
  trackingNumber?: string | null | undefined;
};

/** Status of a case with the field engineer (CSE) team */
export type CseCaseStatus =
  | 'APPROVED'
  | 'CLOSED'
  | 'IN_PROGRESS'
  | 'OPEN'
  | 'REJECTED';

/** Dashboard buckets of opportunities by status (spec section 4) */
export type DashboardBucket =
  /** DEPLOYMENT_APPROVED, DEPLOYMENT_COMPLETED */
  | 'DEPLOYMENT_PROGRESS'
  /** DEPLOYMENT_REQUESTED, PO_ACTIVATION_REQUESTED */
  | 'IN_REVIEW'
  /** INITIATED, PRICING_SUBMITTED, PRICING_APPROVED, PO_ACTIVATION_APPROVED */
  | 'NEW'
  /** PRICING_REJECTED, PO_ACTIVATION_REJECTED, DEPLOYMENT_REJECTED */
  | 'REJECTED';

export type DashboardCountsInput = {
  /** Window of the follow-up count (the app sends its 'today'); omitted: today's calendar day in India */
  followUp?: DateTimeRangeInput | null | undefined;
};

export type DateTimeRangeInput = {
  /** Inclusive lower bound */
  from?: string | null | undefined;
  /** Exclusive upper bound */
  to?: string | null | undefined;
};

export type DeleteDeploymentStoreInput = {
  id: string | number;
};

export type DeleteMerchantSignatoryInfoInput = {
  id: string | number;
};

export type DeleteOpportunityDocumentsInput = {
  ids: Array<string | number>;
  opportunityId: string | number;
};

export type DeploymentItemInput = {
  productId: string | number;
  quantity: number;
  /** Deploy it yourself rather than through a field engineer */
  selfDeployment?: boolean | null | undefined;
  storeId: string | number;
};

/** Deployment status of a product item on a store */
export type DeploymentItemStatus =
  /** Request raised */
  | 'REQUEST_RAISED'
  /** Marked for self deployment */
  | 'SELF_DEPLOYMENT'
  /** Yet to deploy */
  | 'YET_TO_DEPLOY';

export type DeploymentRequestByAssetIdInput = {
  assetId: string | number;
};

/** Status of a deployment request */
export type DeploymentRequestStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'OPEN'
  | 'REJECTED';

export type DeploymentStoreFieldsInput = {
  address: MerchantAddressInput;
  documentNumber?: string | null | undefined;
  documentType?: DocumentSubType | null | undefined;
  name: string;
  pcId?: string | null | undefined;
  primaryContactId?: string | number | null | undefined;
};

export type DeploymentStoreInput = {
  id: string | number;
};

/** A store as the Multi Stores step lists it: with an id, that stored store with its changes; without one, a new store */
export type DeploymentStoreItemInput = {
  address: MerchantAddressInput;
  documentNumber?: string | null | undefined;
  documentType?: DocumentSubType | null | undefined;
  id?: string | number | null | undefined;
  name: string;
  pcId?: string | null | undefined;
  primaryContactId?: string | number | null | undefined;
};

export type DeploymentStoresByMerchantIdInput = {
  merchantId: string | number;
};

/** Where a deployment request is in its workflow */
export type DeploymentWorkflowState =
  | 'ASSIGNED'
  | 'CLOSED'
  | 'COMPLETED'
  | 'DEVICES_LINKED'
  | 'INSTALLED'
  | 'REQUEST_RAISED'
  | 'TEST_TRANSACTIONS_DONE';

export type DeviceDeLinkingDetailsInput = {
  deploymentRequestId: string | number;
  reason?: string | null | undefined;
  serialNumbers: Array<string>;
};

export type DeviceLinkingDetailsInput = {
  deploymentRequestId: string | number;
  devices: Array<MappedDeviceInput>;
};

export type DevicesToBeLinkedInput = {
  deploymentRequestId: string | number;
};

export type DlDetailsInput = {
  dateOfBirth: string;
  /** Driving licence registration number */
  dlNumber: string;
  opportunityId?: string | number | null | undefined;
  signatoryId?: string | number | null | undefined;
};

/** Document category codes (documentType) */
export type DocumentCategory =
  /** Cancelled cheque or bank statement */
  | 'BANKPROOF'
  | 'BUSINESSLEGALITYPROOF'
  /** Licence required for some merchant categories (IATA, liquor, drug, education, FSSAI) */
  | 'BUSINESSOPERATINGLICENSE'
  /** Proofs of card and UPI test transactions */
  | 'DEPLOYMENTPROOF'
  | 'MANDATE'
  | 'OTHERS'
  | 'PAYMENTPROOF'
  /** Selfie, shop, stock and operating photos */
  | 'PHOTOGRAPH'
  | 'PROOFOFIDENTITY'
  | 'PURCHASEORDER';

/**
 * Stored documents of an opportunity by sub-type: a step that captures documents (photos, business
 * documents) lists the ones it keeps, one field per sub-type it captures.
 */
export type DocumentIdsBySubTypeInput = {
  AADHAAR?: Array<string | number> | null | undefined;
  APPLICATIONFORM?: Array<string | number> | null | undefined;
  CANCELLEDCHEQUE?: Array<string | number> | null | undefined;
  CARDTESTTRANSACTION?: Array<string | number> | null | undefined;
  CINCERTIFICATE?: Array<string | number> | null | undefined;
  DRIVING_LICENSE?: Array<string | number> | null | undefined;
  DRUGLICENSE?: Array<string | number> | null | undefined;
  EDUCATIONCERTIFICATE?: Array<string | number> | null | undefined;
  FSSAILICENSE?: Array<string | number> | null | undefined;
  GST?: Array<string | number> | null | undefined;
  IATACERTIFICATE?: Array<string | number> | null | undefined;
  INDIVIDUALPAN?: Array<string | number> | null | undefined;
  INDIVIDUAL_PAN?: Array<string | number> | null | undefined;
  LIQUORLICENSE?: Array<string | number> | null | undefined;
  LLPINCERTIFICATE?: Array<string | number> | null | undefined;
  OPERATINGPHOTO?: Array<string | number> | null | undefined;
  PASSPORT?: Array<string | number> | null | undefined;
  PAYMENTRECEIPT?: Array<string | number> | null | undefined;
  PHYSICALMANDATE?: Array<string | number> | null | undefined;
  PURCHASEORDER?: Array<string | number> | null | undefined;
  SELFIE?: Array<string | number> | null | undefined;
  SHOPESTABLISHMENTCERTIFICATE?: Array<string | number> | null | undefined;
  SHOPPHOTO?: Array<string | number> | null | undefined;
  STOCKPHOTO?: Array<string | number> | null | undefined;
  TRADELICENSE?: Array<string | number> | null | undefined;
  UDYAMREGISTRATION?: Array<string | number> | null | undefined;
  UPITESTTRANSACTION?: Array<string | number> | null | undefined;
  VOTER_ID?: Array<string | number> | null | undefined;
};

export type DocumentPageInput = {
  /** MIME type, e.g. image/jpeg or application/pdf */
  contentType?: string | null | undefined;
  /** Base64 data URL of the page; either dataUrl or url is required */
  dataUrl?: string | null | undefined;
  fileName?: string | null | undefined;
  pageNumber: number;
  /** URL of an already stored page */
  url?: string | null | undefined;
};

/** Where a document's data came from */
export type DocumentSource =
  | 'DIGILOCKER'
  | 'KYC_LINK'
  | 'MANUAL_UPLOAD'
  | 'OCR'
  /** Fetched from a government registry (PAN, GST, CIN, LLPIN, Udyam, shop establishment) */
  | 'REGISTRY';

/** Review status of a document */
export type DocumentStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED'
  | 'SUBMITTED'
  | 'VERIFIED';

/** Document sub-type codes (documentSubType) */
export type DocumentSubType =
  | 'AADHAAR'
  | 'APPLICATIONFORM'
  | 'CANCELLEDCHEQUE'
  | 'CARDTESTTRANSACTION'
  /** Certificate of incorporation, for company proofs (CIN) */
  | 'CINCERTIFICATE'
  | 'DRIVING_LICENSE'
  /** MCC 5912 (drug or Ayush licence) */
  | 'DRUGLICENSE'
  /** MCC 8220 and 8211 (UGC/ICSE/CBSE/AICTE) */
  | 'EDUCATIONCERTIFICATE'
  /** MCC 5812 and 5814 */
  | 'FSSAILICENSE'
  | 'GST'
  /** MCC 4722 and 5962 */
  | 'IATACERTIFICATE'
  /** PAN document code */
  | 'INDIVIDUALPAN'
  | 'INDIVIDUAL_PAN'
  /** MCC 5921 and 5813 */
  | 'LIQUORLICENSE'
  /** LLP incorporation certificate (LLPIN) */
  | 'LLPINCERTIFICATE'
  | 'OPERATINGPHOTO'
  | 'PASSPORT'
  | 'PAYMENTRECEIPT'
  | 'PHYSICALMANDATE'
  | 'PURCHASEORDER'
  | 'SELFIE'
  | 'SHOPESTABLISHMENTCERTIFICATE'
  | 'SHOPPHOTO'
  | 'STOCKPHOTO'
  | 'TRADELICENSE'
  | 'UDYAMREGISTRATION'
  | 'UPITESTTRANSACTION'
  | 'VOTER_ID';

/** How a document was captured */
export type DocumentUploadMode =
  /** Picked from the gallery */
  | 'DOCUMENTUPLOAD'
  /** Taken with the camera */
  | 'LIVEPHOTO';

export type EMandateInput = {
  opportunityId: string | number;
};

export type ESignMandateInput = {
  opportunityId: string | number;
};

/** Record kinds whose editing is gated by a server-decided isEditable flag */
export type EditableEntityName =
  | 'ACCOUNT'
  | 'BANK_ACCOUNT'
  | 'BILLING_ENTITY'
  | 'CONTACT'
  | 'MCC'
  | 'SIGNATORY'
  | 'STORE';

export type EditableIdsInput = {
  entityName: EditableEntityName;
  ids: Array<string | number>;
};

export type ExtractMccsInput = {
  gstin?: string | null | undefined;
  natureOfBusiness?: Array<string> | null | undefined;
  /** Shop and establishment registration category */
  seCategory?: string | null | undefined;
  /** Free-text business description */
  text?: string | null | undefined;
};

export type FaqListInput = {
  /** Only entries with every word of this text in their topic, question or answer (word starts, any case) */
  search?: string | null | undefined;
};

export type FormReleaseStepInput = {
  /** The configVersion of an onboarding's state (merchantOnboardingStateV2), which names the release of forms/ it keeps */
  configVersion: string;
  stepType: StepType;
};

/**
 * Which copy of forms/ the preview shows: 'working' for the folder the server reads (read again on
 * every call, so an edit shows at once), or a release's version number.
 */
export type FormsPreviewInput = {
  source: string;
};

/** Gender as read from a KYC document */
export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'TRANSGENDER';

export type GetExtractedDataInput = {
  documentSubType?: DocumentSubType | null | undefined;
  opportunityId: string | number;
  signatoryId?: string | number | null | undefined;
};

export type GetFilteredBankAccountInput = {
  accountId: string | number;
  accountType?: AccountType | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
  /** Only verified accounts (penny drop and name match succeeded) */
  verifiedOnly?: boolean | null | undefined;
};

export type GetFilteredBillingEntitiesInput = {
  /** Also return each entity's isEditable flag */
  allowEdit?: boolean | null | undefined;
  limit?: number | null | undefined;
  merchantId: string | number;
  offset?: number | null | undefined;
};

export type GetOpportunityPaymentStatusInput = {
  opportunityId: string | number;
  /** A payment started by initiatePayment; omit for the opportunity's latest */
  paymentId?: string | number | null | undefined;
};

export type GetOpportunityProductInput = {
  opportunityId: string | number;
};

export type GetProductItemsInput = {
  inTransit?: boolean | null | undefined;
  /** Defaults to the agent's location */
  locationId?: string | number | null | undefined;
  page?: number | null | undefined;
  /** Only items of this catalogue product */
  productId?: string | number | null | undefined;
  productType?: ProductType | null | undefined;
  /** Matches the serial or item number */
  search?: string | null | undefined;
  size?: number | null | undefined;
  workingCondition?: WorkingCondition | null | undefined;
};

export type GetProductTransferInput = {
  id: string | number;
};

export type GetProductTransfersInput = {
  direction?: TransferDirection | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
  status?: Array<ProductTransferStatus> | null | undefined;
};

export type GetProductsConsumedInput = {
  deploymentRequestId: string | number;
};

export type GetSponsorMerchantMappingInput = {
  opportunityId?: string | number | null | undefined;
  panNumber?: string | null | undefined;
};

export type GstDetailsInput = {
  gstin: string;
  /** When given, the GSTIN must belong to this PAN */
  panNumber?: string | null | undefined;
};

export type GstinsFromPanInput = {
  panNumber: string;
};

/**
 * Where an opportunity is on the Home dashboard (src/domain/dashboard-buckets.ts, homePlaceOf): every
 * status in exactly one place. Open opportunities by status: the spec's buckets, with PO_APPROVAL_SUBMITTED
 * and CSE_APPROVED also In review, CSE_REJECTED also Rejected, and DEPLOYMENT_COMPLETED Live (not Being
 * deployed). Closed opportunities by how they were closed, whatever their status.
 */
export type HomePlace =
  /** The Being deployed tab: DEPLOYMENT_APPROVED */
  | 'BEING_DEPLOYED'
  /** DEPLOYMENT_REQUESTED, PO_ACTIVATION_REQUESTED, PO_APPROVAL_SUBMITTED, CSE_APPROVED */
  | 'IN_REVIEW'
  /** DEPLOYMENT_COMPLETED */
  | 'LIVE'
  /** Closed as LOST, in any status */
  | 'LOST'
  /** The Opportunities tab: INITIATED, PRICING_SUBMITTED, PRICING_APPROVED, PO_ACTIVATION_APPROVED */
  | 'NEW'
  /** Closed as NOT_CONVERTED, in any status */
  | 'NOT_CONVERTED'
  /** PRICING_REJECTED, PO_ACTIVATION_REJECTED, DEPLOYMENT_REJECTED, CSE_REJECTED */
  | 'REJECTED';

/** Identity document types */
export type IdentityType =
  /** Via the DigiLocker document-locker service, or uploaded */
  | 'AADHAAR'
  | 'DRIVING_LICENSE'
  | 'INDIVIDUAL_PAN'
  | 'PASSPORT'
  | 'VOTER_ID';

export type IfscDetailsInput = {
  ifscCode: string;
};

export type InitiatePaymentInput = {
  /** Amount in rupees; defaults to the amount payable */
  amount?: number | null | undefined;
  email?: string | null | undefined;
  mobileNumber?: string | null | undefined;
  opportunityId: string | number;
  /** PAYMENT_LINK or UPI_AUTOPAY */
  paymentMode: PaymentMode;
  /** UPI id, required for UPI_AUTOPAY */
  vpa?: string | null | undefined;
};

/** Status of a push to an external system (MDP onboarding, RBL integration) */
export type IntegrationStatus =
  | 'FAILED'
  | 'NOT_STARTED'
  | 'PENDING'
  | 'SUCCESS';

export type JourneyLeadInput = {
  /** The journey's lead */
  leadId?: string | number | null | undefined;
  /** The journey's opportunity: an existing merchant's has no lead */
  opportunityId?: string | number | null | undefined;
};

/** How the data of a KYC verification was obtained */
export type KycDataSource =
  /** Shared by the holder through the DigiLocker document-locker service */
  | 'DIGILOCKER'
  /** Entered by the agent from the document */
  | 'MANUAL'
  /** Read from the issuing registry (driving licences) */
  | 'REGISTRY';

export type KycDocEExtractedDataInput = {
  documentId: string | number;
};

export type KycLinkInput = {
  opportunityId: string | number;
};

/** State of the KYC link sent to the merchant */
export type KycLinkState =
  | 'ACTIVE'
  | 'CLOSED'
  | 'COMPLETED'
  | 'EXPIRED'
  | 'IN_PROGRESS';

export type KycOpportunityDocumentInput = {
  dateOfBirth?: string | null | undefined;
  /** DigiLocker request the data came from */
  digiLockerRequestId?: string | number | null | undefined;
  documentMode?: DocumentUploadMode | null | undefined;
  /** Registration number of the document */
  documentNumber?: string | null | undefined;
  documentPages?: Array<DocumentPageInput> | null | undefined;
  documentSource?: DocumentSource | null | undefined;
  identityType: IdentityType;
  opportunityId: string | number;
  signatoryId?: string | number | null | undefined;
};

/** Status of an asynchronous KYC request (DigiLocker consent, OCR, digital sync) */
export type KycRequestStatus =
  | 'EXPIRED'
  | 'FAILED'
  | 'INITIATED'
  | 'IN_PROGRESS'
  | 'SUCCESS';

export type KycStatusDataInput = {
  opportunityId: string | number;
};

export type KycVerificationRequestStatusInput = {
  requestId: string | number;
};

export type LatLngInput = {
  latitude: number;
  longitude: number;
};

export type LeadContactInput = {
  email?: string | null | undefined;
  name: string;
  number: string;
  role?: PersonRelation | null | undefined;
};

export type LeadInput = {
  id: string | number;
};

export type LeadListInput = {
  createdAt?: DateTimeRangeInput | null | undefined;
  isAssigned?: boolean | null | undefined;
  leadSources?: Array<LeadSource> | null | undefined;
  leadStatuses?: Array<LeadStatus> | null | undefined;
  page?: number | null | undefined;
  product?: Array<LeadProduct> | null | undefined;
  scheduledFollowUp?: DateTimeRangeInput | null | undefined;
  /** Matches shop name, contact name or contact number */
  search?: string | null | undefined;
  size?: number | null | undefined;
  sort?: LeadSortInput | null | undefined;
  /** A single status, kept beside leadStatuses for callers that send one */
  status?: LeadStatus | null | undefined;
};

export type LeadLostReason =
  | 'HIGH_COMMERCIALS'
  | 'INSTANT_SETTLEMENT_REQUIRED'
  | 'MERCHANT_NOT_REACHABLE'
  | 'NOT_INTERESTED'
  | 'ON_HOLD';

/** Products a lead can be interested in; partners may only choose SQR_MINI and DQR_MINI */
export type LeadProduct =
  | 'DQR_MINI'
  | 'POS_DEVICE'
  | 'SQR_MINI'
  | 'VOICE_POD'
  | 'VOICE_POD_PRO';

export type LeadRating =
  | 'COLD'
  | 'HOT'
  | 'WARM';

export type LeadShopInput = {
  address?: AddressInput | null | undefined;
  name: string;
};

export type LeadSortField =
  | 'createdAt'
  | 'rating'
  | 'scheduledFollowUp';

export type LeadSortInput = {
  direction: SortDirection;
  field: LeadSortField;
};

export type LeadSource =
  | 'ACQUIRER_BANK'
  | 'AGGREGATOR'
  | 'BANK'
  | 'CALL_CENTRE'
  | 'CHANNEL_PARTNER'
  | 'CHATBOT'
  | 'COLD_CALL'
  | 'CROSS_SELL'
  | 'DISTRIBUTOR'
  | 'DOOR_TO_DOOR'
  | 'DSA'
  | 'EMAIL_CAMPAIGN'
  | 'EMPLOYEE_REFERRAL'
  | 'EVENT'
  | 'EXHIBITION'
  | 'EXISTING_MERCHANT'
  | 'FACEBOOK'
  | 'FRANCHISE'
  | 'GOOGLE_ADS'
  | 'HOARDING'
  | 'INBOUND_CALL'
  | 'INSTAGRAM'
  | 'KYC_MERCHANT_APP'
  | 'LINKEDIN'
  | 'MARKETPLACE'
  | 'MARKET_SURVEY'
  | 'MERCHANT_REFERRAL'
  | 'MOBILE_APP'
  | 'NBFC'
  | 'NEWSPAPER'
  | 'OTHERS'
  | 'PAMPHLET'
  | 'PARTNER'
  | 'POWER_PARTNER'
  | 'QR_CAMPAIGN'
  | 'RADIO'
  | 'REFERRAL'
  | 'RESELLER'
  | 'SALES_APP'
  | 'SMS_CAMPAIGN'
  | 'SOCIAL_MEDIA'
  | 'SOUNDBOX_CAMPAIGN'
  | 'TELEVISION'
  | 'TELE_SALES'
  | 'TRADE_SHOW'
  | 'UPSELL'
  | 'VOICE_POD'
  | 'WALK_IN'
  | 'WEBINAR'
  | 'WEBSITE'
  | 'WHATSAPP'
  | 'YOUTUBE';

/** Lead statuses: the spec's NEW / OPEN_CONTACTED / OPEN_NOT_CONTACTED, plus the outcomes a lead can end in */
export type LeadStatus =
  | 'CONVERTED'
  | 'LOST'
  | 'NEW'
  | 'NOT_CONVERTED'
  | 'OPEN_CONTACTED'
  | 'OPEN_NOT_CONTACTED';

export type LlpinDetailsInput = {
  llpin: string;
};

/** The phone's position; the answer is the nearest master-list city's address (sandbox reverse geocoder) */
export type LocateMeAddressInput = {
  latitude: number;
  longitude: number;
};

export type LocationFilterInput = {
  page?: number | null | undefined;
  /** Matches the location name or employee id */
  search?: string | null | undefined;
  size?: number | null | undefined;
};

/** Whether the mandate amount is fixed or a maximum */
export type MandateAmountType =
  | 'FIXED'
  | 'MAXIMUM';

export type MandateDetailsInput = {
  amount: number;
  amountType: MandateAmountType;
  bankAccountId?: string | number | null | undefined;
  email?: string | null | undefined;
  endDate?: string | null | undefined;
  frequency: MandateFrequency;
  mobileNumber: string;
  startDate: string;
};

/** How often the mandate may be debited */
export type MandateFrequency =
  | 'ADHOC'
  | 'AS_PRESENTED'
  | 'DAILY'
  | 'HALF_YEARLY'
  | 'MONTHLY'
  | 'QUARTERLY'
  | 'WEEKLY'
  | 'YEARLY';

/** Mandate mode: E-mandate or Physical */
export type MandateMode =
  | 'E_MANDATE'
  | 'PHYSICAL';

/** Mandate status as the mandate service reports it (spec spellings kept) */
export type MandateStatus =
  /** Mandate submitted. waiting for Mandate Activation */
  | 'acknowledged'
  /** Mandate successfully activated */
  | 'active'
  /** Mandate cancelled */
  | 'cancelled'
  /** Mandate expired */
  | 'expired'
  /** Mandate activation failed */
  | 'failed'
  /** Mandate registration failed */
  | 'pending_error'
  /** Mandate not yet submitted */
  | 'pending_no_error'
  /** Mandate not yet submitted */
  | 'pending_submission'
  /** Mandate submitted. waiting for Mandate Activation */
  | 'submitted'
  /** Mandate withdrawn */
  | 'withdrawn';

/** Kind of mandate: UPI AutoPay, e-mandate (e-NACH), e-sign or physical NACH */
export type MandateType =
  | 'E_MANDATE'
  | 'E_SIGN'
  | 'PHYSICAL_NACH'
  | 'UPI_AUTOPAY';

export type MappedDeviceInput = {
  posId?: string | null | undefined;
  productItemId?: string | number | null | undefined;
  qrCodeId?: string | null | undefined;
  serialNumber: string;
  tid?: string | null | undefined;
};

export type MasterMccListInput = {
  /** Only this category type, when given */
  categoryType?: string | null | undefined;
};

export type MasterStateListInput = {
  country?: string | null | undefined;
};

export type MccsFromGstinInput = {
  gstin: string;
};

/** How an MDR rate is applied */
export type MdrRateType =
  | 'FLAT'
  | 'PERCENTAGE';

/** Review status of the merchant-enablement (ME) team */
export type MeTeamStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type MerchantAccountDetailsInput = {
  accountId: string | number;
};

export type MerchantAddressInput = {
  addressLine1?: string | null | undefined;
  addressLine2?: string | null | undefined;
  city?: string | null | undefined;
  cityId?: string | number | null | undefined;
  country?: string | null | undefined;
  landmark?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  pinCode?: string | null | undefined;
  state?: string | null | undefined;
  stateCode?: string | null | undefined;
};

export type MerchantFilterInput = {
  /** The merchant's mobile number, or its start */
  mobileNumber?: string | null | undefined;
  /** Matches the business or DBA name */
  name?: string | null | undefined;
  page?: number | null | undefined;
  /** The whole PAN */
  panNumber?: string | null | undefined;
  size?: number | null | undefined;
};

export type MerchantMccAndContactDataInput = {
  accountId: string | number;
};

export type MerchantOnboardingStateV2Input = {
  /** OPPORTUNITY when an opportunity id is present and there is no stored id, else LEAD */
  idType: OnboardingIdType;
  /** True only when the isExisting flag is true and there is no opportunity id */
  isExistingMerchant: boolean;
  opportunityId?: number | null | undefined;
  /** The stored lead id, or the opportunity id */
  stateDataId: string | number;
};

export type MerchantSignatoryInfoInput = {
  accountId: string | number;
  kind?: SignatoryKind | null | undefined;
};

/** One partner or director as the Partnership KYC step lists it: with its id once it is stored */
export type MerchantSignatoryItemInput = {
  dateOfBirth?: string | null | undefined;
  email?: string | null | undefined;
  id?: string | number | null | undefined;
  individualKycType?: IdentityType | null | undefined;
  isPrimaryContact?: boolean | null | undefined;
  kind: SignatoryKind;
  mobileNumber?: string | null | undefined;
  /** A person's own PAN (an individual's), verified with the PAN registry */
  panNumber: string;
  stakePercentage?: number | null | undefined;
};

/** The ordered step list a journey follows */
export type OnboardingFlow =
  /** Reduced flow for small-device products (partners, StandardMini) */
  | 'MINI'
  | 'STANDARD';

/** What stateDataId identifies */
export type OnboardingIdType =
  | 'LEAD'
  | 'OPPORTUNITY';

/** Status of the merchant's online acceptance of the purchase order */
export type OnlineAcceptanceStatus =
  | 'ACCEPTED'
  | 'EXPIRED'
  | 'NOT_SENT'
  | 'REJECTED'
  | 'SENT';

export type OpportunityBankAccountInput = {
  opportunityId: string | number;
};

/** How an opportunity was closed without onboarding */
export type OpportunityClosure =
  | 'LOST'
  | 'NOT_CONVERTED';

/** Deployment progress of an opportunity as a whole */
export type OpportunityDeploymentStatus =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'NOT_STARTED'
  | 'PARTIALLY_DEPLOYED'
  | 'REJECTED'
  | 'REQUESTED';

export type OpportunityDocumentInput = {
  documentMode?: DocumentUploadMode | null | undefined;
  documentName?: string | null | undefined;
  documentPages: Array<DocumentPageInput>;
  documentSource?: DocumentSource | null | undefined;
  documentSubType: DocumentSubType;
  documentType: DocumentCategory;
  latLng?: LatLngInput | null | undefined;
  offlineAcceptance?: boolean | null | undefined;
  signatoryId?: string | number | null | undefined;
  uniqueIdentifier?: string | null | undefined;
  verifiedThroughOnlinePortal?: boolean | null | undefined;
};

export type OpportunityDocumentsInput = {
  /** Only documents of these categories; all of them when left out */
  documentTypes?: Array<DocumentCategory> | null | undefined;
  opportunityId: string | number;
};

export type OpportunityInput = {
  id: string | number;
};

export type OpportunityKycDetailsInput = {
  opportunityId: string | number;
  /** A partner's or director's KYC; the merchant's own without it */
  signatoryId?: string | number | null | undefined;
};

export type OpportunityLineItemInput = {
  planId: string | number;
  primeVas?: boolean | null | undefined;
  productId: string | number;
  quantity: number;
  relatedPlanBundleId?: string | number | null | undefined;
};

export type OpportunityListInput = {
  /** Only the statuses of this dashboard bucket (combined with status when both are given) */
  bucket?: DashboardBucket | null | undefined;
  /** Only opportunities closed this way; omit for open ones (or give places) */
  closedAs?: OpportunityClosure | null | undefined;
  createdOn?: DateTimeRangeInput | null | undefined;
  isExistingMerchant?: boolean | null | undefined;
  page?: number | null | undefined;
  /** Only opportunities in one of these places on Home; LOST and NOT_CONVERTED list closed ones. Combined with the other filters */
  places?: Array<HomePlace> | null | undefined;
  /** Matches the opportunity name, PAN or contact number */
  search?: string | null | undefined;
  size?: number | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  sortField?: OpportunitySortField | null | undefined;
  status?: Array<OpportunityStatus> | null | undefined;
};

export type OpportunityPricingInput = {
  opportunityId: string | number;
};

/** What an opportunity list can be ordered by */
export type OpportunitySortField =
  | 'createdOn'
  | 'modifiedOn';

/** Opportunity status (spec section 4); it decides which onboarding steps can be opened */
export type OpportunityStatus =
  | 'CSE_APPROVED'
  | 'CSE_REJECTED'
  | 'DEPLOYMENT_APPROVED'
  /** Seen in the dashboard's deployment-progress bucket */
  | 'DEPLOYMENT_COMPLETED'
  | 'DEPLOYMENT_REJECTED'
  | 'DEPLOYMENT_REQUESTED'
  | 'INITIATED'
  | 'PO_ACTIVATION_APPROVED'
  | 'PO_ACTIVATION_REJECTED'
  | 'PO_ACTIVATION_REQUESTED'
  | 'PO_APPROVAL_SUBMITTED'
  | 'PRICING_APPROVED'
  | 'PRICING_REJECTED'
  | 'PRICING_SUBMITTED';

/** Who owns a record: the sales app or the merchant's KYC app */
export type OwnerType =
  | 'KycMerchantApp'
  | 'SalesApp'
  | 'StandardMini';

/** Legal form of the merchant's business */
export type OwnershipType =
  | 'COMPANY'
  | 'FIRM'
  | 'LLP'
  | 'PARTNERSHIP'
  | 'PRIVATE_LIMITED_COMPANY'
  | 'PROPRIETORSHIP'
  | 'PUBLIC_LIMITED_COMPANY';

export type PMandateInput = {
  opportunityId: string | number;
};

/** Page stage identifiers the app records as the journey advances */
export type PageStage =
  | 'STAGE1'
  | 'STAGE2'
  | 'STAGE3'
  | 'STAGE4'
  | 'STAGE5'
  /** Intermediate stage between STAGE5 and STAGE6 */
  | 'STAGE5_INT'
  | 'STAGE6';

export type PanDetailsInput = {
  dateOfBirth?: string | null | undefined;
  /** Verify the name against the registry when given */
  name?: string | null | undefined;
  panNumber: string;
};

/** Holder kind from the PAN's fourth character */
export type PanHolderType =
  /** J */
  | 'ARTIFICIAL_JURIDICAL_PERSON'
  /** A */
  | 'ASSOCIATION_OF_PERSONS'
  /** B */
  | 'BODY_OF_INDIVIDUALS'
  /** C */
  | 'COMPANY'
  /** F */
  | 'FIRM'
  /** G */
  | 'GOVERNMENT'
  /** H */
  | 'HUF'
  /** P */
  | 'INDIVIDUAL'
  /** L */
  | 'LOCAL_AUTHORITY'
  /** T */
  | 'TRUST';

/** Status of a PAN at the income-tax registry */
export type PanStatus =
  | 'DEACTIVATED'
  | 'INVALID'
  | 'VALID';

/** Mode of a purchase-order payment */
export type PaymentMode =
  | 'CASH'
  | 'CHEQUE'
  | 'DEMAND_DRAFT'
  | 'IMPS'
  | 'NEFT'
  /** Payment link sent to the merchant (initiatePayment) */
  | 'PAYMENT_LINK'
  | 'RTGS'
  /** UPI collect or QR payment recorded by reference */
  | 'UPI'
  /** UPI AutoPay debit against a validated VPA (initiatePayment) */
  | 'UPI_AUTOPAY';

/** Status of a recorded or initiated payment */
export type PaymentRecordStatus =
  | 'CANCELLED'
  | 'EXPIRED'
  | 'FAILED'
  | 'INITIATED'
  | 'PENDING'
  | 'SUCCESS';

/** How the merchant pays for the purchase order */
export type PaymentType =
  /** Full Payment */
  | 'FULLPAYMENT'
  /** Partial Payment */
  | 'PARTPAYMENT'
  /** Payment Post Deployment */
  | 'POSTDEPLOYMENTPAYMENT'
  /** Post Invoicing */
  | 'POSTINVOICING';

export type PerformFaceMatchInput = {
  opportunityId: string | number;
  /** The KYC document (or DigiLocker photo) to compare with */
  referenceDocumentId: string | number;
  /** The live selfie */
  selfieDocumentId: string | number;
  signatoryId?: string | number | null | undefined;
};

export type PerformKycRulesValidationInput = {
  documentId: string | number;
  identityType: IdentityType;
  opportunityId: string | number;
  /** Name on the PAN the document is matched against */
  panName?: string | null | undefined;
  signatoryId?: string | number | null | undefined;
};

export type PerformKycDocDigitalSyncInput = {
  documentId: string | number;
  opportunityId: string | number;
};

export type PerformOcrInput = {
  /** An uploaded opportunity document to read */
  documentId?: string | number | null | undefined;
  /** Or pages sent directly (one of the two) */
  documentPages?: Array<DocumentPageInput> | null | undefined;
  documentSubType: DocumentSubType;
  opportunityId: string | number;
};

export type PerformOcRandDigitallyExtractInput = {
  documentId: string | number;
  documentSubType: DocumentSubType;
  opportunityId: string | number;
  signatoryId?: string | number | null | undefined;
};

export type PersonRelation =
  | 'Director'
  | 'Employee'
  | 'Others'
  | 'Owner'
  | 'Partner';

export type PincodeDetailsInput = {
  /** Six digits, e.g. 411001 */
  pinCode: string;
};

export type PlanListInput = {
  opportunityId?: string | number | null | undefined;
  productId: string | number;
};

/** Activation status of the purchase order */
export type PoActivationStatus =
  | 'APPROVED'
  | 'NOT_REQUESTED'
  | 'REJECTED'
  | 'REQUESTED';

export type PosDeploymentInput = {
  opportunityId: string | number;
};

export type PostToSfIntegrationInput = {
  opportunityId: string | number;
};

export type ProcessDeploymentInput = {
  items: Array<DeploymentItemInput>;
  opportunityId: string | number;
};

export type ProcessPennyDropInput = {
  /** The merchant account whose PAN name the beneficiary name is matched against (with bankAccountNumber and ifscCode) */
  accountId?: string | number | null | undefined;
  /** Re-verify a stored account */
  bankAccountId?: string | number | null | undefined;
  /** Or verify account details before saving them */
  bankAccountNumber?: string | null | undefined;
  ifscCode?: string | null | undefined;
  /** Or a name to match it against instead */
  nameToMatch?: string | null | undefined;
};

export type ProductListInput = {
  /** Only products of the mini flow */
  isMiniFlow?: boolean | null | undefined;
  opportunityId?: string | number | null | undefined;
  search?: string | null | undefined;
  type?: ProductType | null | undefined;
};

/** Status of a stock transfer */
export type ProductTransferStatus =
  | 'CANCELLED'
  | 'INITIATED'
  | 'IN_TRANSIT'
  | 'RECEIVED'
  | 'REJECTED';

/** Kind of product */
export type ProductType =
  | 'ACCESSORY'
  | 'DYNAMIC_QR'
  /** Card POS terminal */
  | 'POS'
  /** Soft POS; applies when the hardware subtype is 'PAPER POS' */
  | 'SOFT_POS'
  /** Voice Pod / sound box */
  | 'SOUNDBOX'
  | 'STATIC_QR'
  | 'VAS';

export type ProductsConsumedInput = {
  deploymentRequestId: string | number;
  productItemIds: Array<string | number>;
};

export type ProductsRequiredAndInventoryInput = {
  /** Inventory location; defaults to the agent's location */
  locationId?: string | number | null | undefined;
  opportunityId: string | number;
};

export type PurchaseOrderInput = {
  offlinePOGeneration?: boolean | null | undefined;
  poAcceptanceEmail?: string | null | undefined;
  poAcceptanceMobile?: string | null | undefined;
  poRemarks?: string | null | undefined;
  rectifyPo?: boolean | null | undefined;
  sendOnlineAcceptance?: boolean | null | undefined;
};

export type PurchaseOrderStepInput = {
  opportunityId: string | number;
};

export type RectifyPurchaseOrderInput = {
  opportunityId: string | number;
  /** Why the PO is rectified */
  poRemarks: string;
};

/** Registration status in a registry (GST, MCA, Udyam, shop establishment) */
export type RegistrationStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'INACTIVE'
  | 'STRUCK_OFF'
  | 'SUSPENDED';

export type ReopenLeadInput = {
  id: string | number;
};

export type ReopenOpportunityInput = {
  id: string | number;
};

export type RequestPoActivationInput = {
  opportunityId: string | number;
};

export type RequestedPriceInput = {
  lineItemId: string | number;
  rentalPerMonth?: number | null | undefined;
  /** Per device, in rupees; null keeps the list price */
  setupFee?: number | null | undefined;
};

export type ReviewOpportunityInput = {
  comment?: string | null | undefined;
  id: string | number;
};

export type RevisePricingInput = {
  opportunityId: string | number;
};

export type SalesAppLatestVersionInput = {
  /** The running build's version */
  currentVersion?: string | null | undefined;
};

export type SalesStage =
  | 'Approach'
  | 'Commitment_To_Purchase'
  | 'Demo'
  | 'Evaluation'
  | 'Null_CurrentStatus'
  | 'Prospecting'
  | 'Sales_Closed';

/**
 * The Business Details step's save: the merchant account for the journey's PAN with its MCC, primary
 * contact and billing entity, made on the first save and changed on the next ones, and the
 * opportunity, made for a new lead's journey when it has none yet.
 */
export type SaveBusinessDetailsInput = {
  accountType?: BusinessType | null | undefined;
  address: MerchantAddressInput;
  billingAddress?: MerchantAddressInput | null | undefined;
  /** The billing entity's address is the business address; otherwise billingAddress gives it */
  billingAtBusinessAddress?: boolean | null | undefined;
  /**
   * The shop and establishment certificate is the merchant's although its registry has it under
   * another name than the business or DBA name: without it such a certificate is refused
   */
  businessProofNameConfirmed?: boolean | null | undefined;
  businessProofNumber?: string | null | undefined;
  businessProofType: BusinessProofOption;
  /** The primary contact's full name and mobile number */
  contactName: string;
  dateOfIncorporation?: string | null | undefined;
  email?: string | null | undefined;
  gstin?: string | null | undefined;
  /** The MCC was chosen from the master list rather than from the GSTIN's suggestions */
  isMCCManualEntry?: boolean | null | undefined;
  /** The journey: its lead (a new merchant's), or its opportunity (an existing merchant's, or a lead's once made) */
  leadId?: string | number | null | undefined;
  legalName: string;
  /** Number of the business operating licence a licence-required MCC needs (forms/rules/licence-required-mccs.json) */
  licenceNumber?: string | null | undefined;
  /** The account MCC, from the master list; blocked MCCs are refused */
  mccCode: string;
  mobileNumber: string;
  /** Doing-business-as (shop) name */
  name: string;
  opportunityId?: string | number | null | undefined;
  ownershipType: OwnershipType;
  revenue: number;
  storeAddress?: MerchantAddressInput | null | undefined;
  /** The devices are deployed at the business address; otherwise storeAddress says where */
  storeAtBusinessAddress?: boolean | null | undefined;
  udyamNumber?: string | null | undefined;
  weeklySettlementUpperLimit?: number | null | undefined;
};

export type SaveDeploymentStoresInput = {
  merchantId: string | number;
  opportunityId: string | number;
  /**
   * The merchant's stores as the agent leaves them (at least 1, at most 20). A stored store left out
   * of the list is removed; one that another opportunity has as its primary store cannot be (MOS-1007).
   * The first store becomes the opportunity's primary store.
   */
  stores: Array<DeploymentStoreItemInput>;
};

export type SaveKycDetailsInput = {
  address?: AddressInput | null | undefined;
  dateOfBirth?: string | null | undefined;
  /** For Aadhaar: the DigiLocker request the holder allowed */
  digiLockerRequestId?: string | number | null | undefined;
  /** Registration number of a driving licence, voter ID or passport */
  documentNumber?: string | null | undefined;
  gender?: Gender | null | undefined;
  identityType: IdentityType;
  /** Voter ID and passport: as printed on the document */
  name?: string | null | undefined;
  opportunityId: string | number;
  /** A partner's or director's KYC; the merchant's own without it */
  signatoryId?: string | number | null | undefined;
};

export type SaveMerchantSignatoriesInput = {
  accountId: string | number;
  /** The opportunity whose Partnership KYC step is saved; it must be of this account */
  opportunityId: string | number;
  /**
   * The account's partners or directors as the agent leaves them (at least 1, at most 20), their stakes
   * adding up to 100. A stored one left out of the list is removed; one without an id is added.
   */
  signatories: Array<MerchantSignatoryItemInput>;
};

/** A step's documents, each stored before (createOpportunityDocument) and kept by the step */
export type SaveOpportunityDocumentsInput = {
  documents: DocumentIdsBySubTypeInput;
  opportunityId: string | number;
};

export type SavePoPaymentInput = {
  opportunityId: string | number;
};

export type SavePurchaseOrderInput = {
  /** The PO is printed for the merchant to sign; otherwise it is sent for online acceptance */
  offlinePOGeneration: boolean;
  opportunityId: string | number;
  paymentType: PaymentType;
  /** Where the PO is sent for online acceptance */
  poAcceptanceEmail?: string | null | undefined;
  poAcceptanceMobile?: string | null | undefined;
};

/**
 * Sending is a side effect, so it is a mutation (retried safely under its idempotency id) rather than
 * an option of the kycLink query.
 */
export type SendKycLinkInput = {
  /** Send (or re-send) the link to this e-mail; it becomes the merchant contact's e-mail */
  email: string;
  opportunityId: string | number;
};

/** Settlement cycle of the merchant's payouts */
export type SettlementCycle =
  /** Same-day (instant) settlement */
  | 'T_PLUS_0'
  | 'T_PLUS_1'
  | 'T_PLUS_2';

export type ShopAndEstablishmentDetailsInput = {
  /** The business the certificate should be of (its DBA name), when known; the caller compares the entityName returned with it */
  name?: string | null | undefined;
  registrationNumber: string;
  /** Two-letter code of the state that issued the certificate */
  stateCode?: string | null | undefined;
};

/** Kind of signatory recorded for a partnership or company */
export type SignatoryKind =
  | 'DIRECTOR'
  | 'PARTNER';

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SsoLoginInternalInput = {
  /** An SSO refresh token from the company sign-in, or a refresh token this server issued (refresh) */
  refreshToken: string;
};

export type SsoLogoutInternalInput = {
  /** Revoke every session of this agent, not only the current one */
  allDevices?: boolean | null | undefined;
};

export type StateAndCityNameFromCityIdInput = {
  cityId: string | number;
};

export type StateAndCityNameInput = {
  cityName: string;
  stateCode: string;
};

/** Display status derived from the ordered step list (spec section 4) */
export type StepDisplayStatus =
  /** Editable and complete */
  | 'completed'
  /** Not editable */
  | 'disabled'
  /** The first editable incomplete step */
  | 'inprogress'
  /** A later editable incomplete step */
  | 'pending';

/** Onboarding step screen types */
export type StepType =
  | 'BankAccount'
  | 'BusinessDetails'
  | 'CapturePhoto'
  | 'CreateLead'
  | 'Deployment'
  | 'KycDetails'
  | 'MultiStores'
  | 'NachMandate'
  | 'OtherBusinessDoc'
  | 'POPayment'
  | 'PanDetail'
  | 'PartnershipKyc'
  | 'PricingPlan'
  | 'Products'
  | 'PurchaseOrder'
  | 'ReviewDetails';

export type StoreAddressListInput = {
  page?: number | null | undefined;
  /** Matches the store name, the merchant name, the city or the pincode */
  search?: string | null | undefined;
  size?: number | null | undefined;
};

export type SubmitPricingInput = {
  allVASCheck?: boolean | null | undefined;
  annualturnoverpreviousfinancialyr: number;
  comment?: string | null | undefined;
  opportunityId: string | number;
  requestedPrices?: Array<RequestedPriceInput> | null | undefined;
  settlementCycle: SettlementCycle;
};

export type TestTransactionProofInput = {
  amount?: number | null | undefined;
  documentId?: string | number | null | undefined;
  transactionRef?: string | null | undefined;
};

export type TrainingVideoListInput = {
  /** Only this video */
  id?: string | number | null | undefined;
};

/** Direction of a transfer relative to the agent's location */
export type TransferDirection =
  | 'INCOMING'
  | 'OUTGOING';

/** Udyam (MSME) enterprise size */
export type UdyamEnterpriseType =
  | 'MEDIUM'
  | 'MICRO'
  | 'SMALL';

export type UdyamRegnSearchInput = {
  /** Udyam registration number, e.g. UDYAM-MH-19-0012345 */
  udyamNumber: string;
};

export type UpdateBankAccountInput = {
  accountHolderName?: string | null | undefined;
  accountType?: AccountType | null | undefined;
  bankAccountNumber?: string | null | undefined;
  cancelledCheque?: CancelledChequeInput | null | undefined;
  id: string | number;
  ifscCode?: string | null | undefined;
  /** The opportunity the account is chosen for once it is verified */
  opportunityId?: string | number | null | undefined;
};

export type UpdateBillingEntityInput = {
  beneficiaryId?: string | number | null | undefined;
  businessAddress?: MerchantAddressInput | null | undefined;
  businessName?: string | null | undefined;
  id: string | number;
  kycDocumentNo?: string | null | undefined;
  kycDocumentType?: DocumentSubType | null | undefined;
  nameToBePrintedOnPO?: string | null | undefined;
};

export type UpdateDeploymentRequestInput = {
  acknowledgement?: boolean | null | undefined;
  cardTestTransactionProof?: TestTransactionProofInput | null | undefined;
  closureRemarks?: string | null | undefined;
  /** Mark the deployment complete */
  complete?: boolean | null | undefined;
  id: string | number;
  mid?: string | null | undefined;
  posId?: string | null | undefined;
  revisionNumber?: string | null | undefined;
  soundboxLink?: string | null | undefined;
  tid?: string | null | undefined;
  upiTestTransactionProof?: TestTransactionProofInput | null | undefined;
};

export type UpdateDeploymentStoreInput = {
  address?: MerchantAddressInput | null | undefined;
  documentNumber?: string | null | undefined;
  documentType?: DocumentSubType | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  pcId?: string | null | undefined;
  primaryContactId?: string | number | null | undefined;
};

export type UpdateLeadInput = {
  contact?: LeadContactInput | null | undefined;
  gstin?: string | null | undefined;
  id: string | number;
  /** Required when status is LOST */
  lostReason?: LeadLostReason | null | undefined;
  notes?: string | null | undefined;
  panNumber?: string | null | undefined;
  product?: Array<LeadProduct> | null | undefined;
  rating?: LeadRating | null | undefined;
  salesStage?: SalesStage | null | undefined;
  scheduledFollowUp?: string | null | undefined;
  shop?: LeadShopInput | null | undefined;
  status?: LeadStatus | null | undefined;
};

export type UpdateMerchantContactInput = {
  dateOfBirth?: string | null | undefined;
  designation?: PersonRelation | null | undefined;
  email?: string | null | undefined;
  id: string | number;
  isPrimary?: boolean | null | undefined;
  leadName?: string | null | undefined;
  mobileNumber?: string | null | undefined;
};

export type UpdateMerchantInput = {
  accountType?: BusinessType | null | undefined;
  address?: MerchantAddressInput | null | undefined;
  businessProofNumber?: string | null | undefined;
  businessProofType?: BusinessProofOption | null | undefined;
  dateOfIncorporation?: string | null | undefined;
  email?: string | null | undefined;
  gstin?: string | null | undefined;
  id: string | number;
  legalName?: string | null | undefined;
  mobileNumber?: string | null | undefined;
  name?: string | null | undefined;
  ownershipType?: OwnershipType | null | undefined;
  revenue?: number | null | undefined;
  storeAddress?: MerchantAddressInput | null | undefined;
  udyamNumber?: string | null | undefined;
  weeklySettlementUpperLimit?: number | null | undefined;
};

export type UpdateMerchantMccInput = {
  businessCategoryType?: string | null | undefined;
  businessSubCategoryType?: string | null | undefined;
  id: string | number;
  isMCCManualEntry?: boolean | null | undefined;
  mccCode?: string | null | undefined;
  merchantCategory?: string | null | undefined;
};

export type UpdateMerchantOnboardingStateInput = {
  idType: OnboardingIdType;
  isComplete: boolean;
  /** Set when the lead has become an opportunity */
  opportunityId?: number | null | undefined;
  stateDataId: string | number;
  /** The step whose completion changes */
  stepType: StepType;
};

export type UpdateMerchantSignatoryInfoInput = {
  dateOfBirth?: string | null | undefined;
  email?: string | null | undefined;
  id: string | number;
  individualKycType?: IdentityType | null | undefined;
  isPrimaryContact?: boolean | null | undefined;
  kind?: SignatoryKind | null | undefined;
  mobileNumber?: string | null | undefined;
  /** A new PAN is verified with the PAN registry as on creation */
  panNumber?: string | null | undefined;
  stakePercentage?: number | null | undefined;
};

export type UpdateOpportunityDocumentInput = {
  documentMode?: DocumentUploadMode | null | undefined;
  documentName?: string | null | undefined;
  documentPages?: Array<DocumentPageInput> | null | undefined;
  id: string | number;
  latLng?: LatLngInput | null | undefined;
  offlineAcceptance?: boolean | null | undefined;
  uniqueIdentifier?: string | null | undefined;
  verifiedThroughOnlinePortal?: boolean | null | undefined;
};

export type UpdateOpportunityInput = {
  accountId?: string | number | null | undefined;
  accountMccId?: string | number | null | undefined;
  allVASCheck?: boolean | null | undefined;
  annualturnoverpreviousfinancialyr?: number | null | undefined;
  bankAccountId?: string | number | null | undefined;
  /** LOST or NOT_CONVERTED closes the opportunity (it leaves the open lists for Lost or Not converted); null reopens it, as reopenOpportunity does */
  closedAs?: OpportunityClosure | null | undefined;
  closureRemarks?: string | null | undefined;
  contactId?: string | number | null | undefined;
  id: string | number;
  /** Required when closedAs is LOST */
  lostReason?: LeadLostReason | null | undefined;
  pageStage?: PageStage | null | undefined;
  paymentType?: PaymentType | null | undefined;
  pricingApprovalComment?: string | null | undefined;
  primaryBillingEntityId?: string | number | null | undefined;
  primaryStoreId?: string | number | null | undefined;
  purchaseOrder?: PurchaseOrderInput | null | undefined;
  regeneratePO?: boolean | null | undefined;
  settlementCycle?: SettlementCycle | null | undefined;
  sponsorMerchantMappingId?: string | number | null | undefined;
  status?: OpportunityStatus | null | undefined;
};

export type UpdateOpportunityPaymentRecordInput = {
  amount?: number | null | undefined;
  bankName?: string | null | undefined;
  collectionDate?: string | null | undefined;
  depositDate?: string | null | undefined;
  id: string | number;
  invoiceTxnRefNo?: string | null | undefined;
  paymentMode?: PaymentMode | null | undefined;
  proofDocumentId?: string | number | null | undefined;
};

/** Changes an item of the agent's own inventory (not in transit): its working condition */
export type UpdateProductItemInput = {
  id: string | number;
  workingCondition: WorkingCondition;
};

export type UpdateProductTransferInput = {
  courierName?: string | null | undefined;
  id: string | number;
  /** e.g. RECEIVED on receipt, CANCELLED by the sender */
  status?: ProductTransferStatus | null | undefined;
  trackingNumber?: string | null | undefined;
};

export type UploadPMandateInput = {
  documentMode?: DocumentUploadMode | null | undefined;
  documentPages: Array<DocumentPageInput>;
  mandateId: string | number;
  opportunityId: string | number;
};

export type UserType =
  | 'PowerPartner'
  /** Previews forms/ (formsPreview) and nothing else: every merchant operation answers MOS-2001 to a product owner */
  | 'ProductOwner'
  | 'SalesAgent';

export type ValidateVpaInput = {
  opportunityId: string | number;
  /** UPI id, e.g. name@bank */
  vpa: string;
};

export type VerificationResult =
  | 'FAILED'
  | 'SUCCESS';

/**
 * The merchant proves who they are before completing the KYC the link asks for: the e-mail ID and
 * mobile number on record for the opportunity's merchant contact. Callable without a session; a link
 * takes a few wrong pairs, then refuses every further attempt.
 */
export type VerifyPublicCredentialInput = {
  email: string;
  mobileNumber: string;
  /** The token of the KYC link (the last part of its address) */
  token: string;
};

/** Working condition of a product item */
export type WorkingCondition =
  | 'DAMAGED'
  | 'NOT_WORKING'
  | 'WORKING';

export type SsoLoginInternalMutationVariables = Exact<{
  input: SsoLoginInternalInput;
}>;


export type SsoLoginInternalMutation = { ssoLoginInternal: { accessToken: string, refreshToken: string, crmToken: string, accessTokenExpiresAt: number, refreshTokenExpiresAt: number, user: { employeeId: string, employeeName: string, userType: UserType, locationId: string | null, issuedAt: number } } };

export type SsoLogoutInternalMutationVariables = Exact<{
  input: SsoLogoutInternalInput;
}>;


export type SsoLogoutInternalMutation = { ssoLogoutInternal: { isLoggedOut: boolean } };

export type VerifyPublicCredentialMutationVariables = Exact<{
  input: VerifyPublicCredentialInput;
}>;


export type VerifyPublicCredentialMutation = { verifyPublicCredential: { email: string | null, mobileNumber: string | null } };

export type SalesAppLatestVersionQueryVariables = Exact<{
  input: SalesAppLatestVersionInput;
}>;


export type SalesAppLatestVersionQuery = { salesAppLatestVersion: { updateType: AppUpdateType, version: string } };

export type CheckEmailInExperimentQueryVariables = Exact<{
  input: CheckEmailInExperimentInput;
}>;


export type CheckEmailInExperimentQuery = { checkEmailInExperiment: { isInExperiment: boolean } };

export type BankAccountFieldsFragment = { id: string, accountId: string, bankAccountNumber: string, accountType: AccountType, ifscCode: string, accountHolderName: string, beneficiaryName: string | null, pennyDropSuccess: boolean, nameMatchSuccess: boolean, failureReason: string | null, bankName: string | null, branchName: string | null, isEditable: boolean, cancelledCheque: { documentId: string | null, imgName: string | null, imgUrl: string | null } | null };

export type GetFilteredBankAccountQueryVariables = Exact<{
  input: GetFilteredBankAccountInput;
}>;


export type GetFilteredBankAccountQuery = { getFilteredBankAccount: { bankAccounts: Array<{ id: string, accountId: string, bankAccountNumber: string, accountType: AccountType, ifscCode: string, accountHolderName: string, beneficiaryName: string | null, pennyDropSuccess: boolean, nameMatchSuccess: boolean, failureReason: string | null, bankName: string | null, branchName: string | null, isEditable: boolean, cancelledCheque: { documentId: string | null, imgName: string | null, imgUrl: string | null } | null }>, pageInfo: { page: number, size: number, totalElements: number, hasMore: boolean } } };

export type BankAccountQueryVariables = Exact<{
  input: BankAccountInput;
}>;


export type BankAccountQuery = { bankAccount: { bankAccount: { id: string, accountId: string, bankAccountNumber: string, accountType: AccountType, ifscCode: string, accountHolderName: string, beneficiaryName: string | null, pennyDropSuccess: boolean, nameMatchSuccess: boolean, failureReason: string | null, bankName: string | null, branchName: string | null, isEditable: boolean, cancelledCheque: { documentId: string | null, imgName: string | null, imgUrl: string | null } | null } } };

export type CreateBankAccountMutationVariables = Exact<{
  input: CreateBankAccountInput;
}>;


export type CreateBankAccountMutation = { createBankAccount: { id: string, pennyDropSuccess: boolean, nameMatchSuccess: boolean, failureReason: string | null, bankAccount: { id: string, accountId: string, bankAccountNumber: string, accountType: AccountType, ifscCode: string, accountHolderName: string, beneficiaryName: string | null, pennyDropSuccess: boolean, nameMatchSuccess: boolean, failureReason: string | null, bankName: string | null, branchName: string | null, isEditable: boolean, cancelledCheque: { documentId: string | null, imgName: string | null, imgUrl: string | null } | null } } };

export type UpdateBankAccountMutationVariables = Exact<{
  input: UpdateBankAccountInput;
}>;


export type UpdateBankAccountMutation = { updateBankAccount: { pennyDropSuccess: boolean, nameMatchSuccess: boolean, failureReason: string | null, bankAccount: { id: string, accountId: string, bankAccountNumber: string, accountType: AccountType, ifscCode: string, accountHolderName: string, beneficiaryName: string | null, pennyDropSuccess: boolean, nameMatchSuccess: boolean, failureReason: string | null, bankName: string | null, branchName: string | null, isEditable: boolean, cancelledCheque: { documentId: string | null, imgName: string | null, imgUrl: string | null } | null } } };

export type ProcessPennyDropMutationVariables = Exact<{
  input: ProcessPennyDropInput;
}>;


export type ProcessPennyDropMutation = { processPennyDrop: { result: VerificationResult, pennyDropSuccess: boolean, nameMatchSuccess: boolean, beneficiaryName: string | null, bankName: string | null, nameMatchScore: number | null, failureReason: string | null } };

export type OpportunityBankAccountQueryVariables = Exact<{
  input: OpportunityBankAccountInput;
}>;


export type OpportunityBankAccountQuery = { opportunityBankAccount: { bankAccount: { id: string, accountId: string, bankAccountNumber: string, accountType: AccountType, ifscCode: string, accountHolderName: string, beneficiaryName: string | null, pennyDropSuccess: boolean, nameMatchSuccess: boolean, failureReason: string | null, bankName: string | null, branchName: string | null, isEditable: boolean, cancelledCheque: { documentId: string | null, imgName: string | null, imgUrl: string | null } | null } | null } };

export type IfscDetailsQueryVariables = Exact<{
  input: IfscDetailsInput;
}>;


export type IfscDetailsQuery = { ifscDetails: { ifscDetails: { ifscCode: string, bankCode: string, bankName: string } } };

export type BankAccountStep_SaveMutationVariables = Exact<{
  input: CreateBankAccountInput;
}>;


export type BankAccountStep_SaveMutation = { createBankAccount: { id: string, pennyDropSuccess: boolean, nameMatchSuccess: boolean, failureReason: string | null, bankAccount: { id: string, accountId: string, bankAccountNumber: string, accountType: AccountType, ifscCode: string, accountHolderName: string, beneficiaryName: string | null, pennyDropSuccess: boolean, nameMatchSuccess: boolean, failureReason: string | null, bankName: string | null, branchName: string | null, isEditable: boolean, cancelledCheque: { documentId: string | null, imgName: string | null, imgUrl: string | null } | null } } };

export type DashboardCountsQueryVariables = Exact<{
  input: DashboardCountsInput;
}>;


export type DashboardCountsQuery = { dashboardCounts: { deploymentInProgress: number, inReview: number, new: number, assigned: number, voicePod: number, allLead: number, rejected: number, followUp: number, live: number, lost: number, notConverted: number } };

export type StoreAddressListQueryVariables = Exact<{
  input: StoreAddressListInput;
}>;


export type StoreAddressListQuery = { storeAddressList: { stores: Array<{ id: string, name: string, merchantId: string, merchantName: string, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, state: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } }>, pageInfo: { page: number, size: number, totalElements: number, hasMore: boolean } } };

export type DeploymentStoreFieldsFragment = { id: string, merchantId: string, name: string, primaryContactId: string | null, pcId: string | null, documentType: DocumentSubType | null, documentNumber: string | null, isEditable: boolean, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } };

export type TestTransactionProofFieldsFragment = { documentId: string | null, imgUrl: string | null, transactionRef: string | null, amount: number | null, doneAt: string | null };

export type ConsumedProductFieldsFragment = { productItemId: string, productItemNumber: string | null, serialNumber: string | null, productName: string, productType: ProductType | null, quantity: number };

export type MappedDeviceFieldsFragment = { serialNumber: string, productItemId: string | null, productName: string | null, productType: ProductType | null, tid: string | null, posId: string | null, qrCodeId: string | null, isLinked: boolean, linkedAt: string | null };

export type DeploymentRequestFieldsFragment = { id: string, opportunityId: string, storeId: string | null, productId: string | null, assetName: string | null, assetId: string | null, acquirer: string | null, storeName: string | null, crmTicketId: string | null, posId: string | null, tid: string | null, mid: string | null, revisionNumber: string | null, soundboxLink: string | null, workFlowState: DeploymentWorkflowState | null, status: DeploymentRequestStatus, isProductsConsumed: boolean, isLinkingDone: boolean, isCardTestApplicable: boolean, isUpiTestApplicable: boolean, isLinkingApplicable: boolean, acknowledgement: boolean, meTeamStatus: MeTeamStatus | null, closureRemarks: string | null, createdOn: string, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, upiTestTransactionProof: { documentId: string | null, imgUrl: string | null, transactionRef: string | null, amount: number | null, doneAt: string | null } | null, cardTestTransactionProof: { documentId: string | null, imgUrl: string | null, transactionRef: string | null, amount: number | null, doneAt: string | null } | null, productsConsumedList: Array<{ productItemId: string, productItemNumber: string | null, serialNumber: string | null, productName: string, productType: ProductType | null, quantity: number }>, mappedDevicesList: Array<{ serialNumber: string, productItemId: string | null, productName: string | null, productType: ProductType | null, tid: string | null, posId: string | null, qrCodeId: string | null, isLinked: boolean, linkedAt: string | null }> };

export type DeploymentItemFieldsFragment = { id: string, storeId: string, storeName: string, productId: string, productName: string, hardwareSubTypeName: string | null, quantity: number, status: DeploymentItemStatus, deploymentRequestId: string | null };

export type DeploymentStoreQueryVariables = Exact<{
  input: DeploymentStoreInput;
}>;


export type DeploymentStoreQuery = { deploymentStore: { store: { id: string, merchantId: string, name: string, primaryContactId: string | null, pcId: string | null, documentType: DocumentSubType | null, documentNumber: string | null, isEditable: boolean, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } } } };

export type DeploymentStoresByMerchantIdQueryVariables = Exact<{
  input: DeploymentStoresByMerchantIdInput;
}>;


export type DeploymentStoresByMerchantIdQuery = { deploymentStoresByMerchantId: { stores: Array<{ id: string, merchantId: string, name: string, primaryContactId: string | null, pcId: string | null, documentType: DocumentSubType | null, documentNumber: string | null, isEditable: boolean, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } }> } };

export type PosDeploymentQueryVariables = Exact<{
  input: PosDeploymentInput;
}>;


export type PosDeploymentQuery = { posDeployment: { nextRequestAllowedAt: string | null, items: Array<{ id: string, storeId: string, storeName: string, productId: string, productName: string, hardwareSubTypeName: string | null, quantity: number, status: DeploymentItemStatus, deploymentRequestId: string | null }>, deploymentRequests: Array<{ id: string, opportunityId: string, storeId: string | null, productId: string | null, assetName: string | null, assetId: string | null, acquirer: string | null, storeName: string | null, crmTicketId: string | null, posId: string | null, tid: string | null, mid: string | null, revisionNumber: string | null, soundboxLink: string | null, workFlowState: DeploymentWorkflowState | null, status: DeploymentRequestStatus, isProductsConsumed: boolean, isLinkingDone: boolean, isCardTestApplicable: boolean, isUpiTestApplicable: boolean, isLinkingApplicable: boolean, acknowledgement: boolean, meTeamStatus: MeTeamStatus | null, closureRemarks: string | null, createdOn: string, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, upiTestTransactionProof: { documentId: string | null, imgUrl: string | null, transactionRef: string | null, amount: number | null, doneAt: string | null } | null, cardTestTransactionProof: { documentId: string | null, imgUrl: string | null, transactionRef: string | null, amount: number | null, doneAt: string | null } | null, productsConsumedList: Array<{ productItemId: string, productItemNumber: string | null, serialNumber: string | null, productName: string, productType: ProductType | null, quantity: number }>, mappedDevicesList: Array<{ serialNumber: string, productItemId: string | null, productName: string | null, productType: ProductType | null, tid: string | null, posId: string | null, qrCodeId: string | null, isLinked: boolean, linkedAt: string | null }> }>, stores: Array<{ id: string, merchantId: string, name: string, primaryContactId: string | null, pcId: string | null, documentType: DocumentSubType | null, documentNumber: string | null, isEditable: boolean, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } }> } };

export type DevicesToBeLinkedQueryVariables = Exact<{
  input: DevicesToBeLinkedInput;
}>;


export type DevicesToBeLinkedQuery = { devicesToBeLinked: { devices: Array<{ serialNumber: string, productItemId: string | null, productName: string | null, productType: ProductType | null, tid: string | null, posId: string | null, qrCodeId: string | null, isLinked: boolean, linkedAt: string | null }> } };

export type DeploymentRequestByAssetIdQueryVariables = Exact<{
  input: DeploymentRequestByAssetIdInput;
}>;


export type DeploymentRequestByAssetIdQuery = { deploymentRequestByAssetId: { deploymentRequest: { id: string, opportunityId: string, storeId: string | null, productId: string | null, assetName: string | null, assetId: string | null, acquirer: string | null, storeName: string | null, crmTicketId: string | null, posId: string | null, tid: string | null, mid: string | null, revisionNumber: string | null, soundboxLink: string | null, workFlowState: DeploymentWorkflowState | null, status: DeploymentRequestStatus, isProductsConsumed: boolean, isLinkingDone: boolean, isCardTestApplicable: boolean, isUpiTestApplicable: boolean, isLinkingApplicable: boolean, acknowledgement: boolean, meTeamStatus: MeTeamStatus | null, closureRemarks: string | null, createdOn: string, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, upiTestTransactionProof: { documentId: string | null, imgUrl: string | null, transactionRef: string | null, amount: number | null, doneAt: string | null } | null, cardTestTransactionProof: { documentId: string | null, imgUrl: string | null, transactionRef: string | null, amount: number | null, doneAt: string | null } | null, productsConsumedList: Array<{ productItemId: string, productItemNumber: string | null, serialNumber: string | null, productName: string, productType: ProductType | null, quantity: number }>, mappedDevicesList: Array<{ serialNumber: string, productItemId: string | null, productName: string | null, productType: ProductType | null, tid: string | null, posId: string | null, qrCodeId: string | null, isLinked: boolean, linkedAt: string | null }> } } };

export type GetProductsConsumedQueryVariables = Exact<{
  input: GetProductsConsumedInput;
}>;


export type GetProductsConsumedQuery = { getProductsConsumed: { productsConsumedList: Array<{ productItemId: string, productItemNumber: string | null, serialNumber: string | null, productName: string, productType: ProductType | null, quantity: number }> } };

export type CreateDeploymentStoreMutationVariables = Exact<{
  input: CreateDeploymentStoreInput;
}>;


export type CreateDeploymentStoreMutation = { createDeploymentStore: { id: string, store: { id: string, merchantId: string, name: string, primaryContactId: string | null, pcId: string | null, documentType: DocumentSubType | null, documentNumber: string | null, isEditable: boolean, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } } } };

export type CreateDeploymentStoresMutationVariables = Exact<{
  input: CreateDeploymentStoresInput;
}>;


export type CreateDeploymentStoresMutation = { createDeploymentStores: { ids: Array<string>, stores: Array<{ id: string, merchantId: string, name: string, primaryContactId: string | null, pcId: string | null, documentType: DocumentSubType | null, documentNumber: string | null, isEditable: boolean, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } }> } };

export type UpdateDeploymentStoreMutationVariables = Exact<{
  input: UpdateDeploymentStoreInput;
}>;


export type UpdateDeploymentStoreMutation = { updateDeploymentStore: { store: { id: string, merchantId: string, name: string, primaryContactId: string | null, pcId: string | null, documentType: DocumentSubType | null, documentNumber: string | null, isEditable: boolean, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } } } };

export type MultiStoresStep_SaveMutationVariables = Exact<{
  input: SaveDeploymentStoresInput;
}>;


export type MultiStoresStep_SaveMutation = { saveDeploymentStores: { primaryStoreId: string, removedIds: Array<string>, stores: Array<{ id: string, merchantId: string, name: string, primaryContactId: string | null, pcId: string | null, documentType: DocumentSubType | null, documentNumber: string | null, isEditable: boolean, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } }> } };

export type DeleteDeploymentStoreMutationVariables = Exact<{
  input: DeleteDeploymentStoreInput;
}>;


export type DeleteDeploymentStoreMutation = { deleteDeploymentStore: { id: string, isDeleted: boolean } };

export type DeploymentScreen_AddStoreMutationVariables = Exact<{
  input: AddDeploymentStoreInput;
}>;


export type DeploymentScreen_AddStoreMutation = { addDeploymentStore: { store: { id: string, merchantId: string, name: string, primaryContactId: string | null, pcId: string | null, documentType: DocumentSubType | null, documentNumber: string | null, isEditable: boolean, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } }, stores: Array<{ id: string, merchantId: string, name: string, primaryContactId: string | null, pcId: string | null, documentType: DocumentSubType | null, documentNumber: string | null, isEditable: boolean, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } }> } };

export type ProcessDeploymentMutationVariables = Exact<{
  input: ProcessDeploymentInput;
}>;


export type ProcessDeploymentMutation = { processDeployment: { nextRequestAllowedAt: string | null, items: Array<{ id: string, storeId: string, storeName: string, productId: string, productName: string, hardwareSubTypeName: string | null, quantity: number, status: DeploymentItemStatus, deploymentRequestId: string | null }>, deploymentRequests: Array<{ id: string, opportunityId: string, storeId: string | null, productId: string | null, assetName: string | null, assetId: string | null, acquirer: string | null, storeName: string | null, crmTicketId: string | null, posId: string | null, tid: string | null, mid: string | null, revisionNumber: string | null, soundboxLink: string | null, workFlowState: DeploymentWorkflowState | null, status: DeploymentRequestStatus, isProductsConsumed: boolean, isLinkingDone: boolean, isCardTestApplicable: boolean, isUpiTestApplicable: boolean, isLinkingApplicable: boolean, acknowledgement: boolean, meTeamStatus: MeTeamStatus | null, closureRemarks: string | null, createdOn: string, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, upiTestTransactionProof: { documentId: string | null, imgUrl: string | null, transactionRef: string | null, amount: number | null, doneAt: string | null } | null, cardTestTransactionProof: { documentId: string | null, imgUrl: string | null, transactionRef: string | null, amount: number | null, doneAt: string | null } | null, productsConsumedList: Array<{ productItemId: string, productItemNumber: string | null, serialNumber: string | null, productName: string, productType: ProductType | null, quantity: number }>, mappedDevicesList: Array<{ serialNumber: string, productItemId: string | null, productName: string | null, productType: ProductType | null, tid: string | null, posId: string | null, qrCodeId: string | null, isLinked: boolean, linkedAt: string | null }> }>, stores: Array<{ id: string, merchantId: string, name: string, primaryContactId: string | null, pcId: string | null, documentType: DocumentSubType | null, documentNumber: string | null, isEditable: boolean, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } }> } };

export type UpdateDeploymentRequestMutationVariables = Exact<{
  input: UpdateDeploymentRequestInput;
}>;


export type UpdateDeploymentRequestMutation = { updateDeploymentRequest: { isUpdated: boolean, deploymentRequest: { id: string, opportunityId: string, storeId: string | null, productId: string | null, assetName: string | null, assetId: string | null, acquirer: string | null, storeName: string | null, crmTicketId: string | null, posId: string | null, tid: string | null, mid: string | null, revisionNumber: string | null, soundboxLink: string | null, workFlowState: DeploymentWorkflowState | null, status: DeploymentRequestStatus, isProductsConsumed: boolean, isLinkingDone: boolean, isCardTestApplicable: boolean, isUpiTestApplicable: boolean, isLinkingApplicable: boolean, acknowledgement: boolean, meTeamStatus: MeTeamStatus | null, closureRemarks: string | null, createdOn: string, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, upiTestTransactionProof: { documentId: string | null, imgUrl: string | null, transactionRef: string | null, amount: number | null, doneAt: string | null } | null, cardTestTransactionProof: { documentId: string | null, imgUrl: string | null, transactionRef: string | null, amount: number | null, doneAt: string | null } | null, productsConsumedList: Array<{ productItemId: string, productItemNumber: string | null, serialNumber: string | null, productName: string, productType: ProductType | null, quantity: number }>, mappedDevicesList: Array<{ serialNumber: string, productItemId: string | null, productName: string | null, productType: ProductType | null, tid: string | null, posId: string | null, qrCodeId: string | null, isLinked: boolean, linkedAt: string | null }> } } };

export type ProductsConsumedMutationVariables = Exact<{
  input: ProductsConsumedInput;
}>;


export type ProductsConsumedMutation = { productsConsumed: { isProductsConsumed: boolean, productsConsumedList: Array<{ productItemId: string, productItemNumber: string | null, serialNumber: string | null, productName: string, productType: ProductType | null, quantity: number }> } };

export type DeviceLinkingDetailsMutationVariables = Exact<{
  input: DeviceLinkingDetailsInput;
}>;


export type DeviceLinkingDetailsMutation = { deviceLinkingDetails: { isLinkingDone: boolean, mappedDevicesList: Array<{ serialNumber: string, productItemId: string | null, productName: string | null, productType: ProductType | null, tid: string | null, posId: string | null, qrCodeId: string | null, isLinked: boolean, linkedAt: string | null }> } };

export type DeviceDeLinkingDetailsMutationVariables = Exact<{
  input: DeviceDeLinkingDetailsInput;
}>;


export type DeviceDeLinkingDetailsMutation = { deviceDeLinkingDetails: { isDeLinked: boolean, mappedDevicesList: Array<{ serialNumber: string, productItemId: string | null, productName: string | null, productType: ProductType | null, tid: string | null, posId: string | null, qrCodeId: string | null, isLinked: boolean, linkedAt: string | null }> } };

export type FormsPreviewQueryVariables = Exact<{
  input: FormsPreviewInput;
}>;


export type FormsPreviewQuery = { formsPreview: { source: string, steps: Array<unknown>, flows: Array<unknown>, rules: unknown, sources: Array<{ source: string, label: string }>, problems: Array<{ file: string, message: string }> } };

export type InventoryLocationFieldsFragment = { id: string, name: string, employeeId: string | null };

export type ProductTransferFieldsFragment = { id: string, serialNumber: string | null, productItemId: string, status: ProductTransferStatus, courierName: string | null, trackingNumber: string | null, createdDate: string, expectedReceiptAt: string | null, sourceLocation: { id: string, name: string, employeeId: string | null } | null, destinationLocation: { id: string, name: string, employeeId: string | null } };

export type ProductItemFieldsFragment = { id: string, productItemNumber: string, productId: string | null, productType: ProductType, productName: string, quantityOnHand: number, serialNumber: string | null, secondarySerialNumber: string | null, workingCondition: WorkingCondition, inTransit: boolean, receivingDate: string | null, location: { id: string, name: string, employeeId: string | null } | null };

export type GetProductItemsQueryVariables = Exact<{
  input: GetProductItemsInput;
}>;


export type GetProductItemsQuery = { getProductItems: { productItems: Array<{ id: string, productItemNumber: string, productId: string | null, productType: ProductType, productName: string, quantityOnHand: number, serialNumber: string | null, secondarySerialNumber: string | null, workingCondition: WorkingCondition, inTransit: boolean, receivingDate: string | null, location: { id: string, name: string, employeeId: string | null } | null }>, pageInfo: { page: number, size: number, totalElements: number, hasMore: boolean } } };

export type GetProductTransfersQueryVariables = Exact<{
  input: GetProductTransfersInput;
}>;


export type GetProductTransfersQuery = { getProductTransfers: { productTransfers: Array<{ id: string, serialNumber: string | null, productItemId: string, status: ProductTransferStatus, courierName: string | null, trackingNumber: string | null, createdDate: string, expectedReceiptAt: string | null, sourceLocation: { id: string, name: string, employeeId: string | null } | null, destinationLocation: { id: string, name: string, employeeId: string | null } }>, pageInfo: { page: number, size: number, totalElements: number, hasMore: boolean } } };

export type GetProductTransferQueryVariables = Exact<{
  input: GetProductTransferInput;
}>;


export type GetProductTransferQuery = { getProductTransfer: { productTransfer: { id: string, serialNumber: string | null, productItemId: string, status: ProductTransferStatus, courierName: string | null, trackingNumber: string | null, createdDate: string, expectedReceiptAt: string | null, sourceLocation: { id: string, name: string, employeeId: string | null } | null, destinationLocation: { id: string, name: string, employeeId: string | null } } } };

export type LocationFilterQueryVariables = Exact<{
  input: LocationFilterInput;
}>;


export type LocationFilterQuery = { LocationFilter: { locations: Array<{ id: string, name: string, employeeId: string | null }>, pageInfo: { page: number, size: number, totalElements: number, hasMore: boolean } } };

export type CreateProductTransferMutationVariables = Exact<{
  input: CreateProductTransferInput;
}>;


export type CreateProductTransferMutation = { createProductTransfer: { ids: Array<string>, productTransfers: Array<{ id: string, serialNumber: string | null, productItemId: string, status: ProductTransferStatus, courierName: string | null, trackingNumber: string | null, createdDate: string, expectedReceiptAt: string | null, sourceLocation: { id: string, name: string, employeeId: string | null } | null, destinationLocation: { id: string, name: string, employeeId: string | null } }> } };

export type UpdateProductTransferMutationVariables = Exact<{
  input: UpdateProductTransferInput;
}>;


export type UpdateProductTransferMutation = { updateProductTransfer: { productTransfer: { id: string, serialNumber: string | null, productItemId: string, status: ProductTransferStatus, courierName: string | null, trackingNumber: string | null, createdDate: string, expectedReceiptAt: string | null, sourceLocation: { id: string, name: string, employeeId: string | null } | null, destinationLocation: { id: string, name: string, employeeId: string | null } } } };

export type UpdateProductItemMutationVariables = Exact<{
  input: UpdateProductItemInput;
}>;


export type UpdateProductItemMutation = { updateProductItem: { productItem: { id: string, productItemNumber: string, productId: string | null, productType: ProductType, productName: string, quantityOnHand: number, serialNumber: string | null, secondarySerialNumber: string | null, workingCondition: WorkingCondition, inTransit: boolean, receivingDate: string | null, location: { id: string, name: string, employeeId: string | null } | null } } };

export type KycDocumentDataFieldsFragment = { identityType: IdentityType | null, documentSubType: DocumentSubType | null, registrationNumber: string | null, name: string | null, fatherName: string | null, gender: Gender | null, dateOfBirth: string | null, issueDate: string | null, validUpto: string | null, photoUrl: string | null, confidence: number | null, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null, latitude: number | null, longitude: number | null } | null };

export type KycLinkDetailsFieldsFragment = { url: string, expiry: string, state: KycLinkState, email: string | null, sentAt: string | null };

export type AadhaarDetailsDigiLockerQueryVariables = Exact<{
  input: AadhaarDetailsDigiLockerInput;
}>;


export type AadhaarDetailsDigiLockerQuery = { aadhaarDetailsDigiLocker: { requestId: string, status: KycRequestStatus, nameMatch: boolean | null, failureReason: string | null, aadhaar: { identityType: IdentityType | null, documentSubType: DocumentSubType | null, registrationNumber: string | null, name: string | null, fatherName: string | null, gender: Gender | null, dateOfBirth: string | null, issueDate: string | null, validUpto: string | null, photoUrl: string | null, confidence: number | null, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null, latitude: number | null, longitude: number | null } | null } | null } };

export type DlDetailsQueryVariables = Exact<{
  input: DlDetailsInput;
}>;


export type DlDetailsQuery = { dlDetails: { nameMatch: boolean | null, drivingLicense: { identityType: IdentityType | null, documentSubType: DocumentSubType | null, registrationNumber: string | null, name: string | null, fatherName: string | null, gender: Gender | null, dateOfBirth: string | null, issueDate: string | null, validUpto: string | null, photoUrl: string | null, confidence: number | null, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null, latitude: number | null, longitude: number | null } | null } } };

export type KycDocEExtractedDataQueryVariables = Exact<{
  input: KycDocEExtractedDataInput;
}>;


export type KycDocEExtractedDataQuery = { kycDocEExtractedData: { documentId: string, status: KycRequestStatus, extractedData: { identityType: IdentityType | null, documentSubType: DocumentSubType | null, registrationNumber: string | null, name: string | null, fatherName: string | null, gender: Gender | null, dateOfBirth: string | null, issueDate: string | null, validUpto: string | null, photoUrl: string | null, confidence: number | null, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null, latitude: number | null, longitude: number | null } | null } | null } };

export type GetExtractedDataQueryVariables = Exact<{
  input: GetExtractedDataInput;
}>;


export type GetExtractedDataQuery = { getExtractedData: { items: Array<{ documentId: string, documentSubType: DocumentSubType, extractedData: { identityType: IdentityType | null, documentSubType: DocumentSubType | null, registrationNumber: string | null, name: string | null, fatherName: string | null, gender: Gender | null, dateOfBirth: string | null, issueDate: string | null, validUpto: string | null, photoUrl: string | null, confidence: number | null, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null, latitude: number | null, longitude: number | null } | null } }> } };

export type KycVerificationRequestStatusQueryVariables = Exact<{
  input: KycVerificationRequestStatusInput;
}>;


export type KycVerificationRequestStatusQuery = { kycVerificationRequestStatus: { requestId: string, status: KycRequestStatus, result: VerificationResult | null, failureReason: string | null } };

export type KycLinkQueryVariables = Exact<{
  input: KycLinkInput;
}>;


export type KycLinkQuery = { kycLink: { isEmailSent: boolean, link: { url: string, expiry: string, state: KycLinkState, email: string | null, sentAt: string | null } } };

export type SendKycLinkMutationVariables = Exact<{
  input: SendKycLinkInput;
}>;


export type SendKycLinkMutation = { sendKycLink: { isEmailSent: boolean, link: { url: string, expiry: string, state: KycLinkState, email: string | null, sentAt: string | null } } };

export type KycStatusDataQueryVariables = Exact<{
  input: KycStatusDataInput;
}>;


export type KycStatusDataQuery = { kycStatusData: { linkState: KycLinkState | null, kycCompleted: boolean, link: { url: string, expiry: string, state: KycLinkState, email: string | null, sentAt: string | null } | null, signatories: Array<{ signatoryId: string | null, panNumber: string, name: string | null, identityType: IdentityType | null, kycCompleted: boolean, isKycSubmitted: boolean }> } };

export type CreateDigiLockerRequestMutationVariables = Exact<{
  input: CreateDigiLockerRequestInput;
}>;


export type CreateDigiLockerRequestMutation = { createDigiLockerRequest: { merchantPAN: string, requestId: string, url: string, validUpto: string } };

export type PerformOcrMutationVariables = Exact<{
  input: PerformOcrInput;
}>;


export type PerformOcrMutation = { performOCR: { status: KycRequestStatus, failureReason: string | null, extractedData: { identityType: IdentityType | null, documentSubType: DocumentSubType | null, registrationNumber: string | null, name: string | null, fatherName: string | null, gender: Gender | null, dateOfBirth: string | null, issueDate: string | null, validUpto: string | null, photoUrl: string | null, confidence: number | null, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null, latitude: number | null, longitude: number | null } | null } | null } };

export type PerformOcRandDigitallyExtractMutationVariables = Exact<{
  input: PerformOcRandDigitallyExtractInput;
}>;


export type PerformOcRandDigitallyExtractMutation = { performOCRandDigitallyExtract: { status: KycRequestStatus, digitallyVerified: boolean, result: VerificationResult, failureReason: string | null, extractedData: { identityType: IdentityType | null, documentSubType: DocumentSubType | null, registrationNumber: string | null, name: string | null, fatherName: string | null, gender: Gender | null, dateOfBirth: string | null, issueDate: string | null, validUpto: string | null, photoUrl: string | null, confidence: number | null, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null, latitude: number | null, longitude: number | null } | null } | null } };

export type PerformKycRulesValidationMutationVariables = Exact<{
  input: PerformKycRulesValidationInput;
}>;


export type PerformKycRulesValidationMutation = { performKYCRulesValidation: { isValid: boolean, nameMatch: boolean, failureReason: string | null, rules: Array<{ rule: string, passed: boolean, message: string | null }> } };

export type PerformFaceMatchMutationVariables = Exact<{
  input: PerformFaceMatchInput;
}>;


export type PerformFaceMatchMutation = { performFaceMatch: { isMatch: boolean, matchScore: number | null, result: VerificationResult, failureReason: string | null } };

export type PerformKycDocDigitalSyncMutationVariables = Exact<{
  input: PerformKycDocDigitalSyncInput;
}>;


export type PerformKycDocDigitalSyncMutation = { performKycDocDigitalSync: { requestId: string, status: KycRequestStatus, isSynced: boolean, document: { id: string, opportunityId: string, signatoryId: string | null, documentName: string | null, documentType: DocumentCategory, documentSubType: DocumentSubType, documentMode: DocumentUploadMode | null, documentSource: DocumentSource | null, offlineAcceptance: boolean | null, cseL1Status: DocumentStatus | null, cseL1Remarks: string | null, cseL2Status: DocumentStatus | null, cseL2Remarks: string | null, status: DocumentStatus, uniqueIdentifier: string | null, verifiedThroughOnlinePortal: boolean | null, createdOn: string, documentPages: Array<{ pageNumber: number, fileName: string | null, contentType: string | null, url: string }>, latLng: { latitude: number, longitude: number } | null } | null } };

export type KycOpportunityDocumentMutationVariables = Exact<{
  input: KycOpportunityDocumentInput;
}>;


export type KycOpportunityDocumentMutation = { kycOpportunityDocument: { kycCompleted: boolean, document: { id: string, opportunityId: string, signatoryId: string | null, documentName: string | null, documentType: DocumentCategory, documentSubType: DocumentSubType, documentMode: DocumentUploadMode | null, documentSource: DocumentSource | null, offlineAcceptance: boolean | null, cseL1Status: DocumentStatus | null, cseL1Remarks: string | null, cseL2Status: DocumentStatus | null, cseL2Remarks: string | null, status: DocumentStatus, uniqueIdentifier: string | null, verifiedThroughOnlinePortal: boolean | null, createdOn: string, documentPages: Array<{ pageNumber: number, fileName: string | null, contentType: string | null, url: string }>, latLng: { latitude: number, longitude: number } | null } } };

export type CheckOsvMutationVariables = Exact<{
  input: CheckOsvInput;
}>;


export type CheckOsvMutation = { checkOSV: { isOsvDone: boolean, pendingDocumentIds: Array<string> } };

export type KycVerificationFieldsFragment = { id: string, opportunityId: string, signatoryId: string | null, identityType: IdentityType, documentNumber: string, name: string, gender: Gender | null, dateOfBirth: string | null, source: KycDataSource, nameMatch: boolean, status: VerificationResult, digiLockerRequestId: string | null, createdOn: string, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null } | null };

export type OpportunityKycDetailsQueryVariables = Exact<{
  input: OpportunityKycDetailsInput;
}>;


export type OpportunityKycDetailsQuery = { opportunityKycDetails: { kycCompleted: boolean, verification: { id: string, opportunityId: string, signatoryId: string | null, identityType: IdentityType, documentNumber: string, name: string, gender: Gender | null, dateOfBirth: string | null, source: KycDataSource, nameMatch: boolean, status: VerificationResult, digiLockerRequestId: string | null, createdOn: string, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null } | null } | null } };

export type SaveKycDetailsMutationVariables = Exact<{
  input: SaveKycDetailsInput;
}>;


export type SaveKycDetailsMutation = { saveKycDetails: { kycCompleted: boolean, verification: { id: string, opportunityId: string, signatoryId: string | null, identityType: IdentityType, documentNumber: string, name: string, gender: Gender | null, dateOfBirth: string | null, source: KycDataSource, nameMatch: boolean, status: VerificationResult, digiLockerRequestId: string | null, createdOn: string, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null } | null } } };

export type KycDetailsStep_SaveMutationVariables = Exact<{
  input: SaveKycDetailsInput;
}>;


export type KycDetailsStep_SaveMutation = { saveKycDetails: { kycCompleted: boolean, verification: { id: string, opportunityId: string, signatoryId: string | null, identityType: IdentityType, documentNumber: string, name: string, gender: Gender | null, dateOfBirth: string | null, source: KycDataSource, nameMatch: boolean, status: VerificationResult, digiLockerRequestId: string | null, createdOn: string, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null } | null } } };

export type LeadFieldsFragment = { id: string, status: LeadStatus, salesStage: SalesStage | null, modifiedAt: string, createdAt: string, panNumber: string | null, gstin: string | null, rating: LeadRating | null, notes: string | null, scheduledFollowUp: string | null, leadSource: LeadSource, ownerType: OwnerType, product: Array<LeadProduct>, isAssigned: boolean, lostReason: LeadLostReason | null, shop: { name: string, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null, latitude: number | null, longitude: number | null } | null }, contact: { name: string, email: string | null, number: string, role: PersonRelation | null } };

export type LeadQueryVariables = Exact<{
  input: LeadInput;
}>;


export type LeadQuery = { lead: { lead: { id: string, status: LeadStatus, salesStage: SalesStage | null, modifiedAt: string, createdAt: string, panNumber: string | null, gstin: string | null, rating: LeadRating | null, notes: string | null, scheduledFollowUp: string | null, leadSource: LeadSource, ownerType: OwnerType, product: Array<LeadProduct>, isAssigned: boolean, lostReason: LeadLostReason | null, shop: { name: string, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null, latitude: number | null, longitude: number | null } | null }, contact: { name: string, email: string | null, number: string, role: PersonRelation | null } } } };

export type JourneyLeadQueryVariables = Exact<{
  input: JourneyLeadInput;
}>;


export type JourneyLeadQuery = { journeyLead: { details: { panNumber: string | null, gstin: string | null, rating: LeadRating | null, notes: string | null, scheduledFollowUp: string | null, leadSource: LeadSource | null, product: Array<LeadProduct>, shop: { name: string, address: { addressLine1: string | null, addressLine2: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null } | null }, contact: { name: string | null, email: string | null, number: string | null, role: PersonRelation | null } } } };

export type LeadListQueryVariables = Exact<{
  input: LeadListInput;
}>;


export type LeadListQuery = { leadList: { leads: Array<{ id: string, status: LeadStatus, salesStage: SalesStage | null, modifiedAt: string, createdAt: string, panNumber: string | null, gstin: string | null, rating: LeadRating | null, notes: string | null, scheduledFollowUp: string | null, leadSource: LeadSource, ownerType: OwnerType, product: Array<LeadProduct>, isAssigned: boolean, lostReason: LeadLostReason | null, shop: { name: string, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null, latitude: number | null, longitude: number | null } | null }, contact: { name: string, email: string | null, number: string, role: PersonRelation | null } }>, pageInfo: { page: number, size: number, totalElements: number, hasMore: boolean } } };

export type CreateLeadMutationVariables = Exact<{
  input: CreateLeadInput;
}>;


export type CreateLeadMutation = { createLead: { id: string, modifiedAt: string, status: LeadStatus, ownerType: OwnerType } };

export type UpdateLeadMutationVariables = Exact<{
  input: UpdateLeadInput;
}>;


export type UpdateLeadMutation = { updateLead: { isUpdated: boolean } };

export type PanDetailStep_SaveMutationVariables = Exact<{
  input: UpdateLeadInput;
}>;


export type PanDetailStep_SaveMutation = { updateLead: { isUpdated: boolean } };

export type ReopenLeadMutationVariables = Exact<{
  input: ReopenLeadInput;
}>;


export type ReopenLeadMutation = { reopenLead: { lead: { id: string, status: LeadStatus, salesStage: SalesStage | null, modifiedAt: string, createdAt: string, panNumber: string | null, gstin: string | null, rating: LeadRating | null, notes: string | null, scheduledFollowUp: string | null, leadSource: LeadSource, ownerType: OwnerType, product: Array<LeadProduct>, isAssigned: boolean, lostReason: LeadLostReason | null, shop: { name: string, address: { addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, area: string | null, district: string | null, city: string | null, state: string | null, country: string | null, pincode: string | null, latitude: number | null, longitude: number | null } | null }, contact: { name: string, email: string | null, number: string, role: PersonRelation | null } } } };

export type MandateFieldsFragment = { id: string, opportunityId: string, mandateType: MandateType, mandateMode: MandateMode, mandateStatus: MandateStatus, mandateStatusCode: string | null, mandateStatusDescription: string | null, statusMessage: string, redirectUrl: string | null, requestId: string | null, reference1: string | null, isSignUploaded: boolean, amountType: MandateAmountType | null, amount: number | null, frequency: MandateFrequency | null, startDate: string | null, endDate: string | null, mobileNumber: string | null, email: string | null, vpa: string | null, bankAccountId: string | null, isActive: boolean, createdOn: string };

export type EMandateQueryVariables = Exact<{
  input: EMandateInput;
}>;


export type EMandateQuery = { eMandate: { mandate: { id: string, opportunityId: string, mandateType: MandateType, mandateMode: MandateMode, mandateStatus: MandateStatus, mandateStatusCode: string | null, mandateStatusDescription: string | null, statusMessage: string, redirectUrl: string | null, requestId: string | null, reference1: string | null, isSignUploaded: boolean, amountType: MandateAmountType | null, amount: number | null, frequency: MandateFrequency | null, startDate: string | null, endDate: string | null, mobileNumber: string | null, email: string | null, vpa: string | null, bankAccountId: string | null, isActive: boolean, createdOn: string } | null, eligibility: { isNachRequired: boolean, isENachEligible: boolean, isESignEligible: boolean, isUpiAutoPayEligible: boolean, nachAmount: number | null } } };

export type ESignMandateQueryVariables = Exact<{
  input: ESignMandateInput;
}>;


export type ESignMandateQuery = { eSignMandate: { mandate: { id: string, opportunityId: string, mandateType: MandateType, mandateMode: MandateMode, mandateStatus: MandateStatus, mandateStatusCode: string | null, mandateStatusDescription: string | null, statusMessage: string, redirectUrl: string | null, requestId: string | null, reference1: string | null, isSignUploaded: boolean, amountType: MandateAmountType | null, amount: number | null, frequency: MandateFrequency | null, startDate: string | null, endDate: string | null, mobileNumber: string | null, email: string | null, vpa: string | null, bankAccountId: string | null, isActive: boolean, createdOn: string } | null } };

export type PMandateQueryVariables = Exact<{
  input: PMandateInput;
}>;


export type PMandateQuery = { pMandate: { formUrl: string | null, mandate: { id: string, opportunityId: string, mandateType: MandateType, mandateMode: MandateMode, mandateStatus: MandateStatus, mandateStatusCode: string | null, mandateStatusDescription: string | null, statusMessage: string, redirectUrl: string | null, requestId: string | null, reference1: string | null, isSignUploaded: boolean, amountType: MandateAmountType | null, amount: number | null, frequency: MandateFrequency | null, startDate: string | null, endDate: string | null, mobileNumber: string | null, email: string | null, vpa: string | null, bankAccountId: string | null, isActive: boolean, createdOn: string } | null } };

export type AchListQueryVariables = Exact<{
  input: AchListInput;
}>;


export type AchListQuery = { achList: { achList: Array<{ id: string, opportunityId: string, mandateType: MandateType, mandateMode: MandateMode, mandateStatus: MandateStatus, mandateStatusCode: string | null, mandateStatusDescription: string | null, statusMessage: string, redirectUrl: string | null, requestId: string | null, reference1: string | null, isSignUploaded: boolean, amountType: MandateAmountType | null, amount: number | null, frequency: MandateFrequency | null, startDate: string | null, endDate: string | null, mobileNumber: string | null, email: string | null, vpa: string | null, bankAccountId: string | null, isActive: boolean, createdOn: string }> } };

export type CreateEMandateMutationVariables = Exact<{
  input: CreateEMandateInput;
}>;


export type CreateEMandateMutation = { createEMandate: { redirectUrl: string | null, requestId: string | null, mandate: { id: string, opportunityId: string, mandateType: MandateType, mandateMode: MandateMode, mandateStatus: MandateStatus, mandateStatusCode: string | null, mandateStatusDescription: string | null, statusMessage: string, redirectUrl: string | null, requestId: string | null, reference1: string | null, isSignUploaded: boolean, amountType: MandateAmountType | null, amount: number | null, frequency: MandateFrequency | null, startDate: string | null, endDate: string | null, mobileNumber: string | null, email: string | null, vpa: string | null, bankAccountId: string | null, isActive: boolean, createdOn: string } } };

export type CreateESignMandateMutationVariables = Exact<{
  input: CreateESignMandateInput;
}>;


export type CreateESignMandateMutation = { createESignMandate: { redirectUrl: string | null, requestId: string | null, mandate: { id: string, opportunityId: string, mandateType: MandateType, mandateMode: MandateMode, mandateStatus: MandateStatus, mandateStatusCode: string | null, mandateStatusDescription: string | null, statusMessage: string, redirectUrl: string | null, requestId: string | null, reference1: string | null, isSignUploaded: boolean, amountType: MandateAmountType | null, amount: number | null, frequency: MandateFrequency | null, startDate: string | null, endDate: string | null, mobileNumber: string | null, email: string | null, vpa: string | null, bankAccountId: string | null, isActive: boolean, createdOn: string } } };

export type CreatePMandateMutationVariables = Exact<{
  input: CreatePMandateInput;
}>;


export type CreatePMandateMutation = { createPMandate: { formUrl: string | null, mandate: { id: string, opportunityId: string, mandateType: MandateType, mandateMode: MandateMode, mandateStatus: MandateStatus, mandateStatusCode: string | null, mandateStatusDescription: string | null, statusMessage: string, redirectUrl: string | null, requestId: string | null, reference1: string | null, isSignUploaded: boolean, amountType: MandateAmountType | null, amount: number | null, frequency: MandateFrequency | null, startDate: string | null, endDate: string | null, mobileNumber: string | null, email: string | null, vpa: string | null, bankAccountId: string | null, isActive: boolean, createdOn: string } } };

export type UploadPMandateMutationVariables = Exact<{
  input: UploadPMandateInput;
}>;


export type UploadPMandateMutation = { uploadPMandate: { isSignUploaded: boolean, mandate: { id: string, opportunityId: string, mandateType: MandateType, mandateMode: MandateMode, mandateStatus: MandateStatus, mandateStatusCode: string | null, mandateStatusDescription: string | null, statusMessage: string, redirectUrl: string | null, requestId: string | null, reference1: string | null, isSignUploaded: boolean, amountType: MandateAmountType | null, amount: number | null, frequency: MandateFrequency | null, startDate: string | null, endDate: string | null, mobileNumber: string | null, email: string | null, vpa: string | null, bankAccountId: string | null, isActive: boolean, createdOn: string }, document: { id: string, opportunityId: string, signatoryId: string | null, documentName: string | null, documentType: DocumentCategory, documentSubType: DocumentSubType, documentMode: DocumentUploadMode | null, documentSource: DocumentSource | null, offlineAcceptance: boolean | null, cseL1Status: DocumentStatus | null, cseL1Remarks: string | null, cseL2Status: DocumentStatus | null, cseL2Remarks: string | null, status: DocumentStatus, uniqueIdentifier: string | null, verifiedThroughOnlinePortal: boolean | null, createdOn: string, documentPages: Array<{ pageNumber: number, fileName: string | null, contentType: string | null, url: string }>, latLng: { latitude: number, longitude: number } | null } } };

export type MasterStateListQueryVariables = Exact<{
  input: MasterStateListInput;
}>;


export type MasterStateListQuery = { masterStateList: { states: Array<{ stateCode: string, gstStateCode: string, name: string }> } };

export type CityListQueryVariables = Exact<{
  input: CityListInput;
}>;


export type CityListQuery = { cityList: { cityList: Array<{ id: string, name: string, district: string | null, stateCode: string }> } };

export type CityDetailsQueryVariables = Exact<{
  input: CityDetailsInput;
}>;


export type CityDetailsQuery = { cityDetails: { city: { id: string, name: string, district: string | null, stateCode: string }, state: { stateCode: string, gstStateCode: string, name: string } } };

export type StateAndCityNameQueryVariables = Exact<{
  input: StateAndCityNameInput;
}>;


export type StateAndCityNameQuery = { stateAndCityName: { stateName: string, cityName: string, cityId: string | null } };

export type StateAndCityNameFromCityIdQueryVariables = Exact<{
  input: StateAndCityNameFromCityIdInput;
}>;


export type StateAndCityNameFromCityIdQuery = { stateAndCityNameFromCityId: { stateName: string, stateCode: string, cityName: string } };

export type PincodeDetailsQueryVariables = Exact<{
  input: PincodeDetailsInput;
}>;


export type PincodeDetailsQuery = { pincodeDetails: { pinCode: string, state: { stateCode: string, name: string } | null, city: { id: string, name: string, stateCode: string } | null } };

export type LocateMeAddressQueryVariables = Exact<{
  input: LocateMeAddressInput;
}>;


export type LocateMeAddressQuery = { locateMeAddress: { address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } } };

export type MasterMccListQueryVariables = Exact<{
  input: MasterMccListInput;
}>;


export type MasterMccListQuery = { masterMccList: { mccList: Array<{ mccCode: string, categoryType: string, categoryLabel: string, subCategoryType: string, subCategoryLabel: string, merchantCategory: string, riskCategory: string }> } };

export type MerchantAddressFieldsFragment = { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null };

export type MerchantAccountFieldsFragment = { id: string, panNumber: string, ownershipType: OwnershipType, accountType: BusinessType | null, lmsId: string | null, dateOfIncorporation: string | null, mobileNumber: string | null, email: string | null, revenue: number | null, gstin: string | null, udyamNumber: string | null, weeklySettlementUpperLimit: number | null, businessProofType: BusinessProofOption | null, businessProofNumber: string | null, isEditable: boolean, createdOn: string, modifiedOn: string, profile: { name: string, legalName: string, isBlocked: boolean, isExisting: boolean, blockedOn: string | null, allowedOn: string | null }, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, storeAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null };

export type MerchantMccFieldsFragment = { id: string, accountId: string, businessCategoryType: string, businessSubCategoryType: string, merchantCategory: string, mccCode: string, isMCCManualEntry: boolean, riskCategory: string | null, isEditable: boolean };

export type MerchantContactFieldsFragment = { id: string, accountId: string, leadName: string, designation: PersonRelation | null, isPrimary: boolean, dateOfBirth: string | null, mobileNumber: string, email: string | null, isEditable: boolean };

export type BillingEntityFieldsFragment = { id: string, merchantId: string, businessName: string, nameToBePrintedOnPO: string | null, kycDocumentType: DocumentSubType | null, kycDocumentNo: string | null, beneficiaryId: string | null, isEditable: boolean, businessAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null };

export type MerchantSignatoryFieldsFragment = { id: string, accountId: string, kind: SignatoryKind, panNumber: string, panName: string | null, individualKycType: IdentityType | null, stakePercentage: number | null, kycCompleted: boolean, isPrimaryContact: boolean, dateOfBirth: string | null, isKycSubmitted: boolean, mobileNumber: string | null, email: string | null, isEditable: boolean };

export type MerchantAccountDetailsQueryVariables = Exact<{
  input: MerchantAccountDetailsInput;
}>;


export type MerchantAccountDetailsQuery = { merchantAccountDetails: { merchantAccount: { id: string, panNumber: string, ownershipType: OwnershipType, accountType: BusinessType | null, lmsId: string | null, dateOfIncorporation: string | null, mobileNumber: string | null, email: string | null, revenue: number | null, gstin: string | null, udyamNumber: string | null, weeklySettlementUpperLimit: number | null, businessProofType: BusinessProofOption | null, businessProofNumber: string | null, isEditable: boolean, createdOn: string, modifiedOn: string, profile: { name: string, legalName: string, isBlocked: boolean, isExisting: boolean, blockedOn: string | null, allowedOn: string | null }, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, storeAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null } } };

export type MerchantMccAndContactDataQueryVariables = Exact<{
  input: MerchantMccAndContactDataInput;
}>;


export type MerchantMccAndContactDataQuery = { merchantMccAndContactData: { mcc: { id: string, accountId: string, businessCategoryType: string, businessSubCategoryType: string, merchantCategory: string, mccCode: string, isMCCManualEntry: boolean, riskCategory: string | null, isEditable: boolean } | null, primaryContact: { id: string, accountId: string, leadName: string, designation: PersonRelation | null, isPrimary: boolean, dateOfBirth: string | null, mobileNumber: string, email: string | null, isEditable: boolean } | null, contacts: Array<{ id: string, accountId: string, leadName: string, designation: PersonRelation | null, isPrimary: boolean, dateOfBirth: string | null, mobileNumber: string, email: string | null, isEditable: boolean }> } };

export type MerchantFilterQueryVariables = Exact<{
  input: MerchantFilterInput;
}>;


export type MerchantFilterQuery = { merchantFilter: { merchants: Array<{ id: string, panNumber: string, ownershipType: OwnershipType, accountType: BusinessType | null, lmsId: string | null, dateOfIncorporation: string | null, mobileNumber: string | null, email: string | null, revenue: number | null, gstin: string | null, udyamNumber: string | null, weeklySettlementUpperLimit: number | null, businessProofType: BusinessProofOption | null, businessProofNumber: string | null, isEditable: boolean, createdOn: string, modifiedOn: string, profile: { name: string, legalName: string, isBlocked: boolean, isExisting: boolean, blockedOn: string | null, allowedOn: string | null }, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, storeAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null }>, pageInfo: { page: number, size: number, totalElements: number, hasMore: boolean } } };

export type ContactListQueryVariables = Exact<{
  input: ContactListInput;
}>;


export type ContactListQuery = { contactList: { contacts: Array<{ id: string, accountId: string, leadName: string, designation: PersonRelation | null, isPrimary: boolean, dateOfBirth: string | null, mobileNumber: string, email: string | null, isEditable: boolean }>, pageInfo: { page: number, size: number, totalElements: number, hasMore: boolean } } };

export type GetFilteredBillingEntitiesQueryVariables = Exact<{
  input: GetFilteredBillingEntitiesInput;
}>;


export type GetFilteredBillingEntitiesQuery = { getFilteredBillingEntities: { totalCount: number, billingEntities: Array<{ id: string, merchantId: string, businessName: string, nameToBePrintedOnPO: string | null, kycDocumentType: DocumentSubType | null, kycDocumentNo: string | null, beneficiaryId: string | null, isEditable: boolean, businessAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null }> } };

export type BillingEntityQueryVariables = Exact<{
  input: BillingEntityInput;
}>;


export type BillingEntityQuery = { billingEntity: { billingEntity: { id: string, merchantId: string, businessName: string, nameToBePrintedOnPO: string | null, kycDocumentType: DocumentSubType | null, kycDocumentNo: string | null, beneficiaryId: string | null, isEditable: boolean, businessAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null } } };

export type MerchantSignatoryInfoQueryVariables = Exact<{
  input: MerchantSignatoryInfoInput;
}>;


export type MerchantSignatoryInfoQuery = { merchantSignatoryInfo: { allKycCompleted: boolean, signatories: Array<{ id: string, accountId: string, kind: SignatoryKind, panNumber: string, panName: string | null, individualKycType: IdentityType | null, stakePercentage: number | null, kycCompleted: boolean, isPrimaryContact: boolean, dateOfBirth: string | null, isKycSubmitted: boolean, mobileNumber: string | null, email: string | null, isEditable: boolean }> } };

export type EditableIdsQueryVariables = Exact<{
  input: EditableIdsInput;
}>;


export type EditableIdsQuery = { editableIds: { entityName: EditableEntityName, editableIds: Array<string>, entries: Array<{ id: string, isEditable: boolean }> } };

export type MccsFromGstinQueryVariables = Exact<{
  input: MccsFromGstinInput;
}>;


export type MccsFromGstinQuery = { mccsFromGSTIN: { gstin: string, natureOfBusiness: Array<string>, mccList: Array<{ mccCode: string, categoryType: string, categoryLabel: string, subCategoryType: string, subCategoryLabel: string, merchantCategory: string, riskCategory: string }> } };

export type ExtractMccsQueryVariables = Exact<{
  input: ExtractMccsInput;
}>;


export type ExtractMccsQuery = { extractMccs: { mccList: Array<{ mccCode: string, categoryType: string, categoryLabel: string, subCategoryType: string, subCategoryLabel: string, merchantCategory: string, riskCategory: string }> } };

export type CreateMerchantMutationVariables = Exact<{
  input: CreateMerchantInput;
}>;


export type CreateMerchantMutation = { createMerchant: { id: string, merchantAccount: { id: string, panNumber: string, ownershipType: OwnershipType, accountType: BusinessType | null, lmsId: string | null, dateOfIncorporation: string | null, mobileNumber: string | null, email: string | null, revenue: number | null, gstin: string | null, udyamNumber: string | null, weeklySettlementUpperLimit: number | null, businessProofType: BusinessProofOption | null, businessProofNumber: string | null, isEditable: boolean, createdOn: string, modifiedOn: string, profile: { name: string, legalName: string, isBlocked: boolean, isExisting: boolean, blockedOn: string | null, allowedOn: string | null }, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, storeAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null }, mcc: { id: string, accountId: string, businessCategoryType: string, businessSubCategoryType: string, merchantCategory: string, mccCode: string, isMCCManualEntry: boolean, riskCategory: string | null, isEditable: boolean } | null, primaryContact: { id: string, accountId: string, leadName: string, designation: PersonRelation | null, isPrimary: boolean, dateOfBirth: string | null, mobileNumber: string, email: string | null, isEditable: boolean } | null, billingEntity: { id: string, merchantId: string, businessName: string, nameToBePrintedOnPO: string | null, kycDocumentType: DocumentSubType | null, kycDocumentNo: string | null, beneficiaryId: string | null, isEditable: boolean, businessAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null } | null } };

export type UpdateMerchantMutationVariables = Exact<{
  input: UpdateMerchantInput;
}>;


export type UpdateMerchantMutation = { updateMerchant: { isUpdated: boolean, merchantAccount: { id: string, panNumber: string, ownershipType: OwnershipType, accountType: BusinessType | null, lmsId: string | null, dateOfIncorporation: string | null, mobileNumber: string | null, email: string | null, revenue: number | null, gstin: string | null, udyamNumber: string | null, weeklySettlementUpperLimit: number | null, businessProofType: BusinessProofOption | null, businessProofNumber: string | null, isEditable: boolean, createdOn: string, modifiedOn: string, profile: { name: string, legalName: string, isBlocked: boolean, isExisting: boolean, blockedOn: string | null, allowedOn: string | null }, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, storeAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null } } };

export type CreateMerchantContactMutationVariables = Exact<{
  input: CreateMerchantContactInput;
}>;


export type CreateMerchantContactMutation = { createMerchantContact: { id: string, contact: { id: string, accountId: string, leadName: string, designation: PersonRelation | null, isPrimary: boolean, dateOfBirth: string | null, mobileNumber: string, email: string | null, isEditable: boolean } } };

export type UpdateMerchantContactMutationVariables = Exact<{
  input: UpdateMerchantContactInput;
}>;


export type UpdateMerchantContactMutation = { updateMerchantContact: { contact: { id: string, accountId: string, leadName: string, designation: PersonRelation | null, isPrimary: boolean, dateOfBirth: string | null, mobileNumber: string, email: string | null, isEditable: boolean } } };

export type CreateMerchantAccountMccMutationVariables = Exact<{
  input: CreateMerchantAccountMccInput;
}>;


export type CreateMerchantAccountMccMutation = { createMerchantAccountMcc: { id: string, mcc: { id: string, accountId: string, businessCategoryType: string, businessSubCategoryType: string, merchantCategory: string, mccCode: string, isMCCManualEntry: boolean, riskCategory: string | null, isEditable: boolean } } };

export type UpdateMerchantMccMutationVariables = Exact<{
  input: UpdateMerchantMccInput;
}>;


export type UpdateMerchantMccMutation = { updateMerchantMCC: { mcc: { id: string, accountId: string, businessCategoryType: string, businessSubCategoryType: string, merchantCategory: string, mccCode: string, isMCCManualEntry: boolean, riskCategory: string | null, isEditable: boolean } } };

export type CreateBillingEntityMutationVariables = Exact<{
  input: CreateBillingEntityInput;
}>;


export type CreateBillingEntityMutation = { createBillingEntity: { id: string, billingEntity: { id: string, merchantId: string, businessName: string, nameToBePrintedOnPO: string | null, kycDocumentType: DocumentSubType | null, kycDocumentNo: string | null, beneficiaryId: string | null, isEditable: boolean, businessAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null } } };

export type UpdateBillingEntityMutationVariables = Exact<{
  input: UpdateBillingEntityInput;
}>;


export type UpdateBillingEntityMutation = { updateBillingEntity: { billingEntity: { id: string, merchantId: string, businessName: string, nameToBePrintedOnPO: string | null, kycDocumentType: DocumentSubType | null, kycDocumentNo: string | null, beneficiaryId: string | null, isEditable: boolean, businessAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null } } };

export type CreateMerchantSignatoryInfoMutationVariables = Exact<{
  input: CreateMerchantSignatoryInfoInput;
}>;


export type CreateMerchantSignatoryInfoMutation = { createMerchantSignatoryInfo: { id: string, signatory: { id: string, accountId: string, kind: SignatoryKind, panNumber: string, panName: string | null, individualKycType: IdentityType | null, stakePercentage: number | null, kycCompleted: boolean, isPrimaryContact: boolean, dateOfBirth: string | null, isKycSubmitted: boolean, mobileNumber: string | null, email: string | null, isEditable: boolean } } };

export type UpdateMerchantSignatoryInfoMutationVariables = Exact<{
  input: UpdateMerchantSignatoryInfoInput;
}>;


export type UpdateMerchantSignatoryInfoMutation = { updateMerchantSignatoryInfo: { signatory: { id: string, accountId: string, kind: SignatoryKind, panNumber: string, panName: string | null, individualKycType: IdentityType | null, stakePercentage: number | null, kycCompleted: boolean, isPrimaryContact: boolean, dateOfBirth: string | null, isKycSubmitted: boolean, mobileNumber: string | null, email: string | null, isEditable: boolean } } };

export type DeleteMerchantSignatoryInfoMutationVariables = Exact<{
  input: DeleteMerchantSignatoryInfoInput;
}>;


export type DeleteMerchantSignatoryInfoMutation = { deleteMerchantSignatoryInfo: { isDeleted: boolean, id: string } };

export type PartnershipKycStep_SaveMutationVariables = Exact<{
  input: SaveMerchantSignatoriesInput;
}>;


export type PartnershipKycStep_SaveMutation = { saveMerchantSignatories: { removedIds: Array<string>, allKycCompleted: boolean, signatories: Array<{ id: string, accountId: string, kind: SignatoryKind, panNumber: string, panName: string | null, individualKycType: IdentityType | null, stakePercentage: number | null, kycCompleted: boolean, isPrimaryContact: boolean, dateOfBirth: string | null, isKycSubmitted: boolean, mobileNumber: string | null, email: string | null, isEditable: boolean }> } };

export type CreateOpportunityScreen_MerchantFragment = { id: string, panNumber: string, mobileNumber: string | null, profile: { name: string, legalName: string }, address: { city: string | null } | null };

export type CreateOpportunityScreen_MerchantsQueryVariables = Exact<{
  input: MerchantFilterInput;
}>;


export type CreateOpportunityScreen_MerchantsQuery = { merchantFilter: { merchants: Array<{ id: string, panNumber: string, mobileNumber: string | null, profile: { name: string, legalName: string }, address: { city: string | null } | null }>, pageInfo: { totalElements: number, hasMore: boolean } } };

export type BusinessDetailsStepQueryVariables = Exact<{
  input: BusinessDetailsStepInput;
}>;


export type BusinessDetailsStepQuery = { businessDetailsStep: { businessDetails: { accountId: string | null, name: string | null, legalName: string | null, ownershipType: OwnershipType | null, accountType: BusinessType | null, revenue: number | null, dateOfIncorporation: string | null, email: string | null, weeklySettlementUpperLimit: number | null, contactName: string | null, mobileNumber: string | null, storeAtBusinessAddress: boolean | null, billingAtBusinessAddress: boolean | null, businessProofType: BusinessProofOption | null, businessProofNumber: string | null, businessProofNameConfirmed: boolean | null, gstin: string | null, udyamNumber: string | null, mccCode: string | null, isMCCManualEntry: boolean | null, licenceNumber: string | null, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, storeAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, billingAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null } } };

export type BusinessDetailsStep_SaveMutationVariables = Exact<{
  input: SaveBusinessDetailsInput;
}>;


export type BusinessDetailsStep_SaveMutation = { saveBusinessDetails: { opportunityId: string, merchantAccount: { id: string, panNumber: string, ownershipType: OwnershipType, accountType: BusinessType | null, lmsId: string | null, dateOfIncorporation: string | null, mobileNumber: string | null, email: string | null, revenue: number | null, gstin: string | null, udyamNumber: string | null, weeklySettlementUpperLimit: number | null, businessProofType: BusinessProofOption | null, businessProofNumber: string | null, isEditable: boolean, createdOn: string, modifiedOn: string, profile: { name: string, legalName: string, isBlocked: boolean, isExisting: boolean, blockedOn: string | null, allowedOn: string | null }, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, storeAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null }, mcc: { id: string, accountId: string, businessCategoryType: string, businessSubCategoryType: string, merchantCategory: string, mccCode: string, isMCCManualEntry: boolean, riskCategory: string | null, isEditable: boolean }, primaryContact: { id: string, accountId: string, leadName: string, designation: PersonRelation | null, isPrimary: boolean, dateOfBirth: string | null, mobileNumber: string, email: string | null, isEditable: boolean }, billingEntity: { id: string, merchantId: string, businessName: string, nameToBePrintedOnPO: string | null, kycDocumentType: DocumentSubType | null, kycDocumentNo: string | null, beneficiaryId: string | null, isEditable: boolean, businessAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null } } };

export type OnboardingStepFieldsFragment = { id: string, name: string, label: string, type: StepType, skippable: boolean, hitAllNachApi: boolean, isComplete: boolean, order: number, displayStatus: StepDisplayStatus, canSave: boolean, editableConfig: { editable: boolean } };

export type MerchantOnboardingStateFieldsFragment = { stateDataId: string, idType: OnboardingIdType, configVersion: string, flow: OnboardingFlow, opportunityId: number | null, stepsCount: number, totalSteps: number, steps: Array<{ id: string, name: string, label: string, type: StepType, skippable: boolean, hitAllNachApi: boolean, isComplete: boolean, order: number, displayStatus: StepDisplayStatus, canSave: boolean, editableConfig: { editable: boolean } }> };

export type MerchantOnboardingStateV2QueryVariables = Exact<{
  input: MerchantOnboardingStateV2Input;
}>;


export type MerchantOnboardingStateV2Query = { merchantOnboardingStateV2: { stateDataId: string, idType: OnboardingIdType, configVersion: string, flow: OnboardingFlow, opportunityId: number | null, stepsCount: number, totalSteps: number, steps: Array<{ id: string, name: string, label: string, type: StepType, skippable: boolean, hitAllNachApi: boolean, isComplete: boolean, order: number, displayStatus: StepDisplayStatus, canSave: boolean, editableConfig: { editable: boolean } }> } };

export type CreateMerchantOnboardingStateMutationVariables = Exact<{
  input: CreateMerchantOnboardingStateInput;
}>;


export type CreateMerchantOnboardingStateMutation = { createMerchantOnboardingState: { merchantOnboardingState: { stateDataId: string, idType: OnboardingIdType, configVersion: string, flow: OnboardingFlow, opportunityId: number | null, stepsCount: number, totalSteps: number, steps: Array<{ id: string, name: string, label: string, type: StepType, skippable: boolean, hitAllNachApi: boolean, isComplete: boolean, order: number, displayStatus: StepDisplayStatus, canSave: boolean, editableConfig: { editable: boolean } }> } } };

export type UpdateMerchantOnboardingStateMutationVariables = Exact<{
  input: UpdateMerchantOnboardingStateInput;
}>;


export type UpdateMerchantOnboardingStateMutation = { updateMerchantOnboardingState: { merchantOnboardingState: { stateDataId: string, idType: OnboardingIdType, configVersion: string, flow: OnboardingFlow, opportunityId: number | null, stepsCount: number, totalSteps: number, steps: Array<{ id: string, name: string, label: string, type: StepType, skippable: boolean, hitAllNachApi: boolean, isComplete: boolean, order: number, displayStatus: StepDisplayStatus, canSave: boolean, editableConfig: { editable: boolean } }> } } };

export type FormReleaseStepQueryVariables = Exact<{
  input: FormReleaseStepInput;
}>;


export type FormReleaseStepQuery = { formReleaseStep: { version: number, configVersion: string, definition: unknown, rules: unknown } };

export type OpportunityFieldsFragment = { id: string, leadId: string | null, accountId: string | null, status: OpportunityStatus, name: string, category: string | null, queryCode: string | null, createdOn: string, modifiedOn: string, ownerType: OwnerType, primaryBillingEntityId: string | null, primaryStoreId: string | null, bankAccountId: string | null, accountMccId: string | null, crmRefId: string | null, contactId: string | null, isExistingMerchant: boolean, annualturnoverpreviousfinancialyr: number | null, paymentType: PaymentType | null, totalAmount: number | null, acquirer: string | null, deploymentStatus: OpportunityDeploymentStatus | null, regeneratePO: boolean | null, sponsorMerchantMappingId: string | null, aggregatorProductCount: number | null, nachSubmitted: boolean, opportunitySubmitted: boolean, mdpOnboardingStatus: IntegrationStatus | null, pricingApprovalComment: string | null, approvalStatus: ApprovalStatus | null, stageName: string | null, pageStage: PageStage | null, poNumber: string | null, lmsID: string | null, oldDeploymentFlow: boolean | null, cseL1CaseStatus: CseCaseStatus | null, rblIntegrationStatus: IntegrationStatus | null, allVASCheck: boolean | null, isProductEditableFromSA: boolean | null, settlementCycle: SettlementCycle | null, closedAs: OpportunityClosure | null, lostReason: LeadLostReason | null, closureRemarks: string | null, cseRejectionData: { cseRejectReason: string | null, cseRejectSubReason: string | null, rejectionComments: string | null } | null, kyc: { url: string | null, expiry: string | null } | null, purchaseOrder: { poLink: string | null, poActivationStatus: PoActivationStatus | null, offlinePOGeneration: boolean | null, sendOnlineAcceptance: boolean | null, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, applicationStatus: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus | null, rectifyPoEligible: boolean | null, rectifyPo: boolean | null, poRemarks: string | null } | null };

export type OpportunityDocumentFieldsFragment = { id: string, opportunityId: string, signatoryId: string | null, documentName: string | null, documentType: DocumentCategory, documentSubType: DocumentSubType, documentMode: DocumentUploadMode | null, documentSource: DocumentSource | null, offlineAcceptance: boolean | null, cseL1Status: DocumentStatus | null, cseL1Remarks: string | null, cseL2Status: DocumentStatus | null, cseL2Remarks: string | null, status: DocumentStatus, uniqueIdentifier: string | null, verifiedThroughOnlinePortal: boolean | null, createdOn: string, documentPages: Array<{ pageNumber: number, fileName: string | null, contentType: string | null, url: string }>, latLng: { latitude: number, longitude: number } | null };

export type OpportunityPaymentRecordFieldsFragment = { id: string, opportunityId: string, paymentMode: PaymentMode, bankName: string | null, collectionDate: string | null, depositDate: string | null, amount: number, status: PaymentRecordStatus, invoiceTxnRefNo: string | null, initiationTime: string | null, proofDocumentId: string | null };

export type OpportunityQueryVariables = Exact<{
  input: OpportunityInput;
}>;


export type OpportunityQuery = { opportunity: { opportunity: { id: string, leadId: string | null, accountId: string | null, status: OpportunityStatus, name: string, category: string | null, queryCode: string | null, createdOn: string, modifiedOn: string, ownerType: OwnerType, primaryBillingEntityId: string | null, primaryStoreId: string | null, bankAccountId: string | null, accountMccId: string | null, crmRefId: string | null, contactId: string | null, isExistingMerchant: boolean, annualturnoverpreviousfinancialyr: number | null, paymentType: PaymentType | null, totalAmount: number | null, acquirer: string | null, deploymentStatus: OpportunityDeploymentStatus | null, regeneratePO: boolean | null, sponsorMerchantMappingId: string | null, aggregatorProductCount: number | null, nachSubmitted: boolean, opportunitySubmitted: boolean, mdpOnboardingStatus: IntegrationStatus | null, pricingApprovalComment: string | null, approvalStatus: ApprovalStatus | null, stageName: string | null, pageStage: PageStage | null, poNumber: string | null, lmsID: string | null, oldDeploymentFlow: boolean | null, cseL1CaseStatus: CseCaseStatus | null, rblIntegrationStatus: IntegrationStatus | null, allVASCheck: boolean | null, isProductEditableFromSA: boolean | null, settlementCycle: SettlementCycle | null, closedAs: OpportunityClosure | null, lostReason: LeadLostReason | null, closureRemarks: string | null, cseRejectionData: { cseRejectReason: string | null, cseRejectSubReason: string | null, rejectionComments: string | null } | null, kyc: { url: string | null, expiry: string | null } | null, purchaseOrder: { poLink: string | null, poActivationStatus: PoActivationStatus | null, offlinePOGeneration: boolean | null, sendOnlineAcceptance: boolean | null, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, applicationStatus: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus | null, rectifyPoEligible: boolean | null, rectifyPo: boolean | null, poRemarks: string | null } | null } } };

export type OpportunityDocumentsQueryVariables = Exact<{
  input: OpportunityDocumentsInput;
}>;


export type OpportunityDocumentsQuery = { opportunityDocuments: { documents: Array<{ id: string, opportunityId: string, signatoryId: string | null, documentName: string | null, documentType: DocumentCategory, documentSubType: DocumentSubType, documentMode: DocumentUploadMode | null, documentSource: DocumentSource | null, offlineAcceptance: boolean | null, cseL1Status: DocumentStatus | null, cseL1Remarks: string | null, cseL2Status: DocumentStatus | null, cseL2Remarks: string | null, status: DocumentStatus, uniqueIdentifier: string | null, verifiedThroughOnlinePortal: boolean | null, createdOn: string, documentPages: Array<{ pageNumber: number, fileName: string | null, contentType: string | null, url: string }>, latLng: { latitude: number, longitude: number } | null }> } };

export type OpportunityListQueryVariables = Exact<{
  input: OpportunityListInput;
}>;


export type OpportunityListQuery = { opportunityList: { opportunities: Array<{ id: string, leadId: string | null, accountId: string | null, status: OpportunityStatus, name: string, category: string | null, queryCode: string | null, createdOn: string, modifiedOn: string, ownerType: OwnerType, primaryBillingEntityId: string | null, primaryStoreId: string | null, bankAccountId: string | null, accountMccId: string | null, crmRefId: string | null, contactId: string | null, isExistingMerchant: boolean, annualturnoverpreviousfinancialyr: number | null, paymentType: PaymentType | null, totalAmount: number | null, acquirer: string | null, deploymentStatus: OpportunityDeploymentStatus | null, regeneratePO: boolean | null, sponsorMerchantMappingId: string | null, aggregatorProductCount: number | null, nachSubmitted: boolean, opportunitySubmitted: boolean, mdpOnboardingStatus: IntegrationStatus | null, pricingApprovalComment: string | null, approvalStatus: ApprovalStatus | null, stageName: string | null, pageStage: PageStage | null, poNumber: string | null, lmsID: string | null, oldDeploymentFlow: boolean | null, cseL1CaseStatus: CseCaseStatus | null, rblIntegrationStatus: IntegrationStatus | null, allVASCheck: boolean | null, isProductEditableFromSA: boolean | null, settlementCycle: SettlementCycle | null, closedAs: OpportunityClosure | null, lostReason: LeadLostReason | null, closureRemarks: string | null, cseRejectionData: { cseRejectReason: string | null, cseRejectSubReason: string | null, rejectionComments: string | null } | null, kyc: { url: string | null, expiry: string | null } | null, purchaseOrder: { poLink: string | null, poActivationStatus: PoActivationStatus | null, offlinePOGeneration: boolean | null, sendOnlineAcceptance: boolean | null, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, applicationStatus: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus | null, rectifyPoEligible: boolean | null, rectifyPo: boolean | null, poRemarks: string | null } | null }>, pageInfo: { page: number, size: number, totalElements: number, hasMore: boolean } } };

export type GetOpportunityPaymentStatusQueryVariables = Exact<{
  input: GetOpportunityPaymentStatusInput;
}>;


export type GetOpportunityPaymentStatusQuery = { getOpportunityPaymentStatus: { paymentId: string | null, status: PaymentRecordStatus | null, isPaymentComplete: boolean, amountPaid: number, amountPayable: number, paymentRecords: Array<{ id: string, opportunityId: string, paymentMode: PaymentMode, bankName: string | null, collectionDate: string | null, depositDate: string | null, amount: number, status: PaymentRecordStatus, invoiceTxnRefNo: string | null, initiationTime: string | null, proofDocumentId: string | null }> } };

export type ValidateVpaQueryVariables = Exact<{
  input: ValidateVpaInput;
}>;


export type ValidateVpaQuery = { validateVPA: { vpa: string, isValid: boolean, isAutoPayEligible: boolean, accountHolderName: string | null, failureReason: string | null } };

export type CreateOpportunityMutationVariables = Exact<{
  input: CreateOpportunityInput;
}>;


export type CreateOpportunityMutation = { createOpportunity: { id: string, opportunity: { id: string, leadId: string | null, accountId: string | null, status: OpportunityStatus, name: string, category: string | null, queryCode: string | null, createdOn: string, modifiedOn: string, ownerType: OwnerType, primaryBillingEntityId: string | null, primaryStoreId: string | null, bankAccountId: string | null, accountMccId: string | null, crmRefId: string | null, contactId: string | null, isExistingMerchant: boolean, annualturnoverpreviousfinancialyr: number | null, paymentType: PaymentType | null, totalAmount: number | null, acquirer: string | null, deploymentStatus: OpportunityDeploymentStatus | null, regeneratePO: boolean | null, sponsorMerchantMappingId: string | null, aggregatorProductCount: number | null, nachSubmitted: boolean, opportunitySubmitted: boolean, mdpOnboardingStatus: IntegrationStatus | null, pricingApprovalComment: string | null, approvalStatus: ApprovalStatus | null, stageName: string | null, pageStage: PageStage | null, poNumber: string | null, lmsID: string | null, oldDeploymentFlow: boolean | null, cseL1CaseStatus: CseCaseStatus | null, rblIntegrationStatus: IntegrationStatus | null, allVASCheck: boolean | null, isProductEditableFromSA: boolean | null, settlementCycle: SettlementCycle | null, closedAs: OpportunityClosure | null, lostReason: LeadLostReason | null, closureRemarks: string | null, cseRejectionData: { cseRejectReason: string | null, cseRejectSubReason: string | null, rejectionComments: string | null } | null, kyc: { url: string | null, expiry: string | null } | null, purchaseOrder: { poLink: string | null, poActivationStatus: PoActivationStatus | null, offlinePOGeneration: boolean | null, sendOnlineAcceptance: boolean | null, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, applicationStatus: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus | null, rectifyPoEligible: boolean | null, rectifyPo: boolean | null, poRemarks: string | null } | null } } };

export type UpdateOpportunityMutationVariables = Exact<{
  input: UpdateOpportunityInput;
}>;


export type UpdateOpportunityMutation = { updateOpportunity: { isUpdated: boolean, opportunity: { id: string, leadId: string | null, accountId: string | null, status: OpportunityStatus, name: string, category: string | null, queryCode: string | null, createdOn: string, modifiedOn: string, ownerType: OwnerType, primaryBillingEntityId: string | null, primaryStoreId: string | null, bankAccountId: string | null, accountMccId: string | null, crmRefId: string | null, contactId: string | null, isExistingMerchant: boolean, annualturnoverpreviousfinancialyr: number | null, paymentType: PaymentType | null, totalAmount: number | null, acquirer: string | null, deploymentStatus: OpportunityDeploymentStatus | null, regeneratePO: boolean | null, sponsorMerchantMappingId: string | null, aggregatorProductCount: number | null, nachSubmitted: boolean, opportunitySubmitted: boolean, mdpOnboardingStatus: IntegrationStatus | null, pricingApprovalComment: string | null, approvalStatus: ApprovalStatus | null, stageName: string | null, pageStage: PageStage | null, poNumber: string | null, lmsID: string | null, oldDeploymentFlow: boolean | null, cseL1CaseStatus: CseCaseStatus | null, rblIntegrationStatus: IntegrationStatus | null, allVASCheck: boolean | null, isProductEditableFromSA: boolean | null, settlementCycle: SettlementCycle | null, closedAs: OpportunityClosure | null, lostReason: LeadLostReason | null, closureRemarks: string | null, cseRejectionData: { cseRejectReason: string | null, cseRejectSubReason: string | null, rejectionComments: string | null } | null, kyc: { url: string | null, expiry: string | null } | null, purchaseOrder: { poLink: string | null, poActivationStatus: PoActivationStatus | null, offlinePOGeneration: boolean | null, sendOnlineAcceptance: boolean | null, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, applicationStatus: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus | null, rectifyPoEligible: boolean | null, rectifyPo: boolean | null, poRemarks: string | null } | null } } };

export type ReviewOpportunityMutationVariables = Exact<{
  input: ReviewOpportunityInput;
}>;


export type ReviewOpportunityMutation = { reviewOpportunity: { opportunitySubmitted: boolean, opportunity: { id: string, leadId: string | null, accountId: string | null, status: OpportunityStatus, name: string, category: string | null, queryCode: string | null, createdOn: string, modifiedOn: string, ownerType: OwnerType, primaryBillingEntityId: string | null, primaryStoreId: string | null, bankAccountId: string | null, accountMccId: string | null, crmRefId: string | null, contactId: string | null, isExistingMerchant: boolean, annualturnoverpreviousfinancialyr: number | null, paymentType: PaymentType | null, totalAmount: number | null, acquirer: string | null, deploymentStatus: OpportunityDeploymentStatus | null, regeneratePO: boolean | null, sponsorMerchantMappingId: string | null, aggregatorProductCount: number | null, nachSubmitted: boolean, opportunitySubmitted: boolean, mdpOnboardingStatus: IntegrationStatus | null, pricingApprovalComment: string | null, approvalStatus: ApprovalStatus | null, stageName: string | null, pageStage: PageStage | null, poNumber: string | null, lmsID: string | null, oldDeploymentFlow: boolean | null, cseL1CaseStatus: CseCaseStatus | null, rblIntegrationStatus: IntegrationStatus | null, allVASCheck: boolean | null, isProductEditableFromSA: boolean | null, settlementCycle: SettlementCycle | null, closedAs: OpportunityClosure | null, lostReason: LeadLostReason | null, closureRemarks: string | null, cseRejectionData: { cseRejectReason: string | null, cseRejectSubReason: string | null, rejectionComments: string | null } | null, kyc: { url: string | null, expiry: string | null } | null, purchaseOrder: { poLink: string | null, poActivationStatus: PoActivationStatus | null, offlinePOGeneration: boolean | null, sendOnlineAcceptance: boolean | null, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, applicationStatus: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus | null, rectifyPoEligible: boolean | null, rectifyPo: boolean | null, poRemarks: string | null } | null } } };

export type CreateOpportunityDocumentMutationVariables = Exact<{
  input: CreateOpportunityDocumentInput;
}>;


export type CreateOpportunityDocumentMutation = { createOpportunityDocument: { id: string, document: { id: string, opportunityId: string, signatoryId: string | null, documentName: string | null, documentType: DocumentCategory, documentSubType: DocumentSubType, documentMode: DocumentUploadMode | null, documentSource: DocumentSource | null, offlineAcceptance: boolean | null, cseL1Status: DocumentStatus | null, cseL1Remarks: string | null, cseL2Status: DocumentStatus | null, cseL2Remarks: string | null, status: DocumentStatus, uniqueIdentifier: string | null, verifiedThroughOnlinePortal: boolean | null, createdOn: string, documentPages: Array<{ pageNumber: number, fileName: string | null, contentType: string | null, url: string }>, latLng: { latitude: number, longitude: number } | null } } };

export type CreateOpportunityDocumentsMutationVariables = Exact<{
  input: CreateOpportunityDocumentsInput;
}>;


export type CreateOpportunityDocumentsMutation = { createOpportunityDocuments: { ids: Array<string>, documents: Array<{ id: string, opportunityId: string, signatoryId: string | null, documentName: string | null, documentType: DocumentCategory, documentSubType: DocumentSubType, documentMode: DocumentUploadMode | null, documentSource: DocumentSource | null, offlineAcceptance: boolean | null, cseL1Status: DocumentStatus | null, cseL1Remarks: string | null, cseL2Status: DocumentStatus | null, cseL2Remarks: string | null, status: DocumentStatus, uniqueIdentifier: string | null, verifiedThroughOnlinePortal: boolean | null, createdOn: string, documentPages: Array<{ pageNumber: number, fileName: string | null, contentType: string | null, url: string }>, latLng: { latitude: number, longitude: number } | null }> } };

export type UpdateOpportunityDocumentMutationVariables = Exact<{
  input: UpdateOpportunityDocumentInput;
}>;


export type UpdateOpportunityDocumentMutation = { updateOpportunityDocument: { document: { id: string, opportunityId: string, signatoryId: string | null, documentName: string | null, documentType: DocumentCategory, documentSubType: DocumentSubType, documentMode: DocumentUploadMode | null, documentSource: DocumentSource | null, offlineAcceptance: boolean | null, cseL1Status: DocumentStatus | null, cseL1Remarks: string | null, cseL2Status: DocumentStatus | null, cseL2Remarks: string | null, status: DocumentStatus, uniqueIdentifier: string | null, verifiedThroughOnlinePortal: boolean | null, createdOn: string, documentPages: Array<{ pageNumber: number, fileName: string | null, contentType: string | null, url: string }>, latLng: { latitude: number, longitude: number } | null } } };

export type DeleteOpportunityDocumentsMutationVariables = Exact<{
  input: DeleteOpportunityDocumentsInput;
}>;


export type DeleteOpportunityDocumentsMutation = { deleteOpportunityDocuments: { isDeleted: boolean, deletedIds: Array<string> } };

export type CreateOpportunityPaymentRecordMutationVariables = Exact<{
  input: CreateOpportunityPaymentRecordInput;
}>;


export type CreateOpportunityPaymentRecordMutation = { createOpportunityPaymentRecord: { id: string, paymentRecord: { id: string, opportunityId: string, paymentMode: PaymentMode, bankName: string | null, collectionDate: string | null, depositDate: string | null, amount: number, status: PaymentRecordStatus, invoiceTxnRefNo: string | null, initiationTime: string | null, proofDocumentId: string | null } } };

export type UpdateOpportunityPaymentRecordMutationVariables = Exact<{
  input: UpdateOpportunityPaymentRecordInput;
}>;


export type UpdateOpportunityPaymentRecordMutation = { updateOpportunityPaymentRecord: { paymentRecord: { id: string, opportunityId: string, paymentMode: PaymentMode, bankName: string | null, collectionDate: string | null, depositDate: string | null, amount: number, status: PaymentRecordStatus, invoiceTxnRefNo: string | null, initiationTime: string | null, proofDocumentId: string | null } } };

export type InitiatePaymentMutationVariables = Exact<{
  input: InitiatePaymentInput;
}>;


export type InitiatePaymentMutation = { initiatePayment: { payLinkUrl: string | null, isEmailSent: boolean, isPaymentInitiated: boolean, paymentId: string | null, redirectPage: string | null } };

export type CreateOliMutationVariables = Exact<{
  input: CreateOliInput;
}>;


export type CreateOliMutation = { createOLI: { isCreated: boolean, totalAmount: number | null, lineItems: Array<{ id: string, productId: string, productName: string, planId: string, planName: string, quantity: number, relatedPlanBundleId: string | null, primeVas: boolean, totalAmount: number | null }> } };

export type PostToSfIntegrationMutationVariables = Exact<{
  input: PostToSfIntegrationInput;
}>;


export type PostToSfIntegrationMutation = { postToSfIntegration: { pushedToSf: boolean } };

export type CacheAccountMutationVariables = Exact<{
  input: CacheAccountInput;
}>;


export type CacheAccountMutation = { cacheAccount: { isCached: boolean, accountId: string } };

export type PurchaseOrderStep_SaveMutationVariables = Exact<{
  input: SavePurchaseOrderInput;
}>;


export type PurchaseOrderStep_SaveMutation = { savePurchaseOrder: { isEmailSent: boolean, purchaseOrder: { poNumber: string, revision: number, paymentType: PaymentType, totalAmount: number, poLink: string | null, offlinePOGeneration: boolean, sendOnlineAcceptance: boolean, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus, acceptedAt: string | null, isFrozen: boolean, poActivationStatus: PoActivationStatus, activationComment: string | null, canRequestActivation: boolean, rectifyPoEligible: boolean, rectifyPo: boolean, poRemarks: string | null } } };

export type CapturePhotoStep_SaveMutationVariables = Exact<{
  input: SaveOpportunityDocumentsInput;
}>;


export type CapturePhotoStep_SaveMutation = { saveOpportunityDocuments: { documents: Array<{ id: string, opportunityId: string, signatoryId: string | null, documentName: string | null, documentType: DocumentCategory, documentSubType: DocumentSubType, documentMode: DocumentUploadMode | null, documentSource: DocumentSource | null, offlineAcceptance: boolean | null, cseL1Status: DocumentStatus | null, cseL1Remarks: string | null, cseL2Status: DocumentStatus | null, cseL2Remarks: string | null, status: DocumentStatus, uniqueIdentifier: string | null, verifiedThroughOnlinePortal: boolean | null, createdOn: string, documentPages: Array<{ pageNumber: number, fileName: string | null, contentType: string | null, url: string }>, latLng: { latitude: number, longitude: number } | null }> } };

export type OtherBusinessDocStep_SaveMutationVariables = Exact<{
  input: SaveOpportunityDocumentsInput;
}>;


export type OtherBusinessDocStep_SaveMutation = { saveOpportunityDocuments: { documents: Array<{ id: string, opportunityId: string, signatoryId: string | null, documentName: string | null, documentType: DocumentCategory, documentSubType: DocumentSubType, documentMode: DocumentUploadMode | null, documentSource: DocumentSource | null, offlineAcceptance: boolean | null, cseL1Status: DocumentStatus | null, cseL1Remarks: string | null, cseL2Status: DocumentStatus | null, cseL2Remarks: string | null, status: DocumentStatus, uniqueIdentifier: string | null, verifiedThroughOnlinePortal: boolean | null, createdOn: string, documentPages: Array<{ pageNumber: number, fileName: string | null, contentType: string | null, url: string }>, latLng: { latitude: number, longitude: number } | null }> } };

export type PurchaseOrderDetailsFieldsFragment = { poNumber: string, revision: number, paymentType: PaymentType, totalAmount: number, poLink: string | null, offlinePOGeneration: boolean, sendOnlineAcceptance: boolean, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus, acceptedAt: string | null, isFrozen: boolean, poActivationStatus: PoActivationStatus, activationComment: string | null, canRequestActivation: boolean, rectifyPoEligible: boolean, rectifyPo: boolean, poRemarks: string | null };

export type PurchaseOrderStepQueryVariables = Exact<{
  input: PurchaseOrderStepInput;
}>;


export type PurchaseOrderStepQuery = { purchaseOrderStep: { paymentType: PaymentType | null, offlinePOGeneration: boolean | null, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, totalAmount: number | null, purchaseOrder: { poNumber: string, revision: number, paymentType: PaymentType, totalAmount: number, poLink: string | null, offlinePOGeneration: boolean, sendOnlineAcceptance: boolean, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus, acceptedAt: string | null, isFrozen: boolean, poActivationStatus: PoActivationStatus, activationComment: string | null, canRequestActivation: boolean, rectifyPoEligible: boolean, rectifyPo: boolean, poRemarks: string | null } | null } };

export type RequestPoActivationMutationVariables = Exact<{
  input: RequestPoActivationInput;
}>;


export type RequestPoActivationMutation = { requestPoActivation: { isEmailSent: boolean, purchaseOrder: { poNumber: string, revision: number, paymentType: PaymentType, totalAmount: number, poLink: string | null, offlinePOGeneration: boolean, sendOnlineAcceptance: boolean, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus, acceptedAt: string | null, isFrozen: boolean, poActivationStatus: PoActivationStatus, activationComment: string | null, canRequestActivation: boolean, rectifyPoEligible: boolean, rectifyPo: boolean, poRemarks: string | null } } };

export type RectifyPurchaseOrderMutationVariables = Exact<{
  input: RectifyPurchaseOrderInput;
}>;


export type RectifyPurchaseOrderMutation = { rectifyPurchaseOrder: { isEmailSent: boolean, purchaseOrder: { poNumber: string, revision: number, paymentType: PaymentType, totalAmount: number, poLink: string | null, offlinePOGeneration: boolean, sendOnlineAcceptance: boolean, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus, acceptedAt: string | null, isFrozen: boolean, poActivationStatus: PoActivationStatus, activationComment: string | null, canRequestActivation: boolean, rectifyPoEligible: boolean, rectifyPo: boolean, poRemarks: string | null } } };

export type PoPaymentStep_SaveMutationVariables = Exact<{
  input: SavePoPaymentInput;
}>;


export type PoPaymentStep_SaveMutation = { savePoPayment: { paymentId: string | null, status: PaymentRecordStatus | null, isPaymentComplete: boolean, amountPaid: number, amountPayable: number, paymentRecords: Array<{ id: string, opportunityId: string, paymentMode: PaymentMode, bankName: string | null, collectionDate: string | null, depositDate: string | null, amount: number, status: PaymentRecordStatus, invoiceTxnRefNo: string | null, initiationTime: string | null, proofDocumentId: string | null }> } };

export type ReopenOpportunityMutationVariables = Exact<{
  input: ReopenOpportunityInput;
}>;


export type ReopenOpportunityMutation = { reopenOpportunity: { opportunity: { id: string, leadId: string | null, accountId: string | null, status: OpportunityStatus, name: string, category: string | null, queryCode: string | null, createdOn: string, modifiedOn: string, ownerType: OwnerType, primaryBillingEntityId: string | null, primaryStoreId: string | null, bankAccountId: string | null, accountMccId: string | null, crmRefId: string | null, contactId: string | null, isExistingMerchant: boolean, annualturnoverpreviousfinancialyr: number | null, paymentType: PaymentType | null, totalAmount: number | null, acquirer: string | null, deploymentStatus: OpportunityDeploymentStatus | null, regeneratePO: boolean | null, sponsorMerchantMappingId: string | null, aggregatorProductCount: number | null, nachSubmitted: boolean, opportunitySubmitted: boolean, mdpOnboardingStatus: IntegrationStatus | null, pricingApprovalComment: string | null, approvalStatus: ApprovalStatus | null, stageName: string | null, pageStage: PageStage | null, poNumber: string | null, lmsID: string | null, oldDeploymentFlow: boolean | null, cseL1CaseStatus: CseCaseStatus | null, rblIntegrationStatus: IntegrationStatus | null, allVASCheck: boolean | null, isProductEditableFromSA: boolean | null, settlementCycle: SettlementCycle | null, closedAs: OpportunityClosure | null, lostReason: LeadLostReason | null, closureRemarks: string | null, cseRejectionData: { cseRejectReason: string | null, cseRejectSubReason: string | null, rejectionComments: string | null } | null, kyc: { url: string | null, expiry: string | null } | null, purchaseOrder: { poLink: string | null, poActivationStatus: PoActivationStatus | null, offlinePOGeneration: boolean | null, sendOnlineAcceptance: boolean | null, poAcceptanceEmail: string | null, poAcceptanceMobile: string | null, applicationStatus: string | null, onlineAcceptanceStatus: OnlineAcceptanceStatus | null, rectifyPoEligible: boolean | null, rectifyPo: boolean | null, poRemarks: string | null } | null } } };

export type OpportunityPricingFieldsFragment = { opportunityId: string, status: OpportunityStatus, approvalStatus: ApprovalStatus | null, approverComment: string | null, agentComment: string | null, settlementCycle: SettlementCycle | null, annualturnoverpreviousfinancialyr: number | null, allVASCheck: boolean, totalAmount: number | null, requestedPrices: Array<{ lineItemId: string, setupFee: number | null, rentalPerMonth: number | null }>, lines: Array<{ lineItemId: string, productName: string, productType: ProductType, planName: string, quantity: number, device: string | null, bundleName: string | null, primeVas: boolean, setupFee: number, rentalPerMonth: number, advanceMonth: number, transactionFee: number, isAggregator: boolean, vasCount: number, requestedSetupFee: number | null, requestedRentalPerMonth: number | null, totalAmount: number, mdr: Array<{ cardType: CardType, acquirerBank: string | null, rateType: MdrRateType, rate: number | null }> }> };

export type OpportunityPricingQueryVariables = Exact<{
  input: OpportunityPricingInput;
}>;


export type OpportunityPricingQuery = { opportunityPricing: { pricing: { opportunityId: string, status: OpportunityStatus, approvalStatus: ApprovalStatus | null, approverComment: string | null, agentComment: string | null, settlementCycle: SettlementCycle | null, annualturnoverpreviousfinancialyr: number | null, allVASCheck: boolean, totalAmount: number | null, requestedPrices: Array<{ lineItemId: string, setupFee: number | null, rentalPerMonth: number | null }>, lines: Array<{ lineItemId: string, productName: string, productType: ProductType, planName: string, quantity: number, device: string | null, bundleName: string | null, primeVas: boolean, setupFee: number, rentalPerMonth: number, advanceMonth: number, transactionFee: number, isAggregator: boolean, vasCount: number, requestedSetupFee: number | null, requestedRentalPerMonth: number | null, totalAmount: number, mdr: Array<{ cardType: CardType, acquirerBank: string | null, rateType: MdrRateType, rate: number | null }> }> } } };

export type PricingPlanStep_SubmitMutationVariables = Exact<{
  input: SubmitPricingInput;
}>;


export type PricingPlanStep_SubmitMutation = { submitPricing: { pricing: { opportunityId: string, status: OpportunityStatus, approvalStatus: ApprovalStatus | null, approverComment: string | null, agentComment: string | null, settlementCycle: SettlementCycle | null, annualturnoverpreviousfinancialyr: number | null, allVASCheck: boolean, totalAmount: number | null, requestedPrices: Array<{ lineItemId: string, setupFee: number | null, rentalPerMonth: number | null }>, lines: Array<{ lineItemId: string, productName: string, productType: ProductType, planName: string, quantity: number, device: string | null, bundleName: string | null, primeVas: boolean, setupFee: number, rentalPerMonth: number, advanceMonth: number, transactionFee: number, isAggregator: boolean, vasCount: number, requestedSetupFee: number | null, requestedRentalPerMonth: number | null, totalAmount: number, mdr: Array<{ cardType: CardType, acquirerBank: string | null, rateType: MdrRateType, rate: number | null }> }> } } };

export type RevisePricingMutationVariables = Exact<{
  input: RevisePricingInput;
}>;


export type RevisePricingMutation = { revisePricing: { pricing: { opportunityId: string, status: OpportunityStatus, approvalStatus: ApprovalStatus | null, approverComment: string | null, agentComment: string | null, settlementCycle: SettlementCycle | null, annualturnoverpreviousfinancialyr: number | null, allVASCheck: boolean, totalAmount: number | null, requestedPrices: Array<{ lineItemId: string, setupFee: number | null, rentalPerMonth: number | null }>, lines: Array<{ lineItemId: string, productName: string, productType: ProductType, planName: string, quantity: number, device: string | null, bundleName: string | null, primeVas: boolean, setupFee: number, rentalPerMonth: number, advanceMonth: number, transactionFee: number, isAggregator: boolean, vasCount: number, requestedSetupFee: number | null, requestedRentalPerMonth: number | null, totalAmount: number, mdr: Array<{ cardType: CardType, acquirerBank: string | null, rateType: MdrRateType, rate: number | null }> }> } } };

export type ProductFieldsFragment = { id: string, name: string, type: ProductType, imageUrl: string | null, hardwareSubTypeName: string | null, isMini: boolean };

export type PlanPricingFieldsFragment = { advanceMonth: number | null, vas: Array<{ id: string, name: string, price: number | null, isPrime: boolean, isMandatory: boolean }>, bom: Array<{ productId: string, productName: string, quantity: number, hardwareSubTypeName: string | null }>, fees: { setupFee: number | null, rentalPerMonth: number | null, advance: number | null, transactionFee: number | null, isAggregator: boolean }, mdrDetails: Array<{ cardType: CardType, acquirerBank: string | null, rateType: MdrRateType, slabs: Array<{ minTurnover: number, maxTurnover: number | null, rate: number }> }> };

export type ProductListQueryVariables = Exact<{
  input: ProductListInput;
}>;


export type ProductListQuery = { productList: { products: Array<{ id: string, name: string, type: ProductType, imageUrl: string | null, hardwareSubTypeName: string | null, isMini: boolean }> } };

export type PlanListQueryVariables = Exact<{
  input: PlanListInput;
}>;


export type PlanListQuery = { planList: { plans: Array<{ id: string, name: string, productId: string, isPrimeEnabled: boolean, standard: { advanceMonth: number | null, vas: Array<{ id: string, name: string, price: number | null, isPrime: boolean, isMandatory: boolean }>, bom: Array<{ productId: string, productName: string, quantity: number, hardwareSubTypeName: string | null }>, fees: { setupFee: number | null, rentalPerMonth: number | null, advance: number | null, transactionFee: number | null, isAggregator: boolean }, mdrDetails: Array<{ cardType: CardType, acquirerBank: string | null, rateType: MdrRateType, slabs: Array<{ minTurnover: number, maxTurnover: number | null, rate: number }> }> }, relatedProducts: Array<{ id: string, name: string, isPrimeAllowed: boolean, productIds: Array<string>, pricing: { advanceMonth: number | null, vas: Array<{ id: string, name: string, price: number | null, isPrime: boolean, isMandatory: boolean }>, bom: Array<{ productId: string, productName: string, quantity: number, hardwareSubTypeName: string | null }>, fees: { setupFee: number | null, rentalPerMonth: number | null, advance: number | null, transactionFee: number | null, isAggregator: boolean }, mdrDetails: Array<{ cardType: CardType, acquirerBank: string | null, rateType: MdrRateType, slabs: Array<{ minTurnover: number, maxTurnover: number | null, rate: number }> }> } }> }> } };

export type GetOpportunityProductQueryVariables = Exact<{
  input: GetOpportunityProductInput;
}>;


export type GetOpportunityProductQuery = { getOpportunityProduct: { maxDeviceAvailable: number, availableSponsoredDevices: number, isProductEditableFromSA: boolean, selectedProducts: Array<{ product: { id: string, name: string, type: ProductType, imageUrl: string | null, hardwareSubTypeName: string | null, isMini: boolean }, plans: Array<{ planId: string, planName: string, quantity: number, relatedPlanBundleId: string | null, primeVas: boolean, lineItemId: string | null }> }> } };

export type ProductsStep_SelectionQueryVariables = Exact<{
  input: GetOpportunityProductInput;
}>;


export type ProductsStep_SelectionQuery = { getOpportunityProduct: { maxDeviceAvailable: number, availableSponsoredDevices: number, isProductEditableFromSA: boolean, lineItems: Array<{ productId: string, planId: string, quantity: number, relatedPlanBundleId: string | null, primeVas: boolean }> } };

export type ProductsRequiredAndInventoryQueryVariables = Exact<{
  input: ProductsRequiredAndInventoryInput;
}>;


export type ProductsRequiredAndInventoryQuery = { productsRequiredAndInventory: { items: Array<{ productId: string, productName: string, productType: ProductType, hardwareSubTypeName: string | null, requiredQuantity: number, deployedQuantity: number, availableInventory: number }> } };

export type GetSponsorMerchantMappingQueryVariables = Exact<{
  input: GetSponsorMerchantMappingInput;
}>;


export type GetSponsorMerchantMappingQuery = { getSponsorMerchantMapping: { mappings: Array<{ id: string, panNumber: string, sponsorName: string, availableDevices: number, cumulativeSponsoredDevices: number }> } };

export type PanDetailsQueryVariables = Exact<{
  input: PanDetailsInput;
}>;


export type PanDetailsQuery = { panDetails: { panDetails: { panNumber: string, name: string, firstName: string | null, middleName: string | null, lastName: string | null, panHolderType: PanHolderType, panStatus: PanStatus, dateOfBirth: string | null, isAadhaarSeeded: boolean | null, isBlacklisted: boolean, isExisting: boolean, existingAccountId: string | null, suggestedOwnershipType: OwnershipType | null } } };

export type GstinsFromPanQueryVariables = Exact<{
  input: GstinsFromPanInput;
}>;


export type GstinsFromPanQuery = { gstinsFromPAN: { gstins: Array<{ gstin: string, stateCode: string, status: RegistrationStatus }> } };

export type GstDetailsQueryVariables = Exact<{
  input: GstDetailsInput;
}>;


export type GstDetailsQuery = { gstDetails: { isPanLinked: boolean | null, gstDetails: { gstin: string, panNumber: string, legalName: string, tradeName: string | null, status: RegistrationStatus, registrationDate: string | null, constitutionOfBusiness: string | null, natureOfBusiness: Array<string>, stateCode: string, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null } } };

export type CinDetailsQueryVariables = Exact<{
  input: CinDetailsInput;
}>;


export type CinDetailsQuery = { cinDetails: { cinDetails: { cin: string, companyName: string, status: RegistrationStatus, dateOfIncorporation: string | null, companyClass: string | null, email: string | null, registeredAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, directors: Array<{ din: string, name: string, designation: string | null, panNumber: string | null }> } } };

export type CinsFromPanQueryVariables = Exact<{
  input: CinsFromPanInput;
}>;


export type CinsFromPanQuery = { cinsFromPAN: { cins: Array<{ cin: string, companyName: string, status: RegistrationStatus }> } };

export type LlpinDetailsQueryVariables = Exact<{
  input: LlpinDetailsInput;
}>;


export type LlpinDetailsQuery = { llpinDetails: { llpinDetails: { llpin: string, llpName: string, status: RegistrationStatus, dateOfIncorporation: string | null, email: string | null, registeredAddress: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null, partners: Array<{ dpin: string, name: string, designation: string | null }> } } };

export type UdyamRegnSearchQueryVariables = Exact<{
  input: UdyamRegnSearchInput;
}>;


export type UdyamRegnSearchQuery = { udyamRegnSearch: { udyamDetails: { udyamNumber: string, enterpriseName: string, enterpriseType: UdyamEnterpriseType | null, majorActivity: string | null, socialCategory: string | null, dateOfIncorporation: string | null, dateOfRegistration: string | null, nicCodes: Array<string>, email: string | null, mobileNumber: string | null, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null } } };

export type ShopAndEstablishmentDetailsQueryVariables = Exact<{
  input: ShopAndEstablishmentDetailsInput;
}>;


export type ShopAndEstablishmentDetailsQuery = { shopAndEstablishmentDetails: { seDetails: { registrationNumber: string, entityName: string, ownerName: string | null, category: string | null, natureOfBusiness: string | null, status: RegistrationStatus, registrationDate: string | null, validUpto: string | null, address: { addressLine1: string | null, addressLine2: string | null, landmark: string | null, city: string | null, cityId: string | null, state: string | null, stateCode: string | null, country: string | null, pinCode: string | null, latitude: number | null, longitude: number | null } | null } } };

export type FaqScreen_ListQueryVariables = Exact<{
  input: FaqListInput;
}>;


export type FaqScreen_ListQuery = { faqList: { topics: Array<{ topic: string, entries: Array<{ id: string, question: string, answer: string }> }> } };

export type PlayerScreen_VideosQueryVariables = Exact<{
  input: TrainingVideoListInput;
}>;


export type PlayerScreen_VideosQuery = { trainingVideoList: { videos: Array<{ id: string, title: string, description: string, durationSeconds: number | null, url: string, isSample: boolean, addedOn: string | null }> } };

export type TrainingVideosScreen_AddMutationVariables = Exact<{
  input: AddTrainingVideoInput;
}>;


export type TrainingVideosScreen_AddMutation = { addTrainingVideo: { video: { id: string, title: string, description: string, durationSeconds: number | null, url: string, isSample: boolean, addedOn: string | null } } };

export const BankAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"ifscCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"pennyDropSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledCheque"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}}]}}]}}]} as unknown as DocumentNode<BankAccountFieldsFragment, unknown>;
export const MerchantAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<MerchantAddressFieldsFragment, unknown>;
export const DeploymentStoreFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentStoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactId"}},{"kind":"Field","name":{"kind":"Name","value":"pcId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<DeploymentStoreFieldsFragment, unknown>;
export const TestTransactionProofFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestTransactionProofFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestTransactionProof"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"transactionRef"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}}]}}]} as unknown as DocumentNode<TestTransactionProofFieldsFragment, unknown>;
export const ConsumedProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsumedProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productItemNumber"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]} as unknown as DocumentNode<ConsumedProductFieldsFragment, unknown>;
export const MappedDeviceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappedDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"isLinked"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]} as unknown as DocumentNode<MappedDeviceFieldsFragment, unknown>;
export const DeploymentRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crmTicketId"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"revisionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"soundboxLink"}},{"kind":"Field","name":{"kind":"Name","value":"workFlowState"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"upiTestTransactionProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestTransactionProofFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardTestTransactionProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestTransactionProofFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isProductsConsumed"}},{"kind":"Field","name":{"kind":"Name","value":"isLinkingDone"}},{"kind":"Field","name":{"kind":"Name","value":"isCardTestApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isUpiTestApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isLinkingApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgement"}},{"kind":"Field","name":{"kind":"Name","value":"meTeamStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productsConsumedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsumedProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mappedDevicesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappedDeviceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestTransactionProofFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestTransactionProof"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"transactionRef"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsumedProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productItemNumber"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappedDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"isLinked"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]} as unknown as DocumentNode<DeploymentRequestFieldsFragment, unknown>;
export const DeploymentItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"hardwareSubTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deploymentRequestId"}}]}}]} as unknown as DocumentNode<DeploymentItemFieldsFragment, unknown>;
export const InventoryLocationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}}]} as unknown as DocumentNode<InventoryLocationFieldsFragment, unknown>;
export const ProductTransferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destinationLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReceiptAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}}]} as unknown as DocumentNode<ProductTransferFieldsFragment, unknown>;
export const ProductItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productItemNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantityOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"secondarySerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"workingCondition"}},{"kind":"Field","name":{"kind":"Name","value":"inTransit"}},{"kind":"Field","name":{"kind":"Name","value":"receivingDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}}]} as unknown as DocumentNode<ProductItemFieldsFragment, unknown>;
export const KycDocumentDataFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycDocumentDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycDocumentData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"validUpto"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]} as unknown as DocumentNode<KycDocumentDataFieldsFragment, unknown>;
export const KycLinkDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycLinkDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycLinkDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<KycLinkDetailsFieldsFragment, unknown>;
export const KycVerificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycVerificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycVerification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"digiLockerRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<KycVerificationFieldsFragment, unknown>;
export const LeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"salesStage"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFollowUp"}},{"kind":"Field","name":{"kind":"Name","value":"leadSource"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"isAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}}]}}]} as unknown as DocumentNode<LeadFieldsFragment, unknown>;
export const MandateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MandateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mandate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"mandateType"}},{"kind":"Field","name":{"kind":"Name","value":"mandateMode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusDescription"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference1"}},{"kind":"Field","name":{"kind":"Name","value":"isSignUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"amountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vpa"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<MandateFieldsFragment, unknown>;
export const MerchantAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipType"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"blockedOn"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lmsId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfIncorporation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"udyamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"weeklySettlementUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProofType"}},{"kind":"Field","name":{"kind":"Name","value":"businessProofNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<MerchantAccountFieldsFragment, unknown>;
export const MerchantMccFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantMccFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantMcc"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"businessSubCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"merchantCategory"}},{"kind":"Field","name":{"kind":"Name","value":"mccCode"}},{"kind":"Field","name":{"kind":"Name","value":"isMCCManualEntry"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<MerchantMccFieldsFragment, unknown>;
export const MerchantContactFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<MerchantContactFieldsFragment, unknown>;
export const BillingEntityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"nameToBePrintedOnPO"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentNo"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<BillingEntityFieldsFragment, unknown>;
export const MerchantSignatoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantSignatoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantSignatory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"panName"}},{"kind":"Field","name":{"kind":"Name","value":"individualKycType"}},{"kind":"Field","name":{"kind":"Name","value":"stakePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"kycCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryContact"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"isKycSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<MerchantSignatoryFieldsFragment, unknown>;
export const CreateOpportunityScreen_MerchantFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreateOpportunityScreen_Merchant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<CreateOpportunityScreen_MerchantFragment, unknown>;
export const OnboardingStepFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnboardingStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"skippable"}},{"kind":"Field","name":{"kind":"Name","value":"hitAllNachApi"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"editableConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canSave"}}]}}]} as unknown as DocumentNode<OnboardingStepFieldsFragment, unknown>;
export const MerchantOnboardingStateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantOnboardingStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantOnboardingState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateDataId"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"configVersion"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingStepFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stepsCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalSteps"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnboardingStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"skippable"}},{"kind":"Field","name":{"kind":"Name","value":"hitAllNachApi"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"editableConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canSave"}}]}}]} as unknown as DocumentNode<MerchantOnboardingStateFieldsFragment, unknown>;
export const OpportunityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"queryCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"primaryBillingEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryStoreId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountMccId"}},{"kind":"Field","name":{"kind":"Name","value":"crmRefId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"isExistingMerchant"}},{"kind":"Field","name":{"kind":"Name","value":"annualturnoverpreviousfinancialyr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"deploymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"regeneratePO"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorMerchantMappingId"}},{"kind":"Field","name":{"kind":"Name","value":"aggregatorProductCount"}},{"kind":"Field","name":{"kind":"Name","value":"nachSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mdpOnboardingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pricingApprovalComment"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"pageStage"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lmsID"}},{"kind":"Field","name":{"kind":"Name","value":"oldDeploymentFlow"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1CaseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rblIntegrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"allVASCheck"}},{"kind":"Field","name":{"kind":"Name","value":"isProductEditableFromSA"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCycle"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectionData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cseRejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectSubReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionComments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedAs"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}}]}}]} as unknown as DocumentNode<OpportunityFieldsFragment, unknown>;
export const OpportunityDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"documentMode"}},{"kind":"Field","name":{"kind":"Name","value":"documentSource"}},{"kind":"Field","name":{"kind":"Name","value":"documentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"latLng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedThroughOnlinePortal"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<OpportunityDocumentFieldsFragment, unknown>;
export const OpportunityPaymentRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityPaymentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityPaymentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTxnRefNo"}},{"kind":"Field","name":{"kind":"Name","value":"initiationTime"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentId"}}]}}]} as unknown as DocumentNode<OpportunityPaymentRecordFieldsFragment, unknown>;
export const PurchaseOrderDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isFrozen"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"activationComment"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestActivation"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}}]} as unknown as DocumentNode<PurchaseOrderDetailsFieldsFragment, unknown>;
export const OpportunityPricingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityPricingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"agentComment"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCycle"}},{"kind":"Field","name":{"kind":"Name","value":"annualturnoverpreviousfinancialyr"}},{"kind":"Field","name":{"kind":"Name","value":"allVASCheck"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"requestedPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"setupFee"}},{"kind":"Field","name":{"kind":"Name","value":"rentalPerMonth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"bundleName"}},{"kind":"Field","name":{"kind":"Name","value":"primeVas"}},{"kind":"Field","name":{"kind":"Name","value":"setupFee"}},{"kind":"Field","name":{"kind":"Name","value":"rentalPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"advanceMonth"}},{"kind":"Field","name":{"kind":"Name","value":"transactionFee"}},{"kind":"Field","name":{"kind":"Name","value":"isAggregator"}},{"kind":"Field","name":{"kind":"Name","value":"vasCount"}},{"kind":"Field","name":{"kind":"Name","value":"mdr"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"acquirerBank"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedSetupFee"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRentalPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}}]}}]}}]} as unknown as DocumentNode<OpportunityPricingFieldsFragment, unknown>;
export const ProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hardwareSubTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isMini"}}]}}]} as unknown as DocumentNode<ProductFieldsFragment, unknown>;
export const PlanPricingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanPricingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advanceMonth"}},{"kind":"Field","name":{"kind":"Name","value":"vas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"isPrime"}},{"kind":"Field","name":{"kind":"Name","value":"isMandatory"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"hardwareSubTypeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupFee"}},{"kind":"Field","name":{"kind":"Name","value":"rentalPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"advance"}},{"kind":"Field","name":{"kind":"Name","value":"transactionFee"}},{"kind":"Field","name":{"kind":"Name","value":"isAggregator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mdrDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"acquirerBank"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"slabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minTurnover"}},{"kind":"Field","name":{"kind":"Name","value":"maxTurnover"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]}}]} as unknown as DocumentNode<PlanPricingFieldsFragment, unknown>;
export const SsoLoginInternalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SsoLoginInternal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SsoLoginInternalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoLoginInternal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"crmToken"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SsoLoginInternalMutation, SsoLoginInternalMutationVariables>;
export const SsoLogoutInternalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SsoLogoutInternal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SsoLogoutInternalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoLogoutInternal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isLoggedOut"}}]}}]}}]} as unknown as DocumentNode<SsoLogoutInternalMutation, SsoLogoutInternalMutationVariables>;
export const VerifyPublicCredentialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyPublicCredential"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyPublicCredentialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyPublicCredential"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}}]}}]}}]} as unknown as DocumentNode<VerifyPublicCredentialMutation, VerifyPublicCredentialMutationVariables>;
export const SalesAppLatestVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesAppLatestVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesAppLatestVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesAppLatestVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SalesAppLatestVersionQuery, SalesAppLatestVersionQueryVariables>;
export const CheckEmailInExperimentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckEmailInExperiment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckEmailInExperimentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkEmailInExperiment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isInExperiment"}}]}}]}}]} as unknown as DocumentNode<CheckEmailInExperimentQuery, CheckEmailInExperimentQueryVariables>;
export const GetFilteredBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFilteredBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetFilteredBankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getFilteredBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"ifscCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"pennyDropSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledCheque"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}}]}}]}}]} as unknown as DocumentNode<GetFilteredBankAccountQuery, GetFilteredBankAccountQueryVariables>;
export const BankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"ifscCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"pennyDropSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledCheque"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}}]}}]}}]} as unknown as DocumentNode<BankAccountQuery, BankAccountQueryVariables>;
export const CreateBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pennyDropSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"ifscCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"pennyDropSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledCheque"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}}]}}]}}]} as unknown as DocumentNode<CreateBankAccountMutation, CreateBankAccountMutationVariables>;
export const UpdateBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pennyDropSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"ifscCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"pennyDropSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledCheque"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateBankAccountMutation, UpdateBankAccountMutationVariables>;
export const ProcessPennyDropDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessPennyDrop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessPennyDropInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processPennyDrop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"pennyDropSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchScore"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}}]} as unknown as DocumentNode<ProcessPennyDropMutation, ProcessPennyDropMutationVariables>;
export const OpportunityBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunityBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityBankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"ifscCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"pennyDropSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledCheque"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}}]}}]}}]} as unknown as DocumentNode<OpportunityBankAccountQuery, OpportunityBankAccountQueryVariables>;
export const IfscDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IfscDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IfscDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ifscDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ifscDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ifscCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]}}]} as unknown as DocumentNode<IfscDetailsQuery, IfscDetailsQueryVariables>;
export const BankAccountStep_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BankAccountStep_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pennyDropSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"ifscCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"pennyDropSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatchSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledCheque"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}}]}}]}}]} as unknown as DocumentNode<BankAccountStep_SaveMutation, BankAccountStep_SaveMutationVariables>;
export const DashboardCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardCountsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deploymentInProgress"}},{"kind":"Field","name":{"kind":"Name","value":"inReview"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"voicePod"}},{"kind":"Field","name":{"kind":"Name","value":"allLead"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"followUp"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"lost"}},{"kind":"Field","name":{"kind":"Name","value":"notConverted"}}]}}]}}]} as unknown as DocumentNode<DashboardCountsQuery, DashboardCountsQueryVariables>;
export const StoreAddressListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreAddressList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoreAddressListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeAddressList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]}}]} as unknown as DocumentNode<StoreAddressListQuery, StoreAddressListQueryVariables>;
export const DeploymentStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeploymentStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deploymentStore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentStoreFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentStoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactId"}},{"kind":"Field","name":{"kind":"Name","value":"pcId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<DeploymentStoreQuery, DeploymentStoreQueryVariables>;
export const DeploymentStoresByMerchantIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeploymentStoresByMerchantId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStoresByMerchantIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deploymentStoresByMerchantId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentStoreFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentStoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactId"}},{"kind":"Field","name":{"kind":"Name","value":"pcId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<DeploymentStoresByMerchantIdQuery, DeploymentStoresByMerchantIdQueryVariables>;
export const PosDeploymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PosDeployment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PosDeploymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posDeployment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deploymentRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentStoreFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextRequestAllowedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestTransactionProofFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestTransactionProof"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"transactionRef"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsumedProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productItemNumber"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappedDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"isLinked"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"hardwareSubTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deploymentRequestId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crmTicketId"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"revisionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"soundboxLink"}},{"kind":"Field","name":{"kind":"Name","value":"workFlowState"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"upiTestTransactionProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestTransactionProofFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardTestTransactionProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestTransactionProofFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isProductsConsumed"}},{"kind":"Field","name":{"kind":"Name","value":"isLinkingDone"}},{"kind":"Field","name":{"kind":"Name","value":"isCardTestApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isUpiTestApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isLinkingApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgement"}},{"kind":"Field","name":{"kind":"Name","value":"meTeamStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productsConsumedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsumedProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mappedDevicesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappedDeviceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentStoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactId"}},{"kind":"Field","name":{"kind":"Name","value":"pcId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<PosDeploymentQuery, PosDeploymentQueryVariables>;
export const DevicesToBeLinkedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevicesToBeLinked"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DevicesToBeLinkedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devicesToBeLinked"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappedDeviceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappedDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"isLinked"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]} as unknown as DocumentNode<DevicesToBeLinkedQuery, DevicesToBeLinkedQueryVariables>;
export const DeploymentRequestByAssetIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeploymentRequestByAssetId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentRequestByAssetIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deploymentRequestByAssetId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deploymentRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestTransactionProofFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestTransactionProof"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"transactionRef"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsumedProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productItemNumber"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappedDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"isLinked"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crmTicketId"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"revisionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"soundboxLink"}},{"kind":"Field","name":{"kind":"Name","value":"workFlowState"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"upiTestTransactionProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestTransactionProofFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardTestTransactionProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestTransactionProofFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isProductsConsumed"}},{"kind":"Field","name":{"kind":"Name","value":"isLinkingDone"}},{"kind":"Field","name":{"kind":"Name","value":"isCardTestApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isUpiTestApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isLinkingApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgement"}},{"kind":"Field","name":{"kind":"Name","value":"meTeamStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productsConsumedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsumedProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mappedDevicesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappedDeviceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<DeploymentRequestByAssetIdQuery, DeploymentRequestByAssetIdQueryVariables>;
export const GetProductsConsumedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductsConsumed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetProductsConsumedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductsConsumed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productsConsumedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsumedProductFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsumedProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productItemNumber"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]} as unknown as DocumentNode<GetProductsConsumedQuery, GetProductsConsumedQueryVariables>;
export const CreateDeploymentStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeploymentStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDeploymentStoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeploymentStore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentStoreFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentStoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactId"}},{"kind":"Field","name":{"kind":"Name","value":"pcId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<CreateDeploymentStoreMutation, CreateDeploymentStoreMutationVariables>;
export const CreateDeploymentStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeploymentStores"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDeploymentStoresInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeploymentStores"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentStoreFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentStoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactId"}},{"kind":"Field","name":{"kind":"Name","value":"pcId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<CreateDeploymentStoresMutation, CreateDeploymentStoresMutationVariables>;
export const UpdateDeploymentStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDeploymentStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDeploymentStoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDeploymentStore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentStoreFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentStoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactId"}},{"kind":"Field","name":{"kind":"Name","value":"pcId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<UpdateDeploymentStoreMutation, UpdateDeploymentStoreMutationVariables>;
export const MultiStoresStep_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MultiStoresStep_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDeploymentStoresInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDeploymentStores"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentStoreFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryStoreId"}},{"kind":"Field","name":{"kind":"Name","value":"removedIds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentStoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactId"}},{"kind":"Field","name":{"kind":"Name","value":"pcId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<MultiStoresStep_SaveMutation, MultiStoresStep_SaveMutationVariables>;
export const DeleteDeploymentStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDeploymentStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteDeploymentStoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDeploymentStore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<DeleteDeploymentStoreMutation, DeleteDeploymentStoreMutationVariables>;
export const DeploymentScreen_AddStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeploymentScreen_AddStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDeploymentStoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDeploymentStore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentStoreFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentStoreFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentStoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactId"}},{"kind":"Field","name":{"kind":"Name","value":"pcId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<DeploymentScreen_AddStoreMutation, DeploymentScreen_AddStoreMutationVariables>;
export const ProcessDeploymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessDeployment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessDeploymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processDeployment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deploymentRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentStoreFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextRequestAllowedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestTransactionProofFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestTransactionProof"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"transactionRef"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsumedProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productItemNumber"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappedDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"isLinked"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"hardwareSubTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deploymentRequestId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crmTicketId"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"revisionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"soundboxLink"}},{"kind":"Field","name":{"kind":"Name","value":"workFlowState"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"upiTestTransactionProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestTransactionProofFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardTestTransactionProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestTransactionProofFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isProductsConsumed"}},{"kind":"Field","name":{"kind":"Name","value":"isLinkingDone"}},{"kind":"Field","name":{"kind":"Name","value":"isCardTestApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isUpiTestApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isLinkingApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgement"}},{"kind":"Field","name":{"kind":"Name","value":"meTeamStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productsConsumedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsumedProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mappedDevicesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappedDeviceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentStoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentStore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactId"}},{"kind":"Field","name":{"kind":"Name","value":"pcId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<ProcessDeploymentMutation, ProcessDeploymentMutationVariables>;
export const UpdateDeploymentRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDeploymentRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDeploymentRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDeploymentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"deploymentRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeploymentRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestTransactionProofFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestTransactionProof"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"transactionRef"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsumedProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productItemNumber"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappedDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"isLinked"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeploymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeploymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crmTicketId"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"revisionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"soundboxLink"}},{"kind":"Field","name":{"kind":"Name","value":"workFlowState"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"upiTestTransactionProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestTransactionProofFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardTestTransactionProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestTransactionProofFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isProductsConsumed"}},{"kind":"Field","name":{"kind":"Name","value":"isLinkingDone"}},{"kind":"Field","name":{"kind":"Name","value":"isCardTestApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isUpiTestApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isLinkingApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgement"}},{"kind":"Field","name":{"kind":"Name","value":"meTeamStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productsConsumedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsumedProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mappedDevicesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappedDeviceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<UpdateDeploymentRequestMutation, UpdateDeploymentRequestMutationVariables>;
export const ProductsConsumedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductsConsumed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductsConsumedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productsConsumed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isProductsConsumed"}},{"kind":"Field","name":{"kind":"Name","value":"productsConsumedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsumedProductFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsumedProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productItemNumber"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]} as unknown as DocumentNode<ProductsConsumedMutation, ProductsConsumedMutationVariables>;
export const DeviceLinkingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeviceLinkingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceLinkingDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceLinkingDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isLinkingDone"}},{"kind":"Field","name":{"kind":"Name","value":"mappedDevicesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappedDeviceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappedDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"isLinked"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]} as unknown as DocumentNode<DeviceLinkingDetailsMutation, DeviceLinkingDetailsMutationVariables>;
export const DeviceDeLinkingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeviceDeLinkingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceDeLinkingDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceDeLinkingDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDeLinked"}},{"kind":"Field","name":{"kind":"Name","value":"mappedDevicesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappedDeviceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappedDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappedDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"posId"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"isLinked"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]} as unknown as DocumentNode<DeviceDeLinkingDetailsMutation, DeviceDeLinkingDetailsMutationVariables>;
export const FormsPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormsPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FormsPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formsPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"flows"}},{"kind":"Field","name":{"kind":"Name","value":"rules"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FormsPreviewQuery, FormsPreviewQueryVariables>;
export const GetProductItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetProductItemsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productItemNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantityOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"secondarySerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"workingCondition"}},{"kind":"Field","name":{"kind":"Name","value":"inTransit"}},{"kind":"Field","name":{"kind":"Name","value":"receivingDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}}]}}]} as unknown as DocumentNode<GetProductItemsQuery, GetProductItemsQueryVariables>;
export const GetProductTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductTransfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetProductTransfersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductTransfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productTransfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductTransferFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destinationLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReceiptAt"}}]}}]} as unknown as DocumentNode<GetProductTransfersQuery, GetProductTransfersQueryVariables>;
export const GetProductTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetProductTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productTransfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductTransferFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destinationLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReceiptAt"}}]}}]} as unknown as DocumentNode<GetProductTransferQuery, GetProductTransferQueryVariables>;
export const LocationFilterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationFilter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationFilterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"LocationFilter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}}]} as unknown as DocumentNode<LocationFilterQuery, LocationFilterQueryVariables>;
export const CreateProductTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProductTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProductTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"productTransfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductTransferFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destinationLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReceiptAt"}}]}}]} as unknown as DocumentNode<CreateProductTransferMutation, CreateProductTransferMutationVariables>;
export const UpdateProductTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProductTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productTransfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductTransferFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productItemId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destinationLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReceiptAt"}}]}}]} as unknown as DocumentNode<UpdateProductTransferMutation, UpdateProductTransferMutationVariables>;
export const UpdateProductItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProductItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productItemNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantityOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"secondarySerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"workingCondition"}},{"kind":"Field","name":{"kind":"Name","value":"inTransit"}},{"kind":"Field","name":{"kind":"Name","value":"receivingDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryLocationFields"}}]}}]}}]} as unknown as DocumentNode<UpdateProductItemMutation, UpdateProductItemMutationVariables>;
export const AadhaarDetailsDigiLockerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AadhaarDetailsDigiLocker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AadhaarDetailsDigiLockerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aadhaarDetailsDigiLocker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aadhaar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycDocumentDataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nameMatch"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycDocumentDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycDocumentData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"validUpto"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]} as unknown as DocumentNode<AadhaarDetailsDigiLockerQuery, AadhaarDetailsDigiLockerQueryVariables>;
export const DlDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DlDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DlDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dlDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drivingLicense"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycDocumentDataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nameMatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycDocumentDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycDocumentData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"validUpto"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]} as unknown as DocumentNode<DlDetailsQuery, DlDetailsQueryVariables>;
export const KycDocEExtractedDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KycDocEExtractedData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KycDocEExtractedDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycDocEExtractedData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"extractedData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycDocumentDataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycDocumentDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycDocumentData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"validUpto"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]} as unknown as DocumentNode<KycDocEExtractedDataQuery, KycDocEExtractedDataQueryVariables>;
export const GetExtractedDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetExtractedData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetExtractedDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getExtractedData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"extractedData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycDocumentDataFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycDocumentDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycDocumentData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"validUpto"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]} as unknown as DocumentNode<GetExtractedDataQuery, GetExtractedDataQueryVariables>;
export const KycVerificationRequestStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KycVerificationRequestStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KycVerificationRequestStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycVerificationRequestStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}}]} as unknown as DocumentNode<KycVerificationRequestStatusQuery, KycVerificationRequestStatusQueryVariables>;
export const KycLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KycLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KycLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycLinkDetailsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEmailSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycLinkDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycLinkDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<KycLinkQuery, KycLinkQueryVariables>;
export const SendKycLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendKycLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendKycLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendKycLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycLinkDetailsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEmailSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycLinkDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycLinkDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<SendKycLinkMutation, SendKycLinkMutationVariables>;
export const KycStatusDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KycStatusData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KycStatusDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycStatusData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkState"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycLinkDetailsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kycCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"kycCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isKycSubmitted"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycLinkDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycLinkDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<KycStatusDataQuery, KycStatusDataQueryVariables>;
export const CreateDigiLockerRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDigiLockerRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDigiLockerRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDigiLockerRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantPAN"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"validUpto"}}]}}]}}]} as unknown as DocumentNode<CreateDigiLockerRequestMutation, CreateDigiLockerRequestMutationVariables>;
export const PerformOcrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PerformOCR"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerformOCRInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"performOCR"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"extractedData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycDocumentDataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycDocumentDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycDocumentData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"validUpto"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]} as unknown as DocumentNode<PerformOcrMutation, PerformOcrMutationVariables>;
export const PerformOcRandDigitallyExtractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PerformOCRandDigitallyExtract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerformOCRandDigitallyExtractInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"performOCRandDigitallyExtract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"extractedData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycDocumentDataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"digitallyVerified"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycDocumentDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycDocumentData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"validUpto"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]} as unknown as DocumentNode<PerformOcRandDigitallyExtractMutation, PerformOcRandDigitallyExtractMutationVariables>;
export const PerformKycRulesValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PerformKYCRulesValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerformKYCRulesValidationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"performKYCRulesValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isValid"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatch"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}}]} as unknown as DocumentNode<PerformKycRulesValidationMutation, PerformKycRulesValidationMutationVariables>;
export const PerformFaceMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PerformFaceMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerformFaceMatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"performFaceMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isMatch"}},{"kind":"Field","name":{"kind":"Name","value":"matchScore"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}}]} as unknown as DocumentNode<PerformFaceMatchMutation, PerformFaceMatchMutationVariables>;
export const PerformKycDocDigitalSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PerformKycDocDigitalSync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerformKycDocDigitalSyncInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"performKycDocDigitalSync"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isSynced"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"documentMode"}},{"kind":"Field","name":{"kind":"Name","value":"documentSource"}},{"kind":"Field","name":{"kind":"Name","value":"documentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"latLng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedThroughOnlinePortal"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]}}]}}]} as unknown as DocumentNode<PerformKycDocDigitalSyncMutation, PerformKycDocDigitalSyncMutationVariables>;
export const KycOpportunityDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KycOpportunityDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KycOpportunityDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycOpportunityDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"documentMode"}},{"kind":"Field","name":{"kind":"Name","value":"documentSource"}},{"kind":"Field","name":{"kind":"Name","value":"documentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"latLng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedThroughOnlinePortal"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kycCompleted"}}]}}]}}]} as unknown as DocumentNode<KycOpportunityDocumentMutation, KycOpportunityDocumentMutationVariables>;
export const CheckOsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckOSV"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckOSVInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkOSV"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isOsvDone"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDocumentIds"}}]}}]}}]} as unknown as DocumentNode<CheckOsvMutation, CheckOsvMutationVariables>;
export const OpportunityKycDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunityKycDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityKycDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityKycDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycVerificationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kycCompleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycVerificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycVerification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"digiLockerRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<OpportunityKycDetailsQuery, OpportunityKycDetailsQueryVariables>;
export const SaveKycDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveKycDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveKycDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveKycDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycVerificationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kycCompleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycVerificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycVerification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"digiLockerRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<SaveKycDetailsMutation, SaveKycDetailsMutationVariables>;
export const KycDetailsStep_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KycDetailsStep_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveKycDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveKycDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KycVerificationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kycCompleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KycVerificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KycVerification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"nameMatch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"digiLockerRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<KycDetailsStep_SaveMutation, KycDetailsStep_SaveMutationVariables>;
export const LeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Lead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"salesStage"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFollowUp"}},{"kind":"Field","name":{"kind":"Name","value":"leadSource"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"isAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}}]}}]} as unknown as DocumentNode<LeadQuery, LeadQueryVariables>;
export const JourneyLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JourneyLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journeyLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFollowUp"}},{"kind":"Field","name":{"kind":"Name","value":"leadSource"}},{"kind":"Field","name":{"kind":"Name","value":"product"}}]}}]}}]}}]} as unknown as DocumentNode<JourneyLeadQuery, JourneyLeadQueryVariables>;
export const LeadListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"salesStage"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFollowUp"}},{"kind":"Field","name":{"kind":"Name","value":"leadSource"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"isAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}}]}}]} as unknown as DocumentNode<LeadListQuery, LeadListQueryVariables>;
export const CreateLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}}]}}]}}]} as unknown as DocumentNode<CreateLeadMutation, CreateLeadMutationVariables>;
export const UpdateLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isUpdated"}}]}}]}}]} as unknown as DocumentNode<UpdateLeadMutation, UpdateLeadMutationVariables>;
export const PanDetailStep_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanDetailStep_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isUpdated"}}]}}]}}]} as unknown as DocumentNode<PanDetailStep_SaveMutation, PanDetailStep_SaveMutationVariables>;
export const ReopenLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"salesStage"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFollowUp"}},{"kind":"Field","name":{"kind":"Name","value":"leadSource"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"isAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}}]}}]} as unknown as DocumentNode<ReopenLeadMutation, ReopenLeadMutationVariables>;
export const EMandateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EMandate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EMandateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eMandate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MandateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isNachRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isENachEligible"}},{"kind":"Field","name":{"kind":"Name","value":"isESignEligible"}},{"kind":"Field","name":{"kind":"Name","value":"isUpiAutoPayEligible"}},{"kind":"Field","name":{"kind":"Name","value":"nachAmount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MandateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mandate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"mandateType"}},{"kind":"Field","name":{"kind":"Name","value":"mandateMode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusDescription"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference1"}},{"kind":"Field","name":{"kind":"Name","value":"isSignUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"amountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vpa"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<EMandateQuery, EMandateQueryVariables>;
export const ESignMandateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ESignMandate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ESignMandateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eSignMandate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MandateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MandateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mandate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"mandateType"}},{"kind":"Field","name":{"kind":"Name","value":"mandateMode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusDescription"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference1"}},{"kind":"Field","name":{"kind":"Name","value":"isSignUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"amountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vpa"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<ESignMandateQuery, ESignMandateQueryVariables>;
export const PMandateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PMandate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PMandateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pMandate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MandateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MandateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mandate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"mandateType"}},{"kind":"Field","name":{"kind":"Name","value":"mandateMode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusDescription"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference1"}},{"kind":"Field","name":{"kind":"Name","value":"isSignUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"amountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vpa"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<PMandateQuery, PMandateQueryVariables>;
export const AchListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AchList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AchListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"achList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"achList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MandateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MandateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mandate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"mandateType"}},{"kind":"Field","name":{"kind":"Name","value":"mandateMode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusDescription"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference1"}},{"kind":"Field","name":{"kind":"Name","value":"isSignUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"amountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vpa"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<AchListQuery, AchListQueryVariables>;
export const CreateEMandateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEMandate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEMandateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEMandate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MandateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MandateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mandate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"mandateType"}},{"kind":"Field","name":{"kind":"Name","value":"mandateMode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusDescription"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference1"}},{"kind":"Field","name":{"kind":"Name","value":"isSignUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"amountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vpa"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<CreateEMandateMutation, CreateEMandateMutationVariables>;
export const CreateESignMandateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateESignMandate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateESignMandateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createESignMandate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MandateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MandateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mandate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"mandateType"}},{"kind":"Field","name":{"kind":"Name","value":"mandateMode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusDescription"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference1"}},{"kind":"Field","name":{"kind":"Name","value":"isSignUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"amountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vpa"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<CreateESignMandateMutation, CreateESignMandateMutationVariables>;
export const CreatePMandateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePMandate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePMandateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPMandate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MandateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MandateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mandate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"mandateType"}},{"kind":"Field","name":{"kind":"Name","value":"mandateMode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusDescription"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference1"}},{"kind":"Field","name":{"kind":"Name","value":"isSignUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"amountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vpa"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<CreatePMandateMutation, CreatePMandateMutationVariables>;
export const UploadPMandateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadPMandate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadPMandateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadPMandate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSignUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MandateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"documentMode"}},{"kind":"Field","name":{"kind":"Name","value":"documentSource"}},{"kind":"Field","name":{"kind":"Name","value":"documentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"latLng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedThroughOnlinePortal"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MandateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mandate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"mandateType"}},{"kind":"Field","name":{"kind":"Name","value":"mandateMode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"mandateStatusDescription"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference1"}},{"kind":"Field","name":{"kind":"Name","value":"isSignUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"amountType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vpa"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<UploadPMandateMutation, UploadPMandateMutationVariables>;
export const MasterStateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterStateList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterStateListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterStateList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"states"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"gstStateCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MasterStateListQuery, MasterStateListQueryVariables>;
export const CityListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CityList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CityListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cityList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cityList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}}]}}]}}]}}]} as unknown as DocumentNode<CityListQuery, CityListQueryVariables>;
export const CityDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CityDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CityDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cityDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"gstStateCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CityDetailsQuery, CityDetailsQueryVariables>;
export const StateAndCityNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateAndCityName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StateAndCityNameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateAndCityName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}}]}}]} as unknown as DocumentNode<StateAndCityNameQuery, StateAndCityNameQueryVariables>;
export const StateAndCityNameFromCityIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateAndCityNameFromCityId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StateAndCityNameFromCityIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateAndCityNameFromCityId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}}]}}]}}]} as unknown as DocumentNode<StateAndCityNameFromCityIdQuery, StateAndCityNameFromCityIdQueryVariables>;
export const PincodeDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PincodeDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PincodeDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pincodeDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}}]}}]}}]}}]} as unknown as DocumentNode<PincodeDetailsQuery, PincodeDetailsQueryVariables>;
export const LocateMeAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocateMeAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocateMeAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locateMeAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<LocateMeAddressQuery, LocateMeAddressQueryVariables>;
export const MasterMccListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterMccList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterMccListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterMccList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mccList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mccCode"}},{"kind":"Field","name":{"kind":"Name","value":"categoryType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"subCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"merchantCategory"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}}]}}]}}]}}]} as unknown as DocumentNode<MasterMccListQuery, MasterMccListQueryVariables>;
export const MerchantAccountDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchantAccountDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAccountDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantAccountDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipType"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"blockedOn"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lmsId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfIncorporation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"udyamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"weeklySettlementUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProofType"}},{"kind":"Field","name":{"kind":"Name","value":"businessProofNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}}]}}]} as unknown as DocumentNode<MerchantAccountDetailsQuery, MerchantAccountDetailsQueryVariables>;
export const MerchantMccAndContactDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchantMccAndContactData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantMccAndContactDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantMccAndContactData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mcc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantMccFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantContactFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantMccFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantMcc"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"businessSubCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"merchantCategory"}},{"kind":"Field","name":{"kind":"Name","value":"mccCode"}},{"kind":"Field","name":{"kind":"Name","value":"isMCCManualEntry"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<MerchantMccAndContactDataQuery, MerchantMccAndContactDataQueryVariables>;
export const MerchantFilterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchantFilter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantFilterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantFilter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipType"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"blockedOn"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lmsId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfIncorporation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"udyamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"weeklySettlementUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProofType"}},{"kind":"Field","name":{"kind":"Name","value":"businessProofNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}}]}}]} as unknown as DocumentNode<MerchantFilterQuery, MerchantFilterQueryVariables>;
export const ContactListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<ContactListQuery, ContactListQueryVariables>;
export const GetFilteredBillingEntitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFilteredBillingEntities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetFilteredBillingEntitiesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getFilteredBillingEntities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEntities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingEntityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"nameToBePrintedOnPO"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentNo"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<GetFilteredBillingEntitiesQuery, GetFilteredBillingEntitiesQueryVariables>;
export const BillingEntityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingEntityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingEntityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"nameToBePrintedOnPO"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentNo"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<BillingEntityQuery, BillingEntityQueryVariables>;
export const MerchantSignatoryInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchantSignatoryInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantSignatoryInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantSignatoryInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signatories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantSignatoryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allKycCompleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantSignatoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantSignatory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"panName"}},{"kind":"Field","name":{"kind":"Name","value":"individualKycType"}},{"kind":"Field","name":{"kind":"Name","value":"stakePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"kycCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryContact"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"isKycSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<MerchantSignatoryInfoQuery, MerchantSignatoryInfoQueryVariables>;
export const EditableIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditableIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditableIdsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editableIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"editableIds"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]}}]}}]} as unknown as DocumentNode<EditableIdsQuery, EditableIdsQueryVariables>;
export const MccsFromGstinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MccsFromGSTIN"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MccsFromGSTINInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mccsFromGSTIN"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"natureOfBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"mccList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mccCode"}},{"kind":"Field","name":{"kind":"Name","value":"categoryType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"subCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"merchantCategory"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}}]}}]}}]}}]} as unknown as DocumentNode<MccsFromGstinQuery, MccsFromGstinQueryVariables>;
export const ExtractMccsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtractMccs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtractMccsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extractMccs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mccList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mccCode"}},{"kind":"Field","name":{"kind":"Name","value":"categoryType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"subCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"merchantCategory"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}}]}}]}}]}}]} as unknown as DocumentNode<ExtractMccsQuery, ExtractMccsQueryVariables>;
export const CreateMerchantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMerchant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMerchantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMerchant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mcc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantMccFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingEntityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipType"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"blockedOn"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lmsId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfIncorporation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"udyamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"weeklySettlementUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProofType"}},{"kind":"Field","name":{"kind":"Name","value":"businessProofNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantMccFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantMcc"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"businessSubCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"merchantCategory"}},{"kind":"Field","name":{"kind":"Name","value":"mccCode"}},{"kind":"Field","name":{"kind":"Name","value":"isMCCManualEntry"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"nameToBePrintedOnPO"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentNo"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<CreateMerchantMutation, CreateMerchantMutationVariables>;
export const UpdateMerchantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMerchant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMerchantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMerchant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"merchantAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipType"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"blockedOn"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lmsId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfIncorporation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"udyamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"weeklySettlementUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProofType"}},{"kind":"Field","name":{"kind":"Name","value":"businessProofNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}}]}}]} as unknown as DocumentNode<UpdateMerchantMutation, UpdateMerchantMutationVariables>;
export const CreateMerchantContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMerchantContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMerchantContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMerchantContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantContactFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<CreateMerchantContactMutation, CreateMerchantContactMutationVariables>;
export const UpdateMerchantContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMerchantContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMerchantContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMerchantContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantContactFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<UpdateMerchantContactMutation, UpdateMerchantContactMutationVariables>;
export const CreateMerchantAccountMccDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMerchantAccountMcc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMerchantAccountMccInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMerchantAccountMcc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mcc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantMccFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantMccFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantMcc"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"businessSubCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"merchantCategory"}},{"kind":"Field","name":{"kind":"Name","value":"mccCode"}},{"kind":"Field","name":{"kind":"Name","value":"isMCCManualEntry"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<CreateMerchantAccountMccMutation, CreateMerchantAccountMccMutationVariables>;
export const UpdateMerchantMccDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMerchantMCC"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMerchantMCCInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMerchantMCC"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mcc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantMccFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantMccFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantMcc"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"businessSubCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"merchantCategory"}},{"kind":"Field","name":{"kind":"Name","value":"mccCode"}},{"kind":"Field","name":{"kind":"Name","value":"isMCCManualEntry"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<UpdateMerchantMccMutation, UpdateMerchantMccMutationVariables>;
export const CreateBillingEntityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBillingEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBillingEntityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBillingEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingEntityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"nameToBePrintedOnPO"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentNo"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<CreateBillingEntityMutation, CreateBillingEntityMutationVariables>;
export const UpdateBillingEntityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBillingEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBillingEntityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingEntityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"nameToBePrintedOnPO"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentNo"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<UpdateBillingEntityMutation, UpdateBillingEntityMutationVariables>;
export const CreateMerchantSignatoryInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMerchantSignatoryInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMerchantSignatoryInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMerchantSignatoryInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signatory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantSignatoryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantSignatoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantSignatory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"panName"}},{"kind":"Field","name":{"kind":"Name","value":"individualKycType"}},{"kind":"Field","name":{"kind":"Name","value":"stakePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"kycCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryContact"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"isKycSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<CreateMerchantSignatoryInfoMutation, CreateMerchantSignatoryInfoMutationVariables>;
export const UpdateMerchantSignatoryInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMerchantSignatoryInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMerchantSignatoryInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMerchantSignatoryInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signatory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantSignatoryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantSignatoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantSignatory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"panName"}},{"kind":"Field","name":{"kind":"Name","value":"individualKycType"}},{"kind":"Field","name":{"kind":"Name","value":"stakePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"kycCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryContact"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"isKycSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<UpdateMerchantSignatoryInfoMutation, UpdateMerchantSignatoryInfoMutationVariables>;
export const DeleteMerchantSignatoryInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMerchantSignatoryInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMerchantSignatoryInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMerchantSignatoryInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteMerchantSignatoryInfoMutation, DeleteMerchantSignatoryInfoMutationVariables>;
export const PartnershipKycStep_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnershipKycStep_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveMerchantSignatoriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMerchantSignatories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signatories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantSignatoryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"removedIds"}},{"kind":"Field","name":{"kind":"Name","value":"allKycCompleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantSignatoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantSignatory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"panName"}},{"kind":"Field","name":{"kind":"Name","value":"individualKycType"}},{"kind":"Field","name":{"kind":"Name","value":"stakePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"kycCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryContact"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"isKycSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<PartnershipKycStep_SaveMutation, PartnershipKycStep_SaveMutationVariables>;
export const CreateOpportunityScreen_MerchantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreateOpportunityScreen_Merchants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantFilterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantFilter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreateOpportunityScreen_Merchant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreateOpportunityScreen_Merchant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<CreateOpportunityScreen_MerchantsQuery, CreateOpportunityScreen_MerchantsQueryVariables>;
export const BusinessDetailsStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessDetailsStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessDetailsStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDetailsStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipType"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfIncorporation"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"weeklySettlementUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeAtBusinessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"storeAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAtBusinessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProofType"}},{"kind":"Field","name":{"kind":"Name","value":"businessProofNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessProofNameConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"udyamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mccCode"}},{"kind":"Field","name":{"kind":"Name","value":"isMCCManualEntry"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNumber"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<BusinessDetailsStepQuery, BusinessDetailsStepQueryVariables>;
export const BusinessDetailsStep_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessDetailsStep_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveBusinessDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBusinessDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"merchantAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mcc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantMccFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingEntityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipType"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"blockedOn"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lmsId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfIncorporation"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"udyamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"weeklySettlementUpperLimit"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProofType"}},{"kind":"Field","name":{"kind":"Name","value":"businessProofNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantMccFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantMcc"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"businessSubCategoryType"}},{"kind":"Field","name":{"kind":"Name","value":"merchantCategory"}},{"kind":"Field","name":{"kind":"Name","value":"mccCode"}},{"kind":"Field","name":{"kind":"Name","value":"isMCCManualEntry"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"nameToBePrintedOnPO"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"kycDocumentNo"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]} as unknown as DocumentNode<BusinessDetailsStep_SaveMutation, BusinessDetailsStep_SaveMutationVariables>;
export const MerchantOnboardingStateV2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchantOnboardingStateV2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantOnboardingStateV2Input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantOnboardingStateV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateDataId"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"configVersion"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingStepFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stepsCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalSteps"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnboardingStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"skippable"}},{"kind":"Field","name":{"kind":"Name","value":"hitAllNachApi"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"editableConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canSave"}}]}}]} as unknown as DocumentNode<MerchantOnboardingStateV2Query, MerchantOnboardingStateV2QueryVariables>;
export const CreateMerchantOnboardingStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMerchantOnboardingState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMerchantOnboardingStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMerchantOnboardingState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantOnboardingState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantOnboardingStateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnboardingStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"skippable"}},{"kind":"Field","name":{"kind":"Name","value":"hitAllNachApi"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"editableConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canSave"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantOnboardingStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantOnboardingState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateDataId"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"configVersion"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingStepFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stepsCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalSteps"}}]}}]} as unknown as DocumentNode<CreateMerchantOnboardingStateMutation, CreateMerchantOnboardingStateMutationVariables>;
export const UpdateMerchantOnboardingStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMerchantOnboardingState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMerchantOnboardingStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMerchantOnboardingState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantOnboardingState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantOnboardingStateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnboardingStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"skippable"}},{"kind":"Field","name":{"kind":"Name","value":"hitAllNachApi"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"editableConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canSave"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantOnboardingStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantOnboardingState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateDataId"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"configVersion"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingStepFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stepsCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalSteps"}}]}}]} as unknown as DocumentNode<UpdateMerchantOnboardingStateMutation, UpdateMerchantOnboardingStateMutationVariables>;
export const FormReleaseStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormReleaseStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FormReleaseStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formReleaseStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"configVersion"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"rules"}}]}}]}}]} as unknown as DocumentNode<FormReleaseStepQuery, FormReleaseStepQueryVariables>;
export const OpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Opportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"queryCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"primaryBillingEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryStoreId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountMccId"}},{"kind":"Field","name":{"kind":"Name","value":"crmRefId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"isExistingMerchant"}},{"kind":"Field","name":{"kind":"Name","value":"annualturnoverpreviousfinancialyr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"deploymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"regeneratePO"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorMerchantMappingId"}},{"kind":"Field","name":{"kind":"Name","value":"aggregatorProductCount"}},{"kind":"Field","name":{"kind":"Name","value":"nachSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mdpOnboardingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pricingApprovalComment"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"pageStage"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lmsID"}},{"kind":"Field","name":{"kind":"Name","value":"oldDeploymentFlow"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1CaseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rblIntegrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"allVASCheck"}},{"kind":"Field","name":{"kind":"Name","value":"isProductEditableFromSA"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCycle"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectionData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cseRejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectSubReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionComments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedAs"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}}]}}]} as unknown as DocumentNode<OpportunityQuery, OpportunityQueryVariables>;
export const OpportunityDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunityDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityDocumentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDocumentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"documentMode"}},{"kind":"Field","name":{"kind":"Name","value":"documentSource"}},{"kind":"Field","name":{"kind":"Name","value":"documentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"latLng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedThroughOnlinePortal"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<OpportunityDocumentsQuery, OpportunityDocumentsQueryVariables>;
export const OpportunityListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunityList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"queryCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"primaryBillingEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryStoreId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountMccId"}},{"kind":"Field","name":{"kind":"Name","value":"crmRefId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"isExistingMerchant"}},{"kind":"Field","name":{"kind":"Name","value":"annualturnoverpreviousfinancialyr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"deploymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"regeneratePO"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorMerchantMappingId"}},{"kind":"Field","name":{"kind":"Name","value":"aggregatorProductCount"}},{"kind":"Field","name":{"kind":"Name","value":"nachSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mdpOnboardingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pricingApprovalComment"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"pageStage"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lmsID"}},{"kind":"Field","name":{"kind":"Name","value":"oldDeploymentFlow"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1CaseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rblIntegrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"allVASCheck"}},{"kind":"Field","name":{"kind":"Name","value":"isProductEditableFromSA"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCycle"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectionData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cseRejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectSubReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionComments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedAs"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}}]}}]} as unknown as DocumentNode<OpportunityListQuery, OpportunityListQueryVariables>;
export const GetOpportunityPaymentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOpportunityPaymentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetOpportunityPaymentStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOpportunityPaymentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"amountPayable"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityPaymentRecordFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityPaymentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityPaymentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTxnRefNo"}},{"kind":"Field","name":{"kind":"Name","value":"initiationTime"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentId"}}]}}]} as unknown as DocumentNode<GetOpportunityPaymentStatusQuery, GetOpportunityPaymentStatusQueryVariables>;
export const ValidateVpaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidateVPA"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidateVPAInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateVPA"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vpa"}},{"kind":"Field","name":{"kind":"Name","value":"isValid"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoPayEligible"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}}]} as unknown as DocumentNode<ValidateVpaQuery, ValidateVpaQueryVariables>;
export const CreateOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"queryCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"primaryBillingEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryStoreId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountMccId"}},{"kind":"Field","name":{"kind":"Name","value":"crmRefId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"isExistingMerchant"}},{"kind":"Field","name":{"kind":"Name","value":"annualturnoverpreviousfinancialyr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"deploymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"regeneratePO"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorMerchantMappingId"}},{"kind":"Field","name":{"kind":"Name","value":"aggregatorProductCount"}},{"kind":"Field","name":{"kind":"Name","value":"nachSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mdpOnboardingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pricingApprovalComment"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"pageStage"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lmsID"}},{"kind":"Field","name":{"kind":"Name","value":"oldDeploymentFlow"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1CaseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rblIntegrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"allVASCheck"}},{"kind":"Field","name":{"kind":"Name","value":"isProductEditableFromSA"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCycle"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectionData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cseRejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectSubReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionComments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedAs"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}}]}}]} as unknown as DocumentNode<CreateOpportunityMutation, CreateOpportunityMutationVariables>;
export const UpdateOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"queryCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"primaryBillingEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryStoreId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountMccId"}},{"kind":"Field","name":{"kind":"Name","value":"crmRefId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"isExistingMerchant"}},{"kind":"Field","name":{"kind":"Name","value":"annualturnoverpreviousfinancialyr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"deploymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"regeneratePO"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorMerchantMappingId"}},{"kind":"Field","name":{"kind":"Name","value":"aggregatorProductCount"}},{"kind":"Field","name":{"kind":"Name","value":"nachSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mdpOnboardingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pricingApprovalComment"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"pageStage"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lmsID"}},{"kind":"Field","name":{"kind":"Name","value":"oldDeploymentFlow"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1CaseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rblIntegrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"allVASCheck"}},{"kind":"Field","name":{"kind":"Name","value":"isProductEditableFromSA"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCycle"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectionData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cseRejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectSubReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionComments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedAs"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}}]}}]} as unknown as DocumentNode<UpdateOpportunityMutation, UpdateOpportunityMutationVariables>;
export const ReviewOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunitySubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"queryCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"primaryBillingEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryStoreId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountMccId"}},{"kind":"Field","name":{"kind":"Name","value":"crmRefId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"isExistingMerchant"}},{"kind":"Field","name":{"kind":"Name","value":"annualturnoverpreviousfinancialyr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"deploymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"regeneratePO"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorMerchantMappingId"}},{"kind":"Field","name":{"kind":"Name","value":"aggregatorProductCount"}},{"kind":"Field","name":{"kind":"Name","value":"nachSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mdpOnboardingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pricingApprovalComment"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"pageStage"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lmsID"}},{"kind":"Field","name":{"kind":"Name","value":"oldDeploymentFlow"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1CaseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rblIntegrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"allVASCheck"}},{"kind":"Field","name":{"kind":"Name","value":"isProductEditableFromSA"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCycle"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectionData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cseRejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectSubReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionComments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedAs"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}}]}}]} as unknown as DocumentNode<ReviewOpportunityMutation, ReviewOpportunityMutationVariables>;
export const CreateOpportunityDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOpportunityDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOpportunityDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOpportunityDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDocumentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"documentMode"}},{"kind":"Field","name":{"kind":"Name","value":"documentSource"}},{"kind":"Field","name":{"kind":"Name","value":"documentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"latLng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedThroughOnlinePortal"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<CreateOpportunityDocumentMutation, CreateOpportunityDocumentMutationVariables>;
export const CreateOpportunityDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOpportunityDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOpportunityDocumentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOpportunityDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDocumentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"documentMode"}},{"kind":"Field","name":{"kind":"Name","value":"documentSource"}},{"kind":"Field","name":{"kind":"Name","value":"documentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"latLng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedThroughOnlinePortal"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<CreateOpportunityDocumentsMutation, CreateOpportunityDocumentsMutationVariables>;
export const UpdateOpportunityDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOpportunityDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOpportunityDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOpportunityDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDocumentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"documentMode"}},{"kind":"Field","name":{"kind":"Name","value":"documentSource"}},{"kind":"Field","name":{"kind":"Name","value":"documentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"latLng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedThroughOnlinePortal"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<UpdateOpportunityDocumentMutation, UpdateOpportunityDocumentMutationVariables>;
export const DeleteOpportunityDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOpportunityDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteOpportunityDocumentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOpportunityDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"deletedIds"}}]}}]}}]} as unknown as DocumentNode<DeleteOpportunityDocumentsMutation, DeleteOpportunityDocumentsMutationVariables>;
export const CreateOpportunityPaymentRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOpportunityPaymentRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOpportunityPaymentRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOpportunityPaymentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityPaymentRecordFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityPaymentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityPaymentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTxnRefNo"}},{"kind":"Field","name":{"kind":"Name","value":"initiationTime"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentId"}}]}}]} as unknown as DocumentNode<CreateOpportunityPaymentRecordMutation, CreateOpportunityPaymentRecordMutationVariables>;
export const UpdateOpportunityPaymentRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOpportunityPaymentRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOpportunityPaymentRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOpportunityPaymentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityPaymentRecordFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityPaymentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityPaymentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTxnRefNo"}},{"kind":"Field","name":{"kind":"Name","value":"initiationTime"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentId"}}]}}]} as unknown as DocumentNode<UpdateOpportunityPaymentRecordMutation, UpdateOpportunityPaymentRecordMutationVariables>;
export const InitiatePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InitiatePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitiatePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initiatePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailSent"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentInitiated"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectPage"}}]}}]}}]} as unknown as DocumentNode<InitiatePaymentMutation, InitiatePaymentMutationVariables>;
export const CreateOliDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOLI"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOLIInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOLI"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isCreated"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPlanBundleId"}},{"kind":"Field","name":{"kind":"Name","value":"primeVas"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}}]}}]}}]} as unknown as DocumentNode<CreateOliMutation, CreateOliMutationVariables>;
export const PostToSfIntegrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostToSfIntegration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostToSfIntegrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postToSfIntegration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushedToSf"}}]}}]}}]} as unknown as DocumentNode<PostToSfIntegrationMutation, PostToSfIntegrationMutationVariables>;
export const CacheAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CacheAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CacheAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]} as unknown as DocumentNode<CacheAccountMutation, CacheAccountMutationVariables>;
export const PurchaseOrderStep_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurchaseOrderStep_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavePurchaseOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetailsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEmailSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isFrozen"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"activationComment"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestActivation"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}}]} as unknown as DocumentNode<PurchaseOrderStep_SaveMutation, PurchaseOrderStep_SaveMutationVariables>;
export const CapturePhotoStep_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CapturePhotoStep_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveOpportunityDocumentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveOpportunityDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDocumentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"documentMode"}},{"kind":"Field","name":{"kind":"Name","value":"documentSource"}},{"kind":"Field","name":{"kind":"Name","value":"documentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"latLng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedThroughOnlinePortal"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<CapturePhotoStep_SaveMutation, CapturePhotoStep_SaveMutationVariables>;
export const OtherBusinessDocStep_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OtherBusinessDocStep_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveOpportunityDocumentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveOpportunityDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDocumentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentSubType"}},{"kind":"Field","name":{"kind":"Name","value":"documentMode"}},{"kind":"Field","name":{"kind":"Name","value":"documentSource"}},{"kind":"Field","name":{"kind":"Name","value":"documentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Status"}},{"kind":"Field","name":{"kind":"Name","value":"cseL2Remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"latLng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedThroughOnlinePortal"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<OtherBusinessDocStep_SaveMutation, OtherBusinessDocStep_SaveMutationVariables>;
export const PurchaseOrderStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseOrderStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetailsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isFrozen"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"activationComment"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestActivation"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}}]} as unknown as DocumentNode<PurchaseOrderStepQuery, PurchaseOrderStepQueryVariables>;
export const RequestPoActivationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPoActivation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPoActivationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPoActivation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetailsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEmailSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isFrozen"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"activationComment"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestActivation"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}}]} as unknown as DocumentNode<RequestPoActivationMutation, RequestPoActivationMutationVariables>;
export const RectifyPurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RectifyPurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RectifyPurchaseOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rectifyPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetailsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEmailSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isFrozen"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"activationComment"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestActivation"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}}]} as unknown as DocumentNode<RectifyPurchaseOrderMutation, RectifyPurchaseOrderMutationVariables>;
export const PoPaymentStep_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"POPaymentStep_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavePoPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePoPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"amountPayable"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityPaymentRecordFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityPaymentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityPaymentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTxnRefNo"}},{"kind":"Field","name":{"kind":"Name","value":"initiationTime"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentId"}}]}}]} as unknown as DocumentNode<PoPaymentStep_SaveMutation, PoPaymentStep_SaveMutationVariables>;
export const ReopenOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"queryCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"primaryBillingEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryStoreId"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountMccId"}},{"kind":"Field","name":{"kind":"Name","value":"crmRefId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"isExistingMerchant"}},{"kind":"Field","name":{"kind":"Name","value":"annualturnoverpreviousfinancialyr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"acquirer"}},{"kind":"Field","name":{"kind":"Name","value":"deploymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"regeneratePO"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorMerchantMappingId"}},{"kind":"Field","name":{"kind":"Name","value":"aggregatorProductCount"}},{"kind":"Field","name":{"kind":"Name","value":"nachSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"mdpOnboardingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pricingApprovalComment"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"pageStage"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lmsID"}},{"kind":"Field","name":{"kind":"Name","value":"oldDeploymentFlow"}},{"kind":"Field","name":{"kind":"Name","value":"cseL1CaseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rblIntegrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"allVASCheck"}},{"kind":"Field","name":{"kind":"Name","value":"isProductEditableFromSA"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCycle"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectionData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cseRejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"cseRejectSubReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionComments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poLink"}},{"kind":"Field","name":{"kind":"Name","value":"poActivationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"offlinePOGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnlineAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"poAcceptanceMobile"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAcceptanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPoEligible"}},{"kind":"Field","name":{"kind":"Name","value":"rectifyPo"}},{"kind":"Field","name":{"kind":"Name","value":"poRemarks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedAs"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"closureRemarks"}}]}}]} as unknown as DocumentNode<ReopenOpportunityMutation, ReopenOpportunityMutationVariables>;
export const OpportunityPricingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunityPricing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityPricingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityPricing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityPricingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityPricingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"agentComment"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCycle"}},{"kind":"Field","name":{"kind":"Name","value":"annualturnoverpreviousfinancialyr"}},{"kind":"Field","name":{"kind":"Name","value":"allVASCheck"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"requestedPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"setupFee"}},{"kind":"Field","name":{"kind":"Name","value":"rentalPerMonth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"bundleName"}},{"kind":"Field","name":{"kind":"Name","value":"primeVas"}},{"kind":"Field","name":{"kind":"Name","value":"setupFee"}},{"kind":"Field","name":{"kind":"Name","value":"rentalPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"advanceMonth"}},{"kind":"Field","name":{"kind":"Name","value":"transactionFee"}},{"kind":"Field","name":{"kind":"Name","value":"isAggregator"}},{"kind":"Field","name":{"kind":"Name","value":"vasCount"}},{"kind":"Field","name":{"kind":"Name","value":"mdr"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"acquirerBank"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedSetupFee"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRentalPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}}]}}]}}]} as unknown as DocumentNode<OpportunityPricingQuery, OpportunityPricingQueryVariables>;
export const PricingPlanStep_SubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PricingPlanStep_Submit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitPricingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPricing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityPricingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityPricingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"agentComment"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCycle"}},{"kind":"Field","name":{"kind":"Name","value":"annualturnoverpreviousfinancialyr"}},{"kind":"Field","name":{"kind":"Name","value":"allVASCheck"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"requestedPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"setupFee"}},{"kind":"Field","name":{"kind":"Name","value":"rentalPerMonth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"bundleName"}},{"kind":"Field","name":{"kind":"Name","value":"primeVas"}},{"kind":"Field","name":{"kind":"Name","value":"setupFee"}},{"kind":"Field","name":{"kind":"Name","value":"rentalPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"advanceMonth"}},{"kind":"Field","name":{"kind":"Name","value":"transactionFee"}},{"kind":"Field","name":{"kind":"Name","value":"isAggregator"}},{"kind":"Field","name":{"kind":"Name","value":"vasCount"}},{"kind":"Field","name":{"kind":"Name","value":"mdr"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"acquirerBank"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedSetupFee"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRentalPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}}]}}]}}]} as unknown as DocumentNode<PricingPlanStep_SubmitMutation, PricingPlanStep_SubmitMutationVariables>;
export const RevisePricingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevisePricing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevisePricingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revisePricing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityPricingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityPricingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"agentComment"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCycle"}},{"kind":"Field","name":{"kind":"Name","value":"annualturnoverpreviousfinancialyr"}},{"kind":"Field","name":{"kind":"Name","value":"allVASCheck"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"requestedPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"setupFee"}},{"kind":"Field","name":{"kind":"Name","value":"rentalPerMonth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"bundleName"}},{"kind":"Field","name":{"kind":"Name","value":"primeVas"}},{"kind":"Field","name":{"kind":"Name","value":"setupFee"}},{"kind":"Field","name":{"kind":"Name","value":"rentalPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"advanceMonth"}},{"kind":"Field","name":{"kind":"Name","value":"transactionFee"}},{"kind":"Field","name":{"kind":"Name","value":"isAggregator"}},{"kind":"Field","name":{"kind":"Name","value":"vasCount"}},{"kind":"Field","name":{"kind":"Name","value":"mdr"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"acquirerBank"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedSetupFee"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRentalPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}}]}}]}}]} as unknown as DocumentNode<RevisePricingMutation, RevisePricingMutationVariables>;
export const ProductListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hardwareSubTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isMini"}}]}}]} as unknown as DocumentNode<ProductListQuery, ProductListQueryVariables>;
export const PlanListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimeEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"standard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanPricingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimeAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanPricingFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanPricingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advanceMonth"}},{"kind":"Field","name":{"kind":"Name","value":"vas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"isPrime"}},{"kind":"Field","name":{"kind":"Name","value":"isMandatory"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"hardwareSubTypeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupFee"}},{"kind":"Field","name":{"kind":"Name","value":"rentalPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"advance"}},{"kind":"Field","name":{"kind":"Name","value":"transactionFee"}},{"kind":"Field","name":{"kind":"Name","value":"isAggregator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mdrDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"acquirerBank"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"slabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minTurnover"}},{"kind":"Field","name":{"kind":"Name","value":"maxTurnover"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]}}]} as unknown as DocumentNode<PlanListQuery, PlanListQueryVariables>;
export const GetOpportunityProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOpportunityProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetOpportunityProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOpportunityProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPlanBundleId"}},{"kind":"Field","name":{"kind":"Name","value":"primeVas"}},{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxDeviceAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"availableSponsoredDevices"}},{"kind":"Field","name":{"kind":"Name","value":"isProductEditableFromSA"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hardwareSubTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isMini"}}]}}]} as unknown as DocumentNode<GetOpportunityProductQuery, GetOpportunityProductQueryVariables>;
export const ProductsStep_SelectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductsStep_Selection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetOpportunityProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOpportunityProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxDeviceAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"availableSponsoredDevices"}},{"kind":"Field","name":{"kind":"Name","value":"isProductEditableFromSA"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPlanBundleId"}},{"kind":"Field","name":{"kind":"Name","value":"primeVas"}}]}}]}}]}}]} as unknown as DocumentNode<ProductsStep_SelectionQuery, ProductsStep_SelectionQueryVariables>;
export const ProductsRequiredAndInventoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductsRequiredAndInventory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductsRequiredAndInventoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productsRequiredAndInventory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"hardwareSubTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"requiredQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"deployedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"availableInventory"}}]}}]}}]}}]} as unknown as DocumentNode<ProductsRequiredAndInventoryQuery, ProductsRequiredAndInventoryQueryVariables>;
export const GetSponsorMerchantMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSponsorMerchantMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetSponsorMerchantMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSponsorMerchantMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorName"}},{"kind":"Field","name":{"kind":"Name","value":"availableDevices"}},{"kind":"Field","name":{"kind":"Name","value":"cumulativeSponsoredDevices"}}]}}]}}]}}]} as unknown as DocumentNode<GetSponsorMerchantMappingQuery, GetSponsorMerchantMappingQueryVariables>;
export const PanDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PanDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"panDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"panDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"panHolderType"}},{"kind":"Field","name":{"kind":"Name","value":"panStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"isAadhaarSeeded"}},{"kind":"Field","name":{"kind":"Name","value":"isBlacklisted"}},{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"existingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedOwnershipType"}}]}}]}}]}}]} as unknown as DocumentNode<PanDetailsQuery, PanDetailsQueryVariables>;
export const GstinsFromPanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GstinsFromPAN"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GstinsFromPANInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gstinsFromPAN"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gstins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GstinsFromPanQuery, GstinsFromPanQueryVariables>;
export const GstDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GstDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GstDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gstDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gstDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDate"}},{"kind":"Field","name":{"kind":"Name","value":"constitutionOfBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"natureOfBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPanLinked"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<GstDetailsQuery, GstDetailsQueryVariables>;
export const CinDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CinDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CinDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cinDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cinDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cin"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfIncorporation"}},{"kind":"Field","name":{"kind":"Name","value":"companyClass"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"directors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"din"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"panNumber"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<CinDetailsQuery, CinDetailsQueryVariables>;
export const CinsFromPanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CinsFromPAN"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CinsFromPANInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cinsFromPAN"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cin"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CinsFromPanQuery, CinsFromPanQueryVariables>;
export const LlpinDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LlpinDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LlpinDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llpinDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llpinDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llpin"}},{"kind":"Field","name":{"kind":"Name","value":"llpName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfIncorporation"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dpin"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<LlpinDetailsQuery, LlpinDetailsQueryVariables>;
export const UdyamRegnSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UdyamRegnSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UdyamRegnSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"udyamRegnSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"udyamDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"udyamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseName"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseType"}},{"kind":"Field","name":{"kind":"Name","value":"majorActivity"}},{"kind":"Field","name":{"kind":"Name","value":"socialCategory"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfIncorporation"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"nicCodes"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<UdyamRegnSearchQuery, UdyamRegnSearchQueryVariables>;
export const ShopAndEstablishmentDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopAndEstablishmentDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShopAndEstablishmentDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopAndEstablishmentDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"natureOfBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDate"}},{"kind":"Field","name":{"kind":"Name","value":"validUpto"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantAddressFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"pinCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<ShopAndEstablishmentDetailsQuery, ShopAndEstablishmentDetailsQueryVariables>;
export const FaqScreen_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqScreen_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaqListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FaqScreen_ListQuery, FaqScreen_ListQueryVariables>;
export const PlayerScreen_VideosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerScreen_Videos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingVideoListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingVideoList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"addedOn"}}]}}]}}]}}]} as unknown as DocumentNode<PlayerScreen_VideosQuery, PlayerScreen_VideosQueryVariables>;
export const TrainingVideosScreen_AddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingVideosScreen_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTrainingVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTrainingVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"addedOn"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingVideosScreen_AddMutation, TrainingVideosScreen_AddMutationVariables>;