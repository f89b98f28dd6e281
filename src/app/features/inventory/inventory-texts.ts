import type { ProductTransferStatus, ProductType, WorkingCondition } from '../../../../generated/graphql';

export const inventoryTexts = {
  title: 'Inventory Management',
  itemsTab: 'My items',
  transfersTab: 'Stock transfers',
  search: 'Search by serial number',
  searchPlaceholder: 'Type or scan a serial',
  scanned: 'serial number',
  itemCount: (total: number) => (total === 1 ? '1 item' : `${total} items`),
  noItems: 'No items are at your location.',
  noMatch: 'No item of yours has this serial number.',
  serial: 'Serial',
  secondarySerial: 'Secondary serial',
  condition: 'Condition',
  received: 'Received on',
  quantity: 'Quantity on hand',
  inTransit: 'In transit',
  select: (serial: string) => `Select ${serial}`,
  changeCondition: 'Change condition',
  conditionTitle: (serial: string) => `Condition of ${serial}`,
  conditionHint: 'Only a working device can be deployed to a merchant.',
  saveCondition: 'Save condition',
  conditionSaved: (serial: string, condition: string) => `${serial} is now marked ${condition.toLowerCase()}.`,
  showMore: 'Show more',
  sendSelected: (count: number) => (count === 1 ? 'Send 1 item' : `Send ${count} items`),
  sendTitle: 'Send stock',
  destination: 'Send to',
  destinationPlaceholder: 'Search an agent or a warehouse',
  noDestination: 'No location matches.',
  courierName: 'Courier name',
  trackingNumber: 'Tracking number',
  send: 'Send',
  sent: (count: number, to: string) => `${count === 1 ? '1 item is' : `${count} items are`} on the way to ${to}.`,
  incoming: 'Incoming',
  outgoing: 'Outgoing',
  noIncoming: 'No stock is on its way to you.',
  noOutgoing: 'You have not sent any stock.',
  from: 'From',
  to: 'To',
  courier: 'Courier',
  tracking: 'Tracking number',
  sentOn: 'Sent on',
  warehouseReceipt: (time: string) => `The warehouse receives it by ${time}.`,
  correctCourier: 'Correct courier details',
  correctTitle: 'Correct courier details',
  saveCourier: 'Save courier details',
  courierSaved: 'The courier details were corrected.',
  receive: 'Receive',
  reject: 'Reject',
  cancel: 'Cancel transfer',
  done: {
    RECEIVED: 'The item is now in your inventory.',
    REJECTED: 'The transfer was rejected: the item goes back to the sender.',
    CANCELLED: 'The transfer was cancelled: the item is back in your inventory.',
  },
  /** What the agent confirms before an action that gives the item back: it cannot be undone. */
  confirm: {
    REJECTED: { title: 'Reject this transfer?', message: 'The item goes back to the sender. This cannot be undone.', action: 'Reject transfer' },
    CANCELLED: { title: 'Cancel this transfer?', message: 'The item comes back to your inventory. This cannot be undone.', action: 'Cancel transfer' },
  },
  keep: 'Keep the transfer',
  tryAgain: 'Try again',
} as const;

export const transferStatusLabels: Record<ProductTransferStatus, string> = {
  INITIATED: 'Initiated',
  IN_TRANSIT: 'In transit',
  RECEIVED: 'Received',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

export const transferStatusColors: Record<ProductTransferStatus, string> = {
  INITIATED: 'blue',
  IN_TRANSIT: 'yellow',
  RECEIVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

export const workingConditionLabels: Record<WorkingCondition, string> = {
  WORKING: 'Working',
  NOT_WORKING: 'Not working',
  DAMAGED: 'Damaged',
};

export const productTypeLabels: Record<ProductType, string> = {
  POS: 'POS terminal',
  SOFT_POS: 'Soft POS',
  SOUNDBOX: 'Sound box',
  STATIC_QR: 'Static QR',
  DYNAMIC_QR: 'Dynamic QR',
  VAS: 'Value added service',
  ACCESSORY: 'Accessory',
};
