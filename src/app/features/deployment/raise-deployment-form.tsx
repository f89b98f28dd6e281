import { useState } from 'react';
import { Alert, Button, Checkbox, NativeSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useMutation } from 'urql';
import { ProcessDeploymentDocument, type DeploymentItemFieldsFragment } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { deploymentTexts } from './deployment-texts';
import { useWaitUntil } from './use-wait-until';

interface Choice {
  chosen: boolean;
  quantity: number;
}

/** The server's code for a request placed within 2 minutes of the last. */
const WAIT_CODE = 'DEPLOYMENT_REQUEST_WAIT';

/**
 * Raises deployment of what is still to deploy at one of the merchant's stores (each store gets its
 * own request), by a field engineer or as self deployment. The server allows one request every 2
 * minutes: while that wait applies the button waits and the spec's sentence says so, with the time
 * it ends; any other refusal is shown as the server words it, and what was chosen stays.
 */
export function RaiseDeploymentForm(props: {
  opportunityId: string;
  items: readonly DeploymentItemFieldsFragment[];
  stores: readonly { id: string; name: string }[];
  /** The store chosen (the first when null). */
  storeId: string | null;
  onStoreChange: (storeId: string) => void;
  nextRequestAllowedAt: string | null | undefined;
  onRaised: () => void;
}) {
  // What is left of each product is one item on the primary store; it may be raised at any store.
  const pending = props.items.filter((i) => i.status === 'YET_TO_DEPLOY');
  const store = props.stores.find((s) => s.id === props.storeId) ?? props.stores[0];
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [selfDeployment, setSelfDeployment] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, processDeployment] = useMutation(ProcessDeploymentDocument);
  const waiting = useWaitUntil(props.nextRequestAllowedAt);
  if (!store || pending.length === 0) return null;
  const choiceOf = (item: DeploymentItemFieldsFragment): Choice => choices[item.productId] ?? { chosen: true, quantity: item.quantity };
  const change = (item: DeploymentItemFieldsFragment, next: Partial<Choice>) => setChoices((all) => ({ ...all, [item.productId]: { ...choiceOf(item), ...next } }));

  const raise = async () => {
    setProblem(null);
    const items = pending
      .filter((item) => choiceOf(item).chosen)
      .map((item) => ({ storeId: store.id, productId: item.productId, quantity: Math.min(choiceOf(item).quantity, item.quantity), selfDeployment }));
    if (items.length === 0) {
      setProblem(deploymentTexts.chooseItem);
      return;
    }
    const result = await processDeployment({ input: { opportunityId: props.opportunityId, items } });
    if (result.error) {
      const error = describeError(result.error);
      setProblem(error.message);
      // The wait's end is the server's to say: read it, so that the button waits until then.
      if (error.code === WAIT_CODE) props.onRaised();
      return;
    }
    setChoices({});
    notifications.show({ color: 'green', message: deploymentTexts.raised });
    props.onRaised();
  };

  // While the wait applies, its sentence is said once, with the time it ends.
  const shownProblem = waiting && problem === deploymentTexts.wait ? null : problem;

  return (
    <Paper withBorder p="sm" component="section" aria-label={deploymentTexts.raiseTitle}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {deploymentTexts.raiseTitle}
        </Title>
        <NativeSelect
          label={deploymentTexts.store}
          description={props.stores.length > 1 ? deploymentTexts.storeHint : undefined}
          data={props.stores.map((s) => ({ value: s.id, label: s.name }))}
          value={store.id}
          onChange={(e) => props.onStoreChange(e.currentTarget.value)}
          size="md"
        />
        {pending.map((item) => {
          const choice = choiceOf(item);
          return (
            <Stack key={item.productId} gap={6}>
              <Checkbox
                label={deploymentTexts.deployItem(item.hardwareSubTypeName ? `${item.productName} (${item.hardwareSubTypeName})` : item.productName)}
                checked={choice.chosen}
                onChange={(e) => change(item, { chosen: e.currentTarget.checked })}
                size="md"
              />
              {item.quantity > 1 ? (
                <NumberInput
                  label={deploymentTexts.quantityOf(item.productName)}
                  min={1}
                  max={item.quantity}
                  clampBehavior="strict"
                  allowDecimal={false}
                  value={choice.quantity}
                  onChange={(value) => change(item, { quantity: typeof value === 'number' ? value : 1 })}
                  disabled={!choice.chosen}
                  size="md"
                />
              ) : null}
            </Stack>
          );
        })}
        <Checkbox
          label={deploymentTexts.selfDeployment}
          checked={selfDeployment}
          onChange={(e) => setSelfDeployment(e.currentTarget.checked)}
          size="md"
        />
        {shownProblem ? (
          <Alert color="red" role="alert">
            {shownProblem}
          </Alert>
        ) : null}
        {waiting && props.nextRequestAllowedAt ? (
          <Alert color="yellow" role="status" data-next-request-at={props.nextRequestAllowedAt}>
            <Text size="sm" fw={500}>
              {deploymentTexts.wait}
            </Text>
            <Text size="sm">{deploymentTexts.nextRequestAt(dayjs(props.nextRequestAllowedAt).format('hh:mm A'))}</Text>
          </Alert>
        ) : null}
        <Button mih={TAP_TARGET_PX} onClick={() => void raise()} loading={fetching} disabled={waiting}>
          {deploymentTexts.raise}
        </Button>
      </Stack>
    </Paper>
  );
}
