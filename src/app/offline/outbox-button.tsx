import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { Outbox } from './outbox';
import type { OutboxItem } from './outbox-store';
import { outboxTexts } from './outbox-texts';
import { useOutbox } from './use-outbox';

/** In the header while saves wait on the phone: their count, and the list behind it. */
export function OutboxButton() {
  const { outbox, view } = useOutbox();
  const [opened, setOpened] = useState(false);
  const count = view.items.length;
  if (!outbox || (count === 0 && !opened)) return null;
  const refused = view.items.some((item) => item.failure);
  return (
    <>
      <ActionIcon variant="subtle" color={refused ? 'red' : 'gray'} size={44} pos="relative" aria-label={outboxTexts.buttonLabel(count)} onClick={() => setOpened(true)} data-outbox-count={count}>
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
          <path d="M12 3v12M7 10l5 5 5-5M4 17v3h16v-3" />
        </svg>
        <Badge size="xs" circle color={refused ? 'red' : 'green'} pos="absolute" top={2} right={2} aria-hidden>
          {count}
        </Badge>
      </ActionIcon>
      <Modal opened={opened} onClose={() => setOpened(false)} title={outboxTexts.title} centered>
        <OutboxList outbox={outbox} items={view.items} sending={view.sending} progress={view.progress} />
      </Modal>
    </>
  );
}

function OutboxList({ outbox, items, sending, progress }: { outbox: Outbox; items: readonly OutboxItem[]; sending: string | null; progress: number | null }) {
  const waiting = items.some((item) => !item.failure);
  return (
    <Stack gap="sm" data-outbox-list>
      {items.length === 0 && <Text>{outboxTexts.empty}</Text>}
      {items.map((item) => (
        <OutboxEntry key={item.id} outbox={outbox} item={item} sending={sending === item.id} progress={sending === item.id ? progress : null} />
      ))}
      {waiting && (
        <Button mih={44} loading={sending !== null} onClick={() => void outbox.send()}>
          {outboxTexts.sendNow}
        </Button>
      )}
    </Stack>
  );
}

function OutboxEntry({ outbox, item, sending, progress }: { outbox: Outbox; item: OutboxItem; sending: boolean; progress: number | null }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder p="sm" data-outbox-item={item.failure ? 'refused' : 'waiting'}>
      <Stack gap={6}>
        <Text fw={600}>{item.label}</Text>
        <Text size="sm" c="dimmed">
          {outboxTexts.savedAt(dayjs(item.savedAt).format('D MMM, h:mm A'))}
        </Text>
        {item.failure ? (
          <Text size="sm" c="red" role="alert">
            {item.failure.title}: {item.failure.message}
          </Text>
        ) : (
          <Text size="sm">{sending ? outboxTexts.sending : outboxTexts.waiting}</Text>
        )}
        {progress !== null && <Progress value={Math.round(progress * 100)} size="sm" aria-label={outboxTexts.sendingItem(item.label)} />}
        {confirming ? (
          <Stack gap={6}>
            <Text size="sm">{outboxTexts.discardWarning}</Text>
            <Group gap="sm">
              <Button color="red" mih={44} onClick={() => void outbox.discard(item.id)}>
                {outboxTexts.confirmDiscard}
              </Button>
              <Button variant="default" mih={44} onClick={() => setConfirming(false)}>
                {outboxTexts.keepIt}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm">
            {item.failure && (
              <Button variant="light" mih={44} onClick={() => void outbox.retry(item.id)}>
                {outboxTexts.retry}
              </Button>
            )}
            <Button variant="subtle" color="red" mih={44} disabled={sending} onClick={() => setConfirming(true)}>
              {outboxTexts.discard}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
