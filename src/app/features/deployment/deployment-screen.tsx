import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { OpportunityDocument, type DeploymentItemFieldsFragment, type DeploymentStoreFieldsFragment } from '../../../../generated/graphql';
import { addressOnOneLine } from '../../../domain/deployment-plan';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { AddStoreForm } from './add-store-form';
import { DeploymentFrame } from './deployment-frame';
import { DeploymentRequestCard } from './deployment-request-card';
import { deploymentItemStatusLabels, deploymentTexts } from './deployment-texts';
import { RaiseDeploymentForm } from './raise-deployment-form';
import { useDeployment } from './use-deployment';

const statusColor = { YET_TO_DEPLOY: 'yellow', REQUEST_RAISED: 'blue', SELF_DEPLOYMENT: 'grape' } as const;

interface StoreGroup {
  id: string;
  name: string;
  address: string;
  items: DeploymentItemFieldsFragment[];
}

/**
 * Each of the merchant's stores (the primary store first) with its items, in the order the server
 * lists them; a store that has no item yet is listed too, so that the agent sees where a request
 * may still go.
 */
function byStore(stores: readonly DeploymentStoreFieldsFragment[], items: readonly DeploymentItemFieldsFragment[]): StoreGroup[] {
  const groups = new Map<string, StoreGroup>(stores.map((store) => [store.id, { id: store.id, name: store.name, address: addressOnOneLine(store.address), items: [] }]));
  for (const item of items) {
    const group = groups.get(item.storeId) ?? { id: item.storeId, name: item.storeName, address: '', items: [] };
    group.items.push(item);
    groups.set(item.storeId, group);
  }
  return [...groups.values()];
}

/**
 * The deployment of an approved opportunity (/Deployment and /deploymentMulti): what is to be
 * deployed on each store and how far each item is, raising deployment of what is left, and each
 * deployment request with the screens that take it to completion.
 */
export default function DeploymentScreen() {
  const { opportunityId, deployment, loading, error, reload } = useDeployment();
  const [opportunity] = useQuery({
    query: OpportunityDocument,
    variables: { input: { id: opportunityId ?? '' } },
    pause: opportunityId === null,
    requestPolicy: 'network-only',
  });
  const merchant = opportunity.data?.opportunity.opportunity;
  const live = merchant?.status === 'DEPLOYMENT_COMPLETED';
  const [storeId, setStoreId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const stores = deployment?.stores ?? [];
  const groups = deployment ? byStore(stores, deployment.items) : [];
  // A store is added while the deployment is approved; once complete nothing changes.
  const canAddStore = merchant?.status === 'DEPLOYMENT_APPROVED';

  return (
    <DeploymentFrame screen="deployment" title="Deployment" opportunityId={opportunityId} loading={loading} error={error}>
      {merchant ? (
        <Text fw={600} data-opportunity-status={merchant.status}>
          {merchant.name}
        </Text>
      ) : null}
      {live ? (
        <Alert color="green" role="status">
          <Stack gap="xs">
            <Text size="sm">{deploymentTexts.allDone}</Text>
            <Button component={Link} to="/?tab=live" mih={TAP_TARGET_PX} w="fit-content">
              {deploymentTexts.goHome}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {deployment && opportunityId ? (
        <>
          <Stack gap="xs" component="section" aria-label={deploymentTexts.items}>
            <Title order={2} size="h4">
              {deploymentTexts.items}
            </Title>
            {stores.length === 0 ? (
              <Alert color="yellow" role="status">
                {deploymentTexts.noStore}
              </Alert>
            ) : deployment.items.length === 0 ? (
              <Text size="sm">{deploymentTexts.noItems}</Text>
            ) : null}
            {groups.map((store, index) => (
              <Card key={store.id} withBorder padding="sm" data-store={store.id}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {store.name}
                  </Text>
                  {index === 0 && stores.length > 1 ? (
                    <Badge variant="outline" style={{ flexShrink: 0 }}>
                      {deploymentTexts.primaryStore}
                    </Badge>
                  ) : null}
                </Group>
                {store.address ? (
                  <Text size="xs" c="dimmed" mb={4}>
                    {store.address}
                  </Text>
                ) : null}
                <Stack gap={6}>
                  {store.items.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {deploymentTexts.nothingAtStore}
                    </Text>
                  ) : null}
                  {store.items.map((item) => (
                    <Group key={item.id} justify="space-between" gap="xs" wrap="nowrap" data-item-status={item.status}>
                      <div>
                        <Text size="sm">{item.hardwareSubTypeName ? `${item.productName} (${item.hardwareSubTypeName})` : item.productName}</Text>
                        <Text size="xs" c="dimmed">
                          {deploymentTexts.quantity(item.quantity)}
                        </Text>
                      </div>
                      <Badge variant="light" color={statusColor[item.status]} style={{ flexShrink: 0 }}>
                        {deploymentItemStatusLabels[item.status]}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              </Card>
            ))}
          </Stack>
          {canAddStore && adding ? (
            <AddStoreForm
              opportunityId={opportunityId}
              onAdded={(store) => {
                setAdding(false);
                setStoreId(store.id);
                reload();
              }}
              onCancel={() => setAdding(false)}
            />
          ) : null}
          {canAddStore && !adding ? (
            <Button variant="light" mih={TAP_TARGET_PX} onClick={() => setAdding(true)}>
              {deploymentTexts.addStore}
            </Button>
          ) : null}
          {deployment.items.some((i) => i.status === 'YET_TO_DEPLOY') ? (
            <RaiseDeploymentForm
              opportunityId={opportunityId}
              items={deployment.items}
              stores={stores.length ? stores : groups}
              storeId={storeId}
              onStoreChange={setStoreId}
              nextRequestAllowedAt={deployment.nextRequestAllowedAt}
              onRaised={reload}
            />
          ) : null}
          <Stack gap="xs" component="section" aria-label={deploymentTexts.requests}>
            <Title order={2} size="h4">
              {deploymentTexts.requests}
            </Title>
            {deployment.deploymentRequests.length === 0 ? <Text size="sm">{deploymentTexts.noRequests}</Text> : null}
            {deployment.deploymentRequests.map((request) => (
              <DeploymentRequestCard key={request.id} request={request} />
            ))}
          </Stack>
        </>
      ) : null}
    </DeploymentFrame>
  );
}
