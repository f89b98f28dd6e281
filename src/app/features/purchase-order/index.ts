// The feature's public face for the other features: its step widgets, which onboarding's registry names.
export { PoPaymentWidget } from './po-payment-panel';
