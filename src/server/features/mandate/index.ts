// The mandate feature's public face for other features: what they read of an opportunity's mandate.
export { storedMandateFacts } from './mandate-facts';
