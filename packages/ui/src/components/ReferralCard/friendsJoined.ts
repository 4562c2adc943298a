/** The words for how many friends joined; `{count}` is replaced by the number. */
export interface FriendsJoinedLabels {
  /** Nobody yet (said in words: Hindi's plural rules would call 0 singular). */
  friendsNone: string;
  /** For a count the locale calls singular: '{count} friend joined'. */
  friendsOne: string;
  /** For every other count: '{count} friends joined'. */
  friendsOther: string;
}

export const defaultFriendsJoinedLabels: FriendsJoinedLabels = {
  friendsNone: 'No friends have joined with your code yet.',
  friendsOne: '{count} friend joined',
  friendsOther: '{count} friends joined',
};

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** '1 friend joined', '3 friends joined', '1,250 friends joined'; Hindi by its own plural rules. */
export function formatFriendsJoined(
  count: number,
  locale = 'en-IN',
  labels: FriendsJoinedLabels = defaultFriendsJoinedLabels,
): string {
  // People are whole and never negative; anything unreadable counts as nobody.
  const whole = Number.isFinite(count) ? Math.max(0, Math.round(count)) : 0;
  if (whole === 0) return labels.friendsNone;
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  let numbers = numberFormats.get(locale);
  if (!numbers) {
    numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormats.set(locale, numbers);
  }
  const template = rules.select(whole) === 'one' ? labels.friendsOne : labels.friendsOther;
  return template.replace('{count}', numbers.format(whole));
}
