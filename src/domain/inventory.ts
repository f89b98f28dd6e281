// The rules of stock transfers (spec section 3, 'Product item' and 'Product transfer'): checked by
// the server before the inventory operations run, and by the Inventory screen before it sends.

export const INVENTORY_LIMITS = { itemsPerTransfer: 50, courierName: 60, trackingNumber: 40, search: 100 } as const;

export const inventoryMessages = {
  noItems: 'Please choose at least one item to transfer.',
  tooManyItems: `Please transfer at most ${INVENTORY_LIMITS.itemsPerTransfer} items at a time.`,
  duplicateItem: 'An item appears twice in the transfer.',
  destination: 'Please choose where to send the items.',
  courierName: 'Please enter the courier name.',
  courierNameCharacters: "Please use letters, numbers, spaces and . & ' - only in the courier name.",
  trackingNumber: 'Please enter the tracking number.',
  trackingNumberShape: 'Please enter a tracking number of 4 to 40 letters, digits or hyphens.',
  transferStatus: 'A transfer can only be set to Received, Rejected or Cancelled.',
  nothingToChange: 'Please send a new status, courier name or tracking number.',
  // What a caller is told when the stored stock refuses the request (the catalogue's entries below).
  noLocation: 'Your sign-in has no inventory location. Please contact your manager.',
  itemNotFound: 'Product item not found in your inventory.',
  itemInTransit: (serial: string) => `The item ${serial} is already in transit. It can be sent again once the transfer is closed.`,
  destinationNotFound: 'Destination location not found.',
  ownDestination: 'The items are already at your location. Please choose another location.',
  transferNotFound: 'Stock transfer not found.',
  transferClosed: (status: string) => `This transfer is already ${status.toLowerCase()} and can no longer change.`,
  receiverOnly: 'Only the receiving location can receive or reject a transfer.',
  senderOnly: 'Only the sender can cancel a transfer or change its courier details.',
} as const;

/** Catalogue entries of the inventory operations' refusals (src/domain/error-catalogue.ts). */
export const inventoryErrorEntries = {
  INVENTORY_NO_LOCATION: { type: 'No Inventory Location', message: inventoryMessages.noLocation },
  PRODUCT_ITEM_NOT_FOUND: { type: 'Not Found', message: inventoryMessages.itemNotFound },
  PRODUCT_ITEM_IN_TRANSIT: { type: 'Item In Transit', message: 'The item is already in transit. It can be sent again once the transfer is closed.' },
  INVENTORY_LOCATION_NOT_FOUND: { type: 'Not Found', message: inventoryMessages.destinationNotFound },
  TRANSFER_TO_OWN_LOCATION: { type: 'Invalid Destination', message: inventoryMessages.ownDestination },
  PRODUCT_TRANSFER_NOT_FOUND: { type: 'Not Found', message: inventoryMessages.transferNotFound },
  PRODUCT_TRANSFER_CLOSED: { type: 'Transfer Closed', message: 'This transfer is already closed and can no longer change.' },
  TRANSFER_RECEIVER_ONLY: { type: 'Not Allowed', message: inventoryMessages.receiverOnly },
  TRANSFER_SENDER_ONLY: { type: 'Not Allowed', message: inventoryMessages.senderOnly },
} as const;

/** The statuses a transfer may be moved to: the receiver receives or rejects it, the sender cancels it. */
export const TRANSFER_CLOSING_STATUSES = ['RECEIVED', 'REJECTED', 'CANCELLED'] as const;
export type TransferClosingStatus = (typeof TRANSFER_CLOSING_STATUSES)[number];

/** Open transfers hold their item: it is in transit until the transfer closes. */
export const OPEN_TRANSFER_STATUSES = ['INITIATED', 'IN_TRANSIT'] as const;

export function isClosingStatus(status: string): status is TransferClosingStatus {
  return (TRANSFER_CLOSING_STATUSES as readonly string[]).includes(status);
}

/** Who may move a transfer to a closing status. */
export function closingRole(status: TransferClosingStatus): 'receiver' | 'sender' {
  return status === 'CANCELLED' ? 'sender' : 'receiver';
}
