// The feature's public face for the other features: its step widgets, which onboarding's registry names.
export { PanLookupWidget } from './pan-lookup-widget';
