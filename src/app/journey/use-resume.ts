import { useCallback } from 'react';
import { useClient } from 'urql';
import { useNavigate } from 'react-router-dom';
import { MerchantOnboardingStateV2Document, type OnboardingIdType } from '../../../generated/graphql';
import { selectJourney, type Selection } from './selection';
import { routeOfStep, stepRoutes } from '../../domain/step-routes';

/**
 * Resuming a lead or an opportunity: it becomes the selection (with the lead's opportunity, when the
 * lead-state query names one, so its steps read what was saved for it), then the agent goes to the
 * step in progress, or to PAN details when that cannot be told; or to `step` when one is asked for.
 */
export function useResume() {
  const client = useClient();
  const navigate = useNavigate();
  return useCallback(
    async (selection: Selection, step?: string) => {
      selectJourney(selection);
      let target: string = stepRoutes.PanDetail;
      const stateDataId = selection.leadId ?? (selection.opportunityId !== null ? String(selection.opportunityId) : null);
      if (stateDataId) {
        const idType: OnboardingIdType = selection.opportunityId !== null && !selection.leadId ? 'OPPORTUNITY' : 'LEAD';
        const result = await client
          .query(
            MerchantOnboardingStateV2Document,
            {
              input: {
                idType,
                isExistingMerchant: selection.isExisting && selection.opportunityId === null,
                stateDataId,
                opportunityId: selection.opportunityId,
              },
            },
            { requestPolicy: 'network-only' },
          )
          .toPromise();
        const state = result.data?.merchantOnboardingStateV2;
        if (state?.opportunityId != null && selection.opportunityId === null) selectJourney({ opportunityId: state.opportunityId });
        const inProgress = state?.steps.find((s) => s.displayStatus === 'inprogress');
        if (inProgress && routeOfStep(inProgress.type) !== '/') target = routeOfStep(inProgress.type);
      }
      await navigate(step ?? target);
    },
    [client, navigate],
  );
}
