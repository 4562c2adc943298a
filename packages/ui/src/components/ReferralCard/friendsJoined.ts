import { englishCountWords, type CountWords } from '../private/countWords';

/** The words for how many friends joined. */
export interface FriendsJoinedLabels {
  /** Nobody yet (said in words: Hindi's plural rules would call 0 singular). */
  friendsNone: string;
  /** Anyone else: '1 friend joined', '1,250 friends joined'. */
  friendsCount: CountWords;
}

export const defaultFriendsJoinedLabels: FriendsJoinedLabels = {
  friendsNone: 'No friends have joined with your code yet.',
  friendsCount: englishCountWords('{count} friend joined', '{count} friends joined'),
};

const numberFormats = new Map<string, Intl.NumberFormat>();

/** '1 friend joined', '3 friends joined', '1,250 friends joined'; nobody in words. */
export function formatFriendsJoined(
  count: number,
  locale = 'en-IN',
  labels: FriendsJoinedLabels = defaultFriendsJoinedLabels,
): string {
  // People are whole and never negative; anything unreadable counts as nobody.
  const whole = Number.isFinite(count) ? Math.max(0, Math.round(count)) : 0;
  if (whole === 0) return labels.friendsNone;
  let numbers = numberFormats.get(locale);
  if (!numbers) {
    numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormats.set(locale, numbers);
  }
  return labels.friendsCount(whole, numbers.format(whole));
}
