import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchParamsWriter } from '../../shell/search-params-writer';
import { dateFilters, sortOptions, type DateFilter, type SortOption } from './home-texts';
import { defaultLeadControls, type LeadControlsValue } from './lead-controls';

// The Leads controls (sort, date filter, website and voice pod filters) live in the address, like
// Home's tab and the header's search: a reload, the back button and the page the server draws all
// show the list as the agent left it (issue 42: 'Home forgets the chosen sort on reload').

/** The address's query parameters of the controls; a control at its default is left out. */
export const LEAD_CONTROL_PARAMS = { sort: 'sort', date: 'date', website: 'website', voicePod: 'voicePod' } as const;

const isSort = (value: string | null): value is SortOption => sortOptions.some((o) => o.value === value);
const isDate = (value: string | null): value is DateFilter => dateFilters.some((f) => f.value === value);

/** The controls an address asks for; anything it does not know is the default. */
export function controlsFromParams(params: URLSearchParams): LeadControlsValue {
  const sort = params.get(LEAD_CONTROL_PARAMS.sort);
  const date = params.get(LEAD_CONTROL_PARAMS.date);
  return {
    sort: isSort(sort) ? sort : defaultLeadControls.sort,
    date: isDate(date) ? date : defaultLeadControls.date,
    website: params.get(LEAD_CONTROL_PARAMS.website) === '1',
    voicePod: params.get(LEAD_CONTROL_PARAMS.voicePod) === '1',
  };
}

/** The address's parameters with these controls, the other parameters (tab, search) kept. */
export function withControls(params: URLSearchParams, controls: LeadControlsValue): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  put(LEAD_CONTROL_PARAMS.sort, controls.sort === defaultLeadControls.sort ? null : controls.sort);
  put(LEAD_CONTROL_PARAMS.date, controls.date);
  put(LEAD_CONTROL_PARAMS.website, controls.website ? '1' : null);
  put(LEAD_CONTROL_PARAMS.voicePod, controls.voicePod ? '1' : null);
  return next;
}

/** The Leads controls, read from and written to the address (replacing the history entry, as the tab does). */
export function useLeadControls(): [LeadControlsValue, (next: LeadControlsValue) => void] {
  const [params] = useSearchParams();
  const setParams = useSearchParamsWriter();
  const controls = controlsFromParams(params);
  const change = useCallback(
    (next: LeadControlsValue) => setParams((previous) => withControls(previous, next), { replace: true }),
    [setParams],
  );
  return [controls, change];
}
