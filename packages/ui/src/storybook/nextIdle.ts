/**
 * Resolves at the browser's next idle moment, which comes only after every task already queued
 * has run: React's render and effects for what just happened, an element's pending events. A
 * story that shows something did NOT happen waits for this rather than a fixed time, which a slow
 * machine could outlast and a fast one wastes.
 */
export function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    requestIdleCallback(() => resolve());
  });
}
