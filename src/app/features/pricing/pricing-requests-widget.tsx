import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Badge, Button, Card, Group, Loader, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useController, useFormState } from 'react-hook-form';
import { useClient, useQuery } from 'urql';
import { OpportunityPricingDocument, RevisePricingDocument, type OpportunityPricingFieldsFragment } from '../../../../generated/graphql';
import { describeError, type ErrorMessage } from '../../../api/error-message';
import { approvalStatusLabels, vasLabel } from '../../../domain/pricing';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { wholeRupees } from '../../../domain/rupees';
import { pricingTexts } from './product-texts';

/** A price the agent asks for one line, as submitPricing takes it. */
export interface RequestedPrice {
  lineItemId: string;
  setupFee: number | null;
  rentalPerMonth: number | null;
}

type PricedLine = OpportunityPricingFieldsFragment['lines'][number];

function requestsOf(value: unknown): RequestedPrice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const price = item as Record<string, unknown>;
    if (typeof price.lineItemId !== 'string') return [];
    const amount = (v: unknown) => (typeof v === 'number' ? v : null);
    return [{ lineItemId: price.lineItemId, setupFee: amount(price.setupFee), rentalPerMonth: amount(price.rentalPerMonth) }];
  });
}

const mdrRate = (m: PricedLine['mdr'][number]) => (m.rate == null ? '—' : m.rateType === 'FLAT' ? `${wholeRupees(m.rate)} flat` : `${m.rate}%`);

interface LineCardProps {
  line: PricedLine;
  request: RequestedPrice | undefined;
  disabled: boolean;
  onChange(request: RequestedPrice): void;
}

/** One chosen plan: its pricing for the merchant's turnover, and the prices the agent asks for. */
function LineCard({ line, request, disabled, onChange }: LineCardProps) {
  const asked = request ?? { lineItemId: line.lineItemId, setupFee: null, rentalPerMonth: null };
  const below = (asked.setupFee !== null && asked.setupFee < line.setupFee) || (asked.rentalPerMonth !== null && asked.rentalPerMonth < line.rentalPerMonth);
  const amount = (value: string | number) => (value === '' ? null : Number(value));
  return (
    <Card withBorder padding="sm" data-line={line.planName}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>
            {line.productName} × {line.quantity}
          </Text>
          <Badge variant="light">{vasLabel(line.vasCount)}</Badge>
        </Group>
        <Text size="sm">{line.planName}</Text>
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{pricingTexts.device}</Table.Td>
              <Table.Td>{line.device ?? '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{pricingTexts.setupFee}</Table.Td>
              <Table.Td>{wholeRupees(line.setupFee)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{pricingTexts.rentalPerMonth}</Table.Td>
              <Table.Td>
                {wholeRupees(line.rentalPerMonth)}, {pricingTexts.advance(line.advanceMonth)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{pricingTexts.transactionFee}</Table.Td>
              <Table.Td>{wholeRupees(line.transactionFee)}</Table.Td>
            </Table.Tr>
            {line.isAggregator && (
              <Table.Tr>
                <Table.Td colSpan={2}>{pricingTexts.aggregator}</Table.Td>
              </Table.Tr>
            )}
            {line.bundleName && (
              <Table.Tr>
                <Table.Td>{pricingTexts.bundle}</Table.Td>
                <Table.Td>{line.bundleName}</Table.Td>
              </Table.Tr>
            )}
            {line.primeVas && (
              <Table.Tr>
                <Table.Td colSpan={2}>{pricingTexts.prime}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Text size="sm" fw={600}>
          {pricingTexts.mdr}
        </Text>
        <Table verticalSpacing={2} fz="xs" data-mdr>
          <Table.Tbody>
            {line.mdr.map((m) => (
              <Table.Tr key={m.cardType}>
                <Table.Td>{m.cardType}</Table.Td>
                <Table.Td>{mdrRate(m)}</Table.Td>
                <Table.Td>{m.acquirerBank}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <NumberInput
          label={pricingTexts.askSetupFee(line.planName)}
          placeholder={String(line.setupFee)}
          min={0}
          allowNegative={false}
          value={asked.setupFee ?? ''}
          disabled={disabled}
          onChange={(value) => onChange({ ...asked, setupFee: amount(value) })}
        />
        <NumberInput
          label={pricingTexts.askRental(line.planName)}
          placeholder={String(line.rentalPerMonth)}
          min={0}
          allowNegative={false}
          value={asked.rentalPerMonth ?? ''}
          disabled={disabled}
          onChange={(value) => onChange({ ...asked, rentalPerMonth: amount(value) })}
        />
        {below && (
          <Text size="sm" c="orange.8">
            {pricingTexts.belowList}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The PricingPlan step's chosen plans (opportunityPricing): each plan's setup fee, rental and
 * advance months, transaction fee, aggregator flag, VAS count, device and MDR for the merchant's
 * turnover, with the approval status and the approver's comment. Its value is the prices the agent
 * asks for; a rejected pricing offers 'Revise pricing', which reopens products and pricing.
 */
export function PricingRequestsWidget({ name, control, disabled, error }: DomainWidgetProps) {
  const client = useClient();
  const { context, journeyChanged, stepNotices } = useStepFormEnvironment();
  const { field: input } = useController({ control, name });
  const { isSubmitting } = useFormState({ control });
  const opportunityId = context.opportunityId != null && context.opportunityId !== '' ? String(context.opportunityId) : '';
  const [pricing, refetch] = useQuery({ query: OpportunityPricingDocument, variables: { input: { opportunityId } }, pause: !opportunityId });
  const [revising, setRevising] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);

  // A submission changes the approval status: read it again once the save is over.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting) refetch({ requestPolicy: 'network-only' });
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting, refetch]);

  const requests = requestsOf(input.value);
  const change = (request: RequestedPrice) => {
    const others = requests.filter((r) => r.lineItemId !== request.lineItemId);
    input.onChange(request.setupFee === null && request.rentalPerMonth === null ? others : [...others, request]);
  };

  const revise = async () => {
    setRevising(true);
    setFailure(null);
    const result = await client.mutation(RevisePricingDocument, { input: { opportunityId } }).toPromise();
    setRevising(false);
    if (result.error) {
      setFailure(describeError(result.error));
      return;
    }
    refetch({ requestPolicy: 'network-only' });
    journeyChanged?.();
  };

  if (pricing.fetching && !pricing.data) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{pricingTexts.loading}</Text>
      </Group>
    );
  }
  if (pricing.error || !pricing.data) {
    const described = pricing.error ? describeError(pricing.error) : null;
    return (
      <Alert color="red" title={described?.title} role="alert">
        {described?.message}
      </Alert>
    );
  }
  const shown = pricing.data.opportunityPricing.pricing;
  const label = shown.approvalStatus ? approvalStatusLabels[shown.approvalStatus] : null;
  const rejected = shown.status === 'PRICING_REJECTED';

  // The approval and the way out of a rejection concern the whole step: they sit above its fields,
  // outside the fieldset that disables a locked step (revising is what unlocks it).
  const status = (
    <Stack gap="sm" data-pricing-status>
      {label && (
        <Alert color={rejected ? 'red' : shown.approvalStatus === 'SUBMITTED' || shown.approvalStatus === 'REVIEW_IN_PROGRESS' ? 'yellow' : 'green'} title={pricingTexts.status} data-approval={shown.approvalStatus}>
          <Text fw={700}>{label}</Text>
        </Alert>
      )}
      {shown.approverComment && (
        <Alert color="gray" title={pricingTexts.approverComment} data-approver-comment>
          {shown.approverComment}
        </Alert>
      )}
      {rejected && (
        <Stack gap="xs">
          <Text size="sm">{pricingTexts.rejectedHelp}</Text>
          <Button mih={TAP_TARGET_PX} w="fit-content" loading={revising} onClick={() => void revise()}>
            {pricingTexts.revise}
          </Button>
        </Stack>
      )}
      {failure && (
        <Alert color="red" title={failure.title} role="alert">
          {failure.message}
        </Alert>
      )}
    </Stack>
  );

  return (
    <Stack gap="sm">
      {stepNotices ? createPortal(status, stepNotices) : status}
      {shown.lines.map((line) => (
        <LineCard key={line.lineItemId} line={line} request={requests.find((r) => r.lineItemId === line.lineItemId)} disabled={disabled} onChange={change} />
      ))}
      {shown.totalAmount != null && (
        <Text fw={700}>
          {pricingTexts.total}: {wholeRupees(shown.totalAmount)}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
