import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { AchListDocument } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { TAP_TARGET_PX } from '../../../engine/render/field-renderer';
import { MandateCard } from '../../widgets/mandate-card';
import { mandateTexts } from '../../widgets/mandate-texts';
import { useSelection } from '../../onboarding/selection';

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
    <Stack maw={720} mx="auto" gap="md" data-screen="nach-lotus-status">
      <Title order={1} size="h2">
        {mandateTexts.lotusTitle}
      </Title>
      {opportunityId === null ? <Alert color="yellow">{mandateTexts.noOpportunity}</Alert> : <Text size="sm">{mandateTexts.lotusIntro}</Text>}
      {error ? (
        <Alert color="red" title={describeError(error).title} role="alert">
          {describeError(error).message}
        </Alert>
      ) : null}
      {fetching && !data ? (
        <Center py="lg">
          <Loader aria-label={mandateTexts.loading} />
        </Center>
      ) : null}
      {data && list.length === 0 ? <Text>{mandateTexts.noMandate}</Text> : null}
      {list.map((mandate) => (
        <MandateCard key={mandate.id} mandate={mandate} />
      ))}
      {opportunityId !== null ? (
        <Button variant="light" mih={TAP_TARGET_PX} w="fit-content" loading={fetching} onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {mandateTexts.refresh}
        </Button>
      ) : null}
    </Stack>
  );
}
