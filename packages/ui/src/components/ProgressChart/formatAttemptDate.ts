/** '12 Nov' under the chart, '12 Nov 2026' in the table and the description. */
export const attemptDateStyles = ['short', 'full'] as const;
export type AttemptDateStyle = (typeof attemptDateStyles)[number];

/**
 * The day an attempt was submitted, as India counts days: a mock finished at 1 a.m. IST on
 * 13 Nov shows 13 Nov, even to a reader (or a server) west of India for whom it is still the 12th.
 */
export function formatAttemptDate(iso: string, locale: string, style: AttemptDateStyle = 'short'): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: style === 'full' ? 'numeric' : undefined,
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}
