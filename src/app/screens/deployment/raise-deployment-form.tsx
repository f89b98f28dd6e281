import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, NativeSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useMutation } from 'urql';
import { ProcessDeploymentDocument, type DeploymentItemFieldsFragment } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { TAP_TARGET_PX } from '../../../engine/render/field-renderer';
import { deploymentTexts } from './deployment-texts';
import { useWaitUntil } from './use-wait-until';

interface Choice {
  chosen: boolean;
  quantity: number;
}

/**
 * Raises deployment of the items still to deploy on one store, by a field engineer or as self
 * deployment. The server allows one request every 2 minutes: until the time it gave, the button
 * waits and says when; a refusal is shown as the server words it, and what was chosen stays.
 */
export function RaiseDeploymentForm(props: {
  opportunityId: string;
  items: readonly DeploymentItemFieldsFragment[];
  nextRequestAllowedAt: string | null | undefined;
  onRaised: () => void;
}) {
  const pending = props.items.filter((i) => i.status === 'YET_TO_DEPLOY');
  const stores = useMemo(() => [...new Map(pending.map((i) => [i.storeId, i.storeName])).entries()].map(([value, label]) => ({ value, label })), [pending]);
  const [storeId, setStoreId] = useState<string | null>(null);
  const store = stores.find((s) => s.value === storeId) ?? stores[0];
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [selfDeployment, setSelfDeployment] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, processDeployment] = useMutation(ProcessDeploymentDocument);
  const waiting = useWaitUntil(props.nextRequestAllowedAt);
  if (!store) return null;
  const storeItems = pending.filter((i) => i.storeId === store.value);
  const choiceOf = (item: DeploymentItemFieldsFragment): Choice => choices[item.id] ?? { chosen: true, quantity: item.quantity };
  const change = (item: DeploymentItemFieldsFragment, next: Partial<Choice>) => setChoices((all) => ({ ...all, [item.id]: { ...choiceOf(item), ...next } }));

  const raise = async () => {
    setProblem(null);
    const items = storeItems
      .filter((item) => choiceOf(item).chosen)
      .map((item) => ({ storeId: item.storeId, productId: item.productId, quantity: choiceOf(item).quantity, selfDeployment }));
    if (items.length === 0) {
      setProblem(deploymentTexts.chooseItem);
      return;
    }
    const result = await processDeployment({ input: { opportunityId: props.opportunityId, items } });
    if (result.error) {
      setProblem(describeError(result.error).message);
      return;
    }
    setChoices({});
    notifications.show({ color: 'green', message: deploymentTexts.raised });
    props.onRaised();
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={deploymentTexts.raiseTitle}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {deploymentTexts.raiseTitle}
        </Title>
        <NativeSelect label={deploymentTexts.store} data={stores} value={store.value} onChange={(e) => setStoreId(e.currentTarget.value)} size="md" />
        {storeItems.map((item) => {
          const choice = choiceOf(item);
          return (
            <Stack key={item.id} gap={6}>
              <Checkbox
                label={deploymentTexts.deployItem(item.hardwareSubTypeName ? `${item.productName} (${item.hardwareSubTypeName})` : item.productName)}
                checked={choice.chosen}
                onChange={(e) => change(item, { chosen: e.currentTarget.checked })}
                size="md"
                styles={{ body: { minHeight: TAP_TARGET_PX, alignItems: 'center' } }}
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
          styles={{ body: { minHeight: TAP_TARGET_PX, alignItems: 'center' } }}
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        {waiting && props.nextRequestAllowedAt ? (
          <Text size="sm" c="dimmed" data-next-request-at={props.nextRequestAllowedAt}>
            {deploymentTexts.nextRequestAt(dayjs(props.nextRequestAllowedAt).format('hh:mm A'))}
          </Text>
        ) : null}
        <Button mih={TAP_TARGET_PX} onClick={() => void raise()} loading={fetching} disabled={waiting}>
          {deploymentTexts.raise}
        </Button>
      </Stack>
    </Paper>
  );
}
