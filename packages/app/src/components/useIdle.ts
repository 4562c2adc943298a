import { startTransition, useEffect, useState } from 'react';

/**
 * True once the browser has had an idle moment after the first render (at most 1.5 s later), or
 * right after it when `now` (the reader asked for what waits, e.g. by a link to it).
 */
export function useIdle(now = false): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (now) {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    if ('requestIdleCallback' in window) {
      // What waits for idle is drawn in a transition too: in slices, never one long task.
      const id = window.requestIdleCallback(() => startTransition(() => setIdle(true)), { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => startTransition(() => setIdle(true)), 100);
    return () => clearTimeout(timer);
  }, [now]);
  return idle;
}
