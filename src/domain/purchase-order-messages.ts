// The purchase order's and payment's texts, apart from their rules so that the error catalogue can
// hold them without the validators the rules need.

export const poMessages = {
  // Spec section 8, word for word.
  paymentTypeUpdateTitle: 'Payment Type Update Error',
  paymentTypeUpdate: "Sorry, we couldn't update the payment type for this opportunity. Please try again later.",
  // This product's own texts.
  totalMissing: 'The purchase order needs the total of the chosen products. Please choose the products and their plans first.',
  frozen: 'The merchant has accepted this purchase order, so it is frozen. Rectify it with remarks to change it.',
  notAccepted: 'The merchant has not accepted the purchase order yet.',
  remarksRequired: 'Please enter the remarks for the rectification.',
  notRectifiable: 'Only an accepted purchase order whose activation is not pending or approved can be rectified.',
  activationPending: 'The purchase order activation was already requested.',
  acceptanceContactRequired: 'Please enter the e-mail ID and mobile number the PO is sent to for acceptance.',
  paymentNotDue: 'No payment is taken now: this purchase order is paid after deployment or on invoicing.',
  fullPaymentOnly: 'Full Payment takes the whole amount payable in one payment.',
  overPayable: 'The amount cannot be more than the amount payable.',
  nothingPayable: 'Nothing is payable on this purchase order.',
  paymentIncomplete: 'The payment is not complete yet.',
  paymentRecordNotFound: 'Payment record not found',
  linkPaymentOnly: 'Payments are started here by payment link only.',
  linkNotEditable: 'A payment made through the payment link cannot be changed.',
  depositBeforeCollection: 'The deposit date cannot be before the collection date.',
  collectionInFuture: 'The collection date cannot be in the future: record the payment once it is collected.',
  depositInFuture: 'The deposit date cannot be in the future: record the deposit once it is made.',
} as const;
