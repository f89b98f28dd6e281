import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useMutation } from 'urql';
import { UpdateOpportunityDocument, type OpportunityFieldsFragment, type UpdateOpportunityInput } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { codeLabel, DATE_DISPLAY_FORMAT } from '../../../domain/labels';
import { leadLostReasonLabels } from '../../../domain/lead-values';
import { homeTexts } from './home-texts';
import { LostReasonModal } from './lost-reason-modal';
import { useResume } from '../../onboarding/use-resume';
import { bucketOf } from '../../../domain/dashboard-buckets';
import { deploymentLink } from '../../routes/deployment-links';

export function OpportunityCard({ opportunity, onChanged }: { opportunity: OpportunityFieldsFragment; onChanged: () => void }) {
  const [, updateOpportunity] = useMutation(UpdateOpportunityDocument);
  const resume = useResume();
  const [lostOpen, setLostOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isOpen = !opportunity.closedAs;
  // An approved opportunity's onboarding is over: Resume goes on with its deployment.
  const resumeAt = bucketOf(opportunity.status) === 'DEPLOYMENT_PROGRESS' ? deploymentLink('overview', opportunity.id) : undefined;

  const close = async (input: Omit<UpdateOpportunityInput, 'id'>) => {
    setBusy(true);
    setFailure(null);
    const result = await updateOpportunity({ input: { id: opportunity.id, ...input } });
    setBusy(false);
    if (result.error) {
      setFailure(describeError(result.error).message);
      return;
    }
    setLostOpen(false);
    onChanged();
  };

  return (
    <Card withBorder padding="sm" component="article" aria-label={opportunity.name} data-opportunity-id={opportunity.id}>
      <Text fw={600} truncate>
        {opportunity.name}
      </Text>
      <Group gap="xs" mt="xs">
        <Badge variant="light" size="sm">
          {codeLabel(opportunity.status)}
        </Badge>
        {opportunity.isExistingMerchant && (
          <Badge variant="outline" color="gray" size="sm">
            Existing merchant
          </Badge>
        )}
        {opportunity.closedAs && (
          <Badge color="red" variant="light" size="sm">
            {codeLabel(opportunity.closedAs)}
          </Badge>
        )}
        {opportunity.lostReason && (
          <Badge color="red" variant="outline" size="sm">
            {leadLostReasonLabels[opportunity.lostReason]}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        Created {dayjs(opportunity.createdOn).format(DATE_DISPLAY_FORMAT)}
      </Text>
      {failure && (
        <Text size="xs" c="red" role="alert" mt="xs">
          {failure}
        </Text>
      )}
      {isOpen && (
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            onClick={() =>
              void resume(
                {
                  leadId: opportunity.leadId ?? null,
                  opportunityId: Number(opportunity.id),
                  isExisting: opportunity.isExistingMerchant,
                },
                resumeAt,
              )
            }
          >
            {homeTexts.resume}
          </Button>
          <Anchor component="button" type="button" size="xs" c="red" onClick={() => setLostOpen(true)}>
            {homeTexts.markLost}
          </Anchor>
          <Anchor component="button" type="button" size="xs" c="dimmed" disabled={busy} onClick={() => void close({ closedAs: 'NOT_CONVERTED' })}>
            {homeTexts.markNotConverted}
          </Anchor>
        </Group>
      )}
      {lostOpen && (
        <LostReasonModal
          opened={lostOpen}
          busy={busy}
          onClose={() => setLostOpen(false)}
          onConfirm={(reason) => void close({ closedAs: 'LOST', lostReason: reason })}
        />
      )}
    </Card>
  );
}
