import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

// React Router's setSearchParams(update) hands `update` the query of the last render, so two writes
// before the next render (the header's search and Home's sort, replayed at once when the app takes a
// drawn Home over) would each start from that query and the second would undo the first. The writers
// of the address's query go through here instead: a write made before the router has shown the one
// before it starts from that one.

let lastWrite: { from: string; to: string } | null = null;

/** Writes the address's query from what it is, or from what was last written when the router has not shown that yet. */
export function useSearchParamsWriter(): (update: (params: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  // Once shown, the last write is what the router says: later queries (a link, back) are its own.
  if (lastWrite?.to === shown) lastWrite = null;
  return useCallback(
    (update, options) => {
      const from = lastWrite?.from === shown ? lastWrite.to : shown;
      const next = update(new URLSearchParams(from));
      lastWrite = next.toString() === shown ? null : { from: shown, to: next.toString() };
      setParams(next, options);
    },
    [shown, setParams],
  );
}
