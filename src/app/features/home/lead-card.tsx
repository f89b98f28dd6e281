import { memo, useState } from 'react';
import { Badge, Button, Card, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useClient, useMutation } from 'urql';
import { ReopenLeadDocument, UpdateLeadDocument, type LeadFieldsFragment, type LeadRating, type UpdateLeadInput } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { codeLabel, DATE_DISPLAY_FORMAT, DATE_TIME_DISPLAY_FORMAT } from '../../../domain/labels';
import { leadProductLabels } from '../../../domain/lead-products';
import { FOLLOW_UP_PAST_MESSAGE, isFollowUpAllowed } from '../../../domain/lead-follow-up';
import { leadLostReasonLabels, leadRatings } from '../../../domain/lead-values';
import { homePlaceLabels, homePlaceTexts, leadPlaceOf, notConvertedLeadStatus, openLeadStatuses } from '../../../domain/dashboard-buckets';
import { offerUndo } from './closure-undo';
import { ReopenButton } from './reopen-button';
import { directionsUrl } from './directions';
import { homeTexts } from './home-texts';
import { leadAddress } from './lead-address';
import { ConfirmNotConvertedModal, LeadDetailsModal, LostReasonModal } from './lead-dialogs';
import { useResume } from '../../journey/use-resume';
import { stepRoutes } from '../../../domain/step-routes';

const ratingColour = { HOT: 'red', WARM: 'orange', COLD: 'blue' } as const;
const ratingOptions = leadRatings.map((r) => ({ value: r, label: codeLabel(r) }));

// Memoised: the list adds cards a few at a time, and the ones already shown need not render again.
export const LeadCard = memo(function LeadCard({ lead, showPlace = false }: { lead: LeadFieldsFragment; /** Says where on Home it is; default false. */ showPlace?: boolean }) {
  const [, updateLead] = useMutation(UpdateLeadDocument);
  const client = useClient();
  const resume = useResume();
  const [rating, setRating] = useState<LeadRating | null>(lead.rating);
  const [followUp, setFollowUp] = useState(lead.scheduledFollowUp ? dayjs(lead.scheduledFollowUp).format('YYYY-MM-DDTHH:mm') : '');
  const [saved, setSaved] = useState(lead.scheduledFollowUp);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [lostOpen, setLostOpen] = useState(false);
  const [notConvertedOpen, setNotConvertedOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isOpen = (openLeadStatuses as readonly string[]).includes(lead.status);
  const isClosed = lead.status === 'LOST' || lead.status === 'NOT_CONVERTED';
  const place = [lead.shop.address?.city, lead.shop.address?.state].filter(Boolean).join(', ');
  const homePlace = leadPlaceOf(lead.status);
  const directions = directionsUrl(lead.shop.address, leadAddress(lead));

  const update = async (input: Omit<UpdateLeadInput, 'id'>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    const result = await updateLead({ input: { id: lead.id, ...input } });
    setBusy(false);
    if (result.error || !result.data?.updateLead.isUpdated) {
      setFailure(result.error ? describeError(result.error).message : 'The lead was not updated.');
      return false;
    }
    return true;
  };

  const changeRating = async (value: string) => {
    const previous = rating;
    setRating(value as LeadRating);
    if (!(await update({ rating: value as LeadRating }))) setRating(previous);
  };
  const scheduleFollowUp = async () => {
    const when = dayjs(followUp);
    if (!when.isValid()) return;
    if (!isFollowUpAllowed(when.toISOString())) {
      setFailure(FOLLOW_UP_PAST_MESSAGE);
      return;
    }
    if (await update({ scheduledFollowUp: when.toISOString() })) setSaved(when.toISOString());
  };
  const close = async (input: Omit<UpdateLeadInput, 'id'> & { status: 'LOST' | 'NOT_CONVERTED' }) => {
    if (await update(input)) {
      setLostOpen(false);
      setNotConvertedOpen(false);
      const name = lead.shop.name;
      offerUndo(input.status === 'LOST' ? homeTexts.markedLost(name) : homeTexts.markedNotConverted(name), name, () =>
        client.mutation(ReopenLeadDocument, { input: { id: lead.id } }).toPromise(),
      );
    }
  };

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
        {rating && (
          <Badge color={ratingColour[rating]} variant="outline" size="sm">
            {codeLabel(rating)}
          </Badge>
        )}
        {lead.lostReason && (
          <Badge color="red" variant="light" size="sm">
            {leadLostReasonLabels[lead.lostReason]}
          </Badge>
        )}
        {lead.product.map((p) => (
          <Badge key={p} color="gray" variant="light" size="xs">
            {leadProductLabels[p]}
          </Badge>
        ))}
      </Group>
      {showPlace && homePlace && (
        <Text size="sm" fw={500} mt="xs" data-home-place={homePlace}>
          {homePlaceTexts.foundUnder(homePlace === 'LEADS' ? homePlaceTexts.leadsPlace : homePlaceLabels[homePlace])}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        Created {dayjs(lead.createdAt).format(DATE_DISPLAY_FORMAT)}
        {saved && ` · Follow-up ${dayjs(saved).format(DATE_TIME_DISPLAY_FORMAT)}`}
      </Text>
      {isOpen && (
        <Stack gap="xs" mt="xs">
          <Stack gap={2}>
            <Text size="xs" fw={500} id={`rating-${lead.id}`}>
              {homeTexts.leadRating}
            </Text>
            {/* Chips rather than a segmented control: its sliding indicator measures itself in every card as the list mounts. */}
            <Chip.Group multiple={false} value={rating ?? ''} onChange={(v) => void changeRating(v)}>
              <Group gap={4} role="radiogroup" aria-labelledby={`rating-${lead.id}`}>
                {ratingOptions.map((option) => (
                  <Chip key={option.value} value={option.value} size="xs" disabled={busy}>
                    {option.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          {/* The date box keeps the width its date and time need ('mm/dd/yyyy, --:-- --' was cut to 'mm/dd/yyyy, -' at 360 px): the button goes under it when both do not fit. */}
          <Group gap="xs" align="flex-end">
            <TextInput
              type="datetime-local"
              size="xs"
              label={homeTexts.followUp}
              value={followUp}
              onChange={(e) => setFollowUp(e.currentTarget.value)}
              style={{ flex: '1 0 auto' }}
            />
            <Button size="xs" variant="light" disabled={!followUp || busy} onClick={() => void scheduleFollowUp()}>
              {homeTexts.scheduleFollowUp}
            </Button>
          </Group>
        </Stack>
      )}
      {failure && (
        <Text size="xs" c="red" role="alert" mt="xs">
          {failure}
        </Text>
      )}
      <Group gap="xs" mt="xs">
        {isOpen && (
          <Button
            size="xs"
            onClick={() => void resume({ leadId: lead.id, opportunityId: null, isExisting: false })}
          >
            {homeTexts.resume}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          // A lead still being worked opens its onboarding's review; a closed one shows what it held.
          onClick={() => (isClosed ? setDetailsOpen(true) : void resume({ leadId: lead.id, opportunityId: null, isExisting: false }, stepRoutes.ReviewDetails))}
        >
          {homeTexts.reviewAllDetails}
        </Button>
        <Button size="xs" variant="default" component="a" href={`tel:${lead.contact.number}`}>
          {homeTexts.callMerchant}
        </Button>
        {directions && (
          <Button size="xs" variant="default" component="a" href={directions} target="_blank" rel="noopener noreferrer">
            {homeTexts.getDirections}
          </Button>
        )}
        {isOpen && (
          <>
            <Button size="xs" variant="subtle" color="red" onClick={() => setLostOpen(true)}>
              {homeTexts.markLost}
            </Button>
            <Button size="xs" variant="subtle" color="gray" disabled={busy} onClick={() => setNotConvertedOpen(true)}>
              {homeTexts.markNotConverted}
            </Button>
          </>
        )}
      </Group>
      {lead.status === notConvertedLeadStatus && (
        <ReopenButton name={lead.shop.name} reopen={() => client.mutation(ReopenLeadDocument, { input: { id: lead.id } }).toPromise()} />
      )}
      {detailsOpen && <LeadDetailsModal lead={lead} opened={detailsOpen} onClose={() => setDetailsOpen(false)} />}
      {notConvertedOpen && (
        <ConfirmNotConvertedModal
          name={lead.shop.name}
          opened={notConvertedOpen}
          busy={busy}
          onClose={() => setNotConvertedOpen(false)}
          onConfirm={() => void close({ status: 'NOT_CONVERTED' })}
        />
      )}
      {lostOpen && (
        <LostReasonModal
          opened={lostOpen}
          busy={busy}
          onClose={() => setLostOpen(false)}
          onConfirm={(reason) => void close({ status: 'LOST', lostReason: reason })}
        />
      )}
    </Card>
  );
});
