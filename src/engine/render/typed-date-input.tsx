import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { DATE_DISPLAY_FORMAT, parseTypedDate } from '../../domain/typed-date';

type TypedDateInputProps = Omit<DateInputProps, 'dateParser' | 'valueFormat' | 'popoverProps' | 'onInput' | 'onFocus'>;

/**
 * Mantine's DateInput reading what the agent types day first, and only once it is a whole date. The
 * calendar folds away as soon as a whole date is typed: left open, it covers the fields below on a
 * phone, and the agent's next tap lands on a day of the calendar instead of the next field. Tapping
 * the field again brings it back.
 */
export function TypedDateInput({ onClick, ...props }: TypedDateInputProps) {
  const [typedWhole, setTypedWhole] = useState(false);
  return (
    <DateInput
      {...props}
      valueFormat={DATE_DISPLAY_FORMAT}
      dateParser={parseTypedDate}
      popoverProps={typedWhole ? { opened: false } : undefined}
      onInput={(event) => setTypedWhole(parseTypedDate(event.currentTarget.value) !== null)}
      onFocus={() => setTypedWhole(false)}
      onClick={(event) => {
        setTypedWhole(false);
        onClick?.(event);
      }}
    />
  );
}
