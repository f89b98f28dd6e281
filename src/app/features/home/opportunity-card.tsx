import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { useClient } from 'urql';
import { ReopenOpportunityDocument, type OpportunityClosure, type OpportunityFieldsFragment } from '../../../../generated/graphql';
import { codeLabel, DATE_DISPLAY_FORMAT } from '../../../domain/labels';
import { leadLostReasonLabels } from '../../../domain/lead-values';
import { closureRemarksPath } from '../../routes/closure-remarks-path';
import { homeTexts } from './home-texts';
import { useResume } from '../../journey/use-resume';
import {
  bucketOf,
  homePlaceLabels,
  homePlaceOf,
  homePlaceTexts,
  notConvertedClosure,
  opportunityStatusLabels,
  waitingTextOf,
  type OpportunityStatusCode,
} from '../../../domain/dashboard-buckets';
import { ReopenButton } from './reopen-button';
import { deploymentLink } from '../../routes/deployment-links';
import { stepAnsweringRejection } from '../../../domain/onboarding-steps';
import { routeOfStep } from '../../../domain/step-routes';

/** Why the field engineers' (CSE) team sent the deployment back, as they gave it. */
function CseRejection({ rejection }: { rejection: NonNullable<OpportunityFieldsFragment['cseRejectionData']> }) {
  const reason = [rejection.cseRejectReason, rejection.cseRejectSubReason].filter(Boolean).join(': ');
  return (
    <Stack gap={2} mt="xs" data-cse-rejection>
      <Text size="sm" c="red.8">
        {homeTexts.deploymentRejected}
        {reason ? `: ${reason}` : '.'}
      </Text>
      {rejection.rejectionComments && (
        <Text size="sm" c="dimmed">
          “{rejection.rejectionComments}”
        </Text>
      )}
    </Stack>
  );
}

/**
 * One opportunity. Closing it (lost, not converted) happens on Closure Remarks, opened on this
 * opportunity: the agent gives the reason and remarks there and confirms.
 */
export function OpportunityCard({ opportunity, showPlace = false }: { opportunity: OpportunityFieldsFragment; /** Says where on Home it is; default false. */ showPlace?: boolean }) {
  const resume = useResume();
  const client = useClient();
  const isOpen = !opportunity.closedAs;
  const place = homePlaceOf(opportunity);
  const waiting = waitingTextOf(opportunity);
  const statusLabel = Object.hasOwn(opportunityStatusLabels, opportunity.status)
    ? opportunityStatusLabels[opportunity.status as OpportunityStatusCode]
    : codeLabel(opportunity.status);
  const closeWith = (closedAs: OpportunityClosure) => closureRemarksPath(opportunity.id, closedAs);
  // An approved opportunity's onboarding is over: Resume goes on with its deployment. A rejected one
  // goes to the step where the rejection is answered, when it has one.
  const answeredOn = stepAnsweringRejection(opportunity.status);
  const resumeAt = bucketOf(opportunity.status) === 'DEPLOYMENT_PROGRESS' ? deploymentLink('overview', opportunity.id) : answeredOn && routeOfStep(answeredOn);

  return (
    <Card withBorder padding="sm" component="article" aria-label={opportunity.name} data-opportunity-id={opportunity.id}>
      <Text fw={600} truncate>
        {opportunity.name}
      </Text>
      <Group gap="xs" mt="xs">
        <Badge variant="light" size="sm">
          {statusLabel}
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
      {showPlace && place && (
        <Text size="sm" fw={500} mt="xs" data-home-place={place}>
          {homePlaceTexts.foundUnder(homePlaceLabels[place])}
        </Text>
      )}
      {waiting && (
        <Text size="sm" mt="xs" data-waiting-for>
          {waiting}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        Created {dayjs(opportunity.createdOn).format(DATE_DISPLAY_FORMAT)}
      </Text>
      {opportunity.cseRejectionData && <CseRejection rejection={opportunity.cseRejectionData} />}
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
          <Button size="xs" variant="subtle" color="red" component={Link} to={closeWith('LOST')}>
            {homeTexts.markLost}
          </Button>
          <Button size="xs" variant="subtle" color="gray" component={Link} to={closeWith('NOT_CONVERTED')}>
            {homeTexts.markNotConverted}
          </Button>
        </Group>
      )}
      {opportunity.closedAs === notConvertedClosure && (
        <ReopenButton name={opportunity.name} reopen={() => client.mutation(ReopenOpportunityDocument, { input: { id: opportunity.id } }).toPromise()} />
      )}
    </Card>
  );
}
