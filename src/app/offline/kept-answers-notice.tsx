import { useSyncExternalStore } from 'react';
import { Alert } from '@mantine/core';
import dayjs from 'dayjs';
import { useAppServices } from '../app-services';
import { outboxTexts } from './outbox-texts';

const never = () => null;
const noSubscription = () => () => undefined;

/** Above the screen while some of what it shows came from the phone rather than the server: since when. */
export function KeptAnswersNotice() {
  const { keptAnswers } = useAppServices();
  const since = useSyncExternalStore(keptAnswers?.subscribe ?? noSubscription, keptAnswers?.shownSince ?? never, never);
  if (since === null) return null;
  return (
    <Alert color="yellow" role="status" mb="md" data-kept-answers>
      {outboxTexts.keptAnswers(dayjs(since).format('D MMM, h:mm A'))}
    </Alert>
  );
}
