// The feature's public face for the other features: its step widgets, which onboarding's registry names.
export { DigiLockerWidget } from './digilocker-widget';
export { FaceMatchWidget } from './face-match-widget';
export { KycDocumentNumberWidget } from './kyc-document-number-widget';
export { KycLinkWidget } from './kyc-link-panel';
export { SignatoryKycWidget } from './signatory-kyc-widget';
export { SignatoryPanWidget } from './signatory-pan-widget';
