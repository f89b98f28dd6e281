import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { TAP_TARGET_PX } from '../../../engine/render/field-renderer';

/**
 * A serial number or QR code id, typed (the way in that works on every phone) and handed to
 * `onEnter`, which answers the problem to show under the field, or null once it is taken. Every
 * screen that reads a device's code reads it here, so a scanner added beside the field serves them all.
 */
export function SerialEntry(props: {
  label: string;
  hint: string;
  action: string;
  /** A problem from elsewhere (the server's refusal of the save) shown under the field. */
  error?: string | null;
  busy?: boolean;
  onEnter: (value: string) => Promise<string | null>;
}) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const enter = async () => {
    const typed = value.trim();
    if (!typed) return;
    setChecking(true);
    const refusal = await props.onEnter(typed);
    setChecking(false);
    setProblem(refusal);
    if (!refusal) setValue('');
  };

  return (
    <Stack gap="xs">
      <TextInput
        label={props.label}
        description={props.hint}
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void enter();
          }
        }}
        error={problem ?? props.error}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        size="md"
      />
      <Button mih={TAP_TARGET_PX} w="fit-content" onClick={() => void enter()} loading={checking || props.busy} disabled={!value.trim()}>
        {props.action}
      </Button>
    </Stack>
  );
}
