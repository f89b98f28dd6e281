import { useSyncExternalStore } from 'react';

// The lead or opportunity the agent is working on, kept locally as spec section 3 says:
// selectedLeadId as 'id', selectedOppId as 'oppId', isExisting as the string true or false.

export interface Selection {
  leadId: string | null;
  opportunityId: number | null;
  isExisting: boolean;
}

const listeners = new Set<() => void>();
let cached: { key: string; value: Selection } | null = null;

function read(): Selection {
  const id = localStorage.getItem('id');
  const opp = localStorage.getItem('oppId');
  const existing = localStorage.getItem('isExisting');
  const key = `${id}|${opp}|${existing}`;
  if (cached?.key === key) return cached.value;
  const opportunityId = opp && /^\d+$/.test(opp) ? Number(opp) : null;
  cached = { key, value: { leadId: id || null, opportunityId, isExisting: existing === 'true' } };
  return cached.value;
}

export function selectJourney(selection: Partial<Selection>): void {
  if (selection.leadId !== undefined) {
    if (selection.leadId) localStorage.setItem('id', selection.leadId);
    else localStorage.removeItem('id');
  }
  if (selection.opportunityId !== undefined) {
    if (selection.opportunityId !== null) localStorage.setItem('oppId', String(selection.opportunityId));
    else localStorage.removeItem('oppId');
  }
  if (selection.isExisting !== undefined) localStorage.setItem('isExisting', String(selection.isExisting));
  listeners.forEach((listener) => listener());
}

/** Starting a new lead: nothing is selected. */
export function clearJourney(): void {
  selectJourney({ leadId: null, opportunityId: null, isExisting: false });
}

export function useSelection(): Selection {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      const onStorage = () => listener();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    read,
  );
}
