import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { OpportunityDocument, type DeploymentItemFieldsFragment } from '../../../../generated/graphql';
import { TAP_TARGET_PX } from '../../../engine/render/field-renderer';
import { DeploymentFrame } from './deployment-frame';
import { DeploymentRequestCard } from './deployment-request-card';
import { deploymentItemStatusLabels, deploymentTexts } from './deployment-texts';
import { RaiseDeploymentForm } from './raise-deployment-form';
import { useDeployment } from './use-deployment';

const statusColor = { YET_TO_DEPLOY: 'yellow', REQUEST_RAISED: 'blue', SELF_DEPLOYMENT: 'grape' } as const;

/** The items of each store, in the order the server lists them. */
function byStore(items: readonly DeploymentItemFieldsFragment[]) {
  const stores = new Map<string, { name: string; items: DeploymentItemFieldsFragment[] }>();
  for (const item of items) {
    const store = stores.get(item.storeId) ?? { name: item.storeName, items: [] };
    store.items.push(item);
    stores.set(item.storeId, store);
  }
  return [...stores.entries()];
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
            {deployment.items.length === 0 ? <Text size="sm">{deploymentTexts.noItems}</Text> : null}
            {byStore(deployment.items).map(([storeId, store]) => (
              <Card key={storeId} withBorder padding="sm" data-store={storeId}>
                <Text fw={600} mb={4}>
                  {store.name}
                </Text>
                <Stack gap={6}>
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
          {deployment.items.some((i) => i.status === 'YET_TO_DEPLOY') ? (
            <RaiseDeploymentForm opportunityId={opportunityId} items={deployment.items} nextRequestAllowedAt={deployment.nextRequestAllowedAt} onRaised={reload} />
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
