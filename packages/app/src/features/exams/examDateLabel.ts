/**
 * An exam's date as the cards show it: '14 Jun 2026' (or '14 जून 2026'), or the spec's 'N/A'
 * when the date is missing or unreadable. Dates are calendar days with no time of day, so they
 * are read and shown in UTC: a learner west of India must not see the day before.
 */
export function examDateLabel(date: string | null | undefined, locale: string, missing: string): string {
  if (!date) return missing;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return missing;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day);
}
