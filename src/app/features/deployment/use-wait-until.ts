import { useEffect, useState } from 'react';

/** Whether `until` (an ISO time) is still ahead; turns false by itself once it passes. */
export function useWaitUntil(until: string | null | undefined): boolean {
  const at = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const waiting = Number.isFinite(at) && now < at;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, at - Date.now()) + 250);
    return () => clearTimeout(timer);
  }, [at, waiting]);
  return waiting;
}
