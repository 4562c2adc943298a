import type { TestTimerLabels } from '@pariksha/ui';

/** The moments a screen reader hears the time left: 5 minutes, then 1 minute. Never every second. */
export const timeAlerts = [
  { atMs: 5 * 60_000, label: 'fiveMinutesLeft' },
  { atMs: 60_000, label: 'oneMinuteLeft' },
] as const;

export type TimeAlert = (typeof timeAlerts)[number]['label'];

/**
 * The last alert the clock has passed, or null above 5 minutes. The timer's live region holds it,
 * so a screen reader hears each one once, as the clock passes its moment (the text changes then
 * and only then); a tab woken from sleep past both hears the more urgent one.
 */
export function timeAlertAt(remainingMs: number): TimeAlert | null {
  let passed: TimeAlert | null = null;
  for (const alert of timeAlerts) {
    if (remainingMs <= alert.atMs) passed = alert.label;
  }
  return passed;
}

/** The clock's words: its name, and what is said at each alert. */
export type ClockLabels = TestTimerLabels & Readonly<Record<TimeAlert, string>>;
