import { useState } from 'react';
import { Alert, Button, Card, Checkbox, CloseButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useClient, useMutation, useQuery } from 'urql';
import {
  GetProductItemsDocument,
  GetProductsConsumedDocument,
  ProductsConsumedDocument,
  ProductsRequiredAndInventoryDocument,
  type GetProductItemsQuery,
} from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { DeploymentFrame } from './deployment-frame';
import { deploymentTexts } from './deployment-texts';
import { SerialEntry } from './serial-entry';
import { useDeployment } from './use-deployment';

type ProductItem = GetProductItemsQuery['getProductItems']['productItems'][number];

/** The most items of the agent's stock the list offers; a serial beyond it can still be typed. */
const LIST_SIZE = 100;

const sameSerial = (item: ProductItem, typed: string) =>
  [item.serialNumber, item.secondarySerialNumber].some((serial) => serial?.toUpperCase() === typed.toUpperCase());

/**
 * The devices a deployment request installs, from the agent's own stock: chosen from the list of
 * the working devices the agent holds of the request's product, or typed from the device's label
 * (one of another product, or not working, is refused at once with the server's words). The
 * server takes them out of the agent's inventory; its refusal shows under the serial field, and the
 * devices chosen stay chosen. Once mapped, the counts and the list are read again at once: a
 * mapped device is no longer offered.
 */
export default function MapDevicesScreen() {
  const client = useClient();
  const { opportunityId, requestId, request, loading, error, reload } = useDeployment();
  const [required, refetchRequired] = useQuery({
    query: ProductsRequiredAndInventoryDocument,
    variables: { input: { opportunityId: opportunityId ?? '' } },
    pause: opportunityId === null,
    requestPolicy: 'network-only',
  });
  const [consumed, refetchConsumed] = useQuery({
    query: GetProductsConsumedDocument,
    variables: { input: { deploymentRequestId: requestId ?? '' } },
    pause: requestId === null,
    requestPolicy: 'network-only',
  });
  const productId = request?.productId ?? null;
  const [stock, refetchStock] = useQuery({
    query: GetProductItemsDocument,
    variables: { input: { productId, inTransit: false, workingCondition: 'WORKING', size: LIST_SIZE } },
    // Until the request (and so its product) is known, nothing is offered.
    pause: productId === null,
    requestPolicy: 'network-only',
  });
  const [chosen, setChosen] = useState<ProductItem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [{ fetching: mapping }, productsConsumed] = useMutation(ProductsConsumedDocument);

  // The request's product first: the line the agent is mapping for.
  const products = [...(required.data?.productsRequiredAndInventory.items ?? [])].sort((a, b) => Number(b.productId === productId) - Number(a.productId === productId));
  const consumedList = consumed.data?.getProductsConsumed.productsConsumedList ?? request?.productsConsumedList ?? [];
  const mappedIds = new Set(consumedList.map((p) => p.productItemId));
  const available = (stock.data?.getProductItems.productItems ?? []).filter((item) => item.productId === productId && !mappedIds.has(item.id));
  const isChosen = (item: ProductItem) => chosen.some((c) => c.id === item.id);
  const toggle = (item: ProductItem, on: boolean) => setChosen((list) => (on ? [...list, item] : list.filter((c) => c.id !== item.id)));

  const enterSerial = async (typed: string): Promise<string | null> => {
    setRefusal(null);
    const result = await client.query(GetProductItemsDocument, { input: { search: typed, size: 10 } }, { requestPolicy: 'network-only' }).toPromise();
    if (result.error) return describeError(result.error).message;
    const item = result.data?.getProductItems.productItems.find((found) => sameSerial(found, typed) && !found.inTransit);
    if (!item) return deploymentTexts.notInInventory;
    const serial = item.serialNumber ?? item.productItemNumber;
    if (productId && item.productId !== productId) return deploymentTexts.wrongProduct(serial, request?.assetName ?? '');
    if (item.workingCondition !== 'WORKING') return deploymentTexts.notWorking(serial);
    if (isChosen(item)) return deploymentTexts.alreadyChosen;
    toggle(item, true);
    return null;
  };

  const map = async () => {
    if (!requestId) return;
    if (chosen.length === 0) {
      setRefusal(deploymentTexts.noneChosen);
      return;
    }
    setRefusal(null);
    const result = await productsConsumed({ input: { deploymentRequestId: requestId, productItemIds: chosen.map((c) => c.id) } });
    if (result.error) {
      setRefusal(describeError(result.error).message);
      return;
    }
    setChosen([]);
    notifications.show({ color: 'green', message: deploymentTexts.mapped });
    // Everything the mapping changed is read again: the devices mapped, the deployed count, the stock.
    refetchConsumed({ requestPolicy: 'network-only' });
    refetchRequired({ requestPolicy: 'network-only' });
    refetchStock({ requestPolicy: 'network-only' });
    reload();
  };

  return (
    <DeploymentFrame screen="map-devices" title="Map Devices" opportunityId={opportunityId} loading={loading} error={error} request={request}>
      <Stack gap="xs" component="section" aria-label={deploymentTexts.required}>
        <Title order={2} size="h4">
          {deploymentTexts.required}
        </Title>
        {required.fetching && !required.data ? <Loader size="sm" aria-label={deploymentTexts.loading} /> : null}
        {required.error ? (
          <Alert color="red" role="alert">
            {describeError(required.error).message}
          </Alert>
        ) : null}
        {products.map((p) => (
          <Card key={p.productId} withBorder padding="xs" data-product={p.productId}>
            <Text size="sm" fw={500}>
              {p.hardwareSubTypeName ? `${p.productName} (${p.hardwareSubTypeName})` : p.productName}
            </Text>
            <Text size="xs" c="dimmed">
              {deploymentTexts.requiredLine(p.requiredQuantity, p.deployedQuantity, p.availableInventory)}
            </Text>
          </Card>
        ))}
      </Stack>

      <Stack gap="xs" component="section" aria-label={deploymentTexts.consumed}>
        <Title order={2} size="h4">
          {deploymentTexts.consumed}
        </Title>
        {consumedList.length === 0 ? <Text size="sm">{deploymentTexts.noneConsumed}</Text> : null}
        {consumedList.map((p) => (
          <Text key={p.productItemId} size="sm" data-consumed={p.serialNumber ?? p.productItemId}>
            {p.serialNumber ? `${p.productName}: ${p.serialNumber}` : p.productName}
          </Text>
        ))}
      </Stack>

      <Stack gap="xs" component="section" aria-label={deploymentTexts.available}>
        <Title order={2} size="h4">
          {deploymentTexts.available}
        </Title>
        {stock.fetching && !stock.data ? <Loader size="sm" aria-label={deploymentTexts.loading} /> : null}
        {stock.error ? (
          <Text size="sm" c="red" role="alert">
            {describeError(stock.error).message}
          </Text>
        ) : null}
        {stock.data && available.length === 0 ? <Text size="sm">{deploymentTexts.noneAvailable}</Text> : null}
        {available.map((item) => (
          <Checkbox
            key={item.id}
            label={`${item.productName}: ${item.serialNumber ?? item.productItemNumber}`}
            checked={isChosen(item)}
            onChange={(e) => toggle(item, e.currentTarget.checked)}
            size="md"
          />
        ))}
      </Stack>

      <SerialEntry label={deploymentTexts.serial} scanLabel={deploymentTexts.serialScanLabel} hint={deploymentTexts.serialHint} action={deploymentTexts.addSerial} error={refusal} onEnter={enterSerial} />

      {chosen.length > 0 ? (
        <Stack gap={4} component="section" aria-label={deploymentTexts.chosen}>
          <Text size="sm" fw={500}>
            {deploymentTexts.chosen}
          </Text>
          {chosen.map((item) => (
            <Group key={item.id} justify="space-between" gap="xs" wrap="nowrap" data-chosen={item.serialNumber}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {`${item.productName}: ${item.serialNumber ?? item.productItemNumber}`}
              </Text>
              <CloseButton size={TAP_TARGET_PX} aria-label={deploymentTexts.removeChosen(item.serialNumber ?? item.productItemNumber)} onClick={() => toggle(item, false)} />
            </Group>
          ))}
        </Stack>
      ) : null}

      <Button mih={TAP_TARGET_PX} onClick={() => void map()} loading={mapping}>
        {deploymentTexts.mapChosen}
      </Button>
    </DeploymentFrame>
  );
}
