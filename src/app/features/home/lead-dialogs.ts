import { deferred } from '../../shell/deferred';

// A lead card's dialogs are in a chunk of their own: a page of cards mounts none of them, and the
// list fetches the chunk once its cards are shown (prefetchLeadDialogs), before the agent taps.
const load = () => import('./lead-card-dialogs');

export const prefetchLeadDialogs = () => void load().catch(() => undefined);
export const LeadDetailsModal = deferred(() => load().then((module) => module.LeadDetailsModal));
export const LostReasonModal = deferred(() => load().then((module) => module.LostReasonModal));
export const ConfirmNotConvertedModal = deferred(() => load().then((module) => module.ConfirmNotConvertedModal));
