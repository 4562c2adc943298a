const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A whole count in the reader's locale, grouped the Indian way: 14 → '14', 123456 → '1,23,456'.
 * Counts are never negative; anything unreadable shows 0.
 */
export function formatCount(value: number, locale = 'en-IN'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  return formatter.format(Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);
}
