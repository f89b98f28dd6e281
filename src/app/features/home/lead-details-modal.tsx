import { Modal, SimpleGrid, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { LeadFieldsFragment } from '../../../../generated/graphql';
import { codeLabel, DATE_DISPLAY_FORMAT, DATE_TIME_DISPLAY_FORMAT } from '../../../domain/labels';
import { leadLostReasonLabels } from '../../../domain/lead-values';
import { leadProductLabels } from '../../../domain/lead-products';
import { homeTexts } from './home-texts';
import { leadAddress } from './lead-address';

/** Every field of a lead, to read before resuming. */
export function LeadDetailsModal({ lead, opened, onClose }: { lead: LeadFieldsFragment; opened: boolean; onClose: () => void }) {
  const rows: [string, string][] = [
    ['Shop name', lead.shop.name],
    ['Address', leadAddress(lead)],
    ['Contact name', lead.contact.name],
    ['Mobile number', lead.contact.number],
    ['E-mail', lead.contact.email ?? ''],
    ['Role', lead.contact.role ?? ''],
    ['Status', codeLabel(lead.status)],
    ['Sales stage', lead.salesStage ? codeLabel(lead.salesStage) : ''],
    ['Lead rating', lead.rating ? codeLabel(lead.rating) : ''],
    ['Lead source', lead.leadSource ? codeLabel(lead.leadSource) : ''],
    ['Products', lead.product.map((p) => leadProductLabels[p]).join(', ')],
    ['PAN', lead.panNumber ?? ''],
    ['GSTIN', lead.gstin ?? ''],
    ['Created', dayjs(lead.createdAt).format(DATE_DISPLAY_FORMAT)],
    ['Next appointment', lead.scheduledFollowUp ? dayjs(lead.scheduledFollowUp).format(DATE_TIME_DISPLAY_FORMAT) : ''],
    ['Lost reason', lead.lostReason ? leadLostReasonLabels[lead.lostReason] : ''],
    ['Notes', lead.notes ?? ''],
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={homeTexts.reviewAllDetails} centered>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => [
            <Text key={`${label}-l`} size="sm" c="dimmed">
              {label}
            </Text>,
            <Text key={`${label}-v`} size="sm" style={{ wordBreak: 'break-word' }}>
              {value}
            </Text>,
          ])}
      </SimpleGrid>
    </Modal>
  );
}
