import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { OpportunityDocument, UpdateOpportunityDocument, type LeadLostReason, type OpportunityClosure } from '../../../../generated/graphql';
import { describeError, type ErrorMessage } from '../../../api/error-message';
import { codeLabel } from '../../../domain/labels';
import { leadLostReasonLabels } from '../../../domain/lead-values';
import { useSelection } from '../../onboarding/selection';

const REMARKS_LIMIT = 500;

export const closureTexts = {
  title: 'Closure Remarks',
  noOpportunity: 'Choose an opportunity on Home to record why it was closed.',
  closedAs: 'Close the opportunity as',
  lost: 'Lost',
  notConverted: 'Not converted',
  reason: 'Reason',
  reasonRequired: 'Please choose why the opportunity was lost.',
  remarks: 'Remarks',
  save: 'Save closure',
  saved: 'The opportunity was closed.',
  alreadyClosed: (how: string) => `This opportunity was closed as ${how}.`,
} as const;

/** Closes the selected opportunity as lost (with one of the spec's reasons) or not converted, with remarks. */
export default function ClosureRemarksScreen() {
  const { opportunityId } = useSelection();
  const navigate = useNavigate();
  const [closedAs, setClosedAs] = useState<OpportunityClosure>('LOST');
  const [reason, setReason] = useState<LeadLostReason | null>(null);
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [{ data, fetching, error }] = useQuery({
    query: OpportunityDocument,
    variables: { input: { id: String(opportunityId ?? '') } },
    pause: opportunityId === null,
  });
  const [{ fetching: saving }, update] = useMutation(UpdateOpportunityDocument);

  const heading = (
    <Title order={1} size="h2">
      {closureTexts.title}
    </Title>
  );
  if (opportunityId === null) {
    return (
      <Stack maw={720} mx="auto">
        {heading}
        <Alert color="yellow">{closureTexts.noOpportunity}</Alert>
      </Stack>
    );
  }
  if (fetching && !data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the opportunity" />
      </Center>
    );
  }
  if (error || !data) {
    const described = error ? describeError(error) : null;
    return (
      <Stack maw={720} mx="auto">
        {heading}
        <Alert color="red" title={described?.title} role="alert">
          {described?.message}
        </Alert>
      </Stack>
    );
  }
  const opportunity = data.opportunity.opportunity;

  const save = async () => {
    setProblem(null);
    setFailure(null);
    if (closedAs === 'LOST' && !reason) {
      setProblem(closureTexts.reasonRequired);
      return;
    }
    const result = await update({
      input: {
        id: opportunity.id,
        closedAs,
        lostReason: closedAs === 'LOST' ? reason : null,
        closureRemarks: remarks.trim() || null,
      },
    });
    if (result.error) {
      setFailure(describeError(result.error));
      return;
    }
    notifications.show({ color: 'green', message: closureTexts.saved });
    navigate('/', { replace: true });
  };

  return (
    <Paper withBorder p="md" maw={720} mx="auto">
      <Stack>
        {heading}
        <Text fw={600}>{opportunity.name}</Text>
        <Text size="sm" c="dimmed">
          {codeLabel(opportunity.status)}
        </Text>
        {opportunity.closedAs ? (
          <Alert color="gray">
            {closureTexts.alreadyClosed(opportunity.closedAs === 'LOST' ? closureTexts.lost : closureTexts.notConverted)}
            {opportunity.closureRemarks ? ` ${opportunity.closureRemarks}` : ''}
          </Alert>
        ) : (
          <>
            <Radio.Group label={closureTexts.closedAs} value={closedAs} onChange={(value) => setClosedAs(value as OpportunityClosure)}>
              <Group mt="xs">
                <Radio value="LOST" label={closureTexts.lost} />
                <Radio value="NOT_CONVERTED" label={closureTexts.notConverted} />
              </Group>
            </Radio.Group>
            {closedAs === 'LOST' && (
              <Radio.Group label={closureTexts.reason} required value={reason ?? ''} onChange={(value) => setReason(value as LeadLostReason)} error={problem}>
                <Stack gap="xs" mt="xs">
                  {Object.entries(leadLostReasonLabels).map(([value, label]) => (
                    <Radio key={value} value={value} label={label} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            <Textarea
              label={closureTexts.remarks}
              autosize
              minRows={3}
              maxLength={REMARKS_LIMIT}
              value={remarks}
              onChange={(e) => setRemarks(e.currentTarget.value)}
              description={`${remarks.length}/${REMARKS_LIMIT}`}
            />
            {failure && (
              <Alert color="red" title={failure.title} role="alert">
                {failure.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button onClick={() => void save()} loading={saving}>
                {closureTexts.save}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
