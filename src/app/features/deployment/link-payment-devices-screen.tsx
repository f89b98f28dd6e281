import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from 'urql';
import { DeviceDeLinkingDetailsDocument, DeviceLinkingDetailsDocument, DevicesToBeLinkedDocument, type MappedDeviceFieldsFragment } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { DeploymentFrame } from './deployment-frame';
import { deploymentTexts } from './deployment-texts';
import { SerialEntry } from './serial-entry';
import { useDeployment } from './use-deployment';

/** The contract's bound on a de-linking reason. */
const REASON_LIMIT = 1000;

const matches = (device: MappedDeviceFieldsFragment, typed: string) =>
  [device.serialNumber, device.qrCodeId].some((code) => code?.toUpperCase() === typed.toUpperCase());

/**
 * The QR codes and other payment devices to link to the request's terminal: each typed by its QR
 * code id or serial; a linked one can be de-linked, with a reason, once the agent confirms.
 */
export default function LinkPaymentDevicesScreen() {
  const { opportunityId, requestId, deployment, request, loading, error, reload } = useDeployment();
  // A QR code or sound box has no terminal of its own: it is linked to one of the merchant's
  // terminals, by default the first the acquirer assigned to the opportunity.
  const merchantTid = request?.tid ?? deployment?.deploymentRequests.find((r) => r.tid)?.tid ?? '';
  const [typedTid, setTypedTid] = useState<string | null>(null);
  const tid = (typedTid ?? merchantTid).trim();
  const [devices, refetchDevices] = useQuery({
    query: DevicesToBeLinkedDocument,
    variables: { input: { deploymentRequestId: requestId ?? '' } },
    pause: requestId === null,
    requestPolicy: 'network-only',
  });
  const [, linkDevices] = useMutation(DeviceLinkingDetailsDocument);
  const [{ fetching: deLinking }, deLinkDevices] = useMutation(DeviceDeLinkingDetailsDocument);
  const [deLinkOf, setDeLinkOf] = useState<MappedDeviceFieldsFragment | null>(null);
  const [reason, setReason] = useState('');
  const [deLinkProblem, setDeLinkProblem] = useState<string | null>(null);

  const list = devices.data?.devicesToBeLinked.devices ?? [];
  // Those already linked may have left the list of devices to link: the request still names them.
  const shown = [...list, ...(request?.mappedDevicesList ?? []).filter((d) => d.isLinked && !list.some((l) => l.serialNumber === d.serialNumber))];
  const refresh = () => {
    refetchDevices({ requestPolicy: 'network-only' });
    reload();
  };

  const link = async (typed: string): Promise<string | null> => {
    if (!requestId || !request) return null;
    const device = list.find((d) => matches(d, typed));
    // A code that is none of the request's devices (the merchant's own QR code) is its own QR code id.
    const result = await linkDevices({
      input: {
        deploymentRequestId: requestId,
        devices: [{ serialNumber: device?.serialNumber ?? typed, productItemId: device?.productItemId ?? null, qrCodeId: device ? device.qrCodeId : typed, tid: tid || null, posId: request.posId }],
      },
    });
    if (result.error) return describeError(result.error).message;
    notifications.show({ color: 'green', message: deploymentTexts.linkedNow });
    refresh();
    return null;
  };

  const deLink = async () => {
    if (!requestId || !deLinkOf) return;
    if (!reason.trim()) {
      setDeLinkProblem(deploymentTexts.deLinkReasonRequired);
      return;
    }
    setDeLinkProblem(null);
    const result = await deLinkDevices({ input: { deploymentRequestId: requestId, serialNumbers: [deLinkOf.serialNumber], reason: reason.trim() } });
    if (result.error) {
      setDeLinkProblem(describeError(result.error).message);
      return;
    }
    setDeLinkOf(null);
    setReason('');
    notifications.show({ color: 'green', message: deploymentTexts.deLinked });
    refresh();
  };

  return (
    <DeploymentFrame screen="link-payment-devices" title="Map Other QR Codes" opportunityId={opportunityId} loading={loading} error={error} request={request}>
      <Stack gap="xs" component="section" aria-label={deploymentTexts.toLink}>
        <Title order={2} size="h4">
          {deploymentTexts.toLink}
        </Title>
        {devices.fetching && !devices.data ? <Text size="sm">{deploymentTexts.loading}</Text> : null}
        {devices.error ? (
          <Alert color="red" role="alert">
            {describeError(devices.error).message}
          </Alert>
        ) : null}
        {devices.data && shown.length === 0 ? <Text size="sm">{deploymentTexts.noneToLink}</Text> : null}
        {shown.map((device) => (
          <Card key={device.serialNumber} withBorder padding="xs" data-device={device.serialNumber} data-linked={device.isLinked}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {device.productName ? `${device.productName}: ${device.serialNumber}` : device.serialNumber}
                </Text>
                {device.qrCodeId ? (
                  <Text size="xs" c="dimmed">
                    {device.qrCodeId}
                  </Text>
                ) : null}
              </div>
              <Badge variant="light" color={device.isLinked ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
                {device.isLinked ? deploymentTexts.linked : deploymentTexts.notLinked}
              </Badge>
            </Group>
            {device.isLinked ? (
              <Button
                mt="xs"
                variant="subtle"
                color="red"
                mih={TAP_TARGET_PX}
                aria-label={deploymentTexts.deLinkFor(device.serialNumber)}
                onClick={() => {
                  setDeLinkProblem(null);
                  setDeLinkOf(device);
                }}
              >
                {deploymentTexts.deLink}
              </Button>
            ) : null}
          </Card>
        ))}
      </Stack>

      {request && !request.tid ? (
        <TextInput
          label={deploymentTexts.terminalTid}
          description={deploymentTexts.terminalTidHint}
          value={typedTid ?? merchantTid}
          onChange={(e) => setTypedTid(e.currentTarget.value)}
          autoComplete="off"
          size="md"
        />
      ) : null}
      <SerialEntry label={deploymentTexts.qrCode} scanLabel={deploymentTexts.qrCodeScanLabel} hint={deploymentTexts.qrCodeHint} action={deploymentTexts.link} onEnter={link} />

      <Modal opened={deLinkOf !== null} onClose={() => setDeLinkOf(null)} title={deploymentTexts.deLinkTitle} centered>
        <Stack gap="sm">
          <Text size="sm">{deLinkOf?.serialNumber}</Text>
          <Textarea
            label={deploymentTexts.deLinkReason}
            required
            autosize
            minRows={2}
            maxLength={REASON_LIMIT}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={deLinkProblem}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" mih={TAP_TARGET_PX} onClick={() => setDeLinkOf(null)}>
              {deploymentTexts.cancel}
            </Button>
            <Button color="red" mih={TAP_TARGET_PX} loading={deLinking} onClick={() => void deLink()}>
              {deploymentTexts.deLinkConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </DeploymentFrame>
  );
}
