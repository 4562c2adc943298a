import { dayAndTimeFields, formatDateTime } from '../private/formatDateTime';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * When an attempt began, as the reader's locale writes it: '24 Nov 2026, 2:35 pm' in `en-IN`,
 * '24 नव॰ 2026, …' in `hi-IN`. Shown in one fixed time zone (India's by default), so the page the
 * server draws and the one the browser takes over agree to the minute. Null for an unreadable time.
 */
export function formatAttemptDate(iso: string, locale = 'en-IN', timeZone = 'Asia/Kolkata'): string | null {
  return formatDateTime(iso, locale, { ...dayAndTimeFields, timeZone });
}

function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** '42.5 / 100'; a score below zero (negative marking) keeps its sign. Null while there is none. */
export function formatAttemptScore(score: number | null, totalMarks: number, locale = 'en-IN'): string | null {
  if (score === null || !Number.isFinite(score)) return null;
  return `${formatNumber(score, locale)} / ${formatNumber(totalMarks, locale)}`;
}

/** '12 / 348'; null when the attempt has no rank (in progress, a retake, a practice test). */
export function formatAttemptRank(rank: number | null, candidates: number | null, locale = 'en-IN'): string | null {
  if (rank === null || candidates === null || rank < 1 || candidates < 1) return null;
  return `${formatNumber(rank, locale)} / ${formatNumber(candidates, locale)}`;
}
