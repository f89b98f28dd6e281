import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../src/server/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Calendar date as YYYY-MM-DD, a real day between the years 1900 and 2100 */
  Date: { input: string; output: string; }
  /** ISO 8601 instant with a time zone, e.g. 2026-11-21T10:15:00.000Z, between the years 1900 and 2100 */
  DateTime: { input: string; output: string; }
  /** Arbitrary JSON value, only for shapes the spec leaves open */
  JSON: { input: unknown; output: unknown; }
};

export type AadhaarDetailsDigiLockerInput = {
  merchantPAN: Scalars['String']['input'];
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
  /** Request id from createDigiLockerRequest */
  requestId: Scalars['ID']['input'];
  signatoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type AadhaarDetailsDigiLockerPayload = {
  __typename?: 'AadhaarDetailsDigiLockerPayload';
  aadhaar?: Maybe<KycDocumentData>;
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The Aadhaar name matches the PAN name */
  nameMatch?: Maybe<Scalars['Boolean']['output']>;
  requestId: Scalars['ID']['output'];
  status: KycRequestStatus;
};

/** Bank account type; a savings account is not eligible when annual turnover is above 2000000 */
export type AccountType =
  | 'CURRENT'
  | 'SAVINGS';

export type AchListInput = {
  /** Only active mandates */
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
  opportunityId: Scalars['ID']['input'];
};

export type AchListPayload = {
  __typename?: 'AchListPayload';
  achList: Array<Mandate>;
};

/** A store the agent adds on the Deployment screen, to deploy the opportunity's devices at */
export type AddDeploymentStoreInput = {
  /** An opportunity whose deployment is approved (DEPLOYMENT_APPROVED) */
  opportunityId: Scalars['ID']['input'];
  store: DeploymentStoreFieldsInput;
};

export type AddDeploymentStorePayload = {
  __typename?: 'AddDeploymentStorePayload';
  store: DeploymentStore;
  /** The merchant's stores a request may be raised at, the primary store first */
  stores: Array<DeploymentStore>;
};

export type AddTrainingVideoInput = {
  /** The video file as a data URL: an MP4 or a WebM video of at most 7 MB (VIDEO_TOO_LARGE, VIDEO_NOT_SUPPORTED), judged by its bytes; the request itself is at most 10 MB */
  dataUrl: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type AddTrainingVideoPayload = {
  __typename?: 'AddTrainingVideoPayload';
  video: TrainingVideo;
};

/** A postal address as the CRM stores it */
export type Address = {
  __typename?: 'Address';
  addressLine1?: Maybe<Scalars['String']['output']>;
  addressLine2?: Maybe<Scalars['String']['output']>;
  addressLine3?: Maybe<Scalars['String']['output']>;
  area?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  district?: Maybe<Scalars['String']['output']>;
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  pincode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

export type AddressInput = {
  addressLine1?: InputMaybe<Scalars['String']['input']>;
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  addressLine3?: InputMaybe<Scalars['String']['input']>;
  area?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  pincode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
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

export type BankAccount = {
  __typename?: 'BankAccount';
  accountHolderName: Scalars['String']['output'];
  /** Merchant account id */
  accountId: Scalars['ID']['output'];
  accountType: AccountType;
  bankAccountNumber: Scalars['String']['output'];
  bankName?: Maybe<Scalars['String']['output']>;
  /** Beneficiary name returned by the verifier */
  beneficiaryName?: Maybe<Scalars['String']['output']>;
  branchName?: Maybe<Scalars['String']['output']>;
  cancelledCheque?: Maybe<CancelledCheque>;
  failureReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ifscCode: Scalars['String']['output'];
  isEditable: Scalars['Boolean']['output'];
  nameMatchSuccess: Scalars['Boolean']['output'];
  pennyDropSuccess: Scalars['Boolean']['output'];
};

export type BankAccountInput = {
  id: Scalars['ID']['input'];
};

export type BankAccountPayload = {
  __typename?: 'BankAccountPayload';
  bankAccount: BankAccount;
};

export type BillingEntity = {
  __typename?: 'BillingEntity';
  /** Bank beneficiary id used for settlement */
  beneficiaryId?: Maybe<Scalars['ID']['output']>;
  businessAddress?: Maybe<MerchantAddress>;
  businessName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isEditable: Scalars['Boolean']['output'];
  kycDocumentNo?: Maybe<Scalars['String']['output']>;
  kycDocumentType?: Maybe<DocumentSubType>;
  merchantId: Scalars['ID']['output'];
  nameToBePrintedOnPO?: Maybe<Scalars['String']['output']>;
};

export type BillingEntityInput = {
  id: Scalars['ID']['input'];
};

export type BillingEntityPayload = {
  __typename?: 'BillingEntityPayload';
  billingEntity: BillingEntity;
};

/**
 * What the Business Details step shows: the journey's merchant account with its MCC, primary contact and
 * addresses, or, before one is saved, what the lead and the PAN registry already say.
 */
export type BusinessDetails = {
  __typename?: 'BusinessDetails';
  /** The saved merchant account; null until the step is first saved */
  accountId?: Maybe<Scalars['ID']['output']>;
  accountType?: Maybe<BusinessType>;
  address?: Maybe<MerchantAddress>;
  billingAddress?: Maybe<MerchantAddress>;
  billingAtBusinessAddress?: Maybe<Scalars['Boolean']['output']>;
  /** The agent confirmed that the shop and establishment certificate, registered under another name, is the merchant's */
  businessProofNameConfirmed?: Maybe<Scalars['Boolean']['output']>;
  businessProofNumber?: Maybe<Scalars['String']['output']>;
  businessProofType?: Maybe<BusinessProofOption>;
  contactName?: Maybe<Scalars['String']['output']>;
  dateOfIncorporation?: Maybe<Scalars['Date']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  gstin?: Maybe<Scalars['String']['output']>;
  isMCCManualEntry?: Maybe<Scalars['Boolean']['output']>;
  legalName?: Maybe<Scalars['String']['output']>;
  licenceNumber?: Maybe<Scalars['String']['output']>;
  mccCode?: Maybe<Scalars['String']['output']>;
  mobileNumber?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  ownershipType?: Maybe<OwnershipType>;
  revenue?: Maybe<Scalars['Float']['output']>;
  storeAddress?: Maybe<MerchantAddress>;
  storeAtBusinessAddress?: Maybe<Scalars['Boolean']['output']>;
  udyamNumber?: Maybe<Scalars['String']['output']>;
  weeklySettlementUpperLimit?: Maybe<Scalars['Float']['output']>;
};

export type BusinessDetailsStepInput = {
  leadId?: InputMaybe<Scalars['ID']['input']>;
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
};

export type BusinessDetailsStepPayload = {
  __typename?: 'BusinessDetailsStepPayload';
  businessDetails: BusinessDetails;
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
  accountId: Scalars['ID']['input'];
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
};

export type CacheAccountPayload = {
  __typename?: 'CacheAccountPayload';
  accountId: Scalars['ID']['output'];
  isCached: Scalars['Boolean']['output'];
};

/** The cancelled cheque captured for a bank account */
export type CancelledCheque = {
  __typename?: 'CancelledCheque';
  documentId?: Maybe<Scalars['ID']['output']>;
  imgName?: Maybe<Scalars['String']['output']>;
  imgUrl?: Maybe<Scalars['String']['output']>;
};

export type CancelledChequeInput = {
  /** An opportunity document holding the cheque */
  documentId?: InputMaybe<Scalars['ID']['input']>;
  imgName?: InputMaybe<Scalars['String']['input']>;
  imgUrl?: InputMaybe<Scalars['String']['input']>;
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
  email: Scalars['String']['input'];
};

export type CheckEmailInExperimentPayload = {
  __typename?: 'CheckEmailInExperimentPayload';
  isInExperiment: Scalars['Boolean']['output'];
};

export type CheckOsvInput = {
  documentIds: Array<Scalars['ID']['input']>;
  opportunityId: Scalars['ID']['input'];
};

export type CheckOsvPayload = {
  __typename?: 'CheckOSVPayload';
  /** Original seen and verified for every given document */
  isOsvDone: Scalars['Boolean']['output'];
  /** Documents still missing the OSV check */
  pendingDocumentIds: Array<Scalars['ID']['output']>;
};

export type CinDetails = {
  __typename?: 'CinDetails';
  cin: Scalars['String']['output'];
  /** Company class, e.g. Private or Public */
  companyClass?: Maybe<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  dateOfIncorporation?: Maybe<Scalars['Date']['output']>;
  directors: Array<CompanyDirector>;
  email?: Maybe<Scalars['String']['output']>;
  registeredAddress?: Maybe<MerchantAddress>;
  status: RegistrationStatus;
};

export type CinDetailsInput = {
  cin: Scalars['String']['input'];
};

export type CinDetailsPayload = {
  __typename?: 'CinDetailsPayload';
  cinDetails: CinDetails;
};

export type CinSummary = {
  __typename?: 'CinSummary';
  cin: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  status: RegistrationStatus;
};

export type CinsFromPanInput = {
  panNumber: Scalars['String']['input'];
};

export type CinsFromPanPayload = {
  __typename?: 'CinsFromPANPayload';
  cins: Array<CinSummary>;
};

export type City = {
  __typename?: 'City';
  district?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  stateCode: Scalars['String']['output'];
};

export type CityDetailsInput = {
  cityId: Scalars['ID']['input'];
};

export type CityDetailsPayload = {
  __typename?: 'CityDetailsPayload';
  city: City;
  state: MasterState;
};

export type CityListInput = {
  stateCode: Scalars['String']['input'];
};

export type CityListPayload = {
  __typename?: 'CityListPayload';
  cityList: Array<City>;
};

export type CompanyDirector = {
  __typename?: 'CompanyDirector';
  designation?: Maybe<Scalars['String']['output']>;
  din: Scalars['String']['output'];
  name: Scalars['String']['output'];
  panNumber?: Maybe<Scalars['String']['output']>;
};

/** A product item consumed by a deployment */
export type ConsumedProduct = {
  __typename?: 'ConsumedProduct';
  productItemId: Scalars['ID']['output'];
  productItemNumber?: Maybe<Scalars['String']['output']>;
  productName: Scalars['String']['output'];
  productType?: Maybe<ProductType>;
  quantity: Scalars['Int']['output'];
  serialNumber?: Maybe<Scalars['String']['output']>;
};

export type ContactListInput = {
  accountId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type ContactListPayload = {
  __typename?: 'ContactListPayload';
  contacts: Array<MerchantContact>;
  pageInfo: PageInfo;
};

export type CreateBankAccountInput = {
  accountHolderName: Scalars['String']['input'];
  accountId: Scalars['ID']['input'];
  accountType: AccountType;
  /** 6 to 18 digits */
  bankAccountNumber: Scalars['String']['input'];
  cancelledCheque?: InputMaybe<CancelledChequeInput>;
  ifscCode: Scalars['String']['input'];
  /** The opportunity the account is chosen for once it is verified; the same number and IFSC already stored for the merchant is that record, verified again */
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateBankAccountPayload = {
  __typename?: 'CreateBankAccountPayload';
  bankAccount: BankAccount;
  failureReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  nameMatchSuccess: Scalars['Boolean']['output'];
  pennyDropSuccess: Scalars['Boolean']['output'];
};

export type CreateBillingEntityInput = {
  beneficiaryId?: InputMaybe<Scalars['ID']['input']>;
  businessAddress?: InputMaybe<MerchantAddressInput>;
  businessName: Scalars['String']['input'];
  kycDocumentNo?: InputMaybe<Scalars['String']['input']>;
  kycDocumentType?: InputMaybe<DocumentSubType>;
  merchantId: Scalars['ID']['input'];
  nameToBePrintedOnPO?: InputMaybe<Scalars['String']['input']>;
};

export type CreateBillingEntityPayload = {
  __typename?: 'CreateBillingEntityPayload';
  billingEntity: BillingEntity;
  id: Scalars['ID']['output'];
};

/** With an opportunityId, the store becomes that opportunity's primary store when it has none yet (so for createDeploymentStores, the first) */
export type CreateDeploymentStoreInput = {
  merchantId: Scalars['ID']['input'];
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
  store: DeploymentStoreFieldsInput;
};

export type CreateDeploymentStorePayload = {
  __typename?: 'CreateDeploymentStorePayload';
  id: Scalars['ID']['output'];
  store: DeploymentStore;
};

export type CreateDeploymentStoresInput = {
  merchantId: Scalars['ID']['input'];
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 20 in one call, and a merchant has at most 20 stores */
  stores: Array<DeploymentStoreFieldsInput>;
};

export type CreateDeploymentStoresPayload = {
  __typename?: 'CreateDeploymentStoresPayload';
  ids: Array<Scalars['ID']['output']>;
  stores: Array<DeploymentStore>;
};

export type CreateDigiLockerRequestInput = {
  merchantPAN: Scalars['String']['input'];
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
  /** Where DigiLocker sends the user back after consent */
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
  signatoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateDigiLockerRequestPayload = {
  __typename?: 'CreateDigiLockerRequestPayload';
  merchantPAN: Scalars['String']['output'];
  requestId: Scalars['ID']['output'];
  /** DigiLocker consent page */
  url: Scalars['String']['output'];
  validUpto: Scalars['DateTime']['output'];
};

export type CreateEMandateInput = {
  details: MandateDetailsInput;
  /** E_MANDATE or UPI_AUTOPAY */
  mandateType: MandateType;
  opportunityId: Scalars['ID']['input'];
  /** UPI id, required for UPI_AUTOPAY */
  vpa?: InputMaybe<Scalars['String']['input']>;
};

export type CreateEMandatePayload = {
  __typename?: 'CreateEMandatePayload';
  mandate: Mandate;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  requestId?: Maybe<Scalars['ID']['output']>;
};

export type CreateESignMandateInput = {
  details: MandateDetailsInput;
  opportunityId: Scalars['ID']['input'];
};

export type CreateESignMandatePayload = {
  __typename?: 'CreateESignMandatePayload';
  mandate: Mandate;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  requestId?: Maybe<Scalars['ID']['output']>;
};

export type CreateLeadInput = {
  contact: LeadContactInput;
  gstin?: InputMaybe<Scalars['String']['input']>;
  leadSource: LeadSource;
  notes?: InputMaybe<Scalars['String']['input']>;
  panNumber?: InputMaybe<Scalars['String']['input']>;
  product: Array<LeadProduct>;
  rating?: InputMaybe<LeadRating>;
  scheduledFollowUp?: InputMaybe<Scalars['DateTime']['input']>;
  shop: LeadShopInput;
};

export type CreateLeadPayload = {
  __typename?: 'CreateLeadPayload';
  id: Scalars['ID']['output'];
  modifiedAt: Scalars['DateTime']['output'];
  ownerType: OwnerType;
  status: LeadStatus;
};

export type CreateMerchantAccountMccInput = {
  accountId: Scalars['ID']['input'];
  businessCategoryType: Scalars['String']['input'];
  businessSubCategoryType: Scalars['String']['input'];
  isMCCManualEntry?: InputMaybe<Scalars['Boolean']['input']>;
  mccCode: Scalars['String']['input'];
  merchantCategory: Scalars['String']['input'];
};

export type CreateMerchantAccountMccPayload = {
  __typename?: 'CreateMerchantAccountMccPayload';
  id: Scalars['ID']['output'];
  mcc: MerchantMcc;
};

export type CreateMerchantContactInput = {
  accountId: Scalars['ID']['input'];
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  designation?: InputMaybe<PersonRelation>;
  email?: InputMaybe<Scalars['String']['input']>;
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  leadName: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
};

export type CreateMerchantContactPayload = {
  __typename?: 'CreateMerchantContactPayload';
  contact: MerchantContact;
  id: Scalars['ID']['output'];
};

export type CreateMerchantInput = {
  accountType?: InputMaybe<BusinessType>;
  address?: InputMaybe<MerchantAddressInput>;
  /** Address printed on the billing entity; the business address when not given */
  billingAddress?: InputMaybe<MerchantAddressInput>;
  businessProofNumber?: InputMaybe<Scalars['String']['input']>;
  businessProofType?: InputMaybe<BusinessProofOption>;
  /** Primary contact's full name; with mobileNumber it makes the primary contact */
  contactName?: InputMaybe<Scalars['String']['input']>;
  dateOfIncorporation?: InputMaybe<Scalars['Date']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  gstin?: InputMaybe<Scalars['String']['input']>;
  /** The MCC was entered by hand rather than picked from the suggestions */
  isMCCManualEntry?: InputMaybe<Scalars['Boolean']['input']>;
  leadId?: InputMaybe<Scalars['ID']['input']>;
  legalName: Scalars['String']['input'];
  /** The account MCC, from the master list (its categories come from there) */
  mccCode?: InputMaybe<Scalars['String']['input']>;
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** Doing-business-as (shop) name */
  name: Scalars['String']['input'];
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
  ownershipType: OwnershipType;
  panNumber: Scalars['String']['input'];
  revenue?: InputMaybe<Scalars['Float']['input']>;
  /** Where the devices are deployed, when not at the business address */
  storeAddress?: InputMaybe<MerchantAddressInput>;
  udyamNumber?: InputMaybe<Scalars['String']['input']>;
  weeklySettlementUpperLimit?: InputMaybe<Scalars['Float']['input']>;
};

export type CreateMerchantOnboardingStateInput = {
  idType: OnboardingIdType;
  isExistingMerchant?: InputMaybe<Scalars['Boolean']['input']>;
  opportunityId?: InputMaybe<Scalars['Int']['input']>;
  stateDataId: Scalars['ID']['input'];
};

export type CreateMerchantOnboardingStatePayload = {
  __typename?: 'CreateMerchantOnboardingStatePayload';
  merchantOnboardingState: MerchantOnboardingState;
};

export type CreateMerchantPayload = {
  __typename?: 'CreateMerchantPayload';
  billingEntity?: Maybe<BillingEntity>;
  id: Scalars['ID']['output'];
  mcc?: Maybe<MerchantMcc>;
  merchantAccount: MerchantAccount;
  primaryContact?: Maybe<MerchantContact>;
};

export type CreateMerchantSignatoryInfoInput = {
  accountId: Scalars['ID']['input'];
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  individualKycType?: InputMaybe<IdentityType>;
  isPrimaryContact?: InputMaybe<Scalars['Boolean']['input']>;
  kind: SignatoryKind;
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** A person's own PAN (an individual's), verified with the PAN registry */
  panNumber: Scalars['String']['input'];
  stakePercentage?: InputMaybe<Scalars['Float']['input']>;
};

export type CreateMerchantSignatoryInfoPayload = {
  __typename?: 'CreateMerchantSignatoryInfoPayload';
  id: Scalars['ID']['output'];
  signatory: MerchantSignatory;
};

export type CreateOliInput = {
  /** Replaces the opportunity's line items */
  lineItems: Array<OpportunityLineItemInput>;
  opportunityId: Scalars['ID']['input'];
};

export type CreateOliPayload = {
  __typename?: 'CreateOLIPayload';
  isCreated: Scalars['Boolean']['output'];
  lineItems: Array<OpportunityLineItem>;
  /** New total of the opportunity, in rupees */
  totalAmount?: Maybe<Scalars['Float']['output']>;
};

export type CreateOpportunityDocumentInput = {
  document: OpportunityDocumentInput;
  opportunityId: Scalars['ID']['input'];
};

export type CreateOpportunityDocumentPayload = {
  __typename?: 'CreateOpportunityDocumentPayload';
  document: OpportunityDocument;
  id: Scalars['ID']['output'];
};

export type CreateOpportunityDocumentsInput = {
  documents: Array<OpportunityDocumentInput>;
  opportunityId: Scalars['ID']['input'];
};

export type CreateOpportunityDocumentsPayload = {
  __typename?: 'CreateOpportunityDocumentsPayload';
  documents: Array<OpportunityDocument>;
  ids: Array<Scalars['ID']['output']>;
};

export type CreateOpportunityInput = {
  /** The existing merchant account; required when isExistingMerchant */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  annualturnoverpreviousfinancialyr?: InputMaybe<Scalars['Float']['input']>;
  isExistingMerchant: Scalars['Boolean']['input'];
  /** The lead being converted (new merchant); required unless isExistingMerchant */
  leadId?: InputMaybe<Scalars['ID']['input']>;
  /** Required for an existing merchant; from a lead it defaults to the lead's shop name */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CreateOpportunityPayload = {
  __typename?: 'CreateOpportunityPayload';
  id: Scalars['ID']['output'];
  opportunity: Opportunity;
};

export type CreateOpportunityPaymentRecordInput = {
  amount: Scalars['Float']['input'];
  bankName?: InputMaybe<Scalars['String']['input']>;
  collectionDate?: InputMaybe<Scalars['Date']['input']>;
  depositDate?: InputMaybe<Scalars['Date']['input']>;
  invoiceTxnRefNo?: InputMaybe<Scalars['String']['input']>;
  opportunityId: Scalars['ID']['input'];
  paymentMode: PaymentMode;
  proofDocumentId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateOpportunityPaymentRecordPayload = {
  __typename?: 'CreateOpportunityPaymentRecordPayload';
  id: Scalars['ID']['output'];
  paymentRecord: OpportunityPaymentRecord;
};

export type CreatePMandateInput = {
  details: MandateDetailsInput;
  opportunityId: Scalars['ID']['input'];
};

export type CreatePMandatePayload = {
  __typename?: 'CreatePMandatePayload';
  /** Pre-filled physical NACH form to print and sign */
  formUrl?: Maybe<Scalars['String']['output']>;
  mandate: Mandate;
};

export type CreateProductTransferInput = {
  courierName?: InputMaybe<Scalars['String']['input']>;
  destinationLocationId: Scalars['ID']['input'];
  productItemIds: Array<Scalars['ID']['input']>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

export type CreateProductTransferPayload = {
  __typename?: 'CreateProductTransferPayload';
  ids: Array<Scalars['ID']['output']>;
  productTransfers: Array<ProductTransfer>;
};

/** Status of a case with the field engineer (CSE) team */
export type CseCaseStatus =
  | 'APPROVED'
  | 'CLOSED'
  | 'IN_PROGRESS'
  | 'OPEN'
  | 'REJECTED';

/** Why an opportunity was rejected by the field engineer (CSE) team */
export type CseRejectionData = {
  __typename?: 'CseRejectionData';
  cseRejectReason?: Maybe<Scalars['String']['output']>;
  cseRejectSubReason?: Maybe<Scalars['String']['output']>;
  rejectionComments?: Maybe<Scalars['String']['output']>;
};

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
  followUp?: InputMaybe<DateTimeRangeInput>;
};

export type DashboardCountsPayload = {
  __typename?: 'DashboardCountsPayload';
  /** Open leads (NEW, OPEN_CONTACTED, OPEN_NOT_CONTACTED) */
  allLead: Scalars['Int']['output'];
  /** Open leads assigned to the agent from the CRM */
  assigned: Scalars['Int']['output'];
  /** The Being deployed tab: open opportunities in DEPLOYMENT_APPROVED (completed ones are Live) */
  deploymentInProgress: Scalars['Int']['output'];
  /** Open leads with a scheduled follow-up inside the window */
  followUp: Scalars['Int']['output'];
  /** The In review tab: open opportunities in DEPLOYMENT_REQUESTED, PO_ACTIVATION_REQUESTED, PO_APPROVAL_SUBMITTED or CSE_APPROVED */
  inReview: Scalars['Int']['output'];
  /** Live merchants: open opportunities in DEPLOYMENT_COMPLETED */
  live: Scalars['Int']['output'];
  /** The Lost category: opportunities closed as LOST and leads marked LOST */
  lost: Scalars['Int']['output'];
  /** Open opportunities in the New bucket (INITIATED, PRICING_SUBMITTED, PRICING_APPROVED, PO_ACTIVATION_APPROVED) */
  new: Scalars['Int']['output'];
  /** The Not converted category: opportunities closed as NOT_CONVERTED and leads marked NOT_CONVERTED */
  notConverted: Scalars['Int']['output'];
  /** The Rejected category: open opportunities in PRICING_REJECTED, PO_ACTIVATION_REJECTED, DEPLOYMENT_REJECTED or CSE_REJECTED */
  rejected: Scalars['Int']['output'];
  /** Open leads interested in Voice Pod or Voice Pod Pro */
  voicePod: Scalars['Int']['output'];
};

export type DateTimeRangeInput = {
  /** Inclusive lower bound */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Exclusive upper bound */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type DeleteDeploymentStoreInput = {
  id: Scalars['ID']['input'];
};

export type DeleteDeploymentStorePayload = {
  __typename?: 'DeleteDeploymentStorePayload';
  id: Scalars['ID']['output'];
  isDeleted: Scalars['Boolean']['output'];
};

export type DeleteMerchantSignatoryInfoInput = {
  id: Scalars['ID']['input'];
};

export type DeleteMerchantSignatoryInfoPayload = {
  __typename?: 'DeleteMerchantSignatoryInfoPayload';
  id: Scalars['ID']['output'];
  isDeleted: Scalars['Boolean']['output'];
};

export type DeleteOpportunityDocumentsInput = {
  ids: Array<Scalars['ID']['input']>;
  opportunityId: Scalars['ID']['input'];
};

export type DeleteOpportunityDocumentsPayload = {
  __typename?: 'DeleteOpportunityDocumentsPayload';
  deletedIds: Array<Scalars['ID']['output']>;
  isDeleted: Scalars['Boolean']['output'];
};

/** A product to deploy on a store, with its deployment status */
export type DeploymentItem = {
  __typename?: 'DeploymentItem';
  deploymentRequestId?: Maybe<Scalars['ID']['output']>;
  hardwareSubTypeName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  status: DeploymentItemStatus;
  storeId: Scalars['ID']['output'];
  storeName: Scalars['String']['output'];
};

export type DeploymentItemInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** Deploy it yourself rather than through a field engineer */
  selfDeployment?: InputMaybe<Scalars['Boolean']['input']>;
  storeId: Scalars['ID']['input'];
};

/** Deployment status of a product item on a store */
export type DeploymentItemStatus =
  /** Request raised */
  | 'REQUEST_RAISED'
  /** Marked for self deployment */
  | 'SELF_DEPLOYMENT'
  /** Yet to deploy */
  | 'YET_TO_DEPLOY';

export type DeploymentRequest = {
  __typename?: 'DeploymentRequest';
  /** The merchant acknowledged the deployment */
  acknowledgement: Scalars['Boolean']['output'];
  acquirer?: Maybe<Scalars['String']['output']>;
  address?: Maybe<MerchantAddress>;
  assetId?: Maybe<Scalars['ID']['output']>;
  /** Asset (device) name */
  assetName?: Maybe<Scalars['String']['output']>;
  cardTestTransactionProof?: Maybe<TestTransactionProof>;
  closureRemarks?: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['DateTime']['output'];
  crmTicketId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isCardTestApplicable: Scalars['Boolean']['output'];
  isLinkingApplicable: Scalars['Boolean']['output'];
  isLinkingDone: Scalars['Boolean']['output'];
  isProductsConsumed: Scalars['Boolean']['output'];
  isUpiTestApplicable: Scalars['Boolean']['output'];
  mappedDevicesList: Array<MappedDevice>;
  meTeamStatus?: Maybe<MeTeamStatus>;
  /** Merchant id */
  mid?: Maybe<Scalars['String']['output']>;
  opportunityId: Scalars['ID']['output'];
  posId?: Maybe<Scalars['String']['output']>;
  /** The product the request deploys: the devices mapped to it are of this product */
  productId?: Maybe<Scalars['ID']['output']>;
  productsConsumedList: Array<ConsumedProduct>;
  revisionNumber?: Maybe<Scalars['String']['output']>;
  soundboxLink?: Maybe<Scalars['String']['output']>;
  status: DeploymentRequestStatus;
  storeId?: Maybe<Scalars['ID']['output']>;
  storeName?: Maybe<Scalars['String']['output']>;
  /** Terminal id */
  tid?: Maybe<Scalars['String']['output']>;
  upiTestTransactionProof?: Maybe<TestTransactionProof>;
  workFlowState?: Maybe<DeploymentWorkflowState>;
};

export type DeploymentRequestByAssetIdInput = {
  assetId: Scalars['ID']['input'];
};

export type DeploymentRequestByAssetIdPayload = {
  __typename?: 'DeploymentRequestByAssetIdPayload';
  deploymentRequest: DeploymentRequest;
};

/** Status of a deployment request */
export type DeploymentRequestStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'OPEN'
  | 'REJECTED';

export type DeploymentStore = {
  __typename?: 'DeploymentStore';
  /** Store address, with cityId and stateCode */
  address: MerchantAddress;
  documentNumber?: Maybe<Scalars['String']['output']>;
  /** Store proof document type */
  documentType?: Maybe<DocumentSubType>;
  id: Scalars['ID']['output'];
  isEditable: Scalars['Boolean']['output'];
  merchantId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** CRM point-of-contact id of the store */
  pcId?: Maybe<Scalars['String']['output']>;
  primaryContactId?: Maybe<Scalars['ID']['output']>;
};

export type DeploymentStoreFieldsInput = {
  address: MerchantAddressInput;
  documentNumber?: InputMaybe<Scalars['String']['input']>;
  documentType?: InputMaybe<DocumentSubType>;
  name: Scalars['String']['input'];
  pcId?: InputMaybe<Scalars['String']['input']>;
  primaryContactId?: InputMaybe<Scalars['ID']['input']>;
};

export type DeploymentStoreInput = {
  id: Scalars['ID']['input'];
};

/** A store as the Multi Stores step lists it: with an id, that stored store with its changes; without one, a new store */
export type DeploymentStoreItemInput = {
  address: MerchantAddressInput;
  documentNumber?: InputMaybe<Scalars['String']['input']>;
  documentType?: InputMaybe<DocumentSubType>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  pcId?: InputMaybe<Scalars['String']['input']>;
  primaryContactId?: InputMaybe<Scalars['ID']['input']>;
};

export type DeploymentStorePayload = {
  __typename?: 'DeploymentStorePayload';
  store: DeploymentStore;
};

export type DeploymentStoresByMerchantIdInput = {
  merchantId: Scalars['ID']['input'];
};

export type DeploymentStoresByMerchantIdPayload = {
  __typename?: 'DeploymentStoresByMerchantIdPayload';
  stores: Array<DeploymentStore>;
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
  deploymentRequestId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  serialNumbers: Array<Scalars['String']['input']>;
};

export type DeviceDeLinkingDetailsPayload = {
  __typename?: 'DeviceDeLinkingDetailsPayload';
  isDeLinked: Scalars['Boolean']['output'];
  mappedDevicesList: Array<MappedDevice>;
};

export type DeviceLinkingDetailsInput = {
  deploymentRequestId: Scalars['ID']['input'];
  devices: Array<MappedDeviceInput>;
};

export type DeviceLinkingDetailsPayload = {
  __typename?: 'DeviceLinkingDetailsPayload';
  isLinkingDone: Scalars['Boolean']['output'];
  mappedDevicesList: Array<MappedDevice>;
};

export type DevicesToBeLinkedInput = {
  deploymentRequestId: Scalars['ID']['input'];
};

export type DevicesToBeLinkedPayload = {
  __typename?: 'DevicesToBeLinkedPayload';
  devices: Array<MappedDevice>;
};

export type DlDetailsInput = {
  dateOfBirth: Scalars['Date']['input'];
  /** Driving licence registration number */
  dlNumber: Scalars['String']['input'];
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
  signatoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type DlDetailsPayload = {
  __typename?: 'DlDetailsPayload';
  drivingLicense: KycDocumentData;
  /** The licence name matches the PAN name */
  nameMatch?: Maybe<Scalars['Boolean']['output']>;
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
  AADHAAR?: InputMaybe<Array<Scalars['ID']['input']>>;
  APPLICATIONFORM?: InputMaybe<Array<Scalars['ID']['input']>>;
  CANCELLEDCHEQUE?: InputMaybe<Array<Scalars['ID']['input']>>;
  CARDTESTTRANSACTION?: InputMaybe<Array<Scalars['ID']['input']>>;
  CINCERTIFICATE?: InputMaybe<Array<Scalars['ID']['input']>>;
  DRIVING_LICENSE?: InputMaybe<Array<Scalars['ID']['input']>>;
  DRUGLICENSE?: InputMaybe<Array<Scalars['ID']['input']>>;
  EDUCATIONCERTIFICATE?: InputMaybe<Array<Scalars['ID']['input']>>;
  FSSAILICENSE?: InputMaybe<Array<Scalars['ID']['input']>>;
  GST?: InputMaybe<Array<Scalars['ID']['input']>>;
  IATACERTIFICATE?: InputMaybe<Array<Scalars['ID']['input']>>;
  INDIVIDUALPAN?: InputMaybe<Array<Scalars['ID']['input']>>;
  INDIVIDUAL_PAN?: InputMaybe<Array<Scalars['ID']['input']>>;
  LIQUORLICENSE?: InputMaybe<Array<Scalars['ID']['input']>>;
  LLPINCERTIFICATE?: InputMaybe<Array<Scalars['ID']['input']>>;
  OPERATINGPHOTO?: InputMaybe<Array<Scalars['ID']['input']>>;
  PASSPORT?: InputMaybe<Array<Scalars['ID']['input']>>;
  PAYMENTRECEIPT?: InputMaybe<Array<Scalars['ID']['input']>>;
  PHYSICALMANDATE?: InputMaybe<Array<Scalars['ID']['input']>>;
  PURCHASEORDER?: InputMaybe<Array<Scalars['ID']['input']>>;
  SELFIE?: InputMaybe<Array<Scalars['ID']['input']>>;
  SHOPESTABLISHMENTCERTIFICATE?: InputMaybe<Array<Scalars['ID']['input']>>;
  SHOPPHOTO?: InputMaybe<Array<Scalars['ID']['input']>>;
  STOCKPHOTO?: InputMaybe<Array<Scalars['ID']['input']>>;
  TRADELICENSE?: InputMaybe<Array<Scalars['ID']['input']>>;
  UDYAMREGISTRATION?: InputMaybe<Array<Scalars['ID']['input']>>;
  UPITESTTRANSACTION?: InputMaybe<Array<Scalars['ID']['input']>>;
  VOTER_ID?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** One page (image or PDF) of a document */
export type DocumentPage = {
  __typename?: 'DocumentPage';
  contentType?: Maybe<Scalars['String']['output']>;
  fileName?: Maybe<Scalars['String']['output']>;
  pageNumber: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type DocumentPageInput = {
  /** MIME type, e.g. image/jpeg or application/pdf */
  contentType?: InputMaybe<Scalars['String']['input']>;
  /** Base64 data URL of the page; either dataUrl or url is required */
  dataUrl?: InputMaybe<Scalars['String']['input']>;
  fileName?: InputMaybe<Scalars['String']['input']>;
  pageNumber: Scalars['Int']['input'];
  /** URL of an already stored page */
  url?: InputMaybe<Scalars['String']['input']>;
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
  opportunityId: Scalars['ID']['input'];
};

export type EMandatePayload = {
  __typename?: 'EMandatePayload';
  eligibility: MandateEligibility;
  /** The latest e-mandate or UPI AutoPay mandate */
  mandate?: Maybe<Mandate>;
};

export type ESignMandateInput = {
  opportunityId: Scalars['ID']['input'];
};

export type ESignMandatePayload = {
  __typename?: 'ESignMandatePayload';
  mandate?: Maybe<Mandate>;
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

export type EditableIdEntry = {
  __typename?: 'EditableIdEntry';
  id: Scalars['ID']['output'];
  isEditable: Scalars['Boolean']['output'];
};

export type EditableIdsInput = {
  entityName: EditableEntityName;
  ids: Array<Scalars['ID']['input']>;
};

export type EditableIdsPayload = {
  __typename?: 'EditableIdsPayload';
  /** The ids among the requested ones that may be edited */
  editableIds: Array<Scalars['ID']['output']>;
  entityName: EditableEntityName;
  entries: Array<EditableIdEntry>;
};

export type ExtractMccsInput = {
  gstin?: InputMaybe<Scalars['String']['input']>;
  natureOfBusiness?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Shop and establishment registration category */
  seCategory?: InputMaybe<Scalars['String']['input']>;
  /** Free-text business description */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type ExtractMccsPayload = {
  __typename?: 'ExtractMccsPayload';
  mccList: Array<MccRecord>;
};

export type ExtractedDocumentData = {
  __typename?: 'ExtractedDocumentData';
  documentId: Scalars['ID']['output'];
  documentSubType: DocumentSubType;
  extractedData: KycDocumentData;
};

/** One question and its answer */
export type FaqEntry = {
  __typename?: 'FaqEntry';
  answer: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

export type FaqListInput = {
  /** Only entries with every word of this text in their topic, question or answer (word starts, any case) */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type FaqListPayload = {
  __typename?: 'FaqListPayload';
  topics: Array<FaqTopic>;
};

/** The questions of one topic (KYC, PAN and GST, devices...), in display order */
export type FaqTopic = {
  __typename?: 'FaqTopic';
  entries: Array<FaqEntry>;
  topic: Scalars['String']['output'];
};

/** A step as a release of forms/ defines it: what an app built with another release renders for an onboarding that keeps this one */
export type FormReleaseStep = {
  __typename?: 'FormReleaseStep';
  configVersion: Scalars['String']['output'];
  /** The step's definition (forms/form-definition.schema.json) as the release holds it */
  definition: Scalars['JSON']['output'];
  /** The rule tables (forms/rule-table.schema.json) the definition reads, by name */
  rules: Scalars['JSON']['output'];
  /** The release's version */
  version: Scalars['Int']['output'];
};

export type FormReleaseStepInput = {
  /** The configVersion of an onboarding's state (merchantOnboardingStateV2), which names the release of forms/ it keeps */
  configVersion: Scalars['String']['input'];
  stepType: StepType;
};

/** A problem forms:check finds, in the words it prints them */
export type FormsCheckProblem = {
  __typename?: 'FormsCheckProblem';
  /** The file, for example forms/steps/BankAccount.json */
  file: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A copy of forms/ as the product owners' preview renders it */
export type FormsPreview = {
  __typename?: 'FormsPreview';
  /** The flows (forms/flow.schema.json) */
  flows: Array<Scalars['JSON']['output']>;
  /** What forms:check finds in the working copy; none for a release, which was checked when it was made */
  problems: Array<FormsCheckProblem>;
  /** The rule tables (forms/rule-table.schema.json), by name */
  rules: Scalars['JSON']['output'];
  source: Scalars['String']['output'];
  /** The working copy first, then every release, the latest first */
  sources: Array<FormsPreviewSource>;
  /** The step definitions (forms/form-definition.schema.json) */
  steps: Array<Scalars['JSON']['output']>;
};

/**
 * Which copy of forms/ the preview shows: 'working' for the folder the server reads (read again on
 * every call, so an edit shows at once), or a release's version number.
 */
export type FormsPreviewInput = {
  source: Scalars['String']['input'];
};

export type FormsPreviewSource = {
  __typename?: 'FormsPreviewSource';
  /** For example 'Working copy of forms/' or 'Release 2: STANDARD 1.1.0, MINI 1.1.0' */
  label: Scalars['String']['output'];
  /** What FormsPreviewInput.source takes to show this copy */
  source: Scalars['String']['output'];
};

/** Gender as read from a KYC document */
export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'TRANSGENDER';

export type GetExtractedDataInput = {
  documentSubType?: InputMaybe<DocumentSubType>;
  opportunityId: Scalars['ID']['input'];
  signatoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type GetExtractedDataPayload = {
  __typename?: 'GetExtractedDataPayload';
  items: Array<ExtractedDocumentData>;
};

export type GetFilteredBankAccountInput = {
  accountId: Scalars['ID']['input'];
  accountType?: InputMaybe<AccountType>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  /** Only verified accounts (penny drop and name match succeeded) */
  verifiedOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

export type GetFilteredBankAccountPayload = {
  __typename?: 'GetFilteredBankAccountPayload';
  bankAccounts: Array<BankAccount>;
  pageInfo: PageInfo;
};

export type GetFilteredBillingEntitiesInput = {
  /** Also return each entity's isEditable flag */
  allowEdit?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  merchantId: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type GetFilteredBillingEntitiesPayload = {
  __typename?: 'GetFilteredBillingEntitiesPayload';
  billingEntities: Array<BillingEntity>;
  totalCount: Scalars['Int']['output'];
};

export type GetOpportunityPaymentStatusInput = {
  opportunityId: Scalars['ID']['input'];
  /** A payment started by initiatePayment; omit for the opportunity's latest */
  paymentId?: InputMaybe<Scalars['ID']['input']>;
};

export type GetOpportunityPaymentStatusPayload = {
  __typename?: 'GetOpportunityPaymentStatusPayload';
  /** Amount paid so far, in rupees */
  amountPaid: Scalars['Float']['output'];
  /** Amount still payable, in rupees */
  amountPayable: Scalars['Float']['output'];
  isPaymentComplete: Scalars['Boolean']['output'];
  paymentId?: Maybe<Scalars['ID']['output']>;
  paymentRecords: Array<OpportunityPaymentRecord>;
  status?: Maybe<PaymentRecordStatus>;
};

export type GetOpportunityProductInput = {
  opportunityId: Scalars['ID']['input'];
};

export type GetOpportunityProductPayload = {
  __typename?: 'GetOpportunityProductPayload';
  /** Default 0 */
  availableSponsoredDevices: Scalars['Int']['output'];
  isProductEditableFromSA: Scalars['Boolean']['output'];
  /** The stored line items, as createOLI takes them */
  lineItems: Array<OpportunityLineItem>;
  /** Default 100 */
  maxDeviceAvailable: Scalars['Int']['output'];
  selectedProducts: Array<SelectedProduct>;
};

export type GetProductItemsInput = {
  inTransit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Defaults to the agent's location */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Only items of this catalogue product */
  productId?: InputMaybe<Scalars['ID']['input']>;
  productType?: InputMaybe<ProductType>;
  /** Matches the serial or item number */
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  workingCondition?: InputMaybe<WorkingCondition>;
};

export type GetProductItemsPayload = {
  __typename?: 'GetProductItemsPayload';
  pageInfo: PageInfo;
  productItems: Array<ProductItem>;
};

export type GetProductTransferInput = {
  id: Scalars['ID']['input'];
};

export type GetProductTransferPayload = {
  __typename?: 'GetProductTransferPayload';
  productTransfer: ProductTransfer;
};

export type GetProductTransfersInput = {
  direction?: InputMaybe<TransferDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Array<ProductTransferStatus>>;
};

export type GetProductTransfersPayload = {
  __typename?: 'GetProductTransfersPayload';
  pageInfo: PageInfo;
  productTransfers: Array<ProductTransfer>;
};

export type GetProductsConsumedInput = {
  deploymentRequestId: Scalars['ID']['input'];
};

export type GetProductsConsumedPayload = {
  __typename?: 'GetProductsConsumedPayload';
  productsConsumedList: Array<ConsumedProduct>;
};

export type GetSponsorMerchantMappingInput = {
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
  panNumber?: InputMaybe<Scalars['String']['input']>;
};

export type GetSponsorMerchantMappingPayload = {
  __typename?: 'GetSponsorMerchantMappingPayload';
  mappings: Array<SponsorMerchantMapping>;
};

export type GstDetails = {
  __typename?: 'GstDetails';
  address?: Maybe<MerchantAddress>;
  /** Constitution of business, e.g. Proprietorship */
  constitutionOfBusiness?: Maybe<Scalars['String']['output']>;
  gstin: Scalars['String']['output'];
  legalName: Scalars['String']['output'];
  natureOfBusiness: Array<Scalars['String']['output']>;
  panNumber: Scalars['String']['output'];
  registrationDate?: Maybe<Scalars['Date']['output']>;
  /** Two-letter state code */
  stateCode: Scalars['String']['output'];
  status: RegistrationStatus;
  tradeName?: Maybe<Scalars['String']['output']>;
};

export type GstDetailsInput = {
  gstin: Scalars['String']['input'];
  /** When given, the GSTIN must belong to this PAN */
  panNumber?: InputMaybe<Scalars['String']['input']>;
};

export type GstDetailsPayload = {
  __typename?: 'GstDetailsPayload';
  gstDetails: GstDetails;
  /** The GSTIN belongs to the given PAN */
  isPanLinked?: Maybe<Scalars['Boolean']['output']>;
};

export type GstinSummary = {
  __typename?: 'GstinSummary';
  gstin: Scalars['String']['output'];
  stateCode: Scalars['String']['output'];
  status: RegistrationStatus;
};

export type GstinsFromPanInput = {
  panNumber: Scalars['String']['input'];
};

export type GstinsFromPanPayload = {
  __typename?: 'GstinsFromPANPayload';
  gstins: Array<GstinSummary>;
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

/** A bank branch from the list of Indian bank branches */
export type IfscDetails = {
  __typename?: 'IfscDetails';
  /** The IFSC's first four letters */
  bankCode: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  ifscCode: Scalars['String']['output'];
};

export type IfscDetailsInput = {
  ifscCode: Scalars['String']['input'];
};

export type IfscDetailsPayload = {
  __typename?: 'IfscDetailsPayload';
  ifscDetails: IfscDetails;
};

export type InitiatePaymentInput = {
  /** Amount in rupees; defaults to the amount payable */
  amount?: InputMaybe<Scalars['Float']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  opportunityId: Scalars['ID']['input'];
  /** PAYMENT_LINK or UPI_AUTOPAY */
  paymentMode: PaymentMode;
  /** UPI id, required for UPI_AUTOPAY */
  vpa?: InputMaybe<Scalars['String']['input']>;
};

export type InitiatePaymentPayload = {
  __typename?: 'InitiatePaymentPayload';
  isEmailSent: Scalars['Boolean']['output'];
  isPaymentInitiated: Scalars['Boolean']['output'];
  payLinkUrl?: Maybe<Scalars['String']['output']>;
  paymentId?: Maybe<Scalars['ID']['output']>;
  /** Page the app opens next, e.g. the payment status page */
  redirectPage?: Maybe<Scalars['String']['output']>;
};

/** Status of a push to an external system (MDP onboarding, RBL integration) */
export type IntegrationStatus =
  | 'FAILED'
  | 'NOT_STARTED'
  | 'PENDING'
  | 'SUCCESS';

/** An inventory location (a warehouse or an agent) */
export type InventoryLocation = {
  __typename?: 'InventoryLocation';
  /** Employee holding the location, for agent locations */
  employeeId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type JourneyLeadContact = {
  __typename?: 'JourneyLeadContact';
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  role?: Maybe<PersonRelation>;
};

/** A lead's details as the Create Lead and Pan Details steps show them; of an existing merchant, what its merchant account holds */
export type JourneyLeadDetails = {
  __typename?: 'JourneyLeadDetails';
  contact: JourneyLeadContact;
  gstin?: Maybe<Scalars['String']['output']>;
  leadSource?: Maybe<LeadSource>;
  notes?: Maybe<Scalars['String']['output']>;
  panNumber?: Maybe<Scalars['String']['output']>;
  product: Array<LeadProduct>;
  rating?: Maybe<LeadRating>;
  scheduledFollowUp?: Maybe<Scalars['DateTime']['output']>;
  shop: LeadShop;
};

export type JourneyLeadInput = {
  /** The journey's lead */
  leadId?: InputMaybe<Scalars['ID']['input']>;
  /** The journey's opportunity: an existing merchant's has no lead */
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
};

export type JourneyLeadPayload = {
  __typename?: 'JourneyLeadPayload';
  details: JourneyLeadDetails;
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
  documentId: Scalars['ID']['input'];
};

export type KycDocEExtractedDataPayload = {
  __typename?: 'KycDocEExtractedDataPayload';
  documentId: Scalars['ID']['output'];
  extractedData?: Maybe<KycDocumentData>;
  status: KycRequestStatus;
};

/** Data read from a KYC document (by DigiLocker, a registry or OCR) */
export type KycDocumentData = {
  __typename?: 'KycDocumentData';
  address?: Maybe<Address>;
  /** OCR confidence from 0 to 1, when read by OCR */
  confidence?: Maybe<Scalars['Float']['output']>;
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  documentSubType?: Maybe<DocumentSubType>;
  fatherName?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Gender>;
  identityType?: Maybe<IdentityType>;
  issueDate?: Maybe<Scalars['Date']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** Document or registration number (masked for Aadhaar) */
  registrationNumber?: Maybe<Scalars['String']['output']>;
  validUpto?: Maybe<Scalars['Date']['output']>;
};

export type KycLinkDetails = {
  __typename?: 'KycLinkDetails';
  /** E-mail the link was sent to */
  email?: Maybe<Scalars['String']['output']>;
  expiry: Scalars['DateTime']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  state: KycLinkState;
  /**
   * The link the e-mail carries, in the answer of the send that made it; afterwards the merchant KYC
   * page's address without the token, as the server keeps only a hash of the token.
   */
  url: Scalars['String']['output'];
};

export type KycLinkInput = {
  opportunityId: Scalars['ID']['input'];
};

export type KycLinkPayload = {
  __typename?: 'KycLinkPayload';
  isEmailSent: Scalars['Boolean']['output'];
  link: KycLinkDetails;
};

/** State of the KYC link sent to the merchant */
export type KycLinkState =
  | 'ACTIVE'
  | 'CLOSED'
  | 'COMPLETED'
  | 'EXPIRED'
  | 'IN_PROGRESS';

export type KycOpportunityDocumentInput = {
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  /** DigiLocker request the data came from */
  digiLockerRequestId?: InputMaybe<Scalars['ID']['input']>;
  documentMode?: InputMaybe<DocumentUploadMode>;
  /** Registration number of the document */
  documentNumber?: InputMaybe<Scalars['String']['input']>;
  documentPages?: InputMaybe<Array<DocumentPageInput>>;
  documentSource?: InputMaybe<DocumentSource>;
  identityType: IdentityType;
  opportunityId: Scalars['ID']['input'];
  signatoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type KycOpportunityDocumentPayload = {
  __typename?: 'KycOpportunityDocumentPayload';
  document: OpportunityDocument;
  kycCompleted: Scalars['Boolean']['output'];
};

/** Status of an asynchronous KYC request (DigiLocker consent, OCR, digital sync) */
export type KycRequestStatus =
  | 'EXPIRED'
  | 'FAILED'
  | 'INITIATED'
  | 'IN_PROGRESS'
  | 'SUCCESS';

export type KycRuleResult = {
  __typename?: 'KycRuleResult';
  message?: Maybe<Scalars['String']['output']>;
  passed: Scalars['Boolean']['output'];
  /** Rule code, e.g. NAME_MATCH, DOB_MATCH, DOCUMENT_VALIDITY */
  rule: Scalars['String']['output'];
};

export type KycStatusDataInput = {
  opportunityId: Scalars['ID']['input'];
};

export type KycStatusDataPayload = {
  __typename?: 'KycStatusDataPayload';
  kycCompleted: Scalars['Boolean']['output'];
  link?: Maybe<KycLinkDetails>;
  /** State of the KYC link, if one was sent */
  linkState?: Maybe<KycLinkState>;
  signatories: Array<SignatoryKycStatus>;
};

/** A KYC identity verification stored for an opportunity, or for one of its partners or directors */
export type KycVerification = {
  __typename?: 'KycVerification';
  address?: Maybe<Address>;
  createdOn: Scalars['DateTime']['output'];
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  digiLockerRequestId?: Maybe<Scalars['ID']['output']>;
  /** Document number; for Aadhaar only the last four digits (XXXX XXXX 1234) */
  documentNumber: Scalars['String']['output'];
  gender?: Maybe<Gender>;
  id: Scalars['ID']['output'];
  identityType: IdentityType;
  name: Scalars['String']['output'];
  /** The document's name matches the PAN name */
  nameMatch: Scalars['Boolean']['output'];
  opportunityId: Scalars['ID']['output'];
  signatoryId?: Maybe<Scalars['ID']['output']>;
  source: KycDataSource;
  status: VerificationResult;
};

export type KycVerificationRequestStatusInput = {
  requestId: Scalars['ID']['input'];
};

export type KycVerificationRequestStatusPayload = {
  __typename?: 'KycVerificationRequestStatusPayload';
  failureReason?: Maybe<Scalars['String']['output']>;
  requestId: Scalars['ID']['output'];
  result?: Maybe<VerificationResult>;
  status: KycRequestStatus;
};

export type LatLng = {
  __typename?: 'LatLng';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type LatLngInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

export type Lead = {
  __typename?: 'Lead';
  contact: LeadContact;
  createdAt: Scalars['DateTime']['output'];
  gstin?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Assigned to the agent from the CRM rather than created by the agent */
  isAssigned: Scalars['Boolean']['output'];
  leadSource: LeadSource;
  lostReason?: Maybe<LeadLostReason>;
  modifiedAt: Scalars['DateTime']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  ownerType: OwnerType;
  panNumber?: Maybe<Scalars['String']['output']>;
  /** Products of interest */
  product: Array<LeadProduct>;
  rating?: Maybe<LeadRating>;
  salesStage?: Maybe<SalesStage>;
  scheduledFollowUp?: Maybe<Scalars['DateTime']['output']>;
  shop: LeadShop;
  status: LeadStatus;
};

export type LeadContact = {
  __typename?: 'LeadContact';
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
  role?: Maybe<PersonRelation>;
};

export type LeadContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  number: Scalars['String']['input'];
  role?: InputMaybe<PersonRelation>;
};

export type LeadInput = {
  id: Scalars['ID']['input'];
};

export type LeadListInput = {
  createdAt?: InputMaybe<DateTimeRangeInput>;
  isAssigned?: InputMaybe<Scalars['Boolean']['input']>;
  leadSources?: InputMaybe<Array<LeadSource>>;
  leadStatuses?: InputMaybe<Array<LeadStatus>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  product?: InputMaybe<Array<LeadProduct>>;
  scheduledFollowUp?: InputMaybe<DateTimeRangeInput>;
  /** Matches shop name, contact name or contact number */
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<LeadSortInput>;
  /** A single status, kept beside leadStatuses for callers that send one */
  status?: InputMaybe<LeadStatus>;
};

export type LeadListPayload = {
  __typename?: 'LeadListPayload';
  leads: Array<Lead>;
  pageInfo: PageInfo;
};

export type LeadLostReason =
  | 'HIGH_COMMERCIALS'
  | 'INSTANT_SETTLEMENT_REQUIRED'
  | 'MERCHANT_NOT_REACHABLE'
  | 'NOT_INTERESTED'
  | 'ON_HOLD';

export type LeadPayload = {
  __typename?: 'LeadPayload';
  lead: Lead;
};

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

export type LeadShop = {
  __typename?: 'LeadShop';
  address?: Maybe<Address>;
  name: Scalars['String']['output'];
};

export type LeadShopInput = {
  address?: InputMaybe<AddressInput>;
  name: Scalars['String']['input'];
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

export type LlpPartner = {
  __typename?: 'LlpPartner';
  designation?: Maybe<Scalars['String']['output']>;
  dpin: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type LlpinDetails = {
  __typename?: 'LlpinDetails';
  dateOfIncorporation?: Maybe<Scalars['Date']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  llpName: Scalars['String']['output'];
  llpin: Scalars['String']['output'];
  partners: Array<LlpPartner>;
  registeredAddress?: Maybe<MerchantAddress>;
  status: RegistrationStatus;
};

export type LlpinDetailsInput = {
  llpin: Scalars['String']['input'];
};

export type LlpinDetailsPayload = {
  __typename?: 'LlpinDetailsPayload';
  llpinDetails: LlpinDetails;
};

/** The phone's position; the answer is the nearest master-list city's address (sandbox reverse geocoder) */
export type LocateMeAddressInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

export type LocateMeAddressPayload = {
  __typename?: 'LocateMeAddressPayload';
  address: MerchantAddress;
};

export type LocationFilterInput = {
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Matches the location name or employee id */
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type LocationFilterPayload = {
  __typename?: 'LocationFilterPayload';
  locations: Array<InventoryLocation>;
  pageInfo: PageInfo;
};

export type Mandate = {
  __typename?: 'Mandate';
  /** Amount in rupees */
  amount?: Maybe<Scalars['Float']['output']>;
  amountType?: Maybe<MandateAmountType>;
  bankAccountId?: Maybe<Scalars['ID']['output']>;
  createdOn: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['Date']['output']>;
  frequency?: Maybe<MandateFrequency>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  /** The signed physical form was uploaded */
  isSignUploaded: Scalars['Boolean']['output'];
  mandateMode: MandateMode;
  mandateStatus: MandateStatus;
  /** Status code from the mandate service */
  mandateStatusCode?: Maybe<Scalars['String']['output']>;
  mandateStatusDescription?: Maybe<Scalars['String']['output']>;
  mandateType: MandateType;
  mobileNumber?: Maybe<Scalars['String']['output']>;
  opportunityId: Scalars['ID']['output'];
  /** Where the merchant authorises the mandate */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** Mandate reference (UMRN or the service's reference) */
  reference1?: Maybe<Scalars['String']['output']>;
  requestId?: Maybe<Scalars['ID']['output']>;
  startDate?: Maybe<Scalars['Date']['output']>;
  /** The user message for mandateStatus */
  statusMessage: Scalars['String']['output'];
  /** UPI id for UPI AutoPay */
  vpa?: Maybe<Scalars['String']['output']>;
};

/** Whether the mandate amount is fixed or a maximum */
export type MandateAmountType =
  | 'FIXED'
  | 'MAXIMUM';

export type MandateDetailsInput = {
  amount: Scalars['Float']['input'];
  amountType: MandateAmountType;
  bankAccountId?: InputMaybe<Scalars['ID']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['Date']['input']>;
  frequency: MandateFrequency;
  mobileNumber: Scalars['String']['input'];
  startDate: Scalars['Date']['input'];
};

/** Which mandate kinds the opportunity may use (decided by acquirer, settlement cycle and VAS) */
export type MandateEligibility = {
  __typename?: 'MandateEligibility';
  isENachEligible: Scalars['Boolean']['output'];
  isESignEligible: Scalars['Boolean']['output'];
  isNachRequired: Scalars['Boolean']['output'];
  isUpiAutoPayEligible: Scalars['Boolean']['output'];
  /** Mandate amount in rupees (ODS-105 when missing) */
  nachAmount?: Maybe<Scalars['Float']['output']>;
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

/** A payment device or QR code mapped to a terminal */
export type MappedDevice = {
  __typename?: 'MappedDevice';
  isLinked: Scalars['Boolean']['output'];
  linkedAt?: Maybe<Scalars['DateTime']['output']>;
  posId?: Maybe<Scalars['String']['output']>;
  productItemId?: Maybe<Scalars['ID']['output']>;
  productName?: Maybe<Scalars['String']['output']>;
  productType?: Maybe<ProductType>;
  /** QR code id, for QR devices */
  qrCodeId?: Maybe<Scalars['String']['output']>;
  serialNumber: Scalars['String']['output'];
  /** Terminal id the device is linked to */
  tid?: Maybe<Scalars['String']['output']>;
};

export type MappedDeviceInput = {
  posId?: InputMaybe<Scalars['String']['input']>;
  productItemId?: InputMaybe<Scalars['ID']['input']>;
  qrCodeId?: InputMaybe<Scalars['String']['input']>;
  serialNumber: Scalars['String']['input'];
  tid?: InputMaybe<Scalars['String']['input']>;
};

export type MasterMccListInput = {
  /** Only this category type, when given */
  categoryType?: InputMaybe<Scalars['String']['input']>;
};

export type MasterMccListPayload = {
  __typename?: 'MasterMccListPayload';
  mccList: Array<MccRecord>;
};

export type MasterState = {
  __typename?: 'MasterState';
  /** GST state number, e.g. 27 */
  gstStateCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Two-letter state code, e.g. MH */
  stateCode: Scalars['String']['output'];
};

export type MasterStateListInput = {
  country?: InputMaybe<Scalars['String']['input']>;
};

export type MasterStateListPayload = {
  __typename?: 'MasterStateListPayload';
  states: Array<MasterState>;
};

export type MccRecord = {
  __typename?: 'MccRecord';
  categoryLabel: Scalars['String']['output'];
  categoryType: Scalars['String']['output'];
  mccCode: Scalars['String']['output'];
  merchantCategory: Scalars['String']['output'];
  riskCategory: Scalars['String']['output'];
  subCategoryLabel: Scalars['String']['output'];
  subCategoryType: Scalars['String']['output'];
};

export type MccsFromGstinInput = {
  gstin: Scalars['String']['input'];
};

export type MccsFromGstinPayload = {
  __typename?: 'MccsFromGSTINPayload';
  gstin: Scalars['String']['output'];
  mccList: Array<MccRecord>;
  /** Nature of business activities from the GST registration */
  natureOfBusiness: Array<Scalars['String']['output']>;
};

export type MdrDetail = {
  __typename?: 'MdrDetail';
  acquirerBank?: Maybe<Scalars['String']['output']>;
  cardType: CardType;
  rateType: MdrRateType;
  slabs: Array<MdrSlab>;
};

/** How an MDR rate is applied */
export type MdrRateType =
  | 'FLAT'
  | 'PERCENTAGE';

export type MdrSlab = {
  __typename?: 'MdrSlab';
  /** Annual turnover upper bound in rupees (exclusive); null means no bound */
  maxTurnover?: Maybe<Scalars['Float']['output']>;
  /** Annual turnover lower bound in rupees (inclusive) */
  minTurnover: Scalars['Float']['output'];
  rate: Scalars['Float']['output'];
};

/** Review status of the merchant-enablement (ME) team */
export type MeTeamStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type MerchantAccount = {
  __typename?: 'MerchantAccount';
  /** Business kind */
  accountType?: Maybe<BusinessType>;
  address?: Maybe<MerchantAddress>;
  /** Number on the business proof (GSTIN, licence, CIN, LLPIN or Udyam number) */
  businessProofNumber?: Maybe<Scalars['String']['output']>;
  /** Business proof chosen on the business details step */
  businessProofType?: Maybe<BusinessProofOption>;
  createdOn: Scalars['DateTime']['output'];
  dateOfIncorporation?: Maybe<Scalars['Date']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  gstin?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isEditable: Scalars['Boolean']['output'];
  lmsId?: Maybe<Scalars['String']['output']>;
  mobileNumber?: Maybe<Scalars['String']['output']>;
  modifiedOn: Scalars['DateTime']['output'];
  ownershipType: OwnershipType;
  panNumber: Scalars['String']['output'];
  profile: MerchantProfile;
  /** Annual turnover in rupees */
  revenue?: Maybe<Scalars['Float']['output']>;
  /** Where the devices are deployed, when not at the business address */
  storeAddress?: Maybe<MerchantAddress>;
  udyamNumber?: Maybe<Scalars['String']['output']>;
  /** Weekly settlement upper limit in rupees */
  weeklySettlementUpperLimit?: Maybe<Scalars['Float']['output']>;
};

export type MerchantAccountDetailsInput = {
  accountId: Scalars['ID']['input'];
};

export type MerchantAccountDetailsPayload = {
  __typename?: 'MerchantAccountDetailsPayload';
  merchantAccount: MerchantAccount;
};

/** A merchant-side address: landmark and pinCode instead of area and pincode */
export type MerchantAddress = {
  __typename?: 'MerchantAddress';
  addressLine1?: Maybe<Scalars['String']['output']>;
  addressLine2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  cityId?: Maybe<Scalars['ID']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  landmark?: Maybe<Scalars['String']['output']>;
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  pinCode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  stateCode?: Maybe<Scalars['String']['output']>;
};

export type MerchantAddressInput = {
  addressLine1?: InputMaybe<Scalars['String']['input']>;
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  landmark?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  pinCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  stateCode?: InputMaybe<Scalars['String']['input']>;
};

export type MerchantContact = {
  __typename?: 'MerchantContact';
  accountId: Scalars['ID']['output'];
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  designation?: Maybe<PersonRelation>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isEditable: Scalars['Boolean']['output'];
  isPrimary: Scalars['Boolean']['output'];
  /** Full name */
  leadName: Scalars['String']['output'];
  mobileNumber: Scalars['String']['output'];
};

export type MerchantFilterInput = {
  /** The merchant's mobile number, or its start */
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** Matches the business or DBA name */
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** The whole PAN */
  panNumber?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type MerchantFilterPayload = {
  __typename?: 'MerchantFilterPayload';
  merchants: Array<MerchantAccount>;
  pageInfo: PageInfo;
};

export type MerchantMcc = {
  __typename?: 'MerchantMcc';
  accountId: Scalars['ID']['output'];
  businessCategoryType: Scalars['String']['output'];
  businessSubCategoryType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isEditable: Scalars['Boolean']['output'];
  /** Entered by hand rather than picked from the suggestions */
  isMCCManualEntry: Scalars['Boolean']['output'];
  mccCode: Scalars['String']['output'];
  merchantCategory: Scalars['String']['output'];
  riskCategory?: Maybe<Scalars['String']['output']>;
};

export type MerchantMccAndContactDataInput = {
  accountId: Scalars['ID']['input'];
};

export type MerchantMccAndContactDataPayload = {
  __typename?: 'MerchantMccAndContactDataPayload';
  contacts: Array<MerchantContact>;
  mcc?: Maybe<MerchantMcc>;
  primaryContact?: Maybe<MerchantContact>;
};

export type MerchantOnboardingState = {
  __typename?: 'MerchantOnboardingState';
  /** Version of the flow configuration the steps were built from */
  configVersion: Scalars['String']['output'];
  flow: OnboardingFlow;
  idType: OnboardingIdType;
  opportunityId?: Maybe<Scalars['Int']['output']>;
  stateDataId: Scalars['ID']['output'];
  steps: Array<OnboardingStep>;
  /** Number of completed steps */
  stepsCount: Scalars['Int']['output'];
  /** Number of steps in the flow */
  totalSteps: Scalars['Int']['output'];
};

export type MerchantOnboardingStateV2Input = {
  /** OPPORTUNITY when an opportunity id is present and there is no stored id, else LEAD */
  idType: OnboardingIdType;
  /** True only when the isExisting flag is true and there is no opportunity id */
  isExistingMerchant: Scalars['Boolean']['input'];
  opportunityId?: InputMaybe<Scalars['Int']['input']>;
  /** The stored lead id, or the opportunity id */
  stateDataId: Scalars['ID']['input'];
};

export type MerchantOnboardingStateV2Payload = {
  __typename?: 'MerchantOnboardingStateV2Payload';
  configVersion: Scalars['String']['output'];
  flow: OnboardingFlow;
  idType: OnboardingIdType;
  opportunityId?: Maybe<Scalars['Int']['output']>;
  stateDataId: Scalars['ID']['output'];
  steps: Array<OnboardingStep>;
  /** Number of completed steps */
  stepsCount: Scalars['Int']['output'];
  /** Number of steps in the flow */
  totalSteps: Scalars['Int']['output'];
};

export type MerchantProfile = {
  __typename?: 'MerchantProfile';
  allowedOn?: Maybe<Scalars['DateTime']['output']>;
  blockedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Blocked (blacklisted) for onboarding */
  isBlocked: Scalars['Boolean']['output'];
  /** An existing merchant of the provider */
  isExisting: Scalars['Boolean']['output'];
  /** Registered business name */
  legalName: Scalars['String']['output'];
  /** Doing-business-as (shop) name */
  name: Scalars['String']['output'];
};

/**
 * A partner or director of a partnership, LLP or company. The PAN is a person's, verified with the PAN
 * registry before the signatory is stored, and the name is the registry's for it.
 */
export type MerchantSignatory = {
  __typename?: 'MerchantSignatory';
  accountId: Scalars['ID']['output'];
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Identity document chosen for the signatory's KYC */
  individualKycType?: Maybe<IdentityType>;
  isEditable: Scalars['Boolean']['output'];
  /** The signatory's KYC documents are submitted; false until then */
  isKycSubmitted: Scalars['Boolean']['output'];
  isPrimaryContact: Scalars['Boolean']['output'];
  kind: SignatoryKind;
  /** The signatory's own KYC is completed; false until then */
  kycCompleted: Scalars['Boolean']['output'];
  mobileNumber?: Maybe<Scalars['String']['output']>;
  /** Name as on the PAN, from the PAN registry */
  panName?: Maybe<Scalars['String']['output']>;
  panNumber: Scalars['String']['output'];
  /** Stake in the business, in percent */
  stakePercentage?: Maybe<Scalars['Float']['output']>;
};

export type MerchantSignatoryInfoInput = {
  accountId: Scalars['ID']['input'];
  kind?: InputMaybe<SignatoryKind>;
};

export type MerchantSignatoryInfoPayload = {
  __typename?: 'MerchantSignatoryInfoPayload';
  /** Every signatory of the account has a verified PAN and completed KYC; false while none is added */
  allKycCompleted: Scalars['Boolean']['output'];
  /** In the order they were added */
  signatories: Array<MerchantSignatory>;
};

/** One partner or director as the Partnership KYC step lists it: with its id once it is stored */
export type MerchantSignatoryItemInput = {
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  individualKycType?: InputMaybe<IdentityType>;
  isPrimaryContact?: InputMaybe<Scalars['Boolean']['input']>;
  kind: SignatoryKind;
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** A person's own PAN (an individual's), verified with the PAN registry */
  panNumber: Scalars['String']['input'];
  stakePercentage?: InputMaybe<Scalars['Float']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Adds a store of the merchant while its deployment is approved (the onboarding's steps, Multi Stores
   * among them, are locked by then), so that devices can be deployed there too
   */
  addDeploymentStore: AddDeploymentStorePayload;
  /** A product owner's only (MOS-2001 for anyone else): adds a video to Training and Support, its file kept with the documents' files */
  addTrainingVideo: AddTrainingVideoPayload;
  /** Caches the merchant account from the CRM for faster onboarding reads */
  cacheAccount: CacheAccountPayload;
  /** Original-seen-and-verified check of documents */
  checkOSV: CheckOsvPayload;
  /** Saves the account and runs penny drop and name match */
  createBankAccount: CreateBankAccountPayload;
  createBillingEntity: CreateBillingEntityPayload;
  createDeploymentStore: CreateDeploymentStorePayload;
  createDeploymentStores: CreateDeploymentStoresPayload;
  createDigiLockerRequest: CreateDigiLockerRequestPayload;
  /** Creates an e-mandate or UPI AutoPay mandate */
  createEMandate: CreateEMandatePayload;
  createESignMandate: CreateESignMandatePayload;
  createLead: CreateLeadPayload;
  createMerchant: CreateMerchantPayload;
  createMerchantAccountMcc: CreateMerchantAccountMccPayload;
  createMerchantContact: CreateMerchantContactPayload;
  createMerchantOnboardingState: CreateMerchantOnboardingStatePayload;
  createMerchantSignatoryInfo: CreateMerchantSignatoryInfoPayload;
  /** Creates the opportunity line items (products with their plans) */
  createOLI: CreateOliPayload;
  createOpportunity: CreateOpportunityPayload;
  createOpportunityDocument: CreateOpportunityDocumentPayload;
  createOpportunityDocuments: CreateOpportunityDocumentsPayload;
  createOpportunityPaymentRecord: CreateOpportunityPaymentRecordPayload;
  /** Creates a physical NACH mandate */
  createPMandate: CreatePMandatePayload;
  /** Starts a transfer of each given item to the destination location */
  createProductTransfer: CreateProductTransferPayload;
  /** Removes a store; one an opportunity has as its primary store is refused (MOS-1007) */
  deleteDeploymentStore: DeleteDeploymentStorePayload;
  deleteMerchantSignatoryInfo: DeleteMerchantSignatoryInfoPayload;
  deleteOpportunityDocuments: DeleteOpportunityDocumentsPayload;
  deviceDeLinkingDetails: DeviceDeLinkingDetailsPayload;
  /** Links payment devices and QR codes to the terminal */
  deviceLinkingDetails: DeviceLinkingDetailsPayload;
  initiatePayment: InitiatePaymentPayload;
  /** Records a KYC identity document on the opportunity */
  kycOpportunityDocument: KycOpportunityDocumentPayload;
  performFaceMatch: PerformFaceMatchPayload;
  performKYCRulesValidation: PerformKycRulesValidationPayload;
  performKycDocDigitalSync: PerformKycDocDigitalSyncPayload;
  performOCR: PerformOcrPayload;
  performOCRandDigitallyExtract: PerformOcRandDigitallyExtractPayload;
  postToSfIntegration: PostToSfIntegrationPayload;
  /** Raises deployment requests (at most one every 2 minutes) */
  processDeployment: ProcessDeploymentPayload;
  processPennyDrop: ProcessPennyDropPayload;
  /** Records the product items a deployment consumed */
  productsConsumed: ProductsConsumedPayload;
  /** Unfreezes an accepted PO with remarks: a new revision, to be accepted again */
  rectifyPurchaseOrder: PurchaseOrderPayload;
  /** Reopens a closed lead in the status it had: lost, only by the agent who marked it, within minutes (CLOSURE_UNDO_REFUSED after); not converted, by its agent at any time */
  reopenLead: ReopenLeadPayload;
  /** Undoes closing the opportunity: lost, only by the agent who closed it, within minutes (CLOSURE_UNDO_REFUSED after); not converted, by its agent at any time */
  reopenOpportunity: ReopenOpportunityPayload;
  /** Asks for the accepted PO's activation: the opportunity moves to PO_ACTIVATION_REQUESTED */
  requestPoActivation: PurchaseOrderPayload;
  /** Submits the opportunity for review; afterwards it cannot be edited */
  reviewOpportunity: ReviewOpportunityPayload;
  /** Reopens products and pricing of a rejected pricing (back to INITIATED), to change and resubmit */
  revisePricing: RevisePricingPayload;
  /** Saves the Business Details step for a journey */
  saveBusinessDetails: SaveBusinessDetailsPayload;
  /** The Multi Stores step's save: creates, updates and removes the merchant's stores to match the list */
  saveDeploymentStores: SaveDeploymentStoresPayload;
  /** Stores the KYC verification of an opportunity (or one of its partners) from DigiLocker, the licence registry or the document */
  saveKycDetails: SaveKycDetailsPayload;
  /** Saves the Partnership KYC step: the account's partners or directors as listed */
  saveMerchantSignatories: SaveMerchantSignatoriesPayload;
  /** A step's save: checks that the documents it lists are the opportunity's, stored, of their sub-types */
  saveOpportunityDocuments: SaveOpportunityDocumentsPayload;
  /** The Payment step's save: refused until the payment its payment type asks for is made */
  savePoPayment: GetOpportunityPaymentStatusPayload;
  /**
   * The Purchase Order step's save: stores the payment type and makes the PO (number, PDF) from the
   * opportunity's total; an online acceptance e-mails the PO link to the merchant
   */
  savePurchaseOrder: PurchaseOrderPayload;
  /** Sends the merchant a new KYC link by e-mail; the opportunity's previous live link is CLOSED */
  sendKycLink: KycLinkPayload;
  ssoLoginInternal: SsoLoginInternalPayload;
  ssoLogoutInternal: SsoLogoutInternalPayload;
  /** Submits the pricing for approval (PRICING_SUBMITTED), or agrees it at once when no price is below the list price (PRICING_APPROVED, Auto Approved) */
  submitPricing: SubmitPricingPayload;
  /** Updates the account and runs penny drop and name match again */
  updateBankAccount: UpdateBankAccountPayload;
  updateBillingEntity: UpdateBillingEntityPayload;
  updateDeploymentRequest: UpdateDeploymentRequestPayload;
  updateDeploymentStore: UpdateDeploymentStorePayload;
  updateLead: UpdateLeadPayload;
  updateMerchant: UpdateMerchantPayload;
  updateMerchantContact: UpdateMerchantContactPayload;
  updateMerchantMCC: UpdateMerchantMccPayload;
  updateMerchantOnboardingState: UpdateMerchantOnboardingStatePayload;
  updateMerchantSignatoryInfo: UpdateMerchantSignatoryInfoPayload;
  updateOpportunity: UpdateOpportunityPayload;
  updateOpportunityDocument: UpdateOpportunityDocumentPayload;
  updateOpportunityPaymentRecord: UpdateOpportunityPaymentRecordPayload;
  /** Records an item's working condition; only a working item can be mapped to a deployment */
  updateProductItem: UpdateProductItemPayload;
  updateProductTransfer: UpdateProductTransferPayload;
  /** Uploads the signed physical NACH form */
  uploadPMandate: UploadPMandatePayload;
  verifyPublicCredential: VerifyPublicCredentialPayload;
};


export type MutationAddDeploymentStoreArgs = {
  input: AddDeploymentStoreInput;
};


export type MutationAddTrainingVideoArgs = {
  input: AddTrainingVideoInput;
};


export type MutationCacheAccountArgs = {
  input: CacheAccountInput;
};


export type MutationCheckOsvArgs = {
  input: CheckOsvInput;
};


export type MutationCreateBankAccountArgs = {
  input: CreateBankAccountInput;
};


export type MutationCreateBillingEntityArgs = {
  input: CreateBillingEntityInput;
};


export type MutationCreateDeploymentStoreArgs = {
  input: CreateDeploymentStoreInput;
};


export type MutationCreateDeploymentStoresArgs = {
  input: CreateDeploymentStoresInput;
};


export type MutationCreateDigiLockerRequestArgs = {
  input: CreateDigiLockerRequestInput;
};


export type MutationCreateEMandateArgs = {
  input: CreateEMandateInput;
};


export type MutationCreateESignMandateArgs = {
  input: CreateESignMandateInput;
};


export type MutationCreateLeadArgs = {
  input: CreateLeadInput;
};


export type MutationCreateMerchantArgs = {
  input: CreateMerchantInput;
};


export type MutationCreateMerchantAccountMccArgs = {
  input: CreateMerchantAccountMccInput;
};


export type MutationCreateMerchantContactArgs = {
  input: CreateMerchantContactInput;
};


export type MutationCreateMerchantOnboardingStateArgs = {
  input: CreateMerchantOnboardingStateInput;
};


export type MutationCreateMerchantSignatoryInfoArgs = {
  input: CreateMerchantSignatoryInfoInput;
};


export type MutationCreateOliArgs = {
  input: CreateOliInput;
};


export type MutationCreateOpportunityArgs = {
  input: CreateOpportunityInput;
};


export type MutationCreateOpportunityDocumentArgs = {
  input: CreateOpportunityDocumentInput;
};


export type MutationCreateOpportunityDocumentsArgs = {
  input: CreateOpportunityDocumentsInput;
};


export type MutationCreateOpportunityPaymentRecordArgs = {
  input: CreateOpportunityPaymentRecordInput;
};


export type MutationCreatePMandateArgs = {
  input: CreatePMandateInput;
};


export type MutationCreateProductTransferArgs = {
  input: CreateProductTransferInput;
};


export type MutationDeleteDeploymentStoreArgs = {
  input: DeleteDeploymentStoreInput;
};


export type MutationDeleteMerchantSignatoryInfoArgs = {
  input: DeleteMerchantSignatoryInfoInput;
};


export type MutationDeleteOpportunityDocumentsArgs = {
  input: DeleteOpportunityDocumentsInput;
};


export type MutationDeviceDeLinkingDetailsArgs = {
  input: DeviceDeLinkingDetailsInput;
};


export type MutationDeviceLinkingDetailsArgs = {
  input: DeviceLinkingDetailsInput;
};


export type MutationInitiatePaymentArgs = {
  input: InitiatePaymentInput;
};


export type MutationKycOpportunityDocumentArgs = {
  input: KycOpportunityDocumentInput;
};


export type MutationPerformFaceMatchArgs = {
  input: PerformFaceMatchInput;
};


export type MutationPerformKycRulesValidationArgs = {
  input: PerformKycRulesValidationInput;
};


export type MutationPerformKycDocDigitalSyncArgs = {
  input: PerformKycDocDigitalSyncInput;
};


export type MutationPerformOcrArgs = {
  input: PerformOcrInput;
};


export type MutationPerformOcRandDigitallyExtractArgs = {
  input: PerformOcRandDigitallyExtractInput;
};


export type MutationPostToSfIntegrationArgs = {
  input: PostToSfIntegrationInput;
};


export type MutationProcessDeploymentArgs = {
  input: ProcessDeploymentInput;
};


export type MutationProcessPennyDropArgs = {
  input: ProcessPennyDropInput;
};


export type MutationProductsConsumedArgs = {
  input: ProductsConsumedInput;
};


export type MutationRectifyPurchaseOrderArgs = {
  input: RectifyPurchaseOrderInput;
};


export type MutationReopenLeadArgs = {
  input: ReopenLeadInput;
};


export type MutationReopenOpportunityArgs = {
  input: ReopenOpportunityInput;
};


export type MutationRequestPoActivationArgs = {
  input: RequestPoActivationInput;
};


export type MutationReviewOpportunityArgs = {
  input: ReviewOpportunityInput;
};


export type MutationRevisePricingArgs = {
  input: RevisePricingInput;
};


export type MutationSaveBusinessDetailsArgs = {
  input: SaveBusinessDetailsInput;
};


export type MutationSaveDeploymentStoresArgs = {
  input: SaveDeploymentStoresInput;
};


export type MutationSaveKycDetailsArgs = {
  input: SaveKycDetailsInput;
};


export type MutationSaveMerchantSignatoriesArgs = {
  input: SaveMerchantSignatoriesInput;
};


export type MutationSaveOpportunityDocumentsArgs = {
  input: SaveOpportunityDocumentsInput;
};


export type MutationSavePoPaymentArgs = {
  input: SavePoPaymentInput;
};


export type MutationSavePurchaseOrderArgs = {
  input: SavePurchaseOrderInput;
};


export type MutationSendKycLinkArgs = {
  input: SendKycLinkInput;
};


export type MutationSsoLoginInternalArgs = {
  input: SsoLoginInternalInput;
};


export type MutationSsoLogoutInternalArgs = {
  input: SsoLogoutInternalInput;
};


export type MutationSubmitPricingArgs = {
  input: SubmitPricingInput;
};


export type MutationUpdateBankAccountArgs = {
  input: UpdateBankAccountInput;
};


export type MutationUpdateBillingEntityArgs = {
  input: UpdateBillingEntityInput;
};


export type MutationUpdateDeploymentRequestArgs = {
  input: UpdateDeploymentRequestInput;
};


export type MutationUpdateDeploymentStoreArgs = {
  input: UpdateDeploymentStoreInput;
};


export type MutationUpdateLeadArgs = {
  input: UpdateLeadInput;
};


export type MutationUpdateMerchantArgs = {
  input: UpdateMerchantInput;
};


export type MutationUpdateMerchantContactArgs = {
  input: UpdateMerchantContactInput;
};


export type MutationUpdateMerchantMccArgs = {
  input: UpdateMerchantMccInput;
};


export type MutationUpdateMerchantOnboardingStateArgs = {
  input: UpdateMerchantOnboardingStateInput;
};


export type MutationUpdateMerchantSignatoryInfoArgs = {
  input: UpdateMerchantSignatoryInfoInput;
};


export type MutationUpdateOpportunityArgs = {
  input: UpdateOpportunityInput;
};


export type MutationUpdateOpportunityDocumentArgs = {
  input: UpdateOpportunityDocumentInput;
};


export type MutationUpdateOpportunityPaymentRecordArgs = {
  input: UpdateOpportunityPaymentRecordInput;
};


export type MutationUpdateProductItemArgs = {
  input: UpdateProductItemInput;
};


export type MutationUpdateProductTransferArgs = {
  input: UpdateProductTransferInput;
};


export type MutationUploadPMandateArgs = {
  input: UploadPMandateInput;
};


export type MutationVerifyPublicCredentialArgs = {
  input: VerifyPublicCredentialInput;
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

export type OnboardingStep = {
  __typename?: 'OnboardingStep';
  /** Whether the step can be saved now: false while saving it is not built yet (the app shows it as not available) */
  canSave: Scalars['Boolean']['output'];
  displayStatus: StepDisplayStatus;
  editableConfig: StepEditableConfig;
  /** Entering the step refreshes every NACH status */
  hitAllNachApi: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isComplete: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  skippable: Scalars['Boolean']['output'];
  type: StepType;
};

/** Status of the merchant's online acceptance of the purchase order */
export type OnlineAcceptanceStatus =
  | 'ACCEPTED'
  | 'EXPIRED'
  | 'NOT_SENT'
  | 'REJECTED'
  | 'SENT';

export type Opportunity = {
  __typename?: 'Opportunity';
  /** Merchant account id */
  accountId?: Maybe<Scalars['ID']['output']>;
  accountMccId?: Maybe<Scalars['ID']['output']>;
  /** Acquirer bank */
  acquirer?: Maybe<Scalars['String']['output']>;
  /** Number of aggregator products on the opportunity */
  aggregatorProductCount?: Maybe<Scalars['Int']['output']>;
  /** Every VAS on the plans has been checked */
  allVASCheck?: Maybe<Scalars['Boolean']['output']>;
  /** Annual turnover of the previous financial year, in rupees */
  annualturnoverpreviousfinancialyr?: Maybe<Scalars['Float']['output']>;
  approvalStatus?: Maybe<ApprovalStatus>;
  bankAccountId?: Maybe<Scalars['ID']['output']>;
  /** CRM opportunity category */
  category?: Maybe<Scalars['String']['output']>;
  closedAs?: Maybe<OpportunityClosure>;
  closureRemarks?: Maybe<Scalars['String']['output']>;
  /** Primary contact id */
  contactId?: Maybe<Scalars['ID']['output']>;
  createdOn: Scalars['DateTime']['output'];
  /** CRM reference id */
  crmRefId?: Maybe<Scalars['String']['output']>;
  cseL1CaseStatus?: Maybe<CseCaseStatus>;
  cseRejectionData?: Maybe<CseRejectionData>;
  deploymentStatus?: Maybe<OpportunityDeploymentStatus>;
  id: Scalars['ID']['output'];
  isExistingMerchant: Scalars['Boolean']['output'];
  /** Products may still be edited from the sales app */
  isProductEditableFromSA?: Maybe<Scalars['Boolean']['output']>;
  kyc?: Maybe<OpportunityKyc>;
  leadId?: Maybe<Scalars['ID']['output']>;
  lmsID?: Maybe<Scalars['String']['output']>;
  lostReason?: Maybe<LeadLostReason>;
  mdpOnboardingStatus?: Maybe<IntegrationStatus>;
  modifiedOn: Scalars['DateTime']['output'];
  nachSubmitted: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Created before multi-store deployment; uses the single-store deployment flow */
  oldDeploymentFlow?: Maybe<Scalars['Boolean']['output']>;
  /** Submitted for review; the opportunity can no longer be edited */
  opportunitySubmitted: Scalars['Boolean']['output'];
  ownerType: OwnerType;
  pageStage?: Maybe<PageStage>;
  paymentType?: Maybe<PaymentType>;
  poNumber?: Maybe<Scalars['String']['output']>;
  pricingApprovalComment?: Maybe<Scalars['String']['output']>;
  primaryBillingEntityId?: Maybe<Scalars['ID']['output']>;
  primaryStoreId?: Maybe<Scalars['ID']['output']>;
  purchaseOrder?: Maybe<PurchaseOrder>;
  /** CRM query code (ODS-113 when missing) */
  queryCode?: Maybe<Scalars['String']['output']>;
  rblIntegrationStatus?: Maybe<IntegrationStatus>;
  /** The purchase order must be generated again */
  regeneratePO?: Maybe<Scalars['Boolean']['output']>;
  settlementCycle?: Maybe<SettlementCycle>;
  sponsorMerchantMappingId?: Maybe<Scalars['ID']['output']>;
  /** CRM stage name */
  stageName?: Maybe<Scalars['String']['output']>;
  status: OpportunityStatus;
  /** Total amount payable on the purchase order, in rupees */
  totalAmount?: Maybe<Scalars['Float']['output']>;
};

export type OpportunityBankAccountInput = {
  opportunityId: Scalars['ID']['input'];
};

export type OpportunityBankAccountPayload = {
  __typename?: 'OpportunityBankAccountPayload';
  /** The verified account chosen for the opportunity; null until one is */
  bankAccount?: Maybe<BankAccount>;
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

export type OpportunityDocument = {
  __typename?: 'OpportunityDocument';
  createdOn: Scalars['DateTime']['output'];
  cseL1Remarks?: Maybe<Scalars['String']['output']>;
  cseL1Status?: Maybe<DocumentStatus>;
  cseL2Remarks?: Maybe<Scalars['String']['output']>;
  cseL2Status?: Maybe<DocumentStatus>;
  documentMode?: Maybe<DocumentUploadMode>;
  documentName?: Maybe<Scalars['String']['output']>;
  documentPages: Array<DocumentPage>;
  documentSource?: Maybe<DocumentSource>;
  documentSubType: DocumentSubType;
  documentType: DocumentCategory;
  id: Scalars['ID']['output'];
  /** Where the photo was taken */
  latLng?: Maybe<LatLng>;
  /** Accepted offline (on paper) */
  offlineAcceptance?: Maybe<Scalars['Boolean']['output']>;
  opportunityId: Scalars['ID']['output'];
  /** Signatory the document belongs to, for partner and director KYC */
  signatoryId?: Maybe<Scalars['ID']['output']>;
  status: DocumentStatus;
  /** Document number, e.g. GSTIN, licence or registration number */
  uniqueIdentifier?: Maybe<Scalars['String']['output']>;
  verifiedThroughOnlinePortal?: Maybe<Scalars['Boolean']['output']>;
};

export type OpportunityDocumentInput = {
  documentMode?: InputMaybe<DocumentUploadMode>;
  documentName?: InputMaybe<Scalars['String']['input']>;
  documentPages: Array<DocumentPageInput>;
  documentSource?: InputMaybe<DocumentSource>;
  documentSubType: DocumentSubType;
  documentType: DocumentCategory;
  latLng?: InputMaybe<LatLngInput>;
  offlineAcceptance?: InputMaybe<Scalars['Boolean']['input']>;
  signatoryId?: InputMaybe<Scalars['ID']['input']>;
  uniqueIdentifier?: InputMaybe<Scalars['String']['input']>;
  verifiedThroughOnlinePortal?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OpportunityDocumentsInput = {
  /** Only documents of these categories; all of them when left out */
  documentTypes?: InputMaybe<Array<DocumentCategory>>;
  opportunityId: Scalars['ID']['input'];
};

export type OpportunityDocumentsPayload = {
  __typename?: 'OpportunityDocumentsPayload';
  /** Oldest first; each page's url serves its file to the agent who owns it */
  documents: Array<OpportunityDocument>;
};

export type OpportunityInput = {
  id: Scalars['ID']['input'];
};

/** The KYC link sent to the merchant for this opportunity */
export type OpportunityKyc = {
  __typename?: 'OpportunityKyc';
  expiry?: Maybe<Scalars['DateTime']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type OpportunityKycDetailsInput = {
  opportunityId: Scalars['ID']['input'];
  /** A partner's or director's KYC; the merchant's own without it */
  signatoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type OpportunityKycDetailsPayload = {
  __typename?: 'OpportunityKycDetailsPayload';
  kycCompleted: Scalars['Boolean']['output'];
  verification?: Maybe<KycVerification>;
};

/** A product and plan added to an opportunity (opportunity line item) */
export type OpportunityLineItem = {
  __typename?: 'OpportunityLineItem';
  id: Scalars['ID']['output'];
  planId: Scalars['ID']['output'];
  planName: Scalars['String']['output'];
  /** Prime VAS taken with the plan */
  primeVas: Scalars['Boolean']['output'];
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  relatedPlanBundleId?: Maybe<Scalars['ID']['output']>;
  /** Amount for this line, in rupees */
  totalAmount?: Maybe<Scalars['Float']['output']>;
};

export type OpportunityLineItemInput = {
  planId: Scalars['ID']['input'];
  primeVas?: InputMaybe<Scalars['Boolean']['input']>;
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  relatedPlanBundleId?: InputMaybe<Scalars['ID']['input']>;
};

export type OpportunityListInput = {
  /** Only the statuses of this dashboard bucket (combined with status when both are given) */
  bucket?: InputMaybe<DashboardBucket>;
  /** Only opportunities closed this way; omit for open ones (or give places) */
  closedAs?: InputMaybe<OpportunityClosure>;
  createdOn?: InputMaybe<DateTimeRangeInput>;
  isExistingMerchant?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Only opportunities in one of these places on Home; LOST and NOT_CONVERTED list closed ones. Combined with the other filters */
  places?: InputMaybe<Array<HomePlace>>;
  /** Matches the opportunity name, PAN or contact number */
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  sortField?: InputMaybe<OpportunitySortField>;
  status?: InputMaybe<Array<OpportunityStatus>>;
};

export type OpportunityListPayload = {
  __typename?: 'OpportunityListPayload';
  opportunities: Array<Opportunity>;
  pageInfo: PageInfo;
};

export type OpportunityPayload = {
  __typename?: 'OpportunityPayload';
  opportunity: Opportunity;
};

export type OpportunityPaymentRecord = {
  __typename?: 'OpportunityPaymentRecord';
  /** Amount in rupees */
  amount: Scalars['Float']['output'];
  bankName?: Maybe<Scalars['String']['output']>;
  collectionDate?: Maybe<Scalars['Date']['output']>;
  depositDate?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  initiationTime?: Maybe<Scalars['DateTime']['output']>;
  /** Invoice or transaction reference number */
  invoiceTxnRefNo?: Maybe<Scalars['String']['output']>;
  opportunityId: Scalars['ID']['output'];
  paymentMode: PaymentMode;
  /** Document id of the receipt, if any */
  proofDocumentId?: Maybe<Scalars['ID']['output']>;
  status: PaymentRecordStatus;
};

export type OpportunityPricing = {
  __typename?: 'OpportunityPricing';
  /** The agent's comment for the approver */
  agentComment?: Maybe<Scalars['String']['output']>;
  allVASCheck: Scalars['Boolean']['output'];
  annualturnoverpreviousfinancialyr?: Maybe<Scalars['Float']['output']>;
  approvalStatus?: Maybe<ApprovalStatus>;
  /** The pricing approver's comment on the decision */
  approverComment?: Maybe<Scalars['String']['output']>;
  lines: Array<PricedLine>;
  opportunityId: Scalars['ID']['output'];
  /** The prices asked for, as submitPricing takes them (lines at list price left out) */
  requestedPrices: Array<RequestedPrice>;
  settlementCycle?: Maybe<SettlementCycle>;
  status: OpportunityStatus;
  /** What the merchant pays, in rupees (the agreed prices once approved) */
  totalAmount?: Maybe<Scalars['Float']['output']>;
};

export type OpportunityPricingInput = {
  opportunityId: Scalars['ID']['input'];
};

export type OpportunityPricingPayload = {
  __typename?: 'OpportunityPricingPayload';
  pricing: OpportunityPricing;
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
  opportunityId: Scalars['ID']['input'];
};

export type PMandatePayload = {
  __typename?: 'PMandatePayload';
  /** Pre-filled physical NACH form to print */
  formUrl?: Maybe<Scalars['String']['output']>;
  mandate?: Maybe<Mandate>;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  hasMore: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
};

/** Zero-based page request */
export type PageInput = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
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

export type PanDetails = {
  __typename?: 'PanDetails';
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  /** The existing merchant account, when isExisting */
  existingAccountId?: Maybe<Scalars['ID']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  /** Aadhaar is linked to the PAN */
  isAadhaarSeeded?: Maybe<Scalars['Boolean']['output']>;
  /** The PAN is blacklisted and can't be used for onboarding */
  isBlacklisted: Scalars['Boolean']['output'];
  /** A merchant account already exists with this PAN */
  isExisting: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  middleName?: Maybe<Scalars['String']['output']>;
  /** Full name as on the PAN */
  name: Scalars['String']['output'];
  panHolderType: PanHolderType;
  panNumber: Scalars['String']['output'];
  panStatus: PanStatus;
  /** Ownership type suggested from the PAN holder type */
  suggestedOwnershipType?: Maybe<OwnershipType>;
};

export type PanDetailsInput = {
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  /** Verify the name against the registry when given */
  name?: InputMaybe<Scalars['String']['input']>;
  panNumber: Scalars['String']['input'];
};

export type PanDetailsPayload = {
  __typename?: 'PanDetailsPayload';
  panDetails: PanDetails;
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
  opportunityId: Scalars['ID']['input'];
  /** The KYC document (or DigiLocker photo) to compare with */
  referenceDocumentId: Scalars['ID']['input'];
  /** The live selfie */
  selfieDocumentId: Scalars['ID']['input'];
  signatoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type PerformFaceMatchPayload = {
  __typename?: 'PerformFaceMatchPayload';
  failureReason?: Maybe<Scalars['String']['output']>;
  isMatch: Scalars['Boolean']['output'];
  /** Similarity score from 0 to 100 */
  matchScore?: Maybe<Scalars['Float']['output']>;
  result: VerificationResult;
};

export type PerformKycRulesValidationInput = {
  documentId: Scalars['ID']['input'];
  identityType: IdentityType;
  opportunityId: Scalars['ID']['input'];
  /** Name on the PAN the document is matched against */
  panName?: InputMaybe<Scalars['String']['input']>;
  signatoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type PerformKycRulesValidationPayload = {
  __typename?: 'PerformKYCRulesValidationPayload';
  failureReason?: Maybe<Scalars['String']['output']>;
  isValid: Scalars['Boolean']['output'];
  nameMatch: Scalars['Boolean']['output'];
  rules: Array<KycRuleResult>;
};

export type PerformKycDocDigitalSyncInput = {
  documentId: Scalars['ID']['input'];
  opportunityId: Scalars['ID']['input'];
};

export type PerformKycDocDigitalSyncPayload = {
  __typename?: 'PerformKycDocDigitalSyncPayload';
  document?: Maybe<OpportunityDocument>;
  isSynced: Scalars['Boolean']['output'];
  requestId: Scalars['ID']['output'];
  status: KycRequestStatus;
};

export type PerformOcrInput = {
  /** An uploaded opportunity document to read */
  documentId?: InputMaybe<Scalars['ID']['input']>;
  /** Or pages sent directly (one of the two) */
  documentPages?: InputMaybe<Array<DocumentPageInput>>;
  documentSubType: DocumentSubType;
  opportunityId: Scalars['ID']['input'];
};

export type PerformOcrPayload = {
  __typename?: 'PerformOCRPayload';
  extractedData?: Maybe<KycDocumentData>;
  failureReason?: Maybe<Scalars['String']['output']>;
  status: KycRequestStatus;
};

export type PerformOcRandDigitallyExtractInput = {
  documentId: Scalars['ID']['input'];
  documentSubType: DocumentSubType;
  opportunityId: Scalars['ID']['input'];
  signatoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type PerformOcRandDigitallyExtractPayload = {
  __typename?: 'PerformOCRandDigitallyExtractPayload';
  /** The OCR result was confirmed against the issuing registry */
  digitallyVerified: Scalars['Boolean']['output'];
  extractedData?: Maybe<KycDocumentData>;
  failureReason?: Maybe<Scalars['String']['output']>;
  result: VerificationResult;
  status: KycRequestStatus;
};

export type PersonRelation =
  | 'Director'
  | 'Employee'
  | 'Others'
  | 'Owner'
  | 'Partner';

export type PincodeDetailsInput = {
  /** Six digits, e.g. 411001 */
  pinCode: Scalars['String']['input'];
};

/** What a pincode tells of its address: the state and city when the master list knows its prefix, else neither */
export type PincodeDetailsPayload = {
  __typename?: 'PincodeDetailsPayload';
  city?: Maybe<City>;
  pinCode: Scalars['String']['output'];
  state?: Maybe<MasterState>;
};

export type Plan = {
  __typename?: 'Plan';
  id: Scalars['ID']['output'];
  isPrimeEnabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  relatedProducts: Array<RelatedPlanBundle>;
  standard: PlanPricing;
};

/** Bill of materials entry of a plan */
export type PlanBomItem = {
  __typename?: 'PlanBomItem';
  hardwareSubTypeName?: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
};

/** Plan fees in rupees */
export type PlanFees = {
  __typename?: 'PlanFees';
  advance?: Maybe<Scalars['Float']['output']>;
  /** Aggregator plan */
  isAggregator: Scalars['Boolean']['output'];
  rentalPerMonth?: Maybe<Scalars['Float']['output']>;
  setupFee?: Maybe<Scalars['Float']['output']>;
  transactionFee?: Maybe<Scalars['Float']['output']>;
};

export type PlanListInput = {
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};

export type PlanListPayload = {
  __typename?: 'PlanListPayload';
  plans: Array<Plan>;
};

/** Pricing wrapper of a plan (standard or a related-products bundle) */
export type PlanPricing = {
  __typename?: 'PlanPricing';
  /** Months of rental paid in advance */
  advanceMonth?: Maybe<Scalars['Int']['output']>;
  bom: Array<PlanBomItem>;
  fees: PlanFees;
  mdrDetails: Array<MdrDetail>;
  vas: Array<PlanVas>;
};

/** A value-added service on a plan */
export type PlanVas = {
  __typename?: 'PlanVas';
  id: Scalars['ID']['output'];
  isMandatory: Scalars['Boolean']['output'];
  isPrime: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Price in rupees */
  price?: Maybe<Scalars['Float']['output']>;
};

/** Activation status of the purchase order */
export type PoActivationStatus =
  | 'APPROVED'
  | 'NOT_REQUESTED'
  | 'REJECTED'
  | 'REQUESTED';

export type PosDeploymentInput = {
  opportunityId: Scalars['ID']['input'];
};

export type PosDeploymentPayload = {
  __typename?: 'PosDeploymentPayload';
  deploymentRequests: Array<DeploymentRequest>;
  items: Array<DeploymentItem>;
  /** When another deployment request may be placed (2 minutes after the last) */
  nextRequestAllowedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The merchant's stores a request may be raised at, the opportunity's primary store first. A
   * merchant without any has its business address (or the store address of its business details)
   * as its primary store.
   */
  stores: Array<DeploymentStore>;
};

export type PostToSfIntegrationInput = {
  opportunityId: Scalars['ID']['input'];
};

export type PostToSfIntegrationPayload = {
  __typename?: 'PostToSfIntegrationPayload';
  pushedToSf: Scalars['Boolean']['output'];
};

/** One chosen plan as the pricing step shows it */
export type PricedLine = {
  __typename?: 'PricedLine';
  advanceMonth: Scalars['Int']['output'];
  /** The related-products bundle chosen, if any */
  bundleName?: Maybe<Scalars['String']['output']>;
  /** The device the plan gives (its hardware subtype, e.g. 'A910 Hard POS') */
  device?: Maybe<Scalars['String']['output']>;
  isAggregator: Scalars['Boolean']['output'];
  lineItemId: Scalars['ID']['output'];
  mdr: Array<PricedMdr>;
  planName: Scalars['String']['output'];
  primeVas: Scalars['Boolean']['output'];
  productName: Scalars['String']['output'];
  productType: ProductType;
  quantity: Scalars['Int']['output'];
  rentalPerMonth: Scalars['Float']['output'];
  requestedRentalPerMonth?: Maybe<Scalars['Float']['output']>;
  /** Prices the agent asked for; null means the list price */
  requestedSetupFee?: Maybe<Scalars['Float']['output']>;
  /** List prices, in rupees */
  setupFee: Scalars['Float']['output'];
  /** What the merchant pays for the line at list price, in rupees */
  totalAmount: Scalars['Float']['output'];
  transactionFee: Scalars['Float']['output'];
  /** How many VAS the line carries */
  vasCount: Scalars['Int']['output'];
};

/** MDR of one card type at the merchant's turnover */
export type PricedMdr = {
  __typename?: 'PricedMdr';
  acquirerBank?: Maybe<Scalars['String']['output']>;
  cardType: CardType;
  /** The rate of the slab the merchant's annual turnover falls in; null when no slab holds it */
  rate?: Maybe<Scalars['Float']['output']>;
  rateType: MdrRateType;
};

export type ProcessDeploymentInput = {
  items: Array<DeploymentItemInput>;
  opportunityId: Scalars['ID']['input'];
};

export type ProcessDeploymentPayload = {
  __typename?: 'ProcessDeploymentPayload';
  deploymentRequests: Array<DeploymentRequest>;
  items: Array<DeploymentItem>;
  nextRequestAllowedAt?: Maybe<Scalars['DateTime']['output']>;
  stores: Array<DeploymentStore>;
};

export type ProcessPennyDropInput = {
  /** The merchant account whose PAN name the beneficiary name is matched against (with bankAccountNumber and ifscCode) */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Re-verify a stored account */
  bankAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Or verify account details before saving them */
  bankAccountNumber?: InputMaybe<Scalars['String']['input']>;
  ifscCode?: InputMaybe<Scalars['String']['input']>;
  /** Or a name to match it against instead */
  nameToMatch?: InputMaybe<Scalars['String']['input']>;
};

export type ProcessPennyDropPayload = {
  __typename?: 'ProcessPennyDropPayload';
  bankName?: Maybe<Scalars['String']['output']>;
  beneficiaryName?: Maybe<Scalars['String']['output']>;
  failureReason?: Maybe<Scalars['String']['output']>;
  /** Name-match score from 0 to 100 */
  nameMatchScore?: Maybe<Scalars['Float']['output']>;
  nameMatchSuccess: Scalars['Boolean']['output'];
  pennyDropSuccess: Scalars['Boolean']['output'];
  result: VerificationResult;
};

export type Product = {
  __typename?: 'Product';
  /** Hardware subtype, e.g. 'A910 Hard POS' or 'PAPER POS' */
  hardwareSubTypeName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Available in the mini flow (partners) */
  isMini: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  type: ProductType;
};

export type ProductItem = {
  __typename?: 'ProductItem';
  id: Scalars['ID']['output'];
  inTransit: Scalars['Boolean']['output'];
  location?: Maybe<InventoryLocation>;
  /** The catalogue product the item is one of */
  productId?: Maybe<Scalars['ID']['output']>;
  productItemNumber: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  productType: ProductType;
  quantityOnHand: Scalars['Int']['output'];
  receivingDate?: Maybe<Scalars['Date']['output']>;
  secondarySerialNumber?: Maybe<Scalars['String']['output']>;
  serialNumber?: Maybe<Scalars['String']['output']>;
  workingCondition: WorkingCondition;
};

export type ProductListInput = {
  /** Only products of the mini flow */
  isMiniFlow?: InputMaybe<Scalars['Boolean']['input']>;
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ProductType>;
};

export type ProductListPayload = {
  __typename?: 'ProductListPayload';
  products: Array<Product>;
};

export type ProductRequirement = {
  __typename?: 'ProductRequirement';
  /** Items on hand at the agent's location */
  availableInventory: Scalars['Int']['output'];
  deployedQuantity: Scalars['Int']['output'];
  hardwareSubTypeName?: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  productType: ProductType;
  requiredQuantity: Scalars['Int']['output'];
};

export type ProductTransfer = {
  __typename?: 'ProductTransfer';
  courierName?: Maybe<Scalars['String']['output']>;
  createdDate: Scalars['DateTime']['output'];
  destinationLocation: InventoryLocation;
  /** For a transfer to a warehouse still in transit: when the (sandbox) warehouse receives it */
  expectedReceiptAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  productItemId: Scalars['ID']['output'];
  serialNumber?: Maybe<Scalars['String']['output']>;
  sourceLocation?: Maybe<InventoryLocation>;
  status: ProductTransferStatus;
  trackingNumber?: Maybe<Scalars['String']['output']>;
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
  deploymentRequestId: Scalars['ID']['input'];
  productItemIds: Array<Scalars['ID']['input']>;
};

export type ProductsConsumedPayload = {
  __typename?: 'ProductsConsumedPayload';
  isProductsConsumed: Scalars['Boolean']['output'];
  productsConsumedList: Array<ConsumedProduct>;
};

export type ProductsRequiredAndInventoryInput = {
  /** Inventory location; defaults to the agent's location */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  opportunityId: Scalars['ID']['input'];
};

export type ProductsRequiredAndInventoryPayload = {
  __typename?: 'ProductsRequiredAndInventoryPayload';
  items: Array<ProductRequirement>;
};

export type PurchaseOrder = {
  __typename?: 'PurchaseOrder';
  /** CRM application status text */
  applicationStatus?: Maybe<Scalars['String']['output']>;
  /** The PO is generated offline and accepted on paper */
  offlinePOGeneration?: Maybe<Scalars['Boolean']['output']>;
  onlineAcceptanceStatus?: Maybe<OnlineAcceptanceStatus>;
  poAcceptanceEmail?: Maybe<Scalars['String']['output']>;
  poAcceptanceMobile?: Maybe<Scalars['String']['output']>;
  poActivationStatus?: Maybe<PoActivationStatus>;
  /** Link to the generated purchase order document */
  poLink?: Maybe<Scalars['String']['output']>;
  poRemarks?: Maybe<Scalars['String']['output']>;
  /** A rectification of the frozen PO was requested */
  rectifyPo?: Maybe<Scalars['Boolean']['output']>;
  /** The PO is frozen and may be rectified */
  rectifyPoEligible?: Maybe<Scalars['Boolean']['output']>;
  /** Send the PO to the merchant for online acceptance */
  sendOnlineAcceptance?: Maybe<Scalars['Boolean']['output']>;
};

/** The opportunity's purchase order as the agent sees it */
export type PurchaseOrderDetails = {
  __typename?: 'PurchaseOrderDetails';
  acceptedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The approver's comment on the activation */
  activationComment?: Maybe<Scalars['String']['output']>;
  canRequestActivation: Scalars['Boolean']['output'];
  /** The merchant has accepted the PO (online, or on paper for an offline PO): it can no longer change unless rectified */
  isFrozen: Scalars['Boolean']['output'];
  offlinePOGeneration: Scalars['Boolean']['output'];
  onlineAcceptanceStatus: OnlineAcceptanceStatus;
  paymentType: PaymentType;
  poAcceptanceEmail?: Maybe<Scalars['String']['output']>;
  poAcceptanceMobile?: Maybe<Scalars['String']['output']>;
  poActivationStatus: PoActivationStatus;
  /** The PO's PDF, served to the agent who owns it */
  poLink?: Maybe<Scalars['String']['output']>;
  poNumber: Scalars['String']['output'];
  /** Remarks of the latest rectification */
  poRemarks?: Maybe<Scalars['String']['output']>;
  /** The PO was rectified at least once */
  rectifyPo: Scalars['Boolean']['output'];
  rectifyPoEligible: Scalars['Boolean']['output'];
  /** Rectifications so far */
  revision: Scalars['Int']['output'];
  sendOnlineAcceptance: Scalars['Boolean']['output'];
  /** The total the PO was made for, in rupees */
  totalAmount: Scalars['Float']['output'];
};

export type PurchaseOrderInput = {
  offlinePOGeneration?: InputMaybe<Scalars['Boolean']['input']>;
  poAcceptanceEmail?: InputMaybe<Scalars['String']['input']>;
  poAcceptanceMobile?: InputMaybe<Scalars['String']['input']>;
  poRemarks?: InputMaybe<Scalars['String']['input']>;
  rectifyPo?: InputMaybe<Scalars['Boolean']['input']>;
  sendOnlineAcceptance?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PurchaseOrderPayload = {
  __typename?: 'PurchaseOrderPayload';
  /** The PO link was e-mailed to the merchant for acceptance by this call */
  isEmailSent: Scalars['Boolean']['output'];
  purchaseOrder: PurchaseOrderDetails;
};

export type PurchaseOrderStepInput = {
  opportunityId: Scalars['ID']['input'];
};

export type PurchaseOrderStepPayload = {
  __typename?: 'PurchaseOrderStepPayload';
  offlinePOGeneration?: Maybe<Scalars['Boolean']['output']>;
  /** The stored payment type, or null before the PO is made */
  paymentType?: Maybe<PaymentType>;
  poAcceptanceEmail?: Maybe<Scalars['String']['output']>;
  poAcceptanceMobile?: Maybe<Scalars['String']['output']>;
  purchaseOrder?: Maybe<PurchaseOrderDetails>;
  /** The opportunity's total, in rupees; the PO cannot be made without it */
  totalAmount?: Maybe<Scalars['Float']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Finds inventory locations to transfer stock to */
  LocationFilter: LocationFilterPayload;
  aadhaarDetailsDigiLocker: AadhaarDetailsDigiLockerPayload;
  achList: AchListPayload;
  bankAccount: BankAccountPayload;
  billingEntity: BillingEntityPayload;
  /** What the Business Details step shows for a journey */
  businessDetailsStep: BusinessDetailsStepPayload;
  checkEmailInExperiment: CheckEmailInExperimentPayload;
  cinDetails: CinDetailsPayload;
  cinsFromPAN: CinsFromPanPayload;
  cityDetails: CityDetailsPayload;
  cityList: CityListPayload;
  contactList: ContactListPayload;
  dashboardCounts: DashboardCountsPayload;
  deploymentRequestByAssetId: DeploymentRequestByAssetIdPayload;
  deploymentStore: DeploymentStorePayload;
  deploymentStoresByMerchantId: DeploymentStoresByMerchantIdPayload;
  devicesToBeLinked: DevicesToBeLinkedPayload;
  dlDetails: DlDetailsPayload;
  eMandate: EMandatePayload;
  eSignMandate: ESignMandatePayload;
  /** Which of the given records the agent may edit */
  editableIds: EditableIdsPayload;
  /** MCC suggestions from a business description or registry data */
  extractMccs: ExtractMccsPayload;
  faqList: FaqListPayload;
  /** A step of the release of forms/ a configVersion names. FORM_RELEASE_NOT_FOUND when no release has that configVersion or that step. */
  formReleaseStep: FormReleaseStep;
  /** For product owners only: MOS-2001 to anyone else. FORM_RELEASE_NOT_FOUND for a source that names no release. */
  formsPreview: FormsPreview;
  getExtractedData: GetExtractedDataPayload;
  getFilteredBankAccount: GetFilteredBankAccountPayload;
  getFilteredBillingEntities: GetFilteredBillingEntitiesPayload;
  getOpportunityPaymentStatus: GetOpportunityPaymentStatusPayload;
  getOpportunityProduct: GetOpportunityProductPayload;
  getProductItems: GetProductItemsPayload;
  getProductTransfer: GetProductTransferPayload;
  getProductTransfers: GetProductTransfersPayload;
  getProductsConsumed: GetProductsConsumedPayload;
  getSponsorMerchantMapping: GetSponsorMerchantMappingPayload;
  gstDetails: GstDetailsPayload;
  gstinsFromPAN: GstinsFromPanPayload;
  /** Liveness check that needs no sign-in */
  health: Scalars['String']['output'];
  /** The bank of an IFSC; an IFSC no branch has is refused */
  ifscDetails: IfscDetailsPayload;
  /** The journey's lead; for an existing merchant's opportunity, which has no lead, its merchant account's name, address, PAN, GSTIN and contact in the lead's shape */
  journeyLead: JourneyLeadPayload;
  kycDocEExtractedData: KycDocEExtractedDataPayload;
  /** The merchant's current KYC link */
  kycLink: KycLinkPayload;
  kycStatusData: KycStatusDataPayload;
  kycVerificationRequestStatus: KycVerificationRequestStatusPayload;
  lead: LeadPayload;
  leadList: LeadListPayload;
  llpinDetails: LlpinDetailsPayload;
  locateMeAddress: LocateMeAddressPayload;
  masterMccList: MasterMccListPayload;
  masterStateList: MasterStateListPayload;
  /** MCC suggestions from a GSTIN's registered business activities */
  mccsFromGSTIN: MccsFromGstinPayload;
  merchantAccountDetails: MerchantAccountDetailsPayload;
  /** Finds merchant accounts, e.g. to create an opportunity for an existing merchant */
  merchantFilter: MerchantFilterPayload;
  merchantMccAndContactData: MerchantMccAndContactDataPayload;
  merchantOnboardingStateV2: MerchantOnboardingStateV2Payload;
  merchantSignatoryInfo: MerchantSignatoryInfoPayload;
  opportunity: OpportunityPayload;
  /** The bank account chosen for an opportunity (its bankAccountId) */
  opportunityBankAccount: OpportunityBankAccountPayload;
  /** The opportunity's documents, with their pages */
  opportunityDocuments: OpportunityDocumentsPayload;
  /** The KYC verification stored for an opportunity (or one of its partners) */
  opportunityKycDetails: OpportunityKycDetailsPayload;
  opportunityList: OpportunityListPayload;
  /** The pricing step of an opportunity: its chosen plans priced for the merchant's turnover, and its approval */
  opportunityPricing: OpportunityPricingPayload;
  pMandate: PMandatePayload;
  panDetails: PanDetailsPayload;
  pincodeDetails: PincodeDetailsPayload;
  planList: PlanListPayload;
  /** Deployment items and requests of an opportunity */
  posDeployment: PosDeploymentPayload;
  productList: ProductListPayload;
  productsRequiredAndInventory: ProductsRequiredAndInventoryPayload;
  /** The Purchase Order step: the stored payment type and PO, and the total it is made from */
  purchaseOrderStep: PurchaseOrderStepPayload;
  salesAppLatestVersion: SalesAppLatestVersionPayload;
  shopAndEstablishmentDetails: ShopAndEstablishmentDetailsPayload;
  stateAndCityName: StateAndCityNamePayload;
  stateAndCityNameFromCityId: StateAndCityNameFromCityIdPayload;
  /** The stores of the agent's merchants (merchants of the agent's opportunities, and stores the agent made), by merchant then store name */
  storeAddressList: StoreAddressListPayload;
  /** Every signed-in user's: the agents watch them, a product owner sees what they added */
  trainingVideoList: TrainingVideoListPayload;
  udyamRegnSearch: UdyamRegnSearchPayload;
  validateVPA: ValidateVpaPayload;
};


export type QueryLocationFilterArgs = {
  input: LocationFilterInput;
};


export type QueryAadhaarDetailsDigiLockerArgs = {
  input: AadhaarDetailsDigiLockerInput;
};


export type QueryAchListArgs = {
  input: AchListInput;
};


export type QueryBankAccountArgs = {
  input: BankAccountInput;
};


export type QueryBillingEntityArgs = {
  input: BillingEntityInput;
};


export type QueryBusinessDetailsStepArgs = {
  input: BusinessDetailsStepInput;
};


export type QueryCheckEmailInExperimentArgs = {
  input: CheckEmailInExperimentInput;
};


export type QueryCinDetailsArgs = {
  input: CinDetailsInput;
};


export type QueryCinsFromPanArgs = {
  input: CinsFromPanInput;
};


export type QueryCityDetailsArgs = {
  input: CityDetailsInput;
};


export type QueryCityListArgs = {
  input: CityListInput;
};


export type QueryContactListArgs = {
  input: ContactListInput;
};


export type QueryDashboardCountsArgs = {
  input: DashboardCountsInput;
};


export type QueryDeploymentRequestByAssetIdArgs = {
  input: DeploymentRequestByAssetIdInput;
};


export type QueryDeploymentStoreArgs = {
  input: DeploymentStoreInput;
};


export type QueryDeploymentStoresByMerchantIdArgs = {
  input: DeploymentStoresByMerchantIdInput;
};


export type QueryDevicesToBeLinkedArgs = {
  input: DevicesToBeLinkedInput;
};


export type QueryDlDetailsArgs = {
  input: DlDetailsInput;
};


export type QueryEMandateArgs = {
  input: EMandateInput;
};


export type QueryESignMandateArgs = {
  input: ESignMandateInput;
};


export type QueryEditableIdsArgs = {
  input: EditableIdsInput;
};


export type QueryExtractMccsArgs = {
  input: ExtractMccsInput;
};


export type QueryFaqListArgs = {
  input: FaqListInput;
};


export type QueryFormReleaseStepArgs = {
  input: FormReleaseStepInput;
};


export type QueryFormsPreviewArgs = {
  input: FormsPreviewInput;
};


export type QueryGetExtractedDataArgs = {
  input: GetExtractedDataInput;
};


export type QueryGetFilteredBankAccountArgs = {
  input: GetFilteredBankAccountInput;
};


export type QueryGetFilteredBillingEntitiesArgs = {
  input: GetFilteredBillingEntitiesInput;
};


export type QueryGetOpportunityPaymentStatusArgs = {
  input: GetOpportunityPaymentStatusInput;
};


export type QueryGetOpportunityProductArgs = {
  input: GetOpportunityProductInput;
};


export type QueryGetProductItemsArgs = {
  input: GetProductItemsInput;
};


export type QueryGetProductTransferArgs = {
  input: GetProductTransferInput;
};


export type QueryGetProductTransfersArgs = {
  input: GetProductTransfersInput;
};


export type QueryGetProductsConsumedArgs = {
  input: GetProductsConsumedInput;
};


export type QueryGetSponsorMerchantMappingArgs = {
  input: GetSponsorMerchantMappingInput;
};


export type QueryGstDetailsArgs = {
  input: GstDetailsInput;
};


export type QueryGstinsFromPanArgs = {
  input: GstinsFromPanInput;
};


export type QueryIfscDetailsArgs = {
  input: IfscDetailsInput;
};


export type QueryJourneyLeadArgs = {
  input: JourneyLeadInput;
};


export type QueryKycDocEExtractedDataArgs = {
  input: KycDocEExtractedDataInput;
};


export type QueryKycLinkArgs = {
  input: KycLinkInput;
};


export type QueryKycStatusDataArgs = {
  input: KycStatusDataInput;
};


export type QueryKycVerificationRequestStatusArgs = {
  input: KycVerificationRequestStatusInput;
};


export type QueryLeadArgs = {
  input: LeadInput;
};


export type QueryLeadListArgs = {
  input: LeadListInput;
};


export type QueryLlpinDetailsArgs = {
  input: LlpinDetailsInput;
};


export type QueryLocateMeAddressArgs = {
  input: LocateMeAddressInput;
};


export type QueryMasterMccListArgs = {
  input: MasterMccListInput;
};


export type QueryMasterStateListArgs = {
  input: MasterStateListInput;
};


export type QueryMccsFromGstinArgs = {
  input: MccsFromGstinInput;
};


export type QueryMerchantAccountDetailsArgs = {
  input: MerchantAccountDetailsInput;
};


export type QueryMerchantFilterArgs = {
  input: MerchantFilterInput;
};


export type QueryMerchantMccAndContactDataArgs = {
  input: MerchantMccAndContactDataInput;
};


export type QueryMerchantOnboardingStateV2Args = {
  input: MerchantOnboardingStateV2Input;
};


export type QueryMerchantSignatoryInfoArgs = {
  input: MerchantSignatoryInfoInput;
};


export type QueryOpportunityArgs = {
  input: OpportunityInput;
};


export type QueryOpportunityBankAccountArgs = {
  input: OpportunityBankAccountInput;
};


export type QueryOpportunityDocumentsArgs = {
  input: OpportunityDocumentsInput;
};


export type QueryOpportunityKycDetailsArgs = {
  input: OpportunityKycDetailsInput;
};


export type QueryOpportunityListArgs = {
  input: OpportunityListInput;
};


export type QueryOpportunityPricingArgs = {
  input: OpportunityPricingInput;
};


export type QueryPMandateArgs = {
  input: PMandateInput;
};


export type QueryPanDetailsArgs = {
  input: PanDetailsInput;
};


export type QueryPincodeDetailsArgs = {
  input: PincodeDetailsInput;
};


export type QueryPlanListArgs = {
  input: PlanListInput;
};


export type QueryPosDeploymentArgs = {
  input: PosDeploymentInput;
};


export type QueryProductListArgs = {
  input: ProductListInput;
};


export type QueryProductsRequiredAndInventoryArgs = {
  input: ProductsRequiredAndInventoryInput;
};


export type QueryPurchaseOrderStepArgs = {
  input: PurchaseOrderStepInput;
};


export type QuerySalesAppLatestVersionArgs = {
  input: SalesAppLatestVersionInput;
};


export type QueryShopAndEstablishmentDetailsArgs = {
  input: ShopAndEstablishmentDetailsInput;
};


export type QueryStateAndCityNameArgs = {
  input: StateAndCityNameInput;
};


export type QueryStateAndCityNameFromCityIdArgs = {
  input: StateAndCityNameFromCityIdInput;
};


export type QueryStoreAddressListArgs = {
  input: StoreAddressListInput;
};


export type QueryTrainingVideoListArgs = {
  input: TrainingVideoListInput;
};


export type QueryUdyamRegnSearchArgs = {
  input: UdyamRegnSearchInput;
};


export type QueryValidateVpaArgs = {
  input: ValidateVpaInput;
};

export type RectifyPurchaseOrderInput = {
  opportunityId: Scalars['ID']['input'];
  /** Why the PO is rectified */
  poRemarks: Scalars['String']['input'];
};

/** Registration status in a registry (GST, MCA, Udyam, shop establishment) */
export type RegistrationStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'INACTIVE'
  | 'STRUCK_OFF'
  | 'SUSPENDED';

export type RelatedPlanBundle = {
  __typename?: 'RelatedPlanBundle';
  id: Scalars['ID']['output'];
  /** A prime-enabled plan stays prime only when this is true */
  isPrimeAllowed: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  pricing: PlanPricing;
  productIds: Array<Scalars['ID']['output']>;
};

export type ReopenLeadInput = {
  id: Scalars['ID']['input'];
};

export type ReopenLeadPayload = {
  __typename?: 'ReopenLeadPayload';
  /** The lead again in the status it had before it was closed */
  lead: Lead;
};

export type ReopenOpportunityInput = {
  id: Scalars['ID']['input'];
};

export type ReopenOpportunityPayload = {
  __typename?: 'ReopenOpportunityPayload';
  opportunity: Opportunity;
};

export type RequestPoActivationInput = {
  opportunityId: Scalars['ID']['input'];
};

export type RequestedPrice = {
  __typename?: 'RequestedPrice';
  lineItemId: Scalars['ID']['output'];
  rentalPerMonth?: Maybe<Scalars['Float']['output']>;
  setupFee?: Maybe<Scalars['Float']['output']>;
};

export type RequestedPriceInput = {
  lineItemId: Scalars['ID']['input'];
  rentalPerMonth?: InputMaybe<Scalars['Float']['input']>;
  /** Per device, in rupees; null keeps the list price */
  setupFee?: InputMaybe<Scalars['Float']['input']>;
};

export type ReviewOpportunityInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};

export type ReviewOpportunityPayload = {
  __typename?: 'ReviewOpportunityPayload';
  opportunity: Opportunity;
  opportunitySubmitted: Scalars['Boolean']['output'];
};

export type RevisePricingInput = {
  opportunityId: Scalars['ID']['input'];
};

export type RevisePricingPayload = {
  __typename?: 'RevisePricingPayload';
  pricing: OpportunityPricing;
};

export type SalesAppLatestVersionInput = {
  /** The running build's version */
  currentVersion?: InputMaybe<Scalars['String']['input']>;
};

export type SalesAppLatestVersionPayload = {
  __typename?: 'SalesAppLatestVersionPayload';
  updateType: AppUpdateType;
  version: Scalars['String']['output'];
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
  accountType?: InputMaybe<BusinessType>;
  address: MerchantAddressInput;
  billingAddress?: InputMaybe<MerchantAddressInput>;
  /** The billing entity's address is the business address; otherwise billingAddress gives it */
  billingAtBusinessAddress?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * The shop and establishment certificate is the merchant's although its registry has it under
   * another name than the business or DBA name: without it such a certificate is refused
   */
  businessProofNameConfirmed?: InputMaybe<Scalars['Boolean']['input']>;
  businessProofNumber?: InputMaybe<Scalars['String']['input']>;
  businessProofType: BusinessProofOption;
  /** The primary contact's full name and mobile number */
  contactName: Scalars['String']['input'];
  dateOfIncorporation?: InputMaybe<Scalars['Date']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  gstin?: InputMaybe<Scalars['String']['input']>;
  /** The MCC was chosen from the master list rather than from the GSTIN's suggestions */
  isMCCManualEntry?: InputMaybe<Scalars['Boolean']['input']>;
  /** The journey: its lead (a new merchant's), or its opportunity (an existing merchant's, or a lead's once made) */
  leadId?: InputMaybe<Scalars['ID']['input']>;
  legalName: Scalars['String']['input'];
  /** Number of the business operating licence a licence-required MCC needs (forms/rules/licence-required-mccs.json) */
  licenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** The account MCC, from the master list; blocked MCCs are refused */
  mccCode: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
  /** Doing-business-as (shop) name */
  name: Scalars['String']['input'];
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
  ownershipType: OwnershipType;
  revenue: Scalars['Float']['input'];
  storeAddress?: InputMaybe<MerchantAddressInput>;
  /** The devices are deployed at the business address; otherwise storeAddress says where */
  storeAtBusinessAddress?: InputMaybe<Scalars['Boolean']['input']>;
  udyamNumber?: InputMaybe<Scalars['String']['input']>;
  weeklySettlementUpperLimit?: InputMaybe<Scalars['Float']['input']>;
};

export type SaveBusinessDetailsPayload = {
  __typename?: 'SaveBusinessDetailsPayload';
  billingEntity: BillingEntity;
  mcc: MerchantMcc;
  merchantAccount: MerchantAccount;
  opportunityId: Scalars['ID']['output'];
  primaryContact: MerchantContact;
};

export type SaveDeploymentStoresInput = {
  merchantId: Scalars['ID']['input'];
  opportunityId: Scalars['ID']['input'];
  /**
   * The merchant's stores as the agent leaves them (at least 1, at most 20). A stored store left out
   * of the list is removed; one that another opportunity has as its primary store cannot be (MOS-1007).
   * The first store becomes the opportunity's primary store.
   */
  stores: Array<DeploymentStoreItemInput>;
};

export type SaveDeploymentStoresPayload = {
  __typename?: 'SaveDeploymentStoresPayload';
  primaryStoreId: Scalars['ID']['output'];
  /** The stores the list left out, now removed */
  removedIds: Array<Scalars['ID']['output']>;
  /** In the order of the list */
  stores: Array<DeploymentStore>;
};

export type SaveKycDetailsInput = {
  address?: InputMaybe<AddressInput>;
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  /** For Aadhaar: the DigiLocker request the holder allowed */
  digiLockerRequestId?: InputMaybe<Scalars['ID']['input']>;
  /** Registration number of a driving licence, voter ID or passport */
  documentNumber?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  identityType: IdentityType;
  /** Voter ID and passport: as printed on the document */
  name?: InputMaybe<Scalars['String']['input']>;
  opportunityId: Scalars['ID']['input'];
  /** A partner's or director's KYC; the merchant's own without it */
  signatoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type SaveKycDetailsPayload = {
  __typename?: 'SaveKycDetailsPayload';
  /** The merchant's (or the partner's) KYC is done */
  kycCompleted: Scalars['Boolean']['output'];
  verification: KycVerification;
};

export type SaveMerchantSignatoriesInput = {
  accountId: Scalars['ID']['input'];
  /** The opportunity whose Partnership KYC step is saved; it must be of this account */
  opportunityId: Scalars['ID']['input'];
  /**
   * The account's partners or directors as the agent leaves them (at least 1, at most 20), their stakes
   * adding up to 100. A stored one left out of the list is removed; one without an id is added.
   */
  signatories: Array<MerchantSignatoryItemInput>;
};

export type SaveMerchantSignatoriesPayload = {
  __typename?: 'SaveMerchantSignatoriesPayload';
  /** Every signatory has a verified PAN and completed KYC: until then the step is not complete */
  allKycCompleted: Scalars['Boolean']['output'];
  /** The signatories the list left out, now removed */
  removedIds: Array<Scalars['ID']['output']>;
  /** In the order of the list */
  signatories: Array<MerchantSignatory>;
};

/** A step's documents, each stored before (createOpportunityDocument) and kept by the step */
export type SaveOpportunityDocumentsInput = {
  documents: DocumentIdsBySubTypeInput;
  opportunityId: Scalars['ID']['input'];
};

export type SaveOpportunityDocumentsPayload = {
  __typename?: 'SaveOpportunityDocumentsPayload';
  documents: Array<OpportunityDocument>;
};

export type SavePoPaymentInput = {
  opportunityId: Scalars['ID']['input'];
};

export type SavePurchaseOrderInput = {
  /** The PO is printed for the merchant to sign; otherwise it is sent for online acceptance */
  offlinePOGeneration: Scalars['Boolean']['input'];
  opportunityId: Scalars['ID']['input'];
  paymentType: PaymentType;
  /** Where the PO is sent for online acceptance */
  poAcceptanceEmail?: InputMaybe<Scalars['String']['input']>;
  poAcceptanceMobile?: InputMaybe<Scalars['String']['input']>;
};

/** A plan chosen for a selected product */
export type SelectedPlan = {
  __typename?: 'SelectedPlan';
  /** The opportunity line item it is stored as */
  lineItemId?: Maybe<Scalars['ID']['output']>;
  planId: Scalars['ID']['output'];
  planName: Scalars['String']['output'];
  primeVas: Scalars['Boolean']['output'];
  /** Zero by default */
  quantity: Scalars['Int']['output'];
  relatedPlanBundleId?: Maybe<Scalars['ID']['output']>;
};

export type SelectedProduct = {
  __typename?: 'SelectedProduct';
  plans: Array<SelectedPlan>;
  product: Product;
};

/**
 * Sending is a side effect, so it is a mutation (retried safely under its idempotency id) rather than
 * an option of the kycLink query.
 */
export type SendKycLinkInput = {
  /** Send (or re-send) the link to this e-mail; it becomes the merchant contact's e-mail */
  email: Scalars['String']['input'];
  opportunityId: Scalars['ID']['input'];
};

export type SessionUser = {
  __typename?: 'SessionUser';
  employeeId: Scalars['ID']['output'];
  employeeName: Scalars['String']['output'];
  /** Unix seconds when this session was issued */
  issuedAt: Scalars['Int']['output'];
  locationId?: Maybe<Scalars['ID']['output']>;
  userType: UserType;
};

/** Settlement cycle of the merchant's payouts */
export type SettlementCycle =
  /** Same-day (instant) settlement */
  | 'T_PLUS_0'
  | 'T_PLUS_1'
  | 'T_PLUS_2';

export type ShopAndEstablishmentDetails = {
  __typename?: 'ShopAndEstablishmentDetails';
  address?: Maybe<MerchantAddress>;
  /** Category of establishment, e.g. Shop or Commercial */
  category?: Maybe<Scalars['String']['output']>;
  entityName: Scalars['String']['output'];
  natureOfBusiness?: Maybe<Scalars['String']['output']>;
  ownerName?: Maybe<Scalars['String']['output']>;
  registrationDate?: Maybe<Scalars['Date']['output']>;
  registrationNumber: Scalars['String']['output'];
  status: RegistrationStatus;
  validUpto?: Maybe<Scalars['Date']['output']>;
};

export type ShopAndEstablishmentDetailsInput = {
  /** The business the certificate should be of (its DBA name), when known; the caller compares the entityName returned with it */
  name?: InputMaybe<Scalars['String']['input']>;
  registrationNumber: Scalars['String']['input'];
  /** Two-letter code of the state that issued the certificate */
  stateCode?: InputMaybe<Scalars['String']['input']>;
};

export type ShopAndEstablishmentDetailsPayload = {
  __typename?: 'ShopAndEstablishmentDetailsPayload';
  seDetails: ShopAndEstablishmentDetails;
};

/** Kind of signatory recorded for a partnership or company */
export type SignatoryKind =
  | 'DIRECTOR'
  | 'PARTNER';

export type SignatoryKycStatus = {
  __typename?: 'SignatoryKycStatus';
  identityType?: Maybe<IdentityType>;
  isKycSubmitted: Scalars['Boolean']['output'];
  kycCompleted: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  panNumber: Scalars['String']['output'];
  signatoryId?: Maybe<Scalars['ID']['output']>;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SponsorMerchantMapping = {
  __typename?: 'SponsorMerchantMapping';
  availableDevices: Scalars['Int']['output'];
  cumulativeSponsoredDevices: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Sponsor's PAN */
  panNumber: Scalars['String']['output'];
  sponsorName: Scalars['String']['output'];
};

export type SsoLoginInternalInput = {
  /** An SSO refresh token from the company sign-in, or a refresh token this server issued (refresh) */
  refreshToken: Scalars['String']['input'];
};

export type SsoLoginInternalPayload = {
  __typename?: 'SsoLoginInternalPayload';
  accessToken: Scalars['String']['output'];
  /** Unix seconds when the access token expires */
  accessTokenExpiresAt: Scalars['Int']['output'];
  crmToken: Scalars['String']['output'];
  refreshToken: Scalars['String']['output'];
  /** Unix seconds when the refresh token expires */
  refreshTokenExpiresAt: Scalars['Int']['output'];
  user: SessionUser;
};

export type SsoLogoutInternalInput = {
  /** Revoke every session of this agent, not only the current one */
  allDevices?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SsoLogoutInternalPayload = {
  __typename?: 'SsoLogoutInternalPayload';
  isLoggedOut: Scalars['Boolean']['output'];
};

export type StateAndCityNameFromCityIdInput = {
  cityId: Scalars['ID']['input'];
};

export type StateAndCityNameFromCityIdPayload = {
  __typename?: 'StateAndCityNameFromCityIdPayload';
  cityName: Scalars['String']['output'];
  stateCode: Scalars['String']['output'];
  stateName: Scalars['String']['output'];
};

export type StateAndCityNameInput = {
  cityName: Scalars['String']['input'];
  stateCode: Scalars['String']['input'];
};

export type StateAndCityNamePayload = {
  __typename?: 'StateAndCityNamePayload';
  cityId?: Maybe<Scalars['ID']['output']>;
  cityName: Scalars['String']['output'];
  stateName: Scalars['String']['output'];
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

export type StepEditableConfig = {
  __typename?: 'StepEditableConfig';
  editable: Scalars['Boolean']['output'];
};

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

/** A store of one of the agent's merchants, with where it is */
export type StoreAddress = {
  __typename?: 'StoreAddress';
  address: MerchantAddress;
  id: Scalars['ID']['output'];
  merchantId: Scalars['ID']['output'];
  merchantName: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type StoreAddressListInput = {
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Matches the store name, the merchant name, the city or the pincode */
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type StoreAddressListPayload = {
  __typename?: 'StoreAddressListPayload';
  pageInfo: PageInfo;
  stores: Array<StoreAddress>;
};

export type SubmitPricingInput = {
  allVASCheck?: InputMaybe<Scalars['Boolean']['input']>;
  annualturnoverpreviousfinancialyr: Scalars['Float']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  opportunityId: Scalars['ID']['input'];
  requestedPrices?: InputMaybe<Array<RequestedPriceInput>>;
  settlementCycle: SettlementCycle;
};

export type SubmitPricingPayload = {
  __typename?: 'SubmitPricingPayload';
  pricing: OpportunityPricing;
};

/** Proof of a test transaction */
export type TestTransactionProof = {
  __typename?: 'TestTransactionProof';
  amount?: Maybe<Scalars['Float']['output']>;
  documentId?: Maybe<Scalars['ID']['output']>;
  doneAt?: Maybe<Scalars['DateTime']['output']>;
  imgUrl?: Maybe<Scalars['String']['output']>;
  /** Transaction reference (RRN or UPI reference) */
  transactionRef?: Maybe<Scalars['String']['output']>;
};

export type TestTransactionProofInput = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  documentId?: InputMaybe<Scalars['ID']['input']>;
  transactionRef?: InputMaybe<Scalars['String']['input']>;
};

/** A training video */
export type TrainingVideo = {
  __typename?: 'TrainingVideo';
  /** When a product owner added it; null for the seed's sample */
  addedOn?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  /** How long the video runs, in whole seconds, as its file records it (read by the server from the file); null when the file does not say */
  durationSeconds?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** A sample clip the seed adds, not a training of its own */
  isSample: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** Where the video file is served */
  url: Scalars['String']['output'];
};

export type TrainingVideoListInput = {
  /** Only this video */
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type TrainingVideoListPayload = {
  __typename?: 'TrainingVideoListPayload';
  videos: Array<TrainingVideo>;
};

/** Direction of a transfer relative to the agent's location */
export type TransferDirection =
  | 'INCOMING'
  | 'OUTGOING';

export type UdyamDetails = {
  __typename?: 'UdyamDetails';
  address?: Maybe<MerchantAddress>;
  dateOfIncorporation?: Maybe<Scalars['Date']['output']>;
  dateOfRegistration?: Maybe<Scalars['Date']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  enterpriseName: Scalars['String']['output'];
  enterpriseType?: Maybe<UdyamEnterpriseType>;
  /** Major activity, e.g. Manufacturing or Services */
  majorActivity?: Maybe<Scalars['String']['output']>;
  mobileNumber?: Maybe<Scalars['String']['output']>;
  nicCodes: Array<Scalars['String']['output']>;
  socialCategory?: Maybe<Scalars['String']['output']>;
  udyamNumber: Scalars['String']['output'];
};

/** Udyam (MSME) enterprise size */
export type UdyamEnterpriseType =
  | 'MEDIUM'
  | 'MICRO'
  | 'SMALL';

export type UdyamRegnSearchInput = {
  /** Udyam registration number, e.g. UDYAM-MH-19-0012345 */
  udyamNumber: Scalars['String']['input'];
};

export type UdyamRegnSearchPayload = {
  __typename?: 'UdyamRegnSearchPayload';
  udyamDetails: UdyamDetails;
};

export type UpdateBankAccountInput = {
  accountHolderName?: InputMaybe<Scalars['String']['input']>;
  accountType?: InputMaybe<AccountType>;
  bankAccountNumber?: InputMaybe<Scalars['String']['input']>;
  cancelledCheque?: InputMaybe<CancelledChequeInput>;
  id: Scalars['ID']['input'];
  ifscCode?: InputMaybe<Scalars['String']['input']>;
  /** The opportunity the account is chosen for once it is verified */
  opportunityId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateBankAccountPayload = {
  __typename?: 'UpdateBankAccountPayload';
  bankAccount: BankAccount;
  failureReason?: Maybe<Scalars['String']['output']>;
  nameMatchSuccess: Scalars['Boolean']['output'];
  pennyDropSuccess: Scalars['Boolean']['output'];
};

export type UpdateBillingEntityInput = {
  beneficiaryId?: InputMaybe<Scalars['ID']['input']>;
  businessAddress?: InputMaybe<MerchantAddressInput>;
  businessName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  kycDocumentNo?: InputMaybe<Scalars['String']['input']>;
  kycDocumentType?: InputMaybe<DocumentSubType>;
  nameToBePrintedOnPO?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateBillingEntityPayload = {
  __typename?: 'UpdateBillingEntityPayload';
  billingEntity: BillingEntity;
};

export type UpdateDeploymentRequestInput = {
  acknowledgement?: InputMaybe<Scalars['Boolean']['input']>;
  cardTestTransactionProof?: InputMaybe<TestTransactionProofInput>;
  closureRemarks?: InputMaybe<Scalars['String']['input']>;
  /** Mark the deployment complete */
  complete?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  mid?: InputMaybe<Scalars['String']['input']>;
  posId?: InputMaybe<Scalars['String']['input']>;
  revisionNumber?: InputMaybe<Scalars['String']['input']>;
  soundboxLink?: InputMaybe<Scalars['String']['input']>;
  tid?: InputMaybe<Scalars['String']['input']>;
  upiTestTransactionProof?: InputMaybe<TestTransactionProofInput>;
};

export type UpdateDeploymentRequestPayload = {
  __typename?: 'UpdateDeploymentRequestPayload';
  deploymentRequest: DeploymentRequest;
  isUpdated: Scalars['Boolean']['output'];
};

export type UpdateDeploymentStoreInput = {
  address?: InputMaybe<MerchantAddressInput>;
  documentNumber?: InputMaybe<Scalars['String']['input']>;
  documentType?: InputMaybe<DocumentSubType>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  pcId?: InputMaybe<Scalars['String']['input']>;
  primaryContactId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateDeploymentStorePayload = {
  __typename?: 'UpdateDeploymentStorePayload';
  store: DeploymentStore;
};

export type UpdateLeadInput = {
  contact?: InputMaybe<LeadContactInput>;
  gstin?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** Required when status is LOST */
  lostReason?: InputMaybe<LeadLostReason>;
  notes?: InputMaybe<Scalars['String']['input']>;
  panNumber?: InputMaybe<Scalars['String']['input']>;
  product?: InputMaybe<Array<LeadProduct>>;
  rating?: InputMaybe<LeadRating>;
  salesStage?: InputMaybe<SalesStage>;
  scheduledFollowUp?: InputMaybe<Scalars['DateTime']['input']>;
  shop?: InputMaybe<LeadShopInput>;
  status?: InputMaybe<LeadStatus>;
};

export type UpdateLeadPayload = {
  __typename?: 'UpdateLeadPayload';
  isUpdated: Scalars['Boolean']['output'];
};

export type UpdateMerchantContactInput = {
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  designation?: InputMaybe<PersonRelation>;
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  leadName?: InputMaybe<Scalars['String']['input']>;
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateMerchantContactPayload = {
  __typename?: 'UpdateMerchantContactPayload';
  contact: MerchantContact;
};

export type UpdateMerchantInput = {
  accountType?: InputMaybe<BusinessType>;
  address?: InputMaybe<MerchantAddressInput>;
  businessProofNumber?: InputMaybe<Scalars['String']['input']>;
  businessProofType?: InputMaybe<BusinessProofOption>;
  dateOfIncorporation?: InputMaybe<Scalars['Date']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  gstin?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  legalName?: InputMaybe<Scalars['String']['input']>;
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  ownershipType?: InputMaybe<OwnershipType>;
  revenue?: InputMaybe<Scalars['Float']['input']>;
  storeAddress?: InputMaybe<MerchantAddressInput>;
  udyamNumber?: InputMaybe<Scalars['String']['input']>;
  weeklySettlementUpperLimit?: InputMaybe<Scalars['Float']['input']>;
};

export type UpdateMerchantMccInput = {
  businessCategoryType?: InputMaybe<Scalars['String']['input']>;
  businessSubCategoryType?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  isMCCManualEntry?: InputMaybe<Scalars['Boolean']['input']>;
  mccCode?: InputMaybe<Scalars['String']['input']>;
  merchantCategory?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateMerchantMccPayload = {
  __typename?: 'UpdateMerchantMCCPayload';
  mcc: MerchantMcc;
};

export type UpdateMerchantOnboardingStateInput = {
  idType: OnboardingIdType;
  isComplete: Scalars['Boolean']['input'];
  /** Set when the lead has become an opportunity */
  opportunityId?: InputMaybe<Scalars['Int']['input']>;
  stateDataId: Scalars['ID']['input'];
  /** The step whose completion changes */
  stepType: StepType;
};

export type UpdateMerchantOnboardingStatePayload = {
  __typename?: 'UpdateMerchantOnboardingStatePayload';
  merchantOnboardingState: MerchantOnboardingState;
};

export type UpdateMerchantPayload = {
  __typename?: 'UpdateMerchantPayload';
  isUpdated: Scalars['Boolean']['output'];
  merchantAccount: MerchantAccount;
};

export type UpdateMerchantSignatoryInfoInput = {
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  individualKycType?: InputMaybe<IdentityType>;
  isPrimaryContact?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<SignatoryKind>;
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** A new PAN is verified with the PAN registry as on creation */
  panNumber?: InputMaybe<Scalars['String']['input']>;
  stakePercentage?: InputMaybe<Scalars['Float']['input']>;
};

export type UpdateMerchantSignatoryInfoPayload = {
  __typename?: 'UpdateMerchantSignatoryInfoPayload';
  signatory: MerchantSignatory;
};

export type UpdateOpportunityDocumentInput = {
  documentMode?: InputMaybe<DocumentUploadMode>;
  documentName?: InputMaybe<Scalars['String']['input']>;
  documentPages?: InputMaybe<Array<DocumentPageInput>>;
  id: Scalars['ID']['input'];
  latLng?: InputMaybe<LatLngInput>;
  offlineAcceptance?: InputMaybe<Scalars['Boolean']['input']>;
  uniqueIdentifier?: InputMaybe<Scalars['String']['input']>;
  verifiedThroughOnlinePortal?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateOpportunityDocumentPayload = {
  __typename?: 'UpdateOpportunityDocumentPayload';
  document: OpportunityDocument;
};

export type UpdateOpportunityInput = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  accountMccId?: InputMaybe<Scalars['ID']['input']>;
  allVASCheck?: InputMaybe<Scalars['Boolean']['input']>;
  annualturnoverpreviousfinancialyr?: InputMaybe<Scalars['Float']['input']>;
  bankAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** LOST or NOT_CONVERTED closes the opportunity (it leaves the open lists for Lost or Not converted); null reopens it, as reopenOpportunity does */
  closedAs?: InputMaybe<OpportunityClosure>;
  closureRemarks?: InputMaybe<Scalars['String']['input']>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  /** Required when closedAs is LOST */
  lostReason?: InputMaybe<LeadLostReason>;
  pageStage?: InputMaybe<PageStage>;
  paymentType?: InputMaybe<PaymentType>;
  pricingApprovalComment?: InputMaybe<Scalars['String']['input']>;
  primaryBillingEntityId?: InputMaybe<Scalars['ID']['input']>;
  primaryStoreId?: InputMaybe<Scalars['ID']['input']>;
  purchaseOrder?: InputMaybe<PurchaseOrderInput>;
  regeneratePO?: InputMaybe<Scalars['Boolean']['input']>;
  settlementCycle?: InputMaybe<SettlementCycle>;
  sponsorMerchantMappingId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<OpportunityStatus>;
};

export type UpdateOpportunityPayload = {
  __typename?: 'UpdateOpportunityPayload';
  isUpdated: Scalars['Boolean']['output'];
  opportunity: Opportunity;
};

export type UpdateOpportunityPaymentRecordInput = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  bankName?: InputMaybe<Scalars['String']['input']>;
  collectionDate?: InputMaybe<Scalars['Date']['input']>;
  depositDate?: InputMaybe<Scalars['Date']['input']>;
  id: Scalars['ID']['input'];
  invoiceTxnRefNo?: InputMaybe<Scalars['String']['input']>;
  paymentMode?: InputMaybe<PaymentMode>;
  proofDocumentId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateOpportunityPaymentRecordPayload = {
  __typename?: 'UpdateOpportunityPaymentRecordPayload';
  paymentRecord: OpportunityPaymentRecord;
};

/** Changes an item of the agent's own inventory (not in transit): its working condition */
export type UpdateProductItemInput = {
  id: Scalars['ID']['input'];
  workingCondition: WorkingCondition;
};

export type UpdateProductItemPayload = {
  __typename?: 'UpdateProductItemPayload';
  productItem: ProductItem;
};

export type UpdateProductTransferInput = {
  courierName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** e.g. RECEIVED on receipt, CANCELLED by the sender */
  status?: InputMaybe<ProductTransferStatus>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProductTransferPayload = {
  __typename?: 'UpdateProductTransferPayload';
  productTransfer: ProductTransfer;
};

export type UploadPMandateInput = {
  documentMode?: InputMaybe<DocumentUploadMode>;
  documentPages: Array<DocumentPageInput>;
  mandateId: Scalars['ID']['input'];
  opportunityId: Scalars['ID']['input'];
};

export type UploadPMandatePayload = {
  __typename?: 'UploadPMandatePayload';
  document: OpportunityDocument;
  isSignUploaded: Scalars['Boolean']['output'];
  mandate: Mandate;
};

export type UserType =
  | 'PowerPartner'
  /** Previews forms/ (formsPreview) and nothing else: every merchant operation answers MOS-2001 to a product owner */
  | 'ProductOwner'
  | 'SalesAgent';

export type ValidateVpaInput = {
  opportunityId: Scalars['ID']['input'];
  /** UPI id, e.g. name@bank */
  vpa: Scalars['String']['input'];
};

export type ValidateVpaPayload = {
  __typename?: 'ValidateVPAPayload';
  accountHolderName?: Maybe<Scalars['String']['output']>;
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The UPI id may be used for UPI AutoPay */
  isAutoPayEligible: Scalars['Boolean']['output'];
  isValid: Scalars['Boolean']['output'];
  vpa: Scalars['String']['output'];
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
  email: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
  /** The token of the KYC link (the last part of its address) */
  token: Scalars['String']['input'];
};

/**
 * The e-mail ID and mobile number on record when the pair matched; both null when it did not (the
 * attempt is counted).
 */
export type VerifyPublicCredentialPayload = {
  __typename?: 'VerifyPublicCredentialPayload';
  email?: Maybe<Scalars['String']['output']>;
  mobileNumber?: Maybe<Scalars['String']['output']>;
};

/** Working condition of a product item */
export type WorkingCondition =
  | 'DAMAGED'
  | 'NOT_WORKING'
  | 'WORKING';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AadhaarDetailsDigiLockerInput: AadhaarDetailsDigiLockerInput;
  AadhaarDetailsDigiLockerPayload: ResolverTypeWrapper<AadhaarDetailsDigiLockerPayload>;
  AccountType: AccountType;
  AchListInput: AchListInput;
  AchListPayload: ResolverTypeWrapper<AchListPayload>;
  AddDeploymentStoreInput: AddDeploymentStoreInput;
  AddDeploymentStorePayload: ResolverTypeWrapper<AddDeploymentStorePayload>;
  AddTrainingVideoInput: AddTrainingVideoInput;
  AddTrainingVideoPayload: ResolverTypeWrapper<AddTrainingVideoPayload>;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AppUpdateType: AppUpdateType;
  ApprovalStatus: ApprovalStatus;
  BankAccount: ResolverTypeWrapper<BankAccount>;
  BankAccountInput: BankAccountInput;
  BankAccountPayload: ResolverTypeWrapper<BankAccountPayload>;
  BillingEntity: ResolverTypeWrapper<BillingEntity>;
  BillingEntityInput: BillingEntityInput;
  BillingEntityPayload: ResolverTypeWrapper<BillingEntityPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusinessDetails: ResolverTypeWrapper<BusinessDetails>;
  BusinessDetailsStepInput: BusinessDetailsStepInput;
  BusinessDetailsStepPayload: ResolverTypeWrapper<BusinessDetailsStepPayload>;
  BusinessProofOption: BusinessProofOption;
  BusinessType: BusinessType;
  CacheAccountInput: CacheAccountInput;
  CacheAccountPayload: ResolverTypeWrapper<CacheAccountPayload>;
  CancelledCheque: ResolverTypeWrapper<CancelledCheque>;
  CancelledChequeInput: CancelledChequeInput;
  CardType: CardType;
  CheckEmailInExperimentInput: CheckEmailInExperimentInput;
  CheckEmailInExperimentPayload: ResolverTypeWrapper<CheckEmailInExperimentPayload>;
  CheckOSVInput: CheckOsvInput;
  CheckOSVPayload: ResolverTypeWrapper<CheckOsvPayload>;
  CinDetails: ResolverTypeWrapper<CinDetails>;
  CinDetailsInput: CinDetailsInput;
  CinDetailsPayload: ResolverTypeWrapper<CinDetailsPayload>;
  CinSummary: ResolverTypeWrapper<CinSummary>;
  CinsFromPANInput: CinsFromPanInput;
  CinsFromPANPayload: ResolverTypeWrapper<CinsFromPanPayload>;
  City: ResolverTypeWrapper<City>;
  CityDetailsInput: CityDetailsInput;
  CityDetailsPayload: ResolverTypeWrapper<CityDetailsPayload>;
  CityListInput: CityListInput;
  CityListPayload: ResolverTypeWrapper<CityListPayload>;
  CompanyDirector: ResolverTypeWrapper<CompanyDirector>;
  ConsumedProduct: ResolverTypeWrapper<ConsumedProduct>;
  ContactListInput: ContactListInput;
  ContactListPayload: ResolverTypeWrapper<ContactListPayload>;
  CreateBankAccountInput: CreateBankAccountInput;
  CreateBankAccountPayload: ResolverTypeWrapper<CreateBankAccountPayload>;
  CreateBillingEntityInput: CreateBillingEntityInput;
  CreateBillingEntityPayload: ResolverTypeWrapper<CreateBillingEntityPayload>;
  CreateDeploymentStoreInput: CreateDeploymentStoreInput;
  CreateDeploymentStorePayload: ResolverTypeWrapper<CreateDeploymentStorePayload>;
  CreateDeploymentStoresInput: CreateDeploymentStoresInput;
  CreateDeploymentStoresPayload: ResolverTypeWrapper<CreateDeploymentStoresPayload>;
  CreateDigiLockerRequestInput: CreateDigiLockerRequestInput;
  CreateDigiLockerRequestPayload: ResolverTypeWrapper<CreateDigiLockerRequestPayload>;
  CreateEMandateInput: CreateEMandateInput;
  CreateEMandatePayload: ResolverTypeWrapper<CreateEMandatePayload>;
  CreateESignMandateInput: CreateESignMandateInput;
  CreateESignMandatePayload: ResolverTypeWrapper<CreateESignMandatePayload>;
  CreateLeadInput: CreateLeadInput;
  CreateLeadPayload: ResolverTypeWrapper<CreateLeadPayload>;
  CreateMerchantAccountMccInput: CreateMerchantAccountMccInput;
  CreateMerchantAccountMccPayload: ResolverTypeWrapper<CreateMerchantAccountMccPayload>;
  CreateMerchantContactInput: CreateMerchantContactInput;
  CreateMerchantContactPayload: ResolverTypeWrapper<CreateMerchantContactPayload>;
  CreateMerchantInput: CreateMerchantInput;
  CreateMerchantOnboardingStateInput: CreateMerchantOnboardingStateInput;
  CreateMerchantOnboardingStatePayload: ResolverTypeWrapper<CreateMerchantOnboardingStatePayload>;
  CreateMerchantPayload: ResolverTypeWrapper<CreateMerchantPayload>;
  CreateMerchantSignatoryInfoInput: CreateMerchantSignatoryInfoInput;
  CreateMerchantSignatoryInfoPayload: ResolverTypeWrapper<CreateMerchantSignatoryInfoPayload>;
  CreateOLIInput: CreateOliInput;
  CreateOLIPayload: ResolverTypeWrapper<CreateOliPayload>;
  CreateOpportunityDocumentInput: CreateOpportunityDocumentInput;
  CreateOpportunityDocumentPayload: ResolverTypeWrapper<CreateOpportunityDocumentPayload>;
  CreateOpportunityDocumentsInput: CreateOpportunityDocumentsInput;
  CreateOpportunityDocumentsPayload: ResolverTypeWrapper<CreateOpportunityDocumentsPayload>;
  CreateOpportunityInput: CreateOpportunityInput;
  CreateOpportunityPayload: ResolverTypeWrapper<CreateOpportunityPayload>;
  CreateOpportunityPaymentRecordInput: CreateOpportunityPaymentRecordInput;
  CreateOpportunityPaymentRecordPayload: ResolverTypeWrapper<CreateOpportunityPaymentRecordPayload>;
  CreatePMandateInput: CreatePMandateInput;
  CreatePMandatePayload: ResolverTypeWrapper<CreatePMandatePayload>;
  CreateProductTransferInput: CreateProductTransferInput;
  CreateProductTransferPayload: ResolverTypeWrapper<CreateProductTransferPayload>;
  CseCaseStatus: CseCaseStatus;
  CseRejectionData: ResolverTypeWrapper<CseRejectionData>;
  DashboardBucket: DashboardBucket;
  DashboardCountsInput: DashboardCountsInput;
  DashboardCountsPayload: ResolverTypeWrapper<DashboardCountsPayload>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DateTimeRangeInput: DateTimeRangeInput;
  DeleteDeploymentStoreInput: DeleteDeploymentStoreInput;
  DeleteDeploymentStorePayload: ResolverTypeWrapper<DeleteDeploymentStorePayload>;
  DeleteMerchantSignatoryInfoInput: DeleteMerchantSignatoryInfoInput;
  DeleteMerchantSignatoryInfoPayload: ResolverTypeWrapper<DeleteMerchantSignatoryInfoPayload>;
  DeleteOpportunityDocumentsInput: DeleteOpportunityDocumentsInput;
  DeleteOpportunityDocumentsPayload: ResolverTypeWrapper<DeleteOpportunityDocumentsPayload>;
  DeploymentItem: ResolverTypeWrapper<DeploymentItem>;
  DeploymentItemInput: DeploymentItemInput;
  DeploymentItemStatus: DeploymentItemStatus;
  DeploymentRequest: ResolverTypeWrapper<DeploymentRequest>;
  DeploymentRequestByAssetIdInput: DeploymentRequestByAssetIdInput;
  DeploymentRequestByAssetIdPayload: ResolverTypeWrapper<DeploymentRequestByAssetIdPayload>;
  DeploymentRequestStatus: DeploymentRequestStatus;
  DeploymentStore: ResolverTypeWrapper<DeploymentStore>;
  DeploymentStoreFieldsInput: DeploymentStoreFieldsInput;
  DeploymentStoreInput: DeploymentStoreInput;
  DeploymentStoreItemInput: DeploymentStoreItemInput;
  DeploymentStorePayload: ResolverTypeWrapper<DeploymentStorePayload>;
  DeploymentStoresByMerchantIdInput: DeploymentStoresByMerchantIdInput;
  DeploymentStoresByMerchantIdPayload: ResolverTypeWrapper<DeploymentStoresByMerchantIdPayload>;
  DeploymentWorkflowState: DeploymentWorkflowState;
  DeviceDeLinkingDetailsInput: DeviceDeLinkingDetailsInput;
  DeviceDeLinkingDetailsPayload: ResolverTypeWrapper<DeviceDeLinkingDetailsPayload>;
  DeviceLinkingDetailsInput: DeviceLinkingDetailsInput;
  DeviceLinkingDetailsPayload: ResolverTypeWrapper<DeviceLinkingDetailsPayload>;
  DevicesToBeLinkedInput: DevicesToBeLinkedInput;
  DevicesToBeLinkedPayload: ResolverTypeWrapper<DevicesToBeLinkedPayload>;
  DlDetailsInput: DlDetailsInput;
  DlDetailsPayload: ResolverTypeWrapper<DlDetailsPayload>;
  DocumentCategory: DocumentCategory;
  DocumentIdsBySubTypeInput: DocumentIdsBySubTypeInput;
  DocumentPage: ResolverTypeWrapper<DocumentPage>;
  DocumentPageInput: DocumentPageInput;
  DocumentSource: DocumentSource;
  DocumentStatus: DocumentStatus;
  DocumentSubType: DocumentSubType;
  DocumentUploadMode: DocumentUploadMode;
  EMandateInput: EMandateInput;
  EMandatePayload: ResolverTypeWrapper<EMandatePayload>;
  ESignMandateInput: ESignMandateInput;
  ESignMandatePayload: ResolverTypeWrapper<ESignMandatePayload>;
  EditableEntityName: EditableEntityName;
  EditableIdEntry: ResolverTypeWrapper<EditableIdEntry>;
  EditableIdsInput: EditableIdsInput;
  EditableIdsPayload: ResolverTypeWrapper<EditableIdsPayload>;
  ExtractMccsInput: ExtractMccsInput;
  ExtractMccsPayload: ResolverTypeWrapper<ExtractMccsPayload>;
  ExtractedDocumentData: ResolverTypeWrapper<ExtractedDocumentData>;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  FaqListInput: FaqListInput;
  FaqListPayload: ResolverTypeWrapper<FaqListPayload>;
  FaqTopic: ResolverTypeWrapper<FaqTopic>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormReleaseStep: ResolverTypeWrapper<FormReleaseStep>;
  FormReleaseStepInput: FormReleaseStepInput;
  FormsCheckProblem: ResolverTypeWrapper<FormsCheckProblem>;
  FormsPreview: ResolverTypeWrapper<FormsPreview>;
  FormsPreviewInput: FormsPreviewInput;
  FormsPreviewSource: ResolverTypeWrapper<FormsPreviewSource>;
  Gender: Gender;
  GetExtractedDataInput: GetExtractedDataInput;
  GetExtractedDataPayload: ResolverTypeWrapper<GetExtractedDataPayload>;
  GetFilteredBankAccountInput: GetFilteredBankAccountInput;
  GetFilteredBankAccountPayload: ResolverTypeWrapper<GetFilteredBankAccountPayload>;
  GetFilteredBillingEntitiesInput: GetFilteredBillingEntitiesInput;
  GetFilteredBillingEntitiesPayload: ResolverTypeWrapper<GetFilteredBillingEntitiesPayload>;
  GetOpportunityPaymentStatusInput: GetOpportunityPaymentStatusInput;
  GetOpportunityPaymentStatusPayload: ResolverTypeWrapper<GetOpportunityPaymentStatusPayload>;
  GetOpportunityProductInput: GetOpportunityProductInput;
  GetOpportunityProductPayload: ResolverTypeWrapper<GetOpportunityProductPayload>;
  GetProductItemsInput: GetProductItemsInput;
  GetProductItemsPayload: ResolverTypeWrapper<GetProductItemsPayload>;
  GetProductTransferInput: GetProductTransferInput;
  GetProductTransferPayload: ResolverTypeWrapper<GetProductTransferPayload>;
  GetProductTransfersInput: GetProductTransfersInput;
  GetProductTransfersPayload: ResolverTypeWrapper<GetProductTransfersPayload>;
  GetProductsConsumedInput: GetProductsConsumedInput;
  GetProductsConsumedPayload: ResolverTypeWrapper<GetProductsConsumedPayload>;
  GetSponsorMerchantMappingInput: GetSponsorMerchantMappingInput;
  GetSponsorMerchantMappingPayload: ResolverTypeWrapper<GetSponsorMerchantMappingPayload>;
  GstDetails: ResolverTypeWrapper<GstDetails>;
  GstDetailsInput: GstDetailsInput;
  GstDetailsPayload: ResolverTypeWrapper<GstDetailsPayload>;
  GstinSummary: ResolverTypeWrapper<GstinSummary>;
  GstinsFromPANInput: GstinsFromPanInput;
  GstinsFromPANPayload: ResolverTypeWrapper<GstinsFromPanPayload>;
  HomePlace: HomePlace;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdentityType: IdentityType;
  IfscDetails: ResolverTypeWrapper<IfscDetails>;
  IfscDetailsInput: IfscDetailsInput;
  IfscDetailsPayload: ResolverTypeWrapper<IfscDetailsPayload>;
  InitiatePaymentInput: InitiatePaymentInput;
  InitiatePaymentPayload: ResolverTypeWrapper<InitiatePaymentPayload>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntegrationStatus: IntegrationStatus;
  InventoryLocation: ResolverTypeWrapper<InventoryLocation>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JourneyLeadContact: ResolverTypeWrapper<JourneyLeadContact>;
  JourneyLeadDetails: ResolverTypeWrapper<JourneyLeadDetails>;
  JourneyLeadInput: JourneyLeadInput;
  JourneyLeadPayload: ResolverTypeWrapper<JourneyLeadPayload>;
  KycDataSource: KycDataSource;
  KycDocEExtractedDataInput: KycDocEExtractedDataInput;
  KycDocEExtractedDataPayload: ResolverTypeWrapper<KycDocEExtractedDataPayload>;
  KycDocumentData: ResolverTypeWrapper<KycDocumentData>;
  KycLinkDetails: ResolverTypeWrapper<KycLinkDetails>;
  KycLinkInput: KycLinkInput;
  KycLinkPayload: ResolverTypeWrapper<KycLinkPayload>;
  KycLinkState: KycLinkState;
  KycOpportunityDocumentInput: KycOpportunityDocumentInput;
  KycOpportunityDocumentPayload: ResolverTypeWrapper<KycOpportunityDocumentPayload>;
  KycRequestStatus: KycRequestStatus;
  KycRuleResult: ResolverTypeWrapper<KycRuleResult>;
  KycStatusDataInput: KycStatusDataInput;
  KycStatusDataPayload: ResolverTypeWrapper<KycStatusDataPayload>;
  KycVerification: ResolverTypeWrapper<KycVerification>;
  KycVerificationRequestStatusInput: KycVerificationRequestStatusInput;
  KycVerificationRequestStatusPayload: ResolverTypeWrapper<KycVerificationRequestStatusPayload>;
  LatLng: ResolverTypeWrapper<LatLng>;
  LatLngInput: LatLngInput;
  Lead: ResolverTypeWrapper<Lead>;
  LeadContact: ResolverTypeWrapper<LeadContact>;
  LeadContactInput: LeadContactInput;
  LeadInput: LeadInput;
  LeadListInput: LeadListInput;
  LeadListPayload: ResolverTypeWrapper<LeadListPayload>;
  LeadLostReason: LeadLostReason;
  LeadPayload: ResolverTypeWrapper<LeadPayload>;
  LeadProduct: LeadProduct;
  LeadRating: LeadRating;
  LeadShop: ResolverTypeWrapper<LeadShop>;
  LeadShopInput: LeadShopInput;
  LeadSortField: LeadSortField;
  LeadSortInput: LeadSortInput;
  LeadSource: LeadSource;
  LeadStatus: LeadStatus;
  LlpPartner: ResolverTypeWrapper<LlpPartner>;
  LlpinDetails: ResolverTypeWrapper<LlpinDetails>;
  LlpinDetailsInput: LlpinDetailsInput;
  LlpinDetailsPayload: ResolverTypeWrapper<LlpinDetailsPayload>;
  LocateMeAddressInput: LocateMeAddressInput;
  LocateMeAddressPayload: ResolverTypeWrapper<LocateMeAddressPayload>;
  LocationFilterInput: LocationFilterInput;
  LocationFilterPayload: ResolverTypeWrapper<LocationFilterPayload>;
  Mandate: ResolverTypeWrapper<Mandate>;
  MandateAmountType: MandateAmountType;
  MandateDetailsInput: MandateDetailsInput;
  MandateEligibility: ResolverTypeWrapper<MandateEligibility>;
  MandateFrequency: MandateFrequency;
  MandateMode: MandateMode;
  MandateStatus: MandateStatus;
  MandateType: MandateType;
  MappedDevice: ResolverTypeWrapper<MappedDevice>;
  MappedDeviceInput: MappedDeviceInput;
  MasterMccListInput: MasterMccListInput;
  MasterMccListPayload: ResolverTypeWrapper<MasterMccListPayload>;
  MasterState: ResolverTypeWrapper<MasterState>;
  MasterStateListInput: MasterStateListInput;
  MasterStateListPayload: ResolverTypeWrapper<MasterStateListPayload>;
  MccRecord: ResolverTypeWrapper<MccRecord>;
  MccsFromGSTINInput: MccsFromGstinInput;
  MccsFromGSTINPayload: ResolverTypeWrapper<MccsFromGstinPayload>;
  MdrDetail: ResolverTypeWrapper<MdrDetail>;
  MdrRateType: MdrRateType;
  MdrSlab: ResolverTypeWrapper<MdrSlab>;
  MeTeamStatus: MeTeamStatus;
  MerchantAccount: ResolverTypeWrapper<MerchantAccount>;
  MerchantAccountDetailsInput: MerchantAccountDetailsInput;
  MerchantAccountDetailsPayload: ResolverTypeWrapper<MerchantAccountDetailsPayload>;
  MerchantAddress: ResolverTypeWrapper<MerchantAddress>;
  MerchantAddressInput: MerchantAddressInput;
  MerchantContact: ResolverTypeWrapper<MerchantContact>;
  MerchantFilterInput: MerchantFilterInput;
  MerchantFilterPayload: ResolverTypeWrapper<MerchantFilterPayload>;
  MerchantMcc: ResolverTypeWrapper<MerchantMcc>;
  MerchantMccAndContactDataInput: MerchantMccAndContactDataInput;
  MerchantMccAndContactDataPayload: ResolverTypeWrapper<MerchantMccAndContactDataPayload>;
  MerchantOnboardingState: ResolverTypeWrapper<MerchantOnboardingState>;
  MerchantOnboardingStateV2Input: MerchantOnboardingStateV2Input;
  MerchantOnboardingStateV2Payload: ResolverTypeWrapper<MerchantOnboardingStateV2Payload>;
  MerchantProfile: ResolverTypeWrapper<MerchantProfile>;
  MerchantSignatory: ResolverTypeWrapper<MerchantSignatory>;
  MerchantSignatoryInfoInput: MerchantSignatoryInfoInput;
  MerchantSignatoryInfoPayload: ResolverTypeWrapper<MerchantSignatoryInfoPayload>;
  MerchantSignatoryItemInput: MerchantSignatoryItemInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OnboardingFlow: OnboardingFlow;
  OnboardingIdType: OnboardingIdType;
  OnboardingStep: ResolverTypeWrapper<OnboardingStep>;
  OnlineAcceptanceStatus: OnlineAcceptanceStatus;
  Opportunity: ResolverTypeWrapper<Opportunity>;
  OpportunityBankAccountInput: OpportunityBankAccountInput;
  OpportunityBankAccountPayload: ResolverTypeWrapper<OpportunityBankAccountPayload>;
  OpportunityClosure: OpportunityClosure;
  OpportunityDeploymentStatus: OpportunityDeploymentStatus;
  OpportunityDocument: ResolverTypeWrapper<OpportunityDocument>;
  OpportunityDocumentInput: OpportunityDocumentInput;
  OpportunityDocumentsInput: OpportunityDocumentsInput;
  OpportunityDocumentsPayload: ResolverTypeWrapper<OpportunityDocumentsPayload>;
  OpportunityInput: OpportunityInput;
  OpportunityKyc: ResolverTypeWrapper<OpportunityKyc>;
  OpportunityKycDetailsInput: OpportunityKycDetailsInput;
  OpportunityKycDetailsPayload: ResolverTypeWrapper<OpportunityKycDetailsPayload>;
  OpportunityLineItem: ResolverTypeWrapper<OpportunityLineItem>;
  OpportunityLineItemInput: OpportunityLineItemInput;
  OpportunityListInput: OpportunityListInput;
  OpportunityListPayload: ResolverTypeWrapper<OpportunityListPayload>;
  OpportunityPayload: ResolverTypeWrapper<OpportunityPayload>;
  OpportunityPaymentRecord: ResolverTypeWrapper<OpportunityPaymentRecord>;
  OpportunityPricing: ResolverTypeWrapper<OpportunityPricing>;
  OpportunityPricingInput: OpportunityPricingInput;
  OpportunityPricingPayload: ResolverTypeWrapper<OpportunityPricingPayload>;
  OpportunitySortField: OpportunitySortField;
  OpportunityStatus: OpportunityStatus;
  OwnerType: OwnerType;
  OwnershipType: OwnershipType;
  PMandateInput: PMandateInput;
  PMandatePayload: ResolverTypeWrapper<PMandatePayload>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageInput: PageInput;
  PageStage: PageStage;
  PanDetails: ResolverTypeWrapper<PanDetails>;
  PanDetailsInput: PanDetailsInput;
  PanDetailsPayload: ResolverTypeWrapper<PanDetailsPayload>;
  PanHolderType: PanHolderType;
  PanStatus: PanStatus;
  PaymentMode: PaymentMode;
  PaymentRecordStatus: PaymentRecordStatus;
  PaymentType: PaymentType;
  PerformFaceMatchInput: PerformFaceMatchInput;
  PerformFaceMatchPayload: ResolverTypeWrapper<PerformFaceMatchPayload>;
  PerformKYCRulesValidationInput: PerformKycRulesValidationInput;
  PerformKYCRulesValidationPayload: ResolverTypeWrapper<PerformKycRulesValidationPayload>;
  PerformKycDocDigitalSyncInput: PerformKycDocDigitalSyncInput;
  PerformKycDocDigitalSyncPayload: ResolverTypeWrapper<PerformKycDocDigitalSyncPayload>;
  PerformOCRInput: PerformOcrInput;
  PerformOCRPayload: ResolverTypeWrapper<PerformOcrPayload>;
  PerformOCRandDigitallyExtractInput: PerformOcRandDigitallyExtractInput;
  PerformOCRandDigitallyExtractPayload: ResolverTypeWrapper<PerformOcRandDigitallyExtractPayload>;
  PersonRelation: PersonRelation;
  PincodeDetailsInput: PincodeDetailsInput;
  PincodeDetailsPayload: ResolverTypeWrapper<PincodeDetailsPayload>;
  Plan: ResolverTypeWrapper<Plan>;
  PlanBomItem: ResolverTypeWrapper<PlanBomItem>;
  PlanFees: ResolverTypeWrapper<PlanFees>;
  PlanListInput: PlanListInput;
  PlanListPayload: ResolverTypeWrapper<PlanListPayload>;
  PlanPricing: ResolverTypeWrapper<PlanPricing>;
  PlanVas: ResolverTypeWrapper<PlanVas>;
  PoActivationStatus: PoActivationStatus;
  PosDeploymentInput: PosDeploymentInput;
  PosDeploymentPayload: ResolverTypeWrapper<PosDeploymentPayload>;
  PostToSfIntegrationInput: PostToSfIntegrationInput;
  PostToSfIntegrationPayload: ResolverTypeWrapper<PostToSfIntegrationPayload>;
  PricedLine: ResolverTypeWrapper<PricedLine>;
  PricedMdr: ResolverTypeWrapper<PricedMdr>;
  ProcessDeploymentInput: ProcessDeploymentInput;
  ProcessDeploymentPayload: ResolverTypeWrapper<ProcessDeploymentPayload>;
  ProcessPennyDropInput: ProcessPennyDropInput;
  ProcessPennyDropPayload: ResolverTypeWrapper<ProcessPennyDropPayload>;
  Product: ResolverTypeWrapper<Product>;
  ProductItem: ResolverTypeWrapper<ProductItem>;
  ProductListInput: ProductListInput;
  ProductListPayload: ResolverTypeWrapper<ProductListPayload>;
  ProductRequirement: ResolverTypeWrapper<ProductRequirement>;
  ProductTransfer: ResolverTypeWrapper<ProductTransfer>;
  ProductTransferStatus: ProductTransferStatus;
  ProductType: ProductType;
  ProductsConsumedInput: ProductsConsumedInput;
  ProductsConsumedPayload: ResolverTypeWrapper<ProductsConsumedPayload>;
  ProductsRequiredAndInventoryInput: ProductsRequiredAndInventoryInput;
  ProductsRequiredAndInventoryPayload: ResolverTypeWrapper<ProductsRequiredAndInventoryPayload>;
  PurchaseOrder: ResolverTypeWrapper<PurchaseOrder>;
  PurchaseOrderDetails: ResolverTypeWrapper<PurchaseOrderDetails>;
  PurchaseOrderInput: PurchaseOrderInput;
  PurchaseOrderPayload: ResolverTypeWrapper<PurchaseOrderPayload>;
  PurchaseOrderStepInput: PurchaseOrderStepInput;
  PurchaseOrderStepPayload: ResolverTypeWrapper<PurchaseOrderStepPayload>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RectifyPurchaseOrderInput: RectifyPurchaseOrderInput;
  RegistrationStatus: RegistrationStatus;
  RelatedPlanBundle: ResolverTypeWrapper<RelatedPlanBundle>;
  ReopenLeadInput: ReopenLeadInput;
  ReopenLeadPayload: ResolverTypeWrapper<ReopenLeadPayload>;
  ReopenOpportunityInput: ReopenOpportunityInput;
  ReopenOpportunityPayload: ResolverTypeWrapper<ReopenOpportunityPayload>;
  RequestPoActivationInput: RequestPoActivationInput;
  RequestedPrice: ResolverTypeWrapper<RequestedPrice>;
  RequestedPriceInput: RequestedPriceInput;
  ReviewOpportunityInput: ReviewOpportunityInput;
  ReviewOpportunityPayload: ResolverTypeWrapper<ReviewOpportunityPayload>;
  RevisePricingInput: RevisePricingInput;
  RevisePricingPayload: ResolverTypeWrapper<RevisePricingPayload>;
  SalesAppLatestVersionInput: SalesAppLatestVersionInput;
  SalesAppLatestVersionPayload: ResolverTypeWrapper<SalesAppLatestVersionPayload>;
  SalesStage: SalesStage;
  SaveBusinessDetailsInput: SaveBusinessDetailsInput;
  SaveBusinessDetailsPayload: ResolverTypeWrapper<SaveBusinessDetailsPayload>;
  SaveDeploymentStoresInput: SaveDeploymentStoresInput;
  SaveDeploymentStoresPayload: ResolverTypeWrapper<SaveDeploymentStoresPayload>;
  SaveKycDetailsInput: SaveKycDetailsInput;
  SaveKycDetailsPayload: ResolverTypeWrapper<SaveKycDetailsPayload>;
  SaveMerchantSignatoriesInput: SaveMerchantSignatoriesInput;
  SaveMerchantSignatoriesPayload: ResolverTypeWrapper<SaveMerchantSignatoriesPayload>;
  SaveOpportunityDocumentsInput: SaveOpportunityDocumentsInput;
  SaveOpportunityDocumentsPayload: ResolverTypeWrapper<SaveOpportunityDocumentsPayload>;
  SavePoPaymentInput: SavePoPaymentInput;
  SavePurchaseOrderInput: SavePurchaseOrderInput;
  SelectedPlan: ResolverTypeWrapper<SelectedPlan>;
  SelectedProduct: ResolverTypeWrapper<SelectedProduct>;
  SendKycLinkInput: SendKycLinkInput;
  SessionUser: ResolverTypeWrapper<SessionUser>;
  SettlementCycle: SettlementCycle;
  ShopAndEstablishmentDetails: ResolverTypeWrapper<ShopAndEstablishmentDetails>;
  ShopAndEstablishmentDetailsInput: ShopAndEstablishmentDetailsInput;
  ShopAndEstablishmentDetailsPayload: ResolverTypeWrapper<ShopAndEstablishmentDetailsPayload>;
  SignatoryKind: SignatoryKind;
  SignatoryKycStatus: ResolverTypeWrapper<SignatoryKycStatus>;
  SortDirection: SortDirection;
  SponsorMerchantMapping: ResolverTypeWrapper<SponsorMerchantMapping>;
  SsoLoginInternalInput: SsoLoginInternalInput;
  SsoLoginInternalPayload: ResolverTypeWrapper<SsoLoginInternalPayload>;
  SsoLogoutInternalInput: SsoLogoutInternalInput;
  SsoLogoutInternalPayload: ResolverTypeWrapper<SsoLogoutInternalPayload>;
  StateAndCityNameFromCityIdInput: StateAndCityNameFromCityIdInput;
  StateAndCityNameFromCityIdPayload: ResolverTypeWrapper<StateAndCityNameFromCityIdPayload>;
  StateAndCityNameInput: StateAndCityNameInput;
  StateAndCityNamePayload: ResolverTypeWrapper<StateAndCityNamePayload>;
  StepDisplayStatus: StepDisplayStatus;
  StepEditableConfig: ResolverTypeWrapper<StepEditableConfig>;
  StepType: StepType;
  StoreAddress: ResolverTypeWrapper<StoreAddress>;
  StoreAddressListInput: StoreAddressListInput;
  StoreAddressListPayload: ResolverTypeWrapper<StoreAddressListPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitPricingInput: SubmitPricingInput;
  SubmitPricingPayload: ResolverTypeWrapper<SubmitPricingPayload>;
  TestTransactionProof: ResolverTypeWrapper<TestTransactionProof>;
  TestTransactionProofInput: TestTransactionProofInput;
  TrainingVideo: ResolverTypeWrapper<TrainingVideo>;
  TrainingVideoListInput: TrainingVideoListInput;
  TrainingVideoListPayload: ResolverTypeWrapper<TrainingVideoListPayload>;
  TransferDirection: TransferDirection;
  UdyamDetails: ResolverTypeWrapper<UdyamDetails>;
  UdyamEnterpriseType: UdyamEnterpriseType;
  UdyamRegnSearchInput: UdyamRegnSearchInput;
  UdyamRegnSearchPayload: ResolverTypeWrapper<UdyamRegnSearchPayload>;
  UpdateBankAccountInput: UpdateBankAccountInput;
  UpdateBankAccountPayload: ResolverTypeWrapper<UpdateBankAccountPayload>;
  UpdateBillingEntityInput: UpdateBillingEntityInput;
  UpdateBillingEntityPayload: ResolverTypeWrapper<UpdateBillingEntityPayload>;
  UpdateDeploymentRequestInput: UpdateDeploymentRequestInput;
  UpdateDeploymentRequestPayload: ResolverTypeWrapper<UpdateDeploymentRequestPayload>;
  UpdateDeploymentStoreInput: UpdateDeploymentStoreInput;
  UpdateDeploymentStorePayload: ResolverTypeWrapper<UpdateDeploymentStorePayload>;
  UpdateLeadInput: UpdateLeadInput;
  UpdateLeadPayload: ResolverTypeWrapper<UpdateLeadPayload>;
  UpdateMerchantContactInput: UpdateMerchantContactInput;
  UpdateMerchantContactPayload: ResolverTypeWrapper<UpdateMerchantContactPayload>;
  UpdateMerchantInput: UpdateMerchantInput;
  UpdateMerchantMCCInput: UpdateMerchantMccInput;
  UpdateMerchantMCCPayload: ResolverTypeWrapper<UpdateMerchantMccPayload>;
  UpdateMerchantOnboardingStateInput: UpdateMerchantOnboardingStateInput;
  UpdateMerchantOnboardingStatePayload: ResolverTypeWrapper<UpdateMerchantOnboardingStatePayload>;
  UpdateMerchantPayload: ResolverTypeWrapper<UpdateMerchantPayload>;
  UpdateMerchantSignatoryInfoInput: UpdateMerchantSignatoryInfoInput;
  UpdateMerchantSignatoryInfoPayload: ResolverTypeWrapper<UpdateMerchantSignatoryInfoPayload>;
  UpdateOpportunityDocumentInput: UpdateOpportunityDocumentInput;
  UpdateOpportunityDocumentPayload: ResolverTypeWrapper<UpdateOpportunityDocumentPayload>;
  UpdateOpportunityInput: UpdateOpportunityInput;
  UpdateOpportunityPayload: ResolverTypeWrapper<UpdateOpportunityPayload>;
  UpdateOpportunityPaymentRecordInput: UpdateOpportunityPaymentRecordInput;
  UpdateOpportunityPaymentRecordPayload: ResolverTypeWrapper<UpdateOpportunityPaymentRecordPayload>;
  UpdateProductItemInput: UpdateProductItemInput;
  UpdateProductItemPayload: ResolverTypeWrapper<UpdateProductItemPayload>;
  UpdateProductTransferInput: UpdateProductTransferInput;
  UpdateProductTransferPayload: ResolverTypeWrapper<UpdateProductTransferPayload>;
  UploadPMandateInput: UploadPMandateInput;
  UploadPMandatePayload: ResolverTypeWrapper<UploadPMandatePayload>;
  UserType: UserType;
  ValidateVPAInput: ValidateVpaInput;
  ValidateVPAPayload: ResolverTypeWrapper<ValidateVpaPayload>;
  VerificationResult: VerificationResult;
  VerifyPublicCredentialInput: VerifyPublicCredentialInput;
  VerifyPublicCredentialPayload: ResolverTypeWrapper<VerifyPublicCredentialPayload>;
  WorkingCondition: WorkingCondition;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AadhaarDetailsDigiLockerInput: AadhaarDetailsDigiLockerInput;
  AadhaarDetailsDigiLockerPayload: AadhaarDetailsDigiLockerPayload;
  AchListInput: AchListInput;
  AchListPayload: AchListPayload;
  AddDeploymentStoreInput: AddDeploymentStoreInput;
  AddDeploymentStorePayload: AddDeploymentStorePayload;
  AddTrainingVideoInput: AddTrainingVideoInput;
  AddTrainingVideoPayload: AddTrainingVideoPayload;
  Address: Address;
  AddressInput: AddressInput;
  BankAccount: BankAccount;
  BankAccountInput: BankAccountInput;
  BankAccountPayload: BankAccountPayload;
  BillingEntity: BillingEntity;
  BillingEntityInput: BillingEntityInput;
  BillingEntityPayload: BillingEntityPayload;
  Boolean: Scalars['Boolean']['output'];
  BusinessDetails: BusinessDetails;
  BusinessDetailsStepInput: BusinessDetailsStepInput;
  BusinessDetailsStepPayload: BusinessDetailsStepPayload;
  CacheAccountInput: CacheAccountInput;
  CacheAccountPayload: CacheAccountPayload;
  CancelledCheque: CancelledCheque;
  CancelledChequeInput: CancelledChequeInput;
  CheckEmailInExperimentInput: CheckEmailInExperimentInput;
  CheckEmailInExperimentPayload: CheckEmailInExperimentPayload;
  CheckOSVInput: CheckOsvInput;
  CheckOSVPayload: CheckOsvPayload;
  CinDetails: CinDetails;
  CinDetailsInput: CinDetailsInput;
  CinDetailsPayload: CinDetailsPayload;
  CinSummary: CinSummary;
  CinsFromPANInput: CinsFromPanInput;
  CinsFromPANPayload: CinsFromPanPayload;
  City: City;
  CityDetailsInput: CityDetailsInput;
  CityDetailsPayload: CityDetailsPayload;
  CityListInput: CityListInput;
  CityListPayload: CityListPayload;
  CompanyDirector: CompanyDirector;
  ConsumedProduct: ConsumedProduct;
  ContactListInput: ContactListInput;
  ContactListPayload: ContactListPayload;
  CreateBankAccountInput: CreateBankAccountInput;
  CreateBankAccountPayload: CreateBankAccountPayload;
  CreateBillingEntityInput: CreateBillingEntityInput;
  CreateBillingEntityPayload: CreateBillingEntityPayload;
  CreateDeploymentStoreInput: CreateDeploymentStoreInput;
  CreateDeploymentStorePayload: CreateDeploymentStorePayload;
  CreateDeploymentStoresInput: CreateDeploymentStoresInput;
  CreateDeploymentStoresPayload: CreateDeploymentStoresPayload;
  CreateDigiLockerRequestInput: CreateDigiLockerRequestInput;
  CreateDigiLockerRequestPayload: CreateDigiLockerRequestPayload;
  CreateEMandateInput: CreateEMandateInput;
  CreateEMandatePayload: CreateEMandatePayload;
  CreateESignMandateInput: CreateESignMandateInput;
  CreateESignMandatePayload: CreateESignMandatePayload;
  CreateLeadInput: CreateLeadInput;
  CreateLeadPayload: CreateLeadPayload;
  CreateMerchantAccountMccInput: CreateMerchantAccountMccInput;
  CreateMerchantAccountMccPayload: CreateMerchantAccountMccPayload;
  CreateMerchantContactInput: CreateMerchantContactInput;
  CreateMerchantContactPayload: CreateMerchantContactPayload;
  CreateMerchantInput: CreateMerchantInput;
  CreateMerchantOnboardingStateInput: CreateMerchantOnboardingStateInput;
  CreateMerchantOnboardingStatePayload: CreateMerchantOnboardingStatePayload;
  CreateMerchantPayload: CreateMerchantPayload;
  CreateMerchantSignatoryInfoInput: CreateMerchantSignatoryInfoInput;
  CreateMerchantSignatoryInfoPayload: CreateMerchantSignatoryInfoPayload;
  CreateOLIInput: CreateOliInput;
  CreateOLIPayload: CreateOliPayload;
  CreateOpportunityDocumentInput: CreateOpportunityDocumentInput;
  CreateOpportunityDocumentPayload: CreateOpportunityDocumentPayload;
  CreateOpportunityDocumentsInput: CreateOpportunityDocumentsInput;
  CreateOpportunityDocumentsPayload: CreateOpportunityDocumentsPayload;
  CreateOpportunityInput: CreateOpportunityInput;
  CreateOpportunityPayload: CreateOpportunityPayload;
  CreateOpportunityPaymentRecordInput: CreateOpportunityPaymentRecordInput;
  CreateOpportunityPaymentRecordPayload: CreateOpportunityPaymentRecordPayload;
  CreatePMandateInput: CreatePMandateInput;
  CreatePMandatePayload: CreatePMandatePayload;
  CreateProductTransferInput: CreateProductTransferInput;
  CreateProductTransferPayload: CreateProductTransferPayload;
  CseRejectionData: CseRejectionData;
  DashboardCountsInput: DashboardCountsInput;
  DashboardCountsPayload: DashboardCountsPayload;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DateTimeRangeInput: DateTimeRangeInput;
  DeleteDeploymentStoreInput: DeleteDeploymentStoreInput;
  DeleteDeploymentStorePayload: DeleteDeploymentStorePayload;
  DeleteMerchantSignatoryInfoInput: DeleteMerchantSignatoryInfoInput;
  DeleteMerchantSignatoryInfoPayload: DeleteMerchantSignatoryInfoPayload;
  DeleteOpportunityDocumentsInput: DeleteOpportunityDocumentsInput;
  DeleteOpportunityDocumentsPayload: DeleteOpportunityDocumentsPayload;
  DeploymentItem: DeploymentItem;
  DeploymentItemInput: DeploymentItemInput;
  DeploymentRequest: DeploymentRequest;
  DeploymentRequestByAssetIdInput: DeploymentRequestByAssetIdInput;
  DeploymentRequestByAssetIdPayload: DeploymentRequestByAssetIdPayload;
  DeploymentStore: DeploymentStore;
  DeploymentStoreFieldsInput: DeploymentStoreFieldsInput;
  DeploymentStoreInput: DeploymentStoreInput;
  DeploymentStoreItemInput: DeploymentStoreItemInput;
  DeploymentStorePayload: DeploymentStorePayload;
  DeploymentStoresByMerchantIdInput: DeploymentStoresByMerchantIdInput;
  DeploymentStoresByMerchantIdPayload: DeploymentStoresByMerchantIdPayload;
  DeviceDeLinkingDetailsInput: DeviceDeLinkingDetailsInput;
  DeviceDeLinkingDetailsPayload: DeviceDeLinkingDetailsPayload;
  DeviceLinkingDetailsInput: DeviceLinkingDetailsInput;
  DeviceLinkingDetailsPayload: DeviceLinkingDetailsPayload;
  DevicesToBeLinkedInput: DevicesToBeLinkedInput;
  DevicesToBeLinkedPayload: DevicesToBeLinkedPayload;
  DlDetailsInput: DlDetailsInput;
  DlDetailsPayload: DlDetailsPayload;
  DocumentIdsBySubTypeInput: DocumentIdsBySubTypeInput;
  DocumentPage: DocumentPage;
  DocumentPageInput: DocumentPageInput;
  EMandateInput: EMandateInput;
  EMandatePayload: EMandatePayload;
  ESignMandateInput: ESignMandateInput;
  ESignMandatePayload: ESignMandatePayload;
  EditableIdEntry: EditableIdEntry;
  EditableIdsInput: EditableIdsInput;
  EditableIdsPayload: EditableIdsPayload;
  ExtractMccsInput: ExtractMccsInput;
  ExtractMccsPayload: ExtractMccsPayload;
  ExtractedDocumentData: ExtractedDocumentData;
  FaqEntry: FaqEntry;
  FaqListInput: FaqListInput;
  FaqListPayload: FaqListPayload;
  FaqTopic: FaqTopic;
  Float: Scalars['Float']['output'];
  FormReleaseStep: FormReleaseStep;
  FormReleaseStepInput: FormReleaseStepInput;
  FormsCheckProblem: FormsCheckProblem;
  FormsPreview: FormsPreview;
  FormsPreviewInput: FormsPreviewInput;
  FormsPreviewSource: FormsPreviewSource;
  GetExtractedDataInput: GetExtractedDataInput;
  GetExtractedDataPayload: GetExtractedDataPayload;
  GetFilteredBankAccountInput: GetFilteredBankAccountInput;
  GetFilteredBankAccountPayload: GetFilteredBankAccountPayload;
  GetFilteredBillingEntitiesInput: GetFilteredBillingEntitiesInput;
  GetFilteredBillingEntitiesPayload: GetFilteredBillingEntitiesPayload;
  GetOpportunityPaymentStatusInput: GetOpportunityPaymentStatusInput;
  GetOpportunityPaymentStatusPayload: GetOpportunityPaymentStatusPayload;
  GetOpportunityProductInput: GetOpportunityProductInput;
  GetOpportunityProductPayload: GetOpportunityProductPayload;
  GetProductItemsInput: GetProductItemsInput;
  GetProductItemsPayload: GetProductItemsPayload;
  GetProductTransferInput: GetProductTransferInput;
  GetProductTransferPayload: GetProductTransferPayload;
  GetProductTransfersInput: GetProductTransfersInput;
  GetProductTransfersPayload: GetProductTransfersPayload;
  GetProductsConsumedInput: GetProductsConsumedInput;
  GetProductsConsumedPayload: GetProductsConsumedPayload;
  GetSponsorMerchantMappingInput: GetSponsorMerchantMappingInput;
  GetSponsorMerchantMappingPayload: GetSponsorMerchantMappingPayload;
  GstDetails: GstDetails;
  GstDetailsInput: GstDetailsInput;
  GstDetailsPayload: GstDetailsPayload;
  GstinSummary: GstinSummary;
  GstinsFromPANInput: GstinsFromPanInput;
  GstinsFromPANPayload: GstinsFromPanPayload;
  ID: Scalars['ID']['output'];
  IfscDetails: IfscDetails;
  IfscDetailsInput: IfscDetailsInput;
  IfscDetailsPayload: IfscDetailsPayload;
  InitiatePaymentInput: InitiatePaymentInput;
  InitiatePaymentPayload: InitiatePaymentPayload;
  Int: Scalars['Int']['output'];
  InventoryLocation: InventoryLocation;
  JSON: Scalars['JSON']['output'];
  JourneyLeadContact: JourneyLeadContact;
  JourneyLeadDetails: JourneyLeadDetails;
  JourneyLeadInput: JourneyLeadInput;
  JourneyLeadPayload: JourneyLeadPayload;
  KycDocEExtractedDataInput: KycDocEExtractedDataInput;
  KycDocEExtractedDataPayload: KycDocEExtractedDataPayload;
  KycDocumentData: KycDocumentData;
  KycLinkDetails: KycLinkDetails;
  KycLinkInput: KycLinkInput;
  KycLinkPayload: KycLinkPayload;
  KycOpportunityDocumentInput: KycOpportunityDocumentInput;
  KycOpportunityDocumentPayload: KycOpportunityDocumentPayload;
  KycRuleResult: KycRuleResult;
  KycStatusDataInput: KycStatusDataInput;
  KycStatusDataPayload: KycStatusDataPayload;
  KycVerification: KycVerification;
  KycVerificationRequestStatusInput: KycVerificationRequestStatusInput;
  KycVerificationRequestStatusPayload: KycVerificationRequestStatusPayload;
  LatLng: LatLng;
  LatLngInput: LatLngInput;
  Lead: Lead;
  LeadContact: LeadContact;
  LeadContactInput: LeadContactInput;
  LeadInput: LeadInput;
  LeadListInput: LeadListInput;
  LeadListPayload: LeadListPayload;
  LeadPayload: LeadPayload;
  LeadShop: LeadShop;
  LeadShopInput: LeadShopInput;
  LeadSortInput: LeadSortInput;
  LlpPartner: LlpPartner;
  LlpinDetails: LlpinDetails;
  LlpinDetailsInput: LlpinDetailsInput;
  LlpinDetailsPayload: LlpinDetailsPayload;
  LocateMeAddressInput: LocateMeAddressInput;
  LocateMeAddressPayload: LocateMeAddressPayload;
  LocationFilterInput: LocationFilterInput;
  LocationFilterPayload: LocationFilterPayload;
  Mandate: Mandate;
  MandateDetailsInput: MandateDetailsInput;
  MandateEligibility: MandateEligibility;
  MappedDevice: MappedDevice;
  MappedDeviceInput: MappedDeviceInput;
  MasterMccListInput: MasterMccListInput;
  MasterMccListPayload: MasterMccListPayload;
  MasterState: MasterState;
  MasterStateListInput: MasterStateListInput;
  MasterStateListPayload: MasterStateListPayload;
  MccRecord: MccRecord;
  MccsFromGSTINInput: MccsFromGstinInput;
  MccsFromGSTINPayload: MccsFromGstinPayload;
  MdrDetail: MdrDetail;
  MdrSlab: MdrSlab;
  MerchantAccount: MerchantAccount;
  MerchantAccountDetailsInput: MerchantAccountDetailsInput;
  MerchantAccountDetailsPayload: MerchantAccountDetailsPayload;
  MerchantAddress: MerchantAddress;
  MerchantAddressInput: MerchantAddressInput;
  MerchantContact: MerchantContact;
  MerchantFilterInput: MerchantFilterInput;
  MerchantFilterPayload: MerchantFilterPayload;
  MerchantMcc: MerchantMcc;
  MerchantMccAndContactDataInput: MerchantMccAndContactDataInput;
  MerchantMccAndContactDataPayload: MerchantMccAndContactDataPayload;
  MerchantOnboardingState: MerchantOnboardingState;
  MerchantOnboardingStateV2Input: MerchantOnboardingStateV2Input;
  MerchantOnboardingStateV2Payload: MerchantOnboardingStateV2Payload;
  MerchantProfile: MerchantProfile;
  MerchantSignatory: MerchantSignatory;
  MerchantSignatoryInfoInput: MerchantSignatoryInfoInput;
  MerchantSignatoryInfoPayload: MerchantSignatoryInfoPayload;
  MerchantSignatoryItemInput: MerchantSignatoryItemInput;
  Mutation: Record<PropertyKey, never>;
  OnboardingStep: OnboardingStep;
  Opportunity: Opportunity;
  OpportunityBankAccountInput: OpportunityBankAccountInput;
  OpportunityBankAccountPayload: OpportunityBankAccountPayload;
  OpportunityDocument: OpportunityDocument;
  OpportunityDocumentInput: OpportunityDocumentInput;
  OpportunityDocumentsInput: OpportunityDocumentsInput;
  OpportunityDocumentsPayload: OpportunityDocumentsPayload;
  OpportunityInput: OpportunityInput;
  OpportunityKyc: OpportunityKyc;
  OpportunityKycDetailsInput: OpportunityKycDetailsInput;
  OpportunityKycDetailsPayload: OpportunityKycDetailsPayload;
  OpportunityLineItem: OpportunityLineItem;
  OpportunityLineItemInput: OpportunityLineItemInput;
  OpportunityListInput: OpportunityListInput;
  OpportunityListPayload: OpportunityListPayload;
  OpportunityPayload: OpportunityPayload;
  OpportunityPaymentRecord: OpportunityPaymentRecord;
  OpportunityPricing: OpportunityPricing;
  OpportunityPricingInput: OpportunityPricingInput;
  OpportunityPricingPayload: OpportunityPricingPayload;
  PMandateInput: PMandateInput;
  PMandatePayload: PMandatePayload;
  PageInfo: PageInfo;
  PageInput: PageInput;
  PanDetails: PanDetails;
  PanDetailsInput: PanDetailsInput;
  PanDetailsPayload: PanDetailsPayload;
  PerformFaceMatchInput: PerformFaceMatchInput;
  PerformFaceMatchPayload: PerformFaceMatchPayload;
  PerformKYCRulesValidationInput: PerformKycRulesValidationInput;
  PerformKYCRulesValidationPayload: PerformKycRulesValidationPayload;
  PerformKycDocDigitalSyncInput: PerformKycDocDigitalSyncInput;
  PerformKycDocDigitalSyncPayload: PerformKycDocDigitalSyncPayload;
  PerformOCRInput: PerformOcrInput;
  PerformOCRPayload: PerformOcrPayload;
  PerformOCRandDigitallyExtractInput: PerformOcRandDigitallyExtractInput;
  PerformOCRandDigitallyExtractPayload: PerformOcRandDigitallyExtractPayload;
  PincodeDetailsInput: PincodeDetailsInput;
  PincodeDetailsPayload: PincodeDetailsPayload;
  Plan: Plan;
  PlanBomItem: PlanBomItem;
  PlanFees: PlanFees;
  PlanListInput: PlanListInput;
  PlanListPayload: PlanListPayload;
  PlanPricing: PlanPricing;
  PlanVas: PlanVas;
  PosDeploymentInput: PosDeploymentInput;
  PosDeploymentPayload: PosDeploymentPayload;
  PostToSfIntegrationInput: PostToSfIntegrationInput;
  PostToSfIntegrationPayload: PostToSfIntegrationPayload;
  PricedLine: PricedLine;
  PricedMdr: PricedMdr;
  ProcessDeploymentInput: ProcessDeploymentInput;
  ProcessDeploymentPayload: ProcessDeploymentPayload;
  ProcessPennyDropInput: ProcessPennyDropInput;
  ProcessPennyDropPayload: ProcessPennyDropPayload;
  Product: Product;
  ProductItem: ProductItem;
  ProductListInput: ProductListInput;
  ProductListPayload: ProductListPayload;
  ProductRequirement: ProductRequirement;
  ProductTransfer: ProductTransfer;
  ProductsConsumedInput: ProductsConsumedInput;
  ProductsConsumedPayload: ProductsConsumedPayload;
  ProductsRequiredAndInventoryInput: ProductsRequiredAndInventoryInput;
  ProductsRequiredAndInventoryPayload: ProductsRequiredAndInventoryPayload;
  PurchaseOrder: PurchaseOrder;
  PurchaseOrderDetails: PurchaseOrderDetails;
  PurchaseOrderInput: PurchaseOrderInput;
  PurchaseOrderPayload: PurchaseOrderPayload;
  PurchaseOrderStepInput: PurchaseOrderStepInput;
  PurchaseOrderStepPayload: PurchaseOrderStepPayload;
  Query: Record<PropertyKey, never>;
  RectifyPurchaseOrderInput: RectifyPurchaseOrderInput;
  RelatedPlanBundle: RelatedPlanBundle;
  ReopenLeadInput: ReopenLeadInput;
  ReopenLeadPayload: ReopenLeadPayload;
  ReopenOpportunityInput: ReopenOpportunityInput;
  ReopenOpportunityPayload: ReopenOpportunityPayload;
  RequestPoActivationInput: RequestPoActivationInput;
  RequestedPrice: RequestedPrice;
  RequestedPriceInput: RequestedPriceInput;
  ReviewOpportunityInput: ReviewOpportunityInput;
  ReviewOpportunityPayload: ReviewOpportunityPayload;
  RevisePricingInput: RevisePricingInput;
  RevisePricingPayload: RevisePricingPayload;
  SalesAppLatestVersionInput: SalesAppLatestVersionInput;
  SalesAppLatestVersionPayload: SalesAppLatestVersionPayload;
  SaveBusinessDetailsInput: SaveBusinessDetailsInput;
  SaveBusinessDetailsPayload: SaveBusinessDetailsPayload;
  SaveDeploymentStoresInput: SaveDeploymentStoresInput;
  SaveDeploymentStoresPayload: SaveDeploymentStoresPayload;
  SaveKycDetailsInput: SaveKycDetailsInput;
  SaveKycDetailsPayload: SaveKycDetailsPayload;
  SaveMerchantSignatoriesInput: SaveMerchantSignatoriesInput;
  SaveMerchantSignatoriesPayload: SaveMerchantSignatoriesPayload;
  SaveOpportunityDocumentsInput: SaveOpportunityDocumentsInput;
  SaveOpportunityDocumentsPayload: SaveOpportunityDocumentsPayload;
  SavePoPaymentInput: SavePoPaymentInput;
  SavePurchaseOrderInput: SavePurchaseOrderInput;
  SelectedPlan: SelectedPlan;
  SelectedProduct: SelectedProduct;
  SendKycLinkInput: SendKycLinkInput;
  SessionUser: SessionUser;
  ShopAndEstablishmentDetails: ShopAndEstablishmentDetails;
  ShopAndEstablishmentDetailsInput: ShopAndEstablishmentDetailsInput;
  ShopAndEstablishmentDetailsPayload: ShopAndEstablishmentDetailsPayload;
  SignatoryKycStatus: SignatoryKycStatus;
  SponsorMerchantMapping: SponsorMerchantMapping;
  SsoLoginInternalInput: SsoLoginInternalInput;
  SsoLoginInternalPayload: SsoLoginInternalPayload;
  SsoLogoutInternalInput: SsoLogoutInternalInput;
  SsoLogoutInternalPayload: SsoLogoutInternalPayload;
  StateAndCityNameFromCityIdInput: StateAndCityNameFromCityIdInput;
  StateAndCityNameFromCityIdPayload: StateAndCityNameFromCityIdPayload;
  StateAndCityNameInput: StateAndCityNameInput;
  StateAndCityNamePayload: StateAndCityNamePayload;
  StepEditableConfig: StepEditableConfig;
  StoreAddress: StoreAddress;
  StoreAddressListInput: StoreAddressListInput;
  StoreAddressListPayload: StoreAddressListPayload;
  String: Scalars['String']['output'];
  SubmitPricingInput: SubmitPricingInput;
  SubmitPricingPayload: SubmitPricingPayload;
  TestTransactionProof: TestTransactionProof;
  TestTransactionProofInput: TestTransactionProofInput;
  TrainingVideo: TrainingVideo;
  TrainingVideoListInput: TrainingVideoListInput;
  TrainingVideoListPayload: TrainingVideoListPayload;
  UdyamDetails: UdyamDetails;
  UdyamRegnSearchInput: UdyamRegnSearchInput;
  UdyamRegnSearchPayload: UdyamRegnSearchPayload;
  UpdateBankAccountInput: UpdateBankAccountInput;
  UpdateBankAccountPayload: UpdateBankAccountPayload;
  UpdateBillingEntityInput: UpdateBillingEntityInput;
  UpdateBillingEntityPayload: UpdateBillingEntityPayload;
  UpdateDeploymentRequestInput: UpdateDeploymentRequestInput;
  UpdateDeploymentRequestPayload: UpdateDeploymentRequestPayload;
  UpdateDeploymentStoreInput: UpdateDeploymentStoreInput;
  UpdateDeploymentStorePayload: UpdateDeploymentStorePayload;
  UpdateLeadInput: UpdateLeadInput;
  UpdateLeadPayload: UpdateLeadPayload;
  UpdateMerchantContactInput: UpdateMerchantContactInput;
  UpdateMerchantContactPayload: UpdateMerchantContactPayload;
  UpdateMerchantInput: UpdateMerchantInput;
  UpdateMerchantMCCInput: UpdateMerchantMccInput;
  UpdateMerchantMCCPayload: UpdateMerchantMccPayload;
  UpdateMerchantOnboardingStateInput: UpdateMerchantOnboardingStateInput;
  UpdateMerchantOnboardingStatePayload: UpdateMerchantOnboardingStatePayload;
  UpdateMerchantPayload: UpdateMerchantPayload;
  UpdateMerchantSignatoryInfoInput: UpdateMerchantSignatoryInfoInput;
  UpdateMerchantSignatoryInfoPayload: UpdateMerchantSignatoryInfoPayload;
  UpdateOpportunityDocumentInput: UpdateOpportunityDocumentInput;
  UpdateOpportunityDocumentPayload: UpdateOpportunityDocumentPayload;
  UpdateOpportunityInput: UpdateOpportunityInput;
  UpdateOpportunityPayload: UpdateOpportunityPayload;
  UpdateOpportunityPaymentRecordInput: UpdateOpportunityPaymentRecordInput;
  UpdateOpportunityPaymentRecordPayload: UpdateOpportunityPaymentRecordPayload;
  UpdateProductItemInput: UpdateProductItemInput;
  UpdateProductItemPayload: UpdateProductItemPayload;
  UpdateProductTransferInput: UpdateProductTransferInput;
  UpdateProductTransferPayload: UpdateProductTransferPayload;
  UploadPMandateInput: UploadPMandateInput;
  UploadPMandatePayload: UploadPMandatePayload;
  ValidateVPAInput: ValidateVpaInput;
  ValidateVPAPayload: ValidateVpaPayload;
  VerifyPublicCredentialInput: VerifyPublicCredentialInput;
  VerifyPublicCredentialPayload: VerifyPublicCredentialPayload;
}>;

export type BoundDirectiveArgs = {
  max?: Maybe<Scalars['Float']['input']>;
  maxItems?: Maybe<Scalars['Int']['input']>;
  maxLength?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Float']['input']>;
  multiline?: Maybe<Scalars['Boolean']['input']>;
};

export type BoundDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = BoundDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AadhaarDetailsDigiLockerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AadhaarDetailsDigiLockerPayload'] = ResolversParentTypes['AadhaarDetailsDigiLockerPayload']> = ResolversObject<{
  aadhaar?: Resolver<Maybe<ResolversTypes['KycDocumentData']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameMatch?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['KycRequestStatus'], ParentType, ContextType>;
}>;

export type AchListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AchListPayload'] = ResolversParentTypes['AchListPayload']> = ResolversObject<{
  achList?: Resolver<Array<ResolversTypes['Mandate']>, ParentType, ContextType>;
}>;

export type AddDeploymentStorePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddDeploymentStorePayload'] = ResolversParentTypes['AddDeploymentStorePayload']> = ResolversObject<{
  store?: Resolver<ResolversTypes['DeploymentStore'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['DeploymentStore']>, ParentType, ContextType>;
}>;

export type AddTrainingVideoPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddTrainingVideoPayload'] = ResolversParentTypes['AddTrainingVideoPayload']> = ResolversObject<{
  video?: Resolver<ResolversTypes['TrainingVideo'], ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  district?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pincode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BankAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankAccount'] = ResolversParentTypes['BankAccount']> = ResolversObject<{
  accountHolderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  bankAccountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  beneficiaryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledCheque?: Resolver<Maybe<ResolversTypes['CancelledCheque']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ifscCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nameMatchSuccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pennyDropSuccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BankAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankAccountPayload'] = ResolversParentTypes['BankAccountPayload']> = ResolversObject<{
  bankAccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType>;
}>;

export type BillingEntityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingEntity'] = ResolversParentTypes['BillingEntity']> = ResolversObject<{
  beneficiaryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  businessAddress?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kycDocumentNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kycDocumentType?: Resolver<Maybe<ResolversTypes['DocumentSubType']>, ParentType, ContextType>;
  merchantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameToBePrintedOnPO?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BillingEntityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingEntityPayload'] = ResolversParentTypes['BillingEntityPayload']> = ResolversObject<{
  billingEntity?: Resolver<ResolversTypes['BillingEntity'], ParentType, ContextType>;
}>;

export type BusinessDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BusinessDetails'] = ResolversParentTypes['BusinessDetails']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountType?: Resolver<Maybe<ResolversTypes['BusinessType']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  billingAtBusinessAddress?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  businessProofNameConfirmed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  businessProofNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessProofType?: Resolver<Maybe<ResolversTypes['BusinessProofOption']>, ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfIncorporation?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isMCCManualEntry?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  legalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mccCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownershipType?: Resolver<Maybe<ResolversTypes['OwnershipType']>, ParentType, ContextType>;
  revenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  storeAddress?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  storeAtBusinessAddress?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  udyamNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weeklySettlementUpperLimit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type BusinessDetailsStepPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BusinessDetailsStepPayload'] = ResolversParentTypes['BusinessDetailsStepPayload']> = ResolversObject<{
  businessDetails?: Resolver<ResolversTypes['BusinessDetails'], ParentType, ContextType>;
}>;

export type CacheAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CacheAccountPayload'] = ResolversParentTypes['CacheAccountPayload']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CancelledChequeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelledCheque'] = ResolversParentTypes['CancelledCheque']> = ResolversObject<{
  documentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  imgName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imgUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CheckEmailInExperimentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckEmailInExperimentPayload'] = ResolversParentTypes['CheckEmailInExperimentPayload']> = ResolversObject<{
  isInExperiment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CheckOsvPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckOSVPayload'] = ResolversParentTypes['CheckOSVPayload']> = ResolversObject<{
  isOsvDone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingDocumentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CinDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CinDetails'] = ResolversParentTypes['CinDetails']> = ResolversObject<{
  cin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateOfIncorporation?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  directors?: Resolver<Array<ResolversTypes['CompanyDirector']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registeredAddress?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
}>;

export type CinDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CinDetailsPayload'] = ResolversParentTypes['CinDetailsPayload']> = ResolversObject<{
  cinDetails?: Resolver<ResolversTypes['CinDetails'], ParentType, ContextType>;
}>;

export type CinSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CinSummary'] = ResolversParentTypes['CinSummary']> = ResolversObject<{
  cin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
}>;

export type CinsFromPanPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CinsFromPANPayload'] = ResolversParentTypes['CinsFromPANPayload']> = ResolversObject<{
  cins?: Resolver<Array<ResolversTypes['CinSummary']>, ParentType, ContextType>;
}>;

export type CityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = ResolversObject<{
  district?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CityDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CityDetailsPayload'] = ResolversParentTypes['CityDetailsPayload']> = ResolversObject<{
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MasterState'], ParentType, ContextType>;
}>;

export type CityListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CityListPayload'] = ResolversParentTypes['CityListPayload']> = ResolversObject<{
  cityList?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
}>;

export type CompanyDirectorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyDirector'] = ResolversParentTypes['CompanyDirector']> = ResolversObject<{
  designation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  din?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  panNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ConsumedProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsumedProduct'] = ResolversParentTypes['ConsumedProduct']> = ResolversObject<{
  productItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productItemNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContactListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactListPayload'] = ResolversParentTypes['ContactListPayload']> = ResolversObject<{
  contacts?: Resolver<Array<ResolversTypes['MerchantContact']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CreateBankAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateBankAccountPayload'] = ResolversParentTypes['CreateBankAccountPayload']> = ResolversObject<{
  bankAccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameMatchSuccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pennyDropSuccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CreateBillingEntityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateBillingEntityPayload'] = ResolversParentTypes['CreateBillingEntityPayload']> = ResolversObject<{
  billingEntity?: Resolver<ResolversTypes['BillingEntity'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CreateDeploymentStorePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateDeploymentStorePayload'] = ResolversParentTypes['CreateDeploymentStorePayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  store?: Resolver<ResolversTypes['DeploymentStore'], ParentType, ContextType>;
}>;

export type CreateDeploymentStoresPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateDeploymentStoresPayload'] = ResolversParentTypes['CreateDeploymentStoresPayload']> = ResolversObject<{
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['DeploymentStore']>, ParentType, ContextType>;
}>;

export type CreateDigiLockerRequestPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateDigiLockerRequestPayload'] = ResolversParentTypes['CreateDigiLockerRequestPayload']> = ResolversObject<{
  merchantPAN?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUpto?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CreateEMandatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateEMandatePayload'] = ResolversParentTypes['CreateEMandatePayload']> = ResolversObject<{
  mandate?: Resolver<ResolversTypes['Mandate'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CreateESignMandatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateESignMandatePayload'] = ResolversParentTypes['CreateESignMandatePayload']> = ResolversObject<{
  mandate?: Resolver<ResolversTypes['Mandate'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CreateLeadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateLeadPayload'] = ResolversParentTypes['CreateLeadPayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifiedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ownerType?: Resolver<ResolversTypes['OwnerType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
}>;

export type CreateMerchantAccountMccPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateMerchantAccountMccPayload'] = ResolversParentTypes['CreateMerchantAccountMccPayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mcc?: Resolver<ResolversTypes['MerchantMcc'], ParentType, ContextType>;
}>;

export type CreateMerchantContactPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateMerchantContactPayload'] = ResolversParentTypes['CreateMerchantContactPayload']> = ResolversObject<{
  contact?: Resolver<ResolversTypes['MerchantContact'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CreateMerchantOnboardingStatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateMerchantOnboardingStatePayload'] = ResolversParentTypes['CreateMerchantOnboardingStatePayload']> = ResolversObject<{
  merchantOnboardingState?: Resolver<ResolversTypes['MerchantOnboardingState'], ParentType, ContextType>;
}>;

export type CreateMerchantPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateMerchantPayload'] = ResolversParentTypes['CreateMerchantPayload']> = ResolversObject<{
  billingEntity?: Resolver<Maybe<ResolversTypes['BillingEntity']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mcc?: Resolver<Maybe<ResolversTypes['MerchantMcc']>, ParentType, ContextType>;
  merchantAccount?: Resolver<ResolversTypes['MerchantAccount'], ParentType, ContextType>;
  primaryContact?: Resolver<Maybe<ResolversTypes['MerchantContact']>, ParentType, ContextType>;
}>;

export type CreateMerchantSignatoryInfoPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateMerchantSignatoryInfoPayload'] = ResolversParentTypes['CreateMerchantSignatoryInfoPayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  signatory?: Resolver<ResolversTypes['MerchantSignatory'], ParentType, ContextType>;
}>;

export type CreateOliPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOLIPayload'] = ResolversParentTypes['CreateOLIPayload']> = ResolversObject<{
  isCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['OpportunityLineItem']>, ParentType, ContextType>;
  totalAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CreateOpportunityDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOpportunityDocumentPayload'] = ResolversParentTypes['CreateOpportunityDocumentPayload']> = ResolversObject<{
  document?: Resolver<ResolversTypes['OpportunityDocument'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CreateOpportunityDocumentsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOpportunityDocumentsPayload'] = ResolversParentTypes['CreateOpportunityDocumentsPayload']> = ResolversObject<{
  documents?: Resolver<Array<ResolversTypes['OpportunityDocument']>, ParentType, ContextType>;
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CreateOpportunityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOpportunityPayload'] = ResolversParentTypes['CreateOpportunityPayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
}>;

export type CreateOpportunityPaymentRecordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOpportunityPaymentRecordPayload'] = ResolversParentTypes['CreateOpportunityPaymentRecordPayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentRecord?: Resolver<ResolversTypes['OpportunityPaymentRecord'], ParentType, ContextType>;
}>;

export type CreatePMandatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePMandatePayload'] = ResolversParentTypes['CreatePMandatePayload']> = ResolversObject<{
  formUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mandate?: Resolver<ResolversTypes['Mandate'], ParentType, ContextType>;
}>;

export type CreateProductTransferPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateProductTransferPayload'] = ResolversParentTypes['CreateProductTransferPayload']> = ResolversObject<{
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  productTransfers?: Resolver<Array<ResolversTypes['ProductTransfer']>, ParentType, ContextType>;
}>;

export type CseRejectionDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CseRejectionData'] = ResolversParentTypes['CseRejectionData']> = ResolversObject<{
  cseRejectReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cseRejectSubReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionComments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DashboardCountsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardCountsPayload'] = ResolversParentTypes['DashboardCountsPayload']> = ResolversObject<{
  allLead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  assigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deploymentInProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followUp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inReview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notConverted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voicePod?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteDeploymentStorePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteDeploymentStorePayload'] = ResolversParentTypes['DeleteDeploymentStorePayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeleteMerchantSignatoryInfoPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteMerchantSignatoryInfoPayload'] = ResolversParentTypes['DeleteMerchantSignatoryInfoPayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeleteOpportunityDocumentsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteOpportunityDocumentsPayload'] = ResolversParentTypes['DeleteOpportunityDocumentsPayload']> = ResolversObject<{
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeploymentItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeploymentItem'] = ResolversParentTypes['DeploymentItem']> = ResolversObject<{
  deploymentRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hardwareSubTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DeploymentItemStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeploymentRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeploymentRequest'] = ResolversParentTypes['DeploymentRequest']> = ResolversObject<{
  acknowledgement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  acquirer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  assetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  assetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardTestTransactionProof?: Resolver<Maybe<ResolversTypes['TestTransactionProof']>, ParentType, ContextType>;
  closureRemarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  crmTicketId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCardTestApplicable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLinkingApplicable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLinkingDone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProductsConsumed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUpiTestApplicable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mappedDevicesList?: Resolver<Array<ResolversTypes['MappedDevice']>, ParentType, ContextType>;
  meTeamStatus?: Resolver<Maybe<ResolversTypes['MeTeamStatus']>, ParentType, ContextType>;
  mid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opportunityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  posId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productsConsumedList?: Resolver<Array<ResolversTypes['ConsumedProduct']>, ParentType, ContextType>;
  revisionNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soundboxLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DeploymentRequestStatus'], ParentType, ContextType>;
  storeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upiTestTransactionProof?: Resolver<Maybe<ResolversTypes['TestTransactionProof']>, ParentType, ContextType>;
  workFlowState?: Resolver<Maybe<ResolversTypes['DeploymentWorkflowState']>, ParentType, ContextType>;
}>;

export type DeploymentRequestByAssetIdPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeploymentRequestByAssetIdPayload'] = ResolversParentTypes['DeploymentRequestByAssetIdPayload']> = ResolversObject<{
  deploymentRequest?: Resolver<ResolversTypes['DeploymentRequest'], ParentType, ContextType>;
}>;

export type DeploymentStoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeploymentStore'] = ResolversParentTypes['DeploymentStore']> = ResolversObject<{
  address?: Resolver<ResolversTypes['MerchantAddress'], ParentType, ContextType>;
  documentNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentType?: Resolver<Maybe<ResolversTypes['DocumentSubType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  merchantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pcId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryContactId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type DeploymentStorePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeploymentStorePayload'] = ResolversParentTypes['DeploymentStorePayload']> = ResolversObject<{
  store?: Resolver<ResolversTypes['DeploymentStore'], ParentType, ContextType>;
}>;

export type DeploymentStoresByMerchantIdPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeploymentStoresByMerchantIdPayload'] = ResolversParentTypes['DeploymentStoresByMerchantIdPayload']> = ResolversObject<{
  stores?: Resolver<Array<ResolversTypes['DeploymentStore']>, ParentType, ContextType>;
}>;

export type DeviceDeLinkingDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceDeLinkingDetailsPayload'] = ResolversParentTypes['DeviceDeLinkingDetailsPayload']> = ResolversObject<{
  isDeLinked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mappedDevicesList?: Resolver<Array<ResolversTypes['MappedDevice']>, ParentType, ContextType>;
}>;

export type DeviceLinkingDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceLinkingDetailsPayload'] = ResolversParentTypes['DeviceLinkingDetailsPayload']> = ResolversObject<{
  isLinkingDone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mappedDevicesList?: Resolver<Array<ResolversTypes['MappedDevice']>, ParentType, ContextType>;
}>;

export type DevicesToBeLinkedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DevicesToBeLinkedPayload'] = ResolversParentTypes['DevicesToBeLinkedPayload']> = ResolversObject<{
  devices?: Resolver<Array<ResolversTypes['MappedDevice']>, ParentType, ContextType>;
}>;

export type DlDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DlDetailsPayload'] = ResolversParentTypes['DlDetailsPayload']> = ResolversObject<{
  drivingLicense?: Resolver<ResolversTypes['KycDocumentData'], ParentType, ContextType>;
  nameMatch?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type DocumentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentPage'] = ResolversParentTypes['DocumentPage']> = ResolversObject<{
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EMandatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EMandatePayload'] = ResolversParentTypes['EMandatePayload']> = ResolversObject<{
  eligibility?: Resolver<ResolversTypes['MandateEligibility'], ParentType, ContextType>;
  mandate?: Resolver<Maybe<ResolversTypes['Mandate']>, ParentType, ContextType>;
}>;

export type ESignMandatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ESignMandatePayload'] = ResolversParentTypes['ESignMandatePayload']> = ResolversObject<{
  mandate?: Resolver<Maybe<ResolversTypes['Mandate']>, ParentType, ContextType>;
}>;

export type EditableIdEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditableIdEntry'] = ResolversParentTypes['EditableIdEntry']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EditableIdsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditableIdsPayload'] = ResolversParentTypes['EditableIdsPayload']> = ResolversObject<{
  editableIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  entityName?: Resolver<ResolversTypes['EditableEntityName'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['EditableIdEntry']>, ParentType, ContextType>;
}>;

export type ExtractMccsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExtractMccsPayload'] = ResolversParentTypes['ExtractMccsPayload']> = ResolversObject<{
  mccList?: Resolver<Array<ResolversTypes['MccRecord']>, ParentType, ContextType>;
}>;

export type ExtractedDocumentDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExtractedDocumentData'] = ResolversParentTypes['ExtractedDocumentData']> = ResolversObject<{
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  documentSubType?: Resolver<ResolversTypes['DocumentSubType'], ParentType, ContextType>;
  extractedData?: Resolver<ResolversTypes['KycDocumentData'], ParentType, ContextType>;
}>;

export type FaqEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FaqListPayload'] = ResolversParentTypes['FaqListPayload']> = ResolversObject<{
  topics?: Resolver<Array<ResolversTypes['FaqTopic']>, ParentType, ContextType>;
}>;

export type FaqTopicResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FaqTopic'] = ResolversParentTypes['FaqTopic']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FormReleaseStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormReleaseStep'] = ResolversParentTypes['FormReleaseStep']> = ResolversObject<{
  configVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  definition?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  rules?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FormsCheckProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormsCheckProblem'] = ResolversParentTypes['FormsCheckProblem']> = ResolversObject<{
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FormsPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormsPreview'] = ResolversParentTypes['FormsPreview']> = ResolversObject<{
  flows?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['FormsCheckProblem']>, ParentType, ContextType>;
  rules?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['FormsPreviewSource']>, ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type FormsPreviewSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormsPreviewSource'] = ResolversParentTypes['FormsPreviewSource']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GetExtractedDataPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetExtractedDataPayload'] = ResolversParentTypes['GetExtractedDataPayload']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ExtractedDocumentData']>, ParentType, ContextType>;
}>;

export type GetFilteredBankAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetFilteredBankAccountPayload'] = ResolversParentTypes['GetFilteredBankAccountPayload']> = ResolversObject<{
  bankAccounts?: Resolver<Array<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type GetFilteredBillingEntitiesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetFilteredBillingEntitiesPayload'] = ResolversParentTypes['GetFilteredBillingEntitiesPayload']> = ResolversObject<{
  billingEntities?: Resolver<Array<ResolversTypes['BillingEntity']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GetOpportunityPaymentStatusPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetOpportunityPaymentStatusPayload'] = ResolversParentTypes['GetOpportunityPaymentStatusPayload']> = ResolversObject<{
  amountPaid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountPayable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isPaymentComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paymentRecords?: Resolver<Array<ResolversTypes['OpportunityPaymentRecord']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['PaymentRecordStatus']>, ParentType, ContextType>;
}>;

export type GetOpportunityProductPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetOpportunityProductPayload'] = ResolversParentTypes['GetOpportunityProductPayload']> = ResolversObject<{
  availableSponsoredDevices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isProductEditableFromSA?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['OpportunityLineItem']>, ParentType, ContextType>;
  maxDeviceAvailable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selectedProducts?: Resolver<Array<ResolversTypes['SelectedProduct']>, ParentType, ContextType>;
}>;

export type GetProductItemsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetProductItemsPayload'] = ResolversParentTypes['GetProductItemsPayload']> = ResolversObject<{
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  productItems?: Resolver<Array<ResolversTypes['ProductItem']>, ParentType, ContextType>;
}>;

export type GetProductTransferPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetProductTransferPayload'] = ResolversParentTypes['GetProductTransferPayload']> = ResolversObject<{
  productTransfer?: Resolver<ResolversTypes['ProductTransfer'], ParentType, ContextType>;
}>;

export type GetProductTransfersPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetProductTransfersPayload'] = ResolversParentTypes['GetProductTransfersPayload']> = ResolversObject<{
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  productTransfers?: Resolver<Array<ResolversTypes['ProductTransfer']>, ParentType, ContextType>;
}>;

export type GetProductsConsumedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetProductsConsumedPayload'] = ResolversParentTypes['GetProductsConsumedPayload']> = ResolversObject<{
  productsConsumedList?: Resolver<Array<ResolversTypes['ConsumedProduct']>, ParentType, ContextType>;
}>;

export type GetSponsorMerchantMappingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetSponsorMerchantMappingPayload'] = ResolversParentTypes['GetSponsorMerchantMappingPayload']> = ResolversObject<{
  mappings?: Resolver<Array<ResolversTypes['SponsorMerchantMapping']>, ParentType, ContextType>;
}>;

export type GstDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GstDetails'] = ResolversParentTypes['GstDetails']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  constitutionOfBusiness?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  natureOfBusiness?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  panNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  tradeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type GstDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GstDetailsPayload'] = ResolversParentTypes['GstDetailsPayload']> = ResolversObject<{
  gstDetails?: Resolver<ResolversTypes['GstDetails'], ParentType, ContextType>;
  isPanLinked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type GstinSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GstinSummary'] = ResolversParentTypes['GstinSummary']> = ResolversObject<{
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
}>;

export type GstinsFromPanPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GstinsFromPANPayload'] = ResolversParentTypes['GstinsFromPANPayload']> = ResolversObject<{
  gstins?: Resolver<Array<ResolversTypes['GstinSummary']>, ParentType, ContextType>;
}>;

export type IfscDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IfscDetails'] = ResolversParentTypes['IfscDetails']> = ResolversObject<{
  bankCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ifscCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IfscDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IfscDetailsPayload'] = ResolversParentTypes['IfscDetailsPayload']> = ResolversObject<{
  ifscDetails?: Resolver<ResolversTypes['IfscDetails'], ParentType, ContextType>;
}>;

export type InitiatePaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InitiatePaymentPayload'] = ResolversParentTypes['InitiatePaymentPayload']> = ResolversObject<{
  isEmailSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPaymentInitiated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payLinkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  redirectPage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InventoryLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventoryLocation'] = ResolversParentTypes['InventoryLocation']> = ResolversObject<{
  employeeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JourneyLeadContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JourneyLeadContact'] = ResolversParentTypes['JourneyLeadContact']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['PersonRelation']>, ParentType, ContextType>;
}>;

export type JourneyLeadDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JourneyLeadDetails'] = ResolversParentTypes['JourneyLeadDetails']> = ResolversObject<{
  contact?: Resolver<ResolversTypes['JourneyLeadContact'], ParentType, ContextType>;
  gstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leadSource?: Resolver<Maybe<ResolversTypes['LeadSource']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  panNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Array<ResolversTypes['LeadProduct']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['LeadRating']>, ParentType, ContextType>;
  scheduledFollowUp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shop?: Resolver<ResolversTypes['LeadShop'], ParentType, ContextType>;
}>;

export type JourneyLeadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JourneyLeadPayload'] = ResolversParentTypes['JourneyLeadPayload']> = ResolversObject<{
  details?: Resolver<ResolversTypes['JourneyLeadDetails'], ParentType, ContextType>;
}>;

export type KycDocEExtractedDataPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KycDocEExtractedDataPayload'] = ResolversParentTypes['KycDocEExtractedDataPayload']> = ResolversObject<{
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  extractedData?: Resolver<Maybe<ResolversTypes['KycDocumentData']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['KycRequestStatus'], ParentType, ContextType>;
}>;

export type KycDocumentDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KycDocumentData'] = ResolversParentTypes['KycDocumentData']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  confidence?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  documentSubType?: Resolver<Maybe<ResolversTypes['DocumentSubType']>, ParentType, ContextType>;
  fatherName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  identityType?: Resolver<Maybe<ResolversTypes['IdentityType']>, ParentType, ContextType>;
  issueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUpto?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type KycLinkDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KycLinkDetails'] = ResolversParentTypes['KycLinkDetails']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiry?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['KycLinkState'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KycLinkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KycLinkPayload'] = ResolversParentTypes['KycLinkPayload']> = ResolversObject<{
  isEmailSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['KycLinkDetails'], ParentType, ContextType>;
}>;

export type KycOpportunityDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KycOpportunityDocumentPayload'] = ResolversParentTypes['KycOpportunityDocumentPayload']> = ResolversObject<{
  document?: Resolver<ResolversTypes['OpportunityDocument'], ParentType, ContextType>;
  kycCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type KycRuleResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KycRuleResult'] = ResolversParentTypes['KycRuleResult']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KycStatusDataPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KycStatusDataPayload'] = ResolversParentTypes['KycStatusDataPayload']> = ResolversObject<{
  kycCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['KycLinkDetails']>, ParentType, ContextType>;
  linkState?: Resolver<Maybe<ResolversTypes['KycLinkState']>, ParentType, ContextType>;
  signatories?: Resolver<Array<ResolversTypes['SignatoryKycStatus']>, ParentType, ContextType>;
}>;

export type KycVerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KycVerification'] = ResolversParentTypes['KycVerification']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  digiLockerRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identityType?: Resolver<ResolversTypes['IdentityType'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameMatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opportunityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  signatoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['KycDataSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VerificationResult'], ParentType, ContextType>;
}>;

export type KycVerificationRequestStatusPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KycVerificationRequestStatusPayload'] = ResolversParentTypes['KycVerificationRequestStatusPayload']> = ResolversObject<{
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['VerificationResult']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['KycRequestStatus'], ParentType, ContextType>;
}>;

export type LatLngResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LatLng'] = ResolversParentTypes['LatLng']> = ResolversObject<{
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type LeadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Lead'] = ResolversParentTypes['Lead']> = ResolversObject<{
  contact?: Resolver<ResolversTypes['LeadContact'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAssigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leadSource?: Resolver<ResolversTypes['LeadSource'], ParentType, ContextType>;
  lostReason?: Resolver<Maybe<ResolversTypes['LeadLostReason']>, ParentType, ContextType>;
  modifiedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerType?: Resolver<ResolversTypes['OwnerType'], ParentType, ContextType>;
  panNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Array<ResolversTypes['LeadProduct']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['LeadRating']>, ParentType, ContextType>;
  salesStage?: Resolver<Maybe<ResolversTypes['SalesStage']>, ParentType, ContextType>;
  scheduledFollowUp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shop?: Resolver<ResolversTypes['LeadShop'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
}>;

export type LeadContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadContact'] = ResolversParentTypes['LeadContact']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['PersonRelation']>, ParentType, ContextType>;
}>;

export type LeadListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadListPayload'] = ResolversParentTypes['LeadListPayload']> = ResolversObject<{
  leads?: Resolver<Array<ResolversTypes['Lead']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type LeadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadPayload'] = ResolversParentTypes['LeadPayload']> = ResolversObject<{
  lead?: Resolver<ResolversTypes['Lead'], ParentType, ContextType>;
}>;

export type LeadShopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadShop'] = ResolversParentTypes['LeadShop']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LlpPartnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LlpPartner'] = ResolversParentTypes['LlpPartner']> = ResolversObject<{
  designation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dpin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LlpinDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LlpinDetails'] = ResolversParentTypes['LlpinDetails']> = ResolversObject<{
  dateOfIncorporation?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  llpName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  llpin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partners?: Resolver<Array<ResolversTypes['LlpPartner']>, ParentType, ContextType>;
  registeredAddress?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
}>;

export type LlpinDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LlpinDetailsPayload'] = ResolversParentTypes['LlpinDetailsPayload']> = ResolversObject<{
  llpinDetails?: Resolver<ResolversTypes['LlpinDetails'], ParentType, ContextType>;
}>;

export type LocateMeAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocateMeAddressPayload'] = ResolversParentTypes['LocateMeAddressPayload']> = ResolversObject<{
  address?: Resolver<ResolversTypes['MerchantAddress'], ParentType, ContextType>;
}>;

export type LocationFilterPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocationFilterPayload'] = ResolversParentTypes['LocationFilterPayload']> = ResolversObject<{
  locations?: Resolver<Array<ResolversTypes['InventoryLocation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type MandateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mandate'] = ResolversParentTypes['Mandate']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  amountType?: Resolver<Maybe<ResolversTypes['MandateAmountType']>, ParentType, ContextType>;
  bankAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  frequency?: Resolver<Maybe<ResolversTypes['MandateFrequency']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSignUploaded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mandateMode?: Resolver<ResolversTypes['MandateMode'], ParentType, ContextType>;
  mandateStatus?: Resolver<ResolversTypes['MandateStatus'], ParentType, ContextType>;
  mandateStatusCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mandateStatusDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mandateType?: Resolver<ResolversTypes['MandateType'], ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opportunityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  statusMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vpa?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MandateEligibilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MandateEligibility'] = ResolversParentTypes['MandateEligibility']> = ResolversObject<{
  isENachEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isESignEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNachRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUpiAutoPayEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nachAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type MappedDeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MappedDevice'] = ResolversParentTypes['MappedDevice']> = ResolversObject<{
  isLinked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  posId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productType?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType>;
  qrCodeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MasterMccListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MasterMccListPayload'] = ResolversParentTypes['MasterMccListPayload']> = ResolversObject<{
  mccList?: Resolver<Array<ResolversTypes['MccRecord']>, ParentType, ContextType>;
}>;

export type MasterStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MasterState'] = ResolversParentTypes['MasterState']> = ResolversObject<{
  gstStateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MasterStateListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MasterStateListPayload'] = ResolversParentTypes['MasterStateListPayload']> = ResolversObject<{
  states?: Resolver<Array<ResolversTypes['MasterState']>, ParentType, ContextType>;
}>;

export type MccRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MccRecord'] = ResolversParentTypes['MccRecord']> = ResolversObject<{
  categoryLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mccCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  merchantCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  riskCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategoryLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategoryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MccsFromGstinPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MccsFromGSTINPayload'] = ResolversParentTypes['MccsFromGSTINPayload']> = ResolversObject<{
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mccList?: Resolver<Array<ResolversTypes['MccRecord']>, ParentType, ContextType>;
  natureOfBusiness?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MdrDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MdrDetail'] = ResolversParentTypes['MdrDetail']> = ResolversObject<{
  acquirerBank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardType?: Resolver<ResolversTypes['CardType'], ParentType, ContextType>;
  rateType?: Resolver<ResolversTypes['MdrRateType'], ParentType, ContextType>;
  slabs?: Resolver<Array<ResolversTypes['MdrSlab']>, ParentType, ContextType>;
}>;

export type MdrSlabResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MdrSlab'] = ResolversParentTypes['MdrSlab']> = ResolversObject<{
  maxTurnover?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minTurnover?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MerchantAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantAccount'] = ResolversParentTypes['MerchantAccount']> = ResolversObject<{
  accountType?: Resolver<Maybe<ResolversTypes['BusinessType']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  businessProofNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessProofType?: Resolver<Maybe<ResolversTypes['BusinessProofOption']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateOfIncorporation?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lmsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ownershipType?: Resolver<ResolversTypes['OwnershipType'], ParentType, ContextType>;
  panNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['MerchantProfile'], ParentType, ContextType>;
  revenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  storeAddress?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  udyamNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weeklySettlementUpperLimit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type MerchantAccountDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantAccountDetailsPayload'] = ResolversParentTypes['MerchantAccountDetailsPayload']> = ResolversObject<{
  merchantAccount?: Resolver<ResolversTypes['MerchantAccount'], ParentType, ContextType>;
}>;

export type MerchantAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantAddress'] = ResolversParentTypes['MerchantAddress']> = ResolversObject<{
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  landmark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MerchantContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantContact'] = ResolversParentTypes['MerchantContact']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  designation?: Resolver<Maybe<ResolversTypes['PersonRelation']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leadName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MerchantFilterPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantFilterPayload'] = ResolversParentTypes['MerchantFilterPayload']> = ResolversObject<{
  merchants?: Resolver<Array<ResolversTypes['MerchantAccount']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type MerchantMccResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantMcc'] = ResolversParentTypes['MerchantMcc']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  businessCategoryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessSubCategoryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMCCManualEntry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mccCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  merchantCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  riskCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MerchantMccAndContactDataPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantMccAndContactDataPayload'] = ResolversParentTypes['MerchantMccAndContactDataPayload']> = ResolversObject<{
  contacts?: Resolver<Array<ResolversTypes['MerchantContact']>, ParentType, ContextType>;
  mcc?: Resolver<Maybe<ResolversTypes['MerchantMcc']>, ParentType, ContextType>;
  primaryContact?: Resolver<Maybe<ResolversTypes['MerchantContact']>, ParentType, ContextType>;
}>;

export type MerchantOnboardingStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantOnboardingState'] = ResolversParentTypes['MerchantOnboardingState']> = ResolversObject<{
  configVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flow?: Resolver<ResolversTypes['OnboardingFlow'], ParentType, ContextType>;
  idType?: Resolver<ResolversTypes['OnboardingIdType'], ParentType, ContextType>;
  opportunityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stateDataId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['OnboardingStep']>, ParentType, ContextType>;
  stepsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSteps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MerchantOnboardingStateV2PayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantOnboardingStateV2Payload'] = ResolversParentTypes['MerchantOnboardingStateV2Payload']> = ResolversObject<{
  configVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flow?: Resolver<ResolversTypes['OnboardingFlow'], ParentType, ContextType>;
  idType?: Resolver<ResolversTypes['OnboardingIdType'], ParentType, ContextType>;
  opportunityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stateDataId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['OnboardingStep']>, ParentType, ContextType>;
  stepsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSteps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MerchantProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantProfile'] = ResolversParentTypes['MerchantProfile']> = ResolversObject<{
  allowedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  blockedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isExisting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MerchantSignatoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantSignatory'] = ResolversParentTypes['MerchantSignatory']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  individualKycType?: Resolver<Maybe<ResolversTypes['IdentityType']>, ParentType, ContextType>;
  isEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isKycSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimaryContact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SignatoryKind'], ParentType, ContextType>;
  kycCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  panName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  panNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stakePercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type MerchantSignatoryInfoPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantSignatoryInfoPayload'] = ResolversParentTypes['MerchantSignatoryInfoPayload']> = ResolversObject<{
  allKycCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signatories?: Resolver<Array<ResolversTypes['MerchantSignatory']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addDeploymentStore?: Resolver<ResolversTypes['AddDeploymentStorePayload'], ParentType, ContextType, RequireFields<MutationAddDeploymentStoreArgs, 'input'>>;
  addTrainingVideo?: Resolver<ResolversTypes['AddTrainingVideoPayload'], ParentType, ContextType, RequireFields<MutationAddTrainingVideoArgs, 'input'>>;
  cacheAccount?: Resolver<ResolversTypes['CacheAccountPayload'], ParentType, ContextType, RequireFields<MutationCacheAccountArgs, 'input'>>;
  checkOSV?: Resolver<ResolversTypes['CheckOSVPayload'], ParentType, ContextType, RequireFields<MutationCheckOsvArgs, 'input'>>;
  createBankAccount?: Resolver<ResolversTypes['CreateBankAccountPayload'], ParentType, ContextType, RequireFields<MutationCreateBankAccountArgs, 'input'>>;
  createBillingEntity?: Resolver<ResolversTypes['CreateBillingEntityPayload'], ParentType, ContextType, RequireFields<MutationCreateBillingEntityArgs, 'input'>>;
  createDeploymentStore?: Resolver<ResolversTypes['CreateDeploymentStorePayload'], ParentType, ContextType, RequireFields<MutationCreateDeploymentStoreArgs, 'input'>>;
  createDeploymentStores?: Resolver<ResolversTypes['CreateDeploymentStoresPayload'], ParentType, ContextType, RequireFields<MutationCreateDeploymentStoresArgs, 'input'>>;
  createDigiLockerRequest?: Resolver<ResolversTypes['CreateDigiLockerRequestPayload'], ParentType, ContextType, RequireFields<MutationCreateDigiLockerRequestArgs, 'input'>>;
  createEMandate?: Resolver<ResolversTypes['CreateEMandatePayload'], ParentType, ContextType, RequireFields<MutationCreateEMandateArgs, 'input'>>;
  createESignMandate?: Resolver<ResolversTypes['CreateESignMandatePayload'], ParentType, ContextType, RequireFields<MutationCreateESignMandateArgs, 'input'>>;
  createLead?: Resolver<ResolversTypes['CreateLeadPayload'], ParentType, ContextType, RequireFields<MutationCreateLeadArgs, 'input'>>;
  createMerchant?: Resolver<ResolversTypes['CreateMerchantPayload'], ParentType, ContextType, RequireFields<MutationCreateMerchantArgs, 'input'>>;
  createMerchantAccountMcc?: Resolver<ResolversTypes['CreateMerchantAccountMccPayload'], ParentType, ContextType, RequireFields<MutationCreateMerchantAccountMccArgs, 'input'>>;
  createMerchantContact?: Resolver<ResolversTypes['CreateMerchantContactPayload'], ParentType, ContextType, RequireFields<MutationCreateMerchantContactArgs, 'input'>>;
  createMerchantOnboardingState?: Resolver<ResolversTypes['CreateMerchantOnboardingStatePayload'], ParentType, ContextType, RequireFields<MutationCreateMerchantOnboardingStateArgs, 'input'>>;
  createMerchantSignatoryInfo?: Resolver<ResolversTypes['CreateMerchantSignatoryInfoPayload'], ParentType, ContextType, RequireFields<MutationCreateMerchantSignatoryInfoArgs, 'input'>>;
  createOLI?: Resolver<ResolversTypes['CreateOLIPayload'], ParentType, ContextType, RequireFields<MutationCreateOliArgs, 'input'>>;
  createOpportunity?: Resolver<ResolversTypes['CreateOpportunityPayload'], ParentType, ContextType, RequireFields<MutationCreateOpportunityArgs, 'input'>>;
  createOpportunityDocument?: Resolver<ResolversTypes['CreateOpportunityDocumentPayload'], ParentType, ContextType, RequireFields<MutationCreateOpportunityDocumentArgs, 'input'>>;
  createOpportunityDocuments?: Resolver<ResolversTypes['CreateOpportunityDocumentsPayload'], ParentType, ContextType, RequireFields<MutationCreateOpportunityDocumentsArgs, 'input'>>;
  createOpportunityPaymentRecord?: Resolver<ResolversTypes['CreateOpportunityPaymentRecordPayload'], ParentType, ContextType, RequireFields<MutationCreateOpportunityPaymentRecordArgs, 'input'>>;
  createPMandate?: Resolver<ResolversTypes['CreatePMandatePayload'], ParentType, ContextType, RequireFields<MutationCreatePMandateArgs, 'input'>>;
  createProductTransfer?: Resolver<ResolversTypes['CreateProductTransferPayload'], ParentType, ContextType, RequireFields<MutationCreateProductTransferArgs, 'input'>>;
  deleteDeploymentStore?: Resolver<ResolversTypes['DeleteDeploymentStorePayload'], ParentType, ContextType, RequireFields<MutationDeleteDeploymentStoreArgs, 'input'>>;
  deleteMerchantSignatoryInfo?: Resolver<ResolversTypes['DeleteMerchantSignatoryInfoPayload'], ParentType, ContextType, RequireFields<MutationDeleteMerchantSignatoryInfoArgs, 'input'>>;
  deleteOpportunityDocuments?: Resolver<ResolversTypes['DeleteOpportunityDocumentsPayload'], ParentType, ContextType, RequireFields<MutationDeleteOpportunityDocumentsArgs, 'input'>>;
  deviceDeLinkingDetails?: Resolver<ResolversTypes['DeviceDeLinkingDetailsPayload'], ParentType, ContextType, RequireFields<MutationDeviceDeLinkingDetailsArgs, 'input'>>;
  deviceLinkingDetails?: Resolver<ResolversTypes['DeviceLinkingDetailsPayload'], ParentType, ContextType, RequireFields<MutationDeviceLinkingDetailsArgs, 'input'>>;
  initiatePayment?: Resolver<ResolversTypes['InitiatePaymentPayload'], ParentType, ContextType, RequireFields<MutationInitiatePaymentArgs, 'input'>>;
  kycOpportunityDocument?: Resolver<ResolversTypes['KycOpportunityDocumentPayload'], ParentType, ContextType, RequireFields<MutationKycOpportunityDocumentArgs, 'input'>>;
  performFaceMatch?: Resolver<ResolversTypes['PerformFaceMatchPayload'], ParentType, ContextType, RequireFields<MutationPerformFaceMatchArgs, 'input'>>;
  performKYCRulesValidation?: Resolver<ResolversTypes['PerformKYCRulesValidationPayload'], ParentType, ContextType, RequireFields<MutationPerformKycRulesValidationArgs, 'input'>>;
  performKycDocDigitalSync?: Resolver<ResolversTypes['PerformKycDocDigitalSyncPayload'], ParentType, ContextType, RequireFields<MutationPerformKycDocDigitalSyncArgs, 'input'>>;
  performOCR?: Resolver<ResolversTypes['PerformOCRPayload'], ParentType, ContextType, RequireFields<MutationPerformOcrArgs, 'input'>>;
  performOCRandDigitallyExtract?: Resolver<ResolversTypes['PerformOCRandDigitallyExtractPayload'], ParentType, ContextType, RequireFields<MutationPerformOcRandDigitallyExtractArgs, 'input'>>;
  postToSfIntegration?: Resolver<ResolversTypes['PostToSfIntegrationPayload'], ParentType, ContextType, RequireFields<MutationPostToSfIntegrationArgs, 'input'>>;
  processDeployment?: Resolver<ResolversTypes['ProcessDeploymentPayload'], ParentType, ContextType, RequireFields<MutationProcessDeploymentArgs, 'input'>>;
  processPennyDrop?: Resolver<ResolversTypes['ProcessPennyDropPayload'], ParentType, ContextType, RequireFields<MutationProcessPennyDropArgs, 'input'>>;
  productsConsumed?: Resolver<ResolversTypes['ProductsConsumedPayload'], ParentType, ContextType, RequireFields<MutationProductsConsumedArgs, 'input'>>;
  rectifyPurchaseOrder?: Resolver<ResolversTypes['PurchaseOrderPayload'], ParentType, ContextType, RequireFields<MutationRectifyPurchaseOrderArgs, 'input'>>;
  reopenLead?: Resolver<ResolversTypes['ReopenLeadPayload'], ParentType, ContextType, RequireFields<MutationReopenLeadArgs, 'input'>>;
  reopenOpportunity?: Resolver<ResolversTypes['ReopenOpportunityPayload'], ParentType, ContextType, RequireFields<MutationReopenOpportunityArgs, 'input'>>;
  requestPoActivation?: Resolver<ResolversTypes['PurchaseOrderPayload'], ParentType, ContextType, RequireFields<MutationRequestPoActivationArgs, 'input'>>;
  reviewOpportunity?: Resolver<ResolversTypes['ReviewOpportunityPayload'], ParentType, ContextType, RequireFields<MutationReviewOpportunityArgs, 'input'>>;
  revisePricing?: Resolver<ResolversTypes['RevisePricingPayload'], ParentType, ContextType, RequireFields<MutationRevisePricingArgs, 'input'>>;
  saveBusinessDetails?: Resolver<ResolversTypes['SaveBusinessDetailsPayload'], ParentType, ContextType, RequireFields<MutationSaveBusinessDetailsArgs, 'input'>>;
  saveDeploymentStores?: Resolver<ResolversTypes['SaveDeploymentStoresPayload'], ParentType, ContextType, RequireFields<MutationSaveDeploymentStoresArgs, 'input'>>;
  saveKycDetails?: Resolver<ResolversTypes['SaveKycDetailsPayload'], ParentType, ContextType, RequireFields<MutationSaveKycDetailsArgs, 'input'>>;
  saveMerchantSignatories?: Resolver<ResolversTypes['SaveMerchantSignatoriesPayload'], ParentType, ContextType, RequireFields<MutationSaveMerchantSignatoriesArgs, 'input'>>;
  saveOpportunityDocuments?: Resolver<ResolversTypes['SaveOpportunityDocumentsPayload'], ParentType, ContextType, RequireFields<MutationSaveOpportunityDocumentsArgs, 'input'>>;
  savePoPayment?: Resolver<ResolversTypes['GetOpportunityPaymentStatusPayload'], ParentType, ContextType, RequireFields<MutationSavePoPaymentArgs, 'input'>>;
  savePurchaseOrder?: Resolver<ResolversTypes['PurchaseOrderPayload'], ParentType, ContextType, RequireFields<MutationSavePurchaseOrderArgs, 'input'>>;
  sendKycLink?: Resolver<ResolversTypes['KycLinkPayload'], ParentType, ContextType, RequireFields<MutationSendKycLinkArgs, 'input'>>;
  ssoLoginInternal?: Resolver<ResolversTypes['SsoLoginInternalPayload'], ParentType, ContextType, RequireFields<MutationSsoLoginInternalArgs, 'input'>>;
  ssoLogoutInternal?: Resolver<ResolversTypes['SsoLogoutInternalPayload'], ParentType, ContextType, RequireFields<MutationSsoLogoutInternalArgs, 'input'>>;
  submitPricing?: Resolver<ResolversTypes['SubmitPricingPayload'], ParentType, ContextType, RequireFields<MutationSubmitPricingArgs, 'input'>>;
  updateBankAccount?: Resolver<ResolversTypes['UpdateBankAccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateBankAccountArgs, 'input'>>;
  updateBillingEntity?: Resolver<ResolversTypes['UpdateBillingEntityPayload'], ParentType, ContextType, RequireFields<MutationUpdateBillingEntityArgs, 'input'>>;
  updateDeploymentRequest?: Resolver<ResolversTypes['UpdateDeploymentRequestPayload'], ParentType, ContextType, RequireFields<MutationUpdateDeploymentRequestArgs, 'input'>>;
  updateDeploymentStore?: Resolver<ResolversTypes['UpdateDeploymentStorePayload'], ParentType, ContextType, RequireFields<MutationUpdateDeploymentStoreArgs, 'input'>>;
  updateLead?: Resolver<ResolversTypes['UpdateLeadPayload'], ParentType, ContextType, RequireFields<MutationUpdateLeadArgs, 'input'>>;
  updateMerchant?: Resolver<ResolversTypes['UpdateMerchantPayload'], ParentType, ContextType, RequireFields<MutationUpdateMerchantArgs, 'input'>>;
  updateMerchantContact?: Resolver<ResolversTypes['UpdateMerchantContactPayload'], ParentType, ContextType, RequireFields<MutationUpdateMerchantContactArgs, 'input'>>;
  updateMerchantMCC?: Resolver<ResolversTypes['UpdateMerchantMCCPayload'], ParentType, ContextType, RequireFields<MutationUpdateMerchantMccArgs, 'input'>>;
  updateMerchantOnboardingState?: Resolver<ResolversTypes['UpdateMerchantOnboardingStatePayload'], ParentType, ContextType, RequireFields<MutationUpdateMerchantOnboardingStateArgs, 'input'>>;
  updateMerchantSignatoryInfo?: Resolver<ResolversTypes['UpdateMerchantSignatoryInfoPayload'], ParentType, ContextType, RequireFields<MutationUpdateMerchantSignatoryInfoArgs, 'input'>>;
  updateOpportunity?: Resolver<ResolversTypes['UpdateOpportunityPayload'], ParentType, ContextType, RequireFields<MutationUpdateOpportunityArgs, 'input'>>;
  updateOpportunityDocument?: Resolver<ResolversTypes['UpdateOpportunityDocumentPayload'], ParentType, ContextType, RequireFields<MutationUpdateOpportunityDocumentArgs, 'input'>>;
  updateOpportunityPaymentRecord?: Resolver<ResolversTypes['UpdateOpportunityPaymentRecordPayload'], ParentType, ContextType, RequireFields<MutationUpdateOpportunityPaymentRecordArgs, 'input'>>;
  updateProductItem?: Resolver<ResolversTypes['UpdateProductItemPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductItemArgs, 'input'>>;
  updateProductTransfer?: Resolver<ResolversTypes['UpdateProductTransferPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductTransferArgs, 'input'>>;
  uploadPMandate?: Resolver<ResolversTypes['UploadPMandatePayload'], ParentType, ContextType, RequireFields<MutationUploadPMandateArgs, 'input'>>;
  verifyPublicCredential?: Resolver<ResolversTypes['VerifyPublicCredentialPayload'], ParentType, ContextType, RequireFields<MutationVerifyPublicCredentialArgs, 'input'>>;
}>;

export type OnboardingStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnboardingStep'] = ResolversParentTypes['OnboardingStep']> = ResolversObject<{
  canSave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayStatus?: Resolver<ResolversTypes['StepDisplayStatus'], ParentType, ContextType>;
  editableConfig?: Resolver<ResolversTypes['StepEditableConfig'], ParentType, ContextType>;
  hitAllNachApi?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skippable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['StepType'], ParentType, ContextType>;
}>;

export type OpportunityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Opportunity'] = ResolversParentTypes['Opportunity']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountMccId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  acquirer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  aggregatorProductCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  allVASCheck?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  annualturnoverpreviousfinancialyr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  approvalStatus?: Resolver<Maybe<ResolversTypes['ApprovalStatus']>, ParentType, ContextType>;
  bankAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closedAs?: Resolver<Maybe<ResolversTypes['OpportunityClosure']>, ParentType, ContextType>;
  closureRemarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  crmRefId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cseL1CaseStatus?: Resolver<Maybe<ResolversTypes['CseCaseStatus']>, ParentType, ContextType>;
  cseRejectionData?: Resolver<Maybe<ResolversTypes['CseRejectionData']>, ParentType, ContextType>;
  deploymentStatus?: Resolver<Maybe<ResolversTypes['OpportunityDeploymentStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isExistingMerchant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProductEditableFromSA?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  kyc?: Resolver<Maybe<ResolversTypes['OpportunityKyc']>, ParentType, ContextType>;
  leadId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lmsID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lostReason?: Resolver<Maybe<ResolversTypes['LeadLostReason']>, ParentType, ContextType>;
  mdpOnboardingStatus?: Resolver<Maybe<ResolversTypes['IntegrationStatus']>, ParentType, ContextType>;
  modifiedOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  nachSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldDeploymentFlow?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  opportunitySubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ownerType?: Resolver<ResolversTypes['OwnerType'], ParentType, ContextType>;
  pageStage?: Resolver<Maybe<ResolversTypes['PageStage']>, ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
  poNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pricingApprovalComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryBillingEntityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  primaryStoreId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  purchaseOrder?: Resolver<Maybe<ResolversTypes['PurchaseOrder']>, ParentType, ContextType>;
  queryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rblIntegrationStatus?: Resolver<Maybe<ResolversTypes['IntegrationStatus']>, ParentType, ContextType>;
  regeneratePO?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  settlementCycle?: Resolver<Maybe<ResolversTypes['SettlementCycle']>, ParentType, ContextType>;
  sponsorMerchantMappingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  stageName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OpportunityStatus'], ParentType, ContextType>;
  totalAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type OpportunityBankAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityBankAccountPayload'] = ResolversParentTypes['OpportunityBankAccountPayload']> = ResolversObject<{
  bankAccount?: Resolver<Maybe<ResolversTypes['BankAccount']>, ParentType, ContextType>;
}>;

export type OpportunityDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityDocument'] = ResolversParentTypes['OpportunityDocument']> = ResolversObject<{
  createdOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cseL1Remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cseL1Status?: Resolver<Maybe<ResolversTypes['DocumentStatus']>, ParentType, ContextType>;
  cseL2Remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cseL2Status?: Resolver<Maybe<ResolversTypes['DocumentStatus']>, ParentType, ContextType>;
  documentMode?: Resolver<Maybe<ResolversTypes['DocumentUploadMode']>, ParentType, ContextType>;
  documentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentPages?: Resolver<Array<ResolversTypes['DocumentPage']>, ParentType, ContextType>;
  documentSource?: Resolver<Maybe<ResolversTypes['DocumentSource']>, ParentType, ContextType>;
  documentSubType?: Resolver<ResolversTypes['DocumentSubType'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['DocumentCategory'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latLng?: Resolver<Maybe<ResolversTypes['LatLng']>, ParentType, ContextType>;
  offlineAcceptance?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  opportunityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  signatoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DocumentStatus'], ParentType, ContextType>;
  uniqueIdentifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedThroughOnlinePortal?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type OpportunityDocumentsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityDocumentsPayload'] = ResolversParentTypes['OpportunityDocumentsPayload']> = ResolversObject<{
  documents?: Resolver<Array<ResolversTypes['OpportunityDocument']>, ParentType, ContextType>;
}>;

export type OpportunityKycResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityKyc'] = ResolversParentTypes['OpportunityKyc']> = ResolversObject<{
  expiry?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OpportunityKycDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityKycDetailsPayload'] = ResolversParentTypes['OpportunityKycDetailsPayload']> = ResolversObject<{
  kycCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verification?: Resolver<Maybe<ResolversTypes['KycVerification']>, ParentType, ContextType>;
}>;

export type OpportunityLineItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityLineItem'] = ResolversParentTypes['OpportunityLineItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primeVas?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relatedPlanBundleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totalAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type OpportunityListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityListPayload'] = ResolversParentTypes['OpportunityListPayload']> = ResolversObject<{
  opportunities?: Resolver<Array<ResolversTypes['Opportunity']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type OpportunityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityPayload'] = ResolversParentTypes['OpportunityPayload']> = ResolversObject<{
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
}>;

export type OpportunityPaymentRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityPaymentRecord'] = ResolversParentTypes['OpportunityPaymentRecord']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  depositDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initiationTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  invoiceTxnRefNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opportunityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMode?: Resolver<ResolversTypes['PaymentMode'], ParentType, ContextType>;
  proofDocumentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentRecordStatus'], ParentType, ContextType>;
}>;

export type OpportunityPricingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityPricing'] = ResolversParentTypes['OpportunityPricing']> = ResolversObject<{
  agentComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allVASCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  annualturnoverpreviousfinancialyr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  approvalStatus?: Resolver<Maybe<ResolversTypes['ApprovalStatus']>, ParentType, ContextType>;
  approverComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PricedLine']>, ParentType, ContextType>;
  opportunityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedPrices?: Resolver<Array<ResolversTypes['RequestedPrice']>, ParentType, ContextType>;
  settlementCycle?: Resolver<Maybe<ResolversTypes['SettlementCycle']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OpportunityStatus'], ParentType, ContextType>;
  totalAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type OpportunityPricingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityPricingPayload'] = ResolversParentTypes['OpportunityPricingPayload']> = ResolversObject<{
  pricing?: Resolver<ResolversTypes['OpportunityPricing'], ParentType, ContextType>;
}>;

export type PMandatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PMandatePayload'] = ResolversParentTypes['PMandatePayload']> = ResolversObject<{
  formUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mandate?: Resolver<Maybe<ResolversTypes['Mandate']>, ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PanDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PanDetails'] = ResolversParentTypes['PanDetails']> = ResolversObject<{
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  existingAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAadhaarSeeded?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isBlacklisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isExisting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  panHolderType?: Resolver<ResolversTypes['PanHolderType'], ParentType, ContextType>;
  panNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  panStatus?: Resolver<ResolversTypes['PanStatus'], ParentType, ContextType>;
  suggestedOwnershipType?: Resolver<Maybe<ResolversTypes['OwnershipType']>, ParentType, ContextType>;
}>;

export type PanDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PanDetailsPayload'] = ResolversParentTypes['PanDetailsPayload']> = ResolversObject<{
  panDetails?: Resolver<ResolversTypes['PanDetails'], ParentType, ContextType>;
}>;

export type PerformFaceMatchPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PerformFaceMatchPayload'] = ResolversParentTypes['PerformFaceMatchPayload']> = ResolversObject<{
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isMatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  matchScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['VerificationResult'], ParentType, ContextType>;
}>;

export type PerformKycRulesValidationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PerformKYCRulesValidationPayload'] = ResolversParentTypes['PerformKYCRulesValidationPayload']> = ResolversObject<{
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nameMatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['KycRuleResult']>, ParentType, ContextType>;
}>;

export type PerformKycDocDigitalSyncPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PerformKycDocDigitalSyncPayload'] = ResolversParentTypes['PerformKycDocDigitalSyncPayload']> = ResolversObject<{
  document?: Resolver<Maybe<ResolversTypes['OpportunityDocument']>, ParentType, ContextType>;
  isSynced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['KycRequestStatus'], ParentType, ContextType>;
}>;

export type PerformOcrPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PerformOCRPayload'] = ResolversParentTypes['PerformOCRPayload']> = ResolversObject<{
  extractedData?: Resolver<Maybe<ResolversTypes['KycDocumentData']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['KycRequestStatus'], ParentType, ContextType>;
}>;

export type PerformOcRandDigitallyExtractPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PerformOCRandDigitallyExtractPayload'] = ResolversParentTypes['PerformOCRandDigitallyExtractPayload']> = ResolversObject<{
  digitallyVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  extractedData?: Resolver<Maybe<ResolversTypes['KycDocumentData']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['VerificationResult'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['KycRequestStatus'], ParentType, ContextType>;
}>;

export type PincodeDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PincodeDetailsPayload'] = ResolversParentTypes['PincodeDetailsPayload']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  pinCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['MasterState']>, ParentType, ContextType>;
}>;

export type PlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrimeEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  relatedProducts?: Resolver<Array<ResolversTypes['RelatedPlanBundle']>, ParentType, ContextType>;
  standard?: Resolver<ResolversTypes['PlanPricing'], ParentType, ContextType>;
}>;

export type PlanBomItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanBomItem'] = ResolversParentTypes['PlanBomItem']> = ResolversObject<{
  hardwareSubTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PlanFeesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanFees'] = ResolversParentTypes['PlanFees']> = ResolversObject<{
  advance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isAggregator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rentalPerMonth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  setupFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  transactionFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PlanListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanListPayload'] = ResolversParentTypes['PlanListPayload']> = ResolversObject<{
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
}>;

export type PlanPricingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanPricing'] = ResolversParentTypes['PlanPricing']> = ResolversObject<{
  advanceMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bom?: Resolver<Array<ResolversTypes['PlanBomItem']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['PlanFees'], ParentType, ContextType>;
  mdrDetails?: Resolver<Array<ResolversTypes['MdrDetail']>, ParentType, ContextType>;
  vas?: Resolver<Array<ResolversTypes['PlanVas']>, ParentType, ContextType>;
}>;

export type PlanVasResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanVas'] = ResolversParentTypes['PlanVas']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMandatory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrime?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PosDeploymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PosDeploymentPayload'] = ResolversParentTypes['PosDeploymentPayload']> = ResolversObject<{
  deploymentRequests?: Resolver<Array<ResolversTypes['DeploymentRequest']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['DeploymentItem']>, ParentType, ContextType>;
  nextRequestAllowedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['DeploymentStore']>, ParentType, ContextType>;
}>;

export type PostToSfIntegrationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostToSfIntegrationPayload'] = ResolversParentTypes['PostToSfIntegrationPayload']> = ResolversObject<{
  pushedToSf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PricedLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricedLine'] = ResolversParentTypes['PricedLine']> = ResolversObject<{
  advanceMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bundleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAggregator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mdr?: Resolver<Array<ResolversTypes['PricedMdr']>, ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primeVas?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rentalPerMonth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requestedRentalPerMonth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requestedSetupFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  setupFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transactionFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vasCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PricedMdrResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricedMdr'] = ResolversParentTypes['PricedMdr']> = ResolversObject<{
  acquirerBank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardType?: Resolver<ResolversTypes['CardType'], ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rateType?: Resolver<ResolversTypes['MdrRateType'], ParentType, ContextType>;
}>;

export type ProcessDeploymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProcessDeploymentPayload'] = ResolversParentTypes['ProcessDeploymentPayload']> = ResolversObject<{
  deploymentRequests?: Resolver<Array<ResolversTypes['DeploymentRequest']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['DeploymentItem']>, ParentType, ContextType>;
  nextRequestAllowedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['DeploymentStore']>, ParentType, ContextType>;
}>;

export type ProcessPennyDropPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProcessPennyDropPayload'] = ResolversParentTypes['ProcessPennyDropPayload']> = ResolversObject<{
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  beneficiaryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameMatchScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  nameMatchSuccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pennyDropSuccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['VerificationResult'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  hardwareSubTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isMini?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
}>;

export type ProductItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductItem'] = ResolversParentTypes['ProductItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inTransit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['InventoryLocation']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productItemNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  quantityOnHand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  secondarySerialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workingCondition?: Resolver<ResolversTypes['WorkingCondition'], ParentType, ContextType>;
}>;

export type ProductListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductListPayload'] = ResolversParentTypes['ProductListPayload']> = ResolversObject<{
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type ProductRequirementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductRequirement'] = ResolversParentTypes['ProductRequirement']> = ResolversObject<{
  availableInventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deployedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hardwareSubTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  requiredQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductTransferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductTransfer'] = ResolversParentTypes['ProductTransfer']> = ResolversObject<{
  courierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  destinationLocation?: Resolver<ResolversTypes['InventoryLocation'], ParentType, ContextType>;
  expectedReceiptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceLocation?: Resolver<Maybe<ResolversTypes['InventoryLocation']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductTransferStatus'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductsConsumedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductsConsumedPayload'] = ResolversParentTypes['ProductsConsumedPayload']> = ResolversObject<{
  isProductsConsumed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productsConsumedList?: Resolver<Array<ResolversTypes['ConsumedProduct']>, ParentType, ContextType>;
}>;

export type ProductsRequiredAndInventoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductsRequiredAndInventoryPayload'] = ResolversParentTypes['ProductsRequiredAndInventoryPayload']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ProductRequirement']>, ParentType, ContextType>;
}>;

export type PurchaseOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseOrder'] = ResolversParentTypes['PurchaseOrder']> = ResolversObject<{
  applicationStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offlinePOGeneration?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  onlineAcceptanceStatus?: Resolver<Maybe<ResolversTypes['OnlineAcceptanceStatus']>, ParentType, ContextType>;
  poAcceptanceEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poAcceptanceMobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poActivationStatus?: Resolver<Maybe<ResolversTypes['PoActivationStatus']>, ParentType, ContextType>;
  poLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poRemarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rectifyPo?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  rectifyPoEligible?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sendOnlineAcceptance?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type PurchaseOrderDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseOrderDetails'] = ResolversParentTypes['PurchaseOrderDetails']> = ResolversObject<{
  acceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  activationComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canRequestActivation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offlinePOGeneration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onlineAcceptanceStatus?: Resolver<ResolversTypes['OnlineAcceptanceStatus'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  poAcceptanceEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poAcceptanceMobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poActivationStatus?: Resolver<ResolversTypes['PoActivationStatus'], ParentType, ContextType>;
  poLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  poRemarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rectifyPo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rectifyPoEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendOnlineAcceptance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PurchaseOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseOrderPayload'] = ResolversParentTypes['PurchaseOrderPayload']> = ResolversObject<{
  isEmailSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  purchaseOrder?: Resolver<ResolversTypes['PurchaseOrderDetails'], ParentType, ContextType>;
}>;

export type PurchaseOrderStepPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseOrderStepPayload'] = ResolversParentTypes['PurchaseOrderStepPayload']> = ResolversObject<{
  offlinePOGeneration?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
  poAcceptanceEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poAcceptanceMobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseOrder?: Resolver<Maybe<ResolversTypes['PurchaseOrderDetails']>, ParentType, ContextType>;
  totalAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  LocationFilter?: Resolver<ResolversTypes['LocationFilterPayload'], ParentType, ContextType, RequireFields<QueryLocationFilterArgs, 'input'>>;
  aadhaarDetailsDigiLocker?: Resolver<ResolversTypes['AadhaarDetailsDigiLockerPayload'], ParentType, ContextType, RequireFields<QueryAadhaarDetailsDigiLockerArgs, 'input'>>;
  achList?: Resolver<ResolversTypes['AchListPayload'], ParentType, ContextType, RequireFields<QueryAchListArgs, 'input'>>;
  bankAccount?: Resolver<ResolversTypes['BankAccountPayload'], ParentType, ContextType, RequireFields<QueryBankAccountArgs, 'input'>>;
  billingEntity?: Resolver<ResolversTypes['BillingEntityPayload'], ParentType, ContextType, RequireFields<QueryBillingEntityArgs, 'input'>>;
  businessDetailsStep?: Resolver<ResolversTypes['BusinessDetailsStepPayload'], ParentType, ContextType, RequireFields<QueryBusinessDetailsStepArgs, 'input'>>;
  checkEmailInExperiment?: Resolver<ResolversTypes['CheckEmailInExperimentPayload'], ParentType, ContextType, RequireFields<QueryCheckEmailInExperimentArgs, 'input'>>;
  cinDetails?: Resolver<ResolversTypes['CinDetailsPayload'], ParentType, ContextType, RequireFields<QueryCinDetailsArgs, 'input'>>;
  cinsFromPAN?: Resolver<ResolversTypes['CinsFromPANPayload'], ParentType, ContextType, RequireFields<QueryCinsFromPanArgs, 'input'>>;
  cityDetails?: Resolver<ResolversTypes['CityDetailsPayload'], ParentType, ContextType, RequireFields<QueryCityDetailsArgs, 'input'>>;
  cityList?: Resolver<ResolversTypes['CityListPayload'], ParentType, ContextType, RequireFields<QueryCityListArgs, 'input'>>;
  contactList?: Resolver<ResolversTypes['ContactListPayload'], ParentType, ContextType, RequireFields<QueryContactListArgs, 'input'>>;
  dashboardCounts?: Resolver<ResolversTypes['DashboardCountsPayload'], ParentType, ContextType, RequireFields<QueryDashboardCountsArgs, 'input'>>;
  deploymentRequestByAssetId?: Resolver<ResolversTypes['DeploymentRequestByAssetIdPayload'], ParentType, ContextType, RequireFields<QueryDeploymentRequestByAssetIdArgs, 'input'>>;
  deploymentStore?: Resolver<ResolversTypes['DeploymentStorePayload'], ParentType, ContextType, RequireFields<QueryDeploymentStoreArgs, 'input'>>;
  deploymentStoresByMerchantId?: Resolver<ResolversTypes['DeploymentStoresByMerchantIdPayload'], ParentType, ContextType, RequireFields<QueryDeploymentStoresByMerchantIdArgs, 'input'>>;
  devicesToBeLinked?: Resolver<ResolversTypes['DevicesToBeLinkedPayload'], ParentType, ContextType, RequireFields<QueryDevicesToBeLinkedArgs, 'input'>>;
  dlDetails?: Resolver<ResolversTypes['DlDetailsPayload'], ParentType, ContextType, RequireFields<QueryDlDetailsArgs, 'input'>>;
  eMandate?: Resolver<ResolversTypes['EMandatePayload'], ParentType, ContextType, RequireFields<QueryEMandateArgs, 'input'>>;
  eSignMandate?: Resolver<ResolversTypes['ESignMandatePayload'], ParentType, ContextType, RequireFields<QueryESignMandateArgs, 'input'>>;
  editableIds?: Resolver<ResolversTypes['EditableIdsPayload'], ParentType, ContextType, RequireFields<QueryEditableIdsArgs, 'input'>>;
  extractMccs?: Resolver<ResolversTypes['ExtractMccsPayload'], ParentType, ContextType, RequireFields<QueryExtractMccsArgs, 'input'>>;
  faqList?: Resolver<ResolversTypes['FaqListPayload'], ParentType, ContextType, RequireFields<QueryFaqListArgs, 'input'>>;
  formReleaseStep?: Resolver<ResolversTypes['FormReleaseStep'], ParentType, ContextType, RequireFields<QueryFormReleaseStepArgs, 'input'>>;
  formsPreview?: Resolver<ResolversTypes['FormsPreview'], ParentType, ContextType, RequireFields<QueryFormsPreviewArgs, 'input'>>;
  getExtractedData?: Resolver<ResolversTypes['GetExtractedDataPayload'], ParentType, ContextType, RequireFields<QueryGetExtractedDataArgs, 'input'>>;
  getFilteredBankAccount?: Resolver<ResolversTypes['GetFilteredBankAccountPayload'], ParentType, ContextType, RequireFields<QueryGetFilteredBankAccountArgs, 'input'>>;
  getFilteredBillingEntities?: Resolver<ResolversTypes['GetFilteredBillingEntitiesPayload'], ParentType, ContextType, RequireFields<QueryGetFilteredBillingEntitiesArgs, 'input'>>;
  getOpportunityPaymentStatus?: Resolver<ResolversTypes['GetOpportunityPaymentStatusPayload'], ParentType, ContextType, RequireFields<QueryGetOpportunityPaymentStatusArgs, 'input'>>;
  getOpportunityProduct?: Resolver<ResolversTypes['GetOpportunityProductPayload'], ParentType, ContextType, RequireFields<QueryGetOpportunityProductArgs, 'input'>>;
  getProductItems?: Resolver<ResolversTypes['GetProductItemsPayload'], ParentType, ContextType, RequireFields<QueryGetProductItemsArgs, 'input'>>;
  getProductTransfer?: Resolver<ResolversTypes['GetProductTransferPayload'], ParentType, ContextType, RequireFields<QueryGetProductTransferArgs, 'input'>>;
  getProductTransfers?: Resolver<ResolversTypes['GetProductTransfersPayload'], ParentType, ContextType, RequireFields<QueryGetProductTransfersArgs, 'input'>>;
  getProductsConsumed?: Resolver<ResolversTypes['GetProductsConsumedPayload'], ParentType, ContextType, RequireFields<QueryGetProductsConsumedArgs, 'input'>>;
  getSponsorMerchantMapping?: Resolver<ResolversTypes['GetSponsorMerchantMappingPayload'], ParentType, ContextType, RequireFields<QueryGetSponsorMerchantMappingArgs, 'input'>>;
  gstDetails?: Resolver<ResolversTypes['GstDetailsPayload'], ParentType, ContextType, RequireFields<QueryGstDetailsArgs, 'input'>>;
  gstinsFromPAN?: Resolver<ResolversTypes['GstinsFromPANPayload'], ParentType, ContextType, RequireFields<QueryGstinsFromPanArgs, 'input'>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ifscDetails?: Resolver<ResolversTypes['IfscDetailsPayload'], ParentType, ContextType, RequireFields<QueryIfscDetailsArgs, 'input'>>;
  journeyLead?: Resolver<ResolversTypes['JourneyLeadPayload'], ParentType, ContextType, RequireFields<QueryJourneyLeadArgs, 'input'>>;
  kycDocEExtractedData?: Resolver<ResolversTypes['KycDocEExtractedDataPayload'], ParentType, ContextType, RequireFields<QueryKycDocEExtractedDataArgs, 'input'>>;
  kycLink?: Resolver<ResolversTypes['KycLinkPayload'], ParentType, ContextType, RequireFields<QueryKycLinkArgs, 'input'>>;
  kycStatusData?: Resolver<ResolversTypes['KycStatusDataPayload'], ParentType, ContextType, RequireFields<QueryKycStatusDataArgs, 'input'>>;
  kycVerificationRequestStatus?: Resolver<ResolversTypes['KycVerificationRequestStatusPayload'], ParentType, ContextType, RequireFields<QueryKycVerificationRequestStatusArgs, 'input'>>;
  lead?: Resolver<ResolversTypes['LeadPayload'], ParentType, ContextType, RequireFields<QueryLeadArgs, 'input'>>;
  leadList?: Resolver<ResolversTypes['LeadListPayload'], ParentType, ContextType, RequireFields<QueryLeadListArgs, 'input'>>;
  llpinDetails?: Resolver<ResolversTypes['LlpinDetailsPayload'], ParentType, ContextType, RequireFields<QueryLlpinDetailsArgs, 'input'>>;
  locateMeAddress?: Resolver<ResolversTypes['LocateMeAddressPayload'], ParentType, ContextType, RequireFields<QueryLocateMeAddressArgs, 'input'>>;
  masterMccList?: Resolver<ResolversTypes['MasterMccListPayload'], ParentType, ContextType, RequireFields<QueryMasterMccListArgs, 'input'>>;
  masterStateList?: Resolver<ResolversTypes['MasterStateListPayload'], ParentType, ContextType, RequireFields<QueryMasterStateListArgs, 'input'>>;
  mccsFromGSTIN?: Resolver<ResolversTypes['MccsFromGSTINPayload'], ParentType, ContextType, RequireFields<QueryMccsFromGstinArgs, 'input'>>;
  merchantAccountDetails?: Resolver<ResolversTypes['MerchantAccountDetailsPayload'], ParentType, ContextType, RequireFields<QueryMerchantAccountDetailsArgs, 'input'>>;
  merchantFilter?: Resolver<ResolversTypes['MerchantFilterPayload'], ParentType, ContextType, RequireFields<QueryMerchantFilterArgs, 'input'>>;
  merchantMccAndContactData?: Resolver<ResolversTypes['MerchantMccAndContactDataPayload'], ParentType, ContextType, RequireFields<QueryMerchantMccAndContactDataArgs, 'input'>>;
  merchantOnboardingStateV2?: Resolver<ResolversTypes['MerchantOnboardingStateV2Payload'], ParentType, ContextType, RequireFields<QueryMerchantOnboardingStateV2Args, 'input'>>;
  merchantSignatoryInfo?: Resolver<ResolversTypes['MerchantSignatoryInfoPayload'], ParentType, ContextType, RequireFields<QueryMerchantSignatoryInfoArgs, 'input'>>;
  opportunity?: Resolver<ResolversTypes['OpportunityPayload'], ParentType, ContextType, RequireFields<QueryOpportunityArgs, 'input'>>;
  opportunityBankAccount?: Resolver<ResolversTypes['OpportunityBankAccountPayload'], ParentType, ContextType, RequireFields<QueryOpportunityBankAccountArgs, 'input'>>;
  opportunityDocuments?: Resolver<ResolversTypes['OpportunityDocumentsPayload'], ParentType, ContextType, RequireFields<QueryOpportunityDocumentsArgs, 'input'>>;
  opportunityKycDetails?: Resolver<ResolversTypes['OpportunityKycDetailsPayload'], ParentType, ContextType, RequireFields<QueryOpportunityKycDetailsArgs, 'input'>>;
  opportunityList?: Resolver<ResolversTypes['OpportunityListPayload'], ParentType, ContextType, RequireFields<QueryOpportunityListArgs, 'input'>>;
  opportunityPricing?: Resolver<ResolversTypes['OpportunityPricingPayload'], ParentType, ContextType, RequireFields<QueryOpportunityPricingArgs, 'input'>>;
  pMandate?: Resolver<ResolversTypes['PMandatePayload'], ParentType, ContextType, RequireFields<QueryPMandateArgs, 'input'>>;
  panDetails?: Resolver<ResolversTypes['PanDetailsPayload'], ParentType, ContextType, RequireFields<QueryPanDetailsArgs, 'input'>>;
  pincodeDetails?: Resolver<ResolversTypes['PincodeDetailsPayload'], ParentType, ContextType, RequireFields<QueryPincodeDetailsArgs, 'input'>>;
  planList?: Resolver<ResolversTypes['PlanListPayload'], ParentType, ContextType, RequireFields<QueryPlanListArgs, 'input'>>;
  posDeployment?: Resolver<ResolversTypes['PosDeploymentPayload'], ParentType, ContextType, RequireFields<QueryPosDeploymentArgs, 'input'>>;
  productList?: Resolver<ResolversTypes['ProductListPayload'], ParentType, ContextType, RequireFields<QueryProductListArgs, 'input'>>;
  productsRequiredAndInventory?: Resolver<ResolversTypes['ProductsRequiredAndInventoryPayload'], ParentType, ContextType, RequireFields<QueryProductsRequiredAndInventoryArgs, 'input'>>;
  purchaseOrderStep?: Resolver<ResolversTypes['PurchaseOrderStepPayload'], ParentType, ContextType, RequireFields<QueryPurchaseOrderStepArgs, 'input'>>;
  salesAppLatestVersion?: Resolver<ResolversTypes['SalesAppLatestVersionPayload'], ParentType, ContextType, RequireFields<QuerySalesAppLatestVersionArgs, 'input'>>;
  shopAndEstablishmentDetails?: Resolver<ResolversTypes['ShopAndEstablishmentDetailsPayload'], ParentType, ContextType, RequireFields<QueryShopAndEstablishmentDetailsArgs, 'input'>>;
  stateAndCityName?: Resolver<ResolversTypes['StateAndCityNamePayload'], ParentType, ContextType, RequireFields<QueryStateAndCityNameArgs, 'input'>>;
  stateAndCityNameFromCityId?: Resolver<ResolversTypes['StateAndCityNameFromCityIdPayload'], ParentType, ContextType, RequireFields<QueryStateAndCityNameFromCityIdArgs, 'input'>>;
  storeAddressList?: Resolver<ResolversTypes['StoreAddressListPayload'], ParentType, ContextType, RequireFields<QueryStoreAddressListArgs, 'input'>>;
  trainingVideoList?: Resolver<ResolversTypes['TrainingVideoListPayload'], ParentType, ContextType, RequireFields<QueryTrainingVideoListArgs, 'input'>>;
  udyamRegnSearch?: Resolver<ResolversTypes['UdyamRegnSearchPayload'], ParentType, ContextType, RequireFields<QueryUdyamRegnSearchArgs, 'input'>>;
  validateVPA?: Resolver<ResolversTypes['ValidateVPAPayload'], ParentType, ContextType, RequireFields<QueryValidateVpaArgs, 'input'>>;
}>;

export type RelatedPlanBundleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RelatedPlanBundle'] = ResolversParentTypes['RelatedPlanBundle']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrimeAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['PlanPricing'], ParentType, ContextType>;
  productIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ReopenLeadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReopenLeadPayload'] = ResolversParentTypes['ReopenLeadPayload']> = ResolversObject<{
  lead?: Resolver<ResolversTypes['Lead'], ParentType, ContextType>;
}>;

export type ReopenOpportunityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReopenOpportunityPayload'] = ResolversParentTypes['ReopenOpportunityPayload']> = ResolversObject<{
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
}>;

export type RequestedPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestedPrice'] = ResolversParentTypes['RequestedPrice']> = ResolversObject<{
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rentalPerMonth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  setupFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ReviewOpportunityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewOpportunityPayload'] = ResolversParentTypes['ReviewOpportunityPayload']> = ResolversObject<{
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
  opportunitySubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RevisePricingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevisePricingPayload'] = ResolversParentTypes['RevisePricingPayload']> = ResolversObject<{
  pricing?: Resolver<ResolversTypes['OpportunityPricing'], ParentType, ContextType>;
}>;

export type SalesAppLatestVersionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesAppLatestVersionPayload'] = ResolversParentTypes['SalesAppLatestVersionPayload']> = ResolversObject<{
  updateType?: Resolver<ResolversTypes['AppUpdateType'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SaveBusinessDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveBusinessDetailsPayload'] = ResolversParentTypes['SaveBusinessDetailsPayload']> = ResolversObject<{
  billingEntity?: Resolver<ResolversTypes['BillingEntity'], ParentType, ContextType>;
  mcc?: Resolver<ResolversTypes['MerchantMcc'], ParentType, ContextType>;
  merchantAccount?: Resolver<ResolversTypes['MerchantAccount'], ParentType, ContextType>;
  opportunityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  primaryContact?: Resolver<ResolversTypes['MerchantContact'], ParentType, ContextType>;
}>;

export type SaveDeploymentStoresPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveDeploymentStoresPayload'] = ResolversParentTypes['SaveDeploymentStoresPayload']> = ResolversObject<{
  primaryStoreId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  removedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['DeploymentStore']>, ParentType, ContextType>;
}>;

export type SaveKycDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveKycDetailsPayload'] = ResolversParentTypes['SaveKycDetailsPayload']> = ResolversObject<{
  kycCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['KycVerification'], ParentType, ContextType>;
}>;

export type SaveMerchantSignatoriesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveMerchantSignatoriesPayload'] = ResolversParentTypes['SaveMerchantSignatoriesPayload']> = ResolversObject<{
  allKycCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  signatories?: Resolver<Array<ResolversTypes['MerchantSignatory']>, ParentType, ContextType>;
}>;

export type SaveOpportunityDocumentsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveOpportunityDocumentsPayload'] = ResolversParentTypes['SaveOpportunityDocumentsPayload']> = ResolversObject<{
  documents?: Resolver<Array<ResolversTypes['OpportunityDocument']>, ParentType, ContextType>;
}>;

export type SelectedPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedPlan'] = ResolversParentTypes['SelectedPlan']> = ResolversObject<{
  lineItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primeVas?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relatedPlanBundleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type SelectedProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedProduct'] = ResolversParentTypes['SelectedProduct']> = ResolversObject<{
  plans?: Resolver<Array<ResolversTypes['SelectedPlan']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type SessionUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = ResolversObject<{
  employeeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  employeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
}>;

export type ShopAndEstablishmentDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopAndEstablishmentDetails'] = ResolversParentTypes['ShopAndEstablishmentDetails']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  natureOfBusiness?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  registrationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  validUpto?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type ShopAndEstablishmentDetailsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopAndEstablishmentDetailsPayload'] = ResolversParentTypes['ShopAndEstablishmentDetailsPayload']> = ResolversObject<{
  seDetails?: Resolver<ResolversTypes['ShopAndEstablishmentDetails'], ParentType, ContextType>;
}>;

export type SignatoryKycStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignatoryKycStatus'] = ResolversParentTypes['SignatoryKycStatus']> = ResolversObject<{
  identityType?: Resolver<Maybe<ResolversTypes['IdentityType']>, ParentType, ContextType>;
  isKycSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kycCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  panNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signatoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type SponsorMerchantMappingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SponsorMerchantMapping'] = ResolversParentTypes['SponsorMerchantMapping']> = ResolversObject<{
  availableDevices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cumulativeSponsoredDevices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  panNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sponsorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SsoLoginInternalPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SsoLoginInternalPayload'] = ResolversParentTypes['SsoLoginInternalPayload']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accessTokenExpiresAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  crmToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshTokenExpiresAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
}>;

export type SsoLogoutInternalPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SsoLogoutInternalPayload'] = ResolversParentTypes['SsoLogoutInternalPayload']> = ResolversObject<{
  isLoggedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StateAndCityNameFromCityIdPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StateAndCityNameFromCityIdPayload'] = ResolversParentTypes['StateAndCityNameFromCityIdPayload']> = ResolversObject<{
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StateAndCityNamePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StateAndCityNamePayload'] = ResolversParentTypes['StateAndCityNamePayload']> = ResolversObject<{
  cityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StepEditableConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StepEditableConfig'] = ResolversParentTypes['StepEditableConfig']> = ResolversObject<{
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StoreAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreAddress'] = ResolversParentTypes['StoreAddress']> = ResolversObject<{
  address?: Resolver<ResolversTypes['MerchantAddress'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  merchantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  merchantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreAddressListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreAddressListPayload'] = ResolversParentTypes['StoreAddressListPayload']> = ResolversObject<{
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['StoreAddress']>, ParentType, ContextType>;
}>;

export type SubmitPricingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmitPricingPayload'] = ResolversParentTypes['SubmitPricingPayload']> = ResolversObject<{
  pricing?: Resolver<ResolversTypes['OpportunityPricing'], ParentType, ContextType>;
}>;

export type TestTransactionProofResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestTransactionProof'] = ResolversParentTypes['TestTransactionProof']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  documentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  imgUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TrainingVideoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrainingVideo'] = ResolversParentTypes['TrainingVideo']> = ResolversObject<{
  addedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrainingVideoListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrainingVideoListPayload'] = ResolversParentTypes['TrainingVideoListPayload']> = ResolversObject<{
  videos?: Resolver<Array<ResolversTypes['TrainingVideo']>, ParentType, ContextType>;
}>;

export type UdyamDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UdyamDetails'] = ResolversParentTypes['UdyamDetails']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['MerchantAddress']>, ParentType, ContextType>;
  dateOfIncorporation?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  dateOfRegistration?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enterpriseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enterpriseType?: Resolver<Maybe<ResolversTypes['UdyamEnterpriseType']>, ParentType, ContextType>;
  majorActivity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nicCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  socialCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  udyamNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UdyamRegnSearchPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UdyamRegnSearchPayload'] = ResolversParentTypes['UdyamRegnSearchPayload']> = ResolversObject<{
  udyamDetails?: Resolver<ResolversTypes['UdyamDetails'], ParentType, ContextType>;
}>;

export type UpdateBankAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateBankAccountPayload'] = ResolversParentTypes['UpdateBankAccountPayload']> = ResolversObject<{
  bankAccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameMatchSuccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pennyDropSuccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UpdateBillingEntityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateBillingEntityPayload'] = ResolversParentTypes['UpdateBillingEntityPayload']> = ResolversObject<{
  billingEntity?: Resolver<ResolversTypes['BillingEntity'], ParentType, ContextType>;
}>;

export type UpdateDeploymentRequestPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateDeploymentRequestPayload'] = ResolversParentTypes['UpdateDeploymentRequestPayload']> = ResolversObject<{
  deploymentRequest?: Resolver<ResolversTypes['DeploymentRequest'], ParentType, ContextType>;
  isUpdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UpdateDeploymentStorePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateDeploymentStorePayload'] = ResolversParentTypes['UpdateDeploymentStorePayload']> = ResolversObject<{
  store?: Resolver<ResolversTypes['DeploymentStore'], ParentType, ContextType>;
}>;

export type UpdateLeadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateLeadPayload'] = ResolversParentTypes['UpdateLeadPayload']> = ResolversObject<{
  isUpdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UpdateMerchantContactPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateMerchantContactPayload'] = ResolversParentTypes['UpdateMerchantContactPayload']> = ResolversObject<{
  contact?: Resolver<ResolversTypes['MerchantContact'], ParentType, ContextType>;
}>;

export type UpdateMerchantMccPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateMerchantMCCPayload'] = ResolversParentTypes['UpdateMerchantMCCPayload']> = ResolversObject<{
  mcc?: Resolver<ResolversTypes['MerchantMcc'], ParentType, ContextType>;
}>;

export type UpdateMerchantOnboardingStatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateMerchantOnboardingStatePayload'] = ResolversParentTypes['UpdateMerchantOnboardingStatePayload']> = ResolversObject<{
  merchantOnboardingState?: Resolver<ResolversTypes['MerchantOnboardingState'], ParentType, ContextType>;
}>;

export type UpdateMerchantPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateMerchantPayload'] = ResolversParentTypes['UpdateMerchantPayload']> = ResolversObject<{
  isUpdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  merchantAccount?: Resolver<ResolversTypes['MerchantAccount'], ParentType, ContextType>;
}>;

export type UpdateMerchantSignatoryInfoPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateMerchantSignatoryInfoPayload'] = ResolversParentTypes['UpdateMerchantSignatoryInfoPayload']> = ResolversObject<{
  signatory?: Resolver<ResolversTypes['MerchantSignatory'], ParentType, ContextType>;
}>;

export type UpdateOpportunityDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOpportunityDocumentPayload'] = ResolversParentTypes['UpdateOpportunityDocumentPayload']> = ResolversObject<{
  document?: Resolver<ResolversTypes['OpportunityDocument'], ParentType, ContextType>;
}>;

export type UpdateOpportunityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOpportunityPayload'] = ResolversParentTypes['UpdateOpportunityPayload']> = ResolversObject<{
  isUpdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
}>;

export type UpdateOpportunityPaymentRecordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOpportunityPaymentRecordPayload'] = ResolversParentTypes['UpdateOpportunityPaymentRecordPayload']> = ResolversObject<{
  paymentRecord?: Resolver<ResolversTypes['OpportunityPaymentRecord'], ParentType, ContextType>;
}>;

export type UpdateProductItemPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProductItemPayload'] = ResolversParentTypes['UpdateProductItemPayload']> = ResolversObject<{
  productItem?: Resolver<ResolversTypes['ProductItem'], ParentType, ContextType>;
}>;

export type UpdateProductTransferPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProductTransferPayload'] = ResolversParentTypes['UpdateProductTransferPayload']> = ResolversObject<{
  productTransfer?: Resolver<ResolversTypes['ProductTransfer'], ParentType, ContextType>;
}>;

export type UploadPMandatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadPMandatePayload'] = ResolversParentTypes['UploadPMandatePayload']> = ResolversObject<{
  document?: Resolver<ResolversTypes['OpportunityDocument'], ParentType, ContextType>;
  isSignUploaded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mandate?: Resolver<ResolversTypes['Mandate'], ParentType, ContextType>;
}>;

export type ValidateVpaPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValidateVPAPayload'] = ResolversParentTypes['ValidateVPAPayload']> = ResolversObject<{
  accountHolderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAutoPayEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vpa?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VerifyPublicCredentialPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyPublicCredentialPayload'] = ResolversParentTypes['VerifyPublicCredentialPayload']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AadhaarDetailsDigiLockerPayload?: AadhaarDetailsDigiLockerPayloadResolvers<ContextType>;
  AchListPayload?: AchListPayloadResolvers<ContextType>;
  AddDeploymentStorePayload?: AddDeploymentStorePayloadResolvers<ContextType>;
  AddTrainingVideoPayload?: AddTrainingVideoPayloadResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  BankAccountPayload?: BankAccountPayloadResolvers<ContextType>;
  BillingEntity?: BillingEntityResolvers<ContextType>;
  BillingEntityPayload?: BillingEntityPayloadResolvers<ContextType>;
  BusinessDetails?: BusinessDetailsResolvers<ContextType>;
  BusinessDetailsStepPayload?: BusinessDetailsStepPayloadResolvers<ContextType>;
  CacheAccountPayload?: CacheAccountPayloadResolvers<ContextType>;
  CancelledCheque?: CancelledChequeResolvers<ContextType>;
  CheckEmailInExperimentPayload?: CheckEmailInExperimentPayloadResolvers<ContextType>;
  CheckOSVPayload?: CheckOsvPayloadResolvers<ContextType>;
  CinDetails?: CinDetailsResolvers<ContextType>;
  CinDetailsPayload?: CinDetailsPayloadResolvers<ContextType>;
  CinSummary?: CinSummaryResolvers<ContextType>;
  CinsFromPANPayload?: CinsFromPanPayloadResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  CityDetailsPayload?: CityDetailsPayloadResolvers<ContextType>;
  CityListPayload?: CityListPayloadResolvers<ContextType>;
  CompanyDirector?: CompanyDirectorResolvers<ContextType>;
  ConsumedProduct?: ConsumedProductResolvers<ContextType>;
  ContactListPayload?: ContactListPayloadResolvers<ContextType>;
  CreateBankAccountPayload?: CreateBankAccountPayloadResolvers<ContextType>;
  CreateBillingEntityPayload?: CreateBillingEntityPayloadResolvers<ContextType>;
  CreateDeploymentStorePayload?: CreateDeploymentStorePayloadResolvers<ContextType>;
  CreateDeploymentStoresPayload?: CreateDeploymentStoresPayloadResolvers<ContextType>;
  CreateDigiLockerRequestPayload?: CreateDigiLockerRequestPayloadResolvers<ContextType>;
  CreateEMandatePayload?: CreateEMandatePayloadResolvers<ContextType>;
  CreateESignMandatePayload?: CreateESignMandatePayloadResolvers<ContextType>;
  CreateLeadPayload?: CreateLeadPayloadResolvers<ContextType>;
  CreateMerchantAccountMccPayload?: CreateMerchantAccountMccPayloadResolvers<ContextType>;
  CreateMerchantContactPayload?: CreateMerchantContactPayloadResolvers<ContextType>;
  CreateMerchantOnboardingStatePayload?: CreateMerchantOnboardingStatePayloadResolvers<ContextType>;
  CreateMerchantPayload?: CreateMerchantPayloadResolvers<ContextType>;
  CreateMerchantSignatoryInfoPayload?: CreateMerchantSignatoryInfoPayloadResolvers<ContextType>;
  CreateOLIPayload?: CreateOliPayloadResolvers<ContextType>;
  CreateOpportunityDocumentPayload?: CreateOpportunityDocumentPayloadResolvers<ContextType>;
  CreateOpportunityDocumentsPayload?: CreateOpportunityDocumentsPayloadResolvers<ContextType>;
  CreateOpportunityPayload?: CreateOpportunityPayloadResolvers<ContextType>;
  CreateOpportunityPaymentRecordPayload?: CreateOpportunityPaymentRecordPayloadResolvers<ContextType>;
  CreatePMandatePayload?: CreatePMandatePayloadResolvers<ContextType>;
  CreateProductTransferPayload?: CreateProductTransferPayloadResolvers<ContextType>;
  CseRejectionData?: CseRejectionDataResolvers<ContextType>;
  DashboardCountsPayload?: DashboardCountsPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteDeploymentStorePayload?: DeleteDeploymentStorePayloadResolvers<ContextType>;
  DeleteMerchantSignatoryInfoPayload?: DeleteMerchantSignatoryInfoPayloadResolvers<ContextType>;
  DeleteOpportunityDocumentsPayload?: DeleteOpportunityDocumentsPayloadResolvers<ContextType>;
  DeploymentItem?: DeploymentItemResolvers<ContextType>;
  DeploymentRequest?: DeploymentRequestResolvers<ContextType>;
  DeploymentRequestByAssetIdPayload?: DeploymentRequestByAssetIdPayloadResolvers<ContextType>;
  DeploymentStore?: DeploymentStoreResolvers<ContextType>;
  DeploymentStorePayload?: DeploymentStorePayloadResolvers<ContextType>;
  DeploymentStoresByMerchantIdPayload?: DeploymentStoresByMerchantIdPayloadResolvers<ContextType>;
  DeviceDeLinkingDetailsPayload?: DeviceDeLinkingDetailsPayloadResolvers<ContextType>;
  DeviceLinkingDetailsPayload?: DeviceLinkingDetailsPayloadResolvers<ContextType>;
  DevicesToBeLinkedPayload?: DevicesToBeLinkedPayloadResolvers<ContextType>;
  DlDetailsPayload?: DlDetailsPayloadResolvers<ContextType>;
  DocumentPage?: DocumentPageResolvers<ContextType>;
  EMandatePayload?: EMandatePayloadResolvers<ContextType>;
  ESignMandatePayload?: ESignMandatePayloadResolvers<ContextType>;
  EditableIdEntry?: EditableIdEntryResolvers<ContextType>;
  EditableIdsPayload?: EditableIdsPayloadResolvers<ContextType>;
  ExtractMccsPayload?: ExtractMccsPayloadResolvers<ContextType>;
  ExtractedDocumentData?: ExtractedDocumentDataResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  FaqListPayload?: FaqListPayloadResolvers<ContextType>;
  FaqTopic?: FaqTopicResolvers<ContextType>;
  FormReleaseStep?: FormReleaseStepResolvers<ContextType>;
  FormsCheckProblem?: FormsCheckProblemResolvers<ContextType>;
  FormsPreview?: FormsPreviewResolvers<ContextType>;
  FormsPreviewSource?: FormsPreviewSourceResolvers<ContextType>;
  GetExtractedDataPayload?: GetExtractedDataPayloadResolvers<ContextType>;
  GetFilteredBankAccountPayload?: GetFilteredBankAccountPayloadResolvers<ContextType>;
  GetFilteredBillingEntitiesPayload?: GetFilteredBillingEntitiesPayloadResolvers<ContextType>;
  GetOpportunityPaymentStatusPayload?: GetOpportunityPaymentStatusPayloadResolvers<ContextType>;
  GetOpportunityProductPayload?: GetOpportunityProductPayloadResolvers<ContextType>;
  GetProductItemsPayload?: GetProductItemsPayloadResolvers<ContextType>;
  GetProductTransferPayload?: GetProductTransferPayloadResolvers<ContextType>;
  GetProductTransfersPayload?: GetProductTransfersPayloadResolvers<ContextType>;
  GetProductsConsumedPayload?: GetProductsConsumedPayloadResolvers<ContextType>;
  GetSponsorMerchantMappingPayload?: GetSponsorMerchantMappingPayloadResolvers<ContextType>;
  GstDetails?: GstDetailsResolvers<ContextType>;
  GstDetailsPayload?: GstDetailsPayloadResolvers<ContextType>;
  GstinSummary?: GstinSummaryResolvers<ContextType>;
  GstinsFromPANPayload?: GstinsFromPanPayloadResolvers<ContextType>;
  IfscDetails?: IfscDetailsResolvers<ContextType>;
  IfscDetailsPayload?: IfscDetailsPayloadResolvers<ContextType>;
  InitiatePaymentPayload?: InitiatePaymentPayloadResolvers<ContextType>;
  InventoryLocation?: InventoryLocationResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  JourneyLeadContact?: JourneyLeadContactResolvers<ContextType>;
  JourneyLeadDetails?: JourneyLeadDetailsResolvers<ContextType>;
  JourneyLeadPayload?: JourneyLeadPayloadResolvers<ContextType>;
  KycDocEExtractedDataPayload?: KycDocEExtractedDataPayloadResolvers<ContextType>;
  KycDocumentData?: KycDocumentDataResolvers<ContextType>;
  KycLinkDetails?: KycLinkDetailsResolvers<ContextType>;
  KycLinkPayload?: KycLinkPayloadResolvers<ContextType>;
  KycOpportunityDocumentPayload?: KycOpportunityDocumentPayloadResolvers<ContextType>;
  KycRuleResult?: KycRuleResultResolvers<ContextType>;
  KycStatusDataPayload?: KycStatusDataPayloadResolvers<ContextType>;
  KycVerification?: KycVerificationResolvers<ContextType>;
  KycVerificationRequestStatusPayload?: KycVerificationRequestStatusPayloadResolvers<ContextType>;
  LatLng?: LatLngResolvers<ContextType>;
  Lead?: LeadResolvers<ContextType>;
  LeadContact?: LeadContactResolvers<ContextType>;
  LeadListPayload?: LeadListPayloadResolvers<ContextType>;
  LeadPayload?: LeadPayloadResolvers<ContextType>;
  LeadShop?: LeadShopResolvers<ContextType>;
  LlpPartner?: LlpPartnerResolvers<ContextType>;
  LlpinDetails?: LlpinDetailsResolvers<ContextType>;
  LlpinDetailsPayload?: LlpinDetailsPayloadResolvers<ContextType>;
  LocateMeAddressPayload?: LocateMeAddressPayloadResolvers<ContextType>;
  LocationFilterPayload?: LocationFilterPayloadResolvers<ContextType>;
  Mandate?: MandateResolvers<ContextType>;
  MandateEligibility?: MandateEligibilityResolvers<ContextType>;
  MappedDevice?: MappedDeviceResolvers<ContextType>;
  MasterMccListPayload?: MasterMccListPayloadResolvers<ContextType>;
  MasterState?: MasterStateResolvers<ContextType>;
  MasterStateListPayload?: MasterStateListPayloadResolvers<ContextType>;
  MccRecord?: MccRecordResolvers<ContextType>;
  MccsFromGSTINPayload?: MccsFromGstinPayloadResolvers<ContextType>;
  MdrDetail?: MdrDetailResolvers<ContextType>;
  MdrSlab?: MdrSlabResolvers<ContextType>;
  MerchantAccount?: MerchantAccountResolvers<ContextType>;
  MerchantAccountDetailsPayload?: MerchantAccountDetailsPayloadResolvers<ContextType>;
  MerchantAddress?: MerchantAddressResolvers<ContextType>;
  MerchantContact?: MerchantContactResolvers<ContextType>;
  MerchantFilterPayload?: MerchantFilterPayloadResolvers<ContextType>;
  MerchantMcc?: MerchantMccResolvers<ContextType>;
  MerchantMccAndContactDataPayload?: MerchantMccAndContactDataPayloadResolvers<ContextType>;
  MerchantOnboardingState?: MerchantOnboardingStateResolvers<ContextType>;
  MerchantOnboardingStateV2Payload?: MerchantOnboardingStateV2PayloadResolvers<ContextType>;
  MerchantProfile?: MerchantProfileResolvers<ContextType>;
  MerchantSignatory?: MerchantSignatoryResolvers<ContextType>;
  MerchantSignatoryInfoPayload?: MerchantSignatoryInfoPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OnboardingStep?: OnboardingStepResolvers<ContextType>;
  Opportunity?: OpportunityResolvers<ContextType>;
  OpportunityBankAccountPayload?: OpportunityBankAccountPayloadResolvers<ContextType>;
  OpportunityDocument?: OpportunityDocumentResolvers<ContextType>;
  OpportunityDocumentsPayload?: OpportunityDocumentsPayloadResolvers<ContextType>;
  OpportunityKyc?: OpportunityKycResolvers<ContextType>;
  OpportunityKycDetailsPayload?: OpportunityKycDetailsPayloadResolvers<ContextType>;
  OpportunityLineItem?: OpportunityLineItemResolvers<ContextType>;
  OpportunityListPayload?: OpportunityListPayloadResolvers<ContextType>;
  OpportunityPayload?: OpportunityPayloadResolvers<ContextType>;
  OpportunityPaymentRecord?: OpportunityPaymentRecordResolvers<ContextType>;
  OpportunityPricing?: OpportunityPricingResolvers<ContextType>;
  OpportunityPricingPayload?: OpportunityPricingPayloadResolvers<ContextType>;
  PMandatePayload?: PMandatePayloadResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PanDetails?: PanDetailsResolvers<ContextType>;
  PanDetailsPayload?: PanDetailsPayloadResolvers<ContextType>;
  PerformFaceMatchPayload?: PerformFaceMatchPayloadResolvers<ContextType>;
  PerformKYCRulesValidationPayload?: PerformKycRulesValidationPayloadResolvers<ContextType>;
  PerformKycDocDigitalSyncPayload?: PerformKycDocDigitalSyncPayloadResolvers<ContextType>;
  PerformOCRPayload?: PerformOcrPayloadResolvers<ContextType>;
  PerformOCRandDigitallyExtractPayload?: PerformOcRandDigitallyExtractPayloadResolvers<ContextType>;
  PincodeDetailsPayload?: PincodeDetailsPayloadResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanBomItem?: PlanBomItemResolvers<ContextType>;
  PlanFees?: PlanFeesResolvers<ContextType>;
  PlanListPayload?: PlanListPayloadResolvers<ContextType>;
  PlanPricing?: PlanPricingResolvers<ContextType>;
  PlanVas?: PlanVasResolvers<ContextType>;
  PosDeploymentPayload?: PosDeploymentPayloadResolvers<ContextType>;
  PostToSfIntegrationPayload?: PostToSfIntegrationPayloadResolvers<ContextType>;
  PricedLine?: PricedLineResolvers<ContextType>;
  PricedMdr?: PricedMdrResolvers<ContextType>;
  ProcessDeploymentPayload?: ProcessDeploymentPayloadResolvers<ContextType>;
  ProcessPennyDropPayload?: ProcessPennyDropPayloadResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductItem?: ProductItemResolvers<ContextType>;
  ProductListPayload?: ProductListPayloadResolvers<ContextType>;
  ProductRequirement?: ProductRequirementResolvers<ContextType>;
  ProductTransfer?: ProductTransferResolvers<ContextType>;
  ProductsConsumedPayload?: ProductsConsumedPayloadResolvers<ContextType>;
  ProductsRequiredAndInventoryPayload?: ProductsRequiredAndInventoryPayloadResolvers<ContextType>;
  PurchaseOrder?: PurchaseOrderResolvers<ContextType>;
  PurchaseOrderDetails?: PurchaseOrderDetailsResolvers<ContextType>;
  PurchaseOrderPayload?: PurchaseOrderPayloadResolvers<ContextType>;
  PurchaseOrderStepPayload?: PurchaseOrderStepPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RelatedPlanBundle?: RelatedPlanBundleResolvers<ContextType>;
  ReopenLeadPayload?: ReopenLeadPayloadResolvers<ContextType>;
  ReopenOpportunityPayload?: ReopenOpportunityPayloadResolvers<ContextType>;
  RequestedPrice?: RequestedPriceResolvers<ContextType>;
  ReviewOpportunityPayload?: ReviewOpportunityPayloadResolvers<ContextType>;
  RevisePricingPayload?: RevisePricingPayloadResolvers<ContextType>;
  SalesAppLatestVersionPayload?: SalesAppLatestVersionPayloadResolvers<ContextType>;
  SaveBusinessDetailsPayload?: SaveBusinessDetailsPayloadResolvers<ContextType>;
  SaveDeploymentStoresPayload?: SaveDeploymentStoresPayloadResolvers<ContextType>;
  SaveKycDetailsPayload?: SaveKycDetailsPayloadResolvers<ContextType>;
  SaveMerchantSignatoriesPayload?: SaveMerchantSignatoriesPayloadResolvers<ContextType>;
  SaveOpportunityDocumentsPayload?: SaveOpportunityDocumentsPayloadResolvers<ContextType>;
  SelectedPlan?: SelectedPlanResolvers<ContextType>;
  SelectedProduct?: SelectedProductResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  ShopAndEstablishmentDetails?: ShopAndEstablishmentDetailsResolvers<ContextType>;
  ShopAndEstablishmentDetailsPayload?: ShopAndEstablishmentDetailsPayloadResolvers<ContextType>;
  SignatoryKycStatus?: SignatoryKycStatusResolvers<ContextType>;
  SponsorMerchantMapping?: SponsorMerchantMappingResolvers<ContextType>;
  SsoLoginInternalPayload?: SsoLoginInternalPayloadResolvers<ContextType>;
  SsoLogoutInternalPayload?: SsoLogoutInternalPayloadResolvers<ContextType>;
  StateAndCityNameFromCityIdPayload?: StateAndCityNameFromCityIdPayloadResolvers<ContextType>;
  StateAndCityNamePayload?: StateAndCityNamePayloadResolvers<ContextType>;
  StepEditableConfig?: StepEditableConfigResolvers<ContextType>;
  StoreAddress?: StoreAddressResolvers<ContextType>;
  StoreAddressListPayload?: StoreAddressListPayloadResolvers<ContextType>;
  SubmitPricingPayload?: SubmitPricingPayloadResolvers<ContextType>;
  TestTransactionProof?: TestTransactionProofResolvers<ContextType>;
  TrainingVideo?: TrainingVideoResolvers<ContextType>;
  TrainingVideoListPayload?: TrainingVideoListPayloadResolvers<ContextType>;
  UdyamDetails?: UdyamDetailsResolvers<ContextType>;
  UdyamRegnSearchPayload?: UdyamRegnSearchPayloadResolvers<ContextType>;
  UpdateBankAccountPayload?: UpdateBankAccountPayloadResolvers<ContextType>;
  UpdateBillingEntityPayload?: UpdateBillingEntityPayloadResolvers<ContextType>;
  UpdateDeploymentRequestPayload?: UpdateDeploymentRequestPayloadResolvers<ContextType>;
  UpdateDeploymentStorePayload?: UpdateDeploymentStorePayloadResolvers<ContextType>;
  UpdateLeadPayload?: UpdateLeadPayloadResolvers<ContextType>;
  UpdateMerchantContactPayload?: UpdateMerchantContactPayloadResolvers<ContextType>;
  UpdateMerchantMCCPayload?: UpdateMerchantMccPayloadResolvers<ContextType>;
  UpdateMerchantOnboardingStatePayload?: UpdateMerchantOnboardingStatePayloadResolvers<ContextType>;
  UpdateMerchantPayload?: UpdateMerchantPayloadResolvers<ContextType>;
  UpdateMerchantSignatoryInfoPayload?: UpdateMerchantSignatoryInfoPayloadResolvers<ContextType>;
  UpdateOpportunityDocumentPayload?: UpdateOpportunityDocumentPayloadResolvers<ContextType>;
  UpdateOpportunityPayload?: UpdateOpportunityPayloadResolvers<ContextType>;
  UpdateOpportunityPaymentRecordPayload?: UpdateOpportunityPaymentRecordPayloadResolvers<ContextType>;
  UpdateProductItemPayload?: UpdateProductItemPayloadResolvers<ContextType>;
  UpdateProductTransferPayload?: UpdateProductTransferPayloadResolvers<ContextType>;
  UploadPMandatePayload?: UploadPMandatePayloadResolvers<ContextType>;
  ValidateVPAPayload?: ValidateVpaPayloadResolvers<ContextType>;
  VerifyPublicCredentialPayload?: VerifyPublicCredentialPayloadResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GraphQLContext> = ResolversObject<{
  bound?: BoundDirectiveResolver<any, any, ContextType>;
}>;
