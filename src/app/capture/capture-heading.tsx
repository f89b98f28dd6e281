import { Text } from '@mantine/core';

/** The side of a photo or page thumbnail. */
export const THUMBNAIL_PX = 96;

/** A capture widget's label, with the required mark, and its help: as a built-in field shows them. */
export function CaptureHeading({ label, help, required }: { label: string; help?: string; required: boolean }) {
  return (
    <div>
      <Text size="sm" fw={500} component="div">
        {label}
        {required && (
          <Text span c="red" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      {help && (
        <Text size="xs" c="dimmed">
          {help}
        </Text>
      )}
    </div>
  );
}
