// The spec's error catalogue (section 8), shared by the server (which raises codes) and the app
// (which shows the messages). `type` is the title the app puts on an error dialog.

import { closureUndoMessages } from './closure-undo';
import { deploymentMessages } from './deployment';
import { inventoryErrorEntries } from './inventory';
import { kycLinkMessages } from './kyc-link-messages';
import { MANDATE_SPECIAL_CODES } from './mandate';
import { stepOrderTexts } from './onboarding-steps';
import { poMessages } from './purchase-order-messages';
import { sessionErrors, type CatalogueEntry } from './session-errors';
import { trainingVideoMessages } from './training-video-messages';

const TECHNICAL_ERROR: CatalogueEntry = { type: 'Technical Error', message: 'Technical Error' };

function same<const K extends string>(codes: readonly K[], entry: CatalogueEntry): Record<K, CatalogueEntry> {
  return Object.fromEntries(codes.map((code) => [code, entry])) as Record<K, CatalogueEntry>;
}

const notAuthorised: CatalogueEntry = { type: 'Not Authorised', message: 'User not authorised' };
const securityLogout: CatalogueEntry = {
  type: 'Session Error',
  message: 'Due to security issue, please logout and login',
};

export const errorCatalogue = {
  ...sessionErrors,
  IDEMPOTENCY_KEY_REUSED: {
    type: 'Invalid Request',
    message: 'This request id was already used for a different request. Please try again.',
  },
  REQUEST_IN_PROGRESS: {
    type: 'Request In Progress',
    message: 'The same request is still being processed. Please wait and try again.',
  },
  VALIDATION_ERROR: { type: 'Invalid Request', message: 'Please fill all the fields to proceed' },
  // A save or action of a step the navigation rules do not open yet (spec section 4: a pending step).
  STEP_NOT_OPEN: { type: stepOrderTexts.title, message: stepOrderTexts.refused },
  // The KYC link the merchant opens: unknown or replaced, past its validity, or tried too often.
  KYC_LINK_UNAVAILABLE: { type: kycLinkMessages.unavailableTitle, message: kycLinkMessages.unavailable },
  KYC_LINK_EXPIRED: { type: kycLinkMessages.expired, message: kycLinkMessages.expired },
  KYC_LINK_ATTEMPTS_EXCEEDED: { type: 'Too Many Attempts', message: kycLinkMessages.tooManyAttempts },
  // The purchase order and its payment.
  PAYMENT_TYPE_UPDATE_ERROR: { type: poMessages.paymentTypeUpdateTitle, message: poMessages.paymentTypeUpdate },
  PO_TOTAL_MISSING: { type: 'Purchase Order Error', message: poMessages.totalMissing },
  PO_FROZEN: { type: 'Purchase Order Frozen', message: poMessages.frozen },
  PO_NOT_ACCEPTED: { type: 'Purchase Order Not Accepted', message: poMessages.notAccepted },
  PAYMENT_NOT_DUE: { type: 'No Payment Due', message: poMessages.paymentNotDue },
  PAYMENT_RECORD_NOT_FOUND: { type: 'Not Found', message: poMessages.paymentRecordNotFound },
  OPERATION_NOT_ALLOWED: {
    type: 'Invalid Request',
    message: 'This request is not one the app makes. Please update the app and try again.',
  },
  REQUEST_TOO_LARGE: {
    type: 'Invalid Request',
    message: 'This request asks for too much at once. Please ask for fewer items.',
  },
  UNSUPPORTED_MEDIA_TYPE: { type: 'Invalid Request', message: 'Requests must be sent as application/json.' },
  // A training video a product owner adds (src/domain/training-video-messages.ts): judged by its bytes.
  VIDEO_TOO_LARGE: { type: trainingVideoMessages.tooLargeTitle, message: trainingVideoMessages.tooLarge },
  VIDEO_NOT_SUPPORTED: { type: trainingVideoMessages.notVideoTitle, message: trainingVideoMessages.notVideo },
  // Locate me: the position has no address the app can offer (the agent fills it in).
  LOCATION_OUTSIDE_INDIA: {
    type: 'Location Not Supported',
    message: 'This position is outside India. Please fill in the address.',
  },
  LOCATION_NOT_FOUND: {
    type: 'Location Not Found',
    message: 'No known city is near this position. Please fill in the address.',
  },
  // Undoing a closure (src/domain/closure-undo.ts): past its window by default, else the reason given.
  CLOSURE_UNDO_REFUSED: { type: 'Cannot Undo', message: closureUndoMessages.expired },
  BLACKLISTED_PAN: { type: 'Blacklisted PAN', message: "This PAN is blacklisted and can't be used for onboarding" },
  // Partners and directors (src/domain/signatories.ts).
  SIGNATORY_NOT_FOUND: { type: 'Not Found', message: 'Partner or director not found' },
  SIGNATORY_ALREADY_ADDED: {
    type: 'Partner Already Added',
    message: 'This PAN is already added as a partner or director of this merchant.',
  },
  SIGNATORY_PAN_NOT_INDIVIDUAL: {
    type: 'Invalid PAN',
    message: "Please enter the partner's or director's own PAN: this PAN is not a person's.",
  },
  SIGNATORY_STAKES_OVER_WHOLE: {
    type: 'Invalid Stake',
    message: 'The stakes of all the partners and directors cannot add up to more than 100%.',
  },
  // KYC (src/domain/kyc.ts).
  DIGILOCKER_REQUEST_NOT_FOUND: { type: 'Not Found', message: 'DigiLocker request not found. Please verify with DigiLocker again.' },
  SIGNATORIES_NOT_TAKEN: {
    type: 'Invalid Request',
    message: 'Partners and directors are added for partnerships, LLPs and companies only.',
  },

  // Deployment (src/domain/deployment.ts): the spec's two messages, and this product's own where the
  // spec has no code.
  DEPLOYMENT_REQUEST_WAIT: { type: 'Please Wait', message: deploymentMessages.wait },
  ACKNOWLEDGEMENT_NOT_RECEIVED: { type: 'Acknowledgement Required', message: deploymentMessages.acknowledgement },
  DEPLOYMENT_NOT_APPROVED: { type: 'Deployment Not Approved', message: deploymentMessages.notApproved },
  DEPLOYMENT_REQUEST_NOT_FOUND: { type: 'Not Found', message: deploymentMessages.requestNotFound },
  DEPLOYMENT_COMPLETED: { type: 'Deployment Completed', message: deploymentMessages.completed },
  /** The message names what is still missing (devices, a test transaction, linking). */
  DEPLOYMENT_INCOMPLETE: { type: 'Deployment Incomplete', message: deploymentMessages.devicesNotMapped },
  /** The message names the serial and why it cannot be used (not in the agent's inventory, in transit, already used). */
  PRODUCT_ITEM_UNAVAILABLE: { type: 'Device Unavailable', message: 'This device cannot be used for this deployment.' },
  /** The message names the serial. */
  DEVICE_LINKED_ELSEWHERE: { type: 'Device Already Linked', message: 'This device is already linked to another terminal. De-link it there first.' },

  // The spec's special list (section 8), raised by the mandate operations; src/domain/mandate.ts
  // gives each its next action.
  'ODS-118': { type: MANDATE_SPECIAL_CODES['ODS-118'].title, message: MANDATE_SPECIAL_CODES['ODS-118'].message },
  'ODS-124': { type: MANDATE_SPECIAL_CODES['ODS-124'].title, message: MANDATE_SPECIAL_CODES['ODS-124'].message },
  NOT_ENACH_ESIGN_ELIGIBLE: { type: MANDATE_SPECIAL_CODES.NOT_ENACH_ESIGN_ELIGIBLE.title, message: MANDATE_SPECIAL_CODES.NOT_ENACH_ESIGN_ELIGIBLE.message },
  NOT_ENACH_ELIGIBLE: { type: MANDATE_SPECIAL_CODES.NOT_ENACH_ELIGIBLE.title, message: MANDATE_SPECIAL_CODES.NOT_ENACH_ELIGIBLE.message },
  MANDATE_NOT_FOUND: { type: 'Not Found', message: 'Mandate not found' },
  FORM_RELEASE_NOT_FOUND: { type: 'Not Found', message: "This onboarding's version of the step was not found. Please try again later." },
  // Inventory and stock transfers (src/domain/inventory.ts).
  ...inventoryErrorEntries,

  // Server error codes of spec section 8.
  // MOS-1001 (Invalid request) is with the session errors, which the app carries from the start.
  ...same(['MOS-1002', 'MIS-1001'], {
    type: 'Invalid Request',
    message: 'Mandatory header missing in request',
  }),
  'MOS-1003': { type: 'Invalid PAN', message: 'Invalid PAN number, retry with a valid PAN' },
  'MOS-1004': { type: 'Invalid Request', message: 'Please enter a valid Annual Revenue value' },
  'MOS-1005': { type: 'Not Found', message: 'No Merchant MCC details found for given Account ID' },
  'MOS-1006': { type: 'Not Found', message: 'No Merchant Account details found' },
  'MOS-1007': { type: 'Invalid Request', message: 'Invalid fields or fields not allowed to change' },
  'MOS-1009': { type: 'Invalid Request', message: 'Invalid Account ID' },
  ...same(['MOS-1010', 'MOS-1011'], { type: 'Not Found', message: 'Account MCC not found' }),
  'MOS-1012': { type: 'Not Found', message: 'Merchant Account not found' },
  'MOS-1013': { type: 'Not Found', message: 'Merchant Contact not found' },
  'MOS-1014': { type: 'Duplicate Account', message: 'Account already exists with shared PAN' },
  'MOS-1015': { type: 'Invalid Request', message: 'Please choose city corresponding to updated state' },
  ...same(['MOS-2001', 'MOS-2003', 'MPS-3001', 'MPS-3002', 'BS-2001', 'ODS-401'], notAuthorised),
  ...same(['MOS-2002', 'MPS-3003'], securityLogout),
  ...same(
    [
      'MOS-3001',
      'MOS-3002',
      'MOS-3003',
      'MOS-3004',
      'MOS-3005',
      'MOS-3006',
      'MPS-1001',
      'MPS-3004',
      'MPS-3005',
      'MPS-3006',
      'MPS-3007',
      'BS-1005',
      'BS-2003',
      'BS-2004',
      'BS-2005',
      'MSS-101',
      'MSS-105',
      'MSS-106',
      'LMS-102',
      'LMS-106',
    ],
    TECHNICAL_ERROR,
  ),
  ...same(['MPS-1002', 'MPS-1003', 'MPS-1004'], {
    type: 'Bank Verification Error',
    message: 'Error occurred while verifying Bank Account, try later',
  }),
  ...same(['MPS-2001', 'ODS-114'], { type: 'Not Found', message: 'Bank account details not found' }),
  'MPS-2003': { type: 'Bank Not Supported', message: 'Bank not yet supported' },
  'MPS-3008': {
    type: 'Bank Account Linked',
    message: 'Bank account already linked with another merchant',
  },
  ...same(['BS-1001', 'BS-1004'], { type: 'Invalid Address', message: 'Please select Valid City and State' }),
  ...same(['BS-1003', 'BS-3001', 'BS-3002'], {
    type: 'Account Creation Error',
    message: 'Error in creating Merchant Account',
  }),
  'BS-1006': { type: 'Invalid GSTIN', message: 'Invalid GST Number format' },
  ...same(['BS-1007', 'DE-1009', 'DE-3002'], { type: 'Invalid GSTIN', message: 'GSTIN is Invalid' }),
  'BS-1002': { type: 'Not Found', message: 'Billing Entity not found' },
  'BS-2002': { type: 'Session Expired', message: 'User access expired, login again' },
  'MSS-1001': { type: 'Not Found', message: 'Store not found' },
  ...same(['MSS-1016', 'MSS-1017'], {
    type: 'Invalid Address',
    message: 'Please select correct city and state for Business',
  }),
  ...same(['ODS-101', 'ODS-103'], { type: 'Not Found', message: 'Opportunity not found' }),
  'ODS-104': { type: 'Invalid Request', message: 'Please fill all the fields to proceed' },
  'ODS-105': { type: 'Invalid Request', message: 'Nach Amount is null' },
  ...same(['ODS-109', 'ODS-110'], {
    type: 'Products Missing',
    message: 'Please add products to continue, wait while products are fetched from the CRM',
  }),
  'ODS-113': { type: 'Not Found', message: 'Opportunity query code not found' },
  'ODS-115': { type: 'Not Found', message: 'Merchant Account not found' },
  'DE-2006': { type: 'Not Found', message: 'Document not found' },
  'DE-2011': { type: 'Document Error', message: 'Error in extracting document data' },
  ...same(['DE-3017', 'DE-2013'], { type: 'Document Error', message: 'Error in processing DigiLocker photo' }),
  ...same(['DE-3018', 'DE-2014'], { type: 'Document Error', message: 'Error in performing OCR' }),
  'DE-4001': { type: 'Invalid PAN', message: 'Incorrect PAN' },
  'LMS-101': { type: 'Not Found', message: 'Lead ID not found' },
  ...same(['LMS-103', 'LMS-1050'], { type: 'Invalid Request', message: 'Incorrect Data' }),
  'MIS-1008': {
    type: 'Technical Error',
    message: 'Error occurred while processing request, reach out to technical team',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Codes the spec keeps on a special list; their handling is left to the screens that meet them. */
export const specialErrorCodes = ['ODS-118', 'ODS-124', 'NOT_ENACH_ESIGN_ELIGIBLE', 'NOT_ENACH_ELIGIBLE'] as const;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}
