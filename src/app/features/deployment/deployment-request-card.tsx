import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { DeploymentRequestFieldsFragment } from '../../../../generated/graphql';
import { codeLabel } from '../../../domain/labels';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { deploymentLink, type DeploymentRoute } from '../../routes/deployment-links';
import { deploymentTexts } from './deployment-texts';

type Request = DeploymentRequestFieldsFragment;

/** One line of a request's details; a value not known yet is left out. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={110}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** The address of a store on one line. */
export function addressLine(address: Request['address']): string {
  if (!address) return '';
  return [address.addressLine1, address.addressLine2, address.city, address.state, address.pinCode].filter(Boolean).join(', ');
}

/** The devices of a request: those its deployment consumed, then the QR codes linked to it. */
function devicesOf(request: Request): string {
  const consumed = request.productsConsumedList.map((p) => (p.serialNumber ? `${p.productName} (${p.serialNumber})` : p.productName));
  const linked = request.mappedDevicesList.filter((d) => d.isLinked && !request.productsConsumedList.some((p) => p.serialNumber === d.serialNumber));
  return [...consumed, ...linked.map((d) => (d.productName ? `${d.productName} (${d.serialNumber})` : d.serialNumber))].join(', ');
}

/** The steps still open on a request, in the order the agent works them; each only where it applies. */
function nextActions(request: Request): { route: DeploymentRoute; label: string; done: boolean }[] {
  const actions: { route: DeploymentRoute; label: string; done: boolean }[] = [{ route: 'mapDevices', label: deploymentTexts.mapDevices, done: request.isProductsConsumed }];
  if (request.isLinkingApplicable) actions.push({ route: 'linkPaymentDevices', label: deploymentTexts.linkQrCodes, done: request.isLinkingDone });
  if (request.isCardTestApplicable || request.isUpiTestApplicable) {
    const done = (!request.isCardTestApplicable || Boolean(request.cardTestTransactionProof)) && (!request.isUpiTestApplicable || Boolean(request.upiTestTransactionProof));
    actions.push({ route: 'testTransactions', label: deploymentTexts.testTransactions, done });
  }
  actions.push({ route: 'completeDeployment', label: deploymentTexts.completeDeployment, done: request.status === 'COMPLETED' });
  return actions;
}

/** A deployment request: its details, and the screens that take it forward. */
export function DeploymentRequestCard({ request }: { request: Request }) {
  const closed = request.status === 'COMPLETED' || request.status === 'CANCELLED' || request.status === 'REJECTED';
  return (
    <Card withBorder padding="sm" component="article" aria-label={request.storeName ?? request.id} data-deployment-request={request.id} data-status={request.status}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {request.storeName ?? request.assetName ?? request.id}
          </Text>
          <Badge variant="light" color={request.status === 'COMPLETED' ? 'green' : closed ? 'red' : 'blue'} style={{ flexShrink: 0 }}>
            {codeLabel(request.status)}
          </Badge>
        </Group>
        {request.address ? (
          <Text size="xs" c="dimmed">
            {addressLine(request.address)}
          </Text>
        ) : null}
        <Detail label={deploymentTexts.tid}>{request.tid}</Detail>
        <Detail label={deploymentTexts.mid}>{request.mid}</Detail>
        <Detail label={deploymentTexts.revisionNumber}>{request.revisionNumber}</Detail>
        <Detail label={deploymentTexts.posId}>{request.posId}</Detail>
        <Detail label={deploymentTexts.asset}>{request.assetName}</Detail>
        <Detail label={deploymentTexts.devices}>{devicesOf(request)}</Detail>
        <Detail label={deploymentTexts.soundboxLink}>{request.soundboxLink}</Detail>
        <Detail label={deploymentTexts.crmTicket}>{request.crmTicketId}</Detail>
        <Detail label={deploymentTexts.workflow}>{request.workFlowState ? codeLabel(request.workFlowState) : null}</Detail>
        <Detail label={deploymentTexts.meTeamCheck}>{request.meTeamStatus ? codeLabel(request.meTeamStatus) : null}</Detail>
        {closed ? null : (
          <Stack gap="xs" mt="xs">
            {nextActions(request).map((action) => (
              <Button
                key={action.route}
                component={Link}
                to={deploymentLink(action.route, request.opportunityId, request.id)}
                variant={action.done ? 'light' : 'filled'}
                mih={TAP_TARGET_PX}
                fullWidth
                data-done={action.done}
                rightSection={action.done ? <span aria-hidden>✓</span> : undefined}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
