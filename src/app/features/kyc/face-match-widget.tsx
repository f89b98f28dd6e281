import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useClient } from 'urql';
import { PerformFaceMatchDocument, PerformOcrDocument, type DocumentSubType } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { isDocumentSubType } from '../../../domain/documents';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { loadOpportunityDocuments } from '../../capture/opportunity-documents';

export const faceMatchTexts = {
  check: 'Match the face with the selfie',
  noSelfie: 'Take the selfie with the merchant on Capture photos first; the face is matched with it.',
  noPhoto: 'Take a photo of the document first.',
  matched: (score: number) => `The face on the document matches the selfie (score ${Math.round(score)} of 100).`,
  read: 'Read from the photo',
  failed: 'The face could not be matched. Please try again.',
} as const;

type Outcome = { kind: 'matched'; score: number; readName: string | null; readNumber: string | null } | { kind: 'problem'; message: string };

/**
 * The face on the merchant's identity document (the photo taken on this step, of the document
 * chosen) matched with the selfie taken with the merchant, and what the photo reads: the agent sees
 * at the shop whether the document is the person's. The field holds nothing; the step's save does not
 * depend on it.
 */
export function FaceMatchWidget({ field, name, control, disabled }: DomainWidgetProps) {
  const client = useClient();
  const { context } = useStepFormEnvironment();
  const identityType: unknown = useWatch({ control, name: name.replace(/[^.]+$/, 'identityType') });
  const opportunityId = context.opportunityId != null && context.opportunityId !== '' ? String(context.opportunityId) : null;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const subType: DocumentSubType | null = typeof identityType === 'string' && isDocumentSubType(identityType) ? identityType : null;

  const check = async () => {
    if (!opportunityId || !subType) return;
    setBusy(true);
    setOutcome(null);
    try {
      const load = await loadOpportunityDocuments(client, opportunityId);
      if (!load.ok) return setOutcome({ kind: 'problem', message: faceMatchTexts.failed });
      const selfie = load.documents.find((d) => d.documentSubType === 'SELFIE');
      const photo = load.documents.filter((d) => d.documentSubType === subType && !d.signatoryId).at(-1);
      if (!photo) return setOutcome({ kind: 'problem', message: faceMatchTexts.noPhoto });
      if (!selfie) return setOutcome({ kind: 'problem', message: faceMatchTexts.noSelfie });
      const match = await client.mutation(PerformFaceMatchDocument, { input: { opportunityId, selfieDocumentId: selfie.id, referenceDocumentId: photo.id } }).toPromise();
      const answer = match.data?.performFaceMatch;
      if (!answer) return setOutcome({ kind: 'problem', message: match.error ? describeError(match.error).message : faceMatchTexts.failed });
      if (!answer.isMatch) return setOutcome({ kind: 'problem', message: answer.failureReason ?? faceMatchTexts.failed });
      const read = await client.mutation(PerformOcrDocument, { input: { opportunityId, documentId: photo.id, documentSubType: subType } }).toPromise();
      const data = read.data?.performOCR.extractedData;
      setOutcome({ kind: 'matched', score: answer.matchScore ?? 100, readName: data?.name ?? null, readNumber: data?.registrationNumber ?? null });
    } finally {
      setBusy(false);
    }
  };

  if (!subType) return null;
  return (
    <Stack gap="xs" data-widget="faceMatch">
      {field.help && (
        <Text size="sm" c="dimmed">
          {field.help}
        </Text>
      )}
      <Button variant="outline" mih={TAP_TARGET_PX} onClick={() => void check()} loading={busy} disabled={disabled || !opportunityId}>
        {field.label || faceMatchTexts.check}
      </Button>
      {outcome?.kind === 'problem' && (
        <Alert color="red" role="alert">
          {outcome.message}
        </Alert>
      )}
      {outcome?.kind === 'matched' && (
        <Alert color="green" role="status" title={faceMatchTexts.matched(outcome.score)}>
          {(outcome.readName || outcome.readNumber) && (
            <Text size="sm">
              {faceMatchTexts.read}: {[outcome.readName, outcome.readNumber].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
