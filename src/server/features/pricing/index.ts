// The pricing feature's public face for other features: what they read of an opportunity's products and pricing.
export { accountHasProducts, storedLineItems, storedProductFacts } from './line-items';
export { settlementFacts, storedPricingFacts, withPricings } from './pricing-facts';
