import type { ProductKind } from './pricing';
import { wholeRupees } from './rupees';

// Deployment after approval (spec sections 2, 3, 4, 8 and 9): which opportunities may be deployed,
// which products need a device, the 2-minute wait between deployment requests, which test
// transactions and which device linking a request calls for, and when a deployment is complete.

/** spec section 9: 'Deployment re-request wait 2 minutes.' */
export const DEPLOYMENT_REQUEST_WAIT_MS = 2 * 60 * 1000;

/** The statuses in which an opportunity's products are deployed (spec section 4, 'Deployment progress'). */
export const DEPLOYABLE_STATUSES = ['DEPLOYMENT_APPROVED', 'DEPLOYMENT_COMPLETED'] as const;
export const DEPLOYMENT_APPROVED_STATUS = 'DEPLOYMENT_APPROVED';
export const DEPLOYMENT_REJECTED_STATUS = 'DEPLOYMENT_REJECTED';
export const DEPLOYMENT_COMPLETED_STATUS = 'DEPLOYMENT_COMPLETED';
/** The statuses in which a submitted onboarding waits for the field engineers' (CSE) review of its deployment. */
export const DEPLOYMENT_REVIEW_STATUSES = ['PO_APPROVAL_SUBMITTED', 'DEPLOYMENT_REQUESTED'] as const;

export const DEPLOYMENT_LIMITS = {
  serialsPerCall: 100,
  devicesPerCall: 20,
  transactionRef: { min: 6, max: 30 },
  /** A test transaction is a token amount, in rupees. */
  testAmount: { min: 1, max: 10_000 },
  reviewComment: 1000,
} as const;

export const deploymentMessages = {
  // Spec section 8, word for word.
  wait: 'Please wait for 2 minutes before placing another deployment request.',
  acknowledgement: 'Acknowledgement not received.',
  // This product's own texts.
  notApproved: 'Devices can be deployed only once the deployment is approved.',
  requestNotFound: 'Deployment request not found',
  completed: 'This deployment is complete and can no longer change.',
  notToDeploy: 'This product is not one of the devices this opportunity deploys.',
  leftToDeploy: (left: number, productName: string) =>
    left === 0 ? `Every ${productName} of this opportunity is already requested.` : `Only ${left} ${productName} left to deploy.`,
  noStore: 'The merchant has no store to deploy to. Please add a store first.',
  itemsRequired: 'Please choose at least one device.',
  duplicateItem: 'A device appears twice in the list.',
  notInInventory: (serial: string) => `${serial} is not in your inventory.`,
  inTransit: (serial: string) => `${serial} is in transit and cannot be used until it is received.`,
  alreadyConsumed: (serial: string) => `${serial} is already used in a deployment.`,
  wrongProduct: (serial: string, productName: string) => `${serial} is not a ${productName}.`,
  notWorking: (serial: string) => `${serial} is not marked as working. Only a working device can be deployed.`,
  tooManyDevices: (quantity: number, productName: string) => `This deployment request takes ${quantity} ${productName} only.`,
  devicesNotMapped: 'Please map the devices of this deployment before completing it.',
  cardTestMissing: 'Please record the card test transaction before completing the deployment.',
  upiTestMissing: 'Please record the UPI test transaction before completing the deployment.',
  linkingMissing: 'Please link every QR code and sound box to the terminal before completing the deployment.',
  cardTestNotApplicable: 'A card test transaction does not apply to this deployment.',
  upiTestNotApplicable: 'A UPI test transaction does not apply to this deployment.',
  proofIncomplete: 'Please attach the proof photo and enter the transaction reference.',
  transactionRef: `Please enter the transaction reference (${DEPLOYMENT_LIMITS.transactionRef.min} to ${DEPLOYMENT_LIMITS.transactionRef.max} letters or digits).`,
  // Worded when first read, not as the module loads: the first number a page formats in a locale
  // loads the locale's data, a pause of a tenth of a second or more on a cheap phone, and this module
  // is part of Home's first load.
  get testAmount() {
    return `Please enter a test amount from ₹${DEPLOYMENT_LIMITS.testAmount.min} to ${wholeRupees(DEPLOYMENT_LIMITS.testAmount.max)}.`;
  },
  tid: 'Please enter a valid TID (8 letters or digits).',
  mid: 'Please enter a valid MID (15 letters or digits).',
  identifier: 'Please use letters, digits, hyphens and dots only (at most 40).',
  assigned: (what: 'TID' | 'MID') => `The ${what} is assigned by the acquirer and cannot be changed.`,
  linkingNotApplicable: 'This deployment has no QR code or sound box to link.',
  notOfRequest: (serial: string) => `${serial} is not a device of this deployment request.`,
  linkedElsewhere: (serial: string) => `${serial} is already linked to another terminal. De-link it there first.`,
  noTid: 'Please enter the TID of the terminal the device is linked to.',
  notLinked: (serial: string) => `${serial} is not linked to this deployment request.`,
  reasonRequired: 'Please enter the reason for de-linking.',
  serialRequired: 'Please enter the serial number.',
  locationNotFound: 'Inventory location not found.',
} as const;

export function isDeployable(status: string): boolean {
  return (DEPLOYABLE_STATUSES as readonly string[]).includes(status);
}

export function awaitsDeploymentReview(status: string): boolean {
  return (DEPLOYMENT_REVIEW_STATUSES as readonly string[]).includes(status);
}

/** Products that are a device (or QR code) someone installs; soft POS and VAS need none. */
const DEVICE_KINDS: readonly ProductKind[] = ['POS', 'SOUNDBOX', 'STATIC_QR', 'DYNAMIC_QR', 'ACCESSORY'];
/** Kinds that are linked to the terminal once installed. */
const LINKED_KINDS: readonly ProductKind[] = ['SOUNDBOX', 'STATIC_QR', 'DYNAMIC_QR'];
/** Kinds that take UPI payments, so a UPI test transaction proves them. */
const UPI_KINDS: readonly ProductKind[] = ['POS', 'SOUNDBOX', 'STATIC_QR', 'DYNAMIC_QR'];

export function needsDevice(kind: ProductKind): boolean {
  return DEVICE_KINDS.includes(kind);
}

export function needsLinking(kind: ProductKind): boolean {
  return LINKED_KINDS.includes(kind);
}

/** A request with a card POS terminal is proved with a card test transaction. */
export function isCardTestApplicable(kinds: readonly ProductKind[]): boolean {
  return kinds.includes('POS');
}

/** A request with a POS, a sound box or a QR product is proved with a UPI test transaction. */
export function isUpiTestApplicable(kinds: readonly ProductKind[]): boolean {
  return kinds.some((kind) => UPI_KINDS.includes(kind));
}

/** A request with a sound box or a QR code links it to the terminal. */
export function isLinkingApplicable(kinds: readonly ProductKind[]): boolean {
  return kinds.some(needsLinking);
}

/**
 * When the next deployment request of an opportunity may be placed, given when the last one was;
 * null when it may be placed now.
 */
export function nextRequestAllowedAt(lastRequestAt: Date | null, now: Date): Date | null {
  if (!lastRequestAt) return null;
  const next = new Date(lastRequestAt.getTime() + DEPLOYMENT_REQUEST_WAIT_MS);
  return next > now ? next : null;
}

export interface TestProof {
  documentId?: string | null;
  transactionRef?: string | null;
}

/** A test transaction is done once its proof photo and reference are recorded. */
export function isTestDone(proof: TestProof | null | undefined): boolean {
  return Boolean(proof?.documentId && proof.transactionRef);
}

export interface DeploymentFacts {
  kinds: readonly ProductKind[];
  isProductsConsumed: boolean;
  cardProof: TestProof | null;
  upiProof: TestProof | null;
  isLinkingDone: boolean;
  isCompleted: boolean;
}

export type DeploymentWorkflowStateCode = 'REQUEST_RAISED' | 'INSTALLED' | 'TEST_TRANSACTIONS_DONE' | 'DEVICES_LINKED' | 'COMPLETED';
export type DeploymentRequestStatusCode = 'OPEN' | 'IN_PROGRESS' | 'COMPLETED';

function testsDone(facts: DeploymentFacts): boolean {
  return (!isCardTestApplicable(facts.kinds) || isTestDone(facts.cardProof)) && (!isUpiTestApplicable(facts.kinds) || isTestDone(facts.upiProof));
}

/** What is still missing before the deployment can be completed, in the order the agent does it; null when nothing is. */
export function completionProblem(facts: DeploymentFacts, acknowledged: boolean): string | null {
  if (!acknowledged) return deploymentMessages.acknowledgement;
  if (!facts.isProductsConsumed) return deploymentMessages.devicesNotMapped;
  if (isCardTestApplicable(facts.kinds) && !isTestDone(facts.cardProof)) return deploymentMessages.cardTestMissing;
  if (isUpiTestApplicable(facts.kinds) && !isTestDone(facts.upiProof)) return deploymentMessages.upiTestMissing;
  if (isLinkingApplicable(facts.kinds) && !facts.isLinkingDone) return deploymentMessages.linkingMissing;
  return null;
}

/** Where the request is in its workflow: raised, devices installed (mapped), tests done, devices linked, completed. */
export function workflowState(facts: DeploymentFacts): DeploymentWorkflowStateCode {
  if (facts.isCompleted) return 'COMPLETED';
  if (!facts.isProductsConsumed) return 'REQUEST_RAISED';
  if (!testsDone(facts)) return 'INSTALLED';
  if (isLinkingApplicable(facts.kinds) && facts.isLinkingDone) return 'DEVICES_LINKED';
  return 'TEST_TRANSACTIONS_DONE';
}

/** OPEN until the agent records anything of it, IN_PROGRESS then, COMPLETED once completed. */
export function requestStatus(facts: DeploymentFacts, anythingRecorded: boolean): DeploymentRequestStatusCode {
  if (facts.isCompleted) return 'COMPLETED';
  return anythingRecorded ? 'IN_PROGRESS' : 'OPEN';
}
