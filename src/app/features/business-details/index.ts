// The feature's public face for the other features: its step widgets, which onboarding's registry names.
export { BusinessProofLookupWidget } from './business-proof-lookup-widget';
export { GstinPickerWidget } from './gstin-picker-widget';
export { GeoCoordinateWidget, LocateMeWidget } from './locate-me-widget';
export { MccPickerWidget } from './mcc-picker-widget';
export { PincodeLookupWidget } from './pincode-lookup-widget';
