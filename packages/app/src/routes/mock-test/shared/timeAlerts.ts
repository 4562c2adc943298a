/** The moments a screen reader hears the time left: 5 minutes, then 1 minute. Never every second. */
export const timeAlerts = [
  { atMs: 5 * 60_000, label: 'fiveMinutesLeft' },
  { atMs: 60_000, label: 'oneMinuteLeft' },
] as const;

export type TimeAlert = (typeof timeAlerts)[number]['label'];

/**
 * The alert whose moment the clock passed going from `previousMs` to `remainingMs`, or null.
 * When one tick skips past both (a tab woken from sleep), the later, more urgent one wins.
 */
export function crossedTimeAlert(previousMs: number, remainingMs: number): TimeAlert | null {
  let crossed: TimeAlert | null = null;
  for (const alert of timeAlerts) {
    if (previousMs > alert.atMs && remainingMs <= alert.atMs) crossed = alert.label;
  }
  return crossed;
}
