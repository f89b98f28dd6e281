import type { DeploymentItemStatus } from '../../../../generated/graphql';

// The deployment screens' words. The item statuses are the spec's (section 3, 'Deployment'); the
// server's refusals ('Please wait for 2 minutes before placing another deployment request.',
// 'Acknowledgement not received.') are shown as the server sends them.

export const deploymentItemStatusLabels: Record<DeploymentItemStatus, string> = {
  YET_TO_DEPLOY: 'Yet to deploy',
  REQUEST_RAISED: 'Request raised',
  SELF_DEPLOYMENT: 'Marked for self deployment',
};

export const deploymentTexts = {
  loading: 'Loading the deployment',
  noOpportunity: 'Choose a merchant under Being deployed on Home to work on its deployment.',
  noRequest: 'This deployment request was not found. Go back to the deployment and choose a request.',
  backToDeployment: 'Back to deployment',
  goHome: 'Go to Home',

  items: 'Products to deploy',
  noItems: 'There is nothing to deploy for this merchant.',
  quantity: (n: number) => `Quantity: ${n}`,

  raiseTitle: 'Raise deployment',
  store: 'Store',
  deployItem: (name: string) => `Deploy ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  selfDeployment: 'I will deploy these myself (self deployment)',
  raise: 'Raise deployment request',
  chooseItem: 'Choose at least one product to deploy.',
  raised: 'The deployment request was raised.',
  nextRequestAt: (time: string) => `You can place the next deployment request at ${time}.`,

  requests: 'Deployment requests',
  noRequests: 'No deployment request yet.',
  tid: 'TID',
  mid: 'MID',
  revisionNumber: 'Revision number',
  posId: 'POS id',
  crmTicket: 'CRM ticket',
  soundboxLink: 'Soundbox link',
  asset: 'Device',
  devices: 'Devices',
  workflow: 'Stage',
  meTeamCheck: 'ME team check',
  productsMapped: 'Devices mapped',
  linkingDone: 'QR codes linked',
  acknowledged: 'Acknowledged by the merchant',
  mapDevices: 'Map devices',
  linkQrCodes: 'Map other QR codes',
  testTransactions: 'Test transactions',
  completeDeployment: 'Complete deployment',

  allDone: 'Deployment complete. The merchant is now live.',

  // Map devices
  required: 'Products for this merchant',
  requiredLine: (required: number, deployed: number, available: number) => `Required ${required} · deployed ${deployed} · in your inventory ${available}`,
  consumed: 'Devices mapped to this request',
  noneConsumed: 'No device mapped yet.',
  available: 'Devices in your inventory',
  noneAvailable: 'No device of these products is in your inventory.',
  serial: 'Serial number',
  serialHint: "Type the serial number from the device's label, or scan it.",
  serialScanLabel: 'serial number',
  addSerial: 'Add',
  notInInventory: 'No device with this serial number is in your inventory.',
  alreadyChosen: 'This device is already chosen.',
  chosen: 'Chosen devices',
  removeChosen: (serial: string) => `Remove ${serial}`,
  mapChosen: 'Map chosen devices',
  noneChosen: 'Choose or type at least one device.',
  mapped: 'The devices were mapped.',

  // Map other QR codes
  toLink: 'Devices to link',
  noneToLink: 'No device needs linking.',
  linked: 'Linked',
  notLinked: 'Not linked',
  qrCode: 'QR code id or serial',
  qrCodeHint: 'Type the id printed on the QR code, or its serial number, or scan the code.',
  qrCodeScanLabel: 'QR code',
  link: 'Link',
  terminalTid: 'TID of the terminal to link to',
  terminalTidHint: "The 8-character terminal id on the merchant's POS or its charge slip.",
  linkedNow: 'The QR code was linked.',
  deLink: 'De-link',
  deLinkFor: (serial: string) => `De-link ${serial}`,
  deLinkTitle: 'De-link this device?',
  deLinkReason: 'Reason',
  deLinkReasonRequired: 'Please give the reason.',
  deLinkConfirm: 'De-link',
  cancel: 'Cancel',
  deLinked: 'The device was de-linked.',

  // Test transactions
  cardTest: 'Card test transaction',
  upiTest: 'UPI test transaction',
  noTests: 'No test transaction applies to this deployment.',
  transactionRef: 'Transaction reference',
  cardRefHint: 'The RRN on the charge slip.',
  upiRefHint: 'The UPI reference of the payment.',
  amount: 'Amount (₹)',
  proofPhoto: 'Proof photo',
  saveTest: (test: string) => `Save ${test.toLowerCase()}`,
  testSaved: 'The test transaction was saved.',
  testDone: (when: string) => `Done ${when}`,
  refRequired: 'Please enter the transaction reference.',
  amountRequired: 'Please enter the amount.',
  photoRequired: 'Please add the proof photo.',

  // Complete deployment
  acknowledgement: 'The merchant acknowledges that the devices are installed and working.',
  closureRemarks: 'Closure remarks',
  complete: 'Complete',
  completed: 'This deployment request is complete.',
} as const;

