// The Home dashboard's texts (spec section 2, 'Home (dashboard)'), word for word where the spec gives them.
import { homePlaceLabels, type HomePlaceCode } from '../../../domain/dashboard-buckets';
import type { FollowUpDateFilter } from '../../../domain/follow-up-windows';

export const homeTexts = {
  emptySearch: "Sorry, we couldn't find what you're looking for. Can you try a different word?",
  addNewLead: 'Add new lead',
  createOpportunity: 'Create new opportunity',
  resume: 'Resume',
  reviewAllDetails: 'Review all details',
  callMerchant: 'Call merchant',
  getDirections: 'Get directions',
  leadRating: 'Lead rating',
  followUp: 'Next appointment',
  scheduleFollowUp: 'Schedule follow-up',
  markLost: 'Mark lost',
  markNotConverted: 'Mark as not converted',
  sort: 'Sort',
  filter: 'Filter',
  websiteLeads: 'Website leads',
  voicePodLeads: 'Voice pod leads',
  loadMore: 'Load more',
  tasks: 'Follow-ups today',
  seeAllLeads: 'See all leads',
  deploymentRejected: 'Deployment rejected by the field engineers',
  leadsListing: 'Leads listing',
  cancel: 'Cancel',
  confirmNotConverted: 'Mark as not converted?',
  notConvertedWarning: (name: string) => `${name} leaves your open lists for Not converted, where you can reopen it.`,
  markedNotConverted: (name: string) => `${name} was marked as not converted.`,
  markedLost: (name: string) => `${name} was marked lost.`,
} as const;

/** The main tabs, then the extra categories; all of them are values of ?tab=. */
export const mainTabs = [
  { value: 'opportunities', label: homePlaceLabels.NEW },
  { value: 'leads', label: 'Leads' },
  { value: 'in-review', label: homePlaceLabels.IN_REVIEW },
  { value: 'being-deployed', label: homePlaceLabels.BEING_DEPLOYED },
] as const;

export const extraCategories = [
  { value: 'live', label: homePlaceLabels.LIVE },
  { value: 'lost', label: homePlaceLabels.LOST },
  { value: 'not-converted', label: homePlaceLabels.NOT_CONVERTED },
  { value: 'rejected', label: homePlaceLabels.REJECTED },
  { value: 'training', label: 'Training and Support' },
  { value: 'store-addresses', label: 'Store addresses' },
] as const;

export type HomeTab = (typeof mainTabs)[number]['value'] | (typeof extraCategories)[number]['value'];

export const DEFAULT_TAB: HomeTab = 'leads';

/** The place on Home (src/domain/dashboard-buckets.ts) each tab and category lists opportunities of. */
export const placeOfTab: Partial<Record<HomeTab, HomePlaceCode>> = {
  opportunities: 'NEW',
  'in-review': 'IN_REVIEW',
  'being-deployed': 'BEING_DEPLOYED',
  live: 'LIVE',
  rejected: 'REJECTED',
  lost: 'LOST',
  'not-converted': 'NOT_CONVERTED',
};

export function isHomeTab(value: string | null): value is HomeTab {
  return [...mainTabs, ...extraCategories].some((t) => t.value === value);
}

/** The follow-up date filters' labels; their windows are India's days (src/domain/follow-up-windows.ts). */
export const dateFilters = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'week', label: '7 days' },
] as const satisfies readonly { value: FollowUpDateFilter; label: string }[];
export type DateFilter = FollowUpDateFilter;

export const sortOptions = [
  { value: 'createdAt:DESC', label: 'Date created (newest first)' },
  { value: 'createdAt:ASC', label: 'Date created (oldest first)' },
  { value: 'rating:DESC', label: 'Lead rating (hot first)' },
  { value: 'rating:ASC', label: 'Lead rating (cold first)' },
  { value: 'scheduledFollowUp:DESC', label: 'Next scheduled (latest first)' },
  { value: 'scheduledFollowUp:ASC', label: 'Next scheduled (soonest first)' },
] as const;
export type SortOption = (typeof sortOptions)[number]['value'];
