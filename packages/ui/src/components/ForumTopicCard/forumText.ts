import type { CountWords } from '../private/countWords';
import { dayFields, formatDateTime } from '../private/formatDateTime';

/** How much of a topic's description its card shows, in characters. */
export const forumExcerptLength = 200;

/**
 * The start of a post for its card: at most `max` characters (code points, so Hindi and emoji are
 * never cut in half), ended at the last space when there is one near, with '…' when cut. Line
 * breaks become spaces: the card shows one paragraph.
 */
export function forumExcerpt(text: string, max = forumExcerptLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  // A space in the last fifth ends a word; further back it would drop too much.
  const end = space > cut.length * 0.8 ? cut.slice(0, space) : cut;
  return `${end.trimEnd()}…`;
}

/** A count in words with the locale's digits: 1 → '1 reply', 3 → '3 replies', 1200 → '1,200 replies'. */
export function countInWords(count: number, locale: string, words: CountWords): string {
  return words(count, new Intl.NumberFormat(locale).format(count));
}

const relativeUnits = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

/**
 * When a post was written, for its byline: relative ('3 hours ago', '3 घंटे पहले') within a week of
 * `now`, the date ('24 Nov 2026') before that or without `now`. Without `now` the server's page and
 * the browser's agree (the app passes `now` once the page has hydrated). Null for an unreadable time.
 */
export function formatPostDate(iso: string, locale: string, timeZone: string, now?: number): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  if (now !== undefined) {
    const seconds = Math.round((time - now) / 1000);
    const ago = -seconds;
    if (ago >= 0 && ago < 7 * 86_400) {
      const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      if (ago < 60) return format.format(0, 'second');
      for (const [unit, size] of relativeUnits) {
        if (ago >= size) return format.format(-Math.floor(ago / size), unit);
      }
    }
  }
  return formatDateTime(iso, locale, { ...dayFields, timeZone });
}
