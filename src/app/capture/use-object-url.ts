import { useEffect, useState } from 'react';

/** An address an <img> can show a Blob at, released when the Blob changes or the component leaves; a string is shown as it is. */
export function useObjectUrl(source: Blob | string | null): string | null {
  const [url, setUrl] = useState<string | null>(typeof source === 'string' ? source : null);
  useEffect(() => {
    if (!(source instanceof Blob)) {
      setUrl(source);
      return;
    }
    const created = URL.createObjectURL(source);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [source]);
  return url;
}
