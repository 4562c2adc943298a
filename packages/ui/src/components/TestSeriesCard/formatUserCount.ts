import { englishCountWords, type CountWords } from '../private/countWords';

/** A test series' learners in English: '1 user', '5.6k users'. */
export const defaultUserCountWords: CountWords = englishCountWords('{count} user', '{count} users');

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
export function formatUserCount(count: number, locale = 'en-IN', words: CountWords = defaultUserCountWords): string {
  const whole = wholeCount(count);
  return words(whole, formatCompactCount(whole, locale));
}

/** Counts of people are whole and never negative; anything unreadable counts as nobody. */
function wholeCount(count: number): number {
  return Number.isFinite(count) ? Math.max(0, Math.round(count)) : 0;
}
