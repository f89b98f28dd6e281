import type { OnlineAcceptanceStatus, PaymentRecordStatus, PoActivationStatus } from '../../../../generated/graphql';

export const acceptanceLabels: Readonly<Record<OnlineAcceptanceStatus, string>> = {
  NOT_SENT: 'Not sent',
  SENT: 'Sent, waiting for the merchant',
  ACCEPTED: 'Accepted',
  REJECTED: 'Declined by the merchant',
  EXPIRED: 'Link expired',
};

export const acceptanceColours: Readonly<Record<OnlineAcceptanceStatus, string>> = {
  NOT_SENT: 'gray',
  SENT: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'red',
  EXPIRED: 'red',
};

export const activationLabels: Readonly<Record<PoActivationStatus, string>> = {
  NOT_REQUESTED: 'Not requested',
  REQUESTED: 'Requested, waiting for approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const activationColours: Readonly<Record<PoActivationStatus, string>> = {
  NOT_REQUESTED: 'gray',
  REQUESTED: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};

export const paymentStatusLabels: Readonly<Record<PaymentRecordStatus, string>> = {
  INITIATED: 'Link sent',
  PENDING: 'Pending',
  SUCCESS: 'Paid',
  FAILED: 'Failed',
  CANCELLED: 'Replaced by a newer link',
  EXPIRED: 'Expired',
};

export const paymentStatusColours: Readonly<Record<PaymentRecordStatus, string>> = {
  INITIATED: 'blue',
  PENDING: 'yellow',
  SUCCESS: 'green',
  FAILED: 'red',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
};

export const poPanelTexts = {
  loadFailedTitle: 'Purchase Order Error',
  loadFailed: "Sorry, we couldn't fetch the purchase order. Please try again later.",
  noPo: 'No purchase order yet. Choose the payment type and how the merchant accepts it, then save the step.',
  noTotal: 'The purchase order is made from the total of the chosen products, which this opportunity does not have yet.',
  frozen: 'The merchant has accepted this PO, so it is frozen. Rectify it to change it.',
  declined: 'The merchant declined the PO. Change it if needed and save the step to send it again.',
  expired: 'The acceptance link has expired. Save the step to send the PO again.',
  rectified: 'Rectified:',
  rectifyHelp: 'Say what changes and why. The PO is then made again and the merchant accepts it again.',
} as const;

export const paymentPanelTexts = {
  loadFailedTitle: 'Payment Error',
  loadFailed: "Sorry, we couldn't fetch the payment status. Please try again later.",
  noPo: 'Payments are taken once the merchant has accepted the purchase order.',
  notDue: 'No payment is taken now: this purchase order is paid after deployment or on invoicing.',
  paidInFull: 'Nothing is payable: the purchase order is paid in full.',
} as const;
