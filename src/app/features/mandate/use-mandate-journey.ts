import { useQuery } from 'urql';
import { MerchantOnboardingStateV2Document, type OnboardingIdType } from '../../../../generated/graphql';
import { nextStep } from '../../../domain/onboarding-steps';
import { routeOfStep } from '../../../domain/step-routes';
import { useSelection } from '../../journey/selection';

/** The selected journey's opportunity, and where the journey goes once its NACH step is done (from the server's step list). */
export function useMandateJourney(): { opportunityId: string | null; nextRoute: string | null } {
  const selection = useSelection();
  const hasJourney = Boolean(selection.leadId || selection.opportunityId);
  const [state] = useQuery({
    query: MerchantOnboardingStateV2Document,
    variables: {
      input: {
        idType: (selection.opportunityId !== null && !selection.leadId ? 'OPPORTUNITY' : 'LEAD') as OnboardingIdType,
        isExistingMerchant: selection.isExisting && selection.opportunityId === null,
        stateDataId: selection.leadId ?? String(selection.opportunityId ?? ''),
        opportunityId: selection.opportunityId,
      },
    },
    pause: !hasJourney,
    requestPolicy: 'network-only',
  });
  const steps = state.data?.merchantOnboardingStateV2.steps ?? [];
  const next = steps.length
    ? nextStep(
        steps.map((s) => ({ type: s.type, isComplete: s.isComplete, editable: s.editableConfig.editable })),
        'NachMandate',
      ).type
    : undefined;
  return { opportunityId: selection.opportunityId !== null ? String(selection.opportunityId) : null, nextRoute: next ? routeOfStep(next) : null };
}
