import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useController } from 'react-hook-form';
import { useClient } from 'urql';
import {
  PurchaseOrderStepDocument,
  RectifyPurchaseOrderDocument,
  RequestPoActivationDocument,
  type PurchaseOrderDetailsFieldsFragment,
  type PurchaseOrderStepQuery,
} from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { DATE_TIME_DISPLAY_FORMAT } from '../../../domain/labels';
import { PO_REMARKS_MAX_LENGTH, rectifyPurchaseOrderSchema } from '../../../domain/purchase-order';
import { formatRupees } from '../../../domain/rupees';
import { ruleOptions } from '../../../engine/conditions';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import type { RuleBook } from '../../../engine/rules';
import { acceptanceColours, acceptanceLabels, activationColours, activationLabels, poPanelTexts } from './purchase-order-texts';

interface Problem {
  title: string;
  message: string;
}

type StepData = PurchaseOrderStepQuery['purchaseOrderStep'];

/** A payment type's label, from the payment-types rule table the step's select offers. */
export function paymentTypeLabelOf(rules: RuleBook, paymentType: string): string {
  return ruleOptions('payment-types', { values: {}, context: {}, rules }).find((o) => o.value === paymentType)?.label ?? paymentType;
}

export interface PurchaseOrderPanelProps {
  opportunityId: string;
  rules: RuleBook;
  disabled?: boolean;
  /** Told the PO whenever it is loaded or changes. */
  onChange?: (po: PurchaseOrderDetailsFieldsFragment | null) => void;
}

/**
 * The opportunity's purchase order: its number, the merchant's acceptance (refreshed on demand),
 * its PDF, its activation, and the rectification of an accepted (frozen) PO with remarks.
 */
export function PurchaseOrderPanel({ opportunityId, rules, disabled = false, onChange }: PurchaseOrderPanelProps) {
  const client = useClient();
  const [data, setData] = useState<StepData | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [remarks, setRemarks] = useState('');
  const [remarksError, setRemarksError] = useState<string | null>(null);

  // The step's callback changes whenever the journey is read again; the refresh must not change
  // with it, or every journey update would reload the panel and disable it under the agent's thumb.
  const notify = useCallbackRef(onChange);
  const show = useCallback(
    (next: StepData) => {
      setData(next);
      notify(next.purchaseOrder ?? null);
    },
    [notify],
  );

  const refresh = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    const result = await client.query(PurchaseOrderStepDocument, { input: { opportunityId } }, { requestPolicy: 'network-only' }).toPromise();
    setBusy(false);
    if (result.error || !result.data) {
      setProblem({ title: poPanelTexts.loadFailedTitle, message: poPanelTexts.loadFailed });
      return;
    }
    show(result.data.purchaseOrderStep);
  }, [client, opportunityId, show]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const showPo = (po: PurchaseOrderDetailsFieldsFragment) => {
    if (data) show({ ...data, purchaseOrder: po });
  };

  const failed = (error: Parameters<typeof describeError>[0]) => {
    const described = describeError(error);
    setProblem({ title: described.title, message: described.message });
  };

  const requestActivation = async () => {
    setBusy(true);
    setProblem(null);
    const result = await client.mutation(RequestPoActivationDocument, { input: { opportunityId } }).toPromise();
    setBusy(false);
    if (result.error || !result.data) {
      if (result.error) failed(result.error);
      return;
    }
    showPo(result.data.requestPoActivation.purchaseOrder);
  };

  const rectify = async () => {
    const checked = rectifyPurchaseOrderSchema.safeParse({ poRemarks: remarks });
    if (!checked.success) {
      setRemarksError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setRemarksError(null);
    setBusy(true);
    setProblem(null);
    const result = await client.mutation(RectifyPurchaseOrderDocument, { input: { opportunityId, poRemarks: checked.data.poRemarks } }).toPromise();
    setBusy(false);
    if (result.error || !result.data) {
      if (result.error) failed(result.error);
      return;
    }
    setRemarks('');
    showPo(result.data.rectifyPurchaseOrder.purchaseOrder);
  };

  const po = data?.purchaseOrder ?? null;
  return (
    <Stack gap="sm" data-testid="purchase-order-panel" data-acceptance={po?.onlineAcceptanceStatus ?? ''} data-activation={po?.poActivationStatus ?? ''}>
      {problem ? (
        <Alert color="red" title={problem.title} role="alert">
          {problem.message}
        </Alert>
      ) : null}
      {data && !po ? <Text size="sm">{data.totalAmount ? `${poPanelTexts.noPo} Total: ${formatRupees(data.totalAmount)}.` : poPanelTexts.noTotal}</Text> : null}
      {po ? (
        <>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>PO {po.poNumber}</Text>
            <Text fw={600}>{formatRupees(po.totalAmount)}</Text>
          </Group>
          <Text size="sm">Payment type: {paymentTypeLabelOf(rules, po.paymentType)}</Text>
          <Group gap="xs">
            <Text size="sm">Acceptance:</Text>
            <Badge color={po.offlinePOGeneration ? 'green' : acceptanceColours[po.onlineAcceptanceStatus]} aria-label={`Acceptance ${po.offlinePOGeneration ? 'OFFLINE' : po.onlineAcceptanceStatus}`}>
              {po.offlinePOGeneration ? 'Offline, signed on paper' : acceptanceLabels[po.onlineAcceptanceStatus]}
            </Badge>
          </Group>
          {po.sendOnlineAcceptance && po.poAcceptanceEmail ? (
            <Text size="sm" c="dimmed">
              Sent to {po.poAcceptanceEmail} · {po.poAcceptanceMobile}
            </Text>
          ) : null}
          {po.acceptedAt ? (
            <Text size="sm" c="dimmed">
              Accepted {dayjs(po.acceptedAt).format(DATE_TIME_DISPLAY_FORMAT)}
            </Text>
          ) : null}
          {po.onlineAcceptanceStatus === 'REJECTED' ? <Alert color="red">{poPanelTexts.declined}</Alert> : null}
          {po.onlineAcceptanceStatus === 'EXPIRED' ? <Alert color="red">{poPanelTexts.expired}</Alert> : null}
          {po.isFrozen ? <Text size="sm">{poPanelTexts.frozen}</Text> : null}
          {/* Each as wide as its label: halves of a 360 px screen cut 'Open PO (PDF)' off; the second goes under the first when both do not fit. */}
          <Group gap="xs">
            {po.poLink ? (
              <Button component="a" href={po.poLink} target="_blank" rel="noopener" variant="default">
                Open PO (PDF)
              </Button>
            ) : null}
            <Button variant="light" onClick={() => void refresh()} disabled={busy}>
              Refresh status
            </Button>
          </Group>
          <Group gap="xs">
            <Text size="sm">Activation:</Text>
            <Badge color={activationColours[po.poActivationStatus]} aria-label={`Activation ${po.poActivationStatus}`}>
              {activationLabels[po.poActivationStatus]}
            </Badge>
          </Group>
          {po.activationComment ? (
            <Text size="sm" c={po.poActivationStatus === 'REJECTED' ? 'red' : undefined}>
              Approver: {po.activationComment}
            </Text>
          ) : null}
          {po.canRequestActivation ? (
            <Button onClick={() => void requestActivation()} disabled={disabled || busy}>
              Request PO activation
            </Button>
          ) : null}
          {po.rectifyPo && po.poRemarks ? (
            <Text size="sm">
              {poPanelTexts.rectified} {po.poRemarks}
            </Text>
          ) : null}
          {po.rectifyPoEligible ? (
            <Stack gap="xs">
              <Textarea
                label="Remarks for the rectification"
                description={poPanelTexts.rectifyHelp}
                value={remarks}
                onChange={(event) => setRemarks(event.currentTarget.value)}
                error={remarksError}
                maxLength={PO_REMARKS_MAX_LENGTH}
                disabled={disabled || busy}
                autosize
                minRows={2}
              />
              <Button color="orange" variant="light" onClick={() => void rectify()} disabled={disabled || busy}>
                Rectify PO
              </Button>
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

/** The PO panel as a step field: its value is the acceptance status, so the step's draft shows what was last seen. */
export function PurchaseOrderWidget({ name, control, disabled }: DomainWidgetProps) {
  const { context, rules, journeyChanged } = useStepFormEnvironment();
  const { field: input } = useController({ control, name });
  const opportunityId = context.opportunityId != null && context.opportunityId !== '' ? String(context.opportunityId) : null;
  const { onChange } = input;
  // The PO first shown, then each one after it: a PO seen turning accepted (or rectified) changed the step list.
  const shownFrozen = useRef<boolean | undefined>(undefined);
  const onPoChange = useCallback(
    (po: PurchaseOrderDetailsFieldsFragment | null) => {
      const frozen = po?.isFrozen ?? false;
      if (shownFrozen.current !== undefined && shownFrozen.current !== frozen) journeyChanged?.();
      shownFrozen.current = frozen;
      onChange(po?.onlineAcceptanceStatus ?? '');
    },
    [onChange, journeyChanged],
  );
  if (!opportunityId) return <Text c="dimmed">The purchase order is made once the opportunity is created.</Text>;
  return <PurchaseOrderPanel opportunityId={opportunityId} rules={rules} disabled={disabled} onChange={onPoChange} />;
}
