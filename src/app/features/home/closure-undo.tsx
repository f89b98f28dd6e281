import { useEffect, useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CombinedError } from 'urql';
import { CLOSURE_UNDO_OFFER_MS, reopenTexts } from '../../../domain/closure-undo';
import { describeError } from '../../../api/error-message';

// After the agent closes a lead or an opportunity, a notification offers Undo for a while. The undo
// is the server's (reopenLead, reopenOpportunity, refused once its window has passed), so it holds
// wherever the agent goes meanwhile; the notification outlives the card that closed the record.

export const undoTexts = {
  undo: 'Undo',
  undone: reopenTexts.reopened,
} as const;

const listeners = new Set<() => void>();

/** Calls `onChange` while mounted whenever a closure is made or undone, so that lists and counts read again. */
export function useClosureChanges(onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const listener = () => latest.current();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}

/** Tells the lists and counts on screen that a record was closed or opened again. */
export function announce() {
  listeners.forEach((listener) => listener());
}

let offers = 0;

function UndoOffer({ text, onUndo }: { text: string; onUndo: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" style={{ minWidth: 0 }}>
        {text}
      </Text>
      <Button
        size="xs"
        variant="light"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onUndo();
        }}
      >
        {undoTexts.undo}
      </Button>
    </Group>
  );
}

/**
 * Tells the agent what was closed, with an Undo that calls `reopen`; lists showing the record read
 * again after the closure and after the undo.
 */
export function offerUndo(text: string, name: string, reopen: () => Promise<{ error?: CombinedError }>): void {
  const id = `closure-undo-${++offers}`;
  const undo = async () => {
    const result = await reopen();
    notifications.hide(id);
    if (result.error) {
      const { title, message } = describeError(result.error);
      notifications.show({ color: 'red', title, message });
      return;
    }
    notifications.show({ color: 'green', message: undoTexts.undone(name) });
    announce();
  };
  notifications.show({ id, color: 'green', autoClose: CLOSURE_UNDO_OFFER_MS, message: <UndoOffer text={text} onUndo={undo} /> });
  announce();
}
