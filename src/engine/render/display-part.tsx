import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { DisplayDefinition } from '../definition';
import { displayText } from '../display';
import { getPath } from '../paths';
import { useStepFormEnvironment } from './step-form-context';
import { TAP_TARGET_PX } from './tap-target';
import { useConditions } from './use-part-scope';

const MESSAGE_COLOURS = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' } as const;

/** A part of a step shown, never edited: a record's value or status in words, a message, a link. */
export const DisplayPart = memo(function DisplayPart({ part }: { part: DisplayDefinition }) {
  const { records, rules } = useStepFormEnvironment();
  const conditions = useMemo(() => [part.visibleWhen], [part.visibleWhen]);
  const [visible] = useConditions(conditions);
  if (!visible) return null;
  const value = part.value ? getPath(records, part.value) : undefined;
  if (part.show === 'message') {
    const tone = part.tone ?? 'info';
    // A warning or an error is said to a screen reader at once; information waits its turn.
    return (
      <Alert color={MESSAGE_COLOURS[tone]} title={part.title} role={tone === 'warning' || tone === 'error' ? 'alert' : 'status'} data-part="message">
        {part.value ? part.text?.replace('{value}', displayText(part, value, rules) ?? '') : part.text}
      </Alert>
    );
  }
  if (part.show === 'link') {
    if (typeof value !== 'string' || !value) return null;
    return (
      <Button component="a" href={value} target="_blank" rel="noopener" variant="default" mih={TAP_TARGET_PX} w="fit-content">
        {part.label}
      </Button>
    );
  }
  const text = displayText(part, value, rules);
  if (text === null) return null;
  if (part.show === 'status') {
    const colour = part.tones?.[String(value)] ?? 'gray';
    return (
      <Group gap="xs" data-part="status" data-value={String(value)}>
        <Text size="sm">{part.label}:</Text>
        <Badge color={colour}>{text}</Badge>
      </Group>
    );
  }
  return (
    <Text size="sm" data-part="value" style={{ overflowWrap: 'anywhere' }}>
      {part.label ? (
        <Text span c="dimmed" size="sm">
          {part.label}:{' '}
        </Text>
      ) : null}
      {text}
    </Text>
  );
});
