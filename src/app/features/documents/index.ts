// The feature's public face for the other features: its step widgets, which onboarding's registry names.
export { DocumentCaptureWidget } from './document-capture-widget';
export { PhotoCaptureWidget } from './photo-capture-widget';
