import { useEffect, useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { SearchIcon } from './icons';
import { useSearchParamsWriter } from './search-params-writer';

/** The URL query parameter the header's search box writes: the screen underneath reads it. */
export const SEARCH_PARAM = 'q';

/** The header's search box: what is typed goes to ?q= (replacing history, not adding to it); the clear button empties it. */
export function HeaderSearch({ placeholder }: { placeholder: string }) {
  const [params] = useSearchParams();
  const setParams = useSearchParamsWriter();
  const query = params.get(SEARCH_PARAM) ?? '';
  const [value, setValue] = useState(query);

  // The URL can change without the box (a link, back): the box follows it.
  useEffect(() => {
    setValue((current) => (current === query ? current : query));
  }, [query]);

  const write = (next: string) => {
    setValue(next);
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next) updated.set(SEARCH_PARAM, next);
        else updated.delete(SEARCH_PARAM);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <TextInput
      role="searchbox"
      aria-label={placeholder}
      placeholder={placeholder}
      value={value}
      onChange={(event) => write(event.currentTarget.value)}
      leftSection={<SearchIcon />}
      rightSection={value ? <CloseButton aria-label="Clear search" onClick={() => write('')} /> : null}
      style={{ flex: 1, minWidth: 0, maxWidth: 640 }}
      radius="xl"
      enterKeyHint="search"
    />
  );
}
