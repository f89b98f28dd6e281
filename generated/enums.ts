/** Bank account type; a savings account is not eligible when annual turnover is above 2000000 */
export const AccountType = {
  Current: 'CURRENT',
  Savings: 'SAVINGS'
} as const;

export type AccountType = typeof AccountType[keyof typeof AccountType];
export const AppUpdateType = {
  Forced: 'FORCED',
  None: 'NONE',
  Optional: 'OPTIONAL'
} as const;

export type AppUpdateType = typeof AppUpdateType[keyof typeof AppUpdateType];
/** Pricing approval status of an opportunity */
export const ApprovalStatus = {
  /** Approved */
  Approved: 'APPROVED',
  /** Auto Approved */
  AutoApproved: 'AUTO_APPROVED',
  /** Rejected */
  Rejected: 'REJECTED',
  /** Review in Progress */
  ReviewInProgress: 'REVIEW_IN_PROGRESS',
  /** Submitted */
  Submitted: 'SUBMITTED'
} as const;

export type ApprovalStatus = typeof ApprovalStatus[keyof typeof ApprovalStatus];
/** Business proof options (which ones are offered depends on the ownership type and the flow) */
export const BusinessProofOption = {
  /** Company identification number (company types) */
  Cin: 'CIN',
  /** GSTIN fetched from the PAN (offered when auto-fetch applies) */
  GstinAutoFetched: 'GSTIN_AUTO_FETCHED',
  /** GSTIN entered by hand */
  GstinManual: 'GSTIN_MANUAL',
  /** LLP identification number */
  Llpin: 'LLPIN',
  ShopAndEstablishment: 'SHOP_AND_ESTABLISHMENT',
  TradeLicense: 'TRADE_LICENSE',
  /** Udyam registration (mini flow) */
  Udyam: 'UDYAM'
} as const;

export type BusinessProofOption = typeof BusinessProofOption[keyof typeof BusinessProofOption];
/** Business kind: Retail Merchant or Petroleum (petroleum is hidden in the mini flow) */
export const BusinessType = {
  Petroleum: 'PETROLEUM',
  Retail: 'RETAIL'
} as const;

export type BusinessType = typeof BusinessType[keyof typeof BusinessType];
/** Card or instrument kind an MDR applies to */
export const CardType = {
  Corporate: 'CORPORATE',
  Credit: 'CREDIT',
  Debit: 'DEBIT',
  International: 'INTERNATIONAL',
  Prepaid: 'PREPAID',
  Upi: 'UPI'
} as const;

export type CardType = typeof CardType[keyof typeof CardType];
/** Status of a case with the field engineer (CSE) team */
export const CseCaseStatus = {
  Approved: 'APPROVED',
  Closed: 'CLOSED',
  InProgress: 'IN_PROGRESS',
  Open: 'OPEN',
  Rejected: 'REJECTED'
} as const;

export type CseCaseStatus = typeof CseCaseStatus[keyof typeof CseCaseStatus];
/** Dashboard buckets of opportunities by status (spec section 4) */
export const DashboardBucket = {
  /** DEPLOYMENT_APPROVED, DEPLOYMENT_COMPLETED */
  DeploymentProgress: 'DEPLOYMENT_PROGRESS',
  /** DEPLOYMENT_REQUESTED, PO_ACTIVATION_REQUESTED */
  InReview: 'IN_REVIEW',
  /** INITIATED, PRICING_SUBMITTED, PRICING_APPROVED, PO_ACTIVATION_APPROVED */
  New: 'NEW',
  /** PRICING_REJECTED, PO_ACTIVATION_REJECTED, DEPLOYMENT_REJECTED */
  Rejected: 'REJECTED'
} as const;

export type DashboardBucket = typeof DashboardBucket[keyof typeof DashboardBucket];
/** Deployment status of a product item on a store */
export const DeploymentItemStatus = {
  /** Request raised */
  RequestRaised: 'REQUEST_RAISED',
  /** Marked for self deployment */
  SelfDeployment: 'SELF_DEPLOYMENT',
  /** Yet to deploy */
  YetToDeploy: 'YET_TO_DEPLOY'
} as const;

export type DeploymentItemStatus = typeof DeploymentItemStatus[keyof typeof DeploymentItemStatus];
/** Status of a deployment request */
export const DeploymentRequestStatus = {
  Cancelled: 'CANCELLED',
  Completed: 'COMPLETED',
  InProgress: 'IN_PROGRESS',
  Open: 'OPEN',
  Rejected: 'REJECTED'
} as const;

export type DeploymentRequestStatus = typeof DeploymentRequestStatus[keyof typeof DeploymentRequestStatus];
/** Where a deployment request is in its workflow */
export const DeploymentWorkflowState = {
  Assigned: 'ASSIGNED',
  Closed: 'CLOSED',
  Completed: 'COMPLETED',
  DevicesLinked: 'DEVICES_LINKED',
  Installed: 'INSTALLED',
  RequestRaised: 'REQUEST_RAISED',
  TestTransactionsDone: 'TEST_TRANSACTIONS_DONE'
} as const;

export type DeploymentWorkflowState = typeof DeploymentWorkflowState[keyof typeof DeploymentWorkflowState];
/** Document category codes (documentType) */
export const DocumentCategory = {
  /** Cancelled cheque or bank statement */
  Bankproof: 'BANKPROOF',
  Businesslegalityproof: 'BUSINESSLEGALITYPROOF',
  /** Licence required for some merchant categories (IATA, liquor, drug, education, FSSAI) */
  Businessoperatinglicense: 'BUSINESSOPERATINGLICENSE',
  /** Proofs of card and UPI test transactions */
  Deploymentproof: 'DEPLOYMENTPROOF',
  Mandate: 'MANDATE',
  Others: 'OTHERS',
  Paymentproof: 'PAYMENTPROOF',
  /** Selfie, shop, stock and operating photos */
  Photograph: 'PHOTOGRAPH',
  Proofofidentity: 'PROOFOFIDENTITY',
  Purchaseorder: 'PURCHASEORDER'
} as const;

export type DocumentCategory = typeof DocumentCategory[keyof typeof DocumentCategory];
/** Where a document's data came from */
export const DocumentSource = {
  Digilocker: 'DIGILOCKER',
  KycLink: 'KYC_LINK',
  ManualUpload: 'MANUAL_UPLOAD',
  Ocr: 'OCR',
  /** Fetched from a government registry (PAN, GST, CIN, LLPIN, Udyam, shop establishment) */
  Registry: 'REGISTRY'
} as const;

export type DocumentSource = typeof DocumentSource[keyof typeof DocumentSource];
/** Review status of a document */
export const DocumentStatus = {
  Approved: 'APPROVED',
  Pending: 'PENDING',
  Rejected: 'REJECTED',
  Submitted: 'SUBMITTED',
  Verified: 'VERIFIED'
} as const;

export type DocumentStatus = typeof DocumentStatus[keyof typeof DocumentStatus];
/** Document sub-type codes (documentSubType) */
export const DocumentSubType = {
  Aadhaar: 'AADHAAR',
  Applicationform: 'APPLICATIONFORM',
  Cancelledcheque: 'CANCELLEDCHEQUE',
  Cardtesttransaction: 'CARDTESTTRANSACTION',
  /** Certificate of incorporation, for company proofs (CIN) */
  Cincertificate: 'CINCERTIFICATE',
  DrivingLicense: 'DRIVING_LICENSE',
  /** MCC 5912 (drug or Ayush licence) */
  Druglicense: 'DRUGLICENSE',
  /** MCC 8220 and 8211 (UGC/ICSE/CBSE/AICTE) */
  Educationcertificate: 'EDUCATIONCERTIFICATE',
  /** MCC 5812 and 5814 */
  Fssailicense: 'FSSAILICENSE',
  Gst: 'GST',
  /** MCC 4722 and 5962 */
  Iatacertificate: 'IATACERTIFICATE',
  /** PAN document code */
  Individualpan: 'INDIVIDUALPAN',
  IndividualPan: 'INDIVIDUAL_PAN',
  /** MCC 5921 and 5813 */
  Liquorlicense: 'LIQUORLICENSE',
  /** LLP incorporation certificate (LLPIN) */
  Llpincertificate: 'LLPINCERTIFICATE',
  Operatingphoto: 'OPERATINGPHOTO',
  Passport: 'PASSPORT',
  Paymentreceipt: 'PAYMENTRECEIPT',
  Physicalmandate: 'PHYSICALMANDATE',
  Purchaseorder: 'PURCHASEORDER',
  Selfie: 'SELFIE',
  Shopestablishmentcertificate: 'SHOPESTABLISHMENTCERTIFICATE',
  Shopphoto: 'SHOPPHOTO',
  Stockphoto: 'STOCKPHOTO',
  Tradelicense: 'TRADELICENSE',
  Udyamregistration: 'UDYAMREGISTRATION',
  Upitesttransaction: 'UPITESTTRANSACTION',
  VoterId: 'VOTER_ID'
} as const;

export type DocumentSubType = typeof DocumentSubType[keyof typeof DocumentSubType];
/** How a document was captured */
export const DocumentUploadMode = {
  /** Picked from the gallery */
  Documentupload: 'DOCUMENTUPLOAD',
  /** Taken with the camera */
  Livephoto: 'LIVEPHOTO'
} as const;

export type DocumentUploadMode = typeof DocumentUploadMode[keyof typeof DocumentUploadMode];
/** Record kinds whose editing is gated by a server-decided isEditable flag */
export const EditableEntityName = {
  Account: 'ACCOUNT',
  BankAccount: 'BANK_ACCOUNT',
  BillingEntity: 'BILLING_ENTITY',
  Contact: 'CONTACT',
  Mcc: 'MCC',
  Signatory: 'SIGNATORY',
  Store: 'STORE'
} as const;

export type EditableEntityName = typeof EditableEntityName[keyof typeof EditableEntityName];
/** Gender as read from a KYC document */
export const Gender = {
  Female: 'FEMALE',
  Male: 'MALE',
  Transgender: 'TRANSGENDER'
} as const;

export type Gender = typeof Gender[keyof typeof Gender];
/**
 * Where an opportunity is on the Home dashboard (src/domain/dashboard-buckets.ts, homePlaceOf): every
 * status in exactly one place. Open opportunities by status: the spec's buckets, with PO_APPROVAL_SUBMITTED
 * and CSE_APPROVED also In review, CSE_REJECTED also Rejected, and DEPLOYMENT_COMPLETED Live (not Being
 * deployed). Closed opportunities by how they were closed, whatever their status.
 */
export const HomePlace = {
  /** The Being deployed tab: DEPLOYMENT_APPROVED */
  BeingDeployed: 'BEING_DEPLOYED',
  /** DEPLOYMENT_REQUESTED, PO_ACTIVATION_REQUESTED, PO_APPROVAL_SUBMITTED, CSE_APPROVED */
  InReview: 'IN_REVIEW',
  /** DEPLOYMENT_COMPLETED */
  Live: 'LIVE',
  /** Closed as LOST, in any status */
  Lost: 'LOST',
  /** The Opportunities tab: INITIATED, PRICING_SUBMITTED, PRICING_APPROVED, PO_ACTIVATION_APPROVED */
  New: 'NEW',
  /** Closed as NOT_CONVERTED, in any status */
  NotConverted: 'NOT_CONVERTED',
  /** PRICING_REJECTED, PO_ACTIVATION_REJECTED, DEPLOYMENT_REJECTED, CSE_REJECTED */
  Rejected: 'REJECTED'
} as const;

export type HomePlace = typeof HomePlace[keyof typeof HomePlace];
/** Identity document types */
export const IdentityType = {
  /** Via the DigiLocker document-locker service, or uploaded */
  Aadhaar: 'AADHAAR',
  DrivingLicense: 'DRIVING_LICENSE',
  IndividualPan: 'INDIVIDUAL_PAN',
  Passport: 'PASSPORT',
  VoterId: 'VOTER_ID'
} as const;

export type IdentityType = typeof IdentityType[keyof typeof IdentityType];
/** Status of a push to an external system (MDP onboarding, RBL integration) */
export const IntegrationStatus = {
  Failed: 'FAILED',
  NotStarted: 'NOT_STARTED',
  Pending: 'PENDING',
  Success: 'SUCCESS'
} as const;

export type IntegrationStatus = typeof IntegrationStatus[keyof typeof IntegrationStatus];
/** How the data of a KYC verification was obtained */
export const KycDataSource = {
  /** Shared by the holder through the DigiLocker document-locker service */
  Digilocker: 'DIGILOCKER',
  /** Entered by the agent from the document */
  Manual: 'MANUAL',
  /** Read from the issuing registry (driving licences) */
  Registry: 'REGISTRY'
} as const;

export type KycDataSource = typeof KycDataSource[keyof typeof KycDataSource];
/** State of the KYC link sent to the merchant */
export const KycLinkState = {
  Active: 'ACTIVE',
  Closed: 'CLOSED',
  Completed: 'COMPLETED',
  Expired: 'EXPIRED',
  InProgress: 'IN_PROGRESS'
} as const;

export type KycLinkState = typeof KycLinkState[keyof typeof KycLinkState];
/** Status of an asynchronous KYC request (DigiLocker consent, OCR, digital sync) */
export const KycRequestStatus = {
  Expired: 'EXPIRED',
  Failed: 'FAILED',
  Initiated: 'INITIATED',
  InProgress: 'IN_PROGRESS',
  Success: 'SUCCESS'
} as const;

export type KycRequestStatus = typeof KycRequestStatus[keyof typeof KycRequestStatus];
export const LeadLostReason = {
  HighCommercials: 'HIGH_COMMERCIALS',
  InstantSettlementRequired: 'INSTANT_SETTLEMENT_REQUIRED',
  MerchantNotReachable: 'MERCHANT_NOT_REACHABLE',
  NotInterested: 'NOT_INTERESTED',
  OnHold: 'ON_HOLD'
} as const;

export type LeadLostReason = typeof LeadLostReason[keyof typeof LeadLostReason];
/** Products a lead can be interested in; partners may only choose SQR_MINI and DQR_MINI */
export const LeadProduct = {
  DqrMini: 'DQR_MINI',
  PosDevice: 'POS_DEVICE',
  SqrMini: 'SQR_MINI',
  VoicePod: 'VOICE_POD',
  VoicePodPro: 'VOICE_POD_PRO'
} as const;

export type LeadProduct = typeof LeadProduct[keyof typeof LeadProduct];
export const LeadRating = {
  Cold: 'COLD',
  Hot: 'HOT',
  Warm: 'WARM'
} as const;

export type LeadRating = typeof LeadRating[keyof typeof LeadRating];
export const LeadSortField = {
  CreatedAt: 'createdAt',
  Rating: 'rating',
  ScheduledFollowUp: 'scheduledFollowUp'
} as const;

export type LeadSortField = typeof LeadSortField[keyof typeof LeadSortField];
export const LeadSource = {
  AcquirerBank: 'ACQUIRER_BANK',
  Aggregator: 'AGGREGATOR',
  Bank: 'BANK',
  CallCentre: 'CALL_CENTRE',
  ChannelPartner: 'CHANNEL_PARTNER',
  Chatbot: 'CHATBOT',
  ColdCall: 'COLD_CALL',
  CrossSell: 'CROSS_SELL',
  Distributor: 'DISTRIBUTOR',
  DoorToDoor: 'DOOR_TO_DOOR',
  Dsa: 'DSA',
  EmailCampaign: 'EMAIL_CAMPAIGN',
  EmployeeReferral: 'EMPLOYEE_REFERRAL',
  Event: 'EVENT',
  Exhibition: 'EXHIBITION',
  ExistingMerchant: 'EXISTING_MERCHANT',
  Facebook: 'FACEBOOK',
  Franchise: 'FRANCHISE',
  GoogleAds: 'GOOGLE_ADS',
  Hoarding: 'HOARDING',
  InboundCall: 'INBOUND_CALL',
  Instagram: 'INSTAGRAM',
  KycMerchantApp: 'KYC_MERCHANT_APP',
  Linkedin: 'LINKEDIN',
  Marketplace: 'MARKETPLACE',
  MarketSurvey: 'MARKET_SURVEY',
  MerchantReferral: 'MERCHANT_REFERRAL',
  MobileApp: 'MOBILE_APP',
  Nbfc: 'NBFC',
  Newspaper: 'NEWSPAPER',
  Others: 'OTHERS',
  Pamphlet: 'PAMPHLET',
  Partner: 'PARTNER',
  PowerPartner: 'POWER_PARTNER',
  QrCampaign: 'QR_CAMPAIGN',
  Radio: 'RADIO',
  Referral: 'REFERRAL',
  Reseller: 'RESELLER',
  SalesApp: 'SALES_APP',
  SmsCampaign: 'SMS_CAMPAIGN',
  SocialMedia: 'SOCIAL_MEDIA',
  SoundboxCampaign: 'SOUNDBOX_CAMPAIGN',
  Television: 'TELEVISION',
  TeleSales: 'TELE_SALES',
  TradeShow: 'TRADE_SHOW',
  Upsell: 'UPSELL',
  VoicePod: 'VOICE_POD',
  WalkIn: 'WALK_IN',
  Webinar: 'WEBINAR',
  Website: 'WEBSITE',
  Whatsapp: 'WHATSAPP',
  Youtube: 'YOUTUBE'
} as const;

export type LeadSource = typeof LeadSource[keyof typeof LeadSource];
/** Lead statuses: the spec's NEW / OPEN_CONTACTED / OPEN_NOT_CONTACTED, plus the outcomes a lead can end in */
export const LeadStatus = {
  Converted: 'CONVERTED',
  Lost: 'LOST',
  New: 'NEW',
  NotConverted: 'NOT_CONVERTED',
  OpenContacted: 'OPEN_CONTACTED',
  OpenNotContacted: 'OPEN_NOT_CONTACTED'
} as const;

export type LeadStatus = typeof LeadStatus[keyof typeof LeadStatus];
/** Whether the mandate amount is fixed or a maximum */
export const MandateAmountType = {
  Fixed: 'FIXED',
  Maximum: 'MAXIMUM'
} as const;

export type MandateAmountType = typeof MandateAmountType[keyof typeof MandateAmountType];
/** How often the mandate may be debited */
export const MandateFrequency = {
  Adhoc: 'ADHOC',
  AsPresented: 'AS_PRESENTED',
  Daily: 'DAILY',
  HalfYearly: 'HALF_YEARLY',
  Monthly: 'MONTHLY',
  Quarterly: 'QUARTERLY',
  Weekly: 'WEEKLY',
  Yearly: 'YEARLY'
} as const;

export type MandateFrequency = typeof MandateFrequency[keyof typeof MandateFrequency];
/** Mandate mode: E-mandate or Physical */
export const MandateMode = {
  EMandate: 'E_MANDATE',
  Physical: 'PHYSICAL'
} as const;

export type MandateMode = typeof MandateMode[keyof typeof MandateMode];
/** Mandate status as the mandate service reports it (spec spellings kept) */
export const MandateStatus = {
  /** Mandate submitted. waiting for Mandate Activation */
  Acknowledged: 'acknowledged',
  /** Mandate successfully activated */
  Active: 'active',
  /** Mandate cancelled */
  Cancelled: 'cancelled',
  /** Mandate expired */
  Expired: 'expired',
  /** Mandate activation failed */
  Failed: 'failed',
  /** Mandate registration failed */
  PendingError: 'pending_error',
  /** Mandate not yet submitted */
  PendingNoError: 'pending_no_error',
  /** Mandate not yet submitted */
  PendingSubmission: 'pending_submission',
  /** Mandate submitted. waiting for Mandate Activation */
  Submitted: 'submitted',
  /** Mandate withdrawn */
  Withdrawn: 'withdrawn'
} as const;

export type MandateStatus = typeof MandateStatus[keyof typeof MandateStatus];
/** Kind of mandate: UPI AutoPay, e-mandate (e-NACH), e-sign or physical NACH */
export const MandateType = {
  EMandate: 'E_MANDATE',
  ESign: 'E_SIGN',
  PhysicalNach: 'PHYSICAL_NACH',
  UpiAutopay: 'UPI_AUTOPAY'
} as const;

export type MandateType = typeof MandateType[keyof typeof MandateType];
/** How an MDR rate is applied */
export const MdrRateType = {
  Flat: 'FLAT',
  Percentage: 'PERCENTAGE'
} as const;

export type MdrRateType = typeof MdrRateType[keyof typeof MdrRateType];
/** Review status of the merchant-enablement (ME) team */
export const MeTeamStatus = {
  Approved: 'APPROVED',
  Pending: 'PENDING',
  Rejected: 'REJECTED'
} as const;

export type MeTeamStatus = typeof MeTeamStatus[keyof typeof MeTeamStatus];
/** The ordered step list a journey follows */
export const OnboardingFlow = {
  /** Reduced flow for small-device products (partners, StandardMini) */
  Mini: 'MINI',
  Standard: 'STANDARD'
} as const;

export type OnboardingFlow = typeof OnboardingFlow[keyof typeof OnboardingFlow];
/** What stateDataId identifies */
export const OnboardingIdType = {
  Lead: 'LEAD',
  Opportunity: 'OPPORTUNITY'
} as const;

export type OnboardingIdType = typeof OnboardingIdType[keyof typeof OnboardingIdType];
/** Status of the merchant's online acceptance of the purchase order */
export const OnlineAcceptanceStatus = {
  Accepted: 'ACCEPTED',
  Expired: 'EXPIRED',
  NotSent: 'NOT_SENT',
  Rejected: 'REJECTED',
  Sent: 'SENT'
} as const;

export type OnlineAcceptanceStatus = typeof OnlineAcceptanceStatus[keyof typeof OnlineAcceptanceStatus];
/** How an opportunity was closed without onboarding */
export const OpportunityClosure = {
  Lost: 'LOST',
  NotConverted: 'NOT_CONVERTED'
} as const;

export type OpportunityClosure = typeof OpportunityClosure[keyof typeof OpportunityClosure];
/** Deployment progress of an opportunity as a whole */
export const OpportunityDeploymentStatus = {
  Completed: 'COMPLETED',
  InProgress: 'IN_PROGRESS',
  NotStarted: 'NOT_STARTED',
  PartiallyDeployed: 'PARTIALLY_DEPLOYED',
  Rejected: 'REJECTED',
  Requested: 'REQUESTED'
} as const;

export type OpportunityDeploymentStatus = typeof OpportunityDeploymentStatus[keyof typeof OpportunityDeploymentStatus];
/** What an opportunity list can be ordered by */
export const OpportunitySortField = {
  CreatedOn: 'createdOn',
  ModifiedOn: 'modifiedOn'
} as const;

export type OpportunitySortField = typeof OpportunitySortField[keyof typeof OpportunitySortField];
/** Opportunity status (spec section 4); it decides which onboarding steps can be opened */
export const OpportunityStatus = {
  CseApproved: 'CSE_APPROVED',
  CseRejected: 'CSE_REJECTED',
  DeploymentApproved: 'DEPLOYMENT_APPROVED',
  /** Seen in the dashboard's deployment-progress bucket */
  DeploymentCompleted: 'DEPLOYMENT_COMPLETED',
  DeploymentRejected: 'DEPLOYMENT_REJECTED',
  DeploymentRequested: 'DEPLOYMENT_REQUESTED',
  Initiated: 'INITIATED',
  PoActivationApproved: 'PO_ACTIVATION_APPROVED',
  PoActivationRejected: 'PO_ACTIVATION_REJECTED',
  PoActivationRequested: 'PO_ACTIVATION_REQUESTED',
  PoApprovalSubmitted: 'PO_APPROVAL_SUBMITTED',
  PricingApproved: 'PRICING_APPROVED',
  PricingRejected: 'PRICING_REJECTED',
  PricingSubmitted: 'PRICING_SUBMITTED'
} as const;

export type OpportunityStatus = typeof OpportunityStatus[keyof typeof OpportunityStatus];
/** Who owns a record: the sales app or the merchant's KYC app */
export const OwnerType = {
  KycMerchantApp: 'KycMerchantApp',
  SalesApp: 'SalesApp',
  StandardMini: 'StandardMini'
} as const;

export type OwnerType = typeof OwnerType[keyof typeof OwnerType];
/** Legal form of the merchant's business */
export const OwnershipType = {
  Company: 'COMPANY',
  Firm: 'FIRM',
  Llp: 'LLP',
  Partnership: 'PARTNERSHIP',
  PrivateLimitedCompany: 'PRIVATE_LIMITED_COMPANY',
  Proprietorship: 'PROPRIETORSHIP',
  PublicLimitedCompany: 'PUBLIC_LIMITED_COMPANY'
} as const;

export type OwnershipType = typeof OwnershipType[keyof typeof OwnershipType];
/** Page stage identifiers the app records as the journey advances */
export const PageStage = {
  Stage1: 'STAGE1',
  Stage2: 'STAGE2',
  Stage3: 'STAGE3',
  Stage4: 'STAGE4',
  Stage5: 'STAGE5',
  /** Intermediate stage between STAGE5 and STAGE6 */
  Stage5Int: 'STAGE5_INT',
  Stage6: 'STAGE6'
} as const;

export type PageStage = typeof PageStage[keyof typeof PageStage];
/** Holder kind from the PAN's fourth character */
export const PanHolderType = {
  /** J */
  ArtificialJuridicalPerson: 'ARTIFICIAL_JURIDICAL_PERSON',
  /** A */
  AssociationOfPersons: 'ASSOCIATION_OF_PERSONS',
  /** B */
  BodyOfIndividuals: 'BODY_OF_INDIVIDUALS',
  /** C */
  Company: 'COMPANY',
  /** F */
  Firm: 'FIRM',
  /** G */
  Government: 'GOVERNMENT',
  /** H */
  Huf: 'HUF',
  /** P */
  Individual: 'INDIVIDUAL',
  /** L */
  LocalAuthority: 'LOCAL_AUTHORITY',
  /** T */
  Trust: 'TRUST'
} as const;

export type PanHolderType = typeof PanHolderType[keyof typeof PanHolderType];
/** Status of a PAN at the income-tax registry */
export const PanStatus = {
  Deactivated: 'DEACTIVATED',
  Invalid: 'INVALID',
  Valid: 'VALID'
} as const;

export type PanStatus = typeof PanStatus[keyof typeof PanStatus];
/** Mode of a purchase-order payment */
export const PaymentMode = {
  Cash: 'CASH',
  Cheque: 'CHEQUE',
  DemandDraft: 'DEMAND_DRAFT',
  Imps: 'IMPS',
  Neft: 'NEFT',
  /** Payment link sent to the merchant (initiatePayment) */
  PaymentLink: 'PAYMENT_LINK',
  Rtgs: 'RTGS',
  /** UPI collect or QR payment recorded by reference */
  Upi: 'UPI',
  /** UPI AutoPay debit against a validated VPA (initiatePayment) */
  UpiAutopay: 'UPI_AUTOPAY'
} as const;

export type PaymentMode = typeof PaymentMode[keyof typeof PaymentMode];
/** Status of a recorded or initiated payment */
export const PaymentRecordStatus = {
  Cancelled: 'CANCELLED',
  Expired: 'EXPIRED',
  Failed: 'FAILED',
  Initiated: 'INITIATED',
  Pending: 'PENDING',
  Success: 'SUCCESS'
} as const;

export type PaymentRecordStatus = typeof PaymentRecordStatus[keyof typeof PaymentRecordStatus];
/** How the merchant pays for the purchase order */
export const PaymentType = {
  /** Full Payment */
  Fullpayment: 'FULLPAYMENT',
  /** Partial Payment */
  Partpayment: 'PARTPAYMENT',
  /** Payment Post Deployment */
  Postdeploymentpayment: 'POSTDEPLOYMENTPAYMENT',
  /** Post Invoicing */
  Postinvoicing: 'POSTINVOICING'
} as const;

export type PaymentType = typeof PaymentType[keyof typeof PaymentType];
export const PersonRelation = {
  Director: 'Director',
  Employee: 'Employee',
  Others: 'Others',
  Owner: 'Owner',
  Partner: 'Partner'
} as const;

export type PersonRelation = typeof PersonRelation[keyof typeof PersonRelation];
/** Activation status of the purchase order */
export const PoActivationStatus = {
  Approved: 'APPROVED',
  NotRequested: 'NOT_REQUESTED',
  Rejected: 'REJECTED',
  Requested: 'REQUESTED'
} as const;

export type PoActivationStatus = typeof PoActivationStatus[keyof typeof PoActivationStatus];
/** Status of a stock transfer */
export const ProductTransferStatus = {
  Cancelled: 'CANCELLED',
  Initiated: 'INITIATED',
  InTransit: 'IN_TRANSIT',
  Received: 'RECEIVED',
  Rejected: 'REJECTED'
} as const;

export type ProductTransferStatus = typeof ProductTransferStatus[keyof typeof ProductTransferStatus];
/** Kind of product */
export const ProductType = {
  Accessory: 'ACCESSORY',
  DynamicQr: 'DYNAMIC_QR',
  /** Card POS terminal */
  Pos: 'POS',
  /** Soft POS; applies when the hardware subtype is 'PAPER POS' */
  SoftPos: 'SOFT_POS',
  /** Voice Pod / sound box */
  Soundbox: 'SOUNDBOX',
  StaticQr: 'STATIC_QR',
  Vas: 'VAS'
} as const;

export type ProductType = typeof ProductType[keyof typeof ProductType];
/** Registration status in a registry (GST, MCA, Udyam, shop establishment) */
export const RegistrationStatus = {
  Active: 'ACTIVE',
  Cancelled: 'CANCELLED',
  Inactive: 'INACTIVE',
  StruckOff: 'STRUCK_OFF',
  Suspended: 'SUSPENDED'
} as const;

export type RegistrationStatus = typeof RegistrationStatus[keyof typeof RegistrationStatus];
export const SalesStage = {
  Approach: 'Approach',
  CommitmentToPurchase: 'Commitment_To_Purchase',
  Demo: 'Demo',
  Evaluation: 'Evaluation',
  NullCurrentStatus: 'Null_CurrentStatus',
  Prospecting: 'Prospecting',
  SalesClosed: 'Sales_Closed'
} as const;

export type SalesStage = typeof SalesStage[keyof typeof SalesStage];
/** Settlement cycle of the merchant's payouts */
export const SettlementCycle = {
  /** Same-day (instant) settlement */
  TPlus_0: 'T_PLUS_0',
  TPlus_1: 'T_PLUS_1',
  TPlus_2: 'T_PLUS_2'
} as const;

export type SettlementCycle = typeof SettlementCycle[keyof typeof SettlementCycle];
/** Kind of signatory recorded for a partnership or company */
export const SignatoryKind = {
  Director: 'DIRECTOR',
  Partner: 'PARTNER'
} as const;

export type SignatoryKind = typeof SignatoryKind[keyof typeof SignatoryKind];
export const SortDirection = {
  Asc: 'ASC',
  Desc: 'DESC'
} as const;

export type SortDirection = typeof SortDirection[keyof typeof SortDirection];
/** Display status derived from the ordered step list (spec section 4) */
export const StepDisplayStatus = {
  /** Editable and complete */
  Completed: 'completed',
  /** Not editable */
  Disabled: 'disabled',
  /** The first editable incomplete step */
  Inprogress: 'inprogress',
  /** A later editable incomplete step */
  Pending: 'pending'
} as const;

export type StepDisplayStatus = typeof StepDisplayStatus[keyof typeof StepDisplayStatus];
/** Onboarding step screen types */
export const StepType = {
  BankAccount: 'BankAccount',
  BusinessDetails: 'BusinessDetails',
  CapturePhoto: 'CapturePhoto',
  CreateLead: 'CreateLead',
  Deployment: 'Deployment',
  KycDetails: 'KycDetails',
  MultiStores: 'MultiStores',
  NachMandate: 'NachMandate',
  OtherBusinessDoc: 'OtherBusinessDoc',
  PoPayment: 'POPayment',
  PanDetail: 'PanDetail',
  PartnershipKyc: 'PartnershipKyc',
  PricingPlan: 'PricingPlan',
  Products: 'Products',
  PurchaseOrder: 'PurchaseOrder',
  ReviewDetails: 'ReviewDetails'
} as const;

export type StepType = typeof StepType[keyof typeof StepType];
/** Direction of a transfer relative to the agent's location */
export const TransferDirection = {
  Incoming: 'INCOMING',
  Outgoing: 'OUTGOING'
} as const;

export type TransferDirection = typeof TransferDirection[keyof typeof TransferDirection];
/** Udyam (MSME) enterprise size */
export const UdyamEnterpriseType = {
  Medium: 'MEDIUM',
  Micro: 'MICRO',
  Small: 'SMALL'
} as const;

export type UdyamEnterpriseType = typeof UdyamEnterpriseType[keyof typeof UdyamEnterpriseType];
export const UserType = {
  PowerPartner: 'PowerPartner',
  /** Previews forms/ (formsPreview) and nothing else: every merchant operation answers MOS-2001 to a product owner */
  ProductOwner: 'ProductOwner',
  SalesAgent: 'SalesAgent'
} as const;

export type UserType = typeof UserType[keyof typeof UserType];
export const VerificationResult = {
  Failed: 'FAILED',
  Success: 'SUCCESS'
} as const;

export type VerificationResult = typeof VerificationResult[keyof typeof VerificationResult];
/** Working condition of a product item */
export const WorkingCondition = {
  Damaged: 'DAMAGED',
  NotWorking: 'NOT_WORKING',
  Working: 'WORKING'
} as const;

export type WorkingCondition = typeof WorkingCondition[keyof typeof WorkingCondition];