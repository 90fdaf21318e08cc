import { useEffect, useRef } from 'react';

/**
 * The call a step makes for its visitor (a place search, a photo reading, a question) that the next one replaces and
 * leaving the step abandons: `begin()` aborts the call under way, if any, and gives the new one's signal; `abandon()`
 * aborts it alone. The caller drops an answer whose signal was aborted.
 */
export function useLatestCall(): { begin: () => AbortSignal; abandon: () => void } {
  const latest = useRef<AbortController>(undefined);
  useEffect(() => () => latest.current?.abort(), []);
  return {
    begin: () => {
      latest.current?.abort();
      latest.current = new AbortController();
      return latest.current.signal;
    },
    abandon: () => latest.current?.abort(),
  };
}
