// The feature's public face for the other features: its step widgets, which onboarding's registry names.
export { BankAccountNumberWidget } from './bank-account-number-widget';
export { BankAccountTypeWidget } from './bank-account-type-widget';
export { IfscLookupWidget } from './ifsc-lookup-widget';
