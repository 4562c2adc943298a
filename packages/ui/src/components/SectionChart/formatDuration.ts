/** How long a unit's name is: '12m 30s' beside a bar, '12 mins 30 secs' in a table, words for a screen reader. */
export const durationStyles = ['narrow', 'short', 'long'] as const;
export type DurationStyle = (typeof durationStyles)[number];

/**
 * Time spent in minutes and seconds, as the reader's locale writes them ('12m 30s', '12 मि 30 से'),
 * to the nearest second. Minutes do not roll over into hours: exam sections are timed in minutes.
 */
export function formatDuration(ms: number, locale: string, style: DurationStyle = 'narrow'): string {
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: style }).format(value);
  if (minutes === 0) return unit(seconds, 'second');
  if (seconds === 0) return unit(minutes, 'minute');
  return `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`;
}
