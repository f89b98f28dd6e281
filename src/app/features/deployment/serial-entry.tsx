import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { SerialScanner } from '../../capture/serial-scanner';

/**
 * A serial number or QR code id, typed (the way in that works on every phone) or scanned with the
 * camera, and handed to `onEnter`, which answers the problem to show under the field, or null once
 * it is taken. Every screen that reads a device's code reads it here.
 */
export function SerialEntry(props: {
  label: string;
  /** What the camera reads, in the agent's words ('serial number', 'QR code'). */
  scanLabel: string;
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

  const enter = async (entered: string = value) => {
    const typed = entered.trim();
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
      <Group gap="xs">
        <Button mih={TAP_TARGET_PX} w="fit-content" onClick={() => void enter()} loading={checking || props.busy} disabled={!value.trim()}>
          {props.action}
        </Button>
        <SerialScanner
          label={props.scanLabel}
          disabled={checking || props.busy}
          onDetected={(scanned) => {
            // A scanned code is entered at once; on a refusal it stays in the field to be corrected.
            setValue(scanned);
            setProblem(null);
            void enter(scanned);
          }}
        />
      </Group>
    </Stack>
  );
}
