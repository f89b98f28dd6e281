import { Button, Text } from '@mantine/core';
import { useQuery } from 'urql';
import { AchListDocument } from '../../../../generated/graphql';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { MandateScreenFrame } from './mandate-screen-frame';
import { MandateCard } from './mandate-card';
import { mandateTexts } from './mandate-texts';
import { useSelection } from '../../journey/selection';

/** The ACH list: every mandate of the selected merchant's opportunity, newest first, with its status. */
export default function NachLotusStatusScreen() {
  const { opportunityId } = useSelection();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AchListDocument,
    variables: { input: { opportunityId: String(opportunityId ?? '') } },
    pause: opportunityId === null,
    requestPolicy: 'network-only',
  });
  const list = data?.achList.achList ?? [];
  return (
    <MandateScreenFrame
      screen="nach-lotus-status"
      title={mandateTexts.lotusTitle}
      hasOpportunity={opportunityId !== null}
      intro={<Text size="sm">{mandateTexts.lotusIntro}</Text>}
      error={error}
      loading={fetching && !data}
    >
      {data && list.length === 0 ? <Text>{mandateTexts.noMandate}</Text> : null}
      {list.map((mandate) => (
        <MandateCard key={mandate.id} mandate={mandate} />
      ))}
      {opportunityId !== null ? (
        <Button variant="light" mih={TAP_TARGET_PX} w="fit-content" loading={fetching} onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {mandateTexts.refresh}
        </Button>
      ) : null}
    </MandateScreenFrame>
  );
}
