import { Alert, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT } from '../../../domain/labels';
import { addressLine, kycTexts } from './kyc-texts';

export interface ShownDocument {
  registrationNumber?: string | null;
  name?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
  address?: Parameters<typeof addressLine>[0];
}

/** What a KYC document gave: name, gender, date of birth and address, with its (masked) number. */
export function KycDocumentCard({ title, document, number }: { title: string; document: ShownDocument; number: string }) {
  return (
    <Alert color="green" title={title} role="status" data-kyc-document>
      <Text size="sm" fw={600}>
        {document.name}
      </Text>
      <Text size="sm">{number}</Text>
      <Text size="sm">
        {[kycTexts.genderLabel(document.gender), document.dateOfBirth ? dayjs(document.dateOfBirth).format(DATE_DISPLAY_FORMAT) : ''].filter(Boolean).join(' · ')}
      </Text>
      <Text size="sm" c="dimmed">
        {addressLine(document.address)}
      </Text>
    </Alert>
  );
}
