// The Home dashboard's texts (spec section 2, 'Home (dashboard)'), word for word where the spec gives them.

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
} as const;

/** The main tabs, then the extra categories; all of them are values of ?tab=. */
export const mainTabs = [
  { value: 'opportunities', label: 'Opportunities' },
  { value: 'leads', label: 'Leads' },
  { value: 'in-review', label: 'In review' },
  { value: 'being-deployed', label: 'Being deployed' },
] as const;

export const extraCategories = [
  { value: 'live', label: 'Live' },
  { value: 'lost', label: 'Lost' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'training', label: 'Training and Support' },
  { value: 'store-addresses', label: 'Store addresses' },
] as const;

export type HomeTab = (typeof mainTabs)[number]['value'] | (typeof extraCategories)[number]['value'];

export const DEFAULT_TAB: HomeTab = 'leads';

export function isHomeTab(value: string | null): value is HomeTab {
  return [...mainTabs, ...extraCategories].some((t) => t.value === value);
}

export const dateFilters = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'week', label: '7 days' },
] as const;
export type DateFilter = (typeof dateFilters)[number]['value'];

export const sortOptions = [
  { value: 'createdAt:DESC', label: 'Date created (newest first)' },
  { value: 'createdAt:ASC', label: 'Date created (oldest first)' },
  { value: 'rating:DESC', label: 'Lead rating (hot first)' },
  { value: 'rating:ASC', label: 'Lead rating (cold first)' },
  { value: 'scheduledFollowUp:DESC', label: 'Next scheduled (latest first)' },
  { value: 'scheduledFollowUp:ASC', label: 'Next scheduled (soonest first)' },
] as const;
export type SortOption = (typeof sortOptions)[number]['value'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's window in the device's time zone: local midnight to the next midnight. */
export function todayWindow(now = new Date()): { from: Date; to: Date } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from, to };
}

/**
 * The date filter works on the next scheduled follow-up: Today = today's window, Yesterday = yesterday's
 * (follow-ups missed), 7 days = from today's midnight to the same time seven days on (the week ahead).
 */
export function dateFilterWindow(filter: DateFilter, now = new Date()): { from: string; to: string } {
  const today = todayWindow(now);
  const from = filter === 'yesterday' ? new Date(today.from.getFullYear(), today.from.getMonth(), today.from.getDate() - 1) : today.from;
  const to =
    filter === 'today' ? today.to : filter === 'yesterday' ? today.from : new Date(today.from.getTime() + 7 * DAY_MS);
  return { from: from.toISOString(), to: to.toISOString() };
}
