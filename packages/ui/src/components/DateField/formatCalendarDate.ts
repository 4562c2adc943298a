/** How much of the month's name a calendar date shows: '24 Nov 2026' or '24 November 2026'. */
export const calendarDateStyles = ['short', 'long'] as const;
export type CalendarDateStyle = (typeof calendarDateStyles)[number];

/** `YYYY-MM-DD`, nothing else: a date of birth, an exam day, an order's day. */
const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as the reader's locale writes it: '24 Nov 2026' in `en-IN`, '24 नव॰ 2026' in
 * `hi-IN`, never the browser's own order. The day has no time of day, so it is read and shown in
 * UTC: a reader west of India never sees the day before. Null when `value` is not a real day.
 */
export function formatCalendarDate(value: string, locale: string, style: CalendarDateStyle = 'short'): string | null {
  const match = calendarDate.exec(value);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: style, year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The twelve months' names in `locale`, January first: 'January' … / 'जनवरी' …. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
}

/** Days in a month (1–12) of a year; February has 29 while the year is not chosen. */
export function daysInMonth(year: number | null, month: number): number {
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}
