/** Submits due attempts every few seconds, so a deadline passes even if no browser returns. */
export type DeadlineSweeper = { stop(): Promise<void> };

export function startDeadlineSweeper(
  sweep: () => Promise<number>,
  { everyMs, onError }: { everyMs: number; onError: (error: unknown) => void },
): DeadlineSweeper {
  let running: Promise<void> | undefined;
  const tick = () => {
    // One sweep at a time: a slow one is not stacked on.
    running ??= sweep()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, everyMs);
  // The sweeper never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
