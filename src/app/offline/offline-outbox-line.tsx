import { Text } from '@mantine/core';
import { outboxTexts } from './outbox-texts';
import { useOutbox } from './use-outbox';

/** In the offline dialog: that work can go on, and how many saves wait to be sent. */
export function OfflineOutboxLine() {
  const { view } = useOutbox();
  const count = view.items.filter((item) => !item.failure).length;
  return (
    <>
      <Text size="sm">{outboxTexts.offlineSaves}</Text>
      {count > 0 && (
        <Text size="sm" fw={600} data-offline-waiting>
          {outboxTexts.offlineWaiting(count)}
        </Text>
      )}
    </>
  );
}
