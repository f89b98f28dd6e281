export { ConfirmNotConvertedModal } from './confirm-not-converted-modal';
export { LeadDetailsModal } from './lead-details-modal';
export { LostReasonModal } from './lost-reason-modal';
