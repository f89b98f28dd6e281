import { useCallback } from 'react';
import { useClient } from 'urql';
import { useNavigate } from 'react-router-dom';
import { MerchantOnboardingStateV2Document, type OnboardingIdType } from '../../../generated/graphql';
import { selectJourney, type Selection } from './selection';
import { routeOfStep, stepRoutes } from '../../domain/step-routes';

/**
 * Resuming a lead or an opportunity: it becomes the selection, then the agent goes to the step in progress
 * (from the lead-state query), or to PAN details when that cannot be told.
 */
export function useResume() {
  const client = useClient();
  const navigate = useNavigate();
  return useCallback(
    async (selection: Selection) => {
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
        const step = result.data?.merchantOnboardingStateV2.steps.find((s) => s.displayStatus === 'inprogress');
        if (step && routeOfStep(step.type) !== '/') target = routeOfStep(step.type);
      }
      await navigate(target);
    },
    [client, navigate],
  );
}
