const percentileFormats = new Map<string, Intl.NumberFormat>();

/**
 * A percentile to one decimal in the reader's locale: 96.84 → '96.8'. It is cut, never rounded
 * up: 99.96 shows '99.9', so only the topper can ever read '100.0'. Anything unreadable shows 0.
 */
export function formatPercentile(value: number, locale = 'en-IN'): string {
  let format = percentileFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    percentileFormats.set(locale, format);
  }
  const bounded = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  // The tiny nudge keeps 57.3 (stored as 57.29999…) from being cut to 57.2.
  return format.format(Math.floor(bounded * 10 + 1e-9) / 10);
}

const ordinalRules = new Intl.PluralRules('en', { type: 'ordinal' });
const ordinalSuffixes: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};

/** The English ordinal's ending for a place: 1 → 'st', 2 → 'nd', 3 → 'rd', 11 → 'th', 22 → 'nd'. */
export function englishOrdinalSuffix(place: number): string {
  return ordinalSuffixes[ordinalRules.select(place)];
}
