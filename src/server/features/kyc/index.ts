// The feature's public face for the other features: what the KYC steps stored, as the step list reads it.
export { storedKycFacts } from './kyc-facts';
export { storedSignatoryFacts } from './signatory-list';
