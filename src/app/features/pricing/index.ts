// The feature's public face for the other features: its step widgets, which onboarding's registry names.
export { PricingRequestsWidget } from './pricing-requests-widget';
export { ProductPickerWidget } from './product-picker-widget';
