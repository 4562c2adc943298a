/** The words around a learner count; `{count}` is replaced by the compact number. */
export interface UserCountLabels {
  /** For a count the locale calls singular: '{count} user'. */
  one: string;
  /** For every other count: '{count} users'. */
  other: string;
}

export const defaultUserCountLabels: UserCountLabels = {
  one: '{count} user',
  other: '{count} users',
};

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A count in the locale's short form: 5600 → '5.6k' (en-IN), '5.6 हज़ार' (hi-IN); Indian
 * locales switch to lakh and crore from 1,00,000 ('1.2L', '1.2 लाख'). Thousands are written
 * with a small k, as the product has always shown them ('5.6k users').
 */
export function formatCompactCount(count: number, locale = 'en-IN'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { notation: 'compact' });
    formatters.set(locale, formatter);
  }
  return formatter.format(wholeCount(count)).replace(/(\d)K$/, '$1k');
}

/** A test series' learners for its badge: 5600 → '5.6k users'; 1 → '1 user'. */
export function formatUserCount(
  count: number,
  locale = 'en-IN',
  labels: UserCountLabels = defaultUserCountLabels,
): string {
  const whole = wholeCount(count);
  const template = new Intl.PluralRules(locale).select(whole) === 'one' ? labels.one : labels.other;
  return template.replace('{count}', formatCompactCount(whole, locale));
}

/** Counts of people are whole and never negative; anything unreadable counts as nobody. */
function wholeCount(count: number): number {
  return Number.isFinite(count) ? Math.max(0, Math.round(count)) : 0;
}
