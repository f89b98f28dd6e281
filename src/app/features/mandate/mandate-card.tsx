import dayjs from 'dayjs';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { MandateFieldsFragment } from '../../../../generated/graphql';
import { DATE_DISPLAY_FORMAT } from '../../../domain/labels';
import { wholeRupees } from '../../../domain/rupees';
import { MANDATE_KIND_LABELS, awaitsMerchant, letsJourneyContinue } from '../../../domain/mandate';
import { mandateTexts } from './mandate-texts';

function statusColour(mandate: MandateFieldsFragment): string {
  if (letsJourneyContinue(mandate.mandateStatus)) return mandate.isActive ? 'green' : 'teal';
  return awaitsMerchant(mandate.mandateStatus) ? 'yellow' : 'red';
}

const day = (value: string | null) => (value ? dayjs(value).format(DATE_DISPLAY_FORMAT) : mandateTexts.untilCancelled);

/** One mandate: its kind, its status with the spec's message (and the service's reason, when it gives one), amount, period and reference. */
export function MandateCard({ mandate }: { mandate: MandateFieldsFragment }) {
  return (
    <Paper withBorder p="sm" data-mandate-status={mandate.mandateStatus} data-mandate-type={mandate.mandateType}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>{MANDATE_KIND_LABELS[mandate.mandateType]}</Text>
          <Badge color={statusColour(mandate)} aria-label={`Mandate status ${mandate.mandateStatus}`}>
            {mandate.mandateStatus.replace(/_/g, ' ')}
          </Badge>
        </Group>
        <Text size="sm" data-mandate-message>
          {mandate.statusMessage}
        </Text>
        {mandate.mandateStatusDescription ? (
          <Text size="sm" c="red">
            {mandate.mandateStatusDescription}
          </Text>
        ) : null}
        {mandate.amount != null ? (
          <Text size="xs" c="dimmed">
            {mandateTexts.amount}: {wholeRupees(mandate.amount)} · {mandateTexts.period}: {day(mandate.startDate)} – {day(mandate.endDate)}
          </Text>
        ) : null}
        {mandate.vpa ? (
          <Text size="xs" c="dimmed">
            UPI ID: {mandate.vpa}
          </Text>
        ) : null}
        {mandate.reference1 ? (
          <Text size="xs" c="dimmed">
            {mandateTexts.reference}: {mandate.reference1}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
