import type { PaymentRecordStatus } from '../../../../generated/graphql';

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

export const paymentPanelTexts = {
  loadFailedTitle: 'Payment Error',
  loadFailed: "Sorry, we couldn't fetch the payment status. Please try again later.",
  noPo: 'Payments are taken once the merchant has accepted the purchase order.',
  notDue: 'No payment is taken now: this purchase order is paid after deployment or on invoicing.',
  paidInFull: 'Nothing is payable: the purchase order is paid in full.',
} as const;
