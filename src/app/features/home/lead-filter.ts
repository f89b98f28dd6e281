import type { LeadListInput, LeadSortField, SortDirection } from '../../../../generated/graphql';
import { openLeadStatuses, voicePodProducts } from '../../../domain/dashboard-buckets';
import { followUpWindow, type FollowUpDateFilter } from '../../../domain/follow-up-windows';
import type { LeadControlsValue } from './lead-controls';

/** A date filter's window as the API's range: India's days, whatever zone the phone is set to. */
export function followUpRange(filter: FollowUpDateFilter): { from: string; to: string } {
  const { from, to } = followUpWindow(filter, new Date());
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The open leads the Leads controls and the header's search ask for (Home's Leads tab and /leads). */
export function leadFilter(controls: LeadControlsValue, search: string): LeadListInput {
  const [field, direction] = controls.sort.split(':') as [LeadSortField, SortDirection];
  return {
    leadStatuses: [...openLeadStatuses],
    sort: { field, direction },
    ...(controls.date ? { scheduledFollowUp: followUpRange(controls.date) } : {}),
    ...(controls.website ? { leadSources: ['WEBSITE'] } : {}),
    ...(controls.voicePod ? { product: [...voicePodProducts] } : {}),
    ...(search ? { search } : {}),
  };
}
