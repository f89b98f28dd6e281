import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useClient, useMutation, useQuery } from 'urql';
import {
  OpportunityDocument,
  ReopenOpportunityDocument,
  UpdateOpportunityDocument,
  type LeadLostReason,
  type OpportunityClosure,
} from '../../../../generated/graphql';
import { describeError, type ErrorMessage } from '../../../api/error-message';
import { opportunityClosures } from '../../../domain/dashboard-buckets';
import { codeLabel } from '../../../domain/labels';
import { leadLostReasonLabels } from '../../../domain/lead-values';
import { useSelection } from '../../journey/selection';
import { offerUndo } from './closure-undo';
import { homeTexts } from './home-texts';
import { CLOSURE_AS_PARAM, CLOSURE_OPPORTUNITY_PARAM } from '../../routes/closure-remarks-path';

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
  alreadyClosed: (how: string) => `This opportunity was closed as ${how}.`,
} as const;

/** The closure a link asked for (Home's Mark lost, Mark as not converted); lost when none. */
function closureOf(value: string | null): OpportunityClosure {
  return (opportunityClosures as readonly string[]).includes(value ?? '') ? (value as OpportunityClosure) : 'LOST';
}

/**
 * Closes an opportunity as lost (with one of the spec's reasons) or not converted, with remarks: the
 * one the address names (Home's cards open it so), else the selected one. After saving, Undo is
 * offered for a while (the server's reopenOpportunity).
 */
export default function ClosureRemarksScreen() {
  const selection = useSelection();
  const [params] = useSearchParams();
  const named = params.get(CLOSURE_OPPORTUNITY_PARAM);
  const opportunityId = named && /^\d+$/.test(named) ? Number(named) : selection.opportunityId;
  const navigate = useNavigate();
  const location = useLocation();
  const client = useClient();
  const [closedAs, setClosedAs] = useState<OpportunityClosure>(() => closureOf(params.get(CLOSURE_AS_PARAM)));
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
    offerUndo(closedAs === 'LOST' ? homeTexts.markedLost(opportunity.name) : homeTexts.markedNotConverted(opportunity.name), opportunity.name, () =>
      client.mutation(ReopenOpportunityDocument, { input: { id: opportunity.id } }).toPromise(),
    );
    // Back where the agent came from (Home's tab); opened directly, to Home.
    if (location.key !== 'default') navigate(-1);
    else navigate('/', { replace: true });
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
