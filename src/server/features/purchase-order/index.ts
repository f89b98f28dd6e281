// The purchase order feature's public face for other features: what they read of an opportunity's purchase order.
export { findPurchaseOrder, storedPurchaseOrderFacts, withPurchaseOrders } from './purchase-orders';
