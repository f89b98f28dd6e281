import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { AchListDocument } from '../../../../generated/graphql';
import { awaitsMerchant, letsJourneyContinue } from '../../../domain/mandate';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { MandateScreenFrame } from './mandate-screen-frame';
import { MandateCard } from './mandate-card';
import { mandateTexts } from './mandate-texts';
import { useMandateJourney } from './use-mandate-journey';

/**
 * The latest mandate of the selected merchant with its status and the spec's message, read again
 * on refresh; where the merchant comes back to after the authorisation page. A signed mandate lets
 * the journey go on; an ended one is created again on the NACH mandate step.
 */
export default function NachMandateStatusScreen() {
  const navigate = useNavigate();
  const { opportunityId, nextRoute } = useMandateJourney();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AchListDocument,
    variables: { input: { opportunityId: opportunityId ?? '' } },
    pause: opportunityId === null,
    requestPolicy: 'network-only',
  });
  const latest = data?.achList.achList[0] ?? null;

  return (
    <MandateScreenFrame screen="nach-mandate-status" title={mandateTexts.statusTitle} hasOpportunity={opportunityId !== null} error={error} loading={fetching && !data}>
      {data && !latest ? <Text>{mandateTexts.noMandate}</Text> : null}
      {latest ? <MandateCard mandate={latest} /> : null}
      <Group gap="xs">
        {opportunityId !== null ? (
          <Button variant="light" mih={TAP_TARGET_PX} loading={fetching} onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {mandateTexts.refresh}
          </Button>
        ) : null}
        {latest && awaitsMerchant(latest.mandateStatus) && latest.redirectUrl ? (
          <Button variant="light" mih={TAP_TARGET_PX} onClick={() => window.location.assign(latest.redirectUrl ?? '')}>
            {mandateTexts.openAuthorisation}
          </Button>
        ) : null}
        {latest && awaitsMerchant(latest.mandateStatus) && latest.mandateType === 'PHYSICAL_NACH' ? (
          <Button variant="light" mih={TAP_TARGET_PX} onClick={() => void navigate('/NachDocumentUpload')}>
            {mandateTexts.uploadForm}
          </Button>
        ) : null}
        {latest && letsJourneyContinue(latest.mandateStatus) && nextRoute ? (
          <Button mih={TAP_TARGET_PX} onClick={() => void navigate(nextRoute)}>
            {mandateTexts.continue}
          </Button>
        ) : null}
        {data && (!latest || !(letsJourneyContinue(latest.mandateStatus) || awaitsMerchant(latest.mandateStatus))) ? (
          <Button mih={TAP_TARGET_PX} onClick={() => void navigate('/NachMandate')}>
            {latest ? mandateTexts.newMandate : mandateTexts.goToMandate}
          </Button>
        ) : null}
      </Group>
    </MandateScreenFrame>
  );
}
