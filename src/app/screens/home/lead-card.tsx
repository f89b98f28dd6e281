import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { LeadFieldsFragment } from '../../../../generated/graphql';
import { codeLabel, DATE_DISPLAY_FORMAT, DATE_TIME_DISPLAY_FORMAT } from '../../../domain/labels';
import { leadProductLabels } from '../../../domain/lead-products';

const ratingColour = { HOT: 'red', WARM: 'orange', COLD: 'blue' } as const;

export function LeadCard({ lead }: { lead: LeadFieldsFragment }) {
  const place = [lead.shop.address?.city, lead.shop.address?.state].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="sm" component="article" aria-label={lead.shop.name} data-lead-id={lead.id}>
      <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {lead.shop.name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {lead.contact.name} · {lead.contact.number}
          </Text>
          {place && (
            <Text size="xs" c="dimmed" truncate>
              {place}
            </Text>
          )}
      </Stack>
      <Group gap="xs" mt="xs">
        <Badge variant="light" size="sm">
          {codeLabel(lead.status)}
        </Badge>
        {lead.rating && (
          <Badge color={ratingColour[lead.rating]} variant="outline" size="sm">
            {codeLabel(lead.rating)}
          </Badge>
        )}
        {lead.product.map((p) => (
          <Badge key={p} color="gray" variant="light" size="xs">
            {leadProductLabels[p]}
          </Badge>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        Created {dayjs(lead.createdAt).format(DATE_DISPLAY_FORMAT)}
        {lead.scheduledFollowUp && ` · Follow-up ${dayjs(lead.scheduledFollowUp).format(DATE_TIME_DISPLAY_FORMAT)}`}
      </Text>
    </Card>
  );
}
