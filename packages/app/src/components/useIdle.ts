import { startTransition, useEffect, useState } from 'react';

/** True once the browser has had an idle moment after the first render (at most 1.5 s later). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      // What waits for idle is drawn in a transition too: in slices, never one long task.
      const id = window.requestIdleCallback(() => startTransition(() => setIdle(true)), { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => startTransition(() => setIdle(true)), 100);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
